import { expect, test, type APIRequestContext } from '@playwright/test'

import { codeSentTo, port, smsOutbox, superAdmin, tenantUrl } from './support'

/**
 * The MongoDB phase of `npm test` (scripts/test.mjs): the production server on the MongoDB emulator,
 * seeded with the demo tenants, serves a visitor's path through the site: the home page, search, a car
 * page, an enquiry, a shopper's sign-in and watchlist, a reservation paid with a test card, and the
 * dealership search. Every id on the way is an ObjectId string. Skipped in the other phases, whose
 * own specs cover the same on SQLite.
 */
test.skip(process.env.E2E_DATABASE !== 'mongodb', 'runs in the MongoDB phase of npm test only')
test.describe.configure({ mode: 'serial', timeout: 120_000 })

const site = 'southern-cross-motors'
const api = `http://127.0.0.1:${port}/api`
const siteHost = { host: `${site}.localhost:${port}` }
const adminHost = { host: `localhost:${port}` }
const objectId = /^[0-9a-f]{24}$/

type Car = { id: string; slug: string; stocknum: string; name: string; dealership_id: string | null; payment_processors?: unknown[] }

let car: Car
/** The site's popups: the default storage state dismisses the small numeric ids of an SQL seed only. */
let popupIds: string[] = []

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post(`${api}/users/login`, {
    headers: adminHost,
    data: { email: superAdmin.email, password: superAdmin.password },
  })
  expect(login.status()).toBe(200)
  return ((await login.json()) as { token: string }).token
}

test.beforeAll(async ({ request }) => {
  const token = await adminToken(request)
  const headers = { ...adminHost, authorization: `JWT ${token}` }
  const tenants = await request.get(`${api}/tenants?where[slug][equals]=${site}&depth=0`, { headers })
  const tenantId = ((await tenants.json()) as { docs: { id: string }[] }).docs[0]?.id ?? ''
  expect(tenantId).toMatch(objectId)
  const found = await request.get(
    `${api}/vehicles?where[tenant][equals]=${tenantId}&where[status][equals]=in_stock&where[reserved][equals]=false&where[price][greater_than]=1000&limit=100&depth=0&sort=stocknum`,
    { headers },
  )
  expect(found.status()).toBe(200)
  const cars = ((await found.json()) as { docs: Car[] }).docs
  const popups = await request.get(`${api}/popups?where[tenant][equals]=${tenantId}&depth=0&limit=50`, { headers })
  popupIds = ((await popups.json()) as { docs: { id: string }[] }).docs.map((popup) => popup.id)
  car = cars.find((each) => Array.isArray(each.payment_processors) && each.payment_processors.length > 0)!
  expect(car).toBeTruthy()
  expect(car.id).toMatch(objectId)
})

test.beforeEach(async ({ page }) => {
  await page.addInitScript((ids) => {
    for (const id of ids) window.localStorage.setItem(`popup-dismissed-${id}`, 'true')
  }, popupIds)
})

test('home, search and the car page render from MongoDB', async ({ page }) => {
  const home = await page.goto(tenantUrl(site, '/'))
  expect(home?.status()).toBe(200)
  const search = await page.goto(tenantUrl(site, `/search?query=${car.stocknum}`))
  expect(search?.status()).toBe(200)
  await expect(page.locator('.fc-car-card__title').first()).toBeVisible()
  const carPage = await page.goto(tenantUrl(site, `/cars/${car.slug}`))
  expect(carPage?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
})

test('the dealership search finds the demo cars by their dealership’s ObjectId', async ({ request }) => {
  expect(car.dealership_id).toMatch(objectId)
  const answer = await request.get(`${api}/vehicles/dealership-search?dealership_id=${car.dealership_id}`, { headers: siteHost })
  expect(answer.status()).toBe(200)
  expect(((await answer.json()) as { total: number }).total).toBeGreaterThan(0)
})

test('an enquiry about the car is stored as a lead naming it', async ({ request }) => {
  const answer = await request.post(`${api}/enquiries/submit`, {
    headers: { ...siteHost, 'x-forwarded-for': '198.51.100.91', 'idempotency-key': `mongodb-smoke-${Date.now()}` },
    data: {
      form: 'vehicle',
      name: 'Morgan',
      email: `morgan-${Date.now()}@example.com.au`,
      phone: '0412 345 678',
      postcode: '3000',
      message: 'Is it still available?',
      car_id: car.id,
    },
  })
  expect(answer.status()).toBe(201)
  expect(((await answer.json()) as { lead_id: string }).lead_id).toMatch(objectId)
})

test('a shopper signs in with a texted code and saves the car to the watchlist', async ({ request }) => {
  expect(smsOutbox, 'E2E_SMS_OUTBOX names the server’s SMS outbox').not.toBe('')
  const headers = { ...siteHost, origin: tenantUrl(site, '').replace(/\/$/, ''), 'x-forwarded-for': '198.51.100.92' }
  const asked = Date.now() - 1000
  const requested = await request.post(`${api}/shoppers/request-code`, { headers, data: { phone: '0491 570 159' } })
  expect(requested.status()).toBe(200)
  const verified = await request.post(`${api}/shoppers/verify-code`, {
    headers,
    data: { phone: '0491 570 159', code: await codeSentTo('+61491570159', asked) },
  })
  expect(verified.status()).toBe(200)
  expect(((await verified.json()) as { shopper: { id: string } }).shopper.id).toMatch(objectId)
  // The request context keeps the session cookie the sign-in set for this host.
  const saved = await request.post(`${api}/watchlist/save-car`, { headers, data: { phone_number: '0491 570 159', car_id: car.id } })
  expect(saved.status()).toBe(200)
  expect(await saved.json()).toMatchObject({ success: true })
})

test('a shopper reserves the car with a test card', async ({ page }) => {
  await page.goto(tenantUrl(site, `/cars/${car.slug}/checkout`))
  await expect(page.getByRole('heading', { name: 'Reserve this car online' })).toBeVisible()
  await page.getByLabel('Full name').fill('Sam Shopper')
  await page.getByLabel('Email').fill('sam@example.com')
  await page.getByLabel('Mobile phone').fill('0412 345 678')
  await page.getByLabel('Postcode').fill('3171')
  await page.getByRole('button', { name: 'Pay $200 deposit' }).click()
  await expect(page).toHaveURL(/\/api\/test-processor\/pay\/pi_test_/)
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByLabel('Expiry (MM/YY)').fill('12/34')
  await page.getByLabel('CVC').fill('123')
  await page.getByRole('button', { name: /^Pay \$200/ }).click()
  await expect(page.locator('.fc-reserve__held')).toContainText('This car is reserved for you until')
})
