import { describe, expect, it } from '@jest/globals'
import { brandColoursOf } from '@forecourt/domain/brand'

import { leadEmailHtml } from './leadEmailHtml'

describe('the HTML part of a lead email', () => {
  const email = { subject: 'Test drive - 2024 Toyota RAV4 - Jo <Smith>', text: 'Name: Jo <b>Smith</b>\n\nPhone: 0400 000 000\n' }

  it("is drawn in the dealer's colours with its logo inline, and escapes what the shopper typed", () => {
    const colours = brandColoursOf({ brand_colour: '#2f5d3a', header_colour: '#2f5d3a', header_text_colour: '#fbf8f1' })
    const html = leadEmailHtml(email, { siteName: 'Sunshine Coast Caravans', colours, logoCid: 'logo@forecourt' })
    expect(html).toContain('<img src="cid:logo@forecourt" alt="Sunshine Coast Caravans"')
    expect(html).toContain('background:#2f5d3a;color:#fbf8f1')
    expect(html).toContain('<p style="margin:0 0 6px">Name: Jo &lt;b&gt;Smith&lt;/b&gt;</p>')
    expect(html).toContain('Jo &lt;Smith&gt;</h1>')
    expect(html).not.toContain('<b>Smith</b>')
  })

  it("shows the dealer's name where it has no logo", () => {
    const html = leadEmailHtml(email, { siteName: 'Bay & Co Motors', colours: brandColoursOf(null), logoCid: null })
    expect(html).toContain('<strong style="font-size:20px">Bay &amp; Co Motors</strong>')
    expect(html).not.toContain('cid:')
  })
})
