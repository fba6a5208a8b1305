import { describe, expect, it, jest } from '@jest/globals'

import type { FinanceQuoteRequest } from '@forecourt/domain/finance'
import { repaymentBySchedule, scheduleBalanceAfter } from '@forecourt/domain/testing/repaymentSchedule'

import { parseSettings, type Environment } from '../platform/settings'
import { comparisonRateFor, HttpQuoteProvider, LocalQuoteProvider, QuoteProviderError, quoteProviderFrom } from './quoteProvider'

const quoteProviderOf = (env: Environment, fetchImpl?: typeof fetch) => quoteProviderFrom(parseSettings(env).quotes, fetchImpl)

const request = (purchasePrice: number, extra: Partial<FinanceQuoteRequest> = {}): FinanceQuoteRequest => ({
  selfAssessedCreditScore: 'GREAT',
  purchasePrice,
  loanTerm: 5,
  year: 2021,
  vin: 'JTNB23HK803012345',
  nvic: null,
  whoIsHelping: '',
  ...extra,
})

/**
 * The estimate's loan worked period by period (interest on the balance, less the repayment) by the
 * test oracle, which shares nothing with the closed formula the provider uses.
 */
function scheduleWeekly(price: number, rate: number, fee = 0): number {
  return repaymentBySchedule({
    amount: price,
    tradeIn: price * 0.1,
    residual: price * 0.3,
    term: 5,
    interest: rate,
    frequency: 'weekly',
    establishmentFee: fee,
  }).repayment
}

describe('LocalQuoteProvider', () => {
  it('quotes 5 years of weekly repayments on the price less 10% down to a 30% final payment, in whole dollars', async () => {
    for (const [price, rate] of [
      [30000, 10],
      [45990, 8.5],
      [12000, 14],
      [189500, 6.29],
      [7999, 0],
    ] as const) {
      const quote = await new LocalQuoteProvider({ annualRatePercent: rate, establishmentFee: 0 }).quote(request(price))
      expect(quote.weeklyRepaymentAmount).toBe(Math.round(scheduleWeekly(price, rate)))
      expect(Number.isInteger(quote.weeklyRepaymentAmount)).toBe(true)
      expect(quote.advertisedRate).toBe(rate)
      // No fees: the comparison rate is the advertised one.
      expect(quote.comparisonRate).toBe(rate)
    }
  })

  it('gives $105 a week for a $30,000 car at the default 10% p.a.', async () => {
    // 27,000 financed, 9,000 final payment, r = 0.1/52, n = 260: (27000·g − 9000)·r/(g − 1) = 105.35.
    expect(await new LocalQuoteProvider().quote(request(30000))).toEqual({
      weeklyRepaymentAmount: 105,
      advertisedRate: 10,
      comparisonRate: 10,
    })
  })

  it('finances an establishment fee and reflects it in a comparison rate on the $30,000, 5-year benchmark', async () => {
    const fee = 395
    const quote = await new LocalQuoteProvider({ annualRatePercent: 8.5, establishmentFee: fee }).quote(request(30000))
    expect(quote.weeklyRepaymentAmount).toBe(Math.round(scheduleWeekly(30000, 8.5, fee)))
    expect(quote.advertisedRate).toBe(8.5)
    expect(quote.comparisonRate).toBeGreaterThan(8.5)
    expect(quote.comparisonRate).toBe(Math.round(quote.comparisonRate * 100) / 100)
    // At the comparison rate, the repayments of $30,395 at 8.5% pay off $30,000 over 60 months (to the rate's 2 decimals).
    const monthly = repaymentBySchedule({
      amount: 30000,
      tradeIn: 0,
      residual: 0,
      term: 5,
      interest: 8.5,
      frequency: 'monthly',
      establishmentFee: fee,
    }).repayment
    const tolerance = 30000 * 0.00005 * 5 // half a basis point of interest over five years, generously
    expect(Math.abs(scheduleBalanceAfter(30000, quote.comparisonRate, 12, 60, monthly))).toBeLessThan(tolerance)
    expect(Math.abs(scheduleBalanceAfter(30000, comparisonRateFor(8.5, fee), 12, 60, monthly))).toBeLessThan(0.01)
  })

  it('rounds the rates to two decimals', async () => {
    const quote = await new LocalQuoteProvider({ annualRatePercent: 7.456, establishmentFee: 0 }).quote(request(20000))
    expect(quote.advertisedRate).toBe(7.46)
    expect(quote.comparisonRate).toBe(7.46)
  })
})

