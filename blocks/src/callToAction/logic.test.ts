import { describe, expect, it } from '@jest/globals'

import { callToActionButtons } from './logic'

describe('callToActionButtons', () => {
  it('keeps the marketer order and style, dropping buttons that cannot link anywhere safe', () => {
    const buttons = callToActionButtons([
      { id: 'a', label: 'Book a Service', url: '/service', style: 'primary' },
      { id: 'b', label: 'Bad', url: 'javascript:alert(1)', style: 'primary' },
      { id: 'c', label: 'Offers', url: 'https://dealer.com.au/offers', style: 'secondary' },
    ])
    expect(buttons).toEqual([
      { key: 'a', label: 'Book a Service', href: '/service', style: 'primary' },
      { key: 'c', label: 'Offers', href: 'https://dealer.com.au/offers', style: 'secondary' },
    ])
  })

  it('handles no buttons', () => {
    expect(callToActionButtons(undefined)).toEqual([])
    expect(callToActionButtons(null)).toEqual([])
  })
})
