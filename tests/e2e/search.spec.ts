import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { port, tenantUrl } from './support'

const usedCarGroup = 'southern-cross-motors'

function priceOf(text: string): number {
  return Number(text.replace(/[^0-9]/g, ''))
}

async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.locator('.fc-car-card__price--price').allTextContents()
  return texts.map(priceOf)
}

async function resultCount(page: Page): Promise<number> {
  return priceOf((await page.locator('.fc-search__count').textContent()) ?? '')
}

/**
 * The server-rendered page, then InstantSearch over it: its code loads once the shopper shows intent
 * (here the pointer moving over the search), so a refinement changes the URL from then on.
 */
async function openSearch(page: Page, path: string) {
  await page.goto(tenantUrl(usedCarGroup, path))
  await expect(page.locator('.fc-search__count')).toContainText('found')
  await page.locator('.fc-search').hover()
  await expect(page.locator('.fc-search[data-hydrated="true"]')).toBeVisible()
}

test('the first page of results is in the server-rendered HTML', async ({ request }) => {
  // Node does not resolve *.localhost: connect to the loopback address and name the tenant in Host.
  const response = await request.get(`http://127.0.0.1:${port}/search?sortBy=Car_production:price:desc`, {
    headers: { host: `${usedCarGroup}.localhost:${port}` },
  })
  expect(response.status()).toBe(200)
  const html = await response.text()
  expect(html).toMatch(/\d[\d,]* cars found/)
  expect(html.match(/class="fc-car-card__title"/g)?.length).toBe(24)
})

test('item_type, categories, price_range, weekly_price_range and subscription_price filter the stock for real', async ({ request }) => {
  const found = async (query: string) => {
    const response = await request.get(`http://127.0.0.1:${port}/search${query}`, {
      headers: { host: `${usedCarGroup}.localhost:${port}` },
    })
    expect(response.status()).toBe(200)
    const match = /([\d,]+) cars? found/.exec(await response.text())
    return match ? Number(match[1]?.replace(/,/g, '')) : 0
  }
  const all = await found('')
  expect(all).toBeGreaterThan(0)
  // Every car of the used-car group is a car: the filter once matched none.
  expect(await found('?item_type=car')).toBe(all)
  expect(await found('?item_type=caravan')).toBe(0)
  const cars = await found('?categories=Cars')
  expect(cars).toBe(all)
  const suvs = await found('?categories=' + encodeURIComponent('SUVs & 4WDs'))
  expect(suvs).toBeGreaterThan(0)
  expect(suvs).toBeLessThan(all)
  const bands = [
    '$0 - $10,000',
    '$10,000 - $20,000',
    '$20,000 - $30,000',
    '$30,000 - $40,000',
    '$40,000 - $50,000',
    '$50,000 - $75,000',
    '$75,000 - $100,000',
    '$100,000 - $150,000',
    '$150,000+',
  ]
  const perBand = await Promise.all(bands.map((band) => found(`?price_range=${encodeURIComponent(band)}`)))
  expect(perBand.reduce((sum, count) => sum + count, 0)).toBe(all)
  const weekly = await Promise.all(
    ['$0 - $100', '$100 - $150', '$150 - $200', '$200 - $250', '$250 - $300', '$300 - $400', '$400+'].map((band) =>
      found(`?weekly_price_range=${encodeURIComponent(band)}`),
    ),
  )
  expect(weekly.some((count) => count > 0)).toBe(true)
  // A range with no slider of its own: only the cars with a subscription price inside it.
  const subscribed = await found('?subscription_price=1:100000')
  expect(subscribed).toBeGreaterThan(0)
  expect(subscribed).toBeLessThan(all)
})

