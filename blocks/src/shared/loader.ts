import type { BlogCategoryCardView } from '@forecourt/domain/blog'
import type { EnquiryCar, EnquiryFormSetup, EnquiryModel, TenantEnquirySettings } from '@forecourt/domain/enquiry'
import type { LocationVariant } from '@forecourt/domain/locations'
import type { LocationsSectionView } from '@forecourt/site-ui/locations'
import type { OfferCardView } from '@forecourt/site-ui/offers'
import type { FinanceProvider } from '@forecourt/domain/vehicle'

import type { RoutePreset } from '../vehicleSearch/routePresets'
import type { SearchUrlState } from '../vehicleSearch/urlState'
import type { SearchPageView } from '../vehicleSearch/view'

/** The offer an enquiry is about, as the form names it. */
export type EnquiryOffer = { id: number | string; name: string }

/** What an enquiry form declares about itself, for the server to sign (the renderer adds the tenant and page). */
export type EnquiryFormDeclaration = {
  block: string
  kind: EnquiryFormSetup['kind']
  settings: EnquiryFormSetup['declaration']['settings']
  show: EnquiryFormSetup['declaration']['show']
  opt_in_wording: string
  terms_wording: string
}

/**
 * The reads a block's loader may make, for the page's tenant and request: implemented by the renderer
 * (cached per request and tagged, tenant-scoped), so blocks never query a database or know of Payload,
 * and two blocks reading the same thing (the site's enquiry settings, the car a link names) cost one read.
 */
export type SiteReads = {
  /** The query string of the page's address. */
  searchParams: Readonly<Record<string, string | string[] | undefined>>
  /** The first page of a car search on this page, from these starting refinements; null when there is none. */
  searchPageView(preset: RoutePreset): Promise<SearchPageView | null>
  /** How many cars of the live stock match a state. */
  stockCount(state: SearchUrlState): Promise<number>
  offerCards(options: { limit: number; category?: string | null }): Promise<OfferCardView[]>
  locationsSection(variant: LocationVariant): Promise<LocationsSectionView | null>
  enquirySettings(): Promise<TenantEnquirySettings>
  /** The tenant's visible car with this id (from '?car_id='), or null. */
  enquiryCar(carId: string | undefined): Promise<EnquiryCar | null>
  /** The model of this site's showroom with this slug (from '?model=', or the model page's own form), or null. */
  enquiryModel(slug: string | undefined): Promise<EnquiryModel | null>
  /** The tenant's live offer with this id (from '?offer=', the offer page's enquiry link), or null. */
  enquiryOffer(offerId: string | undefined): Promise<EnquiryOffer | null>
  signEnquiryForm(declaration: EnquiryFormDeclaration): Promise<string>
  /** The site's finance provider (Site settings → Finance), or null. */
  financeProvider(): Promise<FinanceProvider | null>
  /** The category cards of the tenant's published blog posts. */
  blogCategoryCards(): Promise<BlogCategoryCardView[]>
}

/**
 * A block's data loader: reads what its component renders from, and returns exactly the component's
 * `data` prop. Only blocks with an id are loaded (every saved block has one): the page's data is keyed by it.
 */
export type BlockLoader<Block, Data> = (block: Block & { id: string }, reads: SiteReads) => Promise<Data>
