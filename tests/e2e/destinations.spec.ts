import { expect, test, type Page } from '@playwright/test'

import { tenantUrl } from './support'

/**
 * The pages the templates seed so that every link leads somewhere, reached the way a shopper reaches
 * them: the car page's Trade-In and Finance buttons and the offer page's Enquire button open their
 * forms with the car or the offer filled in; a make the stock has none of shows its empty search.
 */

test.describe.configure({ timeout: 120_000 })

const toyotaDealer = 'harbourside-toyota'
const usedCarGroup = 'southern-cross-motors'

const enquiry = (page: Page) => page.locator('form.fc-enquiry__form')

/** Opens the first used car of a site's search. */
async function openFirstUsedCar(page: Page, slug: string): Promise<void> {
  await page.goto(tenantUrl(slug, '/search/used-cars'))
  const firstCar = page.locator('a[href^="/cars/"]').first()
  await page.goto(tenantUrl(slug, (await firstCar.getAttribute('href')) ?? '/'))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
}

test("a car page's Trade-In and Finance buttons open their forms with the car filled in", async ({ page }) => {
  await openFirstUsedCar(page, usedCarGroup)
  const carPath = new URL(page.url()).pathname
  const tradeInHref = await page.locator('a[href^="/cars/trade-in?car_id="]').first().getAttribute('href')
  const financeHref = await page.locator('a[href^="/finance?"]').first().getAttribute('href')
  expect(tradeInHref).toMatch(/^\/cars\/trade-in\?car_id=\d+$/)
  expect((await page.goto(tenantUrl(usedCarGroup, tradeInHref!)))?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Value My Trade-In' })).toBeVisible()
  // The valuation tool names the car the trade-in is for.
  const car = (await page.locator('.fc-valuation__for strong').textContent())?.trim()
  expect(car).toMatch(/^\d{4} \S+/)
  await expect(enquiry(page)).toBeVisible()

  // The Finance button names the car by its slug (and carries the price and dealership).
  expect(financeHref).toContain(`car_id=${carPath.split('/').pop()}`)
  const response = await page.goto(tenantUrl(usedCarGroup, financeHref!))
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Finance Enquiry' })).toBeVisible()
  await expect(page.locator('.fc-enquiry__car')).toHaveText(car!)
})

test("an offer's Enquire button opens the general enquiry with the offer named and the message written", async ({ page }) => {
  await page.goto(tenantUrl(toyotaDealer, '/special-offers'))
  const offerLink = page.locator('a[href^="/offers/"]').first()
  await page.goto(tenantUrl(toyotaDealer, (await offerLink.getAttribute('href')) ?? '/'))
  const offerName = (await page.getByRole('heading', { level: 1 }).textContent())?.trim()
  expect(offerName).toBeTruthy()
  const enquireHref = await page.locator('a[href^="/enquiries/general-enquiry?offer="]').getAttribute('href')
  expect((await page.goto(tenantUrl(toyotaDealer, enquireHref!)))?.status()).toBe(200)
  await expect(page.locator('.fc-enquiry__offer')).toHaveText(offerName!)
  await expect(page.locator('form.fc-enquiry__form[data-hydrated="true"]')).toBeVisible()
  await expect(enquiry(page).getByRole('textbox', { name: 'Comments' })).toHaveValue(
    `I am interested in the offer "${offerName}". Please contact me with more details.`,
  )
  // An id that is no live offer of this site fills in nothing.
  await page.goto(tenantUrl(toyotaDealer, '/enquiries/general-enquiry?offer=999999'))
  await expect(page.locator('.fc-enquiry__offer')).toHaveCount(0)
})

test('the Toyota pre-owned pages are searches: /pre-owned lists used cars, ?certified=true only the certified ones', async ({ page }) => {
  const count = async (path: string) => {
    const response = await page.goto(tenantUrl(toyotaDealer, path))
    expect(response?.status(), path).toBe(200)
    const text = await page.locator('.fc-search__count').textContent()
    return Number(/^([\d,]+) cars? found$/.exec(text?.trim() ?? '')?.[1]?.replace(/,/g, '') ?? NaN)
  }
  const used = await count('/pre-owned')
  const certified = await count('/pre-owned?certified=true')
  expect(used).toBeGreaterThan(0)
  expect(certified).toBeGreaterThan(0)
  expect(certified).toBeLessThan(used)
  expect(await count('/demo-vehicles')).toBeGreaterThan(0)
})

test('a make the catalogue knows but the stock has none of shows its search page with the empty state; an unknown word is a 404', async ({
  page,
}) => {
  const response = await page.goto(tenantUrl(usedCarGroup, '/search/chery'))
  expect(response?.status()).toBe(200)
  await expect(page.locator('.fc-search__count')).toHaveText('0 cars found')
  await expect(page.getByText('No cars match these filters. Try removing one.')).toBeVisible()
  expect((await page.goto(tenantUrl(usedCarGroup, '/search/no-such-make')))?.status()).toBe(404)
})
