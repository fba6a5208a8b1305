import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { port, superAdmin, tenantUrl } from './support'

// The dev server compiles each route on first use; a production build answers in well under this.
test.describe.configure({ timeout: 120_000 })

const toyotaDealer = 'harbourside-toyota'
const usedCarGroup = 'southern-cross-motors'
const api = `http://127.0.0.1:${port}/api`
const adminHost = { host: `localhost:${port}` }

type Lead = {
  id: number
  car_id?: string | null
  email: string
  name?: string
  phone?: string
  postcode?: string
  message?: string | null
  category: string
  subcategory: string | null
  form_kind: string
  tenant: number | { slug: string }
  test_drive_booking_date: string | null
  offer_from_client: number | null
  consent?: {
    terms_agreed?: boolean
    terms_required?: boolean
    terms_wording?: string | null
    form_id?: string | null
    version?: string | null
  }
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${api}/users/login`, {
    headers: adminHost,
    data: { email: superAdmin.email, password: superAdmin.password },
  })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { token: string }).token
}

async function leadsFor(request: APIRequestContext, email: string): Promise<Lead[]> {
  const token = await adminToken(request)
  const query = new URLSearchParams({ 'where[email][equals]': email, depth: '1', limit: '10' })
  const response = await request.get(`${api}/enquiries?${query.toString()}`, { headers: { ...adminHost, authorization: `JWT ${token}` } })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { docs: Lead[] }).docs
}

/** The form on the page: queries stay inside it (Next's route announcer and dev tools have alerts and buttons too). */
const enquiry = (page: Page) => page.locator('form.fc-enquiry__form')

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com.au`

/** Keeps every dataLayer event across navigations, so the event of a form that redirected can be read. */
async function recordDataLayer(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { dataLayer: unknown[] }
    const layer: unknown[] = []
    layer.push = (...events: unknown[]) => {
      const seen = JSON.parse(sessionStorage.getItem('recorded-events') ?? '[]') as unknown[]
      sessionStorage.setItem('recorded-events', JSON.stringify([...seen, ...events]))
      return Array.prototype.push.apply(layer, events)
    }
    w.dataLayer = layer
  })
}

async function recordedEvents(page: Page): Promise<Array<Record<string, unknown>>> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('recorded-events') ?? '[]') as Array<Record<string, unknown>>)
}

async function fillVisitor(page: Page, email: string) {
  // The form's code loads after its HTML; typing is kept either way, but the checks below read what it shows.
  await expect(page.locator('form.fc-enquiry__form[data-hydrated="true"]').first()).toBeVisible()
  await enquiry(page).getByRole('textbox', { name: 'Name' }).first().fill('Jane')
  await enquiry(page).getByRole('textbox', { name: 'Email' }).fill(email)
  await enquiry(page).getByRole('textbox', { name: 'Phone' }).fill('0412 345 678')
  await enquiry(page).getByLabel('Postcode').fill('3171')
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([])
}

