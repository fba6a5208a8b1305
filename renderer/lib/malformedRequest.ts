/**
 * Requests whose address cannot be read. Next's router decodes every path segment (to match routes and
 * fill params); a segment that is not valid percent-encoding (`/%`, `/cars/%zz`, `/%E0%A4%A`, an escaped
 * lone surrogate like `%ED%A0%80`) makes it throw, and on an App-Router-only app its own 400 page fails
 * to render, so the visitor gets a bare 500 on every route: site pages, /api, /1/indexes, /uploads, /admin.
 * Answered here, before any routing, with a short plain 400. Pure: no Next or Payload.
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

export const malformedAddressMessage = 'Bad request: the address has a malformed percent-escape (a % must be followed by two hex digits that spell valid UTF-8).'

/** The answer to a request whose path cannot be decoded, or null to let it through. */
export function malformedRequestAnswer(url: URL): Response | null {
  if (undecodablePathSegment(url.pathname) === null) return null
  return new Response(`${malformedAddressMessage}\n`, {
    status: 400,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' },
  })
}
