import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'

import { popupsDismissed, port, tenantUrl } from './support'

/** The used-car group has compare on (and the strict mode: only cars with a price and photos). */
const usedCarGroup = 'southern-cross-motors'
/** Compare off; favourites on used cars only. */
const toyota = 'harbourside-toyota'
/** A Harbourside car (docs/demo-data.md): another site's car in a Southern Cross compare link. */
const otherSitesCar = '2026-toyota-prado-tem11594'

const compareButtons = (scope: Page | Locator) => scope.getByRole('button', { name: /^Compare\b/ })

/** The server-rendered results, then the search's own code once the shopper points at it. */
async function openSearch(page: Page, slug: string, path: string) {
  await page.goto(tenantUrl(slug, path))
  await expect(page.locator('.fc-car-card').first()).toBeVisible()
  await page.locator('.fc-search').hover()
  await expect(page.locator('.fc-search[data-hydrated="true"]')).toBeVisible()
}

async function columnTitles(page: Page): Promise<string[]> {
  return page.locator('.fc-compare__table thead th .fc-compare__title').allInnerTexts()
}

test('three cars compared: added from their cards, kept in the tray, aligned side by side, and shared by link', async ({
  page,
  browser,
}) => {
  await openSearch(page, usedCarGroup, '/search/used-cars')
  // Nothing to compare yet: the tray's code has not been fetched, only its live region is there.
  await expect(page.locator('.fc-compare-tray')).toHaveCount(0)
  const announcer = page.locator('[data-compare-announcer]')
  await expect(announcer).toHaveAttribute('aria-live', 'polite')

  const cards = page.locator('.fc-car-card').filter({ has: compareButtons(page) })
  expect(await cards.count()).toBeGreaterThanOrEqual(3)
  const chosen: Array<{ title: string; slug: string }> = []
  for (let index = 0; index < 3; index += 1) {
    const card = cards.nth(index)
    const title = (await card.locator('.fc-car-card__title').innerText()).trim()
    const href = (await card.locator('.fc-car-card__title a').getAttribute('href')) ?? ''
    chosen.push({ title, slug: href.replace(/^\/cars\//, '') })
    // The card's other controls, per the site's settings: favourite, and the enquiry the car page offers.
    await expect(card.getByRole('button', { name: 'Save to favourites' })).toBeVisible()
    await expect(card.getByRole('link', { name: `Enquire Now: ${title}` })).toHaveAttribute(
      'href',
      `/contact?car_id=${encodeURIComponent(chosen[index]!.slug)}`,
    )
    const toggle = compareButtons(card)
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    await expect(announcer).toHaveText(`Added ${title} to compare. ${index + 1} of 4 cars to compare.`)
  }

  const tray = page.getByRole('complementary', { name: 'Cars to compare' })
  await expect(tray).toBeVisible()
  await expect(tray.locator('.fc-compare-tray__title')).toHaveText(chosen.map((car) => car.title))
  // Taken off and put back from the card: the tray follows, and the car goes to the end of the list.
  await compareButtons(cards.nth(0)).click()
  await expect(tray.locator('.fc-compare-tray__title')).toHaveText([chosen[1]!.title, chosen[2]!.title])
  await compareButtons(cards.nth(0)).click()
  const order = [chosen[1]!, chosen[2]!, chosen[0]!]
  await expect(tray.locator('.fc-compare-tray__title')).toHaveText(order.map((car) => car.title))

  // The list outlives the page: another page of the site shows the same tray.
  await page.goto(tenantUrl(usedCarGroup, '/contact'))
  await expect(tray.locator('.fc-compare-tray__title')).toHaveText(order.map((car) => car.title))
  await tray.getByRole('link', { name: 'Compare 3 cars' }).click()

  const shareable = `/compare?cars=${order.map((car) => car.slug).join(',')}`
  await expect(page).toHaveURL(tenantUrl(usedCarGroup, shareable))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compare cars')
  expect(await columnTitles(page)).toEqual(order.map((car) => car.title))

  // Aligned: every row has one cell per car, and the stock numbers sit under their own cars.
  const rows = page.locator('.fc-compare__table tbody tr')
  expect(await rows.count()).toBeGreaterThan(10)
  for (const cells of await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelectorAll('td').length))) expect(cells).toBe(3)
  const stockNumbers = await page.locator('tr[data-spec="stocknum"] td').allInnerTexts()
  expect(stockNumbers.map((value) => value.toLowerCase())).toEqual(order.map((car) => car.slug.split('-').at(-1)))

  // Differences are highlighted and named; rows that agree are not.
  const table = await rows.evaluateAll((trs) =>
    trs.map((tr) => ({
      key: tr.getAttribute('data-spec'),
      differs: tr.classList.contains('fc-compare__row--differs'),
      marked: tr.querySelector('th')?.textContent?.includes('Differs') ?? false,
      values: [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim().toLowerCase() ?? ''),
    })),
  )
  const differing = table.filter((row) => row.differs)
  expect(differing.length).toBeGreaterThan(0)
  for (const row of table) {
    expect(row.marked).toBe(row.differs)
    if (row.key !== 'stocknum' && row.key !== 'vin' && row.key !== 'regplate' && row.key !== 'rego_expiry') {
      expect(row.differs).toBe(new Set(row.values).size > 1)
    }
  }
  expect(table.find((row) => row.key === 'car_type')).toMatchObject({ differs: false })

  const audit = await new AxeBuilder({ page }).include('.fc-compare').analyze()
  expect(
    audit.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([])

  // The link, opened by someone else (no stored list at all), shows the same cars.
  const link = await page.locator('.fc-compare__share a').getAttribute('href')
  expect(link).toBe(tenantUrl(usedCarGroup, shareable))
  const elsewhere = await browser.newContext({ storageState: popupsDismissed })
  try {
    const friend = await elsewhere.newPage()
    expect((await friend.goto(link!))?.status()).toBe(200)
    expect(await columnTitles(friend)).toEqual(order.map((car) => car.title))
    await expect(friend.locator('.fc-compare-tray')).toHaveCount(0)
  } finally {
    await elsewhere.close()
  }
})

test('a compare link with foreign, hidden, junk and too many cars shows what it can, with notes', async ({ request, page }) => {
  await openSearch(page, usedCarGroup, '/search/used-cars')
  const slugs = await page
    .locator('.fc-car-card .fc-car-card__title a')
    .evaluateAll((links) => links.slice(0, 5).map((link) => (link.getAttribute('href') ?? '').replace(/^\/cars\//, '')))
  expect(slugs).toHaveLength(5)
  const [first, second, third, fourth, fifth] = slugs as [string, string, string, string, string]
  const get = (query: string) =>
    request.get(`http://127.0.0.1:${port}/compare?${query}`, { headers: { host: `${usedCarGroup}.localhost:${port}` } })

  const mixed = await get(`cars=${first},${otherSitesCar},no-such-car,${first},${second}`)
  expect(mixed.status()).toBe(200)
  const mixedHtml = await mixed.text()
  expect(mixedHtml).toContain('2 cars in this link are not listed on this site any more, so they are not shown.')
  expect(mixedHtml.match(/class="fc-compare__title"/g)?.length).toBe(2)
  expect(mixedHtml).not.toContain(`/cars/${otherSitesCar}`)

  const many = await get(`cars=${[first, second, third, fourth, fifth].join(',')}`)
  expect(many.status()).toBe(200)
  const manyHtml = await many.text()
  expect(manyHtml).toContain('Up to 4 cars can be compared: the first 4 in the link are shown.')
  expect(manyHtml.match(/class="fc-compare__title"/g)?.length).toBe(4)
  expect(manyHtml).not.toContain(`/cars/${fifth}"`)

  // Bounded input: a parameter of 50,000 characters is read no further than its start.
  const huge = await get(`cars=${first},${'x'.repeat(50_000)}`)
  expect(huge.status()).toBeLessThan(500)

  const empty = await get('cars=')
  expect(empty.status()).toBe(200)
  expect(await empty.text()).toContain('There are no cars to compare yet.')
})

test('where the settings switch them off, cards have no compare (nor favourite on new cars) and /compare is a framed 404', async ({
  page,
  request,
}) => {
  const compare = await request.get(`http://127.0.0.1:${port}/compare?cars=${otherSitesCar}`, {
    headers: { host: `${toyota}.localhost:${port}` },
  })
  expect(compare.status()).toBe(404)
  const html = await compare.text()
  expect(html).toContain('Page not found')
  expect(html).toContain('Harbourside Toyota')

  // Favourites on used cars only; compare off.
  await page.goto(tenantUrl(toyota, '/search/used-cars'))
  const usedCards = page.locator('.fc-car-card:not(.fc-car-card--sold)')
  await expect(usedCards.first()).toBeVisible()
  expect(await usedCards.getByRole('button', { name: 'Save to favourites' }).count()).toBeGreaterThan(0)
  await expect(compareButtons(page)).toHaveCount(0)
  await expect(page.locator('[data-compare-announcer]')).toHaveCount(0)

  await page.goto(tenantUrl(toyota, '/search/new-cars'))
  const newCards = page.locator('.fc-car-card:not(.fc-car-card--sold)')
  await expect(newCards.first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Save to favourites' })).toHaveCount(0)
  await expect(compareButtons(page)).toHaveCount(0)
  // The enquiry is still offered on every car for sale.
  expect(await newCards.getByRole('link', { name: /^Enquire Now: / }).count()).toBe(await newCards.count())

  // Southern Cross's strict mode: a car without a price has neither control, but can be enquired about.
  await page.goto(tenantUrl(usedCarGroup, '/search?query=TEM10114'))
  const unpriced = page.locator('.fc-car-card', { has: page.locator('.fc-car-card__price--no-price') }).first()
  await expect(unpriced).toBeVisible()
  await expect(compareButtons(unpriced)).toHaveCount(0)
  await expect(unpriced.getByRole('button', { name: 'Save to favourites' })).toHaveCount(0)
})