test('a general enquiry is stored with its category, lands on /success and tells the tag manager (event 22)', async ({ page, request }) => {
  await recordDataLayer(page)
  await page.goto(tenantUrl(usedCarGroup, '/contact'))
  await expect(enquiry(page)).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible()
  await expectNoAxeViolations(page)

  const email = uniqueEmail('general')
  await enquiry(page).getByRole('combobox', { name: 'Category' }).selectOption('Finance Enquiry')
  // The dealership picker's placeholder, in the spec's words.
  await expect(enquiry(page).getByRole('combobox', { name: 'Dealership' }).locator('option').first()).toHaveText(
    'Please select a dealership...',
  )
  await enquiry(page).getByRole('combobox', { name: 'Dealership' }).selectOption({ label: 'Southern Cross Motor Group Victoria' })
  await fillVisitor(page, email)
  await enquiry(page).getByRole('radio', { name: 'Email' }).check()
  await enquiry(page).getByLabel('Comments').fill('Can I get finance on a used SUV?')
  await enquiry(page).getByRole('button', { name: 'Submit Form' }).click()

  await expect(page).toHaveURL(/\/success$/, { timeout: 30_000 })
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible()
  await expect(page.locator('.fc-success__message')).toContainText('Your Finance Enquiry has been sent')

  const events = await recordedEvents(page)
  expect(events).toContainEqual(expect.objectContaining({ event: 'enquiry_submitted', eventId: 22, enquiryCategory: 'Finance Enquiry' }))
  // The event names the visitor with the enquiry's own fields (spec §7: an event id and user data).
  expect(events.find((event) => event.event === 'enquiry_submitted')?.userData).toEqual({
    name: 'Jane',
    email,
    phone: '0412 345 678',
    postcode: '3171',
  })

  const leads = await leadsFor(request, email)
  expect(leads).toHaveLength(1)
  expect(leads[0]).toMatchObject({
    category: 'Finance Enquiry',
    form_kind: 'general',
    tenant: expect.objectContaining({ slug: usedCarGroup }),
  })

  // The saved profile fills the next form.
  await page.goto(tenantUrl(usedCarGroup, '/make-an-offer'))
  await expect(enquiry(page).getByRole('textbox', { name: 'Email' })).toHaveValue(email)
  await expect(enquiry(page).getByLabel('Postcode')).toHaveValue('3171')
})

test('the spec’s error texts for a bad postcode, a missing comment and unticked terms', async ({ page }) => {
  await page.goto(tenantUrl(toyotaDealer, '/contact'))
  await expect(enquiry(page).getByLabel('Postcode')).toHaveAttribute('maxlength', '4')
  await enquiry(page).getByRole('combobox', { name: 'Category' }).selectOption('General Enquiry')
  await fillVisitor(page, 'jane@example.com.au')
  await enquiry(page).getByLabel('Postcode').fill('20a')
  await enquiry(page).getByRole('button', { name: 'Submit Form' }).click()

  const banner = enquiry(page).getByRole('alert')
  await expect(banner).toHaveCount(1)
  await expect(banner).toContainText('Please fix the following errors:')
  await expect(banner).toContainText('Invalid postcode. Please enter a 4-digit number.')
  await expect(banner).toContainText('Please enter your comments.')
  await expect(enquiry(page).getByLabel('Postcode')).toHaveAttribute('aria-invalid', 'true')
  await expectNoAxeViolations(page)

  // Four digits the AU geocoder cannot place: the server's 'Invalid postcode' shows on the field, and the visitor stays.
  await enquiry(page).getByLabel('Postcode').fill('9999')
  await enquiry(page).getByLabel('Comments').fill('Do you have a white one?')
  await enquiry(page).getByRole('button', { name: 'Submit Form' }).click()
  await expect(enquiry(page).getByRole('alert')).toContainText('Invalid postcode')
  await expect(enquiry(page).getByRole('alert')).not.toContainText('Please enter a 4-digit number.')
  await expect(enquiry(page).locator('.fc-enquiry__error')).toHaveText(['Invalid postcode'])
  await expect(page).toHaveURL(/\/contact$/)

  // The Toyota dealer's test drives need the terms agreed.
  await page.goto(tenantUrl(toyotaDealer, '/book-a-test-drive'))
  await fillVisitor(page, 'jane@example.com.au')
  await enquiry(page).getByRole('button', { name: 'Book Test Drive' }).click()
  await expect(enquiry(page).getByRole('alert')).toContainText('*You must agree to the terms of use before submitting.')
  await expect(enquiry(page).getByRole('alert')).not.toContainText('Please enter your comments.')
})

