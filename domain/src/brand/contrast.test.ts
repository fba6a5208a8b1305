import { describe, expect, it } from '@jest/globals'

import { brandColoursOf, brandContrastIssues, brandCssVariables, DEFAULT_BRAND_COLOURS } from './brand'
import { contrastRatio, formatContrastRatio, normaliseHexColour } from './contrast'

describe('contrast ratio (WCAG 2.2)', () => {
  it('is 21:1 for black on white and 1:1 for a colour on itself, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5)
    expect(contrastRatio('#b00716', '#B00716')).toBe(1)
  })

  it('matches published figures for greys beside the thresholds', () => {
    expect(contrastRatio('#ffffff', '#767676')).toBeCloseTo(4.54, 2)
    expect(contrastRatio('#ffffff', '#777777')).toBeCloseTo(4.48, 2)
    expect(contrastRatio('#ffffff', '#949494')).toBeCloseTo(3.03, 2)
    expect(contrastRatio('#ffffff', '#959595')).toBeCloseTo(2.995, 3)
  })

  it('is not a number for something that is not a colour', () => {
    expect(contrastRatio('red', '#ffffff')).toBeNaN()
    expect(normaliseHexColour('#ABC')).toBe('#aabbcc')
    expect(normaliseHexColour('#abcd')).toBeNull()
  })

  it('never rounds a failing ratio up to its threshold', () => {
    expect(formatContrastRatio(4.4999)).toBe('4.49:1')
    expect(formatContrastRatio(4.5)).toBe('4.5:1')
    expect(formatContrastRatio(21)).toBe('21:1')
  })
})

describe('brand contrast rule', () => {
  const brand = (changes: Partial<typeof DEFAULT_BRAND_COLOURS>) => brandColoursOf({ ...DEFAULT_BRAND_COLOURS, ...changes })

  it('accepts the default look', () => {
    expect(brandContrastIssues(DEFAULT_BRAND_COLOURS)).toEqual([])
  })

  it('accepts button text just above 4.5:1 and refuses it just below, naming the pair and its ratio', () => {
    expect(brandContrastIssues(brand({ brand_colour: '#767676' }))).toEqual([])
    const issues = brandContrastIssues(brand({ brand_colour: '#777777' }))
    // The brand colour is also the links' colour on the page background: both pairs fall below.
    expect(issues.map((issue) => issue.label)).toEqual(['Button text on the brand colour', 'Links on the page background'])
    expect(issues[0]).toMatchObject({ field: 'brand_text_colour', required: 4.5 })
    expect(issues[0]?.message).toBe(
      'Button text on the brand colour (#ffffff on #777777) has a contrast of 4.47:1; WCAG 2.2 AA needs at least 4.5:1.',
    )
  })

  it('holds the header pair to 4.5:1', () => {
    expect(brandContrastIssues(brand({ header_colour: '#767676', header_text_colour: '#ffffff' }))).toEqual([])
    expect(brandContrastIssues(brand({ header_colour: '#777777', header_text_colour: '#ffffff' })).map((issue) => issue.label)).toEqual([
      'Header text on the header background',
    ])
  })

  it('holds large accent headings to 3:1, not 4.5:1', () => {
    // #949494 on white is 3.03:1: enough for large headings, not for the footer's normal-size text on it.
    const justAbove = brandContrastIssues(brand({ accent_colour: '#949494', accent_text_colour: '#000000' }))
    expect(justAbove).toEqual([])
    const justBelow = brandContrastIssues(brand({ accent_colour: '#959595', accent_text_colour: '#000000' }))
    expect(justBelow).toHaveLength(1)
    expect(justBelow[0]).toMatchObject({
      label: 'Large headings in the accent colour on the page background',
      field: 'accent_colour',
      required: 3,
    })
    expect(justBelow[0]?.message).toMatch(/has a contrast of 2\.99:1; WCAG 2\.2 AA needs at least 3:1 for large text\.$/)
  })

  it('fills unset or malformed colours from the default and turns the brand into CSS custom properties', () => {
    const colours = brandColoursOf({ brand_colour: '#D40A1E', ink_colour: 'not a colour', header_colour: null })
    expect(colours.brand_colour).toBe('#d40a1e')
    expect(colours.ink_colour).toBe(DEFAULT_BRAND_COLOURS.ink_colour)
    expect(brandCssVariables(colours, 40)).toMatchObject({ '--fc-brand': '#d40a1e', '--fc-radius': '24px' })
    expect(brandCssVariables(colours, null)['--fc-radius']).toBe('6px')
  })
})
