/**
 * The signed, short-lived pass that lets a site show a draft. Minted by the admin for a signed-in
 * user who may edit the document, bound to that document, its tenant and the user, and checked again
 * by the site on every view. Pure: no Payload.
 */
import { readSignedJson, signJson } from '../lib/signedToken'

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

const tokenPurpose = 'forecourt draft preview v1'

export function signPreviewToken(claims: PreviewClaims, secret: string): string {
  return signJson(tokenPurpose, secret, [claims.collection, claims.documentId, claims.tenantId, claims.userId, claims.expiresAt])
}

/** The claims of a genuine, unexpired token; null for anything else. */
export function readPreviewToken(token: unknown, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): PreviewClaims | null {
  const parsed = readSignedJson(tokenPurpose, secret, token, 1000)
  if (!Array.isArray(parsed) || parsed.length !== 5) return null
  const [collection, documentId, tenantId, userId, expiresAt] = parsed as unknown[]
  if (!previewCollections.includes(collection as PreviewCollection)) return null
  if (typeof documentId !== 'string' || typeof tenantId !== 'string' || typeof userId !== 'string') return null
  if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt) || expiresAt < nowSeconds) return null
  return { collection: collection as PreviewCollection, documentId, tenantId, userId, expiresAt }
}
