import { FINANCE_PROVIDERS, type FinanceProvider, type LenderRecord } from '../vehicle/types'

/**
 * Readers for the vehicle's JSON fields (standardEquipment, finance_lenders, payment_processors): the
 * collection stores them as free JSON from feeds, so the page takes only the shapes it understands.
 */

/** Strings of an array, trimmed, blanks and non-strings dropped; anything else is no list. */
export function stringList(json: unknown): string[] {
  if (!Array.isArray(json)) return []
  return json.flatMap((item) => (typeof item === 'string' && item.trim() ? [item.trim()] : []))
}

const LENDER_NUMBER_FIELDS = [
  'interestRate',
  'comparisonRate',
  'paymentWeek',
  'paymentMonth',
  'deposit',
  'balloon',
  'termYears',
  'termMonths',
  'termWeeks',
  'establishmentFees',
  'totalPayable',
] as const

function lenderRecord(json: unknown): LenderRecord | null {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return null
  const source = json as Record<string, unknown>
  const record: LenderRecord = {}
  for (const field of LENDER_NUMBER_FIELDS) {
    const value = source[field]
    if (typeof value === 'number' || typeof value === 'string') record[field] = value
  }
  if (typeof source.disclaimer === 'string') record.disclaimer = source.disclaimer
  if (typeof source.financeProvider === 'string') record.financeProvider = source.financeProvider
  return record
}

/** `finance_lenders` keyed by the providers we know; other keys and malformed records are ignored. */
export function lenderRecords(json: unknown): Partial<Record<FinanceProvider, LenderRecord>> | null {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return null
  const lenders: Partial<Record<FinanceProvider, LenderRecord>> = {}
  for (const provider of FINANCE_PROVIDERS) {
    const record = lenderRecord((json as Record<string, unknown>)[provider])
    if (record) lenders[provider] = record
  }
  return Object.keys(lenders).length > 0 ? lenders : null
}

/** Australian states to the zone their dealers keep: 'today' for rego expiry is the dealer's today. */
const STATE_TIME_ZONES: Readonly<Record<string, string>> = {
  ACT: 'Australia/Sydney',
  NSW: 'Australia/Sydney',
  NT: 'Australia/Darwin',
  QLD: 'Australia/Brisbane',
  SA: 'Australia/Adelaide',
  TAS: 'Australia/Hobart',
  VIC: 'Australia/Melbourne',
  WA: 'Australia/Perth',
}

const DEFAULT_TIME_ZONE = 'Australia/Sydney'

export function timeZoneForState(state: string | null | undefined): string {
  return STATE_TIME_ZONES[state?.trim().toUpperCase() ?? ''] ?? DEFAULT_TIME_ZONE
}
