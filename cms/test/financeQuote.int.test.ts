import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { createPayloadRequest, handleEndpoints, type Payload, type SanitizedConfig } from 'payload'

import { repaymentBySchedule } from '@forecourt/domain/testing/repaymentSchedule'

import { financeQuoteEndpointWith, quoteMessages } from '../src/finance/endpoints'
import { searchTenantStock } from '../src/search/storefront'
import { QuoteProviderError, type QuoteProvider } from '../src/finance/quoteProvider'
import { quoteRequestMessages } from '../src/finance/quoteRequest'
import { createTenantFixture, type TenantFixture } from './helpers/fixtures'
import { bootTestPayload, type TestPayload } from './helpers/testPayload'

let test: TestPayload
let payload: Payload
let config: SanitizedConfig
let quoting: TenantFixture
let notQuoting: TenantFixture

const quotingHost = 'quoting.localhost:3000'
const notQuotingHost = 'notquoting.example.com.au'
const unsettledHost = 'unsettled.localhost:3000'

// The process limiter is built from the environment on first use: small enough to reach in a test.
const RATE_LIMIT = 5
let addressCounter = 0
const freshAddress = () => `203.0.113.${++addressCounter}`

type Answer = { status: number; json: any; headers: Headers }

function quoteRequest(body: unknown, options: { host?: string; address?: string; raw?: string } = {}): Request {
  const host = options.host ?? quotingHost
  return new Request(`http://${host}/api/youx/quote`, {
    method: 'POST',
    headers: { host, 'content-type': 'application/json', 'x-forwarded-for': options.address ?? freshAddress() },
    body: options.raw ?? JSON.stringify(body),
  })
}

async function read(response: Response): Promise<Answer> {
  const text = await response.text()
  return { status: response.status, json: text ? JSON.parse(text) : null, headers: response.headers }
}

/** Through Payload's own routing, as the site's POST /api/youx/quote arrives. */
async function post(body: unknown, options: { host?: string; address?: string; raw?: string } = {}): Promise<Answer> {
  return read(await handleEndpoints({ config, request: quoteRequest(body, options), path: '/api/youx/quote' }))
}

const cardRequest = (extra: Record<string, unknown> = {}) => ({
  selfAssessedCreditScore: 'GREAT',
  purchasePrice: 30000,
  loanTerm: 5,
  year: 2021,
  vin: 'JTNB23HK803012345',
  nvic: null,
  whoIsHelping: '',
  ...extra,
})

beforeAll(async () => {
  process.env.QUOTE_RATE_LIMIT = String(RATE_LIMIT)
  delete process.env.QUOTE_PROVIDER_URL
  delete process.env.QUOTE_INTEREST_RATE
  delete process.env.QUOTE_ESTABLISHMENT_FEE
  test = await bootTestPayload()
  payload = test.payload
  config = test.config
  quoting = await createTenantFixture(payload, 'quoting', '#00aa00')
  notQuoting = await createTenantFixture(payload, 'notquoting', '#aa0000')
  await createTenantFixture(payload, 'unsettled', '#0000aa')
  await payload.create({
    collection: 'site-settings',
    data: { tenant: quoting.tenant.id, finance_quote_enabled: true },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'site-settings',
    data: { tenant: notQuoting.tenant.id, finance_quote_enabled: false },
    overrideAccess: true,
  })
})

afterAll(async () => {
  await test?.cleanup()
})

