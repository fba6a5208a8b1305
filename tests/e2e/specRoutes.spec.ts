import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { port, superAdmin, tenantUrl } from './support'

// The spec's own routes: contact-us with the guarantee strip, the location path families and the
// carousel, body-type and location searches, the feedback survey, parts search, personalised finance
// and the blog.
test.describe.configure({ timeout: 120_000 })

const toyotaDealer = 'harbourside-toyota'
const usedCarGroup = 'southern-cross-motors'
const caravanDealer = 'sunshine-coast-caravans'
const api = `http://127.0.0.1:${port}/api`
const adminHost = { host: `localhost:${port}` }

const PROMISES = [
  'One Haggle-Free Price',
  '48-Hour Money-Back Guarantee',
  'Lifetime Engine Guarantee',
  'Value Servicing For Life',
  '12 Months Roadside Assist',
]

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([])
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${api}/users/login`, {
    headers: adminHost,
    data: { email: superAdmin.email, password: superAdmin.password },
  })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { token: string }).token
}

const enquiry = (page: Page) => page.locator('form.fc-enquiry__form')

test('/contact-us shows the guarantee strip with its five promises and the Reserve online tile, on every template', async ({ page }) => {
  for (const tenant of [toyotaDealer, usedCarGroup, caravanDealer]) {
    const response = await page.goto(tenantUrl(tenant, '/contact-us'))
    expect(response?.status(), tenant).toBe(200)
    const strip = page.locator('.fc-guarantee')
    await expect(strip.locator('.fc-guarantee__item')).toHaveCount(6)
    await expect(strip.locator('.fc-guarantee__title')).toHaveText([...PROMISES, 'Reserve online'])
    await expect(strip.getByRole('link', { name: /Reserve online/ })).toHaveAttribute('href', '/search/used-cars')
    await expect(enquiry(page)).toHaveCount(1)
  }
  await expectNoAxeViolations(page)
})

test('the used-car group lays its locations out as a carousel whose buttons are disabled at the ends', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(tenantUrl(usedCarGroup, '/contact-us'))
  const carousel = page.locator('.fc-locations[data-layout="carousel"] .fc-carousel')
  await expect(carousel.locator('.fc-location--card')).toHaveCount(4)
  const previous = carousel.getByRole('button', { name: 'Previous' })
  const next = carousel.getByRole('button', { name: 'Next' })
  await expect(previous).toBeDisabled()
  await expect(next).toBeEnabled()
  // Three cards in view on a wide screen: one step reaches the end.
  await next.click()
  await expect(previous).toBeEnabled()
  await expect(next).toBeDisabled()
  await previous.click()
  await expect(previous).toBeDisabled()
  await expectNoAxeViolations(page)
})

test('location pages live where each tenant’s settings put them, other families lead there, and each links to its stock', async ({
  page,
  request,
}) => {
  // The group: /contact-us/{slug}.
  const response = await page.goto(tenantUrl(usedCarGroup, '/contact-us/springvale'))
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Southern Cross Motor Group Springvale')
  const stock = page.getByRole('link', { name: /View our stock/ })
  await expect(stock).toHaveAttribute('href', '/search/springvale')
  await expectNoAxeViolations(page)
  await page.goto(tenantUrl(usedCarGroup, '/our-location/springvale'))
  await expect(page).toHaveURL(/\/contact-us\/springvale$/)
  await page.goto(tenantUrl(usedCarGroup, '/locations/springvale'))
  await expect(page).toHaveURL(/\/contact-us\/springvale$/)
  // The locations page's cards link to the same family.
  await page.goto(tenantUrl(usedCarGroup, '/our-location'))
  await expect(
    page
      .locator('.fc-location--card')
      .first()
      .getByRole('link', { name: /View Location Details/ }),
  ).toHaveAttribute('href', /^\/contact-us\//)

  // The caravan dealer: /locations/{slug}.
  expect((await page.goto(tenantUrl(caravanDealer, '/locations/caboolture')))?.status()).toBe(200)
  await expect(page.getByRole('link', { name: /View our stock/ })).toHaveAttribute('href', '/search/caboolture')
  await page.goto(tenantUrl(caravanDealer, '/contact-us/caboolture'))
  await expect(page).toHaveURL(/\/locations\/caboolture$/)

  // The Toyota dealer keeps /our-location/{slug}.
  await page.goto(tenantUrl(toyotaDealer, '/contact-us/harbourside-toyota'))
  await expect(page).toHaveURL(/\/our-location\/harbourside-toyota$/)

  // An unknown location, and another tenant's, is a 404 under every family.
  for (const path of ['/contact-us/nowhere', '/locations/nowhere', '/locations/springvale']) {
    const answer = await request.get(`http://127.0.0.1:${port}${path}`, { headers: { host: `${caravanDealer}.localhost:${port}` } })
    expect(answer.status(), path).toBe(404)
  }
})

