import type { CardTenantSettings } from './types'

/** Feed names that read badly on a card, folded to lower case for matching. */
export const LABEL_REWRITES: Readonly<Record<string, string>> = {
  'suzuki australia': 'Suzuki',
  'mercedes benz': 'Mercedes-Benz',
  'isuzu ute': 'Isuzu',
  'viscount caravans': 'Viscount',
}
export const PRE_OWNED_LABEL = 'Pre-Owned'
const ENQUIRE_BAND_PREFIX = 'Enquire'

const fold = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase()

/** A make, car type or facet value as a visitor should read it; unknown values pass through unchanged. */
export function displayLabel(
  value: string,
  tenant: Pick<CardTenantSettings, 'used_label_pre_owned' | 'zero_price_band_as_enquire' | 'label_rewrites'> = {},
): string {
  const folded = fold(value)
  const own = tenant.label_rewrites?.find((entry) => fold(entry.from) === folded && entry.to.trim())
  if (own) return own.to.trim()
  const rewrite = LABEL_REWRITES[folded]
  if (rewrite) return rewrite
  if (tenant.used_label_pre_owned && folded === 'used') return PRE_OWNED_LABEL
  if (tenant.zero_price_band_as_enquire) return priceBandLabel(value)
  return value
}

const zeroBandStart = /^\s*\$?\s*0\s*-\s*/

/** '$0 - $10,000' → 'Enquire - $10,000': a $0 lower bound means "no advertised price", not "free". */
export function priceBandLabel(band: string): string {
  return zeroBandStart.test(band) ? band.replace(zeroBandStart, `${ENQUIRE_BAND_PREFIX} - `) : band
}
