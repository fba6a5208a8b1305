import type { SanitizedConfig } from 'payload'

/**
 * Bodies sent to Payload's REST and GraphQL routes, checked before Payload sees them. Payload parses a
 * body only when its type is exactly `application/json` (or multipart); any other body, a `null`, a bare
 * number or string, or a multipart part it cannot parse leaves its operations without data or throws a
 * plain error, and the client gets a 500 "An unknown error occurred.". Here such a request is answered
 * 400 with what to send instead, and a good JSON object is handed on as `application/json`.
 *
 * Our own endpoints that read and check their own body (a CSV feed, an enquiry sent as text/plain) are
 * marked `custom: { readsOwnBody: true }` and passed through untouched.
 */

/** Far above any document the admin saves; a larger JSON body is a mistake or an attack. */
export const restJsonBodyLimitBytes = 10 * 1024 * 1024

const writeMethods = new Set(['POST', 'PATCH', 'PUT'])

/** No document nests this deep; Payload walks data recursively, and 5,000 levels overflow its stack (a 500). */
export const restJsonMaxDepth = 64

/** How deeply arrays and objects nest in JSON text, counted without recursion (brackets inside strings skipped). */
export function jsonNestingDepth(text: string): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let index = 0; index < text.length; index++) {
    const char = text[index]
    if (inString) {
      if (char === '\\') index++
      else if (char === '"') inString = false
    } else if (char === '"') inString = true
    else if (char === '{' || char === '[') deepest = Math.max(deepest, ++depth)
    else if (char === '}' || char === ']') depth--
  }
  return deepest
}

function refuse(status: number, message: string): Response {
  // `errors` in the shape Payload's own errors take, so a client reading either finds the message.
  return Response.json({ message, errors: [{ message }] }, { status, headers: { 'cache-control': 'no-store' } })
}

function mediaType(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? ''
}

const isJsonType = (type: string) => type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'))

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Whether parsed JSON holds a number that overflowed to Infinity (`1e400`): JSON has no such value, and
 * the database refuses it with a 500. Recursion is safe here: the depth was bounded before parsing.
 */
function hasNonFiniteNumber(value: unknown): boolean {
  if (typeof value === 'number') return !Number.isFinite(value)
  if (Array.isArray(value)) return value.some(hasNonFiniteNumber)
  if (isPlainObject(value)) return Object.values(value).some(hasNonFiniteNumber)
  return false
}

/** `/:id/delivery-action` → a pattern for one path below a collection (Payload's own matching, for our simple paths). */
function endpointPattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')
  return new RegExp(`^${source}/?$`)
}

/** Whether the request goes to one of our endpoints that reads and checks its own body. */
export function readsItsOwnBody(config: SanitizedConfig, method: string, pathname: string): boolean {
  const apiRoute = config.routes.api
  if (!pathname.startsWith(`${apiRoute}/`)) return false
  const below = pathname.slice(apiRoute.length)
  const first = below.split('/')[1] ?? ''
  const collection = config.collections.find((each) => each.slug === first)
  const endpoints = collection ? collection.endpoints : config.endpoints
  const path = collection ? below.slice(first.length + 1) || '/' : below
  if (!endpoints) return false
  return endpoints.some(
    (endpoint) =>
      endpoint.method === method.toLowerCase() && endpoint.custom?.readsOwnBody === true && endpointPattern(endpoint.path).test(path),
  )
}

/** The same request with `text` as its JSON body (the original body has been read). */
function withJsonBody(request: Request, text: string): Request {
  const headers = new Headers(request.headers)
  headers.set('content-type', 'application/json')
  headers.delete('content-length')
  headers.delete('transfer-encoding')
  return new Request(request.url, { method: request.method, headers, body: text, signal: request.signal })
}

async function checkedMultipart(request: Request): Promise<Request | Response> {
  if (!/;\s*boundary=/i.test(request.headers.get('content-type') ?? '')) {
    return refuse(400, 'The multipart body has no boundary in its Content-Type header.')
  }
  let form: FormData
  try {
    // A copy is read, so Payload still streams the original (and its files) itself.
    form = await request.clone().formData()
  } catch {
    return refuse(400, 'The multipart body could not be read.')
  }
  const data = form.get('_payload')
  if (typeof data === 'string') {
    let parsed: unknown
    try {
      parsed = JSON.parse(data)
    } catch {
      return refuse(400, 'The _payload field of the multipart body is not valid JSON.')
    }
    if (!isPlainObject(parsed)) return refuse(400, 'The _payload field of the multipart body must be a JSON object.')
  }
  return request
}

