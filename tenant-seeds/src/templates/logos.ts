/**
 * Each template's logo: an original emblem in the template's colours beside the dealer's name, drawn as
 * SVG (for light backgrounds, and a variant for dark ones). A clone gets the emblem with its own name,
 * listed as a template value to replace with the dealer's real logo.
 */
export type LogoFile = { data: Uint8Array; mimetype: 'image/svg+xml' | 'image/png' }

/** The logo for light backgrounds, and one for dark backgrounds (without it, the same logo is used there). */
export type TemplateLogos = { alt: string; light: LogoFile; dark?: LogoFile }

const svgFile = (svg: string): LogoFile => ({ data: new TextEncoder().encode(svg), mimetype: 'image/svg+xml' })

type Emblem = (colours: { main: string; second: string }) => string

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`)

/** The name on two lines ("Harbourside" / "TOYOTA"), the second in small capitals. */
function nameLines(name: string): [string, string] {
  const words = name.trim().split(/\s+/)
  if (words.length < 2) return [name.trim(), '']
  const split = Math.ceil(words.length / 2)
  return [words.slice(0, split).join(' '), words.slice(split).join(' ').toUpperCase()]
}

function logoSvg(name: string, emblem: Emblem, colours: { main: string; second: string; text: string }): string {
  const [first, second] = nameLines(name)
  // Widths from the characters' average advance in a bold sans-serif (0.6 em, 0.7 em for capitals with spacing).
  const textWidth = Math.ceil(Math.max(first.length * 30 * 0.6, second.length * 18 * 0.72))
  const width = 112 + textWidth + 8
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="96" viewBox="0 0 ${width} 96" role="img">
<title>${escapeXml(name)}</title>
<g>${emblem(colours)}</g>
<text x="112" y="${second ? 46 : 60}" font-family="Arial, Helvetica, sans-serif" font-size="30" font-weight="700" fill="${colours.text}">${escapeXml(first)}</text>
${second ? `<text x="113" y="74" font-family="Arial, Helvetica, sans-serif" font-size="18" font-weight="700" letter-spacing="2.5" fill="${colours.text}">${escapeXml(second)}</text>` : ''}
</svg>`
}

/** Three interlocking ellipses in the franchise's red: an original mark in the manner of a car maker's. */
const ovalsEmblem: Emblem = ({ main }) =>
  `<ellipse cx="48" cy="48" rx="44" ry="30" fill="none" stroke="${main}" stroke-width="7"/>
<ellipse cx="48" cy="36" rx="26" ry="11" fill="none" stroke="${main}" stroke-width="6"/>
<ellipse cx="48" cy="52" rx="10" ry="24" fill="none" stroke="${main}" stroke-width="6"/>`

/** The Southern Cross: four stars and the small fifth in a rounded square. */
const crossEmblem: Emblem = ({ main, second }) => {
  const star = (cx: number, cy: number, r: number) => {
    const points = Array.from({ length: 10 }, (_, index) => {
      const angle = (Math.PI / 5) * index - Math.PI / 2
      const radius = index % 2 === 0 ? r : r * 0.45
      return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`
    })
    return `<polygon points="${points.join(' ')}" fill="${second}"/>`
  }
  return `<rect x="2" y="2" width="92" height="92" rx="18" fill="${main}"/>
${star(48, 18, 11)}${star(48, 78, 12)}${star(22, 46, 10)}${star(72, 40, 9)}${star(62, 60, 5)}`
}

/** A sun over two hills, and the road to the coast. */
const sunEmblem: Emblem = ({ main, second }) =>
  `<circle cx="48" cy="44" r="24" fill="${second}"/>
<path d="M2 86 C22 48 46 52 60 66 C70 56 84 54 94 62 L94 94 L2 94 Z" fill="${main}"/>
<path d="M44 94 C50 80 58 74 70 70" fill="none" stroke="#fbf8f1" stroke-width="4" stroke-linecap="round"/>`

export const toyotaLogos = (name: string): TemplateLogos => ({
  alt: `${name} logo`,
  light: svgFile(logoSvg(name, ovalsEmblem, { main: '#d40a1e', second: '#d40a1e', text: '#1a1a1a' })),
  dark: svgFile(logoSvg(name, ovalsEmblem, { main: '#ff4d5e', second: '#ff4d5e', text: '#ffffff' })),
})

export const usedCarGroupLogos = (name: string): TemplateLogos => ({
  alt: `${name} logo`,
  light: svgFile(logoSvg(name, crossEmblem, { main: '#123c69', second: '#f2b705', text: '#123c69' })),
  dark: svgFile(logoSvg(name, crossEmblem, { main: '#f2b705', second: '#123c69', text: '#ffffff' })),
})

export const caravanDealerLogos = (name: string): TemplateLogos => ({
  alt: `${name} logo`,
  light: svgFile(logoSvg(name, sunEmblem, { main: '#2f5d3a', second: '#e8a33d', text: '#1f2a1f' })),
  dark: svgFile(logoSvg(name, sunEmblem, { main: '#9cc5a1', second: '#f3c05b', text: '#fbf8f1' })),
})
