/**
 * The signed, short-lived pass that lets a site show a draft. Minted by the admin for a signed-in
 * user who may edit the document, bound to that document, its tenant and the user, and checked again
 * by the site on every view. Pure: node:crypto only, no Payload.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

export const previewCollections = ['pages', 'offers', 'popups'] as const
export type PreviewCollection = (typeof previewCollections)[number]

export type PreviewClaims = {
  collection: PreviewCollection
  documentId: string
  tenantId: string
  userId: string
  /** Seconds since the epoch. */
  expiresAt: number
}

/** Long enough for an editing session in the live preview, short enough that a copied link soon dies. */
export const previewLifetimeSeconds = 30 * 60

const keyFor = (secret: string) => createHmac('sha256', secret).update('forecourt draft preview v1').digest()

const signatureOf = (body: string, secret: string) => createHmac('sha256', keyFor(secret)).update(body).digest('base64url')

export function signPreviewToken(claims: PreviewClaims, secret: string): string {
  const body = Buffer.from(JSON.stringify([claims.collection, claims.documentId, claims.tenantId, claims.userId, claims.expiresAt])).toString('base64url')
  return `${body}.${signatureOf(body, secret)}`
}

/** The claims of a genuine, unexpired token; null for anything else. */
export function readPreviewToken(token: unknown, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): PreviewClaims | null {
  if (typeof token !== 'string' || token.length > 1000) return null
  const [body, signature, ...rest] = token.split('.')
  if (!body || !signature || rest.length) return null
  const expected = Buffer.from(signatureOf(body, secret))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
  } catch {
    return null
  }
  if (!Array.isArray(parsed) || parsed.length !== 5) return null
  const [collection, documentId, tenantId, userId, expiresAt] = parsed as unknown[]
  if (!previewCollections.includes(collection as PreviewCollection)) return null
  if (typeof documentId !== 'string' || typeof tenantId !== 'string' || typeof userId !== 'string') return null
  if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt) || expiresAt < nowSeconds) return null
  return { collection: collection as PreviewCollection, documentId, tenantId, userId, expiresAt }
}
