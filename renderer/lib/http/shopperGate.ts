import { platformSettings } from '@forecourt/cms/settings'
import {
  ALL_GATES,
  ALWAYS_GATED_TYPES,
  gatedRouteType,
  safeSitePath,
  signInHref,
  type GatingSettings,
  type SignInType,
} from '@forecourt/domain/shopper'

/**
 * The sign-in gate (spec §2 "Gated routes"), run by the proxy before any page renders or is read from
 * the cache: a visitor with no shopper session who opens a gated path is sent to
 * `/sign-in?type=…&redirect={path with query}&back={referring path}`. Spin to win, online payment and
 * My Garage are gated on every site; the rest only where the site's settings say
 * (sign_in_required_routes, finance_needs_vehicle_identifier), which the proxy, having no database,
 * asks the server's own API for (kept a minute per host). The cookie is only checked for its shape
 * here: the pages behind the gate draw everything personal from calls that check it in full.
 */

/** The shopper session cookie (cms/src/shoppers/session.ts) and the shape of its value. */
const SESSION_COOKIE = 'fc-shopper-token'
// The shopper's and the tenant's ids: whole numbers on SQL, ObjectIds' hex on MongoDB.
const SESSION_SHAPE = /^(\d{1,15}|[0-9a-f]{24})\.(\d{1,15}|[0-9a-f]{24})\.\d{1,7}\.\d{1,12}\.[A-Za-z0-9_-]{43}$/

const SETTINGS_TTL_MS = 60_000
// Long enough for a server that has just started (its API loads on the first call), once a minute per host.
const SETTINGS_TIMEOUT_MS = 10_000

type CachedGates = { at: number; settings: GatingSettings }
const gatesByHost = new Map<string, CachedGates>()

async function gatesOfHost(host: string): Promise<GatingSettings> {
  const cached = gatesByHost.get(host)
  if (cached && Date.now() - cached.at < SETTINGS_TTL_MS) return cached.settings
  const { port } = platformSettings().server
  try {
    // The site is named in the query: fetch sends its own Host header whatever it is given.
    const response = await fetch(`http://127.0.0.1:${port}/api/shoppers/gating?${new URLSearchParams({ host })}`, {
      cache: 'no-store',
      signal: AbortSignal.timeout(SETTINGS_TIMEOUT_MS),
    })
    if (!response.ok) return {}
    const settings = (await response.json()) as GatingSettings
    if (gatesByHost.size > 1000) gatesByHost.clear()
    gatesByHost.set(host, { at: Date.now(), settings })
    return settings
  } catch (error) {
    // Open rather than closed: a visitor of a page the site did not gate must not be sent away.
    console.warn(`Could not read the sign-in gates of ${host}: ${String(error)}`)
    return {}
  }
}

/** The referring page's path when it is a page of this same host, else home. */
export function backPath(referrer: string | null, host: string | null): string {
  if (!referrer || !host) return '/'
  try {
    const url = new URL(referrer)
    return url.host.toLowerCase() === host.toLowerCase() ? safeSitePath(`${url.pathname}${url.search}`) : '/'
  } catch {
    return '/'
  }
}

export type GateRequest = { pathname: string; search: string; host: string | null; referrer: string | null; sessionCookie: string | null }

/** The sign-in address to send this request to, or null to let it through. */
export async function signInRedirectFor(request: GateRequest): Promise<string | null> {
  const candidate = gatedRouteType(request.pathname, request.search, ALL_GATES)
  if (!candidate) return null
  if (SESSION_SHAPE.test(request.sessionCookie ?? '')) return null
  let type: SignInType | null = candidate
  if (!ALWAYS_GATED_TYPES.includes(candidate)) {
    if (!request.host) return null
    type = gatedRouteType(request.pathname, request.search, await gatesOfHost(request.host))
    if (!type) return null
  }
  return signInHref(type, `${request.pathname}${request.search}`, backPath(request.referrer, request.host))
}

/**
 * The redirect itself, on the host and scheme the visitor asked (Next.js wants an absolute Location from
 * the proxy), and never cached.
 */
export function signInRedirect(location: string, origin: { protocol: 'http' | 'https'; host: string }): Response {
  const target = new URL(location, `${origin.protocol}://${origin.host}`)
  return new Response(null, { status: 307, headers: { location: target.toString(), 'cache-control': 'private, no-store' } })
}

export { SESSION_COOKIE as SHOPPER_SESSION_COOKIE }
