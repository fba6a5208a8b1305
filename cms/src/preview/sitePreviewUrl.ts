/**
 * The address of a draft on its own site, for the admin's Preview button and Live Preview pane of
 * pages, offers and popups: `{site}/preview?token=…`, where the site is `http://{slug}.localhost:PORT`
 * when the admin is on localhost, else the tenant's first domain.
 */
import type { GeneratePreviewURL, LivePreviewConfig, PayloadRequest } from 'payload'

import { isSuperAdminUser, tenantIdsForRole } from '../auth/roles'
import { type PreviewCollection, previewLifetimeSeconds, signPreviewToken } from './previewToken'
import { relationId } from '@forecourt/domain/ids'

type TenantAddress = { slug: string; domains?: Array<{ domain: string }> | null }

export function siteAddressFor(tenant: TenantAddress, adminHost: string | null | undefined): string {
  const host = (adminHost ?? '').trim().toLowerCase()
  const [hostname = '', port] = host.split(':')
  const local = hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1'
  const domain = tenant.domains?.[0]?.domain
  if (!local && domain) return `https://${domain}`
  return `http://${tenant.slug}.localhost${port ? `:${port}` : ''}`
}

const idOf = (value: unknown): string | null => {
  const id = relationId(value)
  return id === null || id === '' ? null : String(id)
}

async function previewUrl(
  collection: PreviewCollection,
  doc: Record<string, unknown> | undefined,
  req: PayloadRequest,
): Promise<string | null> {
  const user = req.user
  const documentId = idOf(doc?.id)
  const tenantId = idOf(doc?.tenant)
  if (!user || !documentId || !tenantId) return null
  // Only someone who may edit the tenant's content is handed a pass to its drafts.
  if (!isSuperAdminUser(user) && !tenantIdsForRole(user).some((id) => String(id) === tenantId)) return null
  const tenant = await req.payload.findByID({ collection: 'tenants', id: tenantId, depth: 0, overrideAccess: true }).catch(() => null)
  if (!tenant) return null
  const token = signPreviewToken(
    { collection, documentId, tenantId, userId: String(user.id), expiresAt: Math.floor(Date.now() / 1000) + previewLifetimeSeconds },
    req.payload.secret,
  )
  return `${siteAddressFor(tenant, req.headers?.get('host'))}/preview?token=${token}`
}

/** `admin.preview` and `admin.livePreview` of a collection whose drafts its site can show. */
export function sitePreview(collection: PreviewCollection): { preview: GeneratePreviewURL; livePreview: LivePreviewConfig } {
  return {
    preview: (doc, { req }) => previewUrl(collection, doc, req),
    livePreview: { url: ({ data, req }) => previewUrl(collection, data, req) },
  }
}
