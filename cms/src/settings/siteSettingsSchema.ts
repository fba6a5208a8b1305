/**
 * The per-tenant settings object: every setting and feature toggle the spec names, validated with zod
 * on every save and on seeding. Field names follow the spec's (snake_case), which are also the names
 * the display rules in domain/ read, so the renderer passes settings through without renaming.
 */
import { BRAND_FONTS, brandColoursOf, brandContrastIssues, CORNER_RADIUS_MAX_PX, HEX_COLOUR } from '@forecourt/domain/brand'
import { australianPhoneProblem, contactMessages, LOCATION_PAGE_FAMILIES } from '@forecourt/domain/locations'
import { MAX_DEPOSIT_DOLLARS, MAX_MAX_LIVE_HOLDS, MIN_DEPOSIT_DOLLARS, MIN_MAX_LIVE_HOLDS } from '@forecourt/domain/reservation'
import { BUTTON_OPTIONS, FINANCE_PROVIDERS } from '@forecourt/domain/vehicle'
import { VEHICLE_PAGE_SECTIONS, WHY_BUY_ITEM_MAX_LENGTH, WHY_BUY_MAX_ITEMS } from '@forecourt/domain/vehiclePage'
import { z } from 'zod'

const optionalText = z.string().trim().max(500).nullish()
// The Call buttons dial it: an Australian number as people write it (domain/locations/contactRules.ts).
const phone = z
  .string()
  .trim()
  .refine((value) => australianPhoneProblem(value) === null, contactMessages.phone)
  .nullish()
  .or(z.literal(''))
const email = z.email('Enter an email address like sales@dealer.com.au').nullish().or(z.literal(''))
const url = z
  .string()
  .trim()
  .regex(/^https?:\/\/\S+$/, 'Use a full address starting with https://')
  .nullish()
  .or(z.literal(''))
const sitePath = z
  .string()
  .trim()
  .regex(/^\/[\w\-/]*$/, 'Use a site path starting with /, e.g. /finance')
  .nullish()
  .or(z.literal(''))
const days = (label: string) =>
  z
    .number()
    .int(`${label} must be a whole number of days`)
    .min(0, `${label} cannot be negative`)
    .max(365, `${label} cannot exceed 365`)
    .nullish()

export const socialPlatforms = ['facebook', 'instagram', 'youtube', 'tiktok', 'linkedin', 'x'] as const
export const favouritesStorages = ['off', 'browser', 'account'] as const
/** Routes a site may put behind shopper sign-in (the others are always gated, or never: domain/shopper/gating.ts). */
export const gatedRouteTypes = ['checkout', 'trade-in', 'sell-my-car'] as const

export const engineDisplays = ['litres', 'cc'] as const
export const serviceAdvantageBrands = ['toyota'] as const

/** The vehicle page's sections in the marketer's order; a section left out is hidden. */
const vehiclePageSections = z
  .array(z.object({ section: z.enum(VEHICLE_PAGE_SECTIONS, 'Choose one of the vehicle page sections') }))
  .refine((rows) => new Set(rows.map((row) => row.section)).size === rows.length, 'Each section can appear only once')
  .nullish()

const hexColour = z.string().trim().regex(HEX_COLOUR, 'Use a colour written like #b00716').nullish().or(z.literal(''))
/** An uploaded image: its id, or the document itself when read with depth. */
const mediaReference = z
  .union([z.number().int().positive(), z.string().min(1), z.object({ id: z.union([z.number(), z.string()]) }).loose()])
  .nullish()

/** Brand tab: every pair of colours the site draws must reach WCAG 2.2 AA, refused with the pair and its ratio. */
const brandSettings = z
  .object({
    logo: mediaReference,
    logo_dark: mediaReference,
    share_image: mediaReference,
    brand_colour: hexColour,
    brand_text_colour: hexColour,
    accent_colour: hexColour,
    accent_text_colour: hexColour,
    surface_colour: hexColour,
    ink_colour: hexColour,
    header_colour: hexColour,
    header_text_colour: hexColour,
    corner_radius: z
      .number()
      .int('The corner radius is a whole number of pixels')
      .min(0, 'The corner radius cannot be negative')
      .max(CORNER_RADIUS_MAX_PX, `The corner radius is at most ${CORNER_RADIUS_MAX_PX} px`)
      .nullish(),
    heading_font: z.enum(BRAND_FONTS, 'Choose one of the typefaces').nullish(),
    body_font: z.enum(BRAND_FONTS, 'Choose one of the typefaces').nullish(),
  })
  .partial()
  .superRefine((brand, context) => {
    for (const issue of brandContrastIssues(brandColoursOf(brand)))
      context.addIssue({ code: 'custom', path: [issue.field], message: issue.message })
  })

