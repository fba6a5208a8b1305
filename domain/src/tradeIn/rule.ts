/**
 * The one rule of when a trade-in gets an online estimate (vehicle-page spec §5 "Trade-in FAQ" and §9):
 * "no online estimate for cars over 7 years old or over 100,000 km" — an estimate only for cars up to
 * 7 years old and 100,000 km.
 *
 * Unknown values: an estimate needs a known age and a known odometer reading. A car is "up to 7 years
 * old and 100,000 km" only when both are known to be within the limits; a car whose year or kilometres
 * we do not know might be over either, so it takes the spec's "no online estimate" path (a person
 * values it) rather than getting a figure the dealer may not stand by.
 */

export const TRADE_IN_ESTIMATE_MAX_AGE_YEARS = 7
export const TRADE_IN_ESTIMATE_MAX_KMS = 100_000

/** The spec's FAQ wording, shown wherever a car takes the no-estimate path. */
export const NO_ONLINE_ESTIMATE_TEXT = 'There is no online estimate for cars over 7 years old or over 100,000 km.'
export const NO_ONLINE_ESTIMATE_NEXT_STEP = 'Send us your details and our team will contact you to arrange a valuation.'

export type NoEstimateReason = 'too-old' | 'too-many-kms' | 'age-unknown' | 'kms-unknown'

type OnlineEstimateVerdict = { eligible: true } | { eligible: false; reason: NoEstimateReason }

function wholeNumberOf(value: number | string | null | undefined, clean: (text: string) => string): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value !== 'string') return null
  const text = clean(value.trim())
  return /^\d{1,9}$/.test(text) ? Number(text) : null
}

/** Why a car does or does not get an online estimate in the year of `now`. */
export function onlineEstimateVerdict(
  car: { year?: number | string | null; kms?: number | string | null },
  now: Date,
): OnlineEstimateVerdict {
  const year = wholeNumberOf(car.year, (text) => text)
  const kms = wholeNumberOf(car.kms, (text) => text.replace(/[\s,]/g, '').replace(/km$/i, ''))
  if (year !== null && now.getFullYear() - year > TRADE_IN_ESTIMATE_MAX_AGE_YEARS) return { eligible: false, reason: 'too-old' }
  if (kms !== null && kms > TRADE_IN_ESTIMATE_MAX_KMS) return { eligible: false, reason: 'too-many-kms' }
  if (year === null) return { eligible: false, reason: 'age-unknown' }
  if (kms === null) return { eligible: false, reason: 'kms-unknown' }
  return { eligible: true }
}

/** True when the car gets an online estimate: known to be up to 7 years old and 100,000 km. */
export function offersOnlineTradeInEstimate(car: { year?: number | string | null; kms?: number | string | null }, now: Date): boolean {
  return onlineEstimateVerdict(car, now).eligible
}
