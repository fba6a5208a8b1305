import type { TruncatedText } from './logic'

export type OfferImageView = { src: string; alt: string; width: number; height: number }

/** What an offer card or detail page renders: built by the renderer's data layer from an offer document. */
export type OfferCardView = {
  id: number | string
  name: string
  href: string
  category: string | null
  manufacturer: string | null
  model: { name: string; href: string | null } | null
  image: OfferImageView | null
  description: TruncatedText | null
  disclaimer: TruncatedText | null
}
