import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { port, superAdmin, tenantUrl } from './support'

test.describe.configure({ timeout: 120_000 })

const toyotaDealer = 'harbourside-toyota'
const api = `http://127.0.0.1:${port}/api`
const adminHost = { host: `localhost:${port}` }

/** Demo cars by stock number (docs/demo-data.md): a certified used Toyota and a sold car. */
const CERTIFIED_USED = 'SVM10722'
const SOLD = 'TEM10453'

const PROMISES = [
  'One Haggle-Free Price',
  '48-Hour Money-Back Guarantee',
  'Lifetime Engine Guarantee',
  'Value Servicing For Life',
  '12 Months Roadside Assist',
]

type Car = {
  id: number
  slug: string
  make: string
  model: string
  price: number | null
  stocknum: string
  car_type: string
  status: string
}
type Lead = { car_id?: string | null; form_kind: string; offer_from_client: number | null; message?: string | null; vehicle?: unknown }

let token = ''
test.beforeAll(async ({ request }) => {
  const response = await request.post(`${api}/users/login`, {
    headers: adminHost,
    data: { email: superAdmin.email, password: superAdmin.password },
  })
  expect(response.ok()).toBe(true)
  token = ((await response.json()) as { token: string }).token
})

async function carByStockNumber(request: APIRequestContext, stocknum: string): Promise<Car> {
  const query = new URLSearchParams({ 'where[stocknum][equals]': stocknum, depth: '0', limit: '1' })
  const response = await request.get(`${api}/vehicles?${query.toString()}`, { headers: { ...adminHost, authorization: `JWT ${token}` } })
  expect(response.ok()).toBe(true)
  const car = ((await response.json()) as { docs: Car[] }).docs[0]
  expect(car).toBeDefined()
  return car!
}

