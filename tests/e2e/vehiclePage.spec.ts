import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { demoTenants, port, superAdmin, tenantUrl } from './support'

type Status = 'in_stock' | 'sold' | 'coming_soon'
type CarRef = { id: number; slug: string; name: string; status: Status; price: number | null; item_type?: string | null }

const api = `http://127.0.0.1:${port}/api`
const adminHost = { host: `localhost:${port}` }
const statuses: Status[] = ['in_stock', 'sold', 'coming_soon']
const schemaAvailability: Record<Status, string> = {
  in_stock: 'https://schema.org/InStock',
  sold: 'https://schema.org/SoldOut',
  coming_soon: 'https://schema.org/PreOrder',
}
/** The sold notice names the vehicle type: car, caravan… */
const soldMessageFor = (car: CarRef) => {
  const noun = car.item_type?.trim().toLowerCase() || 'car'
  return `Unfortunately this ${noun} recently sold. But don't worry, we can help you find a similar ${noun}!`
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${api}/users/login`, {
    headers: adminHost,
    data: { email: superAdmin.email, password: superAdmin.password },
  })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { token: string }).token
}

/** The demo stock is generated; look its cars up rather than hard-coding slugs. */
async function findCar(request: APIRequestContext, token: string, tenantSlug: string, where: Record<string, string>): Promise<CarRef> {
  const query = new URLSearchParams({ 'where[tenant.slug][equals]': tenantSlug, limit: '1', depth: '0', sort: 'stocknum' })
  for (const [field, value] of Object.entries(where)) query.set(`where[${field}][equals]`, value)
  const response = await request.get(`${api}/vehicles?${query.toString()}`, { headers: { ...adminHost, authorization: `JWT ${token}` } })
  expect(response.ok()).toBe(true)
  const [car] = ((await response.json()) as { docs: CarRef[] }).docs
  if (!car) throw new Error(`No car on ${tenantSlug} with ${JSON.stringify(where)} in the demo stock`)
  return car
}

function visibleCar(request: APIRequestContext, token: string, tenantSlug: string, status: Status) {
  return findCar(request, token, tenantSlug, { status, show_on_dealer_website: 'true' })
}

function sidebar(page: Page) {
  return page.locator('.fc-vehicle-summary')
}

/** The weekly repayment of a loan with no balloon, worked from the textbook annuity formula. */
function weeklyRepayment(principal: number, ratePercent: number, years: number): number {
  const rate = ratePercent / 100 / 52
  const periods = years * 52
  return (principal * rate) / (1 - (1 + rate) ** -periods)
}

function dollars(text: string | null): number {
  return Number((text ?? '').replace(/[^0-9.]/g, ''))
}

let token = ''
test.beforeAll(async ({ request }) => {
  token = await adminToken(request)
})

for (const tenant of demoTenants) {
  for (const status of statuses) {
    test(`${tenant.name}: ${status === 'in_stock' ? 'an' : 'a'} ${status.replace('_', '-')} car has its page`, async ({
      page,
      request,
    }) => {
      const car = await visibleCar(request, token, tenant.slug, status)
      const url = tenantUrl(tenant.slug, `/cars/${car.slug}`)
      const response = await page.goto(url)
      expect(response?.status()).toBe(200)

      await expect(page).toHaveTitle(`${car.name} | ${tenant.name}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(car.name)
      await expect(sidebar(page).locator('.fc-vehicle-summary__price')).toContainText(`$${(car.price ?? 0).toLocaleString('en-AU')}`)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url)
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', url)

      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
      expect(jsonLd).toMatchObject({
        '@type': 'Car',
        name: car.name,
        url,
        offers: { availability: schemaAvailability[status], priceCurrency: 'AUD' },
      })

      await expect(page.getByRole('heading', { name: 'Key Information' })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Dealer Comments' })).toBeVisible()
      // The demo stock has no comments yet.
      await expect(page.getByText('Dealer comments are pending. Please check back here later.')).toBeVisible()
      await expect(sidebar(page).locator('.fc-vehicle-summary__views')).toHaveText(/^[\d,]+ views?$/)

      const buttons = sidebar(page).locator('.fc-vehicle-actions')
      if (status === 'sold') {
        await expect(sidebar(page).getByText(soldMessageFor(car))).toBeVisible()
        await expect(sidebar(page).locator('.fc-vehicle-summary__sold-title')).toHaveText('SOLD')
        await expect(buttons.getByRole('link').first()).toHaveText('Find Me Something Similar')
        await expect(buttons.getByRole('link', { name: 'Enquire Now' })).toHaveCount(0)
        await expect(buttons.getByRole('link', { name: 'Finance Enquiry' })).toHaveCount(0)
        await expect(buttons.getByRole('link', { name: 'Book a Test Drive' })).toHaveCount(0)
        await expect(page.getByRole('heading', { name: 'Finance Calculator' })).toHaveCount(0)
      } else {
        await expect(sidebar(page).getByText(soldMessageFor(car))).toHaveCount(0)
        await expect(buttons.getByRole('link', { name: 'Enquire Now' })).toBeVisible()
        await expect(buttons.getByRole('link', { name: 'Finance Enquiry' })).toHaveAttribute(
          'href',
          new RegExp(`car_id=${car.slug}.*#finance-form$`),
        )
        await expect(buttons.getByRole('link', { name: 'Find Me Something Similar' })).toHaveCount(0)
        await expect(page.getByRole('heading', { name: 'Finance Calculator' })).toBeVisible()
      }
      await expect(sidebar(page).getByText('Coming Soon', { exact: true })).toHaveCount(status === 'coming_soon' ? 1 : 0)
      // Every demo tenant has a switchboard number. The used-car group masks it (its site settings), so there
      // Call Now is a button that asks for the number first and the page holds no tel: link.
      if (tenant.slug === 'southern-cross-motors') {
        await expect(buttons.getByRole('button', { name: 'Call Now' })).toBeVisible()
        await expect(page.locator('a[href^="tel:"]')).toHaveCount(0)
      } else {
        await expect(buttons.getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', /^tel:\d+$/)
      }
    })
  }
}

