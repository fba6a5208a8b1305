import { DEFAULT_INTEREST_RATE } from '@forecourt/domain/finance'

import { decimalNumber, hidden, httpAddress, shownValue, text, wholeNumber, type Description, type Values } from './variables'

/**
 * The local estimate's rate when QUOTE_INTEREST_RATE does not set one: the finance calculator's
 * default (10% p.a.), so a card and the calculator opened on the same car agree.
 */
export const DEFAULT_QUOTE_INTEREST_RATE = DEFAULT_INTEREST_RATE
/** The spec's default establishment fee. */
export const DEFAULT_QUOTE_ESTABLISHMENT_FEE = 0
export const DEFAULT_QUOTE_PROVIDER_TIMEOUT_MS = 5000

/**
 * Finance quotes on car cards (docs/finance.md). QUOTE_PROVIDER_URL selects
 * a lender's service; an unusable one is refused like any other value, because quietly quoting locally
 * when a lender was meant would advertise figures nobody offers.
 */
export const quoteVariables = {
  QUOTE_INTEREST_RATE: decimalNumber(0, 30),
  QUOTE_ESTABLISHMENT_FEE: decimalNumber(0, 10_000),
  QUOTE_PROVIDER_URL: httpAddress('https://quotes.example.com/v1/quote'),
  QUOTE_PROVIDER_KEY: text(),
  QUOTE_PROVIDER_TIMEOUT_MS: wholeNumber(1, 60_000),
}

export type QuoteSettings =
  | { provider: 'local'; annualRatePercent: number; establishmentFee: number }
  | { provider: 'http'; url: string; apiKey: string | null; timeoutMs: number }

export function quoteSettings(values: Values<typeof quoteVariables>): QuoteSettings {
  if (values.QUOTE_PROVIDER_URL) {
    return {
      provider: 'http',
      url: values.QUOTE_PROVIDER_URL,
      apiKey: values.QUOTE_PROVIDER_KEY ?? null,
      timeoutMs: values.QUOTE_PROVIDER_TIMEOUT_MS ?? DEFAULT_QUOTE_PROVIDER_TIMEOUT_MS,
    }
  }
  return {
    provider: 'local',
    annualRatePercent: values.QUOTE_INTEREST_RATE ?? DEFAULT_QUOTE_INTEREST_RATE,
    establishmentFee: values.QUOTE_ESTABLISHMENT_FEE ?? DEFAULT_QUOTE_ESTABLISHMENT_FEE,
  }
}

export function describeQuotes(quotes: QuoteSettings): Description {
  if (quotes.provider === 'local') {
    return {
      QUOTE_PROVIDER_URL: 'not set (quoted locally)',
      QUOTE_INTEREST_RATE: String(quotes.annualRatePercent),
      QUOTE_ESTABLISHMENT_FEE: String(quotes.establishmentFee),
    }
  }
  return {
    QUOTE_PROVIDER_URL: shownValue('QUOTE_PROVIDER_URL', quotes.url),
    QUOTE_PROVIDER_KEY: quotes.apiKey ? hidden : 'not set',
    QUOTE_PROVIDER_TIMEOUT_MS: String(quotes.timeoutMs),
  }
}
