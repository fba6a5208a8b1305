import type { Endpoint, Payload, PayloadRequest } from 'payload'

import { clientAddressFrom, hashClientAddress } from '../enquiries/clientAddress'
import type { SlidingWindowRateLimiter } from '../lib/rateLimit'
import { answeringFailures, noStoreJson as json, readBoundedJson, readsOwnBody } from '../lib/publicEndpoint'
import { tenantSiteSettings } from '../settings/tenantSiteSettings'
import { findTenantByHost } from '../tenancy/resolveTenant'
import type { QuoteProvider } from './quoteProvider'
import { parseQuoteRequest, quoteRequestMessages } from './quoteRequest'
import { publicRateLimiter } from '../lib/rateLimit'
import { configuredQuoteProvider } from './quoteProvider'

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

/** QUOTE_RATE_LIMIT quotes per address and site in QUOTE_RATE_WINDOW_SECONDS (default 240 in 60 s; 0 turns it off). */
export function quoteRateLimiter(): SlidingWindowRateLimiter {
  return publicRateLimiter('quotes')
}

async function quotesEnabledFor(payload: Payload, tenantId: number | string): Promise<boolean> {
  const settings = await tenantSiteSettings(payload, tenantId, { finance_quote_enabled: true })
  return settings?.finance_quote_enabled === true
}

export type FinanceQuoteOptions = {
  provider?: QuoteProvider
  limiter?: SlidingWindowRateLimiter
  trustedProxyHops?: number
  now?: Date
}

export async function handleFinanceQuote(req: PayloadRequest, options: FinanceQuoteOptions = {}): Promise<Response> {
  const { payload } = req
  const tenant = await findTenantByHost(payload, req.headers.get('host'))
  if (!tenant) return json(404, { message: quoteMessages.siteUnknown })

  const now = options.now ?? new Date()
  const address = clientAddressFrom(req.headers, options.trustedProxyHops)
  const addressHash = hashClientAddress(payload.secret, tenant.id, address)
  const verdict = (options.limiter ?? quoteRateLimiter()).take(`${tenant.id}|${addressHash ?? 'unknown'}`, now.getTime())
  if (!verdict.allowed) {
    return json(429, { message: quoteMessages.rateLimited }, { 'Retry-After': String(Math.ceil(verdict.retryAfterMs / 1000)) })
  }
  if (!(await quotesEnabledFor(payload, tenant.id))) return json(404, { message: quoteMessages.quotesOff })

  const body = await readBoundedJson(req, QUOTE_BODY_LIMIT_BYTES)
  if (body === 'too-large') return json(413, { message: quoteMessages.tooLarge })
  if (body === 'unreadable')
    return json(400, { message: quoteRequestMessages.unreadable, errors: { _request: quoteRequestMessages.unreadable } })
  const parsed = parseQuoteRequest(body, now)
  if (!parsed.ok) return json(400, { message: parsed.message, errors: parsed.errors })

  const provider = options.provider ?? configuredQuoteProvider()
  try {
    const quote = await provider.quote(parsed.request)
    return json(200, {
      weeklyRepaymentAmount: quote.weeklyRepaymentAmount,
      advertisedRate: quote.advertisedRate,
      comparisonRate: quote.comparisonRate,
    })
  } catch (error) {
    payload.logger.warn({ err: error, provider: provider.name, tenant: tenant.slug }, 'Finance quote failed')
    return json(502, { message: quoteMessages.unavailable })
  }
}

export const financeQuoteEndpoint: Endpoint = {
  path: '/youx/quote',
  method: 'post',
  custom: readsOwnBody,
  handler: answeringFailures(handleFinanceQuote, 'Finance quote endpoint failed', quoteMessages.unavailable),
}
