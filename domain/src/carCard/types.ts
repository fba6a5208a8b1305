import type { TenantDisplaySettings, VehicleForDisplay } from '../vehicle/types'

/** A car as a search hit or card record: the vehicle page fields plus the card-only ones of the spec. */
export type CarForCard = Pick<
  VehicleForDisplay,
  | 'id'
  | 'slug'
  | 'name'
  | 'make'
  | 'model'
  | 'badge'
  | 'year'
  | 'price'
  | 'preorder'
  | 'car_type'
  | 'status'
  | 'reserved'
  | 'sold'
  | 'tag'
  | 'simple_fuel'
  | 'certified'
  | 'primary_image_url'
  | 'youxQuote'
> & {
  /** ISO timestamp, or epoch milliseconds. */
  created_at?: string | number | null
  images?: readonly unknown[] | null
  thumbnails?: readonly unknown[] | null
}

export type CardTenantSettings = Pick<
  TenantDisplaySettings,
  'slug' | 'no_price_text' | 'find_similar_lower_case' | 'enquire_button_text'
> & {
  /** The dealer's Enquire button (a button option of the car page); on unless switched off. */
  enquire_enabled?: boolean | null
  /** The Electric / Hybrid / PHEV tag is opt-in per tenant. */
  fuel_tags_enabled?: boolean | null
  specifications?: {
    /** Default 8. */
    just_arrived_days?: number | null
    /** Default 'New'. */
    just_arrived_tag_name?: string | null
    /** Default 'JUST SOLD'. */
    sold_tag_name?: string | null
  } | null
  favourites_enabled?: boolean | null
  compare_enabled?: boolean | null
  /** The stricter mode: no favourite/compare on cars without a price or without images. */
  strict_favourite_rules?: boolean | null
  /** Tenants that only let visitors favourite or compare used cars. */
  favourites_used_only?: boolean | null
  /** Cards of cars without a quote of their own ask the site for one (POST /api/youx/quote). */
  finance_quote_enabled?: boolean | null
  /** 'used' shows as 'Pre-Owned'. */
  used_label_pre_owned?: boolean | null
  /** A price band starting at $0 shows as 'Enquire - ...'. */
  zero_price_band_as_enquire?: boolean | null
  /** The site's own rewrites of feed names, applied before the standard ones (matched ignoring case and spacing). */
  label_rewrites?: ReadonlyArray<{ from: string; to: string }> | null
}
