import { describe, expect, it } from '@jest/globals'

import { enquiryMessages } from './messages'
import {
  caughtByHoneypot,
  enquiryFields,
  enquiryInitialValues,
  formatEnquiryErrors,
  HONEYPOT_FIELD,
  isValidPhone,
  TEST_DRIVE_BOOKING_LABEL,
  type EnquiryFormConfig,
  type EnquiryValidation,
} from './fields'
import { buildEnquirySchema, validateEnquiry } from './schema'

const base = {
  name: 'Jane',
  email: 'jane@example.com.au',
  phone: '0412 345 678',
  postcode: '2000',
  message: 'Is it still available?',
  idempotency_key: '3f2c1a9e-7b7d-4c1e-9a51-2b7f0c1d9e42',
}

const general: EnquiryFormConfig = { kind: 'general' }

function valid(config: EnquiryFormConfig, input: Record<string, unknown>) {
  const result = validateEnquiry(config, input)
  if (!result.ok) throw new Error(`expected valid, got ${JSON.stringify(result.errors)}`)
  return result.data
}

function fieldErrors(config: EnquiryFormConfig, input: Record<string, unknown>): Record<string, string> {
  const result: EnquiryValidation = validateEnquiry(config, input)
  if (result.ok) throw new Error('expected errors')
  return result.errors.byField
}

describe('core fields', () => {
  it('accepts a complete enquiry, trims text and applies the defaults', () => {
    const data = valid(general, { ...base, name: '  Jane ', email: ' jane@example.com.au ' })
    expect(data).toMatchObject({
      name: 'Jane',
      email: 'jane@example.com.au',
      postcode: '2000',
      PreferredContactMethod: 'Phone',
      opt_in: false,
    })
  })

  it('drops keys the form does not know, so nothing unchecked reaches a lead', () => {
    const data = valid(general, { ...base, is_admin: true, tenant: 'other-dealer' }) as Record<string, unknown>
    expect(data).not.toHaveProperty('is_admin')
    expect(data).not.toHaveProperty('tenant')
  })

  it('requires a name, a valid email and a valid phone number', () => {
    expect(fieldErrors(general, { ...base, name: '   ', email: 'jane@', phone: '12' })).toMatchObject({
      name: enquiryMessages.nameRequired,
      email: enquiryMessages.emailInvalid,
      phone: enquiryMessages.phoneInvalid,
    })
    expect(fieldErrors(general, { ...base, name: undefined, email: undefined, phone: undefined })).toMatchObject({
      name: enquiryMessages.nameRequired,
      email: enquiryMessages.emailInvalid,
      phone: enquiryMessages.phoneInvalid,
    })
  })

  it('reads Australian landline, mobile and +61 numbers, and other countries in + form', () => {
    for (const phone of [
      '0412 345 678',
      '(02) 9876 5432',
      '+61 412 345 678',
      '+61 (0)412 345 678',
      '61412345678',
      '08-8123-4567',
      '+64 21 123 4567',
    ]) {
      expect([phone, isValidPhone(phone)]).toEqual([phone, true])
    }
    for (const phone of ['12345', '0112345678', '041234567', '+61 112 345 678', 'call me', '+0 123 456 789']) {
      expect([phone, isValidPhone(phone)]).toEqual([phone, false])
    }
  })
})

describe('postcode', () => {
  it.each([[undefined], [''], ['123'], ['12345'], ['20OO'], ['2 000'], [200]])('refuses %p with the specification text', (postcode) => {
    expect(fieldErrors(general, { ...base, postcode }).postcode).toBe('Invalid postcode. Please enter a 4-digit number.')
  })

  it('accepts exactly four digits, including the leading zero and a number', () => {
    expect(valid(general, { ...base, postcode: ' 0800 ' }).postcode).toBe('0800')
    expect(valid(general, { ...base, postcode: 3000 }).postcode).toBe('3000')
  })
})

describe('comments', () => {
  it('are required unless the tenant turns that off', () => {
    expect(fieldErrors(general, { ...base, message: ' ' }).message).toBe(enquiryMessages.commentsRequired)
    const relaxed: EnquiryFormConfig = { kind: 'general', tenant: { commentsRequired: false } }
    expect(valid(relaxed, { ...base, message: '' }).message).toBeUndefined()
  })

  it('are optional on the test-drive and request-photos forms', () => {
    expect(valid({ kind: 'test-drive' }, { ...base, message: '' }).message).toBeUndefined()
    expect(valid({ kind: 'request-photos' }, { ...base, message: undefined }).message).toBeUndefined()
  })
})

