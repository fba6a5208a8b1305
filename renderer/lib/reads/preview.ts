import 'server-only'

import type { LayoutBlock } from '@forecourt/blocks/registry'
import { isSuperAdminUser, readPreviewToken, type ResolvedTenant, tenantIdsForRole } from '@forecourt/cms'
import type { Offer, Page, Popup, User } from '@forecourt/schema'

import { payloadClient } from '@/lib/payload'

export type DraftPreview =
  | { collection: 'pages'; page: Page; layout: LayoutBlock[] }
  | { collection: 'offers'; offer: Offer }
  | { collection: 'popups'; popup: Popup }

/**
 * The draft a preview link names, when everything holds: the token is genuine and unexpired, it
 * was minted for this site's tenant, its user still exists and still belongs to that tenant (or is
 * a super-admin), and that user may read the document. Anything else is null, and the caller
 * answers as for a page that does not exist. The draft is read as that user (overrideAccess: false),
 * so the collections' and the multi-tenant plugin's rules still decide.
 */
export async function draftPreview(tenant: ResolvedTenant, token: unknown): Promise<DraftPreview | null> {
  const payload = await payloadClient()
  const claims = readPreviewToken(token, payload.secret)
  if (!claims || claims.tenantId !== String(tenant.id)) return null
  const user = (await payload.findByID({
    collection: 'users',
    id: claims.userId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })) as User | null
  if (!user) return null
  if (!isSuperAdminUser(user) && !tenantIdsForRole(user).some((id) => String(id) === claims.tenantId)) return null
  const read = { id: claims.documentId, depth: 1, draft: true, overrideAccess: false, user, disableErrors: true } as const
  const tenantOf = (doc: { tenant?: unknown }) =>
    String(typeof doc.tenant === 'object' && doc.tenant ? (doc.tenant as { id: unknown }).id : doc.tenant)
  if (claims.collection === 'pages') {
    const page = await payload.findByID({ collection: 'pages', ...read })
    return page && tenantOf(page) === claims.tenantId ? { collection: 'pages', page, layout: page.layout ?? [] } : null
  }
  if (claims.collection === 'offers') {
    const offer = await payload.findByID({ collection: 'offers', ...read })
    return offer && tenantOf(offer) === claims.tenantId ? { collection: 'offers', offer } : null
  }
  const popup = await payload.findByID({ collection: 'popups', ...read })
  return popup && tenantOf(popup) === claims.tenantId ? { collection: 'popups', popup } : null
}
