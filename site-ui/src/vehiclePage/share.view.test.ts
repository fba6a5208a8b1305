import { describe, expect, it } from '@jest/globals'

import { COPY_NOTICE_MS, SHARE_POPUP_SIZE, shareLinks, sharePopupFeatures } from './share.view'

describe('share links', () => {
  const links = shareLinks('https://acme.example/cars/2022-kia-ev6-x1', '2022 Kia EV6 GT & more')

  it('encodes the page address and title for each network', () => {
    expect(links.map((link) => link.id)).toEqual(['facebook', 'x', 'linkedin', 'whatsapp', 'email', 'sms'])
    const byId = Object.fromEntries(links.map((link) => [link.id, link]))
    expect(byId.facebook?.href).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Facme.example%2Fcars%2F2022-kia-ev6-x1')
    expect(byId.x?.href).toContain('text=2022%20Kia%20EV6%20GT%20%26%20more')
    expect(byId.email?.href).toBe(
      'mailto:?subject=2022%20Kia%20EV6%20GT%20%26%20more&body=2022%20Kia%20EV6%20GT%20%26%20more%20https%3A%2F%2Facme.example%2Fcars%2F2022-kia-ev6-x1',
    )
    expect(byId.sms?.href.startsWith('sms:?&body=')).toBe(true)
  })

  it('opens social networks in a popup and mail and text in their apps', () => {
    expect(links.filter((link) => link.popup).map((link) => link.id)).toEqual(['facebook', 'x', 'linkedin', 'whatsapp'])
    // WCAG 2.5.3: the accessible name includes the visible text.
    expect(links.every((link) => link.label.toLowerCase().includes(link.name.toLowerCase()))).toBe(true)
  })

  it('centres a 550×400 popup on the window', () => {
    expect(SHARE_POPUP_SIZE).toEqual({ width: 550, height: 400 })
    expect(sharePopupFeatures({ left: 100, top: 50, width: 1350, height: 1000 })).toBe('width=550,height=400,left=500,top=350')
    expect(sharePopupFeatures({ left: 0, top: 0, width: 300, height: 200 })).toBe('width=550,height=400,left=0,top=0')
  })

  it('shows the copy notice for 1.5 seconds', () => {
    expect(COPY_NOTICE_MS).toBe(1500)
  })
})
