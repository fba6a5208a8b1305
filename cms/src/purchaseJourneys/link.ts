import { createHmac, timingSafeEqual } from 'node:crypto'

/** The journey's key: an HMAC of its reference, so nothing secret is stored and a link cannot be guessed. */
export function journeyKey(secret: string, reference: string): string {
  return createHmac('sha256', secret).update(`purchase-journey:${reference}`).digest('base64url').slice(0, 32)
}

export function keyMatches(secret: string, reference: string, key: string): boolean {
  const expected = Buffer.from(journeyKey(secret, reference))
  const given = Buffer.from(key)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/** The site path that opens the journey where the shopper left it (the page reads journey and key). */
export function journeyResumePath(carSlug: string, reference: string, key: string): string {
  const query = new URLSearchParams({ car_id: carSlug, journey: reference, key })
  return `/checkout-journey?${query.toString()}`
}

export function journeyResumeUrl(origin: string, carSlug: string, reference: string, key: string): string {
  return `${origin}${journeyResumePath(carSlug, reference, key)}`
}
