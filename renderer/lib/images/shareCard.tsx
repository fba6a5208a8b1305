import 'server-only'

import { ImageResponse } from 'next/og'
import sharp from 'sharp'

import type { SiteBrand } from '@/lib/reads/brand'
import { dataUrl, logoPng, readUpload } from './brandImages'

export const SHARE_CARD_SIZE = { width: 1200, height: 630 }

type ShareCard = {
  brand: SiteBrand
  siteName: string
  /** The big line: the car's name, or the dealer's own. */
  title: string
  /** The line on the brand colour: the car's price, or none. */
  highlight?: string | null
  /** The car's photo (a site upload), drawn on the right half. */
  photoSrc?: string | null
}

async function photoDataUrl(src: string | null | undefined): Promise<string | null> {
  const file = await readUpload(src)
  if (!file) return null
  try {
    return `data:image/jpeg;base64,${(await sharp(file).resize({ width: 600, height: 630, fit: 'cover' }).jpeg({ quality: 80 }).toBuffer()).toString('base64')}`
  } catch {
    return null
  }
}

/**
 * The picture a shared link shows (Open Graph and Twitter), drawn in the tenant's brand with next/og:
 * the logo, the title, the highlight on the brand colour and, for a car, its photo. Drawn offline
 * (next/og's bundled typeface; pictures from the site's own uploads).
 */
export async function shareCardResponse({ brand, siteName, title, highlight, photoSrc }: ShareCard): Promise<Response> {
  const { colours } = brand
  const [logo, photo] = await Promise.all([logoPng(brand.logo, 440, 150), photoDataUrl(photoSrc)])
  const textWidth = photo ? 600 : 1200
  return new ImageResponse(
    <div style={{ display: 'flex', width: '100%', height: '100%', background: colours.surface_colour, color: colours.ink_colour }}>
      <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between', width: textWidth, padding: 56 }}>
        {logo ? (
          // eslint-disable-next-line @next/next/no-img-element -- drawn by next/og, not a page
          <img src={dataUrl(logo)} alt="" style={{ maxWidth: 440, maxHeight: 150, objectFit: 'contain', alignSelf: 'flex-start' }} />
        ) : (
          <div style={{ fontSize: 44, fontWeight: 700, color: colours.accent_colour }}>{siteName}</div>
        )}
        <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
          <div style={{ fontSize: photo ? 52 : 68, lineHeight: 1.1, fontWeight: 700 }}>{title}</div>
          {highlight ? (
            <div
              style={{
                alignSelf: 'flex-start',
                padding: '12px 28px',
                borderRadius: brand.cssVariables['--fc-radius'],
                background: colours.brand_colour,
                color: colours.brand_text_colour,
                fontSize: 40,
                fontWeight: 700,
              }}
            >
              {highlight}
            </div>
          ) : null}
        </div>
        <div style={{ display: 'flex', height: 12, width: '100%', background: colours.brand_colour }} />
      </div>
      {photo ? (
        // eslint-disable-next-line @next/next/no-img-element -- drawn by next/og, not a page
        <img src={photo} alt="" width={600} height={630} style={{ objectFit: 'cover' }} />
      ) : null}
    </div>,
    SHARE_CARD_SIZE,
  )
}
