import type { BrandFont } from '@forecourt/domain/brand'
import localFont from 'next/font/local'

// The typefaces a marketer may choose (domain/src/brand), self-hosted: the Latin subset of each
// variable font (one file for every weight) from its open-licence package, served with the site's own
// files. Not preloaded: every tenant's stylesheet declares all of them, and a browser downloads only
// the faces its page uses (the tenant's heading and body), while the metric-matched fallback
// (adjustFontFallback) keeps the swap from moving the page.
const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  preload: false,
  variable: '--fc-font-inter',
  fallback: ['system-ui', 'Arial', 'sans-serif'],
})
const nunito = localFont({
  src: '../node_modules/@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2',
  weight: '200 1000',
  display: 'swap',
  preload: false,
  variable: '--fc-font-nunito',
  fallback: ['system-ui', 'Arial', 'sans-serif'],
})
const lora = localFont({
  src: '../node_modules/@fontsource-variable/lora/files/lora-latin-wght-normal.woff2',
  weight: '400 700',
  display: 'swap',
  preload: false,
  variable: '--fc-font-lora',
  fallback: ['Georgia', 'Times New Roman', 'serif'],
  adjustFontFallback: 'Times New Roman',
})
const oswald = localFont({
  src: '../node_modules/@fontsource-variable/oswald/files/oswald-latin-wght-normal.woff2',
  weight: '200 700',
  display: 'swap',
  preload: false,
  variable: '--fc-font-oswald',
  fallback: ['Arial Narrow', 'Arial', 'sans-serif'],
})

/** Classes that declare each typeface's custom property on <html> (declaring one downloads nothing). */
export const brandFontClassNames = [inter, nunito, lora, oswald].map((font) => font.variable).join(' ')

const SYSTEM_STACK = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"

/** The font-family value of a chosen typeface. */
export function brandFontFamily(font: BrandFont): string {
  return font === 'system' ? SYSTEM_STACK : `var(--fc-font-${font})`
}
