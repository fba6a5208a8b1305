import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { demoTenants, noStoredState, port, tenantUrl } from './support'

const toyota = 'harbourside-toyota'
const usedCarGroup = 'southern-cross-motors'
const api = `http://127.0.0.1:${port}`

// A dev server compiles each route on its first visit, which can take most of a minute.
test.describe.configure({ timeout: 150_000 })

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([])
}

/** Opens a page with the site's popup already closed, as a returning shopper would. */
async function openWithoutPopup(page: Page, url: string) {
  await page.addInitScript(() => {
    for (let id = 1; id <= 20; id += 1) window.localStorage.setItem(`popup-dismissed-${id}`, 'true')
  })
  await page.goto(url)
}

async function marketerToken(request: APIRequestContext, slug: string): Promise<string> {
  const marketer = demoTenants.find((tenant) => tenant.slug === slug)!.marketer
  const response = await request.post(`${api}/api/users/login`, { data: { email: marketer.email, password: marketer.password } })
  expect(response.status()).toBe(200)
  return (await response.json()).token as string
}

/** The marketer's own document; matched on a field the test never changes, so an interrupted run cannot break the next. */
async function findOne(request: APIRequestContext, token: string, collection: string, field: string, value: string) {
  const response = await request.get(`${api}/api/${collection}?depth=0&draft=true&where[${field}][equals]=${encodeURIComponent(value)}`, {
    headers: { Authorization: `JWT ${token}` },
  })
  const doc = (await response.json()).docs[0] as { id: number } | undefined
  expect(doc).toBeDefined()
  return doc!.id
}

test('special offers: cards truncate description and disclaimer, with toggles, and link to the detail URL', async ({ page }) => {
  await openWithoutPopup(page, tenantUrl(toyota, '/special-offers'))
  await expect(page.getByRole('heading', { level: 1, name: 'Special Offers' })).toBeVisible()
  const card = page.locator('article.fc-offer-card', { hasText: 'RAV4 Hybrid finance' })
  const description = card.locator('.fc-offer-card__description')
  await expect(description).toHaveText(/\.\.\.$/)
  expect(((await description.textContent()) ?? '').length).toBe(163)
  await card.getByRole('button', { name: 'View more' }).click()
  await expect(description).toContainText('have you on the road in days, not weeks.')
  await expect(card.getByRole('button', { name: 'View less' })).toHaveAttribute('aria-expanded', 'true')

  const disclaimer = card.locator('.fc-offer-card__disclaimer')
  expect(((await disclaimer.textContent()) ?? '').length).toBe(203)
  await card.getByRole('button', { name: 'View full disclaimer' }).click()
  await expect(disclaimer).toContainText('Fees, charges and lending criteria apply.')

  // A short offer shows in full, with no toggle.
  const short = page.locator('article.fc-offer-card', { hasText: 'HiLux SR5' })
  await expect(short.getByRole('button')).toHaveCount(0)

  // Single-manufacturer site: /offers/{id}.
  const href = await card.getByRole('link', { name: 'View offer: RAV4 Hybrid finance from 4.99% p.a.' }).getAttribute('href')
  expect(href).toMatch(/^\/offers\/\d+$/)
  await card.getByRole('link', { name: 'View offer: RAV4 Hybrid finance from 4.99% p.a.' }).click()
  await expect(page).toHaveURL(tenantUrl(toyota, href!), { timeout: 60_000 })
  await expect(page.getByRole('heading', { level: 1, name: 'RAV4 Hybrid finance from 4.99% p.a.' })).toBeVisible()
  await expect(page.locator('.fc-offer-detail__disclaimer')).toContainText('Fees, charges and lending criteria apply.')

  // The brand form moves to the site's one address for the offer.
  await page.goto(tenantUrl(toyota, `/offers/toyota${href!.slice('/offers'.length)}`))
  await expect(page).toHaveURL(tenantUrl(toyota, href!), { timeout: 60_000 })
})

test('multi-brand site: offer URLs carry the manufacturer', async ({ page }) => {
  await openWithoutPopup(page, tenantUrl(usedCarGroup, '/special-offers'))
  const link = page.getByRole('link', { name: 'View offer: Kia Sportage: 12 months free servicing' })
  const href = await link.getAttribute('href')
  expect(href).toMatch(/^\/offers\/kia\/\d+$/)
  await link.click()
  await expect(page.getByRole('heading', { level: 1, name: 'Kia Sportage: 12 months free servicing' })).toBeVisible()
  const bare = href!.replace('/offers/kia/', '/offers/')
  await page.goto(tenantUrl(usedCarGroup, bare))
  await expect(page).toHaveURL(tenantUrl(usedCarGroup, href!), { timeout: 60_000 })
})

test('an offer excluded from a website is not shown there, and is shown on the other', async ({ request }) => {
  // The Toyota and used-car templates each exclude one offer from their main domain.
  for (const tenant of demoTenants.filter((each) => each.template !== 'caravan-dealer')) {
    const excludedName = tenant.slug === toyota ? 'Corolla Hatch drive-away run-out' : 'Mazda CX-5 trade-in bonus'
    const onDemo = await request.get(`${api}/special-offers`, { headers: { host: `${tenant.slug}.localhost:${port}` } })
    expect(await onDemo.text()).toContain(excludedName)
    const onDomain = await request.get(`${api}/special-offers`, { headers: { host: `${tenant.domains[0]}:${port}` } })
    expect(onDomain.status()).toBe(200)
    const html = await onDomain.text()
    expect(html).toContain('Special Offers')
    expect(html).not.toContain(excludedName)
  }
})

