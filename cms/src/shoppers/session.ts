import { createHmac, timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import { SHOPPER_SESSION_DAYS } from '@forecourt/domain/shopper'
import type { Shopper } from '@forecourt/schema'

import { documentIdType, parseDocumentId, type DocumentId } from '../lib/documents'
import { platformSettings } from '../platform/settings'
import { servedOverHttps } from '../platform/settings/server'

/**
 * The shopper's session: one HttpOnly, SameSite=Lax cookie (Secure in production) on the site's own
 * host, holding `{shopper}.{tenant}.{version}.{expires}.{signature}`. The signature (HMAC of the rest with
 * the server's secret) makes it unforgeable; the tenant binds it to one site; the version is the
 * shopper's `session_version`, which "Sign out everywhere" raises so every cookie issued before stops
 * working. A second cookie, readable by the page and holding no secret, only tells the site's scripts
 * that a sign-in may be current, so pages for everyone else make no call at all.
 */
export const SHOPPER_COOKIE_PREFIX = 'fc-shopper'
/** `{prefix}-token`, the name the cross-site check (auth/crossSiteMutations.ts) looks for. */
export const SHOPPER_SESSION_COOKIE = `${SHOPPER_COOKIE_PREFIX}-token`
export const SHOPPER_HINT_COOKIE = `${SHOPPER_COOKIE_PREFIX}-hint`

const SESSION_SECONDS = SHOPPER_SESSION_DAYS * 24 * 60 * 60

type SessionClaims = { shopperId: DocumentId; tenantId: DocumentId; version: number; expiresAt: number }

/** A record id in the token: a whole number on SQL, an ObjectId's hex on MongoDB. */
const tokenId = '([0-9]{1,15}|[0-9a-f]{24})'
const tokenPattern = new RegExp(`^${tokenId}\\.${tokenId}\\.(\\d{1,7})\\.(\\d{1,12})\\.([A-Za-z0-9_-]{43})$`)

function signature(secret: string, body: string): string {
  return createHmac('sha256', secret).update(`shopper-session\u0000${body}`).digest('base64url')
}

export function signShopperSession(secret: string, claims: SessionClaims): string {
  const body = [claims.shopperId, claims.tenantId, claims.version, claims.expiresAt].join('.')
  return `${body}.${signature(secret, body)}`
}

/** The claims of a well-formed, correctly signed, unexpired token; null for anything else. */
export function readShopperSession(secret: string, token: string | null | undefined, now = Date.now()): SessionClaims | null {
  if (!token || token.length > 200) return null
  const match = tokenPattern.exec(token)
  if (!match) return null
  const body = `${match[1]}.${match[2]}.${match[3]}.${match[4]}`
  const expected = Buffer.from(signature(secret, body))
  const given = Buffer.from(match[5] ?? '')
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  // The ids stay as signed: the database's parser reads them (shopperOfRequest).
  const claims = { shopperId: match[1] ?? '', tenantId: match[2] ?? '', version: Number(match[3]), expiresAt: Number(match[4]) }
  return claims.expiresAt * 1000 > now ? claims : null
}

export function cookieValue(headers: Headers, name: string): string | null {
  for (const part of (headers.get('cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return rest.join('=') || null
  }
  return null
}

function cookieFlags(maxAgeSeconds: number, httpOnly: boolean): string {
  const { server } = platformSettings()
  const secure = server.production || servedOverHttps(server) ? '; Secure' : ''
  return `Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${httpOnly ? '; HttpOnly' : ''}${secure}`
}

/** The Set-Cookie headers that sign a shopper in on this host. */
export function sessionCookies(
  secret: string,
  shopper: Pick<Shopper, 'id' | 'session_version'>,
  tenantId: DocumentId,
  now = Date.now(),
): string[] {
  const token = signShopperSession(secret, {
    shopperId: shopper.id,
    tenantId,
    version: shopper.session_version ?? 0,
    expiresAt: Math.floor(now / 1000) + SESSION_SECONDS,
  })
  return [
    `${SHOPPER_SESSION_COOKIE}=${token}; ${cookieFlags(SESSION_SECONDS, true)}`,
    `${SHOPPER_HINT_COOKIE}=1; ${cookieFlags(SESSION_SECONDS, false)}`,
  ]
}

/** The Set-Cookie headers that end the session on this device. */
export function clearedSessionCookies(): string[] {
  return [`${SHOPPER_SESSION_COOKIE}=; ${cookieFlags(0, true)}`, `${SHOPPER_HINT_COOKIE}=; ${cookieFlags(0, false)}`]
}

/**
 * The signed-in shopper of this request on this site, or null: the cookie must be signed, unexpired,
 * issued for this tenant, of a shopper who still exists there, and not older than their last
 * "Sign out everywhere".
 */
export async function shopperOfRequest(payload: Payload, headers: Headers, tenantId: number | string): Promise<Shopper | null> {
  const claims = readShopperSession(payload.secret, cookieValue(headers, SHOPPER_SESSION_COOKIE))
  if (!claims || String(claims.tenantId) !== String(tenantId)) return null
  const shopperId = parseDocumentId(claims.shopperId, documentIdType(payload, 'shoppers'))
  if (shopperId === null) return null
  const { docs } = await payload.find({
    collection: 'shoppers',
    where: { and: [{ id: { equals: shopperId } }, { tenant: { equals: tenantId } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const shopper = docs[0]
  if (!shopper || (shopper.session_version ?? 0) !== claims.version) return null
  return shopper
}
