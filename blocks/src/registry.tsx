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
import type { BlockLoader, SiteReads } from './shared/loader'
import { ShopperAccountComponent } from './shopperAccount/Component'
import { ShowMeButtonComponent } from './showMeButton/Component'
import { loadShowMeButton } from './showMeButton/load'
import { TradeInFaqComponent } from './tradeInFaq/Component'
import { TradeInValuationComponent } from './tradeInValuation/Component'
import { loadTradeInValuation } from './tradeInValuation/load'
import { VehicleSearchComponent } from './vehicleSearch/Component'
import { loadVehicleSearch } from './vehicleSearch/load'

export type { LayoutBlock, LayoutBlockOf, LayoutBlockType } from './shared/blockTypes'
export type { EnquiryFormDeclaration, SiteReads } from './shared/loader'

/** What a block's component takes: its config, the data its loader returned (none without a loader), the page. */
type BlockProps<Block, Data> = { block: Block; data: Data; context: BlockRenderContext }

/**
 * A block type's entry. A component that takes `data` is not a `ComponentType<BlockProps<Block, unknown>>`,
 * so it can only be registered through `withData`, beside the loader whose answer it renders.
 */
type BlockEntry<Block> = { Component: ComponentType<BlockProps<Block, unknown>>; load?: BlockLoader<Block, unknown> }

/** A block drawn from what its loader reads: `Data` is what `load` returns, and the component must take exactly that. */
function withData<Block, Data>(entry: {
  Component: ComponentType<BlockProps<Block, Data>>
  load: BlockLoader<Block, Data>
}): { Component: ComponentType<BlockProps<Block, unknown>>; load: BlockLoader<Block, Data> } {
  // The pairing is checked here, where Data is known; renderBlock hands each component its own loader's answer.
  return { Component: entry.Component as ComponentType<BlockProps<Block, unknown>>, load: entry.load }
}

/**
 * Each block type's component, and the loader of the data it renders from where it has one (in a
 * `load.ts` beside the component, reading through the renderer's SiteReads): a block config without an
 * entry here fails type-checking, and adding a block touches its own folder and this record.
 */
export const blockRegistry = {
  hero: { Component: HeroComponent },
  richText: { Component: RichTextComponent },
  callToAction: { Component: CallToActionComponent },
  vehicleSearch: withData({ Component: VehicleSearchComponent, load: loadVehicleSearch }),
  showMeButton: withData({ Component: ShowMeButtonComponent, load: loadShowMeButton }),
  enquiryForm: withData({ Component: EnquiryFormComponent, load: loadEnquiryForm }),
  locations: withData({ Component: LocationsComponent, load: loadLocations }),
  offersGrid: withData({ Component: OffersGridComponent, load: loadOffersGrid }),
  guaranteeStrip: { Component: GuaranteeStripComponent },
  blogCategories: withData({ Component: BlogCategoriesComponent, load: loadBlogCategories }),
  tradeInValuation: withData({ Component: TradeInValuationComponent, load: loadTradeInValuation }),
  tradeInFaq: { Component: TradeInFaqComponent },
  shopperAccount: { Component: ShopperAccountComponent },
} satisfies { [T in LayoutBlockType]: BlockEntry<LayoutBlockOf<T>> }

/** The data a block of this type renders from: what its loader returns (undefined for a block without one). */
export type BlockDataOf<T extends LayoutBlockType> = (typeof blockRegistry)[T] extends { load: BlockLoader<never, infer Data> }
  ? Data
  : undefined

/** The data of a page's blocks, by block id: each entry is that block's loader's answer. */
export type BlockDataById = ReadonlyMap<string, unknown>

/** The registry seen per type, so a block's entry is typed by its own block type. */
const entries: { [T in LayoutBlockType]: BlockEntry<LayoutBlockOf<T>> } = blockRegistry

function entryOf<T extends LayoutBlockType>(blockType: T): BlockEntry<LayoutBlockOf<T>> {
  return entries[blockType]
}

/** The data a page's blocks render from: every block's loader at once, with no per-type branches. */
export async function loadBlockData(layout: readonly LayoutBlock[] | null | undefined, reads: SiteReads): Promise<BlockDataById> {
  const loaded = await Promise.all(
    (layout ?? []).map(async <T extends LayoutBlockType>(block: LayoutBlockOf<T>) => {
      const { load } = entryOf<T>(block.blockType as T)
      const id = block.id
      return id && load ? [[id, await load({ ...block, id }, reads)] as const] : []
    }),
  )
  return new Map(loaded.flat())
}

/** One block's data out of its page's, typed by its block type; undefined when it has none (no loader, no id). */
export function blockDataOf<Block extends LayoutBlock>(data: BlockDataById, block: Block): BlockDataOf<Block['blockType']> | undefined {
  return block.id ? (data.get(block.id) as BlockDataOf<Block['blockType']> | undefined) : undefined
}

function renderBlock<T extends LayoutBlockType>(block: LayoutBlockOf<T>, data: BlockDataById, context: BlockRenderContext) {
  const { Component, load } = entryOf<T>(block.blockType as T)
  const key = block.id ?? `${block.blockType}-${context.index}`
  // A block with a loader renders from its answer; one never loaded (no id: never saved) has nothing to draw.
  if (load && !(block.id && data.has(block.id))) return null
  return <Component key={key} block={block} data={block.id ? data.get(block.id) : undefined} context={context} />
}

export function RenderBlocks({
  blocks,
  data,
  context,
  startIndex = 0,
}: {
  blocks: readonly LayoutBlock[] | null | undefined
  /** The blocks' data, from `loadBlockData` over these same blocks. */
  data: BlockDataById
  context: Omit<BlockRenderContext, 'index'>
  /** Blocks drawn below a page's own content (the model page's form) are not its first: no page heading, no priority image. */
  startIndex?: number
}) {
  if (!blocks?.length) return null
  return <>{blocks.map((block, index) => renderBlock(block, data, { ...context, index: startIndex + index }))}</>
}
