import 'server-only'

import {
  BRAND_FONTS,
  brandColoursOf,
  brandCssVariables,
  parseHexColour,
  relativeLuminance,
  type BrandColours,
  type BrandFont,
} from '@forecourt/domain/brand'
import { publicUploadUrl } from '@forecourt/domain/urls'
import type { Media, SiteSetting } from '@forecourt/schema'

import { payloadClient } from '@/lib/payload'
import { cachedRead, tags } from './cached'

/** An uploaded image as the site draws it: its public address, size and stored file (for the icons). */
export type BrandImage = { src: string; alt: string; width: number; height: number; mimeType: string; filename: string; updatedAt: string }

/** A tenant's brand in effect: the settings' Brand tab, each unset part from the platform's default. */
export type SiteBrand = {
  colours: BrandColours
  cssVariables: Record<string, string>
  headingFont: BrandFont
  bodyFont: BrandFont
  logo: BrandImage | null
  logoDark: BrandImage | null
  shareImage: BrandImage | null
  /** Changes whenever the logo or the colours do: the icons' addresses carry it, so browsers fetch new ones. */
  version: string
}

function imageOf(value: unknown): BrandImage | null {
  if (!value || typeof value !== 'object') return null
  const media = value as Media
  const src = publicUploadUrl(media.url)
  if (!src || !media.filename) return null
  return {
    src,
    alt: media.alt ?? '',
    width: media.width ?? 0,
    height: media.height ?? 0,
    mimeType: media.mimeType ?? '',
    filename: media.filename,
    updatedAt: media.updatedAt,
  }
}

const fontOf = (value: unknown): BrandFont => ((BRAND_FONTS as readonly unknown[]).includes(value) ? (value as BrandFont) : 'system')

/** A short stable hash (FNV-1a) of the brand, for cache-busting the icon addresses. */
function versionOf(text: string): string {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193)
  return (hash >>> 0).toString(36)
}

export function siteBrandOf(brand: SiteSetting['brand'] | null | undefined): SiteBrand {
  const colours = brandColoursOf(brand)
  const logo = imageOf(brand?.logo)
  const logoDark = imageOf(brand?.logo_dark)
  const shareImage = imageOf(brand?.share_image)
  return {
    colours,
    cssVariables: brandCssVariables(colours, brand?.corner_radius),
    headingFont: fontOf(brand?.heading_font),
    bodyFont: fontOf(brand?.body_font),
    logo,
    logoDark,
    shareImage,
    version: versionOf(JSON.stringify([colours, logo?.src, logo?.updatedAt, logoDark?.src, shareImage?.src, shareImage?.updatedAt])),
  }
}

/** The logo to draw on a background: the dark-background variant on a dark one, when there is one. */
export function logoOn(brand: SiteBrand, background: string): BrandImage | null {
  const channels = parseHexColour(background)
  const dark = channels ? relativeLuminance(channels) < 0.18 : false
  return dark ? (brand.logoDark ?? brand.logo) : brand.logo
}

/**
 * The tenant's brand, cached with its pages: expired by a save of the settings, and by a change to the
 * uploaded logo or share image (media), so a new logo reaches the header, the icons and the share cards.
 */
export const siteBrandFor = cachedRead(
  'site-brand',
  (tenantId) => tags.tenant(tenantId, 'site-settings', 'media'),
  async (tenantId: number | string): Promise<SiteBrand> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'site-settings',
      where: { tenant: { equals: tenantId } },
      limit: 1,
      depth: 1,
      select: { brand: true },
      overrideAccess: true,
    })
    return siteBrandOf(docs[0]?.brand)
  },
)
