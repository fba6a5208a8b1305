import type { ComponentType } from 'react'

import type { Page } from '@forecourt/schema'

import { CallToActionComponent } from './callToAction/Component'
import { EnquiryFormComponent } from './enquiryForm/Component'
import { HeroComponent } from './hero/Component'
import { LocationsComponent } from './locations/Component'
import { OffersGridComponent } from './offersGrid/Component'
import { RichTextComponent } from './richText/Component'
import type { BlockRenderContext } from './shared/context'
import { ShowMeButtonComponent } from './showMeButton/Component'
import { VehicleSearchComponent } from './vehicleSearch/Component'

export type LayoutBlock = NonNullable<Page['layout']>[number]
export type LayoutBlockType = LayoutBlock['blockType']

type BlockComponentFor<T extends LayoutBlockType> = ComponentType<{
  block: Extract<LayoutBlock, { blockType: T }>
  context: BlockRenderContext
}>

/** One component per block type: a block config without a component here fails type-checking. */
export const blockComponents: { [T in LayoutBlockType]: BlockComponentFor<T> } = {
  hero: HeroComponent,
  richText: RichTextComponent,
  callToAction: CallToActionComponent,
  vehicleSearch: VehicleSearchComponent,
  showMeButton: ShowMeButtonComponent,
  enquiryForm: EnquiryFormComponent,
  locations: LocationsComponent,
  offersGrid: OffersGridComponent,
}

function renderBlock<T extends LayoutBlockType>(block: Extract<LayoutBlock, { blockType: T }>, context: BlockRenderContext) {
  const Component = blockComponents[block.blockType as T] as BlockComponentFor<T>
  return <Component key={block.id ?? `${block.blockType}-${context.index}`} block={block} context={context} />
}

export function RenderBlocks({
  blocks,
  context,
}: {
  blocks: readonly LayoutBlock[] | null | undefined
  context: Omit<BlockRenderContext, 'index'>
}) {
  if (!blocks?.length) return null
  return <>{blocks.map((block, index) => renderBlock(block, { ...context, index }))}</>
}