describe('selects', () => {
  const withSelects: EnquiryFormConfig = {
    kind: 'general',
    show: { categorySelect: true, locationSelect: true, dealershipSelect: true },
    choices: { locationIds: [11, 12], dealershipSlugs: ['harbourside-toyota', 'westside-kia'] },
  }

  it('are required when shown, with their own messages', () => {
    expect(fieldErrors(withSelects, base)).toMatchObject({
      category: enquiryMessages.categoryRequired,
      location_id: enquiryMessages.locationRequired,
      dealership_slug: enquiryMessages.dealershipRequired,
    })
  })

  it('accept only the values they offer', () => {
    const errors = fieldErrors(withSelects, { ...base, category: 'Free Car', location_id: '99', dealership_slug: 'elsewhere' })
    expect(errors).toMatchObject({
      category: enquiryMessages.categoryRequired,
      location_id: enquiryMessages.locationRequired,
      dealership_slug: enquiryMessages.dealershipRequired,
    })
    const data = valid(withSelects, { ...base, category: 'Service Enquiry', location_id: 12, dealership_slug: 'westside-kia' })
    expect(data).toMatchObject({ category: 'Service Enquiry', location_id: '12', dealership_slug: 'westside-kia' })
  })

  it('are not accepted from the client when hidden: the category comes from the form kind', () => {
    expect(valid(general, { ...base, category: 'Anything' })).not.toHaveProperty('category')
  })

  it('the former-customer form always asks for a location', () => {
    expect(fieldErrors({ kind: 'former-customer' }, base).location_id).toBe(enquiryMessages.locationRequired)
  })
})

describe('terms and opt-in', () => {
  const strict: EnquiryFormConfig = { kind: 'general', tenant: { termsRequired: true } }

  it('tenants that ask need the terms ticked, with the specification text', () => {
    expect(fieldErrors(strict, base).terms_agreed).toBe('*You must agree to the terms of use before submitting.')
    expect(fieldErrors(strict, { ...base, terms_agreed: false }).terms_agreed).toBe(enquiryMessages.termsRequired)
    expect(valid(strict, { ...base, terms_agreed: 'on' }).terms_agreed).toBe(true)
    expect(valid(strict, { ...base, terms_agreed: true }).terms_agreed).toBe(true)
  })

  it('other tenants do not need them', () => {
    expect(valid(general, base).terms_agreed).toBeUndefined()
  })

  it('opt-in is optional, and an absent box is no consent even where the site ticks it by default', () => {
    const tickedByDefault: EnquiryFormConfig = { kind: 'general', tenant: { optInDefault: true } }
    expect(valid(tickedByDefault, base).opt_in).toBe(false)
    expect(valid(general, base).opt_in).toBe(false)
    expect(valid({ kind: 'general', tenant: { optInDefault: false } }, base).opt_in).toBe(false)
    expect(valid(tickedByDefault, { ...base, opt_in: 'true' }).opt_in).toBe(true)
    expect(valid(tickedByDefault, { ...base, opt_in: true }).opt_in).toBe(true)
    expect(valid(tickedByDefault, { ...base, opt_in: 'false' }).opt_in).toBe(false)
    expect(valid(tickedByDefault, { ...base, opt_in: false }).opt_in).toBe(false)
    // The form sends the box as the site set it: left alone on such a site, that is consent given.
    expect(valid(tickedByDefault, { ...base, ...enquiryInitialValues(tickedByDefault) }).opt_in).toBe(true)
  })

  it('sites with separate finance and trade-in opt-ins leave both unticked and optional', () => {
    const data = valid({ kind: 'vehicle', tenant: { optInStyle: 'finance-and-trade' } }, base)
    expect(data).toMatchObject({ opt_in_finance: false, opt_in_trade: false })
    expect(data).not.toHaveProperty('opt_in')
  })
})

describe('preferred contact method', () => {
  it('defaults to Phone and accepts Email and SMS only', () => {
    expect(valid(general, base).PreferredContactMethod).toBe('Phone')
    expect(valid(general, { ...base, PreferredContactMethod: 'Email' }).PreferredContactMethod).toBe('Email')
    expect(valid(general, { ...base, PreferredContactMethod: 'SMS' }).PreferredContactMethod).toBe('SMS')
    expect(fieldErrors(general, { ...base, PreferredContactMethod: 'Fax' }).PreferredContactMethod).toBe(
      enquiryMessages.preferredContactInvalid,
    )
  })
})

