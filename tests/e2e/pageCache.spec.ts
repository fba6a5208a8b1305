import { expect, test, type APIRequestContext } from '@playwright/test'

import { demoTenants, port, superAdmin, tenantUrl } from './support'

/**
 * Site pages are rendered once per tenant, path and query and then served from Next's cache; a save
 * through Payload (REST here: the admin and the Local API run the same hooks) expires the tags of what
 * it changed, so the next visitor sees it.
 */
const [toyota] = demoTenants
const tenant = toyota!.slug
const api = `http://127.0.0.1:${port}`
// Node does not resolve *.localhost: connect to the loopback address and name the site in Host.
const siteHeaders = { host: `${tenant}.localhost:${port}` }

/** A change must show within one second: polled, so a fast answer passes at once. */
const withinASecond = { timeout: 1_000, intervals: [25, 50, 100] }

async function adminAuth(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post(`${api}/api/users/login`, { data: { email: superAdmin.email, password: superAdmin.password } })
  expect(response.status()).toBe(200)
  return { authorization: `JWT ${((await response.json()) as { token: string }).token}` }
}

async function sitePage(request: APIRequestContext, path: string) {
  const response = await request.get(`${api}${path}`, { headers: siteHeaders, maxRedirects: 0 })
  return { status: response.status(), headers: response.headers(), html: await response.text() }
}

async function tenantId(request: APIRequestContext, auth: Record<string, string>): Promise<number | string> {
  const response = await request.get(`${api}/api/tenants?where[slug][equals]=${tenant}&depth=0&limit=1`, { headers: auth })
  const id = ((await response.json()) as { docs: Array<{ id: number | string }> }).docs[0]?.id
  if (id === undefined) throw new Error(`no tenant ${tenant}`)
  return id
}

test('a second request for a page is answered from the cache, with headers a CDN may cache and purge by', async ({ request }) => {
  // A query of its own, so that no other test has rendered this page before.
  const path = `/our-location?probe=${Date.now()}`
  const first = await sitePage(request, path)
  expect(first.status).toBe(200)
  expect(first.headers['x-nextjs-cache']).toBe('MISS')
  const second = await sitePage(request, path)
  expect(second.headers['x-nextjs-cache']).toBe('HIT')
  expect(second.html).toBe(first.html)

  expect(second.headers['cache-control']).toMatch(/^public, s-maxage=\d+, stale-while-revalidate=\d+$/)
  expect(second.headers['cache-tag']).toBe(`site-http_${tenant}.localhost:${port}`)
  // Tracking parameters are not another page.
  expect((await sitePage(request, `${path}&utm_source=newsletter`)).headers['x-nextjs-cache']).toBe('HIT')

  // What differs per visitor is private: the draft preview, and a page answered with the visitor's remembered car type.
  expect((await request.get(`${api}/preview?token=nope`, { headers: siteHeaders })).headers()['cache-control']).toMatch(/^private/)
  const remembered = await request.get(`${api}/search`, { headers: { ...siteHeaders, cookie: 'fc-car-type=used' } })
  expect(remembered.headers()['cache-control']).toMatch(/^private/)
  expect((await request.get(`${api}/admin/login`)).headers()['cache-control']).toMatch(/private|no-store/)
})

test('the internal route tree cannot be asked for another tenant from outside', async ({ request }) => {
  const other = demoTenants[1]!
  const answer = await sitePage(request, `/tenant/http_${other.slug}.localhost:${port}/-`)
  expect(answer.status).toBe(404)
  expect(answer.html).not.toContain(other.name)
})

test('a marketer’s publish shows on the cached public pages within a second', async ({ request }) => {
  const auth = await adminAuth(request)
  const id = await tenantId(request, auth)

  // A page no other spec edits in the admin (an editor's open document lock would refuse the PATCH), cached before the edit.
  const pages = await request.get(`${api}/api/pages?where[tenant][equals]=${id}&where[slug][equals]=about-us&depth=0&limit=1`, {
    headers: auth,
  })
  const about = ((await pages.json()) as { docs: Array<{ id: number; title: string }> }).docs[0]
  if (!about) throw new Error('no about-us page')
  await sitePage(request, '/about-us')
  expect((await sitePage(request, '/about-us')).headers['x-nextjs-cache']).toBe('HIT')
  const newTitle = `${toyota!.name} — Cached ${Date.now()}`
  const patched = await request.patch(`${api}/api/pages/${about.id}`, { headers: auth, data: { title: newTitle, _status: 'published' } })
  expect(patched.status()).toBe(200)
  await expect
    .poll(async () => /<title>([^<]*)<\/title>/.exec((await sitePage(request, '/about-us')).html)?.[1], withinASecond)
    .toContain(newTitle)

  // An offer renamed and published: the offers page shows it.
  const offers = await request.get(`${api}/api/offers?where[tenant][equals]=${id}&depth=0&limit=1`, { headers: auth })
  const offer = ((await offers.json()) as { docs: Array<{ id: number; name: string }> }).docs[0]
  if (!offer) throw new Error('no offer')
  expect((await sitePage(request, '/special-offers')).html).toContain(offer.name)
  const newName = `Cached offer ${Date.now()}`
  expect(
    (await request.patch(`${api}/api/offers/${offer.id}`, { headers: auth, data: { name: newName, _status: 'published' } })).status(),
  ).toBe(200)
  await expect.poll(async () => (await sitePage(request, '/special-offers')).html.includes(newName), withinASecond).toBe(true)

  // Put back for the other tests.
  await request.patch(`${api}/api/pages/${about.id}`, { headers: auth, data: { title: about.title, _status: 'published' } })
  await request.patch(`${api}/api/offers/${offer.id}`, { headers: auth, data: { name: offer.name, _status: 'published' } })
})

