import { calendarDateIn, EAST_COAST_TIME_ZONE, parseCalendarDate, type CalendarDate } from '../locations/calendar'

type OfferManufacturer = string | { name?: string | null; slug?: string | null } | null | undefined

type Offer = {
  id: number | string
  name?: string | null
  description?: string | null
  /** Plain text already stripped of markup; preferred over description when present. */
  sanitized_description?: string | null
  disclaimer?: string | null
  category?: string | null
  manufacturer?: OfferManufacturer
  model?: { name?: string | null; slug?: string | null; override_url?: string | null } | null
  image_url?: string | null
  image_or_model_image?: string | null
  excluded_website_ids?: (number | string)[] | null
}

const DESCRIPTION_FULL_LIMIT = 200
const DESCRIPTION_TRUNCATE_AT = 160
const DISCLAIMER_TRUNCATE_AT = 200
const VIEW_MORE = 'View more'
const VIEW_FULL_DISCLAIMER = 'View full disclaimer'
const ELLIPSIS = '...'

/** 'Mercedes-Benz' → 'mercedes-benz', 'Škoda' → 'skoda'; '&' reads as 'and' so it survives in the URL. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

function manufacturerSlug(manufacturer: OfferManufacturer): string | null {
  if (!manufacturer) return null
  const raw = typeof manufacturer === 'string' ? manufacturer : (manufacturer.slug ?? manufacturer.name)
  const slug = raw ? slugify(raw) : ''
  return slug || null
}

/**
 * Single-manufacturer sites need no brand in the path. Multi-brand sites put the brand first; an offer
 * with no known brand falls back to the short form rather than a broken '/offers//{id}'.
 */
export function offerUrl(offer: Pick<Offer, 'id' | 'manufacturer'>, site: { manufacturer?: string | null }): string {
  const id = encodeURIComponent(String(offer.id))
  if (site.manufacturer?.trim()) return `/offers/${id}`
  const brand = manufacturerSlug(offer.manufacturer)
  return brand ? `/offers/${brand}/${id}` : `/offers/${id}`
}

export type TruncatedText = {
  text: string
  full: string
  truncated: boolean
  /** The toggle's label, null when the text is shown in full. */
  toggleLabel: string | null
}

function plainText(text: string | null | undefined): string {
  return (text ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

function truncate(full: string, showFullUpTo: number, cutAt: number, toggleLabel: string): TruncatedText | null {
  if (!full) return null
  if (full.length <= showFullUpTo) return { text: full, full, truncated: false, toggleLabel: null }
  return { text: full.slice(0, cutAt).trimEnd() + ELLIPSIS, full, truncated: true, toggleLabel }
}

/** In full up to 200 characters; longer ones cut at 160 with 'View more'. Null when there is none. */
export function offerDescription(offer: Pick<Offer, 'description' | 'sanitized_description'>): TruncatedText | null {
  const full = plainText(offer.sanitized_description) || plainText(offer.description)
  return truncate(full, DESCRIPTION_FULL_LIMIT, DESCRIPTION_TRUNCATE_AT, VIEW_MORE)
}

/** Cut at 200 characters with 'View full disclaimer'. Null when there is none. */
export function offerDisclaimer(offer: Pick<Offer, 'disclaimer'>): TruncatedText | null {
  return truncate(plainText(offer.disclaimer), DISCLAIMER_TRUNCATE_AT, DISCLAIMER_TRUNCATE_AT, VIEW_FULL_DISCLAIMER)
}

export function isOfferShownOnSite(offer: Pick<Offer, 'excluded_website_ids'>, websiteId: number | string): boolean {
  return !(offer.excluded_website_ids ?? []).some((id) => String(id) === String(websiteId))
}

export function offersForSite<T extends Pick<Offer, 'excluded_website_ids'>>(
  offers: readonly T[] | null | undefined,
  websiteId: number | string,
): T[] {
  return (offers ?? []).filter((offer) => isOfferShownOnSite(offer, websiteId))
}

/** The offer's own image, else the model's; null lets the card use the default offers banner. */
export function offerImage(offer: Pick<Offer, 'image_url' | 'image_or_model_image'>): string | null {
  return offer.image_url?.trim() || offer.image_or_model_image?.trim() || null
}

type PromotionWindow = {
  /** First and last day shown, inclusive, as calendar dates in timeZone. */
  first_day: CalendarDate
  last_day: CalendarDate
  timeZone: string
}

/** The promotional card of 1–24 July 2025, judged on Australian east-coast time. */
export const JULY_2025_PROMOTION: PromotionWindow = {
  first_day: '2025-07-01',
  last_day: '2025-07-24',
  timeZone: EAST_COAST_TIME_ZONE,
}

/** Whole local days: the card appears at local midnight of the first day and goes at the end of the last. */
export function isWithinPromotionWindow(window: PromotionWindow, now: Date): boolean {
  const today = calendarDateIn(now, window.timeZone)
  return today >= window.first_day && today <= window.last_day
}

type PromoCard = { start?: string | null; expiry?: string | null }

/**
 * Search-grid promo cards: timestamps compare as instants; a bare date means that whole day on
 * east-coast time. A missing bound leaves that side open; an unreadable one hides the card.
 */
export function isPromoCardLive(card: PromoCard, now: Date, timeZone = EAST_COAST_TIME_ZONE): boolean {
  return boundHolds(card.start, now, timeZone, 'start') && boundHolds(card.expiry, now, timeZone, 'expiry')
}

function boundHolds(bound: string | null | undefined, now: Date, timeZone: string, side: 'start' | 'expiry'): boolean {
  const text = bound?.trim()
  if (!text) return true
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    const day = parseCalendarDate(text)
    if (!day) return false
    const today = calendarDateIn(now, timeZone)
    return side === 'start' ? today >= day : today <= day
  }
  const instant = Date.parse(text)
  if (Number.isNaN(instant)) return false
  return side === 'start' ? now.getTime() >= instant : now.getTime() <= instant
}

type MediaLike = {
  alt: string
  url?: string | null
  width?: number | null
  height?: number | null
  sizes?: { card?: { url?: string | null; width?: number | null; height?: number | null } | null } | null
}

/** The fields of an offer document the site uses (the CMS type, without depending on it). */
export type OfferDocument = {
  id: number | string
  name: string
  description?: string | null
  disclaimer?: string | null
  category?: string | null
  manufacturer?: string | null
  model?: { name?: string | null; slug?: string | null; override_url?: string | null } | null
  image?: number | string | MediaLike | null
  image_url?: string | null
  excluded_websites?: string[] | null
  start?: string | null
  end?: string | null
}

/** Offers inside their start/end window and not excluded from the website (a normalised domain) asked. */
export function offersLiveOnSite<T extends OfferDocument>(offers: readonly T[], website: string, now: Date): T[] {
  const live = offers.filter((offer) => isPromoCardLive({ start: offer.start, expiry: offer.end }, now))
  return offersForSite(
    live.map((offer) => ({ offer, excluded_website_ids: offer.excluded_websites ?? [] })),
    website,
  ).map(({ offer }) => offer)
}
