import { describe, expect, it } from '@jest/globals'

import { formatMoney, formatMoneyInput, moneyQuickOptions, parseMoney } from './money'

describe('formatMoney', () => {
  it('shows whole dollars with a $ prefix and thousands separators', () => {
    expect(formatMoney(0)).toBe('$0')
    expect(formatMoney(999)).toBe('$999')
    expect(formatMoney(25000)).toBe('$25,000')
    expect(formatMoney(1234567)).toBe('$1,234,567')
    expect(formatMoney(24999.6)).toBe('$25,000')
    expect(formatMoney(-5)).toBe('-$5')
    expect(formatMoney(Number.NaN)).toBe('')
  })
})

describe('formatMoneyInput', () => {
  it('regroups what the visitor types', () => {
    expect(formatMoneyInput('25000')).toBe('$25,000')
    expect(formatMoneyInput('$2,50,00')).toBe('$25,000')
    expect(formatMoneyInput('$ 1 000 000')).toBe('$1,000,000')
    expect(formatMoneyInput('007')).toBe('$7')
  })

  it('drops cents instead of merging them into the dollars', () => {
    expect(formatMoneyInput('25000.50')).toBe('$25,000')
  })

  it('stays empty when there are no digits, so the placeholder shows', () => {
    expect(formatMoneyInput('')).toBe('')
    expect(formatMoneyInput('$')).toBe('')
    expect(formatMoneyInput('abc')).toBe('')
  })
})

describe('parseMoney', () => {
  it('reads formatted and plain amounts, rounding to whole dollars', () => {
    expect(parseMoney('$25,000')).toBe(25000)
    expect(parseMoney(' $ 25,000.49 ')).toBe(25000)
    expect(parseMoney('25000')).toBe(25000)
    expect(parseMoney('AUD25000')).toBe(25000)
    expect(parseMoney(18500)).toBe(18500)
    expect(parseMoney('-$5')).toBe(-5)
  })

  it('refuses anything that is not an amount', () => {
    expect(parseMoney('')).toBeNull()
    expect(parseMoney('25k')).toBeNull()
    expect(parseMoney('$')).toBeNull()
    expect(parseMoney('1.2.3')).toBeNull()
    expect(parseMoney(null)).toBeNull()
    expect(parseMoney(Number.POSITIVE_INFINITY)).toBeNull()
    expect(parseMoney({})).toBeNull()
  })

  it('round-trips with formatMoneyInput', () => {
    for (const amount of [5, 999, 1000, 25000, 799999]) expect(parseMoney(formatMoneyInput(String(amount)))).toBe(amount)
  })
})

describe('moneyQuickOptions', () => {
  it('runs from $5,000 to $70,000 by default', () => {
    const options = moneyQuickOptions()
    expect(options.map((option) => option.label)).toEqual([
      '$5,000',
      '$10,000',
      '$15,000',
      '$20,000',
      '$25,000',
      '$30,000',
      '$40,000',
      '$50,000',
      '$60,000',
      '$70,000',
    ])
    expect(options[0]).toEqual({ value: 5000, label: '$5,000' })
  })

  it('runs from $300,000 to $800,000 on premium sites', () => {
    const values = moneyQuickOptions('premium').map((option) => option.value)
    expect(values[0]).toBe(300_000)
    expect(values[values.length - 1]).toBe(800_000)
    expect(values).toEqual([...values].sort((a, b) => a - b))
  })
})
