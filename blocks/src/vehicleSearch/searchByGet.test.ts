import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { liteClient } from 'algoliasearch/lite'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { searchByGetRequester, searchGetUrl } from './searchByGet'

type Seen = { method: string; url: string; headers: IncomingMessage['headers']; body: string }

let server: Server
let port = 0
const seen: Seen[] = []
/** Index names whose GET answers 403, to see the refusal reach the client. */
const failing = new Set<string>()

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost')
      seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString() })
      const index = decodeURIComponent(url.pathname.split('/')[3] ?? '')
      response.setHeader('content-type', 'application/json')
      if (request.method === 'GET' && failing.has(index)) {
        response.statusCode = 403
        response.end(JSON.stringify({ message: 'Index not allowed with this API key', status: 403 }))
        return
      }
      if (request.method === 'GET') {
        // An Algolia-style single-index answer (without `index`), echoing what it was asked.
        response.end(JSON.stringify({ hits: [], nbHits: 0, query: url.searchParams.get('query') ?? '', params: url.search }))
        return
      }
      response.end(JSON.stringify({ results: [{ hits: [], nbHits: 0, facetHits: [], via: 'POST' }] }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

function client(authMode?: 'WithinQueryParameters' | 'WithinHeaders') {
  return liteClient('APPID', 'search-key-1', {
    requester: searchByGetRequester(),
    hosts: [{ url: '127.0.0.1', port, protocol: 'http', accept: 'readWrite' }],
    ...(authMode ? { authMode } : {}),
  })
}

describe('searches sent as GETs', () => {
  it('sends each query of a multi-query search as a GET of its index and answers the results in order', async () => {
    seen.length = 0
    const answer = await client('WithinQueryParameters').search([
      {
        indexName: 'acme_Car_production',
        params: { query: 'hilux', hitsPerPage: 24, facets: ['make', 'model'], facetFilters: [['make:Toyota']] },
      },
      { indexName: 'acme_Car_production_price_asc', params: { query: '', hitsPerPage: 0, facets: ['make'] } },
    ])
    expect(seen.map((request) => request.method)).toEqual(['GET', 'GET'])
    const [first, second] = seen.map((request) => new URL(request.url, 'http://localhost'))
    expect(first?.pathname).toBe('/1/indexes/acme_Car_production')
    expect(second?.pathname).toBe('/1/indexes/acme_Car_production_price_asc')
    expect(first?.searchParams.get('query')).toBe('hilux')
    expect(first?.searchParams.get('hitsPerPage')).toBe('24')
    expect(JSON.parse(first?.searchParams.get('facets') ?? '')).toEqual(['make', 'model'])
    expect(JSON.parse(first?.searchParams.get('facetFilters') ?? '')).toEqual([['make:Toyota']])
    // Credentials and the client's name stay in the URL; the per-request id does not, so equal searches share a URL.
    expect(first?.searchParams.get('x-algolia-api-key')).toBe('search-key-1')
    expect(first?.searchParams.get('x-algolia-application-id')).toBe('APPID')
    expect(first?.searchParams.has('x-algolia-request-id')).toBe(false)
    expect(seen[0]?.headers['content-type']).toBeUndefined()
    expect(answer.results.map((result) => (result as { index?: string }).index)).toEqual([
      'acme_Car_production',
      'acme_Car_production_price_asc',
    ])
    expect(answer.results.map((result) => (result as { query?: string }).query)).toEqual(['hilux', ''])
  })

  it('keeps credentials sent as headers on the GET', async () => {
    seen.length = 0
    await client('WithinHeaders').search([{ indexName: 'acme_Car_production', params: { query: 'ranger' } }])
    expect(seen[0]?.method).toBe('GET')
    expect(seen[0]?.headers['x-algolia-api-key']).toBe('search-key-1')
  })

  it('gives the same URL to the same search, whatever order its parameters came in', () => {
    const base = 'http://127.0.0.1/1/indexes/*/queries?x-algolia-agent=a&x-algolia-request-id=1&x-algolia-api-key=k'
    const other = 'http://127.0.0.1/1/indexes/*/queries?x-algolia-api-key=k&x-algolia-request-id=2&x-algolia-agent=a'
    expect(searchGetUrl(base, { indexName: 'i', query: 'a b', page: 2 })).toBe(
      searchGetUrl(other, { page: 2, query: 'a b', indexName: 'i' }),
    )
    expect(searchGetUrl(base, { indexName: 'i', query: 'a b' })).toBe(
      'http://127.0.0.1/1/indexes/i?query=a%20b&x-algolia-agent=a&x-algolia-api-key=k',
    )
  })

  it('sends a facet-value search as the POST it was', async () => {
    seen.length = 0
    await client().search({ requests: [{ indexName: 'acme_Car_production', type: 'facet', facet: 'make', facetQuery: 'toy' }] })
    expect(seen.map((request) => `${request.method} ${new URL(request.url, 'http://localhost').pathname}`)).toEqual([
      'POST /1/indexes/*/queries',
    ])
    expect(JSON.parse(seen[0]?.body ?? '{}').requests[0].type).toBe('facet')
  })

  it("hands a refused GET's answer to the client as its error", async () => {
    failing.add('acme_broken')
    await expect(
      client().search([
        { indexName: 'acme_Car_production', params: { query: '' } },
        { indexName: 'acme_broken', params: { query: '' } },
      ]),
    ).rejects.toThrow('Index not allowed with this API key')
  })
})
