import type { RichTextBlock } from '@forecourt/schema'

type LexicalRoot = RichTextBlock['content']

function textNode(text: string, format = 0) {
  return { type: 'text', version: 1, text, format, detail: 0, mode: 'normal', style: '' }
}

function elementBase() {
  return { direction: 'ltr' as const, format: '' as const, indent: 0, version: 1 }
}

export type RichTextInput = Array<{ heading: string } | { paragraph: string } | { bullets: string[] }>

/** Builds the Lexical document the admin's rich-text editor stores, from plain headings and paragraphs. */
export function richText(parts: RichTextInput): LexicalRoot {
  const children = parts.map((part) => {
    if ('heading' in part) return { ...elementBase(), type: 'heading', tag: 'h2', children: [textNode(part.heading)] }
    if ('bullets' in part)
      return {
        ...elementBase(),
        type: 'list',
        listType: 'bullet',
        start: 1,
        tag: 'ul',
        children: part.bullets.map((item, index) => ({
          ...elementBase(),
          type: 'listitem',
          value: index + 1,
          children: [textNode(item)],
        })),
      }
    return { ...elementBase(), type: 'paragraph', textFormat: 0, textStyle: '', children: [textNode(part.paragraph)] }
  })
  return { root: { ...elementBase(), type: 'root', children } } as LexicalRoot
}
