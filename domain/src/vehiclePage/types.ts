import type { ReviewAggregate } from '../vehicle/reviews'
import type { FinanceCalculatorOptions } from '../finance/calculatorRanges'
import type { TenantDisplaySettings, VehicleForDisplay } from '../vehicle/types'

/** A photo ready for next/image: uploads go through the optimiser, a feed's CDN address is used as it is. */
export type VehiclePageImage = { src: string; alt: string; width: number; height: number; optimise: boolean }

/** The variant figures the specifications section lists, on top of those the key-information grid reads. */
type VehiclePageVariant = NonNullable<VehicleForDisplay['variant']> & {
  enginesize?: string | null
  torque?: string | null
  fuelconsumptioncombined?: number | null
  fuelcapacity?: number | null
  grossvehiclemass?: number | null
  vehiclelength?: number | null
  vehicleheight?: number | null
  vehiclewidth?: number | null
  towingcapacitybraked?: number | null
  bodyconfiguration?: string | null
  ancaprating?: number | null
}

export type VehiclePageCar = Omit<VehicleForDisplay, 'variant'> & {
  variant?: VehiclePageVariant | null
  dealership_name?: string | null
  dealership_id?: number | string | null
  city?: string | null
  state?: string | null
  photos_count?: number | null
  /** ISO timestamp of the last edit. */
  updated_at?: string | null
  images: VehiclePageImage[]
}

type ServiceAdvantageBrand = 'toyota'

/**
 * What the page needs to know about the dealer. The spec's per-site settings object does not exist in
 * the CMS yet; the data layer fills these from defaults per tenant template.
 */
export type VehiclePageSettings = TenantDisplaySettings & {
  /** The dealer's wall clock, for "today" in rego expiry. */
  time_zone: string
  /** Which brand's capped-price servicing block shows for new and demo cars of that brand; none when null. */
  service_advantage: ServiceAdvantageBrand | null
  calculator: FinanceCalculatorOptions
  /** The dealer's number starts masked; clicking shows it and records a reveal. */
  phone_reveal: boolean
  /** Null: the default order. */
  section_order: readonly string[] | null
  /** The Print button, the print page and the PDF download. */
  printing_enabled: boolean
  /** Where favourites are kept: 'browser' shows the page's favourite toggle; 'off' and 'account' do not. */
  favourites_storage: FavouritesStorage
  /** The site's own 'Why Buy From Us?' points; none gives the standard ones. */
  why_buy_from_us?: readonly string[] | null
}

type FavouritesStorage = 'off' | 'browser' | 'account'

/** Everything the vehicle page renders from; plain JSON, so client sections can take their parts as props. */
export type VehiclePageData = {
  car: VehiclePageCar
  tenant: { id: number | string; name: string; slug: string }
  settings: VehiclePageSettings
  reviews: ReviewAggregate | null
  /** Absolute address of the page: canonical link, sharing and structured data. */
  pageUrl: string
  /** 'YYYY-MM-DD' on the dealer's wall clock. */
  today: string
  currentYear: number
  nowMs: number
  /** The 'View Accessories' link: the showroom's accessories page of this car's model, where there is one. */
  accessoriesHref?: string | null
}
