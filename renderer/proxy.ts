import { NextResponse, type NextRequest } from 'next/server'

import { malformedRequestAnswer } from '@/lib/http/malformedRequest'
import { SHOPPER_SESSION_COOKIE, signInRedirect, signInRedirectFor } from '@/lib/http/shopperGate'
import { internalSitePath, isSitePath, querySegment, siteCacheHeaders, siteSegment } from '@/lib/http/siteRoute'

/** The search page's remembered car type (blocks/vehicleSearch CAR_TYPE_COOKIE), read here so no page reads cookies. */
const CAR_TYPE_COOKIE = 'fc-car-type'

/**
 * Runs before routing on every request. Kept a thin composer: each concern lives in its own module
 * under lib/http/ and either answers the request itself or lets it through. A dealer site's page is
 * rewritten to the route tree keyed by its host and query (lib/http/siteRoute.ts), without touching the
 * database: the page resolves the tenant from that parameter, and is cached per tenant and path.
 */
export async function proxy(request: NextRequest): Promise<Response> {
  const malformed = malformedRequestAnswer(request.nextUrl, request.headers)
  if (malformed) return malformed
  const url = request.nextUrl
  if (!isSitePath(url.pathname)) return NextResponse.next()
  const protocol = request.headers.get('x-forwarded-proto') === 'https' ? 'https' : 'http'
  const host = request.headers.get('host')
  // Gated pages send a signed-out visitor to sign in before any page renders (or comes from the cache).
  const gate = await signInRedirectFor({
    pathname: url.pathname,
    search: url.search,
    host,
    referrer: request.headers.get('referer'),
    sessionCookie: request.cookies.get(SHOPPER_SESSION_COOKIE)?.value ?? null,
  })
  if (gate && host) return signInRedirect(gate, { protocol, host })
  const site = siteSegment({ protocol, host })
  const rememberedCarType = request.cookies.get(CAR_TYPE_COOKIE)?.value ?? null
  const query = querySegment(url.searchParams, rememberedCarType)
  const target = url.clone()
  target.pathname = internalSitePath(site, query, url.pathname)
  return NextResponse.rewrite(target, { headers: siteCacheHeaders(url.pathname, site, Boolean(rememberedCarType)) })
}
