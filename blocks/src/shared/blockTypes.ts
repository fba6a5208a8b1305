import type { Page } from '@forecourt/schema'

export type LayoutBlock = NonNullable<Page['layout']>[number]
export type LayoutBlockType = LayoutBlock['blockType']
export type LayoutBlockOf<T extends LayoutBlockType> = Extract<LayoutBlock, { blockType: T }>
