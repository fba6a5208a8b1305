import { describe, expect, it } from '@jest/globals'

import { isStickyBarExpanded, STICKY_BAR_EXPAND_AFTER_PX } from './stickyBar.view'

describe('sticky bar', () => {
  it('expands only after more than 900 px of scrolling', () => {
    expect(STICKY_BAR_EXPAND_AFTER_PX).toBe(900)
    expect(isStickyBarExpanded(0)).toBe(false)
    expect(isStickyBarExpanded(900)).toBe(false)
    expect(isStickyBarExpanded(901)).toBe(true)
  })
})
