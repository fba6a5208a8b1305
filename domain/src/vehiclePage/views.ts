import { formatThousands } from '../vehicle/format'

/** The fields the view answer carries besides the count: what may have changed since the page was rendered. */
type ViewCarFields = {
  status: string | null
  price: number | null
  before_price: number | null
  photos_count: number | null
  updated_at: string | null
}

export type ViewAnswer = { views: number; car_fields: ViewCarFields }

/** `/cars/{slug}/view.json` with the query the spec lists (photos_count, updated_at, website_id). */
export function viewJsonPath(
  slug: string,
  query: { photos_count?: number | null; updated_at?: string | null; website_id?: number | string | null },
): string {
  const params = new URLSearchParams()
  if (typeof query.photos_count === 'number') params.set('photos_count', String(query.photos_count))
  if (query.updated_at) params.set('updated_at', query.updated_at)
  if (query.website_id !== null && query.website_id !== undefined) params.set('website_id', String(query.website_id))
  const search = params.toString()
  return `/cars/${encodeURIComponent(slug)}/view.json${search ? `?${search}` : ''}`
}

/** The count from an answer, or null (no count shown) for anything that is not a sane number. */
export function viewsFromAnswer(answer: unknown): number | null {
  if (!answer || typeof answer !== 'object') return null
  const views = (answer as { views?: unknown }).views
  return typeof views === 'number' && Number.isFinite(views) && views >= 0 ? Math.floor(views) : null
}

export function viewsCountText(views: number): string {
  return `${formatThousands(views)} ${views === 1 ? 'view' : 'views'}`
}
