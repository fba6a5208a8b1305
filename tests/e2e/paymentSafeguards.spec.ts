import { randomUUID } from 'node:crypto'

import { expect, test, type APIRequestContext } from '@playwright/test'

import { demoTenants, port, signInToAdmin, superAdmin, tenantUrl } from './support'

// Southern Cross is a demo site, marked as a test site: its payments go through the test processor.
test.describe.configure({ mode: 'serial', timeout: 120_000 })

const site = 'southern-cross-motors'
const api = `http://127.0.0.1:${port}/api`
const adminHost = { host: `localhost:${port}` }
type Car = { id: number; slug: string; car_type: string; payment_processors: unknown }

let token = ''
let tenantId = 0
let car: Car

async function asAdmin<T>(request: APIRequestContext, method: 'GET' | 'PATCH', path: string, data?: unknown): Promise<T> {
  const response = await request.fetch(`${api}${path}`, { method, headers: { ...adminHost, authorization: `JWT ${token}` }, data })
  expect(response.ok(), `${method} ${path}: ${response.status()}`).toBe(true)
  return (await response.json()) as T
}

/** Node does not resolve *.localhost: the site's API is reached on 127.0.0.1 with the site's Host. */
const onSite = (request: APIRequestContext, path: string, options: Parameters<APIRequestContext['post']>[1]) =>
  request.post(`http://127.0.0.1:${port}${path}`, { ...options, headers: { ...options?.headers, host: `${site}.localhost:${port}` } })

const setTestMode = (request: APIRequestContext, testMode: boolean) =>
  asAdmin(request, 'PATCH', `/tenants/${tenantId}`, { payments: { testMode } })

test.beforeAll(async ({ request }) => {
  const login = await request.post(`${api}/users/login`, { headers: adminHost, data: superAdmin })
  token = ((await login.json()) as { token: string }).token
  const tenants = await asAdmin<{ docs: { id: number }[] }>(request, 'GET', `/tenants?where[slug][equals]=${site}&depth=0`)
  tenantId = tenants.docs[0]!.id
  // A used car with a processor: it shows both Reserve Online and Buy Online. The middle of the stock,
  // away from the cars the reservation and purchase specs take.
  const found = await asAdmin<{ docs: Car[] }>(
    request,
    'GET',
    `/vehicles?where[tenant][equals]=${tenantId}&where[status][equals]=in_stock&where[car_type][equals]=used&where[reserved][equals]=false&where[show_on_dealer_website][equals]=true&where[price][greater_than]=1000&limit=200&depth=0&sort=stocknum`,
  )
  const offered = found.docs.filter((each) => Array.isArray(each.payment_processors) && each.payment_processors.length > 0)
  car = offered[Math.floor(offered.length / 2)]!
  expect(car).toBeTruthy()
})

test.afterAll(async ({ request }) => {
  await setTestMode(request, true)
})

test('a test site says so where it takes payments; a payment under way shows "Reservation in progress" on the car page', async ({
  page,
  request,
}) => {
  await page.goto(tenantUrl(site, `/cars/${car.slug}`))
  await expect(page.getByRole('link', { name: 'Reserve Online', exact: true }).first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'Buy Online', exact: true }).first()).toBeVisible()
  await page.goto(tenantUrl(site, `/cars/${car.slug}/checkout`))
  await expect(page.locator('.fc-test-mode')).toContainText('Test mode: no real payment is taken.')
  await page.goto(tenantUrl(site, `/checkout-journey?car_id=${car.slug}`))
  await expect(page.locator('.fc-test-mode')).toContainText('Test mode: no real payment is taken.')

  // Another shopper starts paying and leaves the card page open.
  const started = await onSite(request, '/api/reservations/start', {
    data: {
      car_id: car.id,
      name: 'Pat Pending',
      email: 'pat.pending@example.com',
      phone: '0491 570 006',
      postcode: '3000',
      idempotency_key: randomUUID(),
    },
  })
  expect(started.status()).toBe(201)
  const { next } = (await started.json()) as { next: { url: string } }
  await page.goto(tenantUrl(site, next.url))
  await expect(page.locator('.fc-test-mode')).toContainText('Test mode: no real payment is taken.')

  await page.goto(tenantUrl(site, `/cars/${car.slug}`))
  await expect(page.locator('.fc-vehicle-summary__in-progress')).toContainText('Reservation in progress')
  await expect(page.getByRole('link', { name: 'Reserve Online', exact: true })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Buy Online', exact: true })).toHaveCount(0)
  await page.goto(tenantUrl(site, `/cars/${car.slug}/checkout`))
  await expect(page.locator('.fc-reserve__in-progress')).toContainText('Reservation in progress')

  // The card is declined: the payment ends and the car page offers the car again (its cached copy expired).
  const declined = await onSite(request, next.url, {
    form: { number: '4000 0000 0000 0002', expiry: '12/34', cvc: '123' },
    maxRedirects: 0,
  })
  expect(declined.status()).toBe(303)
  await page.goto(tenantUrl(site, `/cars/${car.slug}`))
  await expect(page.locator('.fc-vehicle-summary__in-progress')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Reserve Online', exact: true }).first()).toBeVisible()
})

test('a production site without Stripe keys shows no Reserve or Buy Online, refuses them, and its settings say why', async ({
  page,
  request,
}) => {
  await setTestMode(request, false)
  await page.goto(tenantUrl(site, `/cars/${car.slug}`))
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'Reserve Online', exact: true })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Buy Online', exact: true })).toHaveCount(0)
  expect((await page.goto(tenantUrl(site, `/cars/${car.slug}/checkout`)))?.status()).toBe(404)
  expect((await page.goto(tenantUrl(site, `/checkout-journey?car_id=${car.slug}`)))?.status()).toBe(404)

  const refused = await onSite(request, '/api/reservations/start', {
    data: {
      car_id: car.id,
      name: 'Pat',
      email: 'pat.off@example.com',
      phone: '0491 570 007',
      postcode: '3000',
      idempotency_key: randomUUID(),
    },
  })
  expect(refused.status()).toBe(409)
  expect(((await refused.json()) as { message: string }).message).toBe(
    'This site does not take online payments yet. Please contact the dealer to reserve or buy this car.',
  )
  // The admin's site settings say why, beside the checkout and online purchase switches.
  const settings = await asAdmin<{ docs: Array<{ id: number; online_payments_status: string }> }>(
    request,
    'GET',
    `/site-settings?where[tenant][equals]=${tenantId}&depth=0`,
  )
  expect(settings.docs[0]!.online_payments_status).toMatch(/^Off: Reserve Online and Buy Online are hidden and refused on this site/)
  await page.goto(`http://localhost:${port}/admin`)
  // The site's own marketer: the admin opens site settings of the tenant its user works on.
  const marketer = demoTenants.find((tenant) => tenant.slug === site)!.marketer
  await signInToAdmin(page, marketer.email, marketer.password)
  await page.goto(`http://localhost:${port}/admin/collections/site-settings/${settings.docs[0]!.id}`)
  await page.getByRole('button', { name: 'Features', exact: true }).click()
  await expect(page.locator('#field-online_payments_status')).toHaveValue(
    /^Off: Reserve Online and Buy Online are hidden and refused on this site/,
  )

  await setTestMode(request, true)
  await page.goto(tenantUrl(site, `/cars/${car.slug}`))
  await expect(page.getByRole('link', { name: 'Reserve Online', exact: true }).first()).toBeVisible()
})