describe('the provider the settings select', () => {
  const neverFetch = jest.fn<typeof fetch>(async () => {
    throw new Error('no outside call expected')
  })

  it('is the local estimate at 10% p.a. by default, and never calls out', async () => {
    const provider = quoteProviderOf({}, neverFetch)
    expect(provider).toBeInstanceOf(LocalQuoteProvider)
    expect(await provider.quote(request(30000))).toEqual({ weeklyRepaymentAmount: 105, advertisedRate: 10, comparisonRate: 10 })
    expect(neverFetch).not.toHaveBeenCalled()
  })

  it('takes the rate and fee from the environment, with the defaults when unset', () => {
    expect(quoteProviderOf({ QUOTE_INTEREST_RATE: '7.5', QUOTE_ESTABLISHMENT_FEE: '395' })).toEqual(
      new LocalQuoteProvider({ annualRatePercent: 7.5, establishmentFee: 395 }),
    )
    expect((quoteProviderOf({ QUOTE_INTEREST_RATE: '' }) as LocalQuoteProvider).options.annualRatePercent).toBe(10)
  })

  it('refuses an unusable rate or fee rather than quoting with the default', () => {
    for (const bad of ['ten', '-1', '45', 'Infinity']) {
      expect(() => quoteProviderOf({ QUOTE_INTEREST_RATE: bad })).toThrow(
        `QUOTE_INTEREST_RATE must be a number from 0 to 30 (got "${bad}").`,
      )
    }
    expect(() => quoteProviderOf({ QUOTE_ESTABLISHMENT_FEE: '-5' })).toThrow(
      'QUOTE_ESTABLISHMENT_FEE must be a number from 0 to 10000 (got "-5").',
    )
  })

  it('selects the lender service only when QUOTE_PROVIDER_URL names one', () => {
    const provider = quoteProviderOf({ QUOTE_PROVIDER_URL: 'https://quotes.example.test/v1/quote', QUOTE_PROVIDER_KEY: 'k-123' })
    expect(provider).toBeInstanceOf(HttpQuoteProvider)
    expect((provider as HttpQuoteProvider).options).toMatchObject({
      url: 'https://quotes.example.test/v1/quote',
      apiKey: 'k-123',
      timeoutMs: 5000,
    })
    expect(quoteProviderOf({ QUOTE_PROVIDER_URL: '  ' })).toBeInstanceOf(LocalQuoteProvider)
    expect(() => quoteProviderOf({ QUOTE_PROVIDER_URL: 'quotes.example.test' })).toThrow('QUOTE_PROVIDER_URL must be an http(s) address')
  })
})

describe('HttpQuoteProvider', () => {
  const answering = (status: number, body: unknown) =>
    jest.fn<typeof fetch>(
      async () =>
        new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    )

  it('posts the request with the key and reads the quote object, numeric strings included', async () => {
    const send = answering(200, { weeklyRepaymentAmount: '118', advertisedRate: 9.49, comparisonRate: '10.12', extra: true })
    const provider = new HttpQuoteProvider({ url: 'https://quotes.example.test/quote', apiKey: 'secret-key', fetch: send })
    expect(await provider.quote(request(32990))).toEqual({ weeklyRepaymentAmount: 118, advertisedRate: 9.49, comparisonRate: 10.12 })
    const [url, init] = send.mock.calls[0] ?? []
    expect(url).toBe('https://quotes.example.test/quote')
    expect(init?.method).toBe('POST')
    expect(init?.headers).toMatchObject({ authorization: 'Bearer secret-key', 'content-type': 'application/json' })
    expect(JSON.parse(String(init?.body))).toEqual(request(32990))
  })

  it('turns every failure into a QuoteProviderError', async () => {
    const cases = [
      answering(503, { message: 'down' }),
      answering(200, 'not json'),
      answering(200, { weeklyRepaymentAmount: 0, advertisedRate: 9, comparisonRate: 9 }),
      answering(200, { advertisedRate: 9 }),
      jest.fn<typeof fetch>(async () => {
        throw new TypeError('fetch failed')
      }),
    ]
    for (const send of cases) {
      await expect(
        new HttpQuoteProvider({ url: 'https://quotes.example.test/quote', fetch: send }).quote(request(20000)),
      ).rejects.toBeInstanceOf(QuoteProviderError)
    }
  })

  it('gives up after the timeout', async () => {
    const hanging = jest.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
        }),
    )
    const started = Date.now()
    await expect(
      new HttpQuoteProvider({ url: 'https://quotes.example.test/quote', timeoutMs: 50, fetch: hanging }).quote(request(20000)),
    ).rejects.toThrow('could not be reached')
    expect(Date.now() - started).toBeLessThan(2000)
  })
})