describe('make an offer', () => {
  const offer: EnquiryFormConfig = { kind: 'make-an-offer' }

  it('requires the offer as a currency value above zero', () => {
    expect(fieldErrors(offer, base).offer_from_client).toBe(enquiryMessages.offerRequired)
    expect(fieldErrors(offer, { ...base, offer_from_client: '$0' }).offer_from_client).toBe(enquiryMessages.offerRequired)
    expect(fieldErrors(offer, { ...base, offer_from_client: 'lots' }).offer_from_client).toBe(enquiryMessages.offerRequired)
    expect(valid(offer, { ...base, offer_from_client: '$25,000' }).offer_from_client).toBe(25000)
    expect(valid(offer, { ...base, offer_from_client: 24500 }).offer_from_client).toBe(24500)
  })

  it('has no message and no opt-in, even when they are posted', () => {
    const data = valid(offer, { ...base, offer_from_client: '$25,000', message: 'hi', opt_in: true })
    expect(data).not.toHaveProperty('message')
    expect(data).not.toHaveProperty('opt_in')
    expect(enquiryFields(offer).map((field) => field.name)).not.toContain('message')
  })
})

describe('trade-in fields', () => {
  const tradeIn: EnquiryFormConfig = { kind: 'trade-in' }

  it('reads kilometres, rego, rego state and valuation', () => {
    const data = valid(tradeIn, { ...base, kms: '45,000', rego: 'abc 123', regoState: 'nsw', valuation: '$12,500' })
    expect(data).toMatchObject({ kms: 45000, rego: 'ABC 123', regoState: 'NSW', valuation: 12500 })
  })

  it('leaves them all optional, rego included', () => {
    const data = valid(tradeIn, base)
    expect(data.kms).toBeUndefined()
    expect(data.rego).toBeUndefined()
  })

  it('refuses malformed values with their messages', () => {
    expect(fieldErrors(tradeIn, { ...base, kms: '-5', rego: 'ABC/123', regoState: 'NZ', valuation: 'free' })).toMatchObject({
      kms: enquiryMessages.kmsInvalid,
      rego: enquiryMessages.regoInvalid,
      regoState: enquiryMessages.regoStateInvalid,
      valuation: enquiryMessages.valuationInvalid,
    })
  })

  it('other forms add them behind the Yes/No question, which defaults to No', () => {
    const config: EnquiryFormConfig = { kind: 'vehicle', show: { tradeIn: true, financeStatus: true } }
    expect(valid(config, base)).toMatchObject({ 'do-you-have-a-trade-in': 'No', finance: 'No' })
    expect(fieldErrors(config, { ...base, finance: 'Maybe' }).finance).toBe(enquiryMessages.yesNoInvalid)
    expect(valid({ kind: 'vehicle' }, { ...base, kms: 1000 })).not.toHaveProperty('kms')
  })
})

describe('test drive', () => {
  const now = new Date('2025-06-02T00:00:00Z')

  it('takes an optional booking date labelled as in the specification', () => {
    expect(enquiryFields({ kind: 'test-drive' }).find((field) => field.name === 'test_drive_booking_date')?.label).toBe(
      'Test Drive Booking Date',
    )
    expect(TEST_DRIVE_BOOKING_LABEL).toBe('Test Drive Booking Date')
    expect(valid({ kind: 'test-drive' }, base).test_drive_booking_date).toBeUndefined()
    expect(
      valid({ kind: 'test-drive', now }, { ...base, test_drive_booking_date: '2025-06-03T10:00:00+10:00' }).test_drive_booking_date,
    ).toBe('2025-06-03T10:00:00+10:00')
  })

  it('refuses an unreadable date, a time in the past and a time not offered', () => {
    expect(fieldErrors({ kind: 'test-drive' }, { ...base, test_drive_booking_date: 'next tuesday' }).test_drive_booking_date).toBe(
      enquiryMessages.bookingDateInvalid,
    )
    expect(
      fieldErrors({ kind: 'test-drive', now }, { ...base, test_drive_booking_date: '2025-06-01T10:00:00Z' }).test_drive_booking_date,
    ).toBe(enquiryMessages.bookingDateInPast)
    const slots = { appointmentSlots: ['2025-06-03T00:00:00Z', '2025-06-03T01:00:00Z'] }
    expect(
      fieldErrors({ kind: 'test-drive', now, choices: slots }, { ...base, test_drive_booking_date: '2025-06-03T00:30:00Z' })
        .test_drive_booking_date,
    ).toBe(enquiryMessages.bookingDateUnavailable)
    expect(
      valid({ kind: 'test-drive', now, choices: slots }, { ...base, test_drive_booking_date: '2025-06-03T11:00:00+10:00' }),
    ).toHaveProperty('test_drive_booking_date')
  })
})

