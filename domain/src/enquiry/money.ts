/**
 * Money inputs on enquiry forms (make-an-offer, trade-in valuation, budgets): whole Australian
 * dollars shown as '$' plus thousands separators, because the specification shows currency with no
 * decimals and dealers quote whole-dollar prices.
 */

import { formatDollars } from '../vehicle/format'

/** '$25,000' for 25000; negatives as '-$5'; cents rounded to the nearest dollar. */
export function formatMoney(amount: number): string {
  return Number.isFinite(amount) ? formatDollars(amount) : ''
}

/**
 * What the money input shows while the visitor types: digits only, regrouped, with the $ prefix.
 * Anything after a decimal point is dropped rather than merged in, so '25000.50' reads '$25,000'
 * and not '$2,500,050'. Empty input stays empty so the placeholder shows.
 */
export function formatMoneyInput(raw: string): string {
  const wholePart = raw.split('.')[0] ?? ''
  const digits = wholePart.replace(/\D/g, '').replace(/^0+(?=\d)/, '')
  if (digits === '') return ''
  // Past 15 digits a double loses whole-dollar precision; nobody offers that much for a car.
  const clipped = digits.slice(0, 15)
  return formatMoney(Number(clipped))
}

/**
 * The amount in a money input or a number; null when there is no amount. Accepts '$25,000',
 * '25000', ' $ 25,000.49 ' and 25000. Rejects text with other letters so '25k' is not read as 25.
 */
export function parseMoney(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.round(value) : null
  if (typeof value !== 'string') return null
  const compact = value
    .replace(/[\s,]/g, '')
    .replace(/^(-?)\$/, '$1')
    .replace(/^AUD/i, '')
  if (!/^-?\d+(\.\d+)?$/.test(compact)) return null
  const amount = Number(compact)
  return Number.isFinite(amount) ? Math.round(amount) : null
}

type MoneyQuickOption = { value: number; label: string }

/**
 * Which set of quick-pick amounts a site shows. 'standard' covers $5,000 to $70,000 (most used and
 * new car budgets); 'premium' covers $300,000 to $800,000 for the sites that sell prestige stock,
 * trucks or motorhomes.
 */
type MoneyQuickOptionRange = 'standard' | 'premium'

/*
 * Steps: finer where most choices fall and coarser above, so the list stays short enough to scan.
 * standard: every $5,000 from $5,000 to $30,000, then every $10,000 to $70,000 (10 options).
 * premium: every $50,000 from $300,000 to $500,000, then every $100,000 to $800,000 (8 options).
 */
const quickOptionAmounts: Record<MoneyQuickOptionRange, readonly number[]> = {
  standard: [5_000, 10_000, 15_000, 20_000, 25_000, 30_000, 40_000, 50_000, 60_000, 70_000],
  premium: [300_000, 350_000, 400_000, 450_000, 500_000, 600_000, 700_000, 800_000],
}

export function moneyQuickOptions(range: MoneyQuickOptionRange = 'standard'): MoneyQuickOption[] {
  return quickOptionAmounts[range].map((value) => ({ value, label: formatMoney(value) }))
}