/** Query parameters Payload reads as JSON text when they come as one value (`?where={"make":{"equals":"Kia"}}`). */
const jsonQueryParameters = ['where', 'data']

/**
 * Why the query string cannot be read, if it cannot: Payload hands a `where` or `data` given as one value
 * straight to JSON.parse, so `?where=x` threw a SyntaxError and answered 500.
 */
export function malformedJsonQuery(url: URL): string | undefined {
  for (const name of jsonQueryParameters) {
    for (const value of url.searchParams.getAll(name)) {
      if (value === '') continue
      const hint = `The ${name} parameter must be a JSON object (${name}={"make":{"equals":"Kia"}}) or written out (${name}[make][equals]=Kia).`
      if (jsonNestingDepth(value) > restJsonMaxDepth) return `The ${name} parameter nests deeper than ${restJsonMaxDepth} levels.`
      try {
        if (!isPlainObject(JSON.parse(value))) return hint
      } catch {
        return hint
      }
    }
  }
  return undefined
}

/**
 * The request to hand to Payload, or the 400 / 413 that answers it. Reads (GET, DELETE, …) and our
 * self-reading endpoints pass through with only their query string checked.
 */
export async function checkedPayloadRequest(request: Request, config: SanitizedConfig): Promise<Request | Response> {
  const queryProblem = malformedJsonQuery(new URL(request.url))
  if (queryProblem) return refuse(400, queryProblem)
  if (!writeMethods.has(request.method.toUpperCase())) return request
  if (readsItsOwnBody(config, request.method, new URL(request.url).pathname)) return request
  const type = mediaType(request)
  if (type.startsWith('multipart/')) return checkedMultipart(request)

  const tooLarge = `The request body is larger than ${restJsonBodyLimitBytes / 1024 / 1024} MB.`
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > restJsonBodyLimitBytes) return refuse(413, tooLarge)
  let text: string
  try {
    text = await request.text()
  } catch {
    return refuse(400, 'The request body could not be read.')
  }
  if (Buffer.byteLength(text) > restJsonBodyLimitBytes) return refuse(413, tooLarge)
  // No body is no data: Payload reads it as an empty object only when it is typed JSON.
  if (text.trim() === '') return withJsonBody(request, '{}')
  // The admin's own long queries: POST with X-Payload-HTTP-Method-Override: GET and a form-encoded query.
  const overridden = request.headers.get('x-payload-http-method-override') ?? request.headers.get('x-http-method-override')
  if (overridden?.toUpperCase() === 'GET' && type === 'application/x-www-form-urlencoded') {
    return new Request(request.url, { method: request.method, headers: request.headers, body: text, signal: request.signal })
  }
  if (!isJsonType(type)) {
    return refuse(
      400,
      `Send the data as JSON with Content-Type: application/json (or a file upload as multipart/form-data), not ${type ? `as ${type}` : 'without a Content-Type'}.`,
    )
  }
  if (jsonNestingDepth(text) > restJsonMaxDepth) return refuse(400, `The request body nests deeper than ${restJsonMaxDepth} levels.`)
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return refuse(400, 'The request body is not valid JSON.')
  }
  if (!isPlainObject(data)) return refuse(400, 'The request body must be a JSON object.')
  if (hasNonFiniteNumber(data)) return refuse(400, 'The request body has a number too large to be a number (like 1e400).')
  return withJsonBody(request, text)
}

type RouteHandler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

/** A Payload route handler that sees only requests whose body and query string passed `checkedPayloadRequest`. */
export function withCheckedBody<Handler extends RouteHandler>(handler: Handler, config: Promise<SanitizedConfig>): Handler {
  const checked = async (request: Request, context: { params: Promise<{ slug: string[] }> }) => {
    const outcome = await checkedPayloadRequest(request, await config)
    return outcome instanceof Response ? outcome : handler(outcome, context)
  }
  return checked as Handler
}