test('/search/{location slug} lists that location’s stock under its heading', async ({ page }) => {
  const response = await page.goto(tenantUrl(usedCarGroup, '/search/springvale'))
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our stock at Southern Cross Motor Group Springvale')
  const cards = page.locator('.fc-car-card')
  await expect(cards.first()).toBeVisible()
  // A location with no cars of its own (the service centre) is still its search page, with the empty state.
  expect((await page.goto(tenantUrl(usedCarGroup, '/search/penrith-service')))?.status()).toBe(200)
})

test('/search/{dealership_slug} lists the stock of the tenant’s dealership, which the dealership search finds by its id', async ({
  request,
}) => {
  const found = async (path: string) => {
    const response = await request.get(`http://127.0.0.1:${port}${path}`, { headers: { host: `${usedCarGroup}.localhost:${port}` } })
    expect(response.status(), path).toBe(200)
    return Number(/([\d,]+) cars? found/.exec(await response.text())?.[1]?.replace(/,/g, '') ?? 0)
  }
  const all = await found('/search')
  const victoria = await found('/search/southern-cross-motors-vic')
  expect(victoria).toBeGreaterThan(0)
  expect(victoria).toBeLessThan(all)
  // The demo cars carry their dealership's id, so its 21-per-page search answers with them.
  const token = await adminToken(request)
  const dealerships = await request.get(`${api}/dealerships?where[slug][equals]=southern-cross-motors-vic&depth=0`, {
    headers: { ...adminHost, authorization: `JWT ${token}` },
  })
  const id = ((await dealerships.json()) as { docs: { id: number }[] }).docs[0]?.id
  const search = await request.get(`${api}/vehicles/dealership-search?dealership_id=${id}`, {
    headers: { host: `${usedCarGroup}.localhost:${port}` },
  })
  const answer = (await search.json()) as { total: number; hits: unknown[]; hitsPerPage: number }
  expect(answer.hitsPerPage).toBe(21)
  expect(answer.total).toBeGreaterThan(0)
  expect(answer.hits.length).toBe(Math.min(21, answer.total))
})

test('the fleet panel lists the spec’s bullets (National Dealer Network on the group), and /request-photos is the Request Photos form', async ({
  request,
}) => {
  const text = async (tenant: string, path: string) => {
    const response = await request.get(`http://127.0.0.1:${port}${path}`, { headers: { host: `${tenant}.localhost:${port}` } })
    expect(response.status(), `${tenant}${path}`).toBe(200)
    return (await response.text()).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')
  }
  const bullets = 'Custom fleet solutions Servicing and repairs Fast quotes Finance Options'
  expect(await text(toyotaDealer, '/fleet')).toContain(`Get In Touch`)
  expect(await text(toyotaDealer, '/fleet')).not.toContain('National Dealer Network')
  expect(await text(toyotaDealer, '/fleet')).toContain(bullets)
  expect(await text(usedCarGroup, '/fleet')).toContain(`${bullets} National Dealer Network`)
  const photos = await text(caravanDealer, '/request-photos?car_id=2026-avan-aliner-cv10037')
  expect(photos).toContain('Request Photos')
})

test('a car without photos yet links to the Request Photos form about it', async ({ page, request }) => {
  const token = await adminToken(request)
  const query = new URLSearchParams({
    'where[tenant.slug][equals]': toyotaDealer,
    'where[status][equals]': 'coming_soon',
    'where[show_on_dealer_website][equals]': 'true',
    'where[photos_count][equals]': '0',
    limit: '1',
    depth: '0',
  })
  const response = await request.get(`${api}/vehicles?${query.toString()}`, { headers: { ...adminHost, authorization: `JWT ${token}` } })
  const [car] = ((await response.json()) as { docs: Array<{ slug: string; stocknum: string }> }).docs
  if (!car) throw new Error('No listed car without photos in the demo stock')
  await page.goto(tenantUrl(toyotaDealer, `/cars/${car.slug}`))
  await page.getByRole('link', { name: 'Request photos' }).click()
  await expect(page).toHaveURL(new RegExp(`/request-photos\\?car_id=${car.slug}$`))
  await expect(enquiry(page).getByRole('textbox', { name: 'Comments' })).toHaveValue(new RegExp(`stock number ${car.stocknum}`))
})

