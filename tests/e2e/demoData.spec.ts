import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'

import { type DemoCar, type DisplayRule, displayRuleExamples, type LenderKey } from '../../tenant-seeds/src/displayRules'
import { demoStockFor } from '../../tenant-seeds/src/stock'
import { port, superAdmin, tenantUrl } from './support'

/**
 * Every display rule of the car page and cards, seen on the demo tenant the table of docs/demo-data.md names, on
 * the example car the seed made for it. The demo tenants' stock options and finance settings, as their
 * templates give them (tenant-seeds/src/templates/).
 */
const tenants = {
  'harbourside-toyota': { stock: { count: 300, makes: ['Toyota'] }, provider: 'manual', quotes: false },
  'southern-cross-motors': { stock: { count: 300 }, provider: 'taurus', quotes: true },
  'sunshine-coast-caravans': { stock: { count: 60, kind: 'caravans' as const }, provider: 'manual', quotes: false },
} satisfies Record<string, { stock: Parameters<typeof demoStockFor>[1]; provider: LenderKey; quotes: boolean }>
type TenantSlug = keyof typeof tenants

const api = `http://127.0.0.1:${port}/api`
const adminHost = { host: `localhost:${port}` }

function examplesOf(slug: TenantSlug) {
  const { stock, provider, quotes } = tenants[slug]
  return displayRuleExamples(demoStockFor(slug, stock, stock.count, { finance_provider: provider, finance_quote_enabled: quotes }))
}

let token: string | undefined
async function adminToken(request: APIRequestContext): Promise<string> {
  if (token) return token
  const response = await request.post(`${api}/users/login`, {
    headers: adminHost,
    data: { email: superAdmin.email, password: superAdmin.password },
  })
  expect(response.ok()).toBe(true)
  token = ((await response.json()) as { token: string }).token
  return token
}

/** The seeded car of a tenant's example of a rule: its slug comes from the database. */
async function seeded(request: APIRequestContext, slug: TenantSlug, rule: DisplayRule): Promise<DemoCar & { slug: string }> {
  const example = examplesOf(slug)[rule]
  if (!example) throw new Error(`${slug} has no example of ${rule}`)
  const query = new URLSearchParams({
    'where[tenant.slug][equals]': slug,
    'where[stocknum][equals]': example.stocknum,
    depth: '0',
    limit: '1',
  })
  const response = await request.get(`${api}/vehicles?${query.toString()}`, {
    headers: { ...adminHost, authorization: `JWT ${await adminToken(request)}` },
  })
  expect(response.ok()).toBe(true)
  const [car] = ((await response.json()) as { docs: Array<{ slug: string }> }).docs
  if (!car) throw new Error(`${slug}'s ${rule} car ${example.stocknum} is not in the database`)
  return { ...example, slug: car.slug }
}

async function openCar(page: Page, slug: TenantSlug, car: { slug: string }): Promise<Locator> {
  const response = await page.goto(tenantUrl(slug, `/cars/${car.slug}`))
  expect(response?.status()).toBe(200)
  return page.locator('.fc-vehicle-summary')
}

const dollars = (amount: number) => `$${Math.round(amount).toLocaleString('en-AU')}`

async function expectLoaded(image: Locator) {
  await image.scrollIntoViewIfNeeded()
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
}