describe('request photos', () => {
  it('always carries the hidden request, whatever was posted', () => {
    expect(valid({ kind: 'request-photos' }, base).photo_request).toBe('Please send photos for this car')
    expect(valid({ kind: 'request-photos' }, { ...base, photo_request: 'Send me money' }).photo_request).toBe(
      'Please send photos for this car',
    )
    expect(enquiryFields({ kind: 'request-photos' }).find((field) => field.name === 'photo_request')?.hidden).toBe(true)
  })
})

describe('honeypot and idempotency key', () => {
  it('a filled honeypot is refused and recognisable, and the field never reaches the data', () => {
    const result = validateEnquiry(general, { ...base, [HONEYPOT_FIELD]: 'http://spam.example' })
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(result.errors.byField[HONEYPOT_FIELD]).toBe(enquiryMessages.spamDetected)
      expect(caughtByHoneypot(result.errors)).toBe(true)
    }
    expect(valid(general, { ...base, [HONEYPOT_FIELD]: '' })).not.toHaveProperty(HONEYPOT_FIELD)
    const other = validateEnquiry(general, { ...base, name: '' })
    expect(!other.ok && caughtByHoneypot(other.errors)).toBe(false)
  })

  it('needs an idempotency key of 16 to 128 URL-safe characters', () => {
    expect(fieldErrors(general, { ...base, idempotency_key: undefined }).idempotency_key).toBe(enquiryMessages.submissionKeyInvalid)
    expect(fieldErrors(general, { ...base, idempotency_key: 'short' }).idempotency_key).toBe(enquiryMessages.submissionKeyInvalid)
    expect(fieldErrors(general, { ...base, idempotency_key: 'has spaces in it, sadly' }).idempotency_key).toBe(
      enquiryMessages.submissionKeyInvalid,
    )
  })
})

describe('vehicle facts', () => {
  it('are carried through as trimmed text', () => {
    const data = valid(
      { kind: 'vehicle' },
      { ...base, car_id: 1234, 'Vehicle Make': ' Toyota ', 'Vehicle Model': 'Corolla', stock_number: 'T1', additional_services: 'Tint' },
    )
    expect(data).toMatchObject({
      car_id: '1234',
      'Vehicle Make': 'Toyota',
      'Vehicle Model': 'Corolla',
      stock_number: 'T1',
      additional_services: ['Tint'],
    })
  })
})

describe('formatEnquiryErrors', () => {
  it('gives the summary, each message once in field order, and the first message per field', () => {
    const parsed = buildEnquirySchema({ kind: 'general', tenant: { termsRequired: true } }).safeParse({
      ...base,
      email: 'x',
      phone: 'y',
      postcode: '1',
    })
    expect(parsed.success).toBe(false)
    if (parsed.success) return
    const errors = formatEnquiryErrors(parsed.error)
    expect(errors.summary).toBe('Please fix the following errors:')
    expect(errors.messages).toEqual([
      enquiryMessages.emailInvalid,
      enquiryMessages.phoneInvalid,
      enquiryMessages.postcodeFormat,
      enquiryMessages.termsRequired,
    ])
    expect(errors.byField).toEqual({
      email: enquiryMessages.emailInvalid,
      phone: enquiryMessages.phoneInvalid,
      postcode: enquiryMessages.postcodeFormat,
      terms_agreed: enquiryMessages.termsRequired,
    })
  })

  it('lists a message shared by several fields once, and files pathless issues under _form', () => {
    const errors = formatEnquiryErrors({
      issues: [
        { path: ['a'], message: 'Same' },
        { path: ['b'], message: 'Same' },
        { path: [], message: 'Whole form' },
      ],
    })
    expect(errors.messages).toEqual(['Same', 'Whole form'])
    expect(errors.byField).toEqual({ a: 'Same', b: 'Same', _form: 'Whole form' })
  })
})

describe('enquiryFields and enquiryInitialValues', () => {
  it('mark what is required for the page to show', () => {
    const fields = enquiryFields({ kind: 'general', show: { categorySelect: true }, tenant: { termsRequired: true } })
    const required = fields.filter((field) => field.required && !field.hidden).map((field) => field.name)
    expect(required).toEqual(['category', 'name', 'email', 'phone', 'postcode', 'message', 'terms_agreed'])
  })

  it('start the form with the same defaults the server applies', () => {
    expect(enquiryInitialValues({ kind: 'vehicle', show: { tradeIn: true } })).toEqual({
      PreferredContactMethod: 'Phone',
      opt_in: true,
      'do-you-have-a-trade-in': 'No',
      terms_agreed: false,
    })
    expect(enquiryInitialValues({ kind: 'request-photos', tenant: { optInDefault: false } })).toMatchObject({
      opt_in: false,
      photo_request: 'Please send photos for this car',
    })
  })
})
