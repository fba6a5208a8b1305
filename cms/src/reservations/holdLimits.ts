import { createHmac } from 'node:crypto'

import type { Payload, Where } from 'payload'

import { emailKey, type HoldLimitKind, holdLimitMessage, maxLiveHolds, phoneKey } from '@forecourt/domain/reservation'

import { tenantSiteSettings } from '../settings/tenantSiteSettings'

type Id = number | string

/**
 * The limit on live holds: one phone, email, card or client address keeps at most the site's
 * `max_live_holds` cars (default 2) at once, counting reservations and online purchases alike (they are
 * one store). A live hold is a paid or held reservation, or a pending one whose payment is still due;
 * released, converted and refunded ones do not count. Counted per tenant: one shopper's holds on
 * another dealer's site are that dealer's business.
 */

/** The values a reservation is counted by; a missing one (no address known, no card yet) is not counted. */
export type HolderKeys = {
  phone_key?: string | null
  email_key?: string | null
  client_address_hash?: string | null
  card_fingerprint?: string | null
}

const FIELD_OF: Record<HoldLimitKind, keyof HolderKeys> = {
  phone: 'phone_key',
  email: 'email_key',
  address: 'client_address_hash',
  card: 'card_fingerprint',
}

export function holderKeysOf(shopper: { phone: string; email: string }, clientAddressHash: string | null): HolderKeys {
  return { phone_key: phoneKey(shopper.phone), email_key: emailKey(shopper.email), client_address_hash: clientAddressHash }
}

/**
 * A card's fingerprint on this platform: a keyed hash of its number, so the same card is recognised
 * across reservations while its number is kept nowhere (Stripe gives its own fingerprint instead).
 */
export function cardFingerprint(serverSecret: string, digits: string): string {
  return createHmac('sha256', serverSecret).update(`card-fingerprint\u0000${digits}`).digest('hex').slice(0, 32)
}

export async function siteMaxLiveHolds(payload: Payload, tenantId: Id): Promise<number> {
  const settings = await tenantSiteSettings(payload, tenantId, { max_live_holds: true })
  return maxLiveHolds(settings?.max_live_holds)
}

function liveWhere(tenantId: Id, now: Date): Where[] {
  return [
    { tenant: { equals: tenantId } },
    {
      or: [
        { status: { in: ['paid', 'held'] } },
        { and: [{ status: { equals: 'pending' } }, { pending_expires_at: { greater_than: now.toISOString() } }] },
      ],
    },
  ]
}

export type HoldLimitVerdict = { kind: HoldLimitKind; max: number; message: string } | null

/**
 * The first of the holder's keys that already has `max` live holds on the site, or null. `before`
 * counts only the reservations stored before that one (the check made after a reservation is stored:
 * of two stored at once over the limit, the later one gives way); `except` leaves one out (the
 * reservation being paid for, when its card is checked).
 */
export async function holdLimitReached(
  payload: Payload,
  tenantId: Id,
  keys: HolderKeys,
  options: { now: Date; max?: number; before?: Id; except?: Id },
): Promise<HoldLimitVerdict> {
  const max = options.max ?? (await siteMaxLiveHolds(payload, tenantId))
  for (const kind of ['card', 'phone', 'email', 'address'] as const) {
    const value = keys[FIELD_OF[kind]]
    if (!value) continue
    const and: Where[] = [...liveWhere(tenantId, options.now), { [FIELD_OF[kind]]: { equals: value } }]
    if (options.before !== undefined) and.push({ id: { less_than: options.before } })
    if (options.except !== undefined) and.push({ id: { not_equals: options.except } })
    const { totalDocs } = await payload.count({ collection: 'reservations', where: { and }, overrideAccess: true })
    if (totalDocs >= max) return { kind, max, message: holdLimitMessage(kind, max) }
  }
  return null
}
