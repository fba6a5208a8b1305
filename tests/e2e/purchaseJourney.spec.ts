import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext } from '@playwright/test'

import { localRegoVehicle } from '@forecourt/domain/tradeIn'

import { demoTenants, port, signInToAdmin, superAdmin, tenantUrl } from './support'

// Southern Cross sells its used cars online: every car page has 'Buy Online' (/checkout-journey?car_id={slug}).
test.describe.configure({ timeout: 120_000 })

const site = 'southern-cross-motors'
const marketer = demoTenants.find((tenant) => tenant.slug === site)!.marketer
const api = `http://127.0.0.1:${port}/api`
const adminHost = { host: `localhost:${port}` }
type Car = { id: number; slug: string; price: number; reserved: boolean }

async function asAdmin<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string): Promise<T> {
  const login = await request.post(`${api}/users/login`, {
    headers: adminHost,
    data: { email: superAdmin.email, password: superAdmin.password },
  })
  const token = ((await login.json()) as { token: string }).token
  const response = await request.fetch(`${api}${path}`, {
    method,
    headers: { ...adminHost, authorization: `JWT ${token}` },
    ...(method === 'POST' ? { data: {} } : {}),
  })
  expect(response.ok(), `${method} ${path}: ${response.status()}`).toBe(true)
  return (await response.json()) as T
}

/** A rego the local lookup (the default adapter) names a car of the wanted age for. */
function youngRego(): string {
  const year = new Date().getFullYear()
  for (let index = 0; index < 10_000; index += 1) {
    const rego = `BUY${index}`
    if (year - localRegoVehicle(rego, 'VIC').year <= 5) return rego
  }
  throw new Error('no rego found')
}

