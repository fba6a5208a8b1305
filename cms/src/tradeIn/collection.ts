import type { CollectionConfig } from 'payload'

import { australianStates } from '@forecourt/domain/enquiry'
import { MAX_MONEY_DOLLARS } from '@forecourt/domain/limits'
import { adjustmentQuestions, VALUATION_MAX_KMS } from '@forecourt/domain/tradeIn'

import { isAuthenticated } from '../access/isAuthenticated'
import { isSuperAdmin } from '../access/isSuperAdmin'
import { nobody } from '../access/nobody'
import { estimateEndpoint, regoLookupEndpoint } from './endpoints'
import { tenantScoped } from '../lib/feature'

/**
 * Trade-in valuations (the spec's id, adjustmentAnswers, rego, regoState, lead_id): what the shopper
 * told the valuation tool, the car the rego named, and the estimate range or the no-estimate path,
 * each linked to the enquiry it came with and the car it was for. Stored only by
 * POST /api/miscellaneous (column_name 'valuation'); read by the tenant's staff, never edited.
 */
export const Valuations: CollectionConfig = tenantScoped({
  slug: 'valuations',
  labels: { singular: 'Trade-in valuation', plural: 'Trade-in valuations' },
  admin: {
    useAsTitle: 'rego',
    defaultColumns: ['createdAt', 'rego', 'regoState', 'vehicle_title', 'outcome', 'estimate_low', 'estimate_high', 'lead'],
    description: 'Trade-in valuations shoppers made on the site, with the enquiry each came with. Read-only.',
    group: 'Leads',
  },
  defaultSort: '-createdAt',
  access: {
    // The multi-tenant plugin narrows reads to the user's own tenants; visitors read nothing.
    read: isAuthenticated,
    create: nobody,
    update: nobody,
    delete: isSuperAdmin,
  },
  endpoints: [regoLookupEndpoint, estimateEndpoint],
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'rego', type: 'text', required: true, index: true, maxLength: 8 },
        { name: 'regoState', label: 'Rego state', type: 'select', required: true, options: [...australianStates] },
        { name: 'kms', label: 'Odometer (km)', type: 'number', required: true, min: 0, max: VALUATION_MAX_KMS },
      ],
    },
    {
      name: 'vehicle_title',
      label: 'Vehicle',
      type: 'text',
      admin: { description: 'The car the rego lookup named; empty when it named none.' },
    },
    {
      name: 'vehicle',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'make', type: 'text' },
            { name: 'model', type: 'text' },
            { name: 'variant', type: 'text' },
            { name: 'year', type: 'number', min: 1900, max: 2100 },
          ],
        },
      ],
    },
    {
      name: 'adjustmentAnswers',
      label: 'Adjustment answers',
      type: 'group',
      fields: adjustmentQuestions.map((question) => ({
        name: question.name,
        label: question.question,
        type: 'select' as const,
        options: question.options.map((option) => ({ label: option.label, value: option.value })),
      })),
    },
    {
      type: 'row',
      fields: [
        {
          name: 'outcome',
          type: 'select',
          required: true,
          options: [
            { label: 'Online estimate', value: 'estimate' },
            { label: 'No online estimate', value: 'no-estimate' },
          ],
        },
        {
          name: 'no_estimate_reason',
          label: 'Why no estimate',
          type: 'select',
          options: [
            { label: 'Over 7 years old', value: 'too-old' },
            { label: 'Over 100,000 km', value: 'too-many-kms' },
            { label: 'Age unknown', value: 'age-unknown' },
            { label: 'Kilometres unknown', value: 'kms-unknown' },
          ],
        },
        { name: 'estimate_low', label: 'Estimate from ($)', type: 'number', min: 0, max: MAX_MONEY_DOLLARS },
        { name: 'estimate_high', label: 'Estimate to ($)', type: 'number', min: 0, max: MAX_MONEY_DOLLARS },
      ],
    },
    // The spec's lead_id: one valuation per enquiry, so a repeated save finds the first.
    { name: 'lead', type: 'relationship', relationTo: 'enquiries', unique: true, index: true },
    { name: 'car', type: 'relationship', relationTo: 'vehicles', admin: { description: 'The car the trade-in was for, if any.' } },
    { name: 'lookup_provider', label: 'Rego lookup', type: 'text', admin: { description: "'local' unless a provider is configured." } },
  ],
})
