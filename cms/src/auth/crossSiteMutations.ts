import { platformSettings } from '../platform/settings'

/**
 * Cookie-authenticated changes must come from a page of the same site. SameSite=Lax keeps the admin's
 * cookie off most cross-site requests, but not off every one (a top-level form POST within two minutes
 * of login in some browsers; any page on a sibling subdomain, which is "same-site"), and Payload's own
 * `csrf` list is empty unless PUBLIC_URL is set, and cannot name each tenant's host.
 */
export const crossSiteRefusedMessage =
  'This change was sent from another website, so it was refused. Make it from the admin itself, or send the token in an Authorization header.'

const changingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

function hostOf(value: string | null | undefined): string | null {
  if (!value) return null
  try {
    return new URL(value).host.toLowerCase()
  } catch {
    return null
  }
}

/** Origins that may always send cookie-authenticated changes: the admin's own address (PUBLIC_URL). */
export function trustedOrigins(publicUrl = platformSettings().server.publicUrl): string[] {
  const host = hostOf(publicUrl)
  return host ? [host] : []
}

/**
 * Whether a request is a change made with the session cookie from a page of another site. Passes:
 * anything that is not a change, requests with no session cookie (the public endpoints), requests that
 * carry their own credentials (an Authorization header cannot be added by another site's page), and
 * pages of the host the request was sent to (the admin, or the tenant's own site) or of PUBLIC_URL.
 * A browser names the page in Origin; without one, Sec-Fetch-Site must not say another site. A request
 * with neither did not come from a browser, and another site cannot make a browser send it.
 */
export function isCrossSiteCookieChange(request: Request, trustedHosts: string[] = trustedOrigins(), cookiePrefix = 'payload'): boolean {
  if (!changingMethods.has(request.method.toUpperCase())) return false
  const { headers } = request
  const cookies = headers.get('cookie') ?? ''
  if (!cookies.split(';').some((cookie) => cookie.trim().startsWith(`${cookiePrefix}-token=`))) return false
  if (headers.get('authorization')) return false
  const origin = headers.get('origin')
  if (origin) {
    const originHost = hostOf(origin)
    if (!originHost) return true
    const ownHosts = [headers.get('host'), headers.get('x-forwarded-host')?.split(',')[0]]
      .map((host) => host?.trim().toLowerCase())
      .filter((host): host is string => Boolean(host))
    return !ownHosts.includes(originHost) && !trustedHosts.includes(originHost)
  }
  const fetchSite = headers.get('sec-fetch-site')
  return fetchSite === 'cross-site' || fetchSite === 'same-site'
}

/** A route handler that answers 403 to cross-site cookie-authenticated changes before Payload sees them. */
export function refusingCrossSiteCookieChanges<Rest extends unknown[]>(
  handle: (request: Request, ...rest: Rest) => Promise<Response>,
): (request: Request, ...rest: Rest) => Promise<Response> {
  return async (request, ...rest) => {
    if (isCrossSiteCookieChange(request)) {
      return Response.json(
        { errors: [{ message: crossSiteRefusedMessage }], message: crossSiteRefusedMessage },
        { status: 403, headers: { 'Cache-Control': 'no-store' } },
      )
    }
    return handle(request, ...rest)
  }
}
