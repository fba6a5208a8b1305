import type { Access } from 'payload'

/**
 * Nobody edits a stored lead through the API, super-admins included. A generic update writes the
 * whole document back, delivery state too, as it was read before the edit: a delivery worker that
 * recorded an attempt in between would have it undone, and a delivered job put back to pending would
 * send the dealer a second copy. Operators act on deliveries through the lead's delivery-action
 * endpoint instead, which changes only the delivery state and only if nothing changed it meanwhile.
 */
export const leadsChangedOnlyByDeliveryActions: Access = () => false
