/**
 * A dealer's brand: the colours, corner radius and typefaces its site is drawn in, and which of them
 * must stay readable on which. The settings store them (cms), the renderer turns them into CSS custom
 * properties; both read the rules here.
 */
import { AA_LARGE_TEXT, AA_NORMAL_TEXT, contrastRatio, formatContrastRatio, normaliseHexColour } from './contrast'

/** Typefaces served from the platform itself (no outside font service); `system` downloads nothing. */
export const BRAND_FONTS = ['system', 'inter', 'nunito', 'lora', 'oswald'] as const
export type BrandFont = (typeof BRAND_FONTS)[number]

export const BRAND_FONT_LABELS: Record<BrandFont, string> = {
  system: "System (the visitor's own, nothing to download)",
  inter: 'Inter (sans-serif)',
  nunito: 'Nunito (rounded sans-serif)',
  lora: 'Lora (serif)',
  oswald: 'Oswald (condensed, for headings)',
}

export const BRAND_COLOUR_FIELDS = [
  'brand_colour',
  'brand_text_colour',
  'accent_colour',
  'accent_text_colour',
  'surface_colour',
  'ink_colour',
  'header_colour',
  'header_text_colour',
] as const
export type BrandColourField = (typeof BRAND_COLOUR_FIELDS)[number]
export type BrandColours = Record<BrandColourField, string>

export const BRAND_COLOUR_LABELS: Record<BrandColourField, string> = {
  brand_colour: 'Brand colour (buttons, links)',
  brand_text_colour: 'Text on the brand colour',
  accent_colour: 'Accent colour (footer, headings)',
  accent_text_colour: 'Text on the accent colour',
  surface_colour: 'Page background',
  ink_colour: 'Body text',
  header_colour: 'Header background',
  header_text_colour: 'Header text',
}

export const CORNER_RADIUS_MAX_PX = 24

/** The look of a site whose marketer has set nothing: the platform's neutral red and ink. */
export const DEFAULT_BRAND_COLOURS: BrandColours = {
  brand_colour: '#b00716',
  brand_text_colour: '#ffffff',
  accent_colour: '#111827',
  accent_text_colour: '#e5e7eb',
  surface_colour: '#ffffff',
  ink_colour: '#111827',
  header_colour: '#ffffff',
  header_text_colour: '#111827',
}
const DEFAULT_CORNER_RADIUS_PX = 6

/**
 * Every foreground/background pair the site draws from the brand colours. `large` pairs are only ever
 * drawn as large text (the accent headings: 24 px and bold), so they need 3:1 rather than 4.5:1.
 */
const BRAND_CONTRAST_PAIRS: ReadonlyArray<{
  label: string
  foreground: BrandColourField
  background: BrandColourField
  large?: boolean
}> = [
  { label: 'Button text on the brand colour', foreground: 'brand_text_colour', background: 'brand_colour' },
  { label: 'Links on the page background', foreground: 'brand_colour', background: 'surface_colour' },
  { label: 'Body text on the page background', foreground: 'ink_colour', background: 'surface_colour' },
  { label: 'Header text on the header background', foreground: 'header_text_colour', background: 'header_colour' },
  { label: 'Footer text on the accent colour', foreground: 'accent_text_colour', background: 'accent_colour' },
  {
    label: 'Large headings in the accent colour on the page background',
    foreground: 'accent_colour',
    background: 'surface_colour',
    large: true,
  },
]

type BrandContrastIssue = {
  label: string
  /** The field the marketer changes to fix it (the foreground), for the error's place in the form. */
  field: BrandColourField
  ratio: number
  required: number
  message: string
}

/** The colours in effect: each one set (and valid) or the default. */
export function brandColoursOf(settings: Partial<Record<BrandColourField, string | null | undefined>> | null | undefined): BrandColours {
  const colours = { ...DEFAULT_BRAND_COLOURS }
  for (const field of BRAND_COLOUR_FIELDS) {
    const value = settings?.[field]
    const colour = value ? normaliseHexColour(value) : null
    if (colour) colours[field] = colour
  }
  return colours
}

/** The pairs below WCAG 2.2 AA, each with a message naming the pair and its ratio. */
export function brandContrastIssues(colours: BrandColours): BrandContrastIssue[] {
  return BRAND_CONTRAST_PAIRS.flatMap((pair) => {
    const ratio = contrastRatio(colours[pair.foreground], colours[pair.background])
    const required = pair.large ? AA_LARGE_TEXT : AA_NORMAL_TEXT
    if (!(ratio < required)) return []
    return [
      {
        label: pair.label,
        field: pair.foreground,
        ratio,
        required,
        message: `${pair.label} (${colours[pair.foreground]} on ${colours[pair.background]}) has a contrast of ${formatContrastRatio(ratio)}; WCAG 2.2 AA needs at least ${formatContrastRatio(required)}${pair.large ? ' for large text' : ''}.`,
      },
    ]
  })
}

/** The CSS custom properties of a brand (the site's stylesheet reads only these). */
export function brandCssVariables(colours: BrandColours, cornerRadiusPx: number | null | undefined): Record<string, string> {
  const radius = Math.min(CORNER_RADIUS_MAX_PX, Math.max(0, Math.round(cornerRadiusPx ?? DEFAULT_CORNER_RADIUS_PX)))
  return {
    '--fc-brand': colours.brand_colour,
    '--fc-brand-ink': colours.brand_text_colour,
    '--fc-accent': colours.accent_colour,
    '--fc-accent-ink': colours.accent_text_colour,
    '--fc-surface': colours.surface_colour,
    '--fc-ink': colours.ink_colour,
    '--fc-header': colours.header_colour,
    '--fc-header-ink': colours.header_text_colour,
    '--fc-radius': `${radius}px`,
  }
}
