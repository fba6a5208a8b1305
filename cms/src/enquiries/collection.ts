import type { CollectionBeforeChangeHook, CollectionConfig, Field } from 'payload'
import { APIError } from 'payload'

import { australianStates, enquiryFormKinds, preferredContactMethods } from '@forecourt/domain/enquiry'
import { financeFrequencies, MAXIMUM_LOAN_AMOUNT } from '@forecourt/domain/finance'
import { MAX_KILOMETRES, MAX_MONEY_DOLLARS } from '@forecourt/domain/limits'

import { isAuthenticated } from '../access/isAuthenticated'
import { isSuperAdmin } from '../access/isSuperAdmin'
import { leadClientAddressReadable, leadsChangedOnlyByDeliveryActions } from './access'
import { leadDeliveryActionEndpoint } from './deliveryActions'
import { enquiryIntakeEndpoint } from './endpoints'
import { RESERVATION_LEAD_CATEGORY } from '@forecourt/domain/reservation'
import { initialDeliveryJobs, leadDeliveryStatuses, newStoredDeliveryJob, summariseDeliveries } from './leadDeliveryState'
import { tenantScoped } from '../lib/feature'
import { relationId } from '@forecourt/domain/ids'

/**
 * Every lead is stored with its delivery jobs already pending, in the same write, so a lead can never
 * exist that nothing will try to deliver. Which jobs depends on the tenant's settings at that moment;
 * the destinations themselves are looked up at each attempt, so fixing a wrong address later helps.
 */
const initialiseDeliveries: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const now = new Date()
  const tenantId = relationId(data.tenant)
  const tenant =
    tenantId === null
      ? null
      : await req.payload.findByID({ collection: 'tenants', id: tenantId, depth: 0, overrideAccess: true, req, disableErrors: true })
  // A reservation's lead also confirms to the shopper, through the same outbox and retries. An online
  // purchase still under way is the shopper's alone so far: only their copy (with the link back to it)
  // goes out; the dealer's deliveries are added when the purchase is paid (purchaseJourneys/complete).
  const jobs =
    data.form_completed === false
      ? [newStoredDeliveryJob('confirmation', now)]
      : initialDeliveryJobs(tenant?.leadDelivery ?? null, now, { confirmShopper: data.category === RESERVATION_LEAD_CATEGORY })
  return {
    ...data,
    received_at: data.received_at ?? now.toISOString(),
    deliveries: jobs,
    delivery_version: 0,
    ...summariseDeliveries(jobs, now),
  }
}

/**
 * Also refuses updates made with overrideAccess (scripts, seeds): see
 * access/leadsChangedOnlyByDeliveryActions. The job store writes delivery state with conditional
 * database updates that do not pass through here.
 */
const refuseGenericUpdates: CollectionBeforeChangeHook = ({ data, operation }) => {
  if (operation === 'update') {
    throw new APIError('Stored leads are not edited; use the delivery actions to give up on or retry a delivery.', 403)
  }
  return data
}

const text = (name: string, label: string, extra: Record<string, unknown> = {}): Field => ({ name, label, type: 'text', ...extra }) as Field

