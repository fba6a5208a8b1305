import { describe, expect, it } from '@jest/globals'

import { offerCardView } from './offers.view'

const media = {
  alt: 'RAV4',
  url: '/api/media/file/rav4.webp',
  width: 1920,
  height: 800,
  sizes: { card: { url: '/api/media/file/rav4-1000x750.webp', width: 1000, height: 750 } },
}

describe('offerCardView', () => {
  it('links by the site rule and uses the uploaded card image', () => {
    const view = offerCardView({ id: 4, name: 'Sportage', manufacturer: 'Kia', image: media, image_url: 'https://cdn.test/x.jpg' }, null)
    expect(view.href).toBe('/offers/kia/4')
    expect(view.image).toEqual({ src: '/uploads/rav4-1000x750.webp', alt: 'RAV4', width: 1000, height: 750 })
    expect(offerCardView({ id: 4, name: 'Sportage', manufacturer: 'Kia' }, 'Kia').href).toBe('/offers/4')
  })

  it('falls back to an https image URL only, named after the offer', () => {
    expect(offerCardView({ id: 1, name: 'Deal', image: 7, image_url: 'https://cdn.test/deal.jpg' }, null).image).toEqual({
      src: 'https://cdn.test/deal.jpg',
      alt: 'Deal',
      width: 1000,
      height: 750,
    })
    expect(offerCardView({ id: 1, name: 'Deal', image_url: 'http://cdn.test/deal.jpg' }, null).image).toBeNull()
    expect(offerCardView({ id: 1, name: 'Deal', image_url: 'javascript:alert(1)' }, null).image).toBeNull()
  })

  it('keeps a safe model link and truncates texts by the offer rules', () => {
    const view = offerCardView(
      {
        id: 1,
        name: 'Deal',
        model: { name: ' RAV4 ', override_url: 'javascript:alert(1)' },
        description: 'd'.repeat(201),
        disclaimer: 'short',
        category: '  ',
      },
      'Toyota',
    )
    expect(view.model).toEqual({ name: 'RAV4', href: null })
    expect(view.description?.toggleLabel).toBe('View more')
    expect(view.disclaimer).toEqual({ text: 'short', full: 'short', truncated: false, toggleLabel: null })
    expect(view.category).toBeNull()
    expect(offerCardView({ id: 1, name: 'Deal', model: { name: 'RAV4', override_url: '/new-cars/rav4' } }, null).model?.href).toBe(
      '/new-cars/rav4',
    )
  })
})
