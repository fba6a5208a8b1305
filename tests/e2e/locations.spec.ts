import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { port, tenantUrl } from './support'

const toyotaDealer = 'harbourside-toyota'
const usedCarGroup = 'southern-cross-motors'

// A route's first compile on a shared dev server can take most of a minute.
test.setTimeout(120_000)

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([])
}

test('a one-location dealer shows the large map-and-details section', async ({ page }) => {
  await page.goto(tenantUrl(toyotaDealer, '/our-location'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('View our locations')
  const section = page.locator('.fc-locations')
  await expect(section).toHaveAttribute('data-layout', 'single')
  await expect(page.locator('.fc-location')).toHaveCount(1)
  const location = page.locator('.fc-location--single')
  await expect(location.getByRole('heading', { level: 2 })).toHaveText('Harbourside Toyota')
  await expect(location.locator('address')).toHaveText('120 Parramatta Road, Auburn NSW 2144')
  await expect(location).toContainText('Dealer Licence: MD 053188')
  await expect(location).toContainText('4.6 out of 5 from 1,284 reviews')
  // No maps key in the demo settings: a plain link to the coordinates, no embedded map or maps script.
  await expect(location.getByRole('link', { name: /View Harbourside Toyota on the map/ })).toHaveAttribute(
    'href',
    /query=-33\.8561%2C151\.0329/,
  )
  await expect(page.locator('iframe')).toHaveCount(0)
  await expect(location.getByRole('link', { name: /Get Directions/ })).toHaveAttribute('href', /destination=/)
  await expect(location.getByRole('link', { name: /Email Us/ })).toHaveAttribute('href', /^mailto:sales@/)
  await expectNoAxeViolations(page)
})

test('a group with four locations in two states shows them in a three-column grid', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(tenantUrl(usedCarGroup, '/our-location'))
  const grid = page.locator('.fc-locations')
  await expect(grid).toHaveAttribute('data-layout', 'grid')
  await expect(grid).toHaveAttribute('data-columns', '3')
  const cards = page.locator('.fc-location--card')
  await expect(cards).toHaveCount(4)
  // Three cards share the first row; the fourth starts the next.
  const tops = await cards.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)))
  expect(new Set(tops.slice(0, 3)).size).toBe(1)
  expect(tops[3]).toBeGreaterThan(tops[0] ?? 0)

  const springvale = cards.filter({ hasText: 'Springvale' })
  await expect(springvale).toContainText('4.7 out of 5 from 862 reviews')
  await expect(springvale).toContainText('LMCT 11872')
  // 3.9 is not above the site's minimum rating of 4: no stars at all.
  const ringwood = cards.filter({ hasText: 'Ringwood' })
  await expect(ringwood.locator('.fc-reviews')).toHaveCount(0)
  await expect(cards.filter({ hasText: 'Penrith' }).locator('.fc-location__badge')).toHaveText('Coming Soon')
  await expect(cards.filter({ hasText: 'Coming Soon' })).toHaveCount(1)

  // Holiday hours open from the keyboard.
  const summary = springvale.getByText('View Holiday Hours')
  await summary.focus()
  await page.keyboard.press('Enter')
  await expect(springvale.locator('.fc-location__holiday dl')).toBeVisible()
  await expect(springvale.locator('.fc-location__holiday')).toContainText('Christmas Day')

  await expectNoAxeViolations(page)

  await springvale.getByRole('link', { name: /View Location Details/ }).click()
  // The group's location pages live at /contact-us/{slug} (its site settings).
  await expect(page).toHaveURL(/\/contact-us\/springvale$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Southern Cross Motor Group Springvale')
})

test('a location page describes the dealer to search engines as an AutoDealer', async ({ page, request }) => {
  await page.goto(tenantUrl(toyotaDealer, '/our-location/harbourside-toyota'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Harbourside Toyota')
  const json = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
  expect(json).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    name: 'Harbourside Toyota',
    telephone: '(02) 9555 0100',
    address: {
      '@type': 'PostalAddress',
      streetAddress: '120 Parramatta Road',
      addressLocality: 'Auburn',
      addressRegion: 'NSW',
      postalCode: '2144',
      addressCountry: 'AU',
    },
    geo: { '@type': 'GeoCoordinates', latitude: -33.8561, longitude: 151.0329 },
  })
  expect(json.url).toMatch(/\/our-location\/harbourside-toyota$/)
  expect(json.openingHoursSpecification).toContainEqual({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: 'https://schema.org/Monday',
    opens: '08:30',
    closes: '17:30',
  })
  expect(json.openingHoursSpecification).toContainEqual({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: 'https://schema.org/Saturday',
    opens: '08:30',
    closes: '16:00',
  })
  // Sunday is closed: it must not appear at all.
  expect(JSON.stringify(json.openingHoursSpecification)).not.toContain('Sunday')
  await expectNoAxeViolations(page)

  // Another tenant's location is not found on this site.
  const foreign = await request.get(`http://127.0.0.1:${port}/our-location/springvale`, {
    headers: { host: `${toyotaDealer}.localhost:${port}` },
  })
  expect(foreign.status()).toBe(404)
})

test('the opening-hours dropdown switches between sales, service and parts from the keyboard', async ({ page }) => {
  await page.goto(tenantUrl(toyotaDealer, '/our-location'))
  const hours = page.locator('.fc-hours[data-hydrated="true"]')
  await expect(hours).toBeVisible()
  const select = hours.getByLabel('Opening hours for')
  await expect(select).toHaveValue('sales')
  await expect(hours.locator('.fc-hours__line').first()).toHaveText(/Mon - Fri\s*8:30am - 5:30pm/)
  await expect(hours.locator('.fc-hours__line', { hasText: 'Sat' })).toContainText('8:30am - 4:00pm')

  await select.focus()
  await page.keyboard.press('ArrowDown')
  await expect(select).toHaveValue('service')
  await expect(hours.locator('.fc-hours__line').first()).toHaveText(/Mon - Fri\s*7:30am - 5:30pm/)
  // Service Saturdays alternate with 'By Appointment Only'; either way Sunday stays closed.
  await expect(hours.locator('.fc-hours__line', { hasText: 'Sat' })).toContainText(/8:00am - 12:00pm|By Appointment Only/)

  await page.keyboard.press('ArrowDown')
  await expect(select).toHaveValue('parts')
  await expect(hours.locator('.fc-hours__line').first()).toHaveText(/Mon - Fri\s*8:00am - 5:30pm/)
})

test('a locations block on a page shows the locations of its variant', async ({ page }) => {
  await page.goto(tenantUrl(usedCarGroup, '/'))
  const block = page.locator('.fc-locations-block', { has: page.getByRole('heading', { name: 'Our yards' }) })
  // The block is set to sales: the service centre is left out, and three cards fill one row of three.
  await expect(block.locator('.fc-location--card')).toHaveCount(3)
  await expect(block.locator('.fc-locations')).toHaveAttribute('data-columns', '3')
  await expect(block).not.toContainText('Penrith')
  await expect(block.getByRole('heading', { level: 3 }).first()).toHaveText('Southern Cross Motor Group Springvale')

  // On the service page the block is set to service: only the service centre, in the one-location section.
  await page.goto(tenantUrl(usedCarGroup, '/service'))
  const service = page.locator('.fc-locations-block', { has: page.getByRole('heading', { name: 'Our service centres' }) })
  await expect(service).toContainText('Penrith Service Centre')
  await expect(service).not.toContainText('Springvale')
})