test('a shopper refines by make and model, sorts, pages, and gets the same state back after a reload', async ({ page }) => {
  await openSearch(page, '/search')
  const everything = await resultCount(page)

  const makes = page.getByRole('group', { name: 'Make' })
  const firstMake = makes.getByRole('checkbox').first()
  const make = (await firstMake.getAttribute('value')) as string
  await firstMake.check()
  await expect(page).toHaveURL(new RegExp(`[?&]make=${encodeURIComponent(make).replace(/%20/g, '\\+')}`))
  await expect.poll(() => resultCount(page)).toBeLessThan(everything)
  for (const title of await page.locator('.fc-car-card__title').allTextContents()) expect(title).toContain(make)

  const models = page.getByRole('group', { name: 'Model' })
  const firstModel = models.getByRole('checkbox').first()
  const model = (await firstModel.getAttribute('value')) as string
  await firstModel.check()
  await expect(page).toHaveURL(/[?&]model=/)
  // The URL changes as the refinement is made; the results follow with the search's answer.
  await expect
    .poll(async () => (await page.locator('.fc-car-card__title').allTextContents()).every((title) => title.includes(model)))
    .toBe(true)

  await firstModel.uncheck()
  await expect(page).not.toHaveURL(/[?&]model=/)

  await page.getByLabel('Sort by').selectOption({ label: 'Lowest Price' })
  await expect(page).toHaveURL(/sortBy=Car_production%3Aprice%3Aasc/)
  await expect
    .poll(async () => {
      const prices = await cardPrices(page)
      return prices.length > 1 && prices.every((price, index) => index === 0 || (prices[index - 1] as number) <= price)
    })
    .toBe(true)

  const firstPageTitles = await page.locator('.fc-car-card__title').allTextContents()
  await page.getByRole('link', { name: 'Next page' }).click()
  await expect(page).toHaveURL(/[?&]page=2/)
  await expect.poll(() => page.locator('.fc-car-card__title').allTextContents()).not.toEqual(firstPageTitles)
  const secondPageTitles = await page.locator('.fc-car-card__title').allTextContents()

  await page.reload()
  await expect(page.getByRole('group', { name: 'Make' }).getByRole('checkbox', { name: new RegExp(make) })).toBeChecked()
  await expect(page.getByLabel('Sort by')).toHaveValue(/_price_asc$/)
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  expect(await page.locator('.fc-car-card__title').allTextContents()).toEqual(secondPageTitles)

  // Any other change starts again at page 1.
  await page.getByLabel('Sort by').selectOption({ label: 'Highest Price' })
  await expect(page).toHaveURL(/sortBy=Car_production%3Aprice%3Adesc/)
  await expect(page).not.toHaveURL(/[?&]page=/)
})

test("a shopper's search goes out as GETs whose answers a CDN may keep", async ({ page }) => {
  await openSearch(page, '/search')
  const searches: Array<{ method: string; url: string; cacheControl: string }> = []
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (url.pathname.startsWith('/1/indexes/'))
      searches.push({ method: response.request().method(), url: url.pathname, cacheControl: response.headers()['cache-control'] ?? '' })
  })
  const makes = page.getByRole('group', { name: 'Make' })
  await makes.getByRole('checkbox').first().check()
  await expect(page).toHaveURL(/[?&]make=/)
  await expect.poll(() => searches.length).toBeGreaterThan(0)
  // One GET per query of the search (the results and the refined facet's own counts), none as POST.
  expect(searches.every((search) => search.method === 'GET' && search.url !== '/1/indexes/*/queries')).toBe(true)
  expect(searches.every((search) => search.url.startsWith(`/1/indexes/${usedCarGroup}_`))).toBe(true)
  for (const search of searches) expect(search.cacheControl).toMatch(/^public, .*s-maxage=\d+/)
})

test('the price range is set by typing a number and from the keyboard, without dragging', async ({ page }) => {
  await openSearch(page, '/search')
  const price = page.getByRole('group', { name: 'Price' })

  const typedMax = price.getByLabel('Maximum price, typed')
  await typedMax.fill('30000')
  await typedMax.press('Enter')
  await expect(page).toHaveURL(/[?&]price=%3A30000/)
  await expect.poll(async () => (await cardPrices(page)).every((value) => value <= 30_000)).toBe(true)

  const minimumSlider = price.getByRole('slider', { name: 'Minimum price' })
  const before = Number(await minimumSlider.inputValue())
  await minimumSlider.focus()
  for (let press = 0; press < 5; press++) await minimumSlider.press('ArrowRight')
  const after = Number(await minimumSlider.inputValue())
  expect(after).toBeGreaterThan(before)
  expect(after % 1000).toBe(0)
  await expect(page).toHaveURL(new RegExp(`[?&]price=${after}%3A30000`))
  await expect.poll(async () => (await cardPrices(page)).every((value) => value >= after && value <= 30_000)).toBe(true)

  // Out of range: ignored, the URL keeps the last good range.
  const typedMin = price.getByLabel('Minimum price, typed')
  await typedMin.fill('99999999')
  await typedMin.press('Enter')
  await expect(typedMin).toHaveValue(String(after))
  await expect(page).toHaveURL(new RegExp(`[?&]price=${after}%3A30000`))
})