test.describe('a first-time shopper', () => {
  // Starts with empty browser storage, so the popup has not been closed before.
  test.use({ storageState: noStoredState })

  test('a shopper dismisses the popup and it stays dismissed after a reload', async ({ page }) => {
    await page.goto(tenantUrl(toyota, '/special-offers'))
    const dialog = page.getByRole('dialog', { name: 'Toyota Summer Sale' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()
    const box = await dialog.boundingBox()
    expect(box!.width).toBeLessThanOrEqual(600)
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await page.reload()
    await expect(page.locator('dialog.fc-popup[data-checked="true"]')).toBeAttached()
    await expect(page.getByRole('dialog')).toBeHidden()
    // The close button works the same way on the other site, which remembers its own popup.
    await page.goto(tenantUrl(usedCarGroup, '/special-offers'))
    const other = page.getByRole('dialog', { name: 'Spring Clearance' })
    await expect(other).toBeVisible()
    await other.getByRole('button', { name: 'Close' }).click()
    await expect(other).toBeHidden()
    await page.reload()
    await expect(page.locator('dialog.fc-popup[data-checked="true"]')).toBeAttached()
    await expect(page.getByRole('dialog')).toBeHidden()
  })
})

test('complaints page lists the regulator of the dealer’s state, then independent legal advice', async ({ page }) => {
  await openWithoutPopup(page, tenantUrl(toyota, '/pages/complaint-handling-process'))
  await expect(page.getByRole('heading', { level: 1, name: 'Complaint Handling Process' })).toBeVisible()
  await expect(page.locator('.fc-regulators li')).toHaveText(['NSW Fair Trading (NSW)'])
  await expect(page.getByRole('link', { name: 'NSW Fair Trading' })).toHaveAttribute('href', 'https://www.fairtrading.nsw.gov.au')
  await expect(page.locator('.fc-regulators + p')).toHaveText('or seek independent legal advice')
  await expectNoAxeViolations(page)

  await openWithoutPopup(page, tenantUrl(usedCarGroup, '/pages/complaint-handling-process'))
  // The group trades from yards in two states: both regulators, in the regulators' order.
  await expect(page.locator('.fc-regulators li')).toHaveText(['NSW Fair Trading (NSW)', 'Consumer Affairs Victoria (VIC)'])
  await expect(page.getByText('We aim to resolve every complaint within 10 business days.')).toBeVisible()
})

test('privacy policy and review feedback pages', async ({ page }) => {
  await openWithoutPopup(page, tenantUrl(toyota, '/privacy-policy'))
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(12)
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('Why we collect your personal information')
  await expect(page.getByText('Privacy Act 1988 (Cth)')).toBeVisible()
  await expect(page.getByText('is part of the Toyota dealer network')).toBeVisible()
  await expectNoAxeViolations(page)

  await page.goto(tenantUrl(toyota, '/review-feedback'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hi Valued Customer,')
  await expect(page.getByText('Thank you for choosing Our Dealership.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'I had a bad experience' })).toHaveAttribute('href', '/customer-feedback-survey')
  await page.goto(tenantUrl(toyota, '/review-feedback?first_name=Jane&dealership_name=Harbourside%20Toyota%20Auburn'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hi Jane,')
  await expect(page.getByText('Thank you for choosing Harbourside Toyota Auburn.')).toBeVisible()
  await expectNoAxeViolations(page)
})

test('offer pages have no axe violations', async ({ page }) => {
  await openWithoutPopup(page, tenantUrl(usedCarGroup, '/special-offers'))
  await expect(page.locator('article.fc-offer-card')).toHaveCount(3)
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: 'View offer: Kia Sportage: 12 months free servicing' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectNoAxeViolations(page)
})

test.describe('a marketer’s edits', () => {
  // Starts with empty browser storage, so the popup has not been closed before.
  test.use({ storageState: noStoredState })

  test('a marketer edits an offer and the popup over REST and the site shows the change', async ({ page, request }) => {
    const token = await marketerToken(request, usedCarGroup)
    const offerId = await findOne(request, token, 'offers', 'category', 'Finance offer')
    const popupId = await findOne(request, token, 'popups', 'button.url', '/search/used-cars')
    const patch = (path: string, data: Record<string, unknown>) =>
      request.patch(`${api}/api/${path}`, { headers: { Authorization: `JWT ${token}` }, data })
    try {
      expect((await patch(`offers/${offerId}`, { name: 'Low-rate finance: edited by marketer' })).status()).toBe(200)
      expect((await patch(`popups/${popupId}`, { title: 'Spring Clearance: edited' })).status()).toBe(200)
      await page.goto(tenantUrl(usedCarGroup, '/special-offers'))
      await expect(page.getByRole('dialog', { name: 'Spring Clearance: edited' })).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(page.getByRole('heading', { name: 'Low-rate finance: edited by marketer' })).toBeVisible()
      // A draft edit is not shown until it is published.
      expect((await patch(`offers/${offerId}?draft=true`, { name: 'Unpublished draft name' })).status()).toBe(200)
      await page.reload()
      await expect(page.getByRole('heading', { name: 'Low-rate finance: edited by marketer' })).toBeVisible()
      await expect(page.getByText('Unpublished draft name')).toHaveCount(0)
    } finally {
      await patch(`offers/${offerId}`, { name: 'Low-rate used car finance', _status: 'published' })
      await patch(`popups/${popupId}`, { title: 'Spring Clearance', _status: 'published' })
    }
  })
})