test('the structured data, canonical link and first render are in the server HTML', async ({ request }) => {
  const tenant = demoTenants[1]!
  const car = await visibleCar(request, token, tenant.slug, 'in_stock')
  const response = await request.get(`http://127.0.0.1:${port}/cars/${car.slug}`, { headers: { host: `${tenant.slug}.localhost:${port}` } })
  expect(response.status()).toBe(200)
  const html = await response.text()
  expect(html).toContain('<script type="application/ld+json">')
  expect(html).toContain(`<link rel="canonical" href="http://${tenant.slug}.localhost:${port}/cars/${car.slug}"/>`)
  expect(html).toMatch(/<h1[^>]*>[^<]*<\/h1>/)
  expect(html).toContain('Finance Calculator')
})

test('a missing car, a hidden car and another dealer’s car answer 404', async ({ page, request }) => {
  const [toyota, usedCars] = demoTenants
  const missing = await page.goto(tenantUrl(toyota!.slug, '/cars/no-such-car-here'))
  expect(missing?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()

  const hidden = await findCar(request, token, usedCars!.slug, { show_on_dealer_website: 'false' })
  expect((await page.goto(tenantUrl(usedCars!.slug, `/cars/${hidden.slug}`)))?.status()).toBe(404)

  const elsewhere = await visibleCar(request, token, usedCars!.slug, 'in_stock')
  expect((await page.goto(tenantUrl(toyota!.slug, `/cars/${elsewhere.slug}`)))?.status()).toBe(404)
})

test('view.json counts views and answers the car fields; a failure shows no count', async ({ page, request }) => {
  const tenant = demoTenants[0]!
  const car = await visibleCar(request, token, tenant.slug, 'in_stock')
  const get = (slug: string) =>
    request.get(`http://127.0.0.1:${port}/cars/${slug}/view.json`, { headers: { host: `${tenant.slug}.localhost:${port}` } })
  const first = await get(car.slug)
  expect(first.status()).toBe(200)
  const firstBody = (await first.json()) as { views: number; car_fields: Record<string, unknown> }
  expect(firstBody.car_fields).toMatchObject({ status: 'in_stock', price: car.price })
  const second = (await (await get(car.slug)).json()) as { views: number }
  expect(second.views).toBe(firstBody.views + 1)
  expect((await get('no-such-car-here')).status()).toBe(404)

  await page.route('**/view.json*', (route) => route.fulfill({ status: 500, body: 'broken' }))
  const failed = page.waitForResponse('**/view.json*')
  await page.goto(tenantUrl(tenant.slug, `/cars/${car.slug}`))
  await failed
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(sidebar(page).locator('.fc-vehicle-summary__views')).not.toHaveText(/view/)
})

test('the finance calculator answers typed input, clamps out-of-range entries and asks to enquire for tiny loans', async ({
  page,
  request,
}) => {
  const tenant = demoTenants[1]!
  const car = await visibleCar(request, token, tenant.slug, 'in_stock')
  await page.goto(tenantUrl(tenant.slug, `/cars/${car.slug}`))
  const calculator = page.locator('#finance-calculator')
  const price = calculator.getByLabel('Purchase price')
  const repayment = calculator.locator('.fc-calculator__repayment strong')

  await expect(price).toHaveValue((car.price ?? 30000).toLocaleString('en-AU'))
  await expect(calculator.getByLabel('Loan term')).toHaveValue('5')
  await expect(calculator.getByLabel('Interest rate')).toHaveValue('10')

  await price.fill('20000')
  await expect.poll(async () => dollars(await repayment.textContent())).toBe(Math.round(weeklyRepayment(20000, 10, 5)))
  await expect(calculator).toContainText('per week')

  await price.fill('500')
  await price.press('Enter')
  await expect(price).toHaveValue('1,000')
  await expect(calculator.getByText('Cannot be less than 1,000 or more than 250,000')).toBeVisible()
  await expect(price).toHaveAttribute('aria-invalid', 'true')

  const term = calculator.getByLabel('Loan term')
  await term.fill('9')
  await term.press('Tab')
  await expect(term).toHaveValue('7')
  await expect(calculator.getByText('Cannot be less than 1 or more than 7')).toBeVisible()
  // The term moves in half years: 2.3 is taken as 2.5.
  await term.fill('2.3')
  await term.press('Tab')
  await expect(term).toHaveValue('2.5')
  await term.fill('7')
  await term.press('Tab')

  // $1,000 over 7 years is a few dollars a week: the calculator asks the visitor to enquire instead.
  await expect(calculator.getByRole('link', { name: 'Enquire for Finance' })).toBeVisible()
  await expect(calculator.locator('.fc-calculator__total')).toHaveCount(0)

  await price.fill('60000')
  await price.press('Enter')
  await expect(calculator.getByText('Cannot be less than 1,000 or more than 250,000')).toHaveCount(0)
  await calculator.getByLabel('Monthly').check()
  await expect(calculator).toContainText('per month')
  await expect(calculator.locator('.fc-calculator__total')).toContainText(/Total payable \$[\d,]+ over 84 repayments/)

  // The disclaimer is short until asked for in full, and back.
  const note = calculator.locator('.fc-calculator__note')
  await expect(note).toContainText('An estimate only, not a quote or an offer of credit: fees and charges are not included.')
  await expect(note).not.toContainText('$30,000 secured loan')
  await note.getByRole('button', { name: 'View full disclaimer' }).click()
  await expect(note).toContainText('it assumes a 5-year term and a $30,000 secured loan')
  await note.getByRole('button', { name: 'Hide full disclaimer' }).click()
  await expect(note).not.toContainText('$30,000 secured loan')
})

test('the price-range slider runs 5,000 to 250,000 in steps of 500, its thumbs never cross, and it searches highest price first', async ({
  page,
  request,
}) => {
  const tenant = demoTenants[0]!
  const car = await visibleCar(request, token, tenant.slug, 'in_stock')
  await page.goto(tenantUrl(tenant.slug, `/cars/${car.slug}`))
  const slider = page.locator('#price-range')
  await expect(slider.getByRole('heading', { name: 'Search by price' })).toBeVisible()
  const low = slider.getByRole('slider', { name: 'Minimum price' })
  const high = slider.getByRole('slider', { name: 'Maximum price' })
  for (const thumb of [low, high]) {
    await expect(thumb).toHaveAttribute('min', '5000')
    await expect(thumb).toHaveAttribute('max', '250000')
    await expect(thumb).toHaveAttribute('step', '500')
  }
  await expect(low).toHaveValue('5000')
  await expect(high).toHaveValue('250000')

  // From the keyboard: one step per arrow, and the low thumb stops one step below the high one.
  await low.press('ArrowRight')
  await expect(low).toHaveValue('5500')
  await high.press('Home')
  await expect(high).toHaveValue('6000')
  await low.press('End')
  await expect(low).toHaveValue('5500')
  await high.press('ArrowRight')
  await high.press('ArrowRight')
  await expect(high).toHaveValue('7000')
  await expect(slider).toContainText('$5,500 – $7,000')

  const search = slider.getByRole('link', { name: 'Search this price range' })
  await expect(search).toHaveAttribute('href', '/search?price=5500%3A7000&sortBy=Car_production%3Aprice%3Adesc')
})

test('lists expand and collapse, and the link is copied with a short notice', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const tenant = demoTenants[0]!
  const car = await visibleCar(request, token, tenant.slug, 'in_stock')
  const url = tenantUrl(tenant.slug, `/cars/${car.slug}`)
  await page.goto(url)

  const keyInformation = page.locator('#key-information')
  await expect(keyInformation.locator('.fc-spec-grid__item')).toHaveCount(4)
  const more = keyInformation.getByRole('button', { name: 'Show More' })
  await expect(more).toHaveAttribute('aria-expanded', 'false')
  await more.click()
  await expect(keyInformation.getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true')
  expect(await keyInformation.locator('.fc-spec-grid__item').count()).toBeGreaterThan(4)

  await page.getByRole('button', { name: 'Copy link' }).click()
  const notice = page.locator('.fc-share__notice')
  await expect(notice).toHaveText('Copied')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url)
  await expect(notice).toHaveText('', { timeout: 3000 })

  const share = page.locator('.fc-share')
  await expect(share.getByRole('link', { name: /Share on Facebook/ })).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  )
  await expect(share.getByRole('link', { name: 'Share by email' })).toHaveAttribute('href', /^mailto:\?subject=/)
})