test('search routes and InstantSearch-style links land on the same state', async ({ page }) => {
  await openSearch(page, '/search/used-cars')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Used cars')
  await expect(page.getByRole('group', { name: 'Condition' }).getByRole('checkbox', { name: /used/i })).toBeChecked()

  await openSearch(page, '/new-used-and-demo-cars?refinementList%5Bcar_type%5D%5B0%5D=used')
  await expect(page.getByRole('group', { name: 'Condition' }).getByRole('checkbox', { name: /used/i })).toBeChecked()

  const response = await page.goto(tenantUrl(usedCarGroup, '/search/no-such-make-here'))
  expect(response?.status()).toBe(404)
})

test("'Popular Makes' lists up to 20 makes, most stocked first", async ({ page }) => {
  await openSearch(page, '/search')
  const popular = page.locator('.fc-popular-makes')
  await expect(popular.getByRole('heading', { name: 'Popular Makes' })).toBeVisible()
  // The used-car group stocks 18 makes: every one shows (the list once stopped at 8), and never more than 20.
  const shown = await popular.locator('li').count()
  expect(shown).toBeGreaterThan(8)
  expect(shown).toBeLessThanOrEqual(20)
})

test('make and model headings are spelled as the catalogue spells them', async ({ page }) => {
  await page.goto(tenantUrl(usedCarGroup, '/search/mercedes-benz'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mercedes-Benz cars')
  await page.goto(tenantUrl('harbourside-toyota', '/search/toyota/rav4'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toyota RAV4 cars')
})

test('the search page has no axe violations', async ({ page }) => {
  await openSearch(page, '/search')
  const results = await new AxeBuilder({ page }).analyze()
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([])
})

test('a promo card sits at its position among the results', async ({ page }) => {
  await openSearch(page, '/search')
  const results = page.locator('.fc-search__results > li')
  await expect(results.nth(3).getByRole('heading', { name: 'Finance in minutes' })).toBeVisible()
  await expect(results.nth(3).getByRole('link', { name: 'Get pre-approved' })).toHaveAttribute('href', '/finance')
  // A card inside its date window sits at its place; one whose window has passed never shows.
  await expect(results.nth(16).getByRole('heading', { name: 'Spring Clearance finance' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Winter Run-Out finance' })).toHaveCount(0)
  // The strict-display card shows only once the shopper has chosen used cars.
  await expect(page.getByRole('heading', { name: 'Every used car inspected' })).toHaveCount(0)
  await openSearch(page, '/search/used-cars')
  await expect(results.nth(8).getByRole('heading', { name: 'Every used car inspected' })).toBeVisible()
})

test("the home page's 'Show Me {count} Cars' button counts the stock it links to", async ({ page }) => {
  await page.goto(tenantUrl(usedCarGroup, '/'))
  const button = page.getByRole('link', { name: /^Show Me [\d,]+ Cars$/ })
  const count = priceOf((await button.textContent()) ?? '')
  expect(count).toBeGreaterThan(0)
  await button.click()
  await expect(page).toHaveURL(/\/search\?car_type=used$/)
  await expect(page.getByRole('group', { name: 'Condition' }).getByRole('checkbox', { name: /used/i })).toBeChecked()
  expect(await resultCount(page)).toBe(count)
})

test('makes with a logo show it in the make list, and the logo loads', async ({ page }) => {
  await openSearch(page, '/search')
  const logos = page.getByRole('group', { name: 'Make' }).locator('img.fc-make-logo--image')
  await expect(logos.first()).toBeVisible()
  const loaded = await logos.first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)
  expect(loaded).toBe(true)
})

test("a shopper's car-type choice is remembered for their next search, until they clear it", async ({ page }) => {
  await openSearch(page, '/search')
  const everything = await resultCount(page)
  const condition = () => page.getByRole('group', { name: 'Condition' }).getByRole('checkbox', { name: /^used/i })
  await condition().check()
  await expect(page).toHaveURL(/[?&]car_type=used/)
  await expect.poll(() => resultCount(page)).toBeLessThan(everything)
  const usedOnly = await resultCount(page)
  await expect.poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'fc-car-type')?.value).toBe('used')

  // A new search with nothing chosen: the server already answers with the used cars only.
  await openSearch(page, '/search')
  await expect(condition()).toBeChecked()
  expect(await resultCount(page)).toBe(usedOnly)

  // Clearing the choice forgets it: the next search shows everything again.
  await condition().uncheck()
  await expect.poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'fc-car-type')).toBe(false)
  await openSearch(page, '/search')
  await expect(condition()).not.toBeChecked()
  expect(await resultCount(page)).toBe(everything)
})
