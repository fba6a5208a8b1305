import 'server-only'

import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { mediaDir } from '@forecourt/cms'
import { uploadFileName } from '@forecourt/domain/urls'
import sharp from 'sharp'

import type { BrandImage, SiteBrand } from '@/lib/reads/brand'

/** An uploaded file of the site's own (`/uploads/{name}`), or null for anything else (another host, a missing file). */
export async function readUpload(src: string | null | undefined): Promise<Buffer | null> {
  const match = src ? /^\/uploads\/([^/?#]+)$/.exec(src) : null
  const name = match ? uploadFileName([match[1] ?? '']) : null
  if (!name) return null
  return readFile(path.join(mediaDir, name)).catch(() => null)
}

/** The logo as a PNG that fits in the box given (an SVG is drawn at that size, not scaled up from its own). */
export async function logoPng(logo: BrandImage | null, width: number, height: number): Promise<Buffer | null> {
  const file = await readUpload(logo?.src)
  if (!file) return null
  try {
    return await sharp(file, { density: 300 }).resize({ width, height, fit: 'inside' }).png().toBuffer()
  } catch {
    return null
  }
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`)

/** Up to two initials of the dealer's name: the icon of a site without a logo. */
function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^[A-Za-z0-9]/.test(word))
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('')
}

/**
 * The site's square icon (favicon, apple-touch, manifest), drawn with sharp: the logo centred on the
 * page background, or, without a logo, the dealer's initials on the brand colour.
 */
export async function appIconPng(brand: SiteBrand, siteName: string, size: number): Promise<Buffer> {
  const padding = Math.round(size * 0.1)
  const logo = await logoPng(brand.logo, size - 2 * padding, size - 2 * padding)
  if (logo) {
    return sharp({ create: { width: size, height: size, channels: 4, background: brand.colours.surface_colour } })
      .composite([{ input: logo, gravity: 'centre' }])
      .png()
      .toBuffer()
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
  <rect width="100" height="100" rx="18" fill="${brand.colours.brand_colour}"/>
  <text x="50" y="50" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="44" fill="${brand.colours.brand_text_colour}">${escapeXml(initialsOf(siteName))}</text>
</svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

/** A PNG answer the proxy's public Cache-Control covers (site routes); the address carries the brand's version. */
export function pngResponse(png: Buffer): Response {
  return new Response(new Uint8Array(png), { headers: { 'content-type': 'image/png', 'content-length': String(png.length) } })
}

export const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`
