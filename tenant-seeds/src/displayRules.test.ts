import { describe, expect, it } from '@jest/globals'

import { cardFinanceLine, financeBox } from '@forecourt/domain/finance'
import { actionButtons, marketPriceIndicator, priceDisplay, subscriptionPriceText, wasPriceText } from '@forecourt/domain/vehicle'

import { type DemoCar, type DisplayRule, displayRuleExamples, LENDER_KEYS, rulesFor } from './displayRules'
import { demoStockFor, vehicleDataOfStock } from './stock'
import { demoTenants } from './templates'

const currentYear = 2026
const stockOf = (site: (typeof demoTenants)[number]) => demoStockFor(site.tenant.slug, site.stock!, site.stock!.count, site.settings ?? {})

describe.each(demoTenants.map((site) => [site.tenant.slug, site] as const))('the demo stock of %s', (_slug, site) => {
  const cars = stockOf(site)
  const examples = displayRuleExamples(cars)
  const example = (rule: DisplayRule): DemoCar => {
    const car = examples[rule]
    if (!car) throw new Error(`${site.tenant.slug} has no example of ${rule}`)
    return car
  }

  it('is the same every time', () => {
    expect(stockOf(site)).toEqual(cars)
  })

  it('has one car of its own for each rule, listed on the website', () => {
    const rules = rulesFor(site.stock?.kind)
    expect(Object.keys(examples).sort()).toEqual([...rules].sort())
    const stocknums = rules.map((rule) => example(rule).stocknum)
    expect(new Set(stocknums).size).toBe(rules.length)
    for (const rule of rules) expect(example(rule).show_on_dealer_website).toBe(true)
  })

  it('keeps the first three listed cars of each status (examples aside) plain: no lender, market or was-price figures', () => {
    for (const status of ['in_stock', 'coming_soon', 'sold'] as const) {
      const first = cars
        .filter((car) => car.status === status && car.show_on_dealer_website && !car.showcase)
        .sort((a, b) => (a.stocknum < b.stocknum ? -1 : 1))
        .slice(0, 3)
      for (const car of first) {
        expect([car.finance_lenders, car.autograb_data, car.youxQuote, car.before_price]).toEqual([
          undefined,
          undefined,
          undefined,
          undefined,
        ])
      }
    }
  })

  it('shows the finance box for the site’s provider, and for any other provider the dealer may pick', () => {
    const car = example('finance')
    expect(site.settings?.finance_provider).toBeTruthy()
    for (const provider of [site.settings!.finance_provider!, ...LENDER_KEYS]) {
      const box = financeBox(car, { finance_provider: provider, finance_link: site.settings?.finance_link }, currentYear)
      expect(box).not.toBeNull()
      expect(box?.disclaimer?.truncated).toBe(true)
    }
    const box = financeBox(car, { finance_provider: site.settings!.finance_provider!, finance_link: null }, currentYear)!
    // The spec's rates for a new car: 6.29% p.a., comparison 8.19% p.a.
    if (car.car_type !== 'used') expect([box.interestRateText, box.comparisonRateText]).toEqual(['6.29% p.a.', '8.19% p.a.'])
    expect(box.headline?.amount).toBeGreaterThan(25)
    // Many cars carry lender figures, not just the example.
    expect(cars.filter((each) => each.finance_lenders).length).toBeGreaterThan(cars.length / 10)
  })

  it('gives cards a weekly price: the car’s own quote, or the site’s quote service where it asks one', () => {
    const car = example('finance')
    const line = cardFinanceLine(car, { finance_quote_enabled: site.settings?.finance_quote_enabled })
    if (site.settings?.finance_quote_enabled) {
      expect(car.youxQuote ?? null).toBeNull()
      expect(line?.kind).toBe('request')
    } else {
      expect(line).toEqual({ kind: 'quote', weeklyText: `$${car.youxQuote!.weeklyRepaymentAmount.toLocaleString('en-AU')}` })
    }
  })

  it('shows every state of the market indicator', () => {
    const below = example('market-below-state')
    expect(marketPriceIndicator(below)).toBe(
      `$${(below.autograb_data!.state_average_market_price! - below.price).toLocaleString('en-AU')} below market price`,
    )
    const national = example('market-below-national')
    expect(national.autograb_data?.state_average_market_price).toBeNull()
    expect(marketPriceIndicator(national)).toMatch(/^\$[\d,]+ below market price$/)
    expect(marketPriceIndicator(example('market-small-gap'))).toBeNull()
    expect(example('market-small-gap').autograb_data?.state_average_market_price).toBeGreaterThan(example('market-small-gap').price)
    expect(marketPriceIndicator(example('market-above-state'))).toBeNull()
  })

  it('has a was price, a pre-order and a car without a price', () => {
    expect(wasPriceText(example('was-price'))).toMatch(/^\$[\d,]+$/)
    expect(priceDisplay(example('preorder'), { no_price_text: site.settings?.no_price_text })).toEqual({
      kind: 'preorder',
      text: 'PREORDER',
    })
    expect(priceDisplay(example('no-price'), { no_price_text: site.settings?.no_price_text }).kind).toBe('no_price')
  })

  it('has a history report, payment processors and a subscription price', () => {
    const report = example('history-report')
    const buttons = actionButtons(report, { button_options: { carHistoryReport: true } }, { kind: 'missing', warning: 'no number' })
    expect(buttons.find((button) => button.id === 'carHistoryReport')?.href).toBe(report.file)
    expect(example('payment-processors').payment_processors?.length).toBeGreaterThan(0)
    expect(subscriptionPriceText(example('subscription'), { offers_subscription: true })).toMatch(/^\$[\d,]+$/)
  })

  it('has a certified used car, unless it sells caravans', () => {
    if (site.stock?.kind === 'caravans') return expect(cars.some((car) => car.certified)).toBe(false)
    expect(example('certified')).toMatchObject({ certified: true, car_type: 'used', status: 'in_stock' })
  })

  it('has a car sold inside the sold window when seeded', () => {
    const now = Date.UTC(2026, 10, 23, 12)
    const data = vehicleDataOfStock(example('sold-recently'), 1, now)
    expect(data).toMatchObject({ status: 'sold', sold: true })
    // Sites list a sold car for include_sold_cars_days after its sale (default 3).
    const windowStart = now - (site.settings?.include_sold_cars_days ?? 3) * 86_400_000
    expect(Date.parse(data.sold_date!)).toBeGreaterThan(windowStart)
    expect(Date.parse(data.sold_date!)).toBeLessThan(now)
  })

  it('has dealer comments in paragraphs with more features than the first eight, and registrations current and run out', () => {
    const now = Date.UTC(2026, 10, 23, 12)
    const commented = vehicleDataOfStock(example('dealer-comments'), 1, now)
    expect(commented.dealercomments?.split('|').length).toBeGreaterThan(1)
    expect(Array.isArray(commented.filtered_features) && commented.filtered_features.length).toBeGreaterThan(8)
    expect(Date.parse(vehicleDataOfStock(example('rego-current'), 1, now).rego_expiry!)).toBeGreaterThan(now)
    expect(Date.parse(vehicleDataOfStock(example('rego-expired'), 1, now).rego_expiry!)).toBeLessThan(now)
  })
})
