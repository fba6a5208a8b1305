import type { liteClient } from 'algoliasearch/lite'

type Requester = NonNullable<NonNullable<Parameters<typeof liteClient>[2]>['requester']>
type EndRequest = Parameters<Requester['send']>[0]
type RequesterResponse = Awaited<ReturnType<Requester['send']>>

const MULTI_QUERY_PATH = '/1/indexes/*/queries'
/** What the URL keeps of the client's query string: the credentials and the client's name, never the per-request id. */
const KEPT_URL_PARAMETERS = new Set(['x-algolia-api-key', 'x-algolia-application-id', 'x-algolia-agent'])
/** Headers that describe a body, which a GET does not have. */
const BODY_HEADERS = new Set(['content-type', 'content-length', 'content-encoding'])

type QueryRequest = { indexName?: unknown; type?: unknown; [parameter: string]: unknown }

/**
 * Algolia's GET form of a search, `GET /1/indexes/{indexName}?{parameters}`, for one query of a
 * multi-query body: the parameters in sorted order, each as text or JSON (as Algolia's params string
 * takes them), the credentials as the client sent them. The same search gives the same URL, which a
 * CDN can answer from its cache (the search-only key's answers say `Cache-Control: public`).
 */
export function searchGetUrl(multiQueryUrl: string, query: QueryRequest): string {
  const source = new URL(multiQueryUrl)
  const parameters: Array<[string, string]> = []
  for (const [name, value] of Object.entries(query)) {
    if (name === 'indexName' || name === 'type' || value === undefined || value === null) continue
    parameters.push([name, typeof value === 'string' ? value : JSON.stringify(value)])
  }
  for (const [name, value] of source.searchParams) if (KEPT_URL_PARAMETERS.has(name.toLowerCase())) parameters.push([name, value])
  parameters.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  const search = new URLSearchParams(parameters).toString().replace(/\+/g, '%20')
  return `${source.origin}/1/indexes/${encodeURIComponent(String(query.indexName))}${search ? `?${search}` : ''}`
}

async function send(request: EndRequest, url: string, method: string, body: string | Uint8Array | undefined): Promise<RequesterResponse> {
  const abort = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    abort.abort()
  }, request.connectTimeout + request.responseTimeout)
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(request.headers))
    if (body !== undefined || !BODY_HEADERS.has(name.toLowerCase())) headers[name] = value
  try {
    const response = await fetch(url, { method, headers, body: body as BodyInit | undefined, signal: abort.signal, credentials: 'omit' })
    return { status: response.status, content: await response.text(), isTimedOut: false }
  } catch (error) {
    // Status 0 is a network failure to the client's retry logic, which then tries its next host.
    return { status: 0, content: error instanceof Error ? error.message : 'Network request failed', isTimedOut: timedOut }
  } finally {
    clearTimeout(timer)
  }
}

/** The body's queries when every one is a plain search (a facet-value search has no GET form). */
function plainQueries(request: EndRequest): QueryRequest[] | null {
  if (request.method !== 'POST' || typeof request.data !== 'string') return null
  if (new URL(request.url).pathname !== MULTI_QUERY_PATH) return null
  let body: unknown
  try {
    body = JSON.parse(request.data)
  } catch {
    return null
  }
  const queries = (body as { requests?: unknown } | null)?.requests
  if (!Array.isArray(queries) || queries.length === 0) return null
  const plain = queries.every(
    (query: unknown) =>
      typeof query === 'object' &&
      query !== null &&
      typeof (query as QueryRequest).indexName === 'string' &&
      ((query as QueryRequest).type === undefined || (query as QueryRequest).type === 'default'),
  )
  return plain ? (queries as QueryRequest[]) : null
}

/**
 * A requester for algoliasearch's clients that sends a multi-query search (`POST /1/indexes/*\/queries`,
 * what InstantSearch asks for) as one GET per query, in parallel, and answers the client with their
 * results in order, as the POST would have: browser searches then have URLs a CDN can cache. Any other
 * request, and a body with a facet-value search, is sent as the client made it. A failed GET's answer
 * is the answer, so the client's retries and errors work as before; a GET needs no CORS preflight.
 */
export function searchByGetRequester(): Requester {
  return {
    async send(request) {
      const queries = plainQueries(request)
      if (!queries) return send(request, request.url, request.method, request.data)
      const answers = await Promise.all(queries.map((query) => send(request, searchGetUrl(request.url, query), 'GET', undefined)))
      const failed = answers.find((answer) => answer.isTimedOut || answer.status < 200 || answer.status >= 300)
      if (failed) return failed
      try {
        // Algolia's single-index answer may leave out `index`, which each multi-query result names.
        const results = answers.map((answer, position) => ({ index: queries[position]?.indexName, ...JSON.parse(answer.content) }))
        return { status: 200, content: JSON.stringify({ results }), isTimedOut: false }
      } catch {
        return { status: 502, content: JSON.stringify({ message: 'The search answered something other than JSON' }), isTimedOut: false }
      }
    },
  }
}
