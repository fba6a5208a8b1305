import type { Endpoint, Payload } from 'payload'

import { noStoreJson as json, siteEndpoint } from '../lib/publicEndpoint'
import { tenantSiteSettings } from '../settings/tenantSiteSettings'
import { parseQuoteRequest, quoteRequestMessages } from './quoteRequest'
import { configuredQuoteProvider, type QuoteProvider } from './quoteProvider'

/**
 * POST /api/youx/quote: the finance estimate a car card shows for a car without a quote of its own.
 *
 * Body: { selfAssessedCreditScore: 'GREAT', purchasePrice, loanTerm: 5, year, vin, nvic, whoIsHelping: '' }.
 * Answers 200 { weeklyRepaymentAmount, advertisedRate, comparisonRate } from the configured provider
 * (see quoteProvider.ts); 400 { message, errors: { field: message } } for a body that breaks the rules;
 * 404 { message } for a host that is no site, and for a site whose settings do not switch finance
 * quotes on (to the visitor that site simply has no such service); 413 for an oversized body; 429 when
 * one address asks too often; 502 when the provider gives no quote. Cards ignore every failure.
 */

export const QUOTE_BODY_LIMIT_BYTES = 4 * 1024

export const quoteMessages = {
  siteUnknown: 'There is no site at this address.',
  quotesOff: 'Finance quotes are not offered on this site.',
  tooLarge: `The quote request is larger than ${QUOTE_BODY_LIMIT_BYTES} bytes.`,
  rateLimited: 'Too many finance quotes have been asked for from your connection. Please wait a minute and try again.',
  unavailable: 'A finance quote is not available right now.',
} as const

async function quotesEnabledFor(payload: Payload, tenantId: number | string): Promise<boolean> {
  const settings = await tenantSiteSettings(payload, tenantId, { finance_quote_enabled: true })
  return settings?.finance_quote_enabled === true
}

function checkQuoteBody(read: unknown): unknown {
  if (read === 'too-large') return json(413, { message: quoteMessages.tooLarge })
  if (read === 'unreadable')
    return json(400, { message: quoteRequestMessages.unreadable, errors: { _request: quoteRequestMessages.unreadable } })
  return read
}

/** The endpoint with the configured provider, or another one (tests give it one that fails). */
export function financeQuoteEndpointWith(provider: () => QuoteProvider = configuredQuoteProvider): Endpoint {
  return siteEndpoint({
    path: '/youx/quote',
    method: 'post',
    messages: { unknownSite: quoteMessages.siteUnknown, rateLimited: quoteMessages.rateLimited, failed: quoteMessages.unavailable },
    logMessage: 'Finance quote endpoint failed',
    // QUOTE_RATE_LIMIT quotes per address and site in QUOTE_RATE_WINDOW_SECONDS (default 240 in 60 s; 0 turns it off).
    rateLimit: { limiter: 'quotes' },
    body: { limitBytes: QUOTE_BODY_LIMIT_BYTES, check: checkQuoteBody },
    handler: async ({ req: { payload }, tenant, body }) => {
      if (!(await quotesEnabledFor(payload, tenant.id))) return json(404, { message: quoteMessages.quotesOff })
      const parsed = parseQuoteRequest(body, new Date())
      if (!parsed.ok) return json(400, { message: parsed.message, errors: parsed.errors })
      const chosen = provider()
      try {
        const quote = await chosen.quote(parsed.request)
        return json(200, {
          weeklyRepaymentAmount: quote.weeklyRepaymentAmount,
          advertisedRate: quote.advertisedRate,
          comparisonRate: quote.comparisonRate,
        })
      } catch (error) {
        payload.logger.warn({ err: error, provider: chosen.name, tenant: tenant.slug }, 'Finance quote failed')
        return json(502, { message: quoteMessages.unavailable })
      }
    },
  })
}

export const financeQuoteEndpoint = financeQuoteEndpointWith()
