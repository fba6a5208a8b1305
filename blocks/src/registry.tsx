import type { ComponentType } from 'react'

import { BlogCategoriesComponent } from './blogCategories/Component'
import { loadBlogCategories } from './blogCategories/load'
import { CallToActionComponent } from './callToAction/Component'
import { EnquiryFormComponent } from './enquiryForm/Component'
import { loadEnquiryForm } from './enquiryForm/load'
import { GuaranteeStripComponent } from './guaranteeStrip/Component'
import { HeroComponent } from './hero/Component'
import { LocationsComponent } from './locations/Component'
import { loadLocations } from './locations/load'
import { OffersGridComponent } from './offersGrid/Component'
import { loadOffersGrid } from './offersGrid/load'
import { RichTextComponent } from './richText/Component'
import type { LayoutBlock, LayoutBlockOf, LayoutBlockType } from './shared/blockTypes'
import type { BlockRenderContext } from './shared/context'
import { type BlockData, type BlockLoader, mergeBlockData, type SiteReads } from './shared/loader'
import { ShopperAccountComponent } from './shopperAccount/Component'
import { ShowMeButtonComponent } from './showMeButton/Component'
import { loadShowMeButton } from './showMeButton/load'
import { TradeInFaqComponent } from './tradeInFaq/Component'
import { TradeInValuationComponent } from './tradeInValuation/Component'
import { loadTradeInValuation } from './tradeInValuation/load'
import { VehicleSearchComponent } from './vehicleSearch/Component'
import { loadVehicleSearch } from './vehicleSearch/load'

export type { LayoutBlock, LayoutBlockOf, LayoutBlockType } from './shared/blockTypes'
export type { BlockData, EnquiryFormDeclaration, SiteReads } from './shared/loader'

type BlockComponentFor<T extends LayoutBlockType> = ComponentType<{ block: LayoutBlockOf<T>; context: BlockRenderContext }>

/**
 * Each block type's component, and the loader of the data it renders from where it has one (in a
 * `load.ts` beside the component, reading through the renderer's SiteReads): a block config without an
 * entry here fails type-checking, and adding a block touches its own folder and this record.
 */
export const blockRegistry: { [T in LayoutBlockType]: { Component: BlockComponentFor<T>; load?: BlockLoader<LayoutBlockOf<T>> } } = {
  hero: { Component: HeroComponent },
  richText: { Component: RichTextComponent },
  callToAction: { Component: CallToActionComponent },
  vehicleSearch: { Component: VehicleSearchComponent, load: loadVehicleSearch },
  showMeButton: { Component: ShowMeButtonComponent, load: loadShowMeButton },
  enquiryForm: { Component: EnquiryFormComponent, load: loadEnquiryForm },
  locations: { Component: LocationsComponent, load: loadLocations },
  offersGrid: { Component: OffersGridComponent, load: loadOffersGrid },
  guaranteeStrip: { Component: GuaranteeStripComponent },
  blogCategories: { Component: BlogCategoriesComponent, load: loadBlogCategories },
  tradeInValuation: { Component: TradeInValuationComponent, load: loadTradeInValuation },
  tradeInFaq: { Component: TradeInFaqComponent },
  shopperAccount: { Component: ShopperAccountComponent },
}

/** The data a page's blocks render from: every block's loader at once, their answers joined. */
export async function loadBlockData(layout: readonly LayoutBlock[] | null | undefined, reads: SiteReads): Promise<BlockData> {
  const parts = await Promise.all(
    (layout ?? []).map(<T extends LayoutBlockType>(block: LayoutBlockOf<T>) => {
      const load = blockRegistry[block.blockType as T].load as BlockLoader<LayoutBlockOf<T>> | undefined
      return block.id && load ? load(block, block.id, reads) : Promise.resolve({})
    }),
  )
  return mergeBlockData(parts)
}

function renderBlock<T extends LayoutBlockType>(block: LayoutBlockOf<T>, context: BlockRenderContext) {
  const Component = blockRegistry[block.blockType as T].Component as BlockComponentFor<T>
  return <Component key={block.id ?? `${block.blockType}-${context.index}`} block={block} context={context} />
}

export function RenderBlocks({
  blocks,
  context,
  startIndex = 0,
}: {
  blocks: readonly LayoutBlock[] | null | undefined
  context: Omit<BlockRenderContext, 'index'>
  /** Blocks drawn below a page's own content (the model page's form) are not its first: no page heading, no priority image. */
  startIndex?: number
}) {
  if (!blocks?.length) return null
  return <>{blocks.map((block, index) => renderBlock(block, { ...context, index: startIndex + index }))}</>
}
