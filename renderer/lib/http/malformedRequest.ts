/**
 * Requests whose address cannot be read. Next's router decodes every path segment (to match routes and
 * fill params); a segment that is not valid percent-encoding (`/%`, `/cars/%zz`, `/%E0%A4%A`, an escaped
 * lone surrogate like `%ED%A0%80`) makes it throw, and on an App-Router-only app its own 400 page fails
 * to render, so the visitor gets a bare 500 on every route: site pages, /api, /1/indexes, /uploads, /admin.
 * Answered here, before any routing, with a short plain 400; so is a Host header no URL can carry.
 * Pure: no Next or Payload.
 */

/** The first path segment that does not decode, or null when every one does. */
export function undecodablePathSegment(pathname: string): string | null {
  for (const segment of pathname.split('/')) {
    if (!segment.includes('%')) continue
    try {
      decodeURIComponent(segment)
    } catch {
      return segment
    }
  }
  return null
}

export const malformedAddressMessage =
  'Bad request: the address has a malformed percent-escape (a % must be followed by two hex digits that spell valid UTF-8).'

export const malformedHostMessage = 'Bad request: the Host header is not a valid host name.'

/**
 * Whether a Host header value can be the host of a URL. Next passes it through, and the pages and the
 * admin build URLs from it (`new URL(\`http://${host}/…\`)`), which throws on one like `%zz.localhost`: a 500.
 */
export function isUsableHost(host: string | null): boolean {
  if (host === null) return true
  try {
    return new URL(`http://${host}/`).host !== ''
  } catch {
    return false
  }
}

const badRequest = (message: string) =>
  new Response(`${message}\n`, {
    status: 400,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' },
  })

/** The answer to a request whose path or Host cannot be read, or null to let it through. */
export function malformedRequestAnswer(url: URL, headers: Headers): Response | null {
  if (undecodablePathSegment(url.pathname) !== null) return badRequest(malformedAddressMessage)
  if (!isUsableHost(headers.get('host'))) return badRequest(malformedHostMessage)
  return null
}
