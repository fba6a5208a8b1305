import type { BrandColours } from '@forecourt/domain/brand'

import type { LeadEmail } from './delivery'

/** The dealer's brand as a lead email shows it: its colours, and its logo as an inline PNG (content id). */
export type EmailBrand = { siteName: string; colours: BrandColours; logoCid: string | null }

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character)

/**
 * The HTML part of a lead email in the dealer's brand: its logo (or name) on its header colour, the
 * same lines as the plain-text part on its page colours, a bar in the brand colour. Tables and inline
 * styles only, which is what mail clients draw; every value from the lead is escaped.
 */
export function leadEmailHtml(email: LeadEmail, brand: EmailBrand): string {
  const { colours } = brand
  const heading = brand.logoCid
    ? `<img src="cid:${escapeHtml(brand.logoCid)}" alt="${escapeHtml(brand.siteName)}" height="48" style="display:block;height:48px;width:auto;border:0">`
    : `<strong style="font-size:20px">${escapeHtml(brand.siteName)}</strong>`
  const lines = email.text
    .trimEnd()
    .split('\n')
    .map((line) => (line.trim() ? `<p style="margin:0 0 6px">${escapeHtml(line)}</p>` : '<p style="margin:0 0 12px"></p>'))
    .join('\n')
  return `<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8"><title>${escapeHtml(email.subject)}</title></head>
<body style="margin:0;padding:0;background:${colours.surface_colour}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${colours.surface_colour};color:${colours.ink_colour};font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5">
<tr><td style="padding:16px 24px;background:${colours.header_colour};color:${colours.header_text_colour}">${heading}</td></tr>
<tr><td style="height:6px;background:${colours.brand_colour}"></td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 16px;font-size:20px;color:${colours.ink_colour}">${escapeHtml(email.subject)}</h1>
${lines}
</td></tr>
<tr><td style="padding:12px 24px;background:${colours.accent_colour};color:${colours.accent_text_colour};font-size:13px">${escapeHtml(brand.siteName)}</td></tr>
</table>
</body></html>
`
}
