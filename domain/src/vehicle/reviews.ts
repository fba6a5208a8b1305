import { formatThousands, toNumber } from './format'
import type { NumberLike, TenantDisplaySettings } from './types'

const DEFAULT_REVIEWS_MIN_RATING = 4
/** Four full stars at most: the fifth is always drawn as a partial star filled by the remainder. */
const MAX_FULL_STARS = 4

export type ReviewAggregate = { average_rating: NumberLike; count: number | null | undefined }

export type ReviewsSummary = {
  /** One decimal: '4.7'. */
  ratingText: string
  fullStars: number
  /** Fill of the one partial star after the full ones, 0 to 1. */
  partialStarFill: number
  /** Thousands separators: '1,234'. */
  countText: string
}

/** Null (nothing shown) unless the average is above the tenant's minimum and reviews are not hidden. */
export function reviewsSummary(
  reviews: ReviewAggregate | null | undefined,
  tenant: Pick<TenantDisplaySettings, 'reviews_min_rating' | 'hide_reviews'>,
): ReviewsSummary | null {
  if (!reviews || tenant.hide_reviews) return null
  const rating = toNumber(reviews.average_rating)
  const minimum = tenant.reviews_min_rating ?? DEFAULT_REVIEWS_MIN_RATING
  if (rating === null || !(rating > minimum)) return null
  const capped = Math.min(rating, 5)
  const fullStars = Math.min(Math.floor(capped), MAX_FULL_STARS)
  return {
    ratingText: capped.toFixed(1),
    fullStars,
    partialStarFill: Math.round(Math.min(capped - fullStars, 1) * 100) / 100,
    countText: formatThousands(Math.max(0, Math.round(reviews.count ?? 0))),
  }
}
