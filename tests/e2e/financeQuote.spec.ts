import { expect, test, type Page } from '@playwright/test'

import { repaymentBySchedule } from '@forecourt/domain/testing/repaymentSchedule'
import { port, tenantUrl } from './support'

// The used-car group's seeded settings switch finance quotes on; the Toyota dealer's do not.
const quotingSite = 'southern-cross-motors'
const otherSite = 'harbourside-toyota'
const QUOTE_PATH = '/api/youx/quote'

// Cards ask once per car, and quotes are limited per address: each test asks from an address of its
// own, so other specs' visits to the same site do not spend its allowance.
let addressCounter = 0
async function ownAddress(page: Page) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `192.0.2.${++addressCounter + 100}` })
}

function dollars(text: string): number {
  return Number(text.replace(/[^0-9]/g, ''))
}

/** The spec's estimate, worked period by period: 5 years weekly, 10% deposit, 30% final payment, 10% p.a. */
function expectedWeekly(price: number): number {
  return Math.round(
    repaymentBySchedule({
      amount: price,
      tradeIn: price * 0.1,
      residual: price * 0.3,
      term: 5,
      interest: 10,
      frequency: 'weekly',
      establishmentFee: 0,
    }).repayment,
  )
}

/** Everything that would tell a visitor something went wrong. */
function watchForErrors(page: Page) {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.message()}`)
    void dialog.dismiss()
  })
  page.on('console', (message) => {
    // Chromium itself reports every non-2xx response as "Failed to load resource"; the page's own code logs nothing.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(`console: ${message.text()}`)
  })
  return problems
}

async function openSearch(page: Page, slug: string) {
  await page.goto(tenantUrl(slug, '/search?sortBy=Car_production:price:desc'))
  // The search (and the cards' quotes) hydrate once the shopper shows intent: the pointer over the search.
  await page.locator('.fc-search').hover()
  await expect(page.locator('.fc-search[data-hydrated="true"]')).toBeVisible()
}

test('cards on a site with finance quotes show the weekly estimate the site quotes', async ({ page }) => {
  await ownAddress(page)
  const problems = watchForErrors(page)
  const bodies: unknown[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === QUOTE_PATH && request.method() === 'POST') bodies.push(request.postDataJSON())
  })

  await openSearch(page, quotingSite)
  const cards = page.locator('.fc-car-card').filter({ has: page.locator('.fc-car-card__price--price') })
  const count = await cards.count()
  expect(count).toBeGreaterThan(10)

  const first = cards.first()
  const price = dollars((await first.locator('.fc-car-card__price').textContent()) ?? '')
  expect(price).toBeGreaterThan(0)
  await expect(first.locator('.fc-car-card__finance')).toHaveText(`Finance est. $${expectedWeekly(price).toLocaleString('en-AU')} per week`)
  // Every priced card gets its line.
  await expect(page.locator('.fc-car-card__finance', { hasText: /^Finance est\. \$[\d,]+ per week$/ })).toHaveCount(count)

  expect(bodies).toContainEqual({
    selfAssessedCreditScore: 'GREAT',
    purchasePrice: price,
    loanTerm: 5,
    year: expect.any(Number),
    // The demo cars have VINs, as a feed's do.
    vin: expect.stringMatching(/^[A-HJ-NPR-Z0-9]{17}$/),
    nvic: null,
    whoIsHelping: '',
  })
  // One request per distinct car: identical requests (same price and year, no VIN) share an answer.
  expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(bodies.length)
  expect(bodies.length).toBeLessThanOrEqual(count)
  expect(problems).toEqual([])
})

test('a failing quote endpoint leaves the cards without an estimate and without an error', async ({ page }) => {
  await ownAddress(page)
  const problems = watchForErrors(page)
  let failed = 0
  await page.route(`**${QUOTE_PATH}`, async (route) => {
    failed += 1
    await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Quote service exploded' }) })
  })

  await openSearch(page, quotingSite)
  const priced = await page.locator('.fc-car-card__price--price').count()
  expect(priced).toBeGreaterThan(10)
  // Each card asked and heard back: the line settles empty.
  await expect(page.locator('.fc-car-card__finance[data-quote="none"]')).toHaveCount(priced)
  expect(failed).toBeGreaterThan(0)
  expect(failed).toBeLessThanOrEqual(priced)
  await expect(page.locator('.fc-car-card__finance', { hasText: 'per week' })).toHaveCount(0)
  await expect(page.getByText('Quote service exploded')).toHaveCount(0)
  // Next's route announcer is an empty alert on every page; no alert says anything.
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0)
  await expect(page.locator('.fc-search__error')).toHaveCount(0)
  // The cards themselves are whole.
  await expect(page.locator('.fc-car-card__title').first()).toBeVisible()
  await expect(page.locator('.fc-car-card__price--price').first()).toHaveText(/^\$[\d,]+$/)
  expect(problems).toEqual([])
})

test('a site without finance quotes asks for none: its cards show only the quotes the cars carry', async ({ page }) => {
  await ownAddress(page)
  const asked: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === QUOTE_PATH) asked.push(request.url())
  })
  await openSearch(page, otherSite)
  await expect(page.locator('.fc-car-card').first()).toBeVisible()
  // Some demo cars carry their lender's weekly figure (youxQuote); the rest have no line at all.
  const lines = page.locator('.fc-car-card__finance')
  expect(await lines.count()).toBeLessThan(await page.locator('.fc-car-card').count())
  for (const line of await lines.all()) await expect(line).toHaveText(/^Finance est\. \$[\d,]+ per week$/)
  await expect(page.locator('.fc-car-card__finance[data-quote]')).toHaveCount(0)
  expect(asked).toEqual([])
})

test('the endpoint answers on each site’s own address: quotes, 400 for bad input, 404 where quotes are off', async ({ request }) => {
  // Node does not resolve *.localhost: connect to the loopback address and name the site in Host.
  const post = (slug: string, data: unknown) =>
    request.post(`http://127.0.0.1:${port}${QUOTE_PATH}`, {
      headers: { host: `${slug}.localhost:${port}`, 'x-forwarded-for': '192.0.2.250' },
      data,
    })
  const body = { selfAssessedCreditScore: 'GREAT', purchasePrice: 30000, loanTerm: 5, year: 2021, vin: null, nvic: null, whoIsHelping: '' }

  const quoted = await post(quotingSite, body)
  expect(quoted.status()).toBe(200)
  expect(await quoted.json()).toEqual({ weeklyRepaymentAmount: expectedWeekly(30000), advertisedRate: 10, comparisonRate: 10 })

  const bad = await post(quotingSite, { ...body, purchasePrice: -5 })
  expect(bad.status()).toBe(400)
  expect(await bad.json()).toEqual({
    message: 'purchasePrice must be a number of dollars above 0.',
    errors: { purchasePrice: 'purchasePrice must be a number of dollars above 0.' },
  })

  const off = await post(otherSite, body)
  expect(off.status()).toBe(404)
  expect(await off.json()).toEqual({ message: 'Finance quotes are not offered on this site.' })
})
