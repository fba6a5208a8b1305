export const DEALER_COMMENTS_PENDING = 'Dealer comments are pending. Please check back here later.'
const DEALER_COMMENTS_LIMIT = 400
const DEALER_COMMENTS_LABELS = { expand: 'Read more', collapse: 'Read less' } as const
const ELLIPSIS = '...'

type DealerCommentsView = { kind: 'pending'; text: string } | { kind: 'comments'; paragraphs: string[]; toggleLabel: string | null }

/**
 * Feeds separate paragraphs with '|'. Collapsed comments keep their first 400 characters (paragraph
 * breaks not counted), the cut paragraph ending in '...'.
 */
export function dealerComments(raw: string | null | undefined, expanded: boolean): DealerCommentsView {
  const paragraphs = (raw ?? '')
    .split('|')
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
  if (paragraphs.length === 0) return { kind: 'pending', text: DEALER_COMMENTS_PENDING }

  const length = paragraphs.reduce((sum, paragraph) => sum + paragraph.length, 0)
  if (length <= DEALER_COMMENTS_LIMIT) return { kind: 'comments', paragraphs, toggleLabel: null }
  if (expanded) return { kind: 'comments', paragraphs, toggleLabel: DEALER_COMMENTS_LABELS.collapse }

  const shown: string[] = []
  let budget = DEALER_COMMENTS_LIMIT
  for (const paragraph of paragraphs) {
    if (paragraph.length >= budget) {
      shown.push(paragraph.slice(0, budget) + ELLIPSIS)
      break
    }
    shown.push(paragraph)
    budget -= paragraph.length
  }
  return { kind: 'comments', paragraphs: shown, toggleLabel: DEALER_COMMENTS_LABELS.expand }
}