for (const slug of Object.keys(tenants) as TenantSlug[]) {
  test.describe(`demo data of ${slug}`, () => {
    test('a car with lender figures shows the finance box of the site’s provider, with its disclaimer', async ({ page, request }) => {
      const car = await seeded(request, slug, 'finance')
      const lender = car.finance_lenders![tenants[slug].provider]!
      await openCar(page, slug, car)
      const box = page.locator('.fc-finance-box')
      await expect(box.locator('.fc-finance-box__headline')).toHaveText(`${dollars(lender.paymentWeek)} per week*`)
      await expect(box.locator('dt:has-text("Interest rate") + dd')).toHaveText(`${lender.interestRate.toFixed(2)}% p.a.`)
      await expect(box.locator('dt:has-text("Comparison rate") + dd')).toHaveText(`${lender.comparisonRate.toFixed(2)}% p.a.*`)
      await expect(box.getByRole('link', { name: 'Finance Enquiry' })).toBeVisible()
      // The disclaimer shows its first 197 characters; the info button opens the whole text.
      await expect(page.locator('#financeDisclaimer')).toContainText(`${lender.disclaimer.slice(0, 197)}...`)
      await box.getByRole('button', { name: 'Read the full finance disclaimer' }).click()
      const popover = page.locator('#fc-finance-disclaimer-full')
      await expect(popover).toBeVisible()
      await expect(popover).toContainText(lender.disclaimer)
      await expect(popover).toContainText('Comparison rate based on a secured loan of $30,000 over 5 years.')
    })

    test('cards and the car page show the car’s photos, loaded', async ({ page, request }) => {
      const car = await seeded(request, slug, 'finance')
      await page.goto(tenantUrl(slug, `/search?query=${car.stocknum}`))
      const card = page.locator('.fc-car-card', { has: page.locator(`a[href="/cars/${car.slug}"]`) })
      await expect(card).toHaveCount(1)
      const cardPhoto = card.locator('img.fc-car-card__photo')
      await expect(cardPhoto).toHaveAttribute('src', /\/_next\/image\?url=%2Fuploads%2Fstock-photo-/)
      await expectLoaded(cardPhoto)
      // The weekly price on the card: the car's own figure, or the site's quote service's, asked for once
      // the search has hydrated (on the shopper's first sign of intent: the pointer over it).
      await page.locator('.fc-search').hover()
      await expect(page.locator('.fc-search[data-hydrated="true"]')).toBeVisible()
      await expect(card.locator('.fc-car-card__finance')).toHaveText(
        tenants[slug].quotes
          ? /^Finance est\. \$[\d,]+ per week$/
          : `Finance est. ${dollars(car.youxQuote!.weeklyRepaymentAmount)} per week`,
      )

      await openCar(page, slug, car)
      const main = page.locator('img.fc-vehicle-gallery__main')
      await expect(main).toHaveAttribute('alt', `${car.name}, photo 1`)
      await expectLoaded(main)
      const thumbs = page.locator('.fc-vehicle-gallery__thumbs img')
      await expect(thumbs).toHaveCount(2)
      for (const thumb of await thumbs.all()) await expectLoaded(thumb)
    })

    test('the market indicator shows below the state or national average, and not for a small gap or above the state average', async ({
      page,
      request,
    }) => {
      const below = await seeded(request, slug, 'market-below-state')
      let summary = await openCar(page, slug, below)
      await expect(summary.locator('.fc-vehicle-summary__market')).toHaveText(
        `${dollars(below.autograb_data!.state_average_market_price! - below.price)} below market price`,
      )
      const national = await seeded(request, slug, 'market-below-national')
      summary = await openCar(page, slug, national)
      await expect(summary.locator('.fc-vehicle-summary__market')).toHaveText(
        `${dollars(national.autograb_data!.average_market_price! - national.price)} below market price`,
      )
      for (const rule of ['market-small-gap', 'market-above-state'] as const) {
        summary = await openCar(page, slug, await seeded(request, slug, rule))
        await expect(summary.locator('.fc-vehicle-summary__price--price')).toBeVisible()
        await expect(summary.locator('.fc-vehicle-summary__market')).toHaveCount(0)
      }
    })

    test('a was price, a pre-order and a car without a price', async ({ page, request }) => {
      const reduced = await seeded(request, slug, 'was-price')
      let summary = await openCar(page, slug, reduced)
      await expect(summary.locator('.fc-vehicle-summary__was')).toHaveText(`Was ${dollars(reduced.before_price!)}`)
      await expect(summary.locator('.fc-vehicle-summary__price')).toHaveText(`Price: ${dollars(reduced.price)}`)

      summary = await openCar(page, slug, await seeded(request, slug, 'preorder'))
      await expect(summary.locator('.fc-vehicle-summary__price')).toHaveText('PREORDER')

      summary = await openCar(page, slug, await seeded(request, slug, 'no-price'))
      await expect(summary.locator('.fc-vehicle-summary__price')).toHaveText(
        slug === 'sunshine-coast-caravans' ? 'Call for price' : 'Enquire for price.',
      )
    })

    test('a car sold inside the sold window is still listed, marked sold', async ({ page, request }) => {
      const sold = await seeded(request, slug, 'sold-recently')
      await page.goto(tenantUrl(slug, `/search?query=${sold.stocknum}`))
      await expect(page.locator(`.fc-car-card a[href="/cars/${sold.slug}"]`).first()).toBeVisible()
      const summary = await openCar(page, slug, sold)
      await expect(summary.locator('.fc-vehicle-summary__sold-title')).toHaveText('SOLD')
    })
  })
}