test('on a phone the sticky bar offers Call Now and Enquire Now, and expands after 900 px of scrolling', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const tenant = demoTenants[1]!
  const car = await visibleCar(request, token, tenant.slug, 'in_stock')
  await page.goto(tenantUrl(tenant.slug, `/cars/${car.slug}`))
  const bar = page.locator('.fc-sticky-bar')
  // This tenant masks its number: the bar's Call Now asks for it when pressed (see vehiclePageSettings.spec.ts).
  await expect(bar.getByRole('button', { name: 'Call Now' })).toBeVisible()
  await expect(bar.getByRole('link', { name: 'Enquire Now' })).toBeVisible()
  await expect(bar).toHaveAttribute('data-expanded', 'false')
  const collapsedHeight = (await bar.boundingBox())?.height

  await page.evaluate(() => window.scrollTo(0, 950))
  await expect(bar).toHaveAttribute('data-expanded', 'true')
  await expect(bar.locator('.fc-sticky-bar__summary')).toContainText(car.name)
  // Expanding rearranges the bar within its height: nothing on the page moves.
  expect((await bar.boundingBox())?.height).toBe(collapsedHeight)

  await page.setViewportSize({ width: 1280, height: 900 })
  await expect(bar).toBeHidden()
})

test.describe('a car with lender figures, comments, registration and specifications', () => {
  const tenant = demoTenants[1]!
  const disclaimer = `${'Finance is provided by Taurus Lending Pty Ltd, Australian Credit Licence 000000, to approved applicants only. '.repeat(3)}Fees and charges apply.`
  let created: { id: number; slug: string } | null = null

  test.beforeAll(async ({ request }) => {
    const authorised = { ...adminHost, authorization: `JWT ${token}` }
    const tenants = await request.get(`${api}/tenants?where[slug][equals]=${tenant.slug}&depth=0`, { headers: authorised })
    const tenantId = ((await tenants.json()) as { docs: Array<{ id: number }> }).docs[0]!.id
    const response = await request.post(`${api}/vehicles`, {
      headers: authorised,
      data: {
        tenant: tenantId,
        stocknum: `E2E${Date.now()}`,
        name: '2024 Toyota RAV4 GXL Hybrid',
        make: 'Toyota',
        model: 'RAV4',
        badge: 'GXL',
        year: 2024,
        car_type: 'used',
        status: 'in_stock',
        price: 42990,
        before_price: 44990,
        km: 18250,
        simple_transmission: 'Automatic',
        simple_body: 'SUV',
        simple_fuel: 'Hybrid',
        regplate: 'ABC12D',
        rego_expiry: '2099-03-12',
        dealercomments: `${'One owner from new with a full Toyota service history. '.repeat(5)}|${'Finished in silver with cloth trim and every extra. '.repeat(4)}|Drives beautifully.`,
        variant: { torque: '221Nm', fuelcapacity: 55, towingcapacitybraked: 1500 },
        location: {
          name: 'Southern Cross Geelong',
          phone: '(03) 5222 0000',
          address: { street: '1 Latrobe Terrace', city: 'Geelong', state: 'VIC', postcode: '3220' },
        },
        finance_lenders: {
          taurus: { interestRate: 6.29, comparisonRate: 8.19, paymentWeek: 149.6, deposit: 0, termMonths: 60, balloon: 0, disclaimer },
        },
      },
    })
    expect(response.status()).toBe(201)
    const doc = ((await response.json()) as { doc: { id: number; slug: string } }).doc
    created = { id: doc.id, slug: doc.slug }
  })

  test.afterAll(async ({ request }) => {
    if (created) await request.delete(`${api}/vehicles/${created.id}`, { headers: { ...adminHost, authorization: `JWT ${token}` } })
  })

  test('shows the finance box with its disclaimer popup, comments with Read more, registration and specifications, with no axe violations', async ({
    page,
  }) => {
    await page.goto(tenantUrl(tenant.slug, `/cars/${created!.slug}`))
    const summary = sidebar(page)
    await expect(summary.locator('.fc-vehicle-summary__was')).toHaveText('Was $44,990')

    const box = page.locator('.fc-finance-box')
    await expect(box.locator('.fc-finance-box__headline')).toContainText('$150 per week')
    await expect(box).toContainText('6.29% p.a.')
    await expect(box).toContainText('8.19% p.a.')
    await expect(box).toContainText('60 months')
    await expect(box.getByRole('link', { name: 'Finance Enquiry' })).toBeVisible()
    const preview = (await box.locator('#financeDisclaimer p').textContent()) ?? ''
    expect(preview.replace(/^\*/, '')).toBe(`${disclaimer.slice(0, 197)}...`)
    await box.getByRole('button', { name: 'Read the full finance disclaimer' }).click()
    const popup = page.getByRole('dialog', { name: 'Finance disclaimer' })
    await expect(popup).toBeVisible()
    await expect(popup).toContainText(disclaimer)
    await page.keyboard.press('Escape')
    await expect(popup).toBeHidden()

    // The calculator starts from the lender's figures.
    await expect(page.locator('#finance-calculator').getByLabel('Interest rate')).toHaveValue('6.29')

    const comments = page.locator('#dealer-comments')
    await expect(comments.locator('p')).toHaveCount(2)
    await expect(comments.locator('p').last()).toHaveText(/\.\.\.$/)
    await comments.getByRole('button', { name: 'Read more' }).click()
    await expect(comments.locator('p')).toHaveCount(3)
    await expect(comments.getByRole('button', { name: 'Read less' })).toBeVisible()

    await expect(page.locator('#registration')).toContainText('ABC12D')
    await expect(page.locator('#registration')).toContainText('Expires on 12 March 2099')
    await expect(page.locator('#specifications')).toContainText('221Nm')
    await expect(page.locator('#vehicle-map')).toContainText('1 Latrobe Terrace, Geelong VIC 3220')

    const results = await new AxeBuilder({ page }).analyze()
    expect(
      results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    ).toEqual([])
  })
})

for (const tenant of demoTenants) {
  for (const status of ['in_stock', 'sold'] as const) {
    test(`${tenant.name}: the ${status.replace('_', '-')} car page has no axe violations`, async ({ page, request }) => {
      const car = await visibleCar(request, token, tenant.slug, status)
      await page.goto(tenantUrl(tenant.slug, `/cars/${car.slug}`))
      await expect(sidebar(page).locator('.fc-vehicle-summary__views')).toHaveText(/views?$/)
      const results = await new AxeBuilder({ page }).analyze()
      expect(
        results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
      ).toEqual([])
    })
  }
}
