import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Which requests can occupy the process for long (docs/security.md): the lists of Payload's REST
 * API, GraphQL, the search API, a car's PDF, uploads and stock imports. Pages, static files and the
 * public forms are not counted: pages are served from cache and forms have their own rate limits.
 */
export type ExpensiveKind = 'rest-list' | 'graphql' | 'search' | 'pdf' | 'upload'

const uploadCollections = new Set(['media', 'brand-assets'])
const writeMethods = new Set(['POST', 'PATCH', 'PUT'])

/** `methodOverride`: the X-Payload-HTTP-Method-Override header, which the admin sends with long list queries. */
export function expensiveRequestKind(method: string, url: string, methodOverride?: string): ExpensiveKind | null {
  const verb = method.toUpperCase() === 'POST' && methodOverride?.toUpperCase() === 'GET' ? 'GET' : method.toUpperCase()
  if (verb === 'OPTIONS' || verb === 'HEAD') return null
  const path = url.split('?', 1)[0] ?? '/'
  if (path.startsWith('/1/indexes/')) return 'search'
  if (/\/cars\/[^/]+\/pdf\/?$/.test(path)) return 'pdf'
  const api = /^\/api\/([^/]+)(?:\/([^/]+))?(?:\/([^/]+))?\/?$/.exec(path)
  if (!api) return null
  const [, collection = '', second, third] = api
  if (collection === 'graphql') return 'graphql'
  if (writeMethods.has(verb) && uploadCollections.has(collection) && third === undefined) return 'upload'
  if (verb === 'POST' && collection === 'vehicles' && second === 'import') return 'upload'
  // A list: `GET /api/vehicles`, or the admin's long query sent as a POST with a method override.
  return second === undefined && verb === 'GET' ? 'rest-list' : null
}

/** The longest list that starts at once rather than in its turn among the heavy requests: a page's own reads. */
export const SHORT_LIST_MAX_LIMIT = 10

/**
 * Whether an expensive request starts at once instead of waiting its turn among the few heavy requests
 * (cms/src/platform/inFlight.ts, RunSlots): a search (bounded, cms/src/search), and a REST list asking for
 * at most 10 documents, related ones at most one level deep. Both are still counted against their
 * client's in-flight limit and busy-time share. So a shopper's one-document read does not wait behind
 * another client's list of 100 cars.
 */
export function startsAtOnce(kind: ExpensiveKind, url: string): boolean {
  if (kind === 'search') return true
  if (kind !== 'rest-list') return false
  const query = new URLSearchParams(url.split('?')[1] ?? '')
  const limit = query.get('limit')
  const depth = query.get('depth')
  return (
    limit !== null &&
    /^\d{1,2}$/.test(limit) &&
    Number(limit) >= 1 &&
    Number(limit) <= SHORT_LIST_MAX_LIMIT &&
    (depth === null || depth === '0' || depth === '1') &&
    query.get('pagination') !== 'false'
  )
}

function base64UrlDecode(text: string): Buffer {
  return Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64')
}

function tokenOf(authorization: string | undefined, cookie: string | undefined): string | null {
  const header = /^(?:JWT|Bearer)\s+(\S+)$/i.exec(authorization ?? '')
  if (header?.[1]) return header[1]
  const fromCookie = /(?:^|;\s*)payload-token=([^;]+)/.exec(cookie ?? '')
  if (!fromCookie?.[1]) return null
  try {
    return decodeURIComponent(fromCookie[1])
  } catch {
    // A cookie no browser would send (a malformed percent-escape): no token, the request counts by address.
    return null
  }
}

/**
 * The staff user a request is signed in as, when its token is one this server signed (HS256 with
 * Payload's secret) and has not expired: `user:<id>`. Checked here, before Payload, so a signed-in
 * user is counted as themselves, not with everyone behind their office's address; a forged or expired
 * token is not trusted and the request counts against its address.
 */
export function signedInStaffKey(
  headers: { authorization?: string; cookie?: string },
  secret: string | null,
  nowSeconds = Date.now() / 1000,
): string | null {
  if (!secret) return null
  const token = tokenOf(headers.authorization, headers.cookie)
  const [header, body, signature, extra] = token?.split('.') ?? []
  if (!header || !body || !signature || extra !== undefined) return null
  const expected = createHmac('sha256', secret).update(`${header}.${body}`).digest()
  const given = base64UrlDecode(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  try {
    const claims = JSON.parse(base64UrlDecode(body).toString('utf8')) as { id?: unknown; collection?: unknown; exp?: unknown }
    if (claims.collection !== 'users' || (typeof claims.id !== 'number' && typeof claims.id !== 'string')) return null
    if (typeof claims.exp === 'number' && claims.exp <= nowSeconds) return null
    return `user:${String(claims.id)}`
  } catch {
    return null
  }
}
