import type { OfferCardView } from '../offers/view'
import type { SearchPageView } from '../vehicleSearch/view'

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
  /** The offers of the page's special-offers blocks, by block id. */
  offers?: Readonly<Record<string, readonly OfferCardView[]>>
}
