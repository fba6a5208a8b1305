import { expect, test, type APIRequestContext } from '@playwright/test'

import { demoTenants, port } from './support'

/**
 * One noisy client may not take the process from every other dealer (docs/security.md). Against the
 * production build with its default limits: the security probe's request shapes are refused or bounded,
 * a client's extra expensive requests are answered 429 with Retry-After, and another tenant's page
 * answers meanwhile. How fast it answers is the bench's business (npm run bench:isolation).
 */
const noisy = demoTenants.find((tenant) => tenant.slug === 'harbourside-toyota')!
const victim = demoTenants.find((tenant) => tenant.slug === 'sunshine-coast-caravans')!
const api = `http://127.0.0.1:${port}`
// Node does not resolve *.localhost: connect to the loopback address and name the site in Host.
const on = (slug: string) => ({ host: `${slug}.localhost:${port}` })

type Answer = { status: number; retryAfter: string | undefined; body: Record<string, unknown> }

async function answer(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<Answer> {
  const text = await response.text()
  let body: Record<string, unknown> = {}
  try {
    body = JSON.parse(text) as Record<string, unknown>
  } catch {
    body = { text }
  }
  return { status: response.status(), retryAfter: response.headers()['retry-after'], body }
}

async function marketerToken(request: APIRequestContext): Promise<string> {
  const login = await request.post(`${api}/api/users/login`, { headers: { host: `localhost:${port}` }, data: noisy.marketer })
  expect(login.status()).toBe(200)
  return ((await login.json()) as { token: string }).token
}

test("anonymous REST reads are refused 400 past one page of 24 at depth 1; the dealer's marketer is not", async ({ request }) => {
  for (const query of ['pagination=false&depth=2', 'limit=25', 'limit=100', 'limit=100000', 'depth=2']) {
    const refused = await answer(await request.get(`${api}/api/vehicles?${query}`, { headers: on(noisy.slug) }))
    expect(refused.status, query).toBe(400)
    expect(JSON.stringify(refused.body)).toMatch(
      /pagination=false would return every document|limit must be a whole number from 1 to 24|depth must be 0 or 1/,
    )
  }
  const page = await request.get(`${api}/api/vehicles?limit=24&depth=1`, { headers: on(noisy.slug) })
  expect(page.status()).toBe(200)
  const token = await marketerToken(request)
  const everything = await request.get(`${api}/api/vehicles?pagination=false&depth=2`, {
    headers: { ...on(noisy.slug), authorization: `JWT ${token}` },
  })
  expect(everything.status()).toBe(200)
})

test("a search multi-query of 200 queries is refused 400 in Algolia's error shape; a results page's is answered", async ({ request }) => {
  const html = await (await request.get(`${api}/search`, { headers: on(noisy.slug) })).text()
  const key = new RegExp(`fcs_${noisy.slug}_[0-9a-f]{32}`).exec(html)?.[0]
  expect(key).toBeTruthy()
  const multiQuery = (requests: unknown[]) =>
    request.post(`${api}/1/indexes/*/queries`, {
      headers: { ...on(noisy.slug), 'x-algolia-api-key': key!, 'x-algolia-application-id': 'FORECOURT', 'content-type': 'text/plain' },
      data: JSON.stringify({ requests }),
    })
  const indexName = `${noisy.slug}_Car_production`
  const probe = await answer(
    await multiQuery(Array.from({ length: 200 }, () => ({ indexName, params: 'query=&hitsPerPage=1000&facets=*' }))),
  )
  expect(probe).toMatchObject({
    status: 400,
    body: { status: 400, message: 'A multi-query may hold at most 50 queries (this one has 200). Send fewer queries at once.' },
  })
  const resultsPage = [
    { indexName, params: 'query=&hitsPerPage=24&facets=*' },
    ...['make', 'model', 'body_type', 'fuel_type'].map((facet) => ({ indexName, params: `query=&hitsPerPage=0&facets=${facet}` })),
  ]
  expect((await multiQuery(resultsPage)).status()).toBe(200)
})

test('a client sending 20 list reads at once gets 429 with Retry-After for the extra ones, while another dealer answers', async ({
  request,
}) => {
  const noise = Array.from({ length: 20 }, () => request.get(`${api}/api/vehicles?limit=24&depth=1`, { headers: on(noisy.slug) }))
  const bystander = request.get(`${api}/`, { headers: on(victim.slug) })
  const answers = await Promise.all(noise.map(async (pending) => answer(await pending)))
  expect((await bystander).status()).toBe(200)
  const statuses = answers.map((each) => each.status)
  expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([])
  const refused = answers.filter((each) => each.status === 429)
  expect(refused.length).toBeGreaterThan(0)
  expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0)
  for (const each of refused) {
    expect(Number(each.retryAfter)).toBeGreaterThanOrEqual(1)
    expect(each.body.message).toMatch(
      /^(Too many requests at once from your connection: at most 6 searches, lists, PDFs or uploads may run together\.|Your connection's searches, lists, PDFs or uploads have kept the server busy for [\d.]+ s of the last 10 s, more than its share\.) Try again in a moment\.$/,
    )
  }
})

test('a marketer sending 10 allowed but costly GraphQL operations at once gets some run and the rest 429 with Retry-After', async ({
  request,
}) => {
  const token = await marketerToken(request)
  // Four lists of 100 cars: cost 804, the most the ceiling of 1,000 allows of this shape.
  const aliases = Array.from({ length: 4 }, (_, index) => `a${index}: Vehicles(limit: 100, sort: "-price") { docs { id } }`).join(' ')
  const operations = Array.from({ length: 10 }, () =>
    request.post(`${api}/api/graphql`, {
      headers: { host: `localhost:${port}`, authorization: `JWT ${token}` },
      data: { query: `{ ${aliases} }` },
    }),
  )
  const bystander = request.get(`${api}/`, { headers: on(victim.slug) })
  const answers = await Promise.all(operations.map(async (pending) => answer(await pending)))
  expect((await bystander).status()).toBe(200)
  const refused = answers.filter((each) => each.status === 429)
  expect(answers.filter((each) => each.status === 200).length).toBeGreaterThanOrEqual(1)
  expect(refused.length).toBeGreaterThan(0)
  expect(answers.filter((each) => each.status !== 200 && each.status !== 429)).toEqual([])
  // Refused by the user's share of busy time, or by the two GraphQL operations a user may run at once.
  for (const each of refused) {
    expect(Number(each.retryAfter)).toBeGreaterThanOrEqual(1)
    expect(JSON.stringify(each.body)).toMatch(/kept the server busy for|At most 2 GraphQL operations of one user may run at once/)
  }
})
