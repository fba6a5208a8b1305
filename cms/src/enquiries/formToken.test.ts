import { describe, expect, it } from '@jest/globals'

import { consentWordingVersion, signEnquiryForm, verifyEnquiryForm, type EnquiryFormClaims } from './formToken'

const claims: EnquiryFormClaims = {
  tenant: 3,
  page: 12,
  block: '65f0c1d2e3',
  kind: 'test-drive',
  settings: { commentsRequired: true, termsRequired: true, optInDefault: true },
  show: { preferredContactMethod: true },
  opt_in_wording: 'Keep me up to date with news, offers and events from the dealership.',
  terms_wording: 'I agree to the test drive terms and conditions.',
}

describe('the signed enquiry form', () => {
  it('gives back exactly what was signed, with the same secret only', () => {
    const token = signEnquiryForm('secret-one', claims)
    expect(verifyEnquiryForm('secret-one', token)).toEqual(claims)
    expect(verifyEnquiryForm('secret-two', token)).toBeNull()
  })

  it('refuses a token with one word changed, a signature cut short, or no token at all', () => {
    const [body, signature] = signEnquiryForm('secret-one', claims).split('.')
    const forged = Buffer.from(JSON.stringify({ ...claims, settings: { ...claims.settings, termsRequired: false } })).toString('base64url')
    for (const token of [
      `${forged}.${signature}`,
      `${body}.${signature?.slice(0, 20)}`,
      `${body}`,
      `${body}.${signature}.x`,
      '',
      42,
      null,
      'x'.repeat(20_000),
    ]) {
      expect(verifyEnquiryForm('secret-one', token)).toBeNull()
    }
  })

  it('versions the wording: the same words give the same version, any change a new one', () => {
    const wording = { optIn: claims.opt_in_wording, terms: claims.terms_wording, termsRequired: true }
    expect(consentWordingVersion(wording)).toBe(consentWordingVersion({ ...wording }))
    expect(consentWordingVersion(wording)).toMatch(/^sha256:[0-9a-f]{16}$/)
    expect(consentWordingVersion({ ...wording, terms: 'I agree to the terms.' })).not.toBe(consentWordingVersion(wording))
    expect(consentWordingVersion({ ...wording, termsRequired: false })).not.toBe(consentWordingVersion(wording))
  })
})
