/** What an offer card or an offer's page draws from an offer document: its link, image and texts. */
import { offerDescription, offerDisclaimer, offerImage, offerUrl, type OfferDocument, type TruncatedText } from '@forecourt/domain/offers'
import { publicUploadUrl, safeHref } from '@forecourt/domain/urls'

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

function imageOf(offer: OfferDocument): OfferImageView | null {
  const media = typeof offer.image === 'object' && offer.image ? offer.image : null
  const uploaded = media ? publicUploadUrl(media.sizes?.card?.url ?? media.url) : null
  if (media && uploaded) {
    return {
      src: uploaded,
      alt: media.alt,
      width: media.sizes?.card?.width ?? media.width ?? 1000,
      height: media.sizes?.card?.height ?? media.height ?? 750,
    }
  }
  const external = offerImage({ image_url: offer.image_url })
  // Only https addresses: an image URL typed by a marketer is shown to every visitor, on https pages.
  return external && /^https:\/\/[^\s"']+$/.test(external) ? { src: external, alt: offer.name, width: 1000, height: 750 } : null
}

export function offerCardView(offer: OfferDocument, siteManufacturer: string | null | undefined): OfferCardView {
  const modelName = offer.model?.name?.trim() || null
  return {
    id: offer.id,
    name: offer.name,
    href: offerUrl({ id: offer.id, manufacturer: offer.manufacturer }, { manufacturer: siteManufacturer }),
    category: offer.category?.trim() || null,
    manufacturer: offer.manufacturer?.trim() || null,
    model: modelName ? { name: modelName, href: safeHref(offer.model?.override_url) } : null,
    image: imageOf(offer),
    description: offerDescription({ description: offer.description }),
    disclaimer: offerDisclaimer({ disclaimer: offer.disclaimer }),
  }
}