test('a complete online purchase with a trade-in: left part-way, resumed from its link, paid, and one lead for the dealer', async ({
  page,
  request,
}) => {
  // The last cars by stock number: the reserve spec takes the first ones.
  const tenants = await asAdmin<{ docs: { id: number }[] }>(request, 'GET', `/tenants?where[slug][equals]=${site}&depth=0`)
  const { docs } = await asAdmin<{ docs: Car[] }>(
    request,
    'GET',
    `/vehicles?where[tenant][equals]=${tenants.docs[0]!.id}&where[status][equals]=in_stock&where[car_type][equals]=used&where[price][greater_than]=1000&where[reserved][equals]=false&where[show_on_dealer_website][equals]=true&limit=1&depth=0&sort=-stocknum`,
  )
  const car = docs[0]!
  const email = `buyer-${Date.now()}@example.com.au`

  await page.goto(tenantUrl(site, `/cars/${car.slug}`))
  await page.getByRole('link', { name: 'Buy Online' }).first().click()
  await expect(page).toHaveURL(new RegExp(`/checkout-journey\\?car_id=${car.slug}$`))
  await expect(page.getByRole('heading', { name: 'Buy this car online' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible()
  const axe = await new AxeBuilder({ page }).analyze()
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual(
    [],
  )

  // 1. The buyer.
  await page.getByLabel('First name').fill('Robin')
  await page.getByLabel('Last name').fill('Buyer')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Mobile phone').fill('0412 555 000')
  await page.getByLabel('Postcode').fill('3000')
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await expect(page.getByRole('heading', { name: 'Trade-in' })).toBeFocused()
  // The address now names the journey, so a reload or the emailed link comes back to it.
  await expect(page).toHaveURL(/journey=J[A-Z0-9]+&key=/)
  const resumeUrl = page.url()

  // 2. The trade-in, valued from its rego.
  await page.getByLabel('I have a car to trade in').check()
  await page.getByLabel('Registration number').fill(youngRego())
  await page.getByLabel('State of registration').selectOption('VIC')
  await page.getByLabel('Kilometres').fill('38000')
  for (const [question, answer] of [
    ['What condition is it in?', 'Good: minor marks from normal use'],
    ['Does it have a service history?', 'Full service history'],
    ['Has it been in an accident?', 'No'],
    ['How many keys do you have?', 'Two or more'],
    ['Is there finance owing on it?', 'No'],
  ] as const) {
    await page.getByRole('group', { name: question }).getByLabel(answer, { exact: true }).check()
  }
  await page.getByRole('button', { name: 'Save and continue' }).click()

  // 3. Paying with a finance application.
  await expect(page.getByRole('heading', { name: 'Payment method' })).toBeFocused()
  await page.getByLabel('Finance application').check()
  await page.getByLabel('Deposit or trade-in ($)').fill('4000')
  await page.getByRole('button', { name: 'Save and continue' }).click()

  // 4. Delivered to the buyer's address; then the buyer leaves.
  await expect(page.getByRole('heading', { name: 'Delivery or pick-up' })).toBeFocused()
  await page.getByLabel('Deliver to my address').check()
  await page.getByLabel('Street address').fill('12 Collins St')
  await page.getByLabel('Suburb').fill('Melbourne')
  await page.getByLabel('State', { exact: true }).selectOption('VIC')
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await expect(page.getByRole('heading', { name: 'Review' })).toBeFocused()

  // Back later, in a fresh browser, from the link: the journey opens at the review with every answer.
  const later = await page.context().browser()!.newContext()
  const resumed = await later.newPage()
  await resumed.goto(resumeUrl)
  await expect(resumed.getByRole('heading', { name: 'Review' })).toBeVisible()
  const summary = resumed.locator('.fc-journey__summary')
  await expect(summary).toContainText(/Online estimate: \$[\d,]+ – \$[\d,]+\./)
  await expect(summary).toContainText('Finance application (deposit $4,000, 5 years, weekly)')
  await expect(summary).toContainText('12 Collins St, Melbourne VIC 3000')

  // 5. The terms, then 6. the deposit on the processor's own page.
  await resumed.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(resumed.locator('.fc-enquiry__banner')).toContainText('*You must agree to the terms of use before submitting.')
  await resumed.getByLabel(/I agree to the terms of use/).check()
  await resumed.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(resumed.getByRole('heading', { name: 'Payment' })).toBeFocused()
  await expect(resumed.getByText('Paying in full online is available when you pay cash.')).toBeVisible()
  await resumed.getByRole('button', { name: 'Pay $200 deposit' }).click()
  await expect(resumed).toHaveURL(/\/api\/test-processor\/pay\/pi_test_/)
  await resumed.getByLabel('Card number').fill('4242 4242 4242 4242')
  await resumed.getByLabel('Expiry (MM/YY)').fill('12/34')
  await resumed.getByLabel('CVC').fill('123')
  await resumed.getByRole('button', { name: /^Pay \$200/ }).click()
  await expect(resumed.getByRole('status').filter({ hasText: 'Your purchase is confirmed' })).toContainText(/reference J[A-Z0-9]+/)
  await later.close()

  // The dealer: one lead for the whole journey, completed, with the trade-in and the finance figures.
  const leads = await asAdmin<{ docs: Array<Record<string, any>> }>(
    request,
    'GET',
    `/enquiries?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
  )
  expect(leads.docs).toHaveLength(1)
  expect(leads.docs[0]).toMatchObject({ category: 'Online Purchase', form_completed: true, car_id: String(car.id) })
  expect(leads.docs[0]!.trade_in).toMatchObject({ has_trade_in: true, rego_state: 'VIC', kms: 38000 })
  expect(leads.docs[0]!.finance_application).toMatchObject({ applied: true, deposit: 4000, term_years: 5 })

  // …and the journey in its admin, as the dealer's marketer sees it.
  const journeys = await asAdmin<{ docs: Array<{ id: number; reference: string; status: string; reservation: number }> }>(
    request,
    'GET',
    `/purchase-journeys?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
  )
  expect(journeys.docs).toHaveLength(1)
  const journey = journeys.docs[0]!
  expect(journey.status).toBe('completed')
  await signInToAdmin(page, marketer.email, marketer.password)
  await page.goto(`http://localhost:${port}/admin/collections/purchase-journeys`)
  const row = page.getByRole('row').filter({ hasText: journey.reference })
  await expect(row).toContainText('Paid')

  // The car is held for the buyer; refunding the deposit puts it back in stock for the specs after this one.
  await expect.poll(async () => (await asAdmin<Car>(request, 'GET', `/vehicles/${car.id}?depth=0`)).reserved).toBe(true)
  await asAdmin(request, 'POST', `/reservations/${journey.reservation}/refund`)
  await expect.poll(async () => (await asAdmin<Car>(request, 'GET', `/vehicles/${car.id}?depth=0`)).reserved).toBe(false)
})
