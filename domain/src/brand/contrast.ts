/**
 * WCAG 2.2 contrast (success criterion 1.4.3): the ratio of two colours' relative luminances, and the
 * AA thresholds it is held to. Colours are the six-digit hex the brand settings store.
 */

/** AA for normal text; large text (24 px, or 18.66 px bold) needs 3:1. */
export const AA_NORMAL_TEXT = 4.5
export const AA_LARGE_TEXT = 3

/** `#rrggbb` (or `#rgb`), case-insensitive. */
export const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i

/** The red, green and blue channels (0–255) of a hex colour, or null when it is not one. */
export function parseHexColour(colour: string): [number, number, number] | null {
  const text = colour.trim()
  if (!HEX_COLOUR.test(text)) return null
  const digits = text.length === 4 ? [...text.slice(1)].map((digit) => digit + digit).join('') : text.slice(1)
  return [0, 2, 4].map((start) => Number.parseInt(digits.slice(start, start + 2), 16)) as [number, number, number]
}

/** `#RGB` → `#rrggbb`, so stored colours compare and print one way. */
export function normaliseHexColour(colour: string): string | null {
  const channels = parseHexColour(colour)
  return channels ? `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}` : null
}

/** WCAG's relative luminance of an sRGB colour (0 for black, 1 for white). */
export function relativeLuminance([red, green, blue]: [number, number, number]): number {
  const linear = (channel: number) => {
    const value = channel / 255
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
}

/** The contrast ratio of two hex colours, from 1 (the same) to 21 (black on white); NaN when either is not a colour. */
export function contrastRatio(foreground: string, background: string): number {
  const front = parseHexColour(foreground)
  const back = parseHexColour(background)
  if (!front || !back) return Number.NaN
  const [lighter, darker] = [relativeLuminance(front), relativeLuminance(back)].sort((a, b) => b - a) as [number, number]
  return (lighter + 0.05) / (darker + 0.05)
}

/**
 * A ratio as people read it, rounded down to two decimals so a pair that fails is never shown as
 * reaching its threshold (4.4999 is "4.49:1", not "4.5:1").
 */
export function formatContrastRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2).replace(/\.?0+$/, '')}:1`
}
