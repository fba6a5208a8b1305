import { describe, expect, it } from '@jest/globals'

import {
  isOfferShownOnSite,
  isPromoCardLive,
  isWithinPromotionWindow,
  JULY_2025_PROMOTION,
  offerDescription,
  offerDisclaimer,
  offerImage,
  offersForSite,
  offersLiveOnSite,
  offerUrl,
  type OfferDocument,
  slugify,
} from './offers'

describe('offerUrl', () => {
  it('puts the manufacturer first on multi-brand sites', () => {
    expect(offerUrl({ id: 12, manufacturer: 'Mercedes Benz' }, {})).toBe('/offers/mercedes-benz/12')
    expect(offerUrl({ id: 12, manufacturer: { name: 'Land Rover' } }, { manufacturer: '' })).toBe('/offers/land-rover/12')
    expect(offerUrl({ id: 12, manufacturer: { slug: 'kia', name: 'Kia Motors' } }, {})).toBe('/offers/kia/12')
  })
  it('uses the short form on single-manufacturer sites or without a brand', () => {
    expect(offerUrl({ id: 12, manufacturer: 'Toyota' }, { manufacturer: 'Toyota' })).toBe('/offers/12')
    expect(offerUrl({ id: 12 }, {})).toBe('/offers/12')
  })
  it('slugifies', () => {
    expect(slugify(' Škoda & Co.  ')).toBe('skoda-and-co')
  })
})

describe('offer texts', () => {
  it('shows descriptions of 200 characters or fewer in full', () => {
    const text = 'a'.repeat(200)
    expect(offerDescription({ description: text })).toEqual({ text, full: text, truncated: false, toggleLabel: null })
  })
  it('truncates longer descriptions to 160 with View more', () => {
    const text = 'b'.repeat(201)
    const result = offerDescription({ description: `<p>${text}</p>` })
    expect(result?.text).toBe('b'.repeat(160) + '...')
    expect(result?.toggleLabel).toBe('View more')
    expect(result?.full).toBe(text)
  })
  it('prefers the sanitized description and gives null for none', () => {
    expect(offerDescription({ description: '<b>x</b>', sanitized_description: 'Clean' })?.text).toBe('Clean')
    expect(offerDescription({})).toBeNull()
  })
  it('truncates the disclaimer at 200 with View full disclaimer', () => {
    expect(offerDisclaimer({ disclaimer: 'c'.repeat(200) })?.truncated).toBe(false)
    const long = offerDisclaimer({ disclaimer: 'c'.repeat(250) })
    expect(long?.text).toBe('c'.repeat(200) + '...')
    expect(long?.toggleLabel).toBe('View full disclaimer')
    expect(offerDisclaimer({ disclaimer: '  ' })).toBeNull()
  })
})

describe('sites and images', () => {
  it('hides offers on excluded websites', () => {
    expect(isOfferShownOnSite({ excluded_website_ids: [3, '7'] }, 7)).toBe(false)
    expect(isOfferShownOnSite({ excluded_website_ids: null }, 7)).toBe(true)
    expect(offersForSite([{ id: 1, excluded_website_ids: [2] }, { id: 2 }], '2').map((o) => o.id)).toEqual([2])
  })
  it('chooses image_url, then image_or_model_image', () => {
    expect(offerImage({ image_url: 'a.jpg', image_or_model_image: 'b.jpg' })).toBe('a.jpg')
    expect(offerImage({ image_url: ' ', image_or_model_image: 'b.jpg' })).toBe('b.jpg')
    expect(offerImage({})).toBeNull()
  })
})

describe('promotion windows', () => {
  it('shows the July 2025 card on east-coast days 1 to 24 July', () => {
    // 30 June 13:59 UTC is 23:59 on 30 June in Sydney (AEST, UTC+10).
    expect(isWithinPromotionWindow(JULY_2025_PROMOTION, new Date('2025-06-30T13:59:00Z'))).toBe(false)
    expect(isWithinPromotionWindow(JULY_2025_PROMOTION, new Date('2025-06-30T14:00:00Z'))).toBe(true)
    expect(isWithinPromotionWindow(JULY_2025_PROMOTION, new Date('2025-07-24T13:59:00Z'))).toBe(true)
    expect(isWithinPromotionWindow(JULY_2025_PROMOTION, new Date('2025-07-24T14:00:00Z'))).toBe(false)
  })
  it('checks promo card start and expiry', () => {
    const now = new Date('2025-03-10T00:00:00Z')
    expect(isPromoCardLive({}, now)).toBe(true)
    expect(isPromoCardLive({ start: '2025-03-01T00:00:00Z', expiry: '2025-03-31T00:00:00Z' }, now)).toBe(true)
    expect(isPromoCardLive({ start: '2025-03-11' }, now)).toBe(false)
    expect(isPromoCardLive({ expiry: '2025-03-10' }, now)).toBe(true)
    expect(isPromoCardLive({ expiry: '2025-03-09T23:59:59Z' }, now)).toBe(false)
    expect(isPromoCardLive({ expiry: 'never' }, now)).toBe(false)
  })
})

describe('offersLiveOnSite', () => {
  const now = new Date('2026-03-10T00:00:00Z')
  const offers: OfferDocument[] = [
    { id: 1, name: 'Always' },
    { id: 2, name: 'Excluded here', excluded_websites: ['dealer.com.au'] },
    { id: 3, name: 'Over', end: '2026-03-01' },
    { id: 4, name: 'Not yet', start: '2026-03-11T00:00:00Z' },
    { id: 5, name: 'Window', start: '2026-03-01T00:00:00Z', end: '2026-03-31' },
  ]
  it('drops offers outside their window and those excluded from the website asked', () => {
    expect(offersLiveOnSite(offers, 'dealer.com.au', now).map((offer) => offer.id)).toEqual([1, 5])
    expect(offersLiveOnSite(offers, 'dealer.localhost', now).map((offer) => offer.id)).toEqual([1, 2, 5])
  })
})
