import type { HeroBlock, Media } from '@forecourt/schema'

import { publicUploadUrl } from '@forecourt/domain/urls'

export type HeroImageView = { src: string; alt: string; width: number; height: number }

/** The hero picture: the hero-sized rendition when it exists, else the original; none without a URL. */
export function heroImage(image: HeroBlock['image']): HeroImageView | null {
  if (!image || typeof image !== 'object') return null
  const media = image as Media
  const hero = media.sizes?.hero
  const src = publicUploadUrl(hero?.url ?? media.url)
  const width = (hero?.url ? hero.width : media.width) ?? null
  const height = (hero?.url ? hero.height : media.height) ?? null
  if (!src || !width || !height) return null
  return { src, alt: media.alt ?? '', width, height }
}
