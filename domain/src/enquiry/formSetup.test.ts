import { describe, expect, it } from '@jest/globals'

import type { EnquiryFormBlock } from '@forecourt/schema'

import { validateEnquiry } from './schema'
import { appointmentSlots, enquiryFormSetup, prefillFromProfile, profileFromValues, readVisitorProfile, safeSuccessPath } from './formSetup'

const block = (extra: Partial<EnquiryFormBlock> = {}): EnquiryFormBlock => ({ blockType: 'enquiryForm', kind: 'general', ...extra })

describe('test-drive appointment slots', () => {
  // Saturday 21 Nov 2026, 10:00 in Sydney (AEDT, UTC+11).
  const now = new Date('2026-11-20T23:00:00Z')

  it('offers hourly times from 9 am to 4 pm Sydney time, from tomorrow, skipping Sundays', () => {
    const slots = appointmentSlots(now, { days: 3 })
    // Sunday is closed, so Monday and Tuesday, 8 times each.
    expect(slots).toHaveLength(16)
    expect(slots[0]?.value).toBe('2026-11-22T22:00:00.000Z')
    expect(slots[0]?.label).toMatch(/Mon.*23 Nov.*9:00\s*am/i)
    expect(slots[7]?.value).toBe('2026-11-23T05:00:00.000Z')
    expect(slots[8]?.value).toBe('2026-11-23T22:00:00.000Z')
    expect(slots.every((slot) => Date.parse(slot.value) > now.getTime())).toBe(true)
  })

  it('follows daylight saving: 9 am is 23:00 UTC in winter', () => {
    const slots = appointmentSlots(new Date('2026-06-10T02:00:00Z'), { days: 1 })
    expect(slots[0]?.value).toBe('2026-06-10T23:00:00.000Z')
  })

  it('makes slots the shared rules accept as a booking date, and refuses a time not offered', () => {
    const slots = appointmentSlots(now, { days: 2 }).map((slot) => slot.value)
    const config = { kind: 'test-drive' as const, choices: { appointmentSlots: slots }, now }
    const visitor = { name: 'Jo', email: 'jo@example.com', phone: '0412345678', postcode: '2000', idempotency_key: 'abcdefghijklmnop1234' }
    expect(validateEnquiry(config, { ...visitor, test_drive_booking_date: slots[3] }).ok).toBe(true)
    expect(validateEnquiry(config, { ...visitor, test_drive_booking_date: '2026-11-22T22:30:00.000Z' }).ok).toBe(false)
  })
})

describe('the saved visitor profile', () => {
  it('keeps only name, last name, email, phone and postcode', () => {
    const profile = profileFromValues({
      name: ' Jane ',
      last_name: 'Citizen',
      email: 'jane@example.com',
      phone: '0412 345 678',
      postcode: '2000',
      message: 'private',
      opt_in: true,
    })
    expect(profile).toEqual({ name: 'Jane', last_name: 'Citizen', email: 'jane@example.com', phone: '0412 345 678', postcode: '2000' })
    expect(readVisitorProfile(JSON.stringify(profile))).toEqual(profile)
  })

  it('fills only empty fields, so the page and the visitor win', () => {
    const filled = prefillFromProfile(
      { name: '', email: 'typed@example.com', message: 'hi' },
      { name: 'Jane', email: 'saved@example.com', postcode: '2000' },
    )
    expect(filled).toEqual({ name: 'Jane', email: 'typed@example.com', message: 'hi', postcode: '2000' })
  })

  it('reads anything unexpected as no profile', () => {
    expect(readVisitorProfile('{not json')).toEqual({})
    expect(readVisitorProfile('[1,2]')).toEqual({})
    expect(readVisitorProfile(JSON.stringify({ name: 42, email: 'a@b.co' }))).toEqual({ email: 'a@b.co' })
    expect(readVisitorProfile(null)).toEqual({})
  })
})

describe('a form block as configured in the CMS', () => {
  it('takes the site switches and the block’s own terms requirement', () => {
    expect(enquiryFormSetup(block(), { commentsRequired: false }).config.tenant).toEqual({
      commentsRequired: false,
      termsRequired: false,
      optInDefault: true,
    })
    expect(enquiryFormSetup(block({ fields: { requireTerms: true } }), {}).config.tenant?.termsRequired).toBe(true)
    expect(enquiryFormSetup(block(), { termsRequired: true }).config.tenant?.termsRequired).toBe(true)
    // The site's submit text, where the form sets none; it is display only, never part of the signed settings.
    expect(enquiryFormSetup(block(), {}).submitText).toBe('Submit Form')
    expect(enquiryFormSetup(block(), { submitText: 'Send Enquiry' }).submitText).toBe('Send Enquiry')
    expect(enquiryFormSetup(block({ submitText: 'Book Now' }), { submitText: 'Send Enquiry' }).submitText).toBe('Book Now')
    expect(enquiryFormSetup(block({ submitText: 'Submit Form' }), { submitText: 'Send Enquiry' }).submitText).toBe('Send Enquiry')
    expect(enquiryFormSetup(block(), { submitText: 'Send Enquiry' }).declaration.settings).not.toHaveProperty('submitText')
  })

  it('files careers enquiries as General Enquiry / Career Enquiry and names the fleet panel Get In Touch', () => {
    expect(enquiryFormSetup(block({ kind: 'careers' }), {})).toMatchObject({ category: 'General Enquiry', subcategory: 'Career Enquiry' })
    expect(enquiryFormSetup(block({ kind: 'fleet' }), {})).toMatchObject({ heading: 'Get In Touch', category: 'Fleet Enquiry' })
  })

  it('sends a fixed category of a general form as its answer, and shows a dealership select only with options', () => {
    const setup = enquiryFormSetup(block({ category: 'Fleet Enquiry', dealerships: [{ label: 'Springvale', value: 'springvale' }] }), {})
    expect(setup.fixedCategory).toBe('Fleet Enquiry')
    expect(setup.declaration.show).toMatchObject({ categorySelect: true, dealershipSelect: true })
    expect(enquiryFormSetup(block(), {}).declaration.show.dealershipSelect).toBe(false)
  })

  it('redirects only within the site', () => {
    expect(safeSuccessPath('/thanks')).toBe('/thanks')
    expect(safeSuccessPath('https://evil.example')).toBe('/success')
    expect(safeSuccessPath('//evil.example')).toBe('/success')
    expect(safeSuccessPath(null)).toBe('/success')
  })
})