describe('POST /api/youx/quote', () => {
  it('answers the quote object from the local estimate: 5 years, 10% deposit, 30% final payment at 10% p.a.', async () => {
    const answer = await post(cardRequest({ purchasePrice: 45990 }))
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    const weekly = repaymentBySchedule({
      amount: 45990,
      tradeIn: 4599,
      residual: 13797,
      term: 5,
      interest: 10,
      frequency: 'weekly',
      establishmentFee: 0,
    }).repayment
    expect(answer.json).toEqual({ weeklyRepaymentAmount: Math.round(weekly), advertisedRate: 10, comparisonRate: 10 })
    expect((await post(cardRequest())).json).toEqual({ weeklyRepaymentAmount: 105, advertisedRate: 10, comparisonRate: 10 })
  })

  it('accepts what a card sends for a car without year, VIN or NVIC', async () => {
    const answer = await post(cardRequest({ year: null, vin: null, nvic: null }))
    expect(answer.status).toBe(200)
    expect(answer.json.weeklyRepaymentAmount).toBe(105)
  })

  it.each([
    [{ purchasePrice: 0 }, 'purchasePrice', quoteRequestMessages.purchasePrice],
    [{ purchasePrice: 'lots' }, 'purchasePrice', quoteRequestMessages.purchasePrice],
    [{ selfAssessedCreditScore: 'POOR' }, 'selfAssessedCreditScore', quoteRequestMessages.creditScore],
    [{ loanTerm: 7 }, 'loanTerm', quoteRequestMessages.loanTerm],
    [{ vin: '<img src=x>' }, 'vin', quoteRequestMessages.vin],
  ])('refuses %p with 400 and the field’s message', async (change, field, message) => {
    const answer = await post(cardRequest(change))
    expect(answer.status).toBe(400)
    expect(answer.json).toEqual({ message, errors: { [field]: message } })
  })

  it('refuses a body that is not a JSON object with 400, never 500', async () => {
    for (const raw of ['', 'not json', '[1,2]', 'null', '{"purchasePrice":']) {
      const answer = await post(null, { raw })
      expect(answer.status).toBe(400)
      expect(answer.json.message).toBe(quoteRequestMessages.unreadable)
    }
    const huge = await post(null, { raw: JSON.stringify(cardRequest({ nvic: 'A'.repeat(10_000) })) })
    expect(huge.status).toBe(413)
    expect(huge.json.message).toBe(quoteMessages.tooLarge)
  })

  it('is refused with 404 on a site whose settings do not switch quotes on, and on one with no settings yet', async () => {
    for (const host of [notQuotingHost, unsettledHost]) {
      const answer = await post(cardRequest(), { host })
      expect(answer.status).toBe(404)
      expect(answer.json).toEqual({ message: quoteMessages.quotesOff })
    }
  })

  it('is 404 on a host that is no site', async () => {
    const answer = await post(cardRequest(), { host: 'nobody.example.org' })
    expect(answer.status).toBe(404)
    expect(answer.json).toEqual({ message: quoteMessages.siteUnknown })
  })

  it('follows the setting as the marketer changes it', async () => {
    const settings = await payload.find({
      collection: 'site-settings',
      where: { tenant: { equals: notQuoting.tenant.id } },
      overrideAccess: true,
    })
    const id = settings.docs[0]?.id as number
    await payload.update({ collection: 'site-settings', id, data: { finance_quote_enabled: true }, overrideAccess: true })
    expect((await post(cardRequest(), { host: notQuotingHost })).status).toBe(200)
    await payload.update({ collection: 'site-settings', id, data: { finance_quote_enabled: false }, overrideAccess: true })
    expect((await post(cardRequest(), { host: notQuotingHost })).status).toBe(404)
  })

  it('limits how often one address may ask on one site', async () => {
    const address = '198.51.100.77'
    for (let index = 0; index < RATE_LIMIT; index += 1) expect((await post(cardRequest(), { address })).status).toBe(200)
    const limited = await post(cardRequest(), { address })
    expect(limited.status).toBe(429)
    expect(limited.json).toEqual({ message: quoteMessages.rateLimited })
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another visitor, and the same visitor on another site, are not held back.
    expect((await post(cardRequest())).status).toBe(200)
    await payload.update({
      collection: 'site-settings',
      where: { tenant: { equals: notQuoting.tenant.id } },
      data: { finance_quote_enabled: true },
      overrideAccess: true,
    })
    expect((await post(cardRequest(), { address, host: notQuotingHost })).status).toBe(200)
    await payload.update({
      collection: 'site-settings',
      where: { tenant: { equals: notQuoting.tenant.id } },
      data: { finance_quote_enabled: false },
      overrideAccess: true,
    })
  })

  it('answers 502 with a message when the configured provider fails, and passes the validated request to it', async () => {
    const seen: unknown[] = []
    const failing: QuoteProvider = {
      name: 'failing',
      quote: async (request) => {
        seen.push(request)
        throw new QuoteProviderError('The quote provider answered 503.')
      },
    }
    const req = await createPayloadRequest({
      config,
      request: quoteRequest(cardRequest({ vin: 'jtnb23hk803012345', whoIsHelping: undefined })),
    })
    const answer = await read(await financeQuoteEndpointWith(() => failing).handler(req))
    expect(answer.status).toBe(502)
    expect(answer.json).toEqual({ message: quoteMessages.unavailable })
    expect(seen).toEqual([cardRequest({ vin: 'JTNB23HK803012345' })])
  })
})

describe('search hits for cards', () => {
  it('carry what a card needs to ask for a quote, or the quote the car already has', async () => {
    const car = (stocknum: string, extra: Record<string, unknown>) =>
      payload.create({
        collection: 'vehicles',
        data: {
          tenant: quoting.tenant.id,
          stocknum,
          make: 'Mazda',
          model: 'CX-5',
          year: 2022,
          car_type: 'used',
          status: 'in_stock',
          price: 32990,
          ...extra,
        },
        overrideAccess: true,
      })
    await car('Q1', { vin: 'JM0KF4W7A00123456', nvic: 'P4V22A' })
    await car('Q2', { youxQuote: { weeklyRepaymentAmount: 121, advertisedRate: 8.99, comparisonRate: 9.41 } })
    const { results } = await searchTenantStock(payload, quoting.tenant, [{ indexName: 'quoting_Car_production', query: 'cx-5' }])
    const hits = Object.fromEntries((results[0]?.hits ?? []).map((hit) => [hit.stocknum, hit]))
    expect(hits.Q1).toMatchObject({ year: 2022, vin: 'JM0KF4W7A00123456', nvic: 'P4V22A', youxQuote: null })
    expect(hits.Q2).toMatchObject({ vin: null, youxQuote: { weeklyRepaymentAmount: 121, advertisedRate: 8.99, comparisonRate: 9.41 } })
  })
})
