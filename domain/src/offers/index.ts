/** Offer rules: which offers show when and where, their links and texts. */
export { offerDescription, offerDisclaimer, type OfferDocument, offerImage, offersLiveOnSite, offerUrl, type TruncatedText } from './offers'