export const Enquiries: CollectionConfig = tenantScoped({
  slug: 'enquiries',
  labels: { singular: 'Enquiry', plural: 'Enquiries' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['received_at', 'category', 'name', 'email', 'delivery_status'],
    listSearchableFields: ['email', 'name', 'last_name', 'phone'],
    description: 'Leads from the sites’ enquiry forms, with where each was delivered. Read-only.',
    group: 'Leads',
  },
  defaultSort: '-received_at',
  access: {
    // The multi-tenant plugin narrows reads to the user's own tenants; anonymous visitors read nothing.
    read: isAuthenticated,
    // Visitors' leads arrive through POST /api/enquiries/submit, which stores them itself.
    create: isSuperAdmin,
    update: leadsChangedOnlyByDeliveryActions,
    delete: isSuperAdmin,
  },
  // A resubmitted form (same key) finds its first lead; two tenants may use the same key.
  indexes: [{ fields: ['tenant', 'idempotency_key'], unique: true }],
  endpoints: [enquiryIntakeEndpoint, leadDeliveryActionEndpoint],
  hooks: {
    beforeChange: [refuseGenericUpdates, initialiseDeliveries],
  },
  fields: [
    {
      name: 'received_at',
      label: 'Received at',
      type: 'date',
      required: true,
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'delivery_status',
      label: 'Delivery status',
      type: 'select',
      index: true,
      options: leadDeliveryStatuses.map((value) => ({
        value,
        label: { pending: 'Pending', delivered: 'Delivered', 'needs-operator': 'Needs an operator', dismissed: 'Given up' }[value],
      })),
      admin: { position: 'sidebar', description: 'The least advanced of the lead’s deliveries.' },
    },
    {
      name: 'next_delivery_at',
      label: 'Next delivery attempt',
      type: 'date',
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' }, description: 'When the delivery worker next tries.' },
    },
    // Compare-and-set counter: every change of the delivery state is conditional on it (see payloadJobStore).
    { name: 'delivery_version', type: 'number', required: true, defaultValue: 0, admin: { hidden: true } },
    // Above the tabs, so an operator opening a stuck lead sees why and can act without looking for it.
    {
      name: 'delivery_panel',
      type: 'ui',
      admin: { components: { Field: '@forecourt/cms/admin/LeadDeliveryPanel#LeadDeliveryPanel' } },
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Enquiry',
          fields: [
            {
              name: 'form_kind',
              label: 'Form',
              type: 'select',
              required: true,
              options: enquiryFormKinds.map((value) => ({ label: value, value })),
            },
            text('category', 'Category', { required: true, index: true }),
            text('subcategory', 'Subcategory'),
            text('name', 'Name', { required: true }),
            text('last_name', 'Last name'),
            // Plain text: the intake's own rule already checked it, and Payload's stricter email rule must not refuse a lead it accepted.
            text('email', 'Email', { required: true, index: true }),
            text('phone', 'Phone', { required: true }),
            text('postcode', 'Postcode', { required: true }),
            {
              name: 'preferred_contact_method',
              label: 'Preferred contact method',
              type: 'select',
              required: true,
              defaultValue: 'Phone',
              options: preferredContactMethods.map((value) => ({ label: value, value })),
            },
            {
              name: 'postcode_location',
              label: 'Suburb of the postcode',
              type: 'json',
              admin: { description: 'Suburbs, state and coordinates of the postcode, when known.' },
            },
            { name: 'message', type: 'textarea' },
            {
              name: 'offer_from_client',
              label: 'Customer’s offer',
              type: 'number',
              min: 0,
              max: MAX_MONEY_DOLLARS,
              admin: { description: 'Make-an-offer amount, in dollars.' },
            },
            {
              name: 'test_drive_booking_date',
              label: 'Test drive booked for',
              type: 'date',
              admin: { date: { pickerAppearance: 'dayAndTime' } },
            },
            {
              name: 'trade_in',
              label: 'Trade-in',
              type: 'group',
              fields: [
                { name: 'has_trade_in', label: 'Has a trade-in', type: 'checkbox' },
                { name: 'kms', label: 'Odometer (km)', type: 'number', min: 0, max: MAX_KILOMETRES },
                text('rego', 'Registration'),
                {
                  name: 'rego_state',
                  label: 'Registration state',
                  type: 'select',
                  options: australianStates.map((value) => ({ label: value, value })),
                },
                { name: 'valuation', type: 'number', min: 0, max: MAX_MONEY_DOLLARS },
              ],
            },
            {
              name: 'finance_application',
              label: 'Finance application',
              type: 'group',
              admin: { description: 'The figures of a finance application, as prefilled from the car page’s calculator and sent.' },
              fields: [
                { name: 'applied', label: 'Finance application', type: 'checkbox' },
                { name: 'price', label: 'Vehicle price ($)', type: 'number', min: 0, max: MAXIMUM_LOAN_AMOUNT },
                { name: 'deposit', label: 'Deposit or trade-in ($)', type: 'number', min: 0, max: MAXIMUM_LOAN_AMOUNT },
                { name: 'term_years', label: 'Loan term (years)', type: 'number', min: 0, max: 7 },
                { name: 'balloon', label: 'Balloon ($)', type: 'number', min: 0, max: MAXIMUM_LOAN_AMOUNT },
                {
                  name: 'frequency',
                  label: 'Repayment frequency',
                  type: 'select',
                  options: financeFrequencies.map((value) => ({ label: value, value })),
                },
              ],
            },
            { name: 'additional_services', label: 'Additional services', type: 'json' },
          ],
        },
        {
          label: 'Car and page',
          fields: [
            text('car_id', 'Car id (stock record)', { index: true }),
            text('car_dealership_id', 'Car’s dealership id'),
            { name: 'vehicle', type: 'json', admin: { description: 'The car as it was when the enquiry arrived.' } },
            text('dealership_slug', 'Dealership slug'),
            text('location_id', 'Location id'),
            text('page_id', 'Page id'),
            text('url', 'URL', { required: true }),
            text('source', 'Source', { required: true, defaultValue: 'Website' }),
            text('user_agent', 'Browser'),
            {
              name: 'lead_attributes',
              label: 'Lead details',
              type: 'group',
              fields: [
                { name: 'visited_pages', label: 'Visited pages', type: 'json' },
                { name: 'linked_query_params', label: 'Campaign parameters', type: 'json' },
              ],
            },
            { name: 'form_completed', label: 'Form completed', type: 'checkbox', defaultValue: true },
            { name: 'offer_accepted', label: 'Offer accepted', type: 'checkbox', defaultValue: false },
          ],
        },
        {
          label: 'Consent',
          fields: [
            {
              name: 'consent',
              type: 'group',
              admin: { description: 'What the visitor agreed to, in the words shown beside the boxes, and when.' },
              fields: [
                { name: 'opt_in', label: 'Marketing opt-in', type: 'checkbox', defaultValue: false },
                { name: 'opt_in_finance', label: 'Finance opt-in', type: 'checkbox' },
                { name: 'opt_in_trade', label: 'Trade-in opt-in', type: 'checkbox' },
                { name: 'wording', type: 'textarea' },
                { name: 'terms_agreed', label: 'Terms agreed', type: 'checkbox', defaultValue: false },
                { name: 'terms_wording', label: 'Terms wording', type: 'textarea' },
                {
                  name: 'terms_required',
                  label: 'Terms required',
                  type: 'checkbox',
                  defaultValue: false,
                  admin: { description: 'Whether the form shown required agreeing to the terms.' },
                },
                {
                  name: 'version',
                  label: 'Wording version',
                  type: 'text',
                  admin: { description: 'The version of the wording shown (a hash of it): the same words, the same version.' },
                },
                {
                  name: 'form_id',
                  label: 'Form',
                  type: 'text',
                  admin: {
                    description: 'The form block the site rendered; empty for a submission that did not come from a rendered form.',
                  },
                },
                { name: 'recorded_at', label: 'Recorded at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
              ],
            },
          ],
        },
        {
          label: 'Delivery',
          fields: [
            {
              name: 'deliveries',
              type: 'json',
              admin: {
                description:
                  'One job per channel: status, attempts (time, runner, outcome), next attempt and lease. Changed only by the delivery worker and the give-up / retry actions.',
              },
            },
            text('idempotency_key', 'Idempotency key', {
              required: true,
              index: true,
              admin: { description: 'The form submission’s key: a resubmission finds this lead.' },
            }),
            text('client_address_hash', 'Visitor address (hashed)', {
              index: true,
              access: { read: leadClientAddressReadable },
              admin: { description: 'Keyed hash of the visitor’s address, for spotting abuse; the address itself is not stored.' },
            }),
          ],
        },
      ],
    },
  ],
})
