import { CARD_ESTIMATE_TERMS, type FinanceQuoteRequest } from '@forecourt/domain/finance'
import { MAX_MONEY_DOLLARS } from '@forecourt/domain/limits'
import { z } from 'zod'

/** Above this no car on a dealer's site is priced; a bigger number is a mistake or a probe. */
export const MAXIMUM_QUOTE_PURCHASE_PRICE = MAX_MONEY_DOLLARS
export const EARLIEST_QUOTE_YEAR = 1900

export const quoteRequestMessages = {
  unreadable: 'The quote request could not be read: send a JSON object.',
  creditScore: 'selfAssessedCreditScore must be "GREAT".',
  purchasePrice: 'purchasePrice must be a number of dollars above 0.',
  purchasePriceTooHigh: `purchasePrice cannot be more than ${MAXIMUM_QUOTE_PURCHASE_PRICE}.`,
  loanTerm: `loanTerm must be ${CARD_ESTIMATE_TERMS.termYears} (years).`,
  year: 'year must be a whole year such as 2021, or null.',
  vin: 'vin must be up to 32 letters and digits, or null.',
  nvic: 'nvic must be up to 16 letters and digits, or null.',
  whoIsHelping: 'whoIsHelping must be empty.',
} as const

const identifier = (maxLength: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(maxLength, message)
    .regex(/^[A-Za-z0-9]*$/, message)
    .nullish()
    .transform((value) => (value ? value.toUpperCase() : null))

/**
 * The body of POST /api/youx/quote as the cards send it (see financeQuoteRequest in blocks). The fixed
 * values are checked rather than assumed, so a provider is never asked for a quote on other terms
 * than the estimate's.
 */
export function quoteRequestSchema(now: Date = new Date()) {
  const latestYear = now.getUTCFullYear() + 2
  return z.object({
    selfAssessedCreditScore: z.literal('GREAT', { error: quoteRequestMessages.creditScore }),
    purchasePrice: z
      .number({ error: quoteRequestMessages.purchasePrice })
      .refine((value) => Number.isFinite(value) && value > 0, quoteRequestMessages.purchasePrice)
      .refine((value) => value <= MAXIMUM_QUOTE_PURCHASE_PRICE, quoteRequestMessages.purchasePriceTooHigh),
    loanTerm: z.literal(CARD_ESTIMATE_TERMS.termYears, { error: quoteRequestMessages.loanTerm }),
    year: z
      .number({ error: quoteRequestMessages.year })
      .int(quoteRequestMessages.year)
      .min(EARLIEST_QUOTE_YEAR, quoteRequestMessages.year)
      .max(latestYear, quoteRequestMessages.year)
      .nullish()
      .transform((value) => value ?? null),
    vin: identifier(32, quoteRequestMessages.vin),
    nvic: identifier(16, quoteRequestMessages.nvic),
    whoIsHelping: z
      .literal('', { error: quoteRequestMessages.whoIsHelping })
      .optional()
      .transform((): '' => ''),
  })
}

export type QuoteRequestVerdict =
  { ok: true; request: FinanceQuoteRequest } | { ok: false; message: string; errors: Record<string, string> }

/** The request checked field by field: the first problem is the message, every field's problem is listed. */
export function parseQuoteRequest(body: unknown, now: Date = new Date()): QuoteRequestVerdict {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return { ok: false, message: quoteRequestMessages.unreadable, errors: { _request: quoteRequestMessages.unreadable } }
  }
  const result = quoteRequestSchema(now).safeParse(body)
  if (result.success) return { ok: true, request: result.data }
  const errors: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '_request')
    errors[field] ??= issue.message
  }
  const message = result.error.issues[0]?.message ?? quoteRequestMessages.unreadable
  return { ok: false, message, errors }
}