test('Southern Cross shows a history report link where a car has one', async ({ page, request }) => {
  const car = await seeded(request, 'southern-cross-motors', 'history-report')
  const summary = await openCar(page, 'southern-cross-motors', car)
  await expect(summary.locator('a.fc-vehicle-actions__carHistoryReport')).toHaveAttribute('href', car.file!)
})

test('Harbourside Toyota shows a subscription price and a Toyota Certified Pre-Owned car', async ({ page, request }) => {
  const subscribed = await seeded(request, 'harbourside-toyota', 'subscription')
  let summary = await openCar(page, 'harbourside-toyota', subscribed)
  await expect(summary.locator('.fc-vehicle-summary__subscription')).toHaveText(`Subscribe from ${dollars(subscribed.subscription_price!)}`)

  const certified = await seeded(request, 'harbourside-toyota', 'certified')
  summary = await openCar(page, 'harbourside-toyota', certified)
  await expect(summary).toBeVisible()
  await expect(page.locator('#service-advantage')).toContainText('Toyota Certified Pre-Owned')
  // The search's certified-only toggle finds it.
  await page.goto(tenantUrl('harbourside-toyota', `/search?query=${certified.stocknum}&certified=true`))
  await expect(page.locator(`.fc-car-card a[href="/cars/${certified.slug}"]`).first()).toBeVisible()
})

test('Southern Cross shows dealer comments in paragraphs, a feature list past eight, and registrations current and run out', async ({
  page,
  request,
}) => {
  const commented = await seeded(request, 'southern-cross-motors', 'dealer-comments')
  await openCar(page, 'southern-cross-motors', commented)
  const comments = page.locator('#dealer-comments')
  const more = comments.getByRole('button', { name: 'Read more' })
  if ((await more.count()) > 0) await more.click()
  await expect(comments.locator('p')).toHaveText(commented.dealercomments!.split('|'))
  await expect(page.locator('#features').getByRole('button', { name: 'Show All' })).toBeVisible()
  await openCar(page, 'southern-cross-motors', await seeded(request, 'southern-cross-motors', 'rego-current'))
  await expect(page.locator('#registration')).toContainText(/Expires on \d{1,2} \w+ \d{4}/)
  // Southern Cross shows 'Unregistered' (Site settings → Vehicle page).
  await openCar(page, 'southern-cross-motors', await seeded(request, 'southern-cross-motors', 'rego-expired'))
  await expect(page.locator('#registration')).toContainText('Unregistered')
})

test('the full make list is in the shared makes', async ({ request }) => {
  const response = await request.get(`${api}/manufacturers?limit=1&depth=0`, { headers: adminHost })
  expect(response.ok()).toBe(true)
  expect(((await response.json()) as { totalDocs: number }).totalDocs).toBeGreaterThanOrEqual(135)
})
