import type { BlogCategoryCardView } from '@forecourt/domain/blog'
import type { EnquiryCar, EnquiryModel, TenantEnquirySettings } from '@forecourt/domain/enquiry'
import type { FinanceProvider } from '@forecourt/domain/vehicle'
import type { LocationsSectionView } from '@forecourt/site-ui/locations'
import type { OfferCardView } from '@forecourt/site-ui/offers'
import type { SearchPageView } from '../vehicleSearch/view'

/** The offer an enquiry is about, as the form names it. */
export type EnquiryOffer = { id: number | string; name: string }

/** What every block knows about the page it is rendered on. Built by the renderer's data layer. */
export type BlockRenderContext = {
  tenant: { id: number | string; name: string; slug: string }
  path: string
  /** Index of the block in the layout: the first block's image is the page's largest paint. */
  index: number
  /** First pages of the page's car-search blocks, by block id (blocks never query themselves). */
  searchViews?: Readonly<Record<string, SearchPageView>>
  /** Live stock counts of the page's 'Show Me' buttons, by block id. */
  stockCounts?: Readonly<Record<string, number>>
  /** The site's enquiry switches (comments, terms, opt-in default), set when the page has an enquiry form. */
  enquirySettings?: TenantEnquirySettings
  /** Each enquiry form's signed description (what it requires, the consent wording it shows), by block id. */
  enquiryFormTokens?: Readonly<Record<string, string>>
  /** The car named by ?car_id= on a page with an enquiry form, within the tenant. */
  enquiryCar?: EnquiryCar
  /** The showroom model named by ?model= (or the model page the form is on), when no car is named. */
  enquiryModel?: EnquiryModel
  /** The live offer named by ?offer= on a page with an enquiry form, within the tenant. */
  enquiryOffer?: EnquiryOffer
  /** A finance form's starting figures from the car page's link (price, deposit, term, balloon, frequency, dealership). */
  financePrefill?: Readonly<Record<string, string>>
  /** The site's finance provider, whose eligibility rules a finance form shows. */
  financeProvider?: FinanceProvider | null
  /** The signed trade-in enquiry each valuation block sends its lead with, by block id. */
  valuationFormTokens?: Readonly<Record<string, string>>
  /** The locations each locations block shows, by block id. */
  locationSections?: Readonly<Record<string, LocationsSectionView>>
  /** The offers of the page's special-offers blocks, by block id. */
  offers?: Readonly<Record<string, readonly OfferCardView[]>>
  /** The blog's category cards, set when the page has a blog-categories block. */
  blogCategories?: readonly BlogCategoryCardView[]
}
