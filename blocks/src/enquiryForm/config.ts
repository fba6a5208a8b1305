import type { Block, Condition } from 'payload'

import { DEFAULT_SUBMIT_TEXT, SUCCESS_PATH } from '@forecourt/domain/enquiry'

/** The form kinds a marketer can place; the vehicle page's own enquiry dialog is not one of them. */
export const placeableEnquiryFormKinds = [
  { label: 'General enquiry', value: 'general' },
  { label: 'Test drive', value: 'test-drive' },
  { label: 'Request photos', value: 'request-photos' },
  { label: 'Make an offer', value: 'make-an-offer' },
  { label: 'Finance enquiry', value: 'finance' },
  { label: 'Fleet enquiry panel', value: 'fleet' },
  { label: 'Find me something similar', value: 'find-similar' },
  { label: 'Service enquiry', value: 'service' },
  { label: 'Parts enquiry', value: 'parts' },
  { label: 'Trade-in', value: 'trade-in' },
  { label: 'Former customer', value: 'former-customer' },
  { label: 'Careers', value: 'careers' },
] as const

const kindIs =
  (...kinds: string[]): Condition =>
  (_data, sibling) =>
    kinds.includes(String(sibling?.kind ?? 'general'))

/** An enquiry form of one kind, configured per page: what it files leads under and which fields it shows. */
export const enquiryFormBlock: Block = {
  slug: 'enquiryForm',
  interfaceName: 'EnquiryFormBlock',
  labels: { singular: 'Enquiry form', plural: 'Enquiry forms' },
  fields: [
    { name: 'kind', type: 'select', required: true, defaultValue: 'general', options: [...placeableEnquiryFormKinds] },
    { name: 'heading', type: 'text', admin: { description: "Defaults to the form's name, e.g. 'Book a Test Drive' or 'Get In Touch'." } },
    { name: 'intro', type: 'textarea' },
    {
      name: 'bullets',
      type: 'array',
      fields: [{ name: 'text', type: 'text', required: true }],
      admin: { description: 'Shown beside the form (the fleet panel lists its benefits here).' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'category',
          type: 'text',
          admin: { description: "General enquiry forms: one of the general categories (e.g. 'Fleet Enquiry'); empty uses the form's own." },
        },
        { name: 'subcategory', type: 'text' },
      ],
    },
    {
      name: 'fields',
      type: 'group',
      label: 'Fields shown',
      fields: [
        { name: 'categorySelect', type: 'checkbox', label: 'Category select', admin: { condition: kindIs('general') } },
        { name: 'lastName', type: 'checkbox', label: 'Separate last name' },
        { name: 'preferredContactMethod', type: 'checkbox', label: 'Preferred contact method', defaultValue: true },
        { name: 'financeStatus', type: 'checkbox', label: "'Do you need finance?'" },
        { name: 'tradeIn', type: 'checkbox', label: "'Do you have a trade-in?' with valuation fields" },
        {
          name: 'appointments',
          type: 'checkbox',
          label: "'Test Drive Booking Date' appointment choice",
          admin: { condition: kindIs('test-drive') },
        },
        { name: 'appointmentDays', type: 'number', min: 1, max: 30, defaultValue: 7, admin: { condition: kindIs('test-drive') } },
        { name: 'requireTerms', type: 'checkbox', label: 'Require agreeing to the terms (the site setting may require it everywhere)' },
        { name: 'termsText', type: 'textarea', label: 'Terms and conditions disclaimer' },
      ],
    },
    {
      name: 'dealerships',
      type: 'array',
      admin: { description: 'The dealership choice; one option is selected for the visitor, none hides the select.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', required: true },
            { name: 'value', type: 'text', required: true, admin: { description: 'Dealership slug' } },
          ],
        },
      ],
    },
    { name: 'multiStep', type: 'checkbox', label: 'Two steps: contact details first, then the enquiry' },
    {
      type: 'row',
      fields: [
        { name: 'submitText', type: 'text', defaultValue: DEFAULT_SUBMIT_TEXT },
        { name: 'successRedirect', type: 'text', defaultValue: SUCCESS_PATH, admin: { description: 'A path on this site.' } },
      ],
    },
  ],
}
