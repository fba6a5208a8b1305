import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { port, signInToAdmin, superAdmin, tenantUrl } from './support'

// Southern Cross has checkout on: its cars with a payment processor show 'Reserve Online'.
test.describe.configure({ mode: 'serial', timeout: 120_000 })

const site = 'southern-cross-motors'
const api = `http://127.0.0.1:${port}/api`
const adminHost = { host: `localhost:${port}` }
type Car = { id: number; slug: string; stocknum: string; reserved: boolean }

let token = ''
let cars: Car[] = []

async function asAdmin<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string): Promise<T> {
  const response = await request.fetch(`${api}${path}`, {
    method,
    headers: { ...adminHost, authorization: `JWT ${token}` },
    ...(method === 'POST' ? { data: {} } : {}),
  })
  expect(response.ok(), `${method} ${path}: ${response.status()}`).toBe(true)
  return (await response.json()) as T
}

const readCar = (request: APIRequestContext, id: number) => asAdmin<Car>(request, 'GET', `/vehicles/${id}?depth=0`)

test.beforeAll(async ({ request }) => {
  const login = await request.post(`${api}/users/login`, {
    headers: adminHost,
    data: { email: superAdmin.email, password: superAdmin.password },
  })
  token = ((await login.json()) as { token: string }).token
  const tenants = await asAdmin<{ docs: { id: number }[] }>(request, 'GET', `/tenants?where[slug][equals]=${site}&depth=0`)
  const found = await asAdmin<{ docs: Array<Car & { payment_processors: unknown; price: number }> }>(
    request,
    'GET',
    `/vehicles?where[tenant][equals]=${tenants.docs[0]!.id}&where[status][equals]=in_stock&where[price][greater_than]=1000&where[reserved][equals]=false&limit=200&depth=0&sort=stocknum`,
  )
  cars = found.docs.filter((car) => Array.isArray(car.payment_processors) && car.payment_processors.length > 0).slice(0, 2)
  expect(cars).toHaveLength(2)
})

async function fillReserveForm(page: Page) {
  await page.getByLabel('Full name').fill('Sam Shopper')
  await page.getByLabel('Email').fill('sam@example.com')
  await page.getByLabel('Mobile phone').fill('0412 345 678')
  await page.getByLabel('Postcode').fill('3171')
  await page.getByRole('button', { name: 'Pay $200 deposit' }).click()
  // The processor's own page: the site never sees the card.
  await expect(page).toHaveURL(/\/api\/test-processor\/pay\/pi_test_/)
}

async function payWith(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number)
  await page.getByLabel('Expiry (MM/YY)').fill('12/34')
  await page.getByLabel('CVC').fill('123')
  await page.getByRole('button', { name: /^Pay \$200/ }).click()
}

test('a shopper is declined, then reserves with a test card; search shows RESERVED; staff refund it and it is back in stock', async ({
  page,
  request,
}) => {
  const car = cars[0]!
  await page.goto(tenantUrl(site, `/cars/${car.slug}`))
  await page.getByRole('link', { name: 'Reserve Online' }).first().click()
  await expect(page).toHaveURL(new RegExp(`/cars/${car.slug}/checkout$`))
  await expect(page.getByRole('heading', { name: 'Reserve this car online' })).toBeVisible()
  await expect(
    page.getByText('Pay a $200 deposit to reserve this car. Your deposit is refundable in full, and we hold the car for you for 48 hours.'),
  ).toBeVisible()

  await fillReserveForm(page)
  await payWith(page, '4000 0000 0000 0002')
  await expect(page).toHaveURL(new RegExp(`/cars/${car.slug}/checkout\\?reservation=R`))
  await expect(page.locator('.fc-enquiry__banner')).toContainText(
    'Your card was declined. The car has not been reserved and you have not been charged.',
  )
  expect((await readCar(request, car.id)).reserved).toBe(false)

  await fillReserveForm(page)
  await payWith(page, '4242 4242 4242 4242')
  await expect(page.locator('.fc-reserve__held')).toContainText('This car is reserved for you until')
  expect((await readCar(request, car.id)).reserved).toBe(true)

  await page.goto(tenantUrl(site, `/search?query=${car.stocknum}`))
  await expect(page.locator('.fc-car-card__tag--reserved')).toHaveText('RESERVED')
  await page.goto(tenantUrl(site, `/cars/${car.slug}`))
  await expect(page.locator('.fc-vehicle-summary__reserved')).toContainText('RESERVED')
  await expect(page.getByRole('link', { name: 'Reserve Online' })).toHaveCount(0)

  // Staff: the tenant's reservations in the admin, and a refund through the processor.
  await page.goto(`http://localhost:${port}/admin`)
  await signInToAdmin(page, superAdmin.email, superAdmin.password)
  const list = await asAdmin<{ docs: Array<{ id: number; status: string }> }>(
    request,
    'GET',
    `/reservations?where[car][equals]=${car.id}&where[status][equals]=held&depth=0`,
  )
  expect(list.docs).toHaveLength(1)
  await page.goto(`http://localhost:${port}/admin/collections/reservations/${list.docs[0]!.id}`)
  page.once('dialog', (dialog) => void dialog.accept())
  await page.getByRole('button', { name: 'Refund' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Refunded' })).toBeVisible()
  const refunded = await asAdmin<{ status: string; refund_id: string }>(request, 'GET', `/reservations/${list.docs[0]!.id}?depth=0`)
  expect(refunded.status).toBe('refunded')
  expect(refunded.refund_id).toMatch(/^re_test_/)

  await expect.poll(async () => (await readCar(request, car.id)).reserved).toBe(false)
  await page.goto(tenantUrl(site, `/search?query=${car.stocknum}`))
  await expect(page.locator('.fc-car-card__title')).toHaveCount(1)
  await expect(page.locator('.fc-car-card__tag--reserved')).toHaveCount(0)
  await page.goto(tenantUrl(site, `/cars/${car.slug}`))
  await expect(page.getByRole('link', { name: 'Reserve Online' }).first()).toBeVisible()
})

test('a card that asks for 3-D Secure holds the car once the shopper completes the challenge', async ({ page, request }) => {
  const car = cars[1]!
  await page.goto(tenantUrl(site, `/cars/${car.slug}/checkout`))
  await fillReserveForm(page)
  await payWith(page, '4000 0027 6000 3184')
  await expect(page).toHaveURL(/\/api\/test-processor\/3ds\//)
  await page.getByRole('button', { name: 'Complete authentication' }).click()
  await expect(page.locator('.fc-reserve__held')).toContainText('This car is reserved for you until')
  expect((await readCar(request, car.id)).reserved).toBe(true)

  // Put the demo stock back as it was for the other tests.
  const held = await asAdmin<{ docs: Array<{ id: number }> }>(
    request,
    'GET',
    `/reservations?where[car][equals]=${car.id}&where[status][equals]=held&depth=0`,
  )
  await asAdmin(request, 'POST', `/reservations/${held.docs[0]!.id}/refund`)
  expect((await readCar(request, car.id)).reserved).toBe(false)
})
