import { describe, expect, it } from '@jest/globals'

import type { Media } from '@forecourt/schema'

import { heroImage } from './logic'

const media = (overrides: Partial<Media>): Media =>
  ({ id: 1, alt: 'A car', url: '/api/media/file/a.webp', width: 3000, height: 1200, updatedAt: '', createdAt: '', ...overrides }) as Media

describe('heroImage', () => {
  it('prefers the hero rendition', () => {
    const image = media({ sizes: { hero: { url: '/api/media/file/a-1920x800.webp', width: 1920, height: 800 } } })
    expect(heroImage(image)).toEqual({ src: '/uploads/a-1920x800.webp', alt: 'A car', width: 1920, height: 800 })
  })

  it('falls back to the original when the image was smaller than the hero size', () => {
    expect(heroImage(media({ sizes: { hero: { url: null, width: null, height: null } } }))).toEqual({
      src: '/uploads/a.webp',
      alt: 'A car',
      width: 3000,
      height: 1200,
    })
  })

  it('shows no image for an unpopulated id, a missing URL or unknown dimensions', () => {
    expect(heroImage(7)).toBeNull()
    expect(heroImage(null)).toBeNull()
    expect(heroImage(media({ url: null }))).toBeNull()
    expect(heroImage(media({ width: null }))).toBeNull()
  })
})
