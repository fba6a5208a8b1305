import { describe, expect, it } from '@jest/globals'

import { buttonView } from './button'
import { isExternalHref, safeHref } from './links'

describe('safeHref', () => {
  it('keeps site paths, anchors and web, mail, phone and sms links', () => {
    for (const href of [
      '/service',
      '#finance-calculator',
      'https://dealer.com.au/x',
      'mailto:a@b.au',
      'tel:0299990000',
      'sms:0400000000',
    ]) {
      expect(safeHref(href)).toBe(href)
    }
  })

  it('drops script URLs, protocol-relative links and nonsense', () => {
    expect(safeHref('javascript:alert(1)')).toBeNull()
    expect(safeHref(' JaVaScRiPt:alert(1)')).toBeNull()
    expect(safeHref('//evil.example/x')).toBeNull()
    expect(safeHref('data:text/html,hi')).toBeNull()
    expect(safeHref('not a url')).toBeNull()
    expect(safeHref('')).toBeNull()
    expect(safeHref(null)).toBeNull()
  })

  it('tells external links from site paths', () => {
    expect(isExternalHref('https://x.au')).toBe(true)
    expect(isExternalHref('/x')).toBe(false)
  })
})

describe('buttonView', () => {
  it('needs both a label and a safe link', () => {
    expect(buttonView({ label: ' Book ', url: '/service' })).toEqual({ label: 'Book', href: '/service' })
    expect(buttonView({ label: 'Book', url: 'javascript:x' })).toBeNull()
    expect(buttonView({ label: '', url: '/service' })).toBeNull()
    expect(buttonView(undefined)).toBeNull()
  })
})