test('body-type searches answer with their headings, an empty body type included', async ({ page }) => {
  for (const [path, heading] of [
    ['/search/suv', 'SUVs'],
    ['/search/ute', 'Utes'],
    ['/search/hatch', 'Hatches'],
  ] as const) {
    const response = await page.goto(tenantUrl(toyotaDealer, path))
    expect(response?.status(), path).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    await expect(page.locator('.fc-car-card').first()).toBeVisible()
  }
  const hiluxOnly = await page.goto(tenantUrl(toyotaDealer, '/search/ute'))
  expect(hiluxOnly?.status()).toBe(200)
  // Every ute of a Toyota dealer is a HiLux.
  const titles = await page.locator('.fc-car-card').allTextContents()
  expect(titles.length).toBeGreaterThan(0)
  for (const title of titles) expect(title).toContain('HiLux')

  const empty = await page.goto(tenantUrl(toyotaDealer, '/search/people-mover'))
  expect(empty?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('People Movers')
  await expect(page.locator('.fc-car-card')).toHaveCount(0)
})

test('the review landing’s bad experience leads to the feedback survey, which stores the lead under Feedback', async ({
  page,
  request,
}) => {
  await page.goto(tenantUrl(usedCarGroup, '/review-feedback?first_name=Jane'))
  await page.getByRole('link', { name: /bad experience/i }).click()
  await expect(page).toHaveURL(/\/customer-feedback-survey$/)
  await expect(page.getByRole('heading', { name: 'Customer Feedback Survey' })).toBeVisible()
  await expectNoAxeViolations(page)

  await expect(page.locator('form.fc-enquiry__form[data-hydrated="true"]')).toBeVisible()
  const email = `survey-${Date.now()}@example.com.au`
  await enquiry(page).getByRole('textbox', { name: 'Name' }).first().fill('Jane')
  await enquiry(page).getByRole('textbox', { name: 'Email' }).fill(email)
  await enquiry(page).getByRole('textbox', { name: 'Phone' }).fill('0412 345 678')
  await enquiry(page).getByLabel('Postcode').fill('3171')
  await enquiry(page).getByLabel('Comments').fill('The car was not ready when I came to collect it.')
  await enquiry(page).getByRole('button', { name: 'Send Feedback' }).click()
  await expect(page).toHaveURL(/\/success$/, { timeout: 30_000 })

  const token = await adminToken(request)
  const query = new URLSearchParams({ 'where[email][equals]': email, depth: '0' })
  const leads = await request.get(`${api}/enquiries?${query.toString()}`, { headers: { ...adminHost, authorization: `JWT ${token}` } })
  const docs = ((await leads.json()) as { docs: Array<{ category: string; subcategory: string | null; message: string }> }).docs
  expect(docs).toHaveLength(1)
  expect(docs[0]).toMatchObject({ category: 'Feedback', subcategory: 'Customer Feedback Survey' })
})

test('/parts/search and /personalised/finance are form pages, finance with the car from ?car_id=', async ({ page, request }) => {
  expect((await page.goto(tenantUrl(toyotaDealer, '/parts/search')))?.status()).toBe(200)
  await expect(page.getByRole('heading', { name: 'Find a Part' })).toBeVisible()
  await expect(enquiry(page)).toHaveCount(1)

  const token = await adminToken(request)
  const query = new URLSearchParams({
    'where[tenant.slug][equals]': usedCarGroup,
    'where[status][equals]': 'in_stock',
    'where[show_on_dealer_website][equals]': 'true',
    limit: '1',
    depth: '0',
  })
  const response = await request.get(`${api}/vehicles?${query.toString()}`, { headers: { ...adminHost, authorization: `JWT ${token}` } })
  const [car] = ((await response.json()) as { docs: Array<{ id: number; stocknum: string }> }).docs
  if (!car) throw new Error('No listed car in the demo stock')
  expect((await page.goto(tenantUrl(usedCarGroup, `/personalised/finance?car_id=${car.id}`)))?.status()).toBe(200)
  await expect(page.getByRole('heading', { name: 'Personalised Finance' })).toBeVisible()
  await expect(enquiry(page).getByRole('textbox', { name: 'Comments' })).toHaveValue(new RegExp(`stock number ${car.stocknum}`))
  await expectNoAxeViolations(page)
})

test('the blog shows category cards, each category lists its articles, and each article has its page', async ({ page, request }) => {
  expect((await page.goto(tenantUrl(usedCarGroup, '/blog')))?.status()).toBe(200)
  const cards = page.locator('.fc-blog-categories .fc-blog-card')
  await expect(cards.locator('.fc-blog-card__title')).toHaveText(['Vehicle Reviews', 'News', 'Tips & Advice'])
  await expect(cards.first()).toContainText('2 articles')
  await expectNoAxeViolations(page)

  await cards.first().getByRole('link', { name: 'Vehicle Reviews' }).click()
  await expect(page).toHaveURL(/\/blog\/vehicle-reviews$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vehicle Reviews')
  const articles = page.locator('.fc-blog-card__title a')
  await expect(articles).toHaveText([
    'Used Kia Sportage review: the family SUV that keeps its value',
    'Mazda CX-5 or Toyota RAV4? Two used SUVs side by side',
  ])
  await expectNoAxeViolations(page)

  await articles.first().click()
  await expect(page).toHaveURL(/\/blog\/vehicle-reviews\/used-kia-sportage-review$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Used Kia Sportage review: the family SUV that keeps its value')
  await expect(page.locator('.fc-richtext')).toContainText('Long factory warranty')
  await expectNoAxeViolations(page)

  // The Toyota dealer's /blog/vehicle-reviews (linked from the spec's menus) has its own articles, not the group's.
  expect((await page.goto(tenantUrl(toyotaDealer, '/blog/vehicle-reviews')))?.status()).toBe(200)
  await expect(page.locator('.fc-blog-card__title a').first()).toHaveText('RAV4 Hybrid review: why it is Australia’s favourite SUV')
  // An empty category says so; an unknown one, or another tenant's article, is a 404.
  expect((await page.goto(tenantUrl(toyotaDealer, '/blog/community')))?.status()).toBe(200)
  await expect(page.getByText('There are no articles here yet.')).toBeVisible()
  for (const path of ['/blog/unknown', '/blog/vehicle-reviews/used-kia-sportage-review']) {
    const answer = await request.get(`http://127.0.0.1:${port}${path}`, { headers: { host: `${toyotaDealer}.localhost:${port}` } })
    expect(answer.status(), path).toBe(404)
  }
})

test('a post edited through the admin API shows on the cached blog pages within a second', async ({ request }) => {
  const headers = { host: `${toyotaDealer}.localhost:${port}` }
  const site = async (path: string) => {
    const response = await request.get(`http://127.0.0.1:${port}${path}`, { headers })
    return { cache: response.headers()['x-nextjs-cache'], html: await response.text() }
  }
  const auth = { ...adminHost, authorization: `JWT ${await adminToken(request)}` }
  const query = new URLSearchParams({
    'where[tenant.slug][equals]': toyotaDealer,
    'where[slug][equals]': 'service-open-saturdays',
    depth: '0',
  })
  const found = await request.get(`${api}/posts?${query.toString()}`, { headers: auth })
  const post = ((await found.json()) as { docs: Array<{ id: number; title: string }> }).docs[0]
  if (!post) throw new Error('no seeded news post')
  const article = '/blog/news/service-open-saturdays'
  for (const path of ['/blog', '/blog/news', article]) {
    await site(path)
    expect((await site(path)).cache, path).toBe('HIT')
  }
  const newTitle = `Open Saturdays ${Date.now()}`
  expect(
    (await request.patch(`${api}/posts/${post.id}`, { headers: auth, data: { title: newTitle, _status: 'published' } })).status(),
  ).toBe(200)
  const withinASecond = { timeout: 1_000, intervals: [25, 50, 100] }
  for (const path of ['/blog', '/blog/news', article]) {
    await expect.poll(async () => (await site(path)).html.includes(newTitle), withinASecond).toBe(true)
  }
  await request.patch(`${api}/posts/${post.id}`, { headers: auth, data: { title: post.title, _status: 'published' } })
})