test('a test drive with an appointment is stored with its booking time (event 17)', async ({ page, request }) => {
  await recordDataLayer(page)
  await page.goto(tenantUrl(toyotaDealer, '/book-a-test-drive'))
  await expectNoAxeViolations(page)
  const email = uniqueEmail('testdrive')
  await fillVisitor(page, email)
  const booking = enquiry(page).getByLabel('Test Drive Booking Date')
  const slot = await booking.locator('option').nth(3).getAttribute('value')
  expect(slot).toBeTruthy()
  await booking.selectOption(slot ?? '')
  await enquiry(page).getByLabel('I agree to the test drive terms and conditions').check()
  await enquiry(page).getByRole('button', { name: 'Book Test Drive' }).click()

  await expect(page).toHaveURL(/\/success$/, { timeout: 30_000 })
  expect(await recordedEvents(page)).toContainEqual(expect.objectContaining({ eventId: 17 }))
  const [lead, ...others] = await leadsFor(request, email)
  expect(others).toHaveLength(0)
  expect(lead).toMatchObject({ category: 'Test Drive', form_kind: 'test-drive', consent: expect.objectContaining({ terms_agreed: true }) })
  // The consent is the one the server rendered into the form: its disclaimer, required, and which form it was.
  expect(lead?.consent).toMatchObject({
    terms_required: true,
    terms_wording: expect.stringMatching(/^I agree to the test drive terms and conditions/),
    form_id: expect.any(String),
    version: expect.stringMatching(/^sha256:[0-9a-f]{16}$/),
  })
  expect(Date.parse(lead?.test_drive_booking_date ?? '')).toBe(Date.parse(slot ?? ''))
})

test('an offer whose answer was lost, then sent again with a double click, is one lead', async ({ page, request }) => {
  await page.goto(tenantUrl(usedCarGroup, '/make-an-offer'))
  const email = uniqueEmail('offer')
  await fillVisitor(page, email)
  const offer = enquiry(page).getByRole('textbox', { name: 'Your Offer' })
  await offer.fill('23456.78')
  await expect(offer).toHaveValue('$23,456')
  await enquiry(page).getByRole('button', { name: '$25,000' }).click()
  await expect(offer).toHaveValue('$25,000')

  // The server stores the lead but the answer never reaches the browser.
  let stored = 0
  await page.route('**/api/enquiries/submit', async (route) => {
    // Node cannot resolve *.localhost: send the real request to the loopback address with the tenant's Host.
    const original = route.request()
    const url = new URL(original.url())
    await route.fetch({ url: `http://127.0.0.1:${port}${url.pathname}`, headers: { ...original.headers(), host: url.host } })
    stored++
    await route.abort('connectionreset')
  })
  await enquiry(page).getByRole('button', { name: 'Send My Offer' }).click()
  await expect(enquiry(page).getByRole('alert')).toHaveText('An error occurred when submitting this form')
  expect(stored).toBe(1)
  await page.unroute('**/api/enquiries/submit')

  await enquiry(page).getByRole('button', { name: 'Send My Offer' }).dblclick()
  await expect(page).toHaveURL(/\/success$/, { timeout: 30_000 })
  const leads = await leadsFor(request, email)
  expect(leads).toHaveLength(1)
  expect(leads[0]).toMatchObject({ offer_from_client: 25000, subcategory: 'Make An Offer' })
})

test('a two-step service enquiry: next, then submit', async ({ page, request }) => {
  await page.goto(tenantUrl(usedCarGroup, '/service'))
  await expect(enquiry(page).getByText('Step 1 of 2')).toBeVisible()
  await expect(enquiry(page).getByLabel('Comments')).toHaveCount(0)
  const email = uniqueEmail('service')
  await enquiry(page).getByRole('button', { name: 'Next' }).click()
  await expect(enquiry(page).getByRole('alert')).toContainText('Please select a dealership.')
  await enquiry(page).getByRole('combobox', { name: 'Dealership' }).selectOption({ label: 'Southern Cross Motor Group NSW' })
  await fillVisitor(page, email)
  await enquiry(page).getByRole('button', { name: 'Next' }).click()
  await expect(enquiry(page).getByText('Step 2 of 2')).toBeVisible()
  await enquiry(page).getByLabel('Comments').fill('Logbook service for my 2019 Corolla, please.')
  await enquiry(page).getByRole('button', { name: 'Submit Form' }).click()
  await expect(page).toHaveURL(/\/success$/, { timeout: 30_000 })
  expect((await leadsFor(request, email))[0]).toMatchObject({ category: 'Service Enquiry' })
})

