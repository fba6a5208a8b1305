import { describe, expect, it } from '@jest/globals'

import { handleSearchRequest, type SearchHttpDeps } from './http'
import { MAX_HITS_PER_MULTI_QUERY, MAX_QUERIES_PER_MULTI_QUERY } from './multiQueryBounds'
import { buildIndex } from './searchIndex'
import { testCars } from '../test/testCars'

const appId = 'FORECOURT'
const index = buildIndex(testCars(1200, 3))
/** The same stock with a long description on every car: a page of 1,000 of them is over 8 MB of JSON. */
const bulkyIndex = buildIndex(testCars(1000, 4).map((car) => ({ ...car, description: 'x'.repeat(9_000) })))
const deps: SearchHttpDeps = {
  lookupKey: (id, key) => (id === appId && key === 'alpha-search' ? { tenantSlug: 'alpha', canWrite: false } : undefined),
  indexFor: () => index,
  clearIndex: () => undefined,
}
const indexName = 'alpha_Car_production'

async function multiQuery(requests: unknown[], using: SearchHttpDeps = deps) {
  const response = await handleSearchRequest(
    new Request('http://127.0.0.1/1/indexes/*/queries', {
      method: 'POST',
      headers: { 'x-algolia-api-key': 'alpha-search', 'x-algolia-application-id': appId },
      body: JSON.stringify({ requests }),
    }),
    using,
  )
  return { status: response.status, body: (await response.json()) as { message?: string; status?: number; results?: unknown[] } }
}

const query = (params: Record<string, unknown>) => ({ indexName, params })

describe('multi-query bounds', () => {
  it('pins the bounds: 50 queries and 1,000 hits per multi-query', () => {
    expect(MAX_QUERIES_PER_MULTI_QUERY).toBe(50)
    expect(MAX_HITS_PER_MULTI_QUERY).toBe(1000)
  })

  it("answers a results page's requests: a page of 24 cars and one query per refined disjunctive facet", async () => {
    const facets = ['make', 'model', 'bodyType', 'fuelType', 'transmission', 'colour', 'condition', 'driveType', 'seats', 'doors']
    const answer = await multiQuery([
      query({ query: '', hitsPerPage: 24, page: 0, facets, maxValuesPerFacet: 100 }),
      ...facets.map((facet) => query({ query: '', hitsPerPage: 0, page: 0, facets: [facet], analytics: false })),
    ])
    expect(answer.status).toBe(200)
    expect(answer.body.results).toHaveLength(11)
  })

  it('answers 50 queries of 20 hits (1,000 in all)', async () => {
    const answer = await multiQuery(Array.from({ length: 50 }, () => query({ hitsPerPage: 20 })))
    expect(answer.status).toBe(200)
  })

  it("refuses the probe's 200 queries of hitsPerPage=1000 with 400 in Algolia's error shape", async () => {
    const answer = await multiQuery(Array.from({ length: 200 }, () => ({ indexName, params: 'query=&hitsPerPage=1000&facets=*' })))
    expect(answer).toEqual({
      status: 400,
      body: { status: 400, message: 'A multi-query may hold at most 50 queries (this one has 200). Send fewer queries at once.' },
    })
  })

  it('refuses 51 queries', async () => {
    const answer = await multiQuery(Array.from({ length: 51 }, () => query({ hitsPerPage: 0 })))
    expect(answer.status).toBe(400)
    expect(answer.body.message).toMatch(/at most 50 queries \(this one has 51\)/)
  })

  it('refuses queries asking for more than 1,000 hits together, counting the default page of 20 and offset/length', async () => {
    const pages = await multiQuery([query({ hitsPerPage: 600 }), query({ hitsPerPage: 401 })])
    expect(pages.status).toBe(400)
    expect(pages.body.message).toBe(
      "The queries of one multi-query may ask for at most 1000 hits together (these ask for 1001: the sum of each query's hitsPerPage or length). Ask for smaller pages.",
    )
    const defaults = await multiQuery([query({ hitsPerPage: 990 }), query({})])
    expect(defaults.body.message).toMatch(/these ask for 1010/)
    const windows = await multiQuery([query({ offset: 5, length: 1000 }), query({ hitsPerPage: 1 })])
    expect(windows.body.message).toMatch(/these ask for 1001/)
  })

  it('refuses an answer larger than 8 MB instead of sending it', async () => {
    const answer = await multiQuery([query({ hitsPerPage: 1000 })], { ...deps, indexFor: () => bulkyIndex })
    expect(answer).toEqual({
      status: 400,
      body: { status: 400, message: 'The answer would be larger than 8 MB. Ask for fewer hits, facets or attributes.' },
    })
  })
})
