import { describe, expect, it } from '@jest/globals'

import { homeSlug, pageSlugForSegments, pageSlugPattern, pathForPageSlug } from './pagePath'

describe('page paths', () => {
  it('serves the home page at the root', () => {
    expect(pageSlugForSegments(undefined)).toBe(homeSlug)
    expect(pageSlugForSegments([])).toBe(homeSlug)
    expect(pathForPageSlug(homeSlug)).toBe('/')
  })

  it('joins nested segments into one slug and back', () => {
    expect(pageSlugForSegments(['pages', 'complaint-handling-process'])).toBe('pages/complaint-handling-process')
    expect(pathForPageSlug('pages/complaint-handling-process')).toBe('/pages/complaint-handling-process')
  })

  it('lower-cases and decodes segments, and rejects what no page slug can be', () => {
    expect(pageSlugForSegments(['About-Us'])).toBe('about-us')
    expect(pageSlugForSegments(['a%20b'])).toBeNull()
    expect(pageSlugForSegments(['..', 'etc'])).toBeNull()
    expect(pageSlugForSegments(['%E0%A4%A'])).toBeNull()
  })

  it('accepts only dash-separated lower-case words as slugs', () => {
    expect(pageSlugPattern.test('about-us')).toBe(true)
    expect(pageSlugPattern.test('pages/about-us')).toBe(true)
    expect(pageSlugPattern.test('About')).toBe(false)
    expect(pageSlugPattern.test('a--b')).toBe(false)
    expect(pageSlugPattern.test('/about')).toBe(false)
  })
})
