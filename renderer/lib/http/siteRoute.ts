/**
 * The tenant as a route parameter. The proxy rewrites every public site request (`/search?make=Kia` on
 * harbourside-toyota.localhost) to the internal route tree `app/(site)/tenant/[site]/[q]/…`
 * (`/tenant/http_harbourside-toyota.localhost/bWFrZT1LaWE/search`), so a page knows its tenant, origin
 * and query from its params alone and never reads headers(), cookies() or searchParams while it
 * renders: Next then renders each (host, query, path) once and serves it from its cache until a tag
 * of what it read is expired. The internal path cannot be asked for from outside: the proxy rewrites
 * every site path, that one included, under the visitor's own host.
 * Pure (no Next, no Node): the proxy and the pages both use it.
 */

/** The internal route tree's first segment: `app/(site)/tenant/`. */
export const SITE_ROUTE_PREFIX = '/tenant'

/** The `[q]` segment of a request without a query string. */
export const NO_QUERY = '-'

/** The `[site]` segment of a Host no URL of ours can name (no tenant answers there). */
export const NO_SITE = 'none'

/**
 * The remembered car type (the `fc-car-type` cookie) as the proxy hands it to the page, inside the
 * encoded query: the search answers with it, and the page stays cached per value (a handful).
 */
export const REMEMBERED_CAR_TYPE_PARAM = '_fc_car_type'

/** Paths that are not a dealer site's pages: the admin, the APIs, the search protocol, files, print. */
const notSitePaths = ['/admin', '/api', '/1', '/uploads', '/_next', '/onboarding', '/print', '/robots.txt', '/sitemap.xml', '/favicon.ico']

export function isSitePath(pathname: string): boolean {
  return !notSitePaths.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
}

/** Query parameters that only trackers read: dropped, so an ad click does not render a page again. */
function ignoredParam(key: string): boolean {
  return (
    key === '_rsc' || key === REMEMBERED_CAR_TYPE_PARAM || key.startsWith('utm_') || ['gclid', 'fbclid', 'msclkid', 'dclid'].includes(key)
  )
}

const hostPattern = /^[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?(?::\d{1,5})?$/

export type SiteOrigin = { protocol: 'http' | 'https'; host: string }

/** `http_harbourside-toyota.localhost:3000`; a Host that is no host name becomes NO_SITE. */
export function siteSegment(origin: { protocol: string; host: string | null }): string {
  const host = (origin.host ?? '').trim().toLowerCase()
  if (!hostPattern.test(host)) return NO_SITE
  return `${origin.protocol === 'https' ? 'https' : 'http'}_${host}`
}

/** The origin a `[site]` segment names, or null for NO_SITE and anything the proxy would not write. */
export function originOfSiteSegment(segment: string): SiteOrigin | null {
  let text = segment
  try {
    text = decodeURIComponent(segment)
  } catch {
    return null
  }
  const match = /^(https?)_(.+)$/.exec(text)
  if (!match || !hostPattern.test(match[2] ?? '')) return null
  return { protocol: match[1] === 'https' ? 'https' : 'http', host: match[2] ?? '' }
}

function toBase64Url(text: string): string {
  let binary = ''
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64Url(text: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)))
  } catch {
    return null
  }
}

/**
 * The `[q]` segment: the query the pages read, keys in order (the values of one key keep theirs) so
 * `?a=1&b=2` and `?b=2&a=1` are one cache entry, trackers left out, and the remembered car type added.
 */
export function querySegment(search: URLSearchParams, rememberedCarType: string | null = null): string {
  const entries = [...search.entries()].filter(([key]) => !ignoredParam(key))
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  const remembered = rememberedCarType?.trim().slice(0, 64)
  if (remembered) entries.push([REMEMBERED_CAR_TYPE_PARAM, remembered])
  if (entries.length === 0) return NO_QUERY
  return toBase64Url(new URLSearchParams(entries).toString())
}

export type SearchParamsRecord = Record<string, string | string[] | undefined>

/** The query a `[q]` segment carries, as Next would hand `searchParams` to a page; anything unreadable is no query. */
export function queryOfSegment(segment: string): SearchParamsRecord {
  const text = segment === NO_QUERY ? '' : fromBase64Url(segment)
  const record: SearchParamsRecord = {}
  for (const [key, value] of new URLSearchParams(text ?? '')) {
    const previous = record[key]
    record[key] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value]
  }
  return record
}

/** The internal path a site request is rewritten to. */
export function internalSitePath(site: string, query: string, pathname: string): string {
  return `${SITE_ROUTE_PREFIX}/${site}/${query}${pathname === '/' ? '' : pathname}`
}

/** How long a shared cache (a CDN) may keep a page, and serve it stale while it fetches a fresh one. */
export const CDN_MAX_AGE_SECONDS = 300
export const CDN_STALE_SECONDS = 86_400

/**
 * The caching headers of a site answer, for a CDN in front. A public page is the same for every visitor
 * of its host, so shared caches may keep it (`Cache-Tag` names the host, for a purge when the tenant's
 * content changes: the proxy has no database to name the tenant). What differs per visitor says
 * `private`: the draft preview, the review landing, the view counter and the PDF, and a page that
 * answered with the visitor's remembered car type (its cookie).
 */
export function siteCacheHeaders(pathname: string, site: string, personalised: boolean): Record<string, string> {
  // The review landing greets the visitor by the name in its link: kept out of shared caches.
  const perVisitor = pathname === '/preview' || pathname === '/review-feedback' || /^\/cars\/[^/]+\/(?:view\.json|pdf)$/.test(pathname)
  if (perVisitor || personalised) return { 'cache-control': 'private, no-cache' }
  return {
    'cache-control': `public, s-maxage=${CDN_MAX_AGE_SECONDS}, stale-while-revalidate=${CDN_STALE_SECONDS}`,
    'cache-tag': `site-${site}`,
  }
}