test('a test drive opened for a used car carries the car and reports a used test drive (event 48)', async ({ page, request }) => {
  const token = await adminToken(request)
  const query = new URLSearchParams({
    'where[tenant.slug][equals]': usedCarGroup,
    'where[car_type][equals]': 'used',
    'where[status][equals]': 'in_stock',
    'where[show_on_dealer_website][equals]': 'true',
    limit: '1',
    depth: '0',
  })
  const response = await request.get(`${api}/vehicles?${query.toString()}`, { headers: { ...adminHost, authorization: `JWT ${token}` } })
  const [car] = ((await response.json()) as { docs: Array<{ id: number; stocknum: string }> }).docs
  if (!car) throw new Error('No listed used car in the demo stock')

  await recordDataLayer(page)
  // The vehicle page's link: the seeded page lives at /book-a-test-drive and the car id comes along.
  await page.goto(tenantUrl(usedCarGroup, `/book-test-drive/?car_id=${car.id}`))
  await expect(page).toHaveURL(new RegExp(`/book-a-test-drive\\?car_id=${car.id}$`))
  await expect(enquiry(page).getByRole('textbox', { name: 'Comments' })).toHaveValue(new RegExp(`stock number ${car.stocknum}`))
  const email = uniqueEmail('usedtestdrive')
  // The choices are the group's dealerships: the lead names the one picked.
  await enquiry(page).getByRole('combobox', { name: 'Dealership' }).selectOption({ label: 'Southern Cross Motor Group NSW' })
  await fillVisitor(page, email)
  await enquiry(page).getByRole('button', { name: 'Book Test Drive' }).click()
  await expect(page).toHaveURL(/\/success$/, { timeout: 30_000 })
  expect(await recordedEvents(page)).toContainEqual(expect.objectContaining({ eventId: 48, vehicleStatus: 'Used' }))
  const [lead] = await leadsFor(request, email)
  expect(lead).toMatchObject({ car_id: String(car.id), form_kind: 'test-drive', dealership_slug: 'southern-cross-motors-nsw' })
})

test('what a shopper types before the form’s code arrives is kept, and sent', async ({ page, request }) => {
  // Hold back the chunk that carries the form's code (found by its contents), until the shopper has typed.
  let release: () => Promise<void> = async () => {}
  let markHeld: () => void = () => {}
  const held = new Promise<void>((resolve) => (markHeld = resolve))
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    // Node does not resolve *.localhost: the same file from the loopback address.
    const url = new URL(route.request().url())
    url.hostname = '127.0.0.1'
    const response = await route.fetch({ url: url.toString() })
    const body = await response.text()
    if (!body.includes('fc-enquiry__form')) return route.fulfill({ response, body })
    release = () => route.fulfill({ response, body })
    markHeld()
  })

  await page.goto(tenantUrl(usedCarGroup, '/contact'), { waitUntil: 'domcontentloaded' })
  await held
  const form = enquiry(page)
  await expect(form).toBeVisible()
  await expect(form).not.toHaveAttribute('data-hydrated', 'true')

  const email = uniqueEmail('early')
  const typed = {
    Name: 'Early Bird',
    Email: email,
    Phone: '0412 345 678',
    Postcode: '3171',
    Comments: 'Typed before the page was ready.',
  }
  for (const [label, value] of Object.entries(typed)) await form.getByRole('textbox', { name: label, exact: true }).pressSequentially(value)

  await release()
  await expect(form).toHaveAttribute('data-hydrated', 'true')
  for (const [label, value] of Object.entries(typed))
    await expect(form.getByRole('textbox', { name: label, exact: true })).toHaveValue(value)

  await form.getByRole('combobox', { name: 'Category' }).selectOption('Finance Enquiry')
  await form.getByRole('combobox', { name: 'Dealership' }).selectOption({ label: 'Southern Cross Motor Group Victoria' })
  await form.getByRole('button', { name: 'Submit Form' }).click()
  await expect(page).toHaveURL(/\/success$/, { timeout: 30_000 })

  const leads = await leadsFor(request, email)
  expect(leads).toHaveLength(1)
  expect(leads[0]).toMatchObject({
    name: 'Early Bird',
    email,
    phone: '0412 345 678',
    postcode: '3171',
    message: 'Typed before the page was ready.',
    category: 'Finance Enquiry',
  })
})
