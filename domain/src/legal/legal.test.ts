import { describe, expect, it } from '@jest/globals'

import {
  complaintsRegulators,
  complaintsRegulatorsForLocations,
  isPopupVisible,
  popupDismissalKey,
  PRIVACY_POLICY_TOPICS,
  REGULATORS,
  reviewFeedbackLanding,
  stateCode,
} from './rules'

describe('regulators', () => {
  it('covers all eight states', () => {
    expect(Object.keys(REGULATORS)).toEqual(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'])
    expect(REGULATORS.NSW).toEqual({ state: 'NSW', name: 'NSW Fair Trading', website: 'https://www.fairtrading.nsw.gov.au' })
    expect(Object.values(REGULATORS).every((regulator) => regulator.website.startsWith('https://'))).toBe(true)
  })
  it('lists each state once in a stable order, then the legal-advice line', () => {
    const result = complaintsRegulators(['vic', 'New South Wales', 'NSW', null, 'Auckland', ' VIC '])
    expect(result.regulators.map((regulator) => regulator.state)).toEqual(['NSW', 'VIC'])
    expect(result.closing).toBe('or seek independent legal advice')
    expect(complaintsRegulators(undefined).regulators).toEqual([])
  })
  it('reads states from visible locations', () => {
    const result = complaintsRegulatorsForLocations([
      { address: { state: 'WA' } },
      { address: { state: 'QLD' }, visible: false },
      { address: null },
    ])
    expect(result.regulators.map((regulator) => regulator.name)).toEqual(['Consumer Protection WA'])
    expect(stateCode('western australia')).toBe('WA')
    expect(stateCode('')).toBeNull()
  })
})

describe('privacy policy', () => {
  it('keeps the topics in the spec order', () => {
    expect(PRIVACY_POLICY_TOPICS).toHaveLength(12)
    expect(PRIVACY_POLICY_TOPICS[0]).toMatch(/^Why/)
    expect(PRIVACY_POLICY_TOPICS[11]).toMatch(/Changes/)
  })
})

describe('reviewFeedbackLanding', () => {
  it('defaults the names', () => {
    expect(reviewFeedbackLanding({}, 'https://g.page/r/abc')).toEqual({
      firstName: 'Valued Customer',
      dealershipName: 'Our Dealership',
      greatExperienceHref: 'https://g.page/r/abc',
      badExperienceHref: '/customer-feedback-survey',
    })
    expect(reviewFeedbackLanding(new URLSearchParams('first_name=%20%20'), null).firstName).toBe('Valued Customer')
  })
  it('trims and caps the query values', () => {
    const landing = reviewFeedbackLanding(
      new URLSearchParams({ first_name: '  Jane  ', dealership_name: 'x'.repeat(150) }),
      'javascript:alert(1)',
    )
    expect(landing.firstName).toBe('Jane')
    expect(landing.dealershipName).toHaveLength(100)
    expect(landing.greatExperienceHref).toBeNull()
    expect(reviewFeedbackLanding({ first_name: ['Sam', 'Other'] }).firstName).toBe('Sam')
    expect(reviewFeedbackLanding({ first_name: 'y'.repeat(80) }).firstName).toHaveLength(50)
  })
})

describe('popup', () => {
  const now = new Date('2025-07-10T00:00:00Z')
  it('is visible by default and hidden once dismissed', () => {
    expect(isPopupVisible({}, null, now)).toBe(true)
    expect(isPopupVisible({}, 'true', now)).toBe(false)
    expect(isPopupVisible({}, true, now)).toBe(false)
    expect(isPopupVisible({}, 'false', now)).toBe(true)
    expect(popupDismissalKey({ id: 7 })).toBe('popup-dismissed-7')
  })
  it('is hidden after its expiry', () => {
    expect(isPopupVisible({ expiry: '2025-07-09T23:59:59Z' }, null, now)).toBe(false)
    expect(isPopupVisible({ expiry: '2025-07-10T00:00:00Z' }, null, now)).toBe(true)
    // 10 July 00:00 UTC is already 10 July in Sydney, so a 9 July expiry has passed.
    expect(isPopupVisible({ expiry: '2025-07-09' }, null, now)).toBe(false)
    expect(isPopupVisible({ expiry: '2025-07-10' }, null, now)).toBe(true)
    expect(isPopupVisible({ expiry: 'soon' }, null, now)).toBe(true)
  })
})
