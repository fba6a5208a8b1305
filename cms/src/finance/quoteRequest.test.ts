import { describe, expect, it } from '@jest/globals'

import { parseQuoteRequest, quoteRequestMessages } from './quoteRequest'

const now = new Date('2026-06-01T00:00:00Z')

const valid = {
  selfAssessedCreditScore: 'GREAT',
  purchasePrice: 25990,
  loanTerm: 5,
  year: 2021,
  vin: 'jtnb23hk803012345',
  nvic: null,
  whoIsHelping: '',
}

describe('parseQuoteRequest', () => {
  it('accepts the cards’ request, tidying the identifiers', () => {
    expect(parseQuoteRequest(valid, now)).toEqual({
      ok: true,
      request: { ...valid, vin: 'JTNB23HK803012345', nvic: null },
    })
  })

  it('treats absent or empty year, vin, nvic and whoIsHelping as none', () => {
    const { year, vin, nvic, whoIsHelping, ...required } = valid
    expect(parseQuoteRequest(required, now)).toEqual({
      ok: true,
      request: { ...required, year: null, vin: null, nvic: null, whoIsHelping: '' },
    })
    expect(parseQuoteRequest({ ...valid, vin: '', nvic: '  ' }, now)).toMatchObject({ ok: true, request: { vin: null, nvic: null } })
  })

  it.each([
    ['selfAssessedCreditScore', 'GOOD', quoteRequestMessages.creditScore],
    ['selfAssessedCreditScore', undefined, quoteRequestMessages.creditScore],
    ['purchasePrice', 0, quoteRequestMessages.purchasePrice],
    ['purchasePrice', -100, quoteRequestMessages.purchasePrice],
    ['purchasePrice', '25990', quoteRequestMessages.purchasePrice],
    ['purchasePrice', undefined, quoteRequestMessages.purchasePrice],
    ['purchasePrice', 20_000_000, quoteRequestMessages.purchasePriceTooHigh],
    ['loanTerm', 7, quoteRequestMessages.loanTerm],
    ['loanTerm', '5', quoteRequestMessages.loanTerm],
    ['year', 2021.5, quoteRequestMessages.year],
    ['year', 1850, quoteRequestMessages.year],
    ['year', 2030, quoteRequestMessages.year],
    ['vin', 'JTNB23HK8<script>', quoteRequestMessages.vin],
    ['vin', 'X'.repeat(40), quoteRequestMessages.vin],
    ['vin', 12345, quoteRequestMessages.vin],
    ['nvic', 'ABC-123', quoteRequestMessages.nvic],
    ['whoIsHelping', 'a dealer', quoteRequestMessages.whoIsHelping],
  ])('refuses %s = %p with its message', (field, value, message) => {
    expect(parseQuoteRequest({ ...valid, [field]: value }, now)).toEqual({ ok: false, message, errors: { [field]: message } })
  })

  it('lists every field at fault, the first as the message', () => {
    const verdict = parseQuoteRequest({ ...valid, selfAssessedCreditScore: 'OK', loanTerm: 3 }, now)
    expect(verdict).toEqual({
      ok: false,
      message: quoteRequestMessages.creditScore,
      errors: { selfAssessedCreditScore: quoteRequestMessages.creditScore, loanTerm: quoteRequestMessages.loanTerm },
    })
  })

  it.each([null, 'a string', 42, [valid]])('refuses a body that is not an object (%p)', (body) => {
    expect(parseQuoteRequest(body, now)).toEqual({
      ok: false,
      message: quoteRequestMessages.unreadable,
      errors: { _request: quoteRequestMessages.unreadable },
    })
  })
})
