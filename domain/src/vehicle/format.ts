import type { NumberLike } from './types'

/**
 * Grouping is written out rather than left to Intl so the output is the same on every server and
 * browser, whatever locale data they ship with.
 */
export function formatThousands(value: number, decimals = 0): string {
  const fixed = Math.abs(value).toFixed(decimals)
  const [whole = '0', fraction] = fixed.split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : ''
  return sign + (fraction ? `${grouped}.${fraction}` : grouped)
}

/** '$34,990': a dollar sign, thousands commas, rounded to whole dollars. */
export function formatDollars(amount: number): string {
  const rounded = Math.round(amount)
  return rounded < 0 ? `-$${formatThousands(-rounded)}` : `$${formatThousands(rounded)}`
}

/** A finite number from a lender or feed value; blank strings and garbage count as missing. */
export function toNumber(value: NumberLike): number | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'string' && value.trim() === '') return null
  const parsed = typeof value === 'number' ? value : Number(value.replace(/[$,\s%]/g, ''))
  return Number.isFinite(parsed) ? parsed : null
}

export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
}
