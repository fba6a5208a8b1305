/**
 * The security headers of every answer, applied by next.config.ts's `headers()` so they reach static
 * and cached pages as well as rendered ones (a header set per request in a proxy step, or a CSP nonce,
 * would make every page render per request and defeat the page cache).
 *
 * Why no nonces: the pages carry inline scripts that are the same for every visitor (Next.js's own
 * bootstrap and flight data, JSON-LD, the popup opener), and a nonce would have to differ per response.
 * So scripts are limited to this origin plus inline ones; everything else (plugins, <base>, framing by
 * other sites, form posts elsewhere, connections to hosts the pages do not use) is shut.
 */
type Header = { key: string; value: string }
export type HeaderRule = { source: string; headers: Header[]; has?: Array<{ type: 'header'; key: string; value?: string }> }

export type SecurityHeaderOptions = { development: boolean }

// A tenant with its own Algolia application searches there from the browser (docs/search.md).
const algoliaHosts = ['https://*.algolia.net', 'https://*.algolianet.com', 'https://*.algolia.io']
// Location maps embed Google Maps when a map provider key is set.
const mapFrames = ['https://www.google.com', 'https://maps.google.com']
// Payload's code and JSON fields load the Monaco editor from this CDN.
const monacoCdn = 'https://cdn.jsdelivr.net'

function policy(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ')
}

/** Development needs eval (React Refresh) and the hot-reload socket; production has neither. */
function devSources(options: SecurityHeaderOptions) {
  return { script: options.development ? ["'unsafe-eval'"] : [], connect: options.development ? ['ws:', 'wss:'] : [] }
}

/** Stripe Elements on the reserve page of sites paying through Stripe (Stripe's documented sources). */
const stripeScripts = ['https://js.stripe.com']
const stripeFrames = ['https://js.stripe.com', 'https://hooks.stripe.com']
const stripeConnect = ['https://api.stripe.com']

export function siteContentSecurityPolicy(options: SecurityHeaderOptions): string {
  const dev = devSources(options)
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...stripeScripts, ...dev.script],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Car pictures may come from a dealer's own image CDN (any https host).
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...algoliaHosts, ...stripeConnect, ...dev.connect],
    'frame-src': ["'self'", ...mapFrames, ...stripeFrames],
    'media-src': ["'self'", 'https:'],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  })
}

export function adminContentSecurityPolicy(options: SecurityHeaderOptions): string {
  const dev = devSources(options)
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", monacoCdn, ...dev.script],
    'style-src': ["'self'", "'unsafe-inline'", monacoCdn],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:', monacoCdn],
    'connect-src': ["'self'", monacoCdn, ...dev.connect],
    'frame-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  })
}

const commonHeaders: Header[] = [
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()' },
]

/** One year; no includeSubDomains: a dealer's other subdomains are not ours to commit to https. */
export const strictTransportSecurity = 'max-age=31536000'

/**
 * The headers the rules below give a site answer (any path but the admin's and a car's PDF), for an
 * answer written outside Next's routing (searchFastPath.ts), which next.config.ts's rules never see.
 */
export function siteAnswerSecurityHeaders(options: SecurityHeaderOptions, forwardedProto: string | undefined): Record<string, string> {
  const headers: Record<string, string> = Object.fromEntries(commonHeaders.map(({ key, value }) => [key, value]))
  headers['Content-Security-Policy'] = siteContentSecurityPolicy(options)
  if (!options.development && forwardedProto === 'https') headers['Strict-Transport-Security'] = strictTransportSecurity
  return headers
}

/**
 * The rules for next.config.ts, in order (a later rule's header replaces an earlier one's). The PDF of a
 * car gets no CSP: Chrome's PDF viewer is a plugin, which `object-src 'none'` would block.
 */
export function securityHeaderRules(options: SecurityHeaderOptions): HeaderRule[] {
  const rules: HeaderRule[] = [
    { source: '/:path*', headers: commonHeaders },
    { source: '/:path((?!cars/[^/]+/pdf$).*)', headers: [{ key: 'Content-Security-Policy', value: siteContentSecurityPolicy(options) }] },
    { source: '/admin/:path*', headers: [{ key: 'Content-Security-Policy', value: adminContentSecurityPolicy(options) }] },
    { source: '/admin', headers: [{ key: 'Content-Security-Policy', value: adminContentSecurityPolicy(options) }] },
  ]
  if (!options.development) {
    // Only where the request came over https (the TLS-terminating proxy says so): over plain http a
    // browser ignores the header, and a development machine must not be told to insist on https.
    rules.push({
      source: '/:path*',
      has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
      headers: [{ key: 'Strict-Transport-Security', value: strictTransportSecurity }],
    })
  }
  return rules
}