test('a car edit shows on its cached car page and the cached listing within a second', async ({ request }) => {
  const auth = await adminAuth(request)
  const id = await tenantId(request, auth)
  const cars = await request.get(
    `${api}/api/vehicles?where[tenant][equals]=${id}&where[price][greater_than]=1000&where[show_on_dealer_website][not_equals]=false&sort=-createdAt&depth=0&limit=1`,
    { headers: auth },
  )
  const car = ((await cars.json()) as { docs: Array<{ id: number; slug: string; price: number; stocknum: string }> }).docs[0]
  if (!car) throw new Error('no priced car')
  const carPath = `/cars/${car.slug}`
  const listing = `/search?query=${encodeURIComponent(car.stocknum)}`
  for (const path of [carPath, listing]) await sitePage(request, path)
  expect((await sitePage(request, carPath)).headers['x-nextjs-cache']).toBe('HIT')
  expect((await sitePage(request, listing)).headers['x-nextjs-cache']).toBe('HIT')

  const newPrice = car.price + 1_111
  const shown = `$${newPrice.toLocaleString('en-AU')}`
  expect((await request.patch(`${api}/api/vehicles/${car.id}`, { headers: auth, data: { price: newPrice } })).status()).toBe(200)
  await expect.poll(async () => (await sitePage(request, carPath)).html.includes(shown), withinASecond).toBe(true)
  await expect.poll(async () => (await sitePage(request, listing)).html.includes(`\\"price\\":${newPrice}`), withinASecond).toBe(true)

  await request.patch(`${api}/api/vehicles/${car.id}`, { headers: auth, data: { price: car.price } })
})

test('an unknown path answers 404 with the tenant’s frame, a title and a search box, drawn by the server', async ({ request, page }) => {
  const answer = await sitePage(request, '/no-such-page-here')
  expect(answer.status).toBe(404)
  // In the server's HTML itself, not drawn later in the browser.
  expect(answer.html).toContain('<h1>Page not found</h1>')
  expect(answer.html).toMatch(/<form[^>]*role="search"/)
  expect(answer.html).toContain(`<title>Page not found | ${toyota!.name}</title>`)

  const response = await page.goto(tenantUrl(tenant, '/no-such-page-here'))
  expect(response?.status()).toBe(404)
  await expect(page).toHaveTitle(`Page not found | ${toyota!.name}`)
  // The header names the dealer by its logo's text alternative.
  await expect(page.getByRole('banner').getByRole('link', { name: toyota!.name, exact: true })).toBeVisible()
  const search = page.getByRole('search', { name: 'Search our cars' })
  await search.getByRole('searchbox').fill('Corolla')
  await search.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\/search\?query=Corolla/)
})

test('a missing car, offer, location or stock path answers the same framed 404, drawn by the server', async ({ request, page }) => {
  for (const path of [
    '/cars/no-such-car-here',
    '/offers/no-such-offer-here',
    '/offers/toyota/no-such-offer-here',
    '/our-location/no-such-location-here',
    '/search/no-such-make-here',
  ]) {
    const answer = await sitePage(request, path)
    expect(answer.status, path).toBe(404)
    expect(answer.html, path).toContain('<h1>Page not found</h1>')
    expect(answer.html, path).toMatch(/<form[^>]*role="search"/)
    expect(answer.html, path).toContain(`<title>Page not found | ${toyota!.name}</title>`)
    // In the tenant's frame: its header and footer are in the server's HTML.
    expect(answer.html, path).toContain('fc-site-header__bar')
    expect(answer.html, path).toContain('fc-site-footer__inner')
    expect(answer.html, path).toContain('<meta name="robots" content="noindex"/>')
  }

  const response = await page.goto(tenantUrl(tenant, '/cars/no-such-car-here'))
  expect(response?.status()).toBe(404)
  await expect(page).toHaveTitle(`Page not found | ${toyota!.name}`)
  // The header names the dealer by its logo's text alternative.
  await expect(page.getByRole('banner').getByRole('link', { name: toyota!.name, exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  await expect(page.getByRole('search', { name: 'Search our cars' }).getByRole('searchbox')).toBeVisible()
})
