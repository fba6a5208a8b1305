import { expect, test, type APIRequestContext } from '@playwright/test'

import { port, superAdmin } from './support'

/**
 * Writes made through `/api` (another bundle of the built server than the pages and the search
 * service) reach the built-in search at once: the index is one per process.
 */
const tenant = 'harbourside-toyota'
const indexName = `${tenant}_Car_production`
const api = `http://127.0.0.1:${port}`
// Node does not resolve *.localhost: connect to the loopback address and name the site in Host.
const siteHeaders = { host: `${tenant}.localhost:${port}` }

type Hit = { objectID: string; stocknum: string; price: number | null }

/** The search-only key the tenant's pages hand every visitor. */
async function visitorSearchKey(request: APIRequestContext): Promise<string> {
  const html = await (await request.get(`${api}/search`, { headers: siteHeaders })).text()
  const key = new RegExp(`fcs_${tenant}_[0-9a-f]{32}`).exec(html)?.[0]
  if (!key) throw new Error('The search page carries no search key')
  return key
}

async function search(request: APIRequestContext, key: string, params: Record<string, unknown>): Promise<{ hits: Hit[]; nbHits: number }> {
  const response = await request.post(`${api}/1/indexes/*/queries`, {
    headers: { ...siteHeaders, 'x-algolia-api-key': key, 'x-algolia-application-id': 'FORECOURT', 'content-type': 'text/plain' },
    data: JSON.stringify({ requests: [{ indexName, hitsPerPage: 50, ...params }] }),
  })
  expect(response.status()).toBe(200)
  const body = (await response.json()) as { results: Array<{ hits: Hit[]; nbHits: number }> }
  return body.results[0] as { hits: Hit[]; nbHits: number }
}

/** What the built-in search answers within one second: polled, so a fast answer passes at once. */
const withinASecond = { timeout: 1_000, intervals: [25, 50, 100] }

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${api}/api/users/login`, { data: { email: superAdmin.email, password: superAdmin.password } })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { token: string }).token
}

async function searchPageCount(request: APIRequestContext): Promise<number> {
  const html = await (await request.get(`${api}/search`, { headers: siteHeaders })).text()
  const count = /([\d,]+) cars? found/.exec(html)?.[1]
  if (!count) throw new Error('The search page shows no count')
  return Number(count.replaceAll(',', ''))
}

test('a price edited, a feed imported, a car hidden and cars deleted through /api show in search within a second', async ({ request }) => {
  const key = await visitorSearchKey(request)
  const auth = { authorization: `JWT ${await adminToken(request)}` }

  // A price edited through REST.
  const [car] = (await search(request, key, { filters: 'price > 1000', hitsPerPage: 1 })).hits
  if (!car) throw new Error(`${tenant} has no priced car to edit`)
  const originalPrice = car.price as number
  const newPrice = originalPrice + 1_357
  const patched = await request.patch(`${api}/api/vehicles/${car.objectID}`, { headers: auth, data: { price: newPrice } })
  expect(patched.status()).toBe(200)
  const priceOf = async () => (await search(request, key, { query: car.stocknum })).hits.find((hit) => hit.objectID === car.objectID)?.price
  await expect.poll(priceOf, withinASecond).toBe(newPrice)

  // The same car hidden from the website is in no answer, whatever the filter.
  expect(
    (await request.patch(`${api}/api/vehicles/${car.objectID}`, { headers: auth, data: { show_on_dealer_website: false } })).status(),
  ).toBe(200)
  await expect
    .poll(
      async () => (await search(request, key, { query: car.stocknum })).hits.some((hit) => hit.objectID === car.objectID),
      withinASecond,
    )
    .toBe(false)
  expect(await search(request, key, { filters: 'show_on_dealer_website:false' })).toMatchObject({ hits: [], nbHits: 0 })
  expect(
    (
      await request.patch(`${api}/api/vehicles/${car.objectID}`, {
        headers: auth,
        data: { show_on_dealer_website: true, price: originalPrice },
      })
    ).status(),
  ).toBe(200)
  await expect.poll(priceOf, withinASecond).toBe(originalPrice)

  // A small feed imported through the import endpoint, as `npm run stock:import` sends it.
  const before = await searchPageCount(request)
  const feed = [
    'stocknum,car_type,status,make,model,year,price',
    'ZZFRESH01,used,in_stock,Toyota,Corolla,2022,23456',
    'ZZFRESH02,used,in_stock,Toyota,Yaris,2021,19876',
  ].join('\n')
  const imported = await request.post(`${api}/api/vehicles/import?tenant=${tenant}&dealership=${tenant}&mode=partial&format=csv`, {
    headers: { ...auth, 'content-type': 'text/csv' },
    data: feed,
  })
  expect(imported.status()).toBe(200)
  const lines = (await imported.text()).trim().split('\n')
  expect(JSON.parse(lines[lines.length - 1] as string)).toMatchObject({ type: 'result', created: 2, rejected: [] })
  const freshStock = async () => (await search(request, key, { query: 'ZZFRESH' })).hits.map((hit) => `${hit.stocknum} ${hit.price}`).sort()
  await expect.poll(freshStock, withinASecond).toEqual(['ZZFRESH01 23456', 'ZZFRESH02 19876'])
  // The search page is served from cache: the import expires it, and the next request renders it again.
  await expect.poll(() => searchPageCount(request), withinASecond).toBe(before + 2)

  // Deleted through REST: gone.
  for (const hit of (await search(request, key, { query: 'ZZFRESH' })).hits) {
    expect((await request.delete(`${api}/api/vehicles/${hit.objectID}`, { headers: auth })).status()).toBe(200)
  }
  await expect.poll(freshStock, withinASecond).toEqual([])
  await expect.poll(() => searchPageCount(request), withinASecond).toBe(before)
})
