import type { CollectionConfig } from 'payload'

import { MAX_MONEY_DOLLARS } from '@forecourt/domain/limits'
import { reservationStatuses } from '@forecourt/domain/reservation'

import { isAuthenticated } from '../access/isAuthenticated'
import { nobody } from '../access/nobody'
import { reservationEndpoints } from './endpoints'
import { paymentProcessorNames } from './paymentAdapter'
import { tenantScoped } from '../lib/feature'

const STATUS_LABELS: Record<(typeof reservationStatuses)[number], string> = {
  pending: 'Pending payment',
  paid: 'Paid',
  held: 'Held',
  released: 'Released',
  converted: 'Converted to sale',
  refunded: 'Refunded',
}

/**
 * Cars reserved online with a deposit (/cars/{slug}/checkout). A reservation is stored before the
 * payment is tried and is never deleted: it moves pending → paid → held → released, converted or
 * refunded (domain/reservation). Staff refund it or convert it to a sale from its page.
 */
export const Reservations: CollectionConfig = tenantScoped({
  slug: 'reservations',
  labels: { singular: 'Reservation', plural: 'Reservations' },
  admin: {
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'status', 'car_name', 'name', 'hold_expires_at', 'createdAt'],
    listSearchableFields: ['reference', 'email', 'name', 'car_name'],
    description: 'Cars shoppers reserved online with a deposit. Refund or convert a reservation to a sale from its page.',
    group: 'Leads',
  },
  defaultSort: '-createdAt',
  access: {
    // The multi-tenant plugin narrows reads to the user's own tenants; visitors read nothing.
    read: isAuthenticated,
    // Written only by the reservation endpoints and the release job, so every change is a recorded transition.
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  indexes: [{ fields: ['tenant', 'idempotency_key'], unique: true }],
  endpoints: reservationEndpoints,
  fields: [
    {
      name: 'actions',
      type: 'ui',
      admin: { components: { Field: '@forecourt/cms/admin/ReservationActions#ReservationActions' } },
    },
    { name: 'reference', label: 'Reference', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
    {
      name: 'status',
      label: 'Status',
      type: 'select',
      required: true,
      index: true,
      options: reservationStatuses.map((value) => ({ value, label: STATUS_LABELS[value] })),
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'active_car',
      type: 'text',
      // One reservation keeps a car at a time: the database refuses a second row with the same car
      // while the first is pending, paid or held (the field is emptied when it ends).
      unique: true,
      admin: { hidden: true },
    },
    { name: 'car', label: 'Car', type: 'relationship', relationTo: 'vehicles', admin: { readOnly: true } },
    { name: 'car_name', label: 'Car', type: 'text', admin: { readOnly: true } },
    { name: 'car_slug', type: 'text', admin: { hidden: true } },
    { name: 'name', label: 'Name', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'email', label: 'Email', type: 'email', required: true, admin: { readOnly: true } },
    { name: 'phone', label: 'Phone', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'postcode', label: 'Postcode', type: 'text', required: true, admin: { readOnly: true } },
    {
      name: 'deposit_cents',
      label: 'Amount (cents)',
      type: 'number',
      required: true,
      min: 100,
      // The site's deposit, or the full price of a car bought online (the purchase journey).
      max: MAX_MONEY_DOLLARS * 100,
      admin: { readOnly: true },
    },
    { name: 'currency', type: 'text', defaultValue: 'aud', admin: { readOnly: true } },
    {
      name: 'processor',
      label: 'Payment processor',
      type: 'select',
      required: true,
      options: paymentProcessorNames.map((value) => ({ value, label: value === 'test' ? 'Test processor' : 'Stripe' })),
      admin: { position: 'sidebar', readOnly: true },
    },
    { name: 'payment_intent_id', label: 'Payment', type: 'text', index: true, admin: { position: 'sidebar', readOnly: true } },
    {
      name: 'card',
      label: 'Card',
      type: 'text',
      admin: { position: 'sidebar', readOnly: true, description: 'Brand and last 4 digits only.' },
    },
    { name: 'refund_id', label: 'Refund', type: 'text', admin: { position: 'sidebar', readOnly: true } },
    { name: 'failure_message', label: 'Why it ended', type: 'text', admin: { readOnly: true } },
    {
      name: 'pending_expires_at',
      label: 'Payment due by',
      type: 'date',
      index: true,
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'hold_expires_at',
      label: 'Held until',
      type: 'date',
      index: true,
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'idempotency_key', type: 'text', required: true, admin: { hidden: true } },
    // What the limit on live holds per shopper counts by (reservations/holdLimits.ts): the mobile's digits,
    // the email in lower case, a keyed hash of the client address and of the card (never the number).
    { name: 'phone_key', type: 'text', index: true, admin: { hidden: true } },
    { name: 'email_key', type: 'text', index: true, admin: { hidden: true } },
    { name: 'client_address_hash', type: 'text', index: true, admin: { hidden: true } },
    { name: 'card_fingerprint', type: 'text', index: true, admin: { hidden: true } },
    { name: 'lead', label: 'Lead', type: 'relationship', relationTo: 'enquiries', admin: { readOnly: true } },
    {
      name: 'journey',
      label: 'Online purchase',
      type: 'relationship',
      relationTo: 'purchase-journeys',
      admin: { readOnly: true, description: 'Set when this payment is the last step of an online purchase.' },
    },
    // Where the processor sends the shopper back; empty for the reserve page's own address.
    { name: 'return_url', type: 'text', admin: { hidden: true } },
    {
      name: 'history',
      label: 'History',
      type: 'json',
      admin: { readOnly: true, description: 'Every change of status: when, from, to and why.' },
    },
  ],
})
