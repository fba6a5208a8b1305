import { z } from 'zod'

/** Longest slug accepted from a request: the collection's slugs are far shorter; anything longer is not a car. */
const SLUG_MAX_LENGTH = 200

/** A car slug from a query string or route segment: one trimmed, non-empty value of bounded length. */
export const carSlugInput = z.string().trim().min(1).max(SLUG_MAX_LENGTH)

/** The print page's `car_id` parameter (spec §2 /print?car_id={slug}); null when missing or malformed. */
export function printPageSlug(carId: string | string[] | undefined): string | null {
  const parsed = carSlugInput.safeParse(Array.isArray(carId) ? carId[0] : carId)
  return parsed.success ? parsed.data : null
}
