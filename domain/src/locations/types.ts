import type { NumberLike } from '../vehicle/types'

export type LocationType = 'sales' | 'service' | 'parts'

export type OpeningHourEntry = {
  /** 0 is Sunday, 6 is Saturday. */
  weekday: number
  status?: 'Open' | 'Closed' | (string & {}) | null
  formated_hours?: string | null
  open?: string | null
  close?: string | null
}

export type DealerLocation = {
  id: number | string
  name?: string | null
  slug?: string | null
  primary?: boolean | null
  /** Empty counts as a sales location. */
  location_type?: LocationType | '' | (string & {}) | null
  location_subtype?: string | null
  /** Set when the location has not opened yet; drives the coming-soon badge. */
  coming_soon?: boolean | null
  manufacturers?: string[] | null
  dealership_id?: number | string | null
  dealership_slug?: string | null
  /** Only an explicit false hides a location. */
  visible?: boolean | null
  dealer_license_number?: string | null
  motor_vehicle_repairer?: string | null
  image?: { url?: string | null; thumb_url?: string | null } | null
  address?: {
    street?: string | null
    city?: string | null
    state?: string | null
    postcode?: string | null
    lat?: NumberLike
    long?: NumberLike
    place_url?: string | null
    place_id?: string | null
    map_key?: string | null
  } | null
  contact_detail?: {
    phone?: string | null
    landline_phone?: string | null
    opening_hours?: OpeningHourEntry[] | null
  } | null
  reviews?: { average_rating?: NumberLike; count?: number | null } | null
  average_rating?: NumberLike
  review_count?: number | null
}

export type SpecialHours = {
  date: string
  status?: 'Open' | 'Closed' | (string & {}) | null
  location_id?: number | string | null
  start_hour?: string | null
  end_hour?: string | null
  hours?: { begin?: string | null; end?: string | null } | null
}
