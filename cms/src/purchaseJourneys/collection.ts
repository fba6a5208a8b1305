import type { CollectionConfig } from 'payload'

import { australianStates } from '@forecourt/domain/enquiry'
import { financeFrequencies } from '@forecourt/domain/finance'
import { MAX_KILOMETRES, MAX_MONEY_DOLLARS } from '@forecourt/domain/limits'
import {
  handoverLabels,
  handoverOptions,
  journeyStatuses,
  journeyStepLabels,
  journeySteps,
  paymentAmounts,
  paymentMethodLabels,
  paymentMethods,
} from '@forecourt/domain/purchaseJourney'

import { isAuthenticated } from '../access/isAuthenticated'
import { nobody } from '../access/nobody'
import { purchaseJourneyEndpoints } from './endpoints'
import { tenantScoped } from '../lib/feature'

const STATUS_LABELS: Record<(typeof journeyStatuses)[number], string> = {
  in_progress: 'In progress',
  awaiting_payment: 'Awaiting payment',
  completed: 'Paid',
}

const money = (name: string, label: string) =>
  ({ name, label, type: 'number', min: 0, max: MAX_MONEY_DOLLARS, admin: { readOnly: true } }) as const

/**
 * Online purchases (/checkout-journey?car_id={slug}), one per shopper and car, with every step the
 * shopper has finished so far. Written only by the journey endpoints (so each change is a checked
 * step); the dealer reads them here, and gets the journey as one lead when it is paid for.
 */
export const PurchaseJourneys: CollectionConfig = tenantScoped({
  slug: 'purchase-journeys',
  labels: { singular: 'Online purchase', plural: 'Online purchases' },
  admin: {
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'status', 'step', 'car_name', 'email', 'updatedAt'],
    listSearchableFields: ['reference', 'email', 'last_name', 'car_name'],
    description: 'Shoppers buying a car online, step by step. A paid purchase is also a lead and a reservation.',
    group: 'Leads',
  },
  defaultSort: '-updatedAt',
  access: {
    // The multi-tenant plugin narrows reads to the user's own tenants; visitors read nothing.
    read: isAuthenticated,
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  indexes: [{ fields: ['tenant', 'idempotency_key'], unique: true }],
  endpoints: purchaseJourneyEndpoints,
  fields: [
    { name: 'reference', label: 'Reference', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
    {
      name: 'status',
      label: 'Status',
      type: 'select',
      required: true,
      index: true,
      options: journeyStatuses.map((value) => ({ value, label: STATUS_LABELS[value] })),
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'step',
      label: 'Furthest step',
      type: 'select',
      required: true,
      options: journeySteps.map((value) => ({ value, label: journeyStepLabels[value] })),
      admin: { position: 'sidebar', readOnly: true },
    },
    { name: 'car', label: 'Car', type: 'relationship', relationTo: 'vehicles', required: true, admin: { readOnly: true } },
    { name: 'car_name', label: 'Car', type: 'text', admin: { readOnly: true } },
    { name: 'car_slug', type: 'text', admin: { hidden: true } },
    money('car_price', 'Price when started'),
    {
      name: 'shopper',
      label: 'Signed-in shopper',
      type: 'relationship',
      relationTo: 'shoppers',
      index: true,
      admin: { position: 'sidebar', readOnly: true },
    },
    { name: 'first_name', label: 'First name', type: 'text', admin: { readOnly: true } },
    { name: 'last_name', label: 'Last name', type: 'text', admin: { readOnly: true } },
    { name: 'email', label: 'Email', type: 'email', admin: { readOnly: true } },
    { name: 'phone', label: 'Phone', type: 'text', admin: { readOnly: true } },
    { name: 'postcode', label: 'Postcode', type: 'text', admin: { readOnly: true } },
    {
      name: 'trade_in',
      label: 'Trade-in',
      type: 'group',
      admin: { readOnly: true },
      fields: [
        { name: 'has_trade_in', label: 'Has a trade-in', type: 'checkbox' },
        { name: 'rego', label: 'Rego', type: 'text' },
        { name: 'rego_state', label: 'Rego state', type: 'select', options: [...australianStates] },
        { name: 'kms', label: 'Kilometres', type: 'number', min: 0, max: MAX_KILOMETRES },
        { name: 'adjustment_answers', label: 'Answers', type: 'json' },
        { name: 'vehicle_title', label: 'Car', type: 'text' },
        { name: 'estimate', label: 'Online estimate', type: 'text' },
        { name: 'valuation', label: 'Valuation', type: 'relationship', relationTo: 'valuations' },
      ],
    },
    {
      name: 'payment_method',
      label: 'Payment method',
      type: 'select',
      options: paymentMethods.map((value) => ({ value, label: paymentMethodLabels[value] })),
      admin: { readOnly: true },
    },
    {
      name: 'finance',
      label: 'Finance application',
      type: 'group',
      admin: { readOnly: true, condition: (data) => data?.payment_method === 'finance' || data?.payment_method === 'both' },
      fields: [
        money('deposit', 'Deposit or trade-in'),
        { name: 'term_years', label: 'Loan term (years)', type: 'number', min: 1, max: 7 },
        money('balloon', 'Balloon'),
        { name: 'frequency', label: 'Repayment frequency', type: 'select', options: [...financeFrequencies] },
      ],
    },
    {
      name: 'handover',
      label: 'Delivery or pick-up',
      type: 'group',
      admin: { readOnly: true },
      fields: [
        {
          name: 'option',
          label: 'Handover',
          type: 'select',
          options: handoverOptions.map((value) => ({ value, label: handoverLabels[value] })),
        },
        { name: 'date', label: 'Date', type: 'text', admin: { description: 'YYYY-MM-DD' } },
        { name: 'street', label: 'Street', type: 'text' },
        { name: 'suburb', label: 'Suburb', type: 'text' },
        { name: 'state', label: 'State', type: 'select', options: [...australianStates] },
        { name: 'postcode', label: 'Postcode', type: 'text' },
      ],
    },
    { name: 'terms_agreed', label: 'Agreed to the terms', type: 'checkbox', admin: { readOnly: true } },
    {
      name: 'payment_amount',
      label: 'Paying',
      type: 'select',
      options: paymentAmounts.map((value) => ({ value, label: value === 'full' ? 'The full price' : 'A deposit' })),
      admin: { readOnly: true },
    },
    { name: 'reservation', label: 'Payment', type: 'relationship', relationTo: 'reservations', admin: { readOnly: true } },
    { name: 'lead', label: 'Lead', type: 'relationship', relationTo: 'enquiries', admin: { readOnly: true } },
    { name: 'url', label: 'Started on', type: 'text', admin: { readOnly: true } },
    // Made once per journey in the browser: a double click on the first step starts one journey, not two.
    { name: 'idempotency_key', type: 'text', required: true, admin: { hidden: true } },
    {
      name: 'history',
      label: 'History',
      type: 'json',
      admin: { readOnly: true, description: 'Each step the shopper sent: when, and which.' },
    },
  ],
})