export const siteSettingsSchema = z.object({
  brand: brandSettings.nullish(),
  phone_override: phone,
  phone_numbers: z.object({ new: phone, used: phone, demo: phone, service: phone, parts: phone }).partial().nullish(),
  finance_provider: z.enum(FINANCE_PROVIDERS).nullish(),
  finance_link: sitePath,
  finance_quote_enabled: z.boolean().nullish(),
  enquire_button_text: optionalText,
  submit_text: optionalText,
  no_price_text: optionalText,
  sold_tag_name: optionalText,
  just_arrived_tag_name: optionalText,
  just_arrived_days: days('Just-arrived days'),
  include_sold_cars_days: days('Days to keep sold cars listed'),
  used_label_pre_owned: z.boolean().nullish(),
  zero_price_band_as_enquire: z.boolean().nullish(),
  label_rewrites: z
    .array(z.object({ from: z.string().trim().min(1, 'Say which label to rewrite'), to: z.string().trim().min(1, 'Say what it becomes') }))
    .nullish(),
  reviews_min_rating: z.number().min(0, 'A rating is between 0 and 5').max(5, 'A rating is between 0 and 5').nullish(),
  google_reviews_count: z.number().int().min(0, 'A count cannot be negative').nullish(),
  hide_reviews: z.boolean().nullish(),
  manufacturer: optionalText,
  base_domain: z
    .string()
    .trim()
    .regex(/^([a-z0-9-]+\.)+[a-z]{2,}$/i, 'Use a domain name like dealer.com.au, without https://')
    .nullish()
    .or(z.literal('')),
  complaints_contact: z.object({ name: optionalText, email, phone }).partial().nullish(),
  email,
  social_links: z
    .array(
      z.object({
        platform: z.enum(socialPlatforms),
        url: z
          .string()
          .trim()
          .regex(/^https:\/\/\S+$/, 'Use a full https:// address'),
      }),
    )
    .nullish(),
  gmb_profiles: z.array(z.object({ name: z.string().trim().min(1, 'Name the profile'), review_url: url })).nullish(),
  favourites_storage: z.enum(favouritesStorages).nullish(),
  compare_enabled: z.boolean().nullish(),
  strict_favourite_rules: z.boolean().nullish(),
  favourites_used_only: z.boolean().nullish(),
  printing_enabled: z.boolean().nullish(),
  checkout_enabled: z.boolean().nullish(),
  reserve_deposit: z
    .number()
    .int('The deposit is a whole number of dollars')
    .min(MIN_DEPOSIT_DOLLARS, `The deposit is at least $${MIN_DEPOSIT_DOLLARS}`)
    .max(MAX_DEPOSIT_DOLLARS, `The deposit is at most $${MAX_DEPOSIT_DOLLARS.toLocaleString('en-AU')}`)
    .nullish(),
  online_purchase_enabled: z.boolean().nullish(),
  max_live_holds: z
    .number()
    .int('The number of cars is a whole number')
    .min(MIN_MAX_LIVE_HOLDS, `A shopper may keep at least ${MIN_MAX_LIVE_HOLDS} car`)
    .max(MAX_MAX_LIVE_HOLDS, `A shopper may keep at most ${MAX_MAX_LIVE_HOLDS} cars at once`)
    .nullish(),
  garage_enabled: z.boolean().nullish(),
  finance_enabled: z.boolean().nullish(),
  phone_reveal: z.boolean().nullish(),
  fuel_tags_enabled: z.boolean().nullish(),
  certified_only_toggle: z.boolean().nullish(),
  km_sort_enabled: z.boolean().nullish(),
  price_asc_requires_price: z.boolean().nullish(),
  opt_in_default: z.boolean().nullish(),
  terms_required: z.boolean().nullish(),
  comments_required: z.boolean().nullish(),
  sign_in_required_routes: z.array(z.enum(gatedRouteTypes)).nullish(),
  finance_needs_vehicle_identifier: z.boolean().nullish(),
  watchlist_path: sitePath,
  button_options: z.array(z.enum(BUTTON_OPTIONS)).nullish(),
  configured_stock_count: z.number().int().min(0).nullish(),
  map_provider_key: optionalText,
  location_pages: z.enum(LOCATION_PAGE_FAMILIES).nullish(),
  vehicle_page_sections: vehiclePageSections,
  why_buy_from_us: z
    .array(
      z.object({
        text: z
          .string()
          .trim()
          .min(1, 'Write the point, or remove it')
          .max(WHY_BUY_ITEM_MAX_LENGTH, `Keep each point to ${WHY_BUY_ITEM_MAX_LENGTH} characters`),
      }),
    )
    .max(WHY_BUY_MAX_ITEMS, `List at most ${WHY_BUY_MAX_ITEMS} points`)
    .nullish(),
  engine_display: z.enum(engineDisplays).nullish(),
  show_unregistered: z.boolean().nullish(),
  call_now_only_when_open: z.boolean().nullish(),
  offers_subscription: z.boolean().nullish(),
  service_advantage: z.enum(serviceAdvantageBrands).nullish(),
  checkout_uses_buy_online_path: z.boolean().nullish(),
  find_similar_lower_case: z.boolean().nullish(),
  show_something_similar_prompt: z.boolean().nullish(),
})

export type SiteSettingsInput = z.input<typeof siteSettingsSchema>

/** zod's issues as Payload field errors: the path in the form, the spec's message. */
export function siteSettingsErrors(data: unknown): Array<{ path: string; message: string }> {
  const parsed = siteSettingsSchema.safeParse(data)
  if (parsed.success) return []
  return parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
}
