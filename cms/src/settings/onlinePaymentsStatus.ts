import type { Field, FieldHook } from 'payload'

import { paymentModeTexts } from '@forecourt/domain/reservation'

import { relationId } from '../lib/documents'
import { tenantPaymentMode } from '../reservations/paymentMode'

/** Filled in on every read from the tenant's payment setup: why Reserve and Buy Online are on, in test mode, or off. */
const describeOnlinePayments: FieldHook = async ({ data, req }) => {
  const tenantId = relationId((data as { tenant?: unknown } | undefined)?.tenant)
  if (tenantId === null) return null
  return paymentModeTexts.adminReason(await tenantPaymentMode(req.payload, tenantId))
}

/**
 * Shown beside the checkout and online purchase switches: a production site without Stripe keys has
 * both off whatever they say, and staff read the reason here. Stored nowhere (a virtual field).
 */
export const onlinePaymentsStatusField: Field = {
  name: 'online_payments_status',
  label: 'Online payments',
  type: 'textarea',
  virtual: true,
  admin: { readOnly: true, description: 'Set by the site’s payment setup (Tenants → Payments), not here.' },
  hooks: { afterRead: [describeOnlinePayments] },
}
