import { createLocalReq, type Payload } from 'payload'

import { expireContentTags, tagsForChange } from '../hooks/revalidateTenantContent'
import { recordContentChanges } from '../contentChanges/channel'

type Id = number | string

/**
 * A reservation started or ended: the car page shows 'Reservation in progress' while a payment is
 * pending, so the tenant's cached pages that read reservations (renderer/lib/reads/vehicles.ts) are expired
 * here and in the other server processes, as a save through Payload would (reservations are written
 * with conditional updates that run no hooks).
 */
export async function expireReservationTags(payload: Payload, tenantId: Id | null, reservationId: Id = '*'): Promise<void> {
  if (tenantId === null) return
  expireContentTags(tagsForChange(tenantId, 'reservations'), (message) => payload.logger.debug(message))
  try {
    await recordContentChanges(await createLocalReq({}, payload), [tenantId], 'reservations', reservationId, 'change')
  } catch (error) {
    payload.logger.error({ err: error }, 'A reservation change was not announced to the other server processes')
  }
}
