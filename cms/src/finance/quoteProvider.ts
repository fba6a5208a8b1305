import { postJson } from '../lib/postJson'
import {
  COMPARISON_RATE_BASIS,
  estimatedWeeklyRepayment,
  type FinanceQuote,
  type FinanceQuoteRequest,
  levelRepayment,
} from '@forecourt/domain/finance'
import { z } from 'zod'

import {
  DEFAULT_QUOTE_ESTABLISHMENT_FEE,
  DEFAULT_QUOTE_INTEREST_RATE,
  DEFAULT_QUOTE_PROVIDER_TIMEOUT_MS,
  type QuoteSettings,
} from '../platform/settings/quotes'
import { processSlot } from '../lib/processSlot'
import { platformSettings } from '../platform/settings'

/**
 * Where finance quotes for car cards come from. The default computes them here, with no outside
 * call; a lender's quoting service is used only when QUOTE_PROVIDER_URL names one.
 */
export interface QuoteProvider {
  readonly name: string
  quote(request: FinanceQuoteRequest): Promise<FinanceQuote>
}

/** A provider that could not give a quote; the endpoint answers 502 and the card shows none. */
export class QuoteProviderError extends Error {
  override name = 'QuoteProviderError'
}

const roundTo = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals

/**
 * The comparison rate of the spec's benchmark (a secured loan of $30,000 over 5 years, monthly
 * repayments): the rate at which the repayments of that loan with the fee financed would repay the
 * $30,000 alone. With no fee it is the advertised rate.
 */
export function comparisonRateFor(annualRatePercent: number, establishmentFee: number): number {
  if (establishmentFee <= 0) return annualRatePercent
  const benchmark = (rate: number, fee: number) =>
    levelRepayment({
      principal: COMPARISON_RATE_BASIS.securedLoanAmount + fee,
      balloon: 0,
      annualRatePercent: rate,
      termYears: COMPARISON_RATE_BASIS.termYears,
      periodsPerYear: 12,
    })
  const repayment = benchmark(annualRatePercent, establishmentFee)
  // The repayment rises with the rate, so halving the bracket converges on the one rate that matches.
  let low = annualRatePercent
  let high = annualRatePercent + 100
  for (let step = 0; step < 100; step += 1) {
    const middle = (low + high) / 2
    if (benchmark(middle, 0) < repayment) low = middle
    else high = middle
  }
  return (low + high) / 2
}

export type LocalQuoteOptions = { annualRatePercent: number; establishmentFee: number }

/**
 * The default provider: the card estimate's loan (5-year term, 10% deposit, 30% final payment) at a
 * configured rate, through the calculator's amortisation. Weekly repayment in whole dollars, rates to
 * two decimals, as the finance box shows them.
 */
export class LocalQuoteProvider implements QuoteProvider {
  readonly name = 'local'

  constructor(
    readonly options: LocalQuoteOptions = {
      annualRatePercent: DEFAULT_QUOTE_INTEREST_RATE,
      establishmentFee: DEFAULT_QUOTE_ESTABLISHMENT_FEE,
    },
  ) {}

  async quote(request: FinanceQuoteRequest): Promise<FinanceQuote> {
    const { annualRatePercent, establishmentFee } = this.options
    const weekly = estimatedWeeklyRepayment(request.purchasePrice, annualRatePercent, establishmentFee)
    if (!Number.isFinite(weekly)) throw new QuoteProviderError('The estimate has no finite repayment for this price.')
    return {
      weeklyRepaymentAmount: Math.round(weekly),
      advertisedRate: roundTo(annualRatePercent, 2),
      comparisonRate: roundTo(comparisonRateFor(annualRatePercent, establishmentFee), 2),
    }
  }
}

const quoteNumber = z.preprocess((value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value), z.number().finite())
const providerAnswerSchema = z.object({
  weeklyRepaymentAmount: quoteNumber.refine((value) => value > 0),
  advertisedRate: quoteNumber,
  comparisonRate: quoteNumber,
})

export type HttpQuoteOptions = {
  url: string
  /** Sent as a bearer token when set. */
  apiKey?: string | null
  timeoutMs?: number
  fetch?: typeof fetch
}

/**
 * A lender's quoting service: the card's request is POSTed to it as JSON, and it answers with the
 * quote object (weeklyRepaymentAmount, advertisedRate, comparisonRate; numbers or numeric strings).
 */
export class HttpQuoteProvider implements QuoteProvider {
  readonly name = 'http'

  constructor(readonly options: HttpQuoteOptions) {}

  async quote(request: FinanceQuoteRequest): Promise<FinanceQuote> {
    let response: Response
    try {
      response = await postJson({ ...this.options, timeoutMs: this.options.timeoutMs ?? DEFAULT_QUOTE_PROVIDER_TIMEOUT_MS }, request)
    } catch (error) {
      throw new QuoteProviderError(`The quote provider could not be reached: ${error instanceof Error ? error.message : String(error)}`)
    }
    if (!response.ok) throw new QuoteProviderError(`The quote provider answered ${response.status}.`)
    let answer: unknown
    try {
      answer = await response.json()
    } catch {
      throw new QuoteProviderError('The quote provider answered with something other than JSON.')
    }
    const parsed = providerAnswerSchema.safeParse(answer)
    if (!parsed.success) throw new QuoteProviderError('The quote provider answered without a usable quote.')
    return parsed.data
  }
}

/**
 * The provider the settings select (platform/settings/quotes.ts):
 * - QUOTE_PROVIDER_URL (an http(s) address) selects the lender's service, with QUOTE_PROVIDER_KEY as
 *   its bearer token and QUOTE_PROVIDER_TIMEOUT_MS (default 5000);
 * - otherwise the local estimate, at QUOTE_INTEREST_RATE % p.a. (default 10, accepted from 0
 *   to 30) with QUOTE_ESTABLISHMENT_FEE dollars financed (default 0).
 * The server's provider is built once per process from its settings (platform/services.ts).
 */
export function quoteProviderFrom(settings: QuoteSettings, fetchImpl?: typeof fetch): QuoteProvider {
  if (settings.provider === 'http') {
    return new HttpQuoteProvider({
      url: settings.url,
      apiKey: settings.apiKey,
      timeoutMs: settings.timeoutMs,
      ...(fetchImpl ? { fetch: fetchImpl } : {}),
    })
  }
  return new LocalQuoteProvider({ annualRatePercent: settings.annualRatePercent, establishmentFee: settings.establishmentFee })
}

/** The process's provider, the one QUOTE_PROVIDER_URL and friends select; built on first use. */
export function configuredQuoteProvider(): QuoteProvider {
  return processSlot('quoteProvider', () => quoteProviderFrom(platformSettings().quotes))
}