async function leadsFor(request: APIRequestContext, email: string): Promise<Lead[]> {
  const query = new URLSearchParams({ 'where[email][equals]': email, depth: '0', limit: '10' })
  const response = await request.get(`${api}/enquiries?${query.toString()}`, { headers: { ...adminHost, authorization: `JWT ${token}` } })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { docs: Lead[] }).docs
}

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com.au`

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([])
}

/** Clicks a button of the sidebar once its code runs, and returns the dialog it opens with the form inside, ready. */
async function openDialog(page: Page, name: string) {
  const link = page.locator('.fc-vehicle-actions').getByRole('link', { name, exact: true })
  await expect(link).toHaveAttribute('data-dialog', 'ready')
  await link.click()
  const dialog = page.getByRole('dialog', { name })
  await expect(dialog).toBeVisible()
  await expect(dialog.locator('form.fc-enquiry__form[data-hydrated="true"]')).toBeVisible()
  return dialog
}

async function fillVisitor(form: ReturnType<Page['getByRole']>, email: string) {
  await form.getByRole('textbox', { name: 'Name' }).first().fill('Jane')
  await form.getByRole('textbox', { name: 'Email' }).fill(email)
  await form.getByRole('textbox', { name: 'Phone' }).fill('0412 345 678')
  await form.getByLabel('Postcode').fill('2144')
}

test('a certified used Toyota: banner, guarantee strip, why buy, details card and the certified popup', async ({ page, request }) => {
  const car = await carByStockNumber(request, CERTIFIED_USED)
  expect(car).toMatchObject({ car_type: 'used', status: 'in_stock' })
  await page.goto(tenantUrl(toyotaDealer, `/cars/${car.slug}`))

  await expect(page.locator('.fc-used-car-banner__item strong')).toHaveText([
    'Toyota-Backed Warranty',
    'Service History',
    'Background Check',
    '90 Point Inspection',
    '12-Month Roadside Assist',
  ])
  const strip = page.locator('section.fc-guarantee')
  await expect(strip.locator('.fc-guarantee__title')).toHaveText([...PROMISES, 'Reserve online'])
  // Checkout is off on the demo sites: the tile asks about this car rather than reserving it.
  await expect(strip.getByRole('link', { name: /Reserve online/ })).toHaveAttribute('href', `/contact?car_id=${car.slug}`)
  const whyBuy = page.locator('#why-buy')
  await expect(whyBuy.getByRole('heading', { name: 'Why Buy From Us?' })).toBeVisible()
  await expect(whyBuy.locator('li').first()).toHaveText('Toyota Certified Pre-Owned cars with an extra year of warranty')
  await expect(page.locator('.fc-vehicle-details')).toContainText(car.stocknum)

  const badge = page.getByRole('link', { name: 'Toyota Certified', exact: true })
  await expect(badge).toHaveAttribute('href', '#service-advantage')
  await expect(badge).toHaveAttribute('data-dialog', 'ready')
  await badge.click()
  const popup = page.getByRole('dialog', { name: 'Toyota Certified Pre-Owned' })
  await expect(popup.locator('li')).toHaveText(['1-year extra warranty', '90-point inspection', '12 months roadside assist'])
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')
  await expect(popup).toBeHidden()
  await expect(badge).toBeFocused()
})

test('the quick enquiry opens in place and stores a lead for the car', async ({ page, request }) => {
  const car = await carByStockNumber(request, CERTIFIED_USED)
  await page.goto(tenantUrl(toyotaDealer, `/cars/${car.slug}`))
  // Without JavaScript the button is the contact page about this car.
  await expect(page.locator('.fc-vehicle-actions').getByRole('link', { name: 'Enquire Now' })).toHaveAttribute(
    'href',
    `/contact?car_id=${car.slug}`,
  )
  const dialog = await openDialog(page, 'Enquire Now')
  await expect(dialog.getByLabel('Comments')).toHaveValue(new RegExp(`stock number ${car.stocknum}`))
  const email = uniqueEmail('quick-enquiry')
  await dialog.getByRole('combobox', { name: 'Category' }).selectOption('Used Vehicle Enquiry')
  await fillVisitor(dialog, email)
  await dialog.getByRole('button', { name: 'Submit Form' }).click()
  await expect(page).toHaveURL(/\/success$/, { timeout: 30_000 })
  const leads = await leadsFor(request, email)
  expect(leads).toHaveLength(1)
  expect(leads[0]).toMatchObject({ car_id: String(car.id), form_kind: 'general' })
})

test('make an offer: the car named, its price suggested, the offer required, and the lead carries offer and car', async ({
  page,
  request,
}) => {
  const car = await carByStockNumber(request, CERTIFIED_USED)
  expect(car.price).toBeGreaterThan(10)
  await page.goto(tenantUrl(toyotaDealer, `/cars/${car.slug}`))
  await expect(page.locator('.fc-vehicle-actions').getByRole('link', { name: 'Make an Offer' })).toHaveAttribute(
    'href',
    `/make-an-offer?car_id=${car.slug}`,
  )
  const dialog = await openDialog(page, 'Make an Offer')
  await expect(dialog.locator('.fc-enquiry__car')).toContainText(`${car.make} ${car.model}`)
  const offer = dialog.getByRole('textbox', { name: 'Your Offer' })
  await expect(offer).toHaveAttribute('placeholder', `e.g. $${(car.price ?? 0).toLocaleString('en-AU', { maximumFractionDigits: 0 })}`)
  // The spec's offer form has no message and no opt-in.
  await expect(dialog.getByLabel('Comments')).toHaveCount(0)
  await expect(dialog.getByRole('checkbox')).toHaveCount(0)

  const email = uniqueEmail('offer-dialog')
  await fillVisitor(dialog, email)
  await dialog.getByRole('button', { name: 'Send My Offer' }).click()
  await expect(dialog.getByRole('alert')).toContainText('Please enter your offer.')
  await offer.fill('30000')
  await dialog.getByRole('button', { name: 'Send My Offer' }).click()
  await expect(page).toHaveURL(/\/success$/, { timeout: 30_000 })
  const leads = await leadsFor(request, email)
  expect(leads).toHaveLength(1)
  expect(leads[0]).toMatchObject({ car_id: String(car.id), form_kind: 'make-an-offer', offer_from_client: 30000 })
})

test('a sold car: find me something similar asks for a similar car, and the lead carries the sold one', async ({ page, request }) => {
  const car = await carByStockNumber(request, SOLD)
  expect(car.status).toBe('sold')
  await page.goto(tenantUrl(toyotaDealer, `/cars/${car.slug}`))
  await expect(page.locator('.fc-vehicle-actions').getByRole('link', { name: 'Find Me Something Similar' })).toHaveAttribute(
    'href',
    `/find-me-something-similar?car_id=${car.slug}`,
  )
  await expect(page.locator('.fc-vehicle-actions').getByRole('link', { name: 'Make an Offer' })).toHaveCount(0)
  const dialog = await openDialog(page, 'Find Me Something Similar')
  await expect(dialog.getByLabel('Comments')).toHaveValue(new RegExp(`similar to the .*\\(stock number ${car.stocknum}\\), which has sold`))
  const email = uniqueEmail('similar')
  await fillVisitor(dialog, email)
  await dialog.getByRole('button', { name: 'Submit Form' }).click()
  await expect(page).toHaveURL(/\/success$/, { timeout: 30_000 })
  const leads = await leadsFor(request, email)
  expect(leads).toHaveLength(1)
  expect(leads[0]).toMatchObject({ car_id: String(car.id), form_kind: 'find-similar' })
  expect(leads[0]?.message).toMatch(/which has sold/)
})

test('the review landing: a great experience goes to the review page, a bad one to the survey', async ({ page }) => {
  await page.goto(tenantUrl(toyotaDealer, '/review-feedback?first_name=Jane'))
  await expect(page.getByRole('link', { name: 'I had a great experience' })).toHaveAttribute(
    'href',
    'https://search.google.com/local/writereview?placeid=harbourside-toyota-demo',
  )
  await expect(page.getByRole('link', { name: 'I had a bad experience' })).toHaveAttribute('href', '/customer-feedback-survey')
})
