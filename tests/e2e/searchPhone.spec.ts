import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { tenantUrl } from './support'

const usedCarGroup = 'southern-cross-motors'

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('the search page shows results first and the filters in a sheet behind a "Filters (n)" button', async ({ page }) => {
    await page.goto(tenantUrl(usedCarGroup, '/search'))
    await page.waitForLoadState('networkidle')
    const filtersButton = page.getByRole('button', { name: /^Filters \(\d+\)$/ })
    const makes = page.getByRole('group', { name: 'Make' })

    // Results before filters: the first car is on screen, the facet lists are not there to scroll past.
    await expect(page.locator('.fc-car-card').first()).toBeInViewport()
    // Nothing widens the page past the screen (a wide page is zoomed out and shifts what is centred on it, such as the popup).
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    await expect(makes).toBeHidden()
    await expect(filtersButton).toHaveText('Filters (0)')
    await expect(filtersButton).toHaveAttribute('aria-expanded', 'false')
    const sheetId = await filtersButton.getAttribute('aria-controls')
    expect(sheetId).toBeTruthy()
    const buttonBox = await filtersButton.boundingBox()
    const firstCardBox = await page.locator('.fc-car-card').first().boundingBox()
    expect(buttonBox!.y).toBeLessThan(firstCardBox!.y)

    // The search code waits for the shopper: nothing has hydrated the search after the page settled.
    await expect(page.locator('.fc-search[data-hydrated="true"]')).toHaveCount(0)
    expect(await axeViolations(page)).toEqual([])

    // The first tap both loads the search and opens the sheet (the tap is replayed once it has hydrated).
    await filtersButton.tap()
    const sheet = page.getByRole('dialog', { name: 'Filters' })
    await expect(sheet).toBeVisible()
    await expect(page.locator('.fc-search[data-hydrated="true"]')).toHaveCount(1)
    await expect(sheet).toHaveAttribute('id', sheetId!)
    await expect(sheet).toHaveAttribute('aria-modal', 'true')
    await expect(filtersButton).toHaveAttribute('aria-expanded', 'true')
    // Focus moved into the sheet, and Shift+Tab from its first control stays inside.
    await expect.poll(() => sheet.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Shift+Tab')
    await expect.poll(() => sheet.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    expect(await axeViolations(page)).toEqual([])

    // A refinement applies and the button counts it.
    const firstMake = sheet.getByRole('group', { name: 'Make' }).getByRole('checkbox').first()
    const make = (await firstMake.getAttribute('value')) as string
    await firstMake.check()
    await expect(page).toHaveURL(new RegExp(`[?&]make=${encodeURIComponent(make).replace(/%20/g, '\\+')}`))
    await expect(filtersButton).toHaveText('Filters (1)')
    await expect(sheet.getByRole('button', { name: /^Show [\d,]+ cars?$/ })).toBeVisible()

    // Escape closes the sheet and gives focus back to the button; the results show the refinement.
    await page.keyboard.press('Escape')
    await expect(sheet).toBeHidden()
    await expect(filtersButton).toBeFocused()
    await expect(filtersButton).toHaveAttribute('aria-expanded', 'false')
    for (const title of await page.locator('.fc-car-card__title').allTextContents()) expect(title).toContain(make)
  })

  test('a path that presets a filter counts it on the button', async ({ page }) => {
    await page.goto(tenantUrl(usedCarGroup, '/search/used-cars'))
    await expect(page.getByRole('button', { name: /^Filters \(\d+\)$/ })).toHaveText('Filters (1)')
  })
})

test('on a wide screen the filters stay in the side column, with no sheet button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(tenantUrl(usedCarGroup, '/search'))
  await expect(page.getByRole('group', { name: 'Make' })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Filters \(\d+\)$/ })).toBeHidden()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  const filters = await page.getByRole('complementary', { name: 'Filters' }).boundingBox()
  const results = await page.locator('.fc-search__results').boundingBox()
  expect(filters!.x + filters!.width).toBeLessThanOrEqual(results!.x)
})
