import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { localRegoVehicle, NO_ONLINE_ESTIMATE_TEXT } from '@forecourt/domain/tradeIn'

import { port, superAdmin, tenantUrl } from './support'

test.describe.configure({ timeout: 120_000 })

const api = `http://127.0.0.1:${port}/api`
const adminHost = { host: `localhost:${port}` }
const toyotaDealer = 'harbourside-toyota'
const usedCarGroup = 'southern-cross-motors'

/** A rego the local lookup (the default adapter) names a car of the wanted age for. */
function regoFor(wanted: 'young' | 'old'): string {
  const year = new Date().getFullYear()
  for (let index = 0; index < 10_000; index += 1) {
    const rego = `E2E${index}`
    const age = year - localRegoVehicle(rego, 'QLD').year
    if (wanted === 'young' ? age <= 5 : age >= 9) return rego
  }
  throw new Error('no rego found')
}

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com.au`

async function tokenOf(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post(`${api}/users/login`, { headers: adminHost, data: { email, password } })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { token: string }).token
}

async function adminGet<T>(request: APIRequestContext, path: string, token: string): Promise<T> {
  const response = await request.get(`${api}${path}`, { headers: { ...adminHost, authorization: `JWT ${token}` } })
  expect(response.ok()).toBe(true)
  return (await response.json()) as T
}

type Lead = {
  id: number
  form_kind: string
  car_id: string | null
  trade_in: { rego: string | null; valuation: number | null }
  finance_application: Record<string, unknown>
}
type Valuation = {
  id: number
  rego: string
  outcome: string
  estimate_low: number | null
  estimate_high: number | null
  lead: number
  car: number | null
  tenant: number
}

async function leadOf(request: APIRequestContext, email: string): Promise<Lead> {
  const token = await tokenOf(request, superAdmin.email, superAdmin.password)
  const { docs } = await adminGet<{ docs: Lead[] }>(request, `/enquiries?where[email][equals]=${encodeURIComponent(email)}&depth=0`, token)
  expect(docs).toHaveLength(1)
  return docs[0]!
}

async function valuationOfLead(request: APIRequestContext, leadId: number): Promise<Valuation> {
  const token = await tokenOf(request, superAdmin.email, superAdmin.password)
  // Saved just after the lead, while the page moves on.
  let docs: Valuation[] = []
  await expect
    .poll(async () => {
      docs = (await adminGet<{ docs: Valuation[] }>(request, `/valuations?where[lead][equals]=${leadId}&depth=0`, token)).docs
      return docs.length
    })
    .toBe(1)
  return docs[0]!
}

/** Steps 1 and 2: the rego found, the kilometres typed and every question answered with its first option. */
async function valueCar(page: Page, rego: string, kms: string) {
  const tool = page.locator('.fc-valuation')
  // The tool's code has run (its button waits for it).
  await expect(tool.locator('form[data-hydrated="true"]')).toBeVisible()
  await tool.getByLabel('Rego').fill(rego)
  await tool.getByLabel('State').selectOption('QLD')
  await tool.getByRole('button', { name: 'Find My Car' }).click()
  const vehicle = localRegoVehicle(rego, 'QLD')
  await expect(tool.getByText(`We found a ${vehicle.year} ${vehicle.make} ${vehicle.model}`)).toBeVisible()
  await tool.getByLabel('Kilometres').fill(kms)
  for (const group of await tool.locator('fieldset').all()) await group.getByRole('radio').first().check()
  await tool.getByRole('button', { name: 'Get My Estimate' }).click()
  await expect(tool.getByRole('heading', { name: 'Step 3 of 3: Your estimate' })).toBeFocused()
}

async function sendDetails(page: Page, email: string) {
  const form = page.locator('.fc-valuation form.fc-enquiry__form')
  await form.getByRole('textbox', { name: 'Name' }).fill('Jane')
  await form.getByRole('textbox', { name: 'Email' }).fill(email)
  await form.getByRole('textbox', { name: 'Phone' }).fill('0412 345 678')
  await form.getByRole('textbox', { name: 'Postcode' }).fill('4000')
  await form.getByRole('button', { name: /Submit|Send/ }).click()
  await page.waitForURL(/\/success/)
}

test('an old car takes the no-estimate path, and the enquiry and its valuation are stored', async ({ page, request }) => {
  await page.goto(tenantUrl(usedCarGroup, '/trade-in'))
  await expect(page.getByRole('heading', { name: 'Trade-In FAQs' })).toBeVisible()
  const rego = regoFor('old')
  await valueCar(page, rego, '60,000')
  await expect(page.locator('[data-outcome="no-estimate"]')).toContainText(NO_ONLINE_ESTIMATE_TEXT)
  const email = uniqueEmail('trade-old')
  await sendDetails(page, email)

  const lead = await leadOf(request, email)
  expect(lead).toMatchObject({ form_kind: 'trade-in', trade_in: { rego, valuation: null } })
  const valuation = await valuationOfLead(request, lead.id)
  expect(valuation).toMatchObject({ rego, outcome: 'no-estimate', estimate_low: null })
})

test('a trade-in from a car page gets an estimate, stored with its lead and the car, and shown to the tenant’s staff', async ({
  page,
  request,
}) => {
  await page.goto(tenantUrl(toyotaDealer, '/cars/2026-toyota-prado-tem11594'))
  await page.getByRole('link', { name: 'Trade-In' }).first().click()
  await page.waitForURL(/\/cars\/trade-in\?car_id=/)
  await expect(page.getByText('Trading in towards the')).toContainText('Prado')
  const rego = regoFor('young')
  await valueCar(page, rego, '30000')
  const range = (await page.locator('.fc-valuation__range').innerText()).trim()
  expect(range).toMatch(/^\$[\d,]+ – \$[\d,]+$/)
  const email = uniqueEmail('trade-young')
  await sendDetails(page, email)

  const lead = await leadOf(request, email)
  const valuation = await valuationOfLead(request, lead.id)
  const [low, high] = range.split(' – ').map((figure) => Number(figure.replace(/[$,]/g, '')))
  expect(valuation).toMatchObject({ rego, outcome: 'estimate', estimate_low: low, estimate_high: high, lead: lead.id })
  expect(valuation.car).not.toBeNull()
  expect(String(valuation.car)).toBe(lead.car_id)
  expect(lead.trade_in.valuation).toBe(Math.round((low! + high!) / 2))

  // The tenant's marketer sees it in the admin; another tenant's does not.
  const own = await tokenOf(request, `marketer@${toyotaDealer}.test`, 'demo-marketer')
  expect(
    (await adminGet<{ docs: Valuation[] }>(request, `/valuations?where[rego][equals]=${rego}&depth=0`, own)).docs.map((doc) => doc.id),
  ).toContain(valuation.id)
  const other = await tokenOf(request, `marketer@${usedCarGroup}.test`, 'demo-marketer')
  expect(
    (await adminGet<{ docs: Valuation[] }>(request, `/valuations?where[id][equals]=${valuation.id}&depth=0`, other)).docs,
  ).toHaveLength(0)
})

test('a finance application starts from the calculator’s figures and stores them with the lead', async ({ page, request }) => {
  await page.goto(tenantUrl(toyotaDealer, '/cars/2026-toyota-prado-tem11594'))
  const calculator = page.locator('#finance-calculator')
  const deposit = calculator.getByLabel('Deposit or trade-in')
  await deposit.fill('5000')
  await deposit.press('Enter')
  const term = calculator.getByLabel('Loan term')
  await term.fill('4')
  await term.press('Enter')
  await calculator.getByRole('radio', { name: 'Fortnightly' }).check()
  const figure = async (label: string) => Number((await calculator.getByLabel(label).inputValue()).replace(/,/g, ''))
  const price = await figure('Purchase price')
  // The car's lender sets a balloon: whatever the calculator shows goes with the application.
  const balloon = await figure('Residual (balloon)')
  await calculator.getByRole('link', { name: 'Apply with these figures' }).click()
  await page.waitForURL(/\/finance-enquiry\?.*deposit=5000/)

  const form = page.locator('#finance-form form.fc-enquiry__form')
  await expect(page.locator('form.fc-enquiry__form[data-hydrated="true"]').first()).toBeVisible()
  await expect(form.getByLabel('Vehicle price')).toHaveValue(`$${price.toLocaleString('en-AU')}`)
  await expect(form.getByLabel('Deposit or trade-in')).toHaveValue('$5,000')
  await expect(form.getByLabel('Loan term (years)')).toHaveValue('4')
  await expect(form.getByLabel('Balloon')).toHaveValue(`$${balloon.toLocaleString('en-AU')}`)
  await expect(form.getByRole('radio', { name: 'Fortnightly' })).toBeChecked()
  // The site's provider's eligibility rules beside the form.
  await expect(page.locator('.fc-enquiry__eligibility')).toContainText('The car must be in stock.')

  const email = uniqueEmail('finance')
  await form.getByRole('textbox', { name: 'Name' }).fill('Jane')
  await form.getByRole('textbox', { name: 'Email' }).fill(email)
  await form.getByRole('textbox', { name: 'Phone' }).fill('0412 345 678')
  await form.getByRole('textbox', { name: 'Postcode' }).fill('4000')
  const comments = form.getByRole('textbox', { name: 'Comments' })
  if (await comments.count()) await comments.fill('Pre-approval please')
  await form.getByRole('button', { name: /Submit|Send/ }).click()
  await page.waitForURL(/\/success/)
  const lead = await leadOf(request, email)
  expect(lead).toMatchObject({
    form_kind: 'finance',
    finance_application: { applied: true, price, deposit: 5000, term_years: 4, balloon, frequency: 'fortnightly' },
  })
})
