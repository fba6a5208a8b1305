import { describe, expect, it } from '@jest/globals'

import { generalEnquiryCategories } from './categories'
import { checkEnquiry } from './check'
import { enquiryFields, formatEnquiryErrors, HONEYPOT_FIELD, type EnquiryFormConfig } from './fields'
import { enquiryMessages } from './messages'
import { buildEnquirySchema } from './schema'

const now = new Date('2026-06-01T00:00:00.000Z')
const slots = ['2026-06-02T00:00:00.000Z', '2026-06-02T01:00:00.000Z']

/** Forms of every kind and the switches that change their rules. */
const configs: Array<{ name: string; config: EnquiryFormConfig }> = [
  {
    name: 'general, categories and dealerships',
    config: { kind: 'general', show: { categorySelect: true, dealershipSelect: true }, choices: { dealershipSlugs: ['north', 'south'] } },
  },
  {
    name: 'general, comments optional, terms required',
    config: { kind: 'general', tenant: { commentsRequired: false, termsRequired: true } },
  },
  {
    name: 'vehicle with finance, trade-in and last name',
    config: { kind: 'vehicle', show: { financeStatus: true, tradeIn: true, lastName: true, preferredContactMethod: true } },
  },
  { name: 'test drive with slots', config: { kind: 'test-drive', now, choices: { appointmentSlots: slots } } },
  { name: 'make an offer', config: { kind: 'make-an-offer' } },
  { name: 'trade-in, two opt-ins', config: { kind: 'trade-in', tenant: { optInStyle: 'finance-and-trade' } } },
  { name: 'former customer with locations', config: { kind: 'former-customer', choices: { locationIds: [1, 2] } } },
  { name: 'request photos', config: { kind: 'request-photos' } },
]

/** A submission every form accepts, with the answers each optional part asks for. */
const valid: Record<string, unknown> = {
  category: generalEnquiryCategories[0],
  dealership_slug: 'north',
  location_id: '1',
  name: 'Jane',
  last_name: 'Citizen',
  email: 'jane@example.com.au',
  phone: '0412 345 678',
  postcode: '2000',
  message: 'Is it still available?',
  offer_from_client: '$25,000',
  idempotency_key: 'k1234567890abcdef',
  terms_agreed: true,
}

/** Answers a visitor or a tampered request might send for any field: text, numbers, ticks, lists, blanks. */
const candidates: unknown[] = [
  undefined,
  null,
  '',
  '   ',
  'x',
  ' Yes ',
  'Yes',
  'No',
  'Phone',
  'SMS',
  'sms',
  'on',
  'off',
  'true',
  'yes',
  true,
  false,
  0,
  1,
  2,
  -5,
  2000,
  '2000',
  ' 2000 ',
  '200',
  '20000',
  '0800',
  'abcd',
  'jane@example.com.au',
  ' jane@example.com.au ',
  'jane@example',
  'jane..doe@example.com',
  '.jane@example.com',
  "o'brien+cars@example.co",
  `${'a'.repeat(250)}@example.com`,
  '0412 345 678',
  '(02) 9876 5432',
  '+61 412 345 678',
  '+44 20 7946 0958',
  '+61 (0) 412 345 678',
  '12345',
  `0412${' '.repeat(20)}345678`,
  `0412${' '.repeat(21)}345678`,
  '$25,000',
  '25000',
  '$0',
  '$10,000,001',
  '10000000',
  'twenty',
  '120,000 km',
  '120000km',
  '12345678',
  '1.5',
  'ABC-123',
  'abc 123',
  '-ABC',
  'ABCDEFGHIJKL',
  'nsw',
  ' vic ',
  'NZ',
  generalEnquiryCategories[0],
  ` ${generalEnquiryCategories[1]} `,
  'Spaceships',
  'north',
  'east',
  slots[0],
  slots[1],
  '2026-06-03T00:00:00.000Z',
  '2026-05-01T00:00:00.000Z',
  'next tuesday',
  'k1234567890abcdef',
  'short',
  'has spaces in it!!',
  'x'.repeat(101),
  'x'.repeat(5001),
  ['Service'],
  ['Service', '  '],
  Array.from({ length: 21 }, () => 'Service'),
  [1],
  { a: 1 },
]

/** Each form's zod schema, built once: the table parses tens of thousands of submissions. */
const schemas = new Map<EnquiryFormConfig, ReturnType<typeof buildEnquirySchema>>()

/** The server's verdict (`validateEnquiry`, with the schema kept) and the browser's, in one shape. */
function agree(config: EnquiryFormConfig, input: Record<string, unknown>) {
  const schema = schemas.get(config) ?? buildEnquirySchema(config)
  schemas.set(config, schema)
  const parsed = schema.safeParse(input)
  const server = parsed.success ? null : formatEnquiryErrors(parsed.error)
  const browser = checkEnquiry(config, input)
  return {
    server: server === null ? { ok: true } : { ok: false, byField: server.byField, messages: server.messages },
    browser: browser.ok ? { ok: true } : { ok: false, byField: browser.errors.byField, messages: browser.errors.messages },
  }
}

describe('the browser check of an enquiry agrees with the server schema', () => {
  for (const { name, config } of configs) {
    it(`${name}: every field, every kind of answer`, () => {
      expect(agree(config, valid).server).toEqual({ ok: true })
      let compared = 0
      for (const field of enquiryFields(config)) {
        for (const value of candidates) {
          const input = { ...valid, [field.name]: value }
          const { server, browser } = agree(config, input)
          // The field and value in the failure message say which row of the table disagrees.
          expect({ field: field.name, value, verdict: browser }).toEqual({ field: field.name, value, verdict: server })
          compared += 1
        }
      }
      expect(compared).toBeGreaterThan(1000)
    })
  }

  it('reports several fields at once in the order they are shown, each message once', () => {
    const config: EnquiryFormConfig = { kind: 'general', tenant: { termsRequired: true } }
    const input = { idempotency_key: 'k1234567890abcdef', name: ' ', email: 'nope', phone: '12', postcode: '99', message: '' }
    const { server, browser } = agree(config, input)
    expect(browser).toEqual(server)
    expect(browser).toEqual({
      ok: false,
      messages: [
        enquiryMessages.nameRequired,
        enquiryMessages.emailInvalid,
        enquiryMessages.phoneInvalid,
        enquiryMessages.postcodeFormat,
        enquiryMessages.commentsRequired,
        enquiryMessages.termsRequired,
      ],
      byField: {
        name: enquiryMessages.nameRequired,
        email: enquiryMessages.emailInvalid,
        phone: enquiryMessages.phoneInvalid,
        postcode: enquiryMessages.postcodeFormat,
        message: enquiryMessages.commentsRequired,
        terms_agreed: enquiryMessages.termsRequired,
      },
    })
  })

  it("gives the specification's wording for the postcode and the terms", () => {
    const result = checkEnquiry({ kind: 'general', tenant: { termsRequired: true } }, { ...valid, postcode: '123', terms_agreed: false })
    expect(result.ok ? null : result.errors.byField).toEqual({
      postcode: 'Invalid postcode. Please enter a 4-digit number.',
      terms_agreed: '*You must agree to the terms of use before submitting.',
    })
  })

  it('marks a filled-in honeypot as the server does', () => {
    const { server, browser } = agree({ kind: 'general' }, { ...valid, [HONEYPOT_FIELD]: 'http://spam.example' })
    expect(browser).toEqual(server)
    expect(browser.byField).toEqual({ [HONEYPOT_FIELD]: enquiryMessages.spamDetected })
  })
})
