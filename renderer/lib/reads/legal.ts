import 'server-only'

import {
  COMPLAINTS_INTRO,
  complaintsRegulators,
  isPopupVisible,
  popupDismissalKey,
  PRIVACY_POLICY_TOPICS,
  type Regulator,
  REGULATORS,
  type StateCode,
} from '@forecourt/domain/legal'
import { buttonView, publicUploadUrl } from '@forecourt/domain/urls'
import type { PopupView } from '@forecourt/site-ui/legal'
import type { ResolvedTenant } from '@forecourt/cms'
import type { Media, Popup } from '@forecourt/schema'
import { payloadClient } from '@/lib/payload'
import { cachedRead, tags } from './cached'
import { tenantLocationStates } from './locations'

/**
 * The states the dealer trades in. For now the state of the tenant's contact address; the complaints
 * page only needs this one function to change when locations carry the states.
 */
export const tenantStates = cachedRead(
  'tenant-states',
  (tenantId) => [...tags.tenant(tenantId, 'locations'), ...tags.shared('tenants')],
  async (tenantId: ResolvedTenant['id']): Promise<string[]> => {
    // The states the dealer trades in are its locations' states; a site without locations yet falls back to its address.
    const fromLocations = await tenantLocationStates(tenantId)
    if (fromLocations.length > 0) return fromLocations
    const payload = await payloadClient()
    const tenant = await payload.findByID({
      collection: 'tenants',
      id: tenantId,
      depth: 0,
      overrideAccess: true,
      select: { contact: true },
    })
    const state = tenant?.contact?.address?.state
    return state ? [state] : []
  },
)

/** The regulators collection wins (staff may correct a name or link); the built-in list fills any gap. */
const storedRegulators = cachedRead(
  'regulators',
  () => tags.shared('regulators'),
  async (): Promise<Regulator[]> => {
    const payload = await payloadClient()
    // Public reference data shared by all tenants, so there is no tenant filter here.
    const { docs } = await payload.find({ collection: 'regulators', limit: 20, depth: 0, overrideAccess: false })
    return docs.map((doc) => ({ state: doc.state, name: doc.name, website: doc.website }))
  },
)

async function regulatorsByState(): Promise<Map<StateCode, Regulator>> {
  const byState = new Map<StateCode, Regulator>(Object.values(REGULATORS).map((regulator) => [regulator.state, regulator]))
  for (const regulator of await storedRegulators()) byState.set(regulator.state, regulator)
  return byState
}

/** The one legal-content document of a tenant, read as an anonymous visitor of that tenant. */
const legalContentOf = cachedRead(
  'legal-content',
  (tenantId) => tags.tenant(tenantId, 'legal-content'),
  async (tenantId: ResolvedTenant['id']) => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'legal-content',
      where: { tenant: { equals: tenantId } },
      limit: 1,
      depth: 0,
      overrideAccess: false,
      context: { tenantId },
    })
    return docs[0] ?? null
  },
)

export type ComplaintsView = { intro: string; regulators: Regulator[]; closing: string }

export async function complaintsView(tenant: ResolvedTenant): Promise<ComplaintsView> {
  const [states, regulators, content] = await Promise.all([tenantStates(tenant.id), regulatorsByState(), legalContentOf(tenant.id)])
  const selection = complaintsRegulators(states)
  return {
    intro: content?.complaints_text?.trim() || COMPLAINTS_INTRO,
    regulators: selection.regulators.map((regulator) => regulators.get(regulator.state) ?? regulator),
    closing: selection.closing,
  }
}

/** Each spec topic in order, with the dealer's own wording where they wrote some. */
export async function privacySections(tenant: ResolvedTenant): Promise<{ topic: string; body: string | null }[]> {
  const content = await legalContentOf(tenant.id)
  const own = new Map((content?.privacy_sections ?? []).map((section) => [section.topic, section.body]))
  return PRIVACY_POLICY_TOPICS.map((topic) => ({ topic, body: own.get(topic)?.trim() || null }))
}

/**
 * The tenant's newest published popup that has not expired, or null. Dismissal lives in the browser,
 * so the dialog itself checks that; expiry is checked here too so an expired popup is not even sent.
 */
export async function sitePopup(tenant: ResolvedTenant): Promise<PopupView | null> {
  return currentPopup(tenant.id)
}

const currentPopup = cachedRead(
  'site-popup',
  (tenantId) => tags.tenant(tenantId, 'popups'),
  async (tenantId: ResolvedTenant['id']) => {
    const tenant = { id: tenantId }
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'popups',
      where: { tenant: { equals: tenant.id } },
      sort: '-updatedAt',
      limit: 10,
      depth: 1,
      draft: false,
      overrideAccess: false,
      context: { tenantId: tenant.id },
    })
    const now = new Date()
    const popup = docs.find((doc) => isPopupVisible({ expiry: doc.expiry }, null, now))
    return popup ? popupViewOf(popup) : null
  },
)

/** A popup document as the dialog shows it (the published one, or a draft in preview). */
export function popupViewOf(popup: Popup): PopupView {
  const media = typeof popup.image === 'object' && popup.image ? (popup.image as Media) : null
  const src = media ? publicUploadUrl(media.sizes?.card?.url ?? media.url) : null
  return {
    id: popup.id,
    storageKey: popupDismissalKey({ id: popup.id }),
    title: popup.title,
    description: popup.description?.trim() || null,
    expiry: popup.expiry ?? null,
    image:
      media && src
        ? {
            src,
            alt: media.alt,
            width: media.sizes?.card?.width ?? media.width ?? 1000,
            height: media.sizes?.card?.height ?? media.height ?? 750,
          }
        : null,
    button: buttonView(popup.button),
  }
}
