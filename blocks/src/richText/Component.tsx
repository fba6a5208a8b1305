import { RichText } from '@payloadcms/richtext-lexical/react'

import type { RichTextBlock } from '@forecourt/schema'

import type { BlockRenderContext } from '../shared/context'

export function RichTextComponent({ block }: { block: RichTextBlock; context: BlockRenderContext }) {
  return (
    <section className={`fc-richtext fc-richtext--${block.width ?? 'narrow'}`}>
      <RichText data={block.content} />
    </section>
  )
}
