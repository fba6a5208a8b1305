import { readFile } from 'node:fs/promises'

import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { demoTenants, port, superAdmin, tenantUrl } from './support'

type CarDoc = {
  id: number
  slug: string
  name: string
  make: string | null
  model: string | null
  stocknum: string | null
  body: string | null
  simple_body: string | null
  primary_image_url: string | null
  price: number | null
  car_type: string | null
}

const api = `http://127.0.0.1:${port}/api`
const adminHost = { host: `localhost:${port}` }
const usedCars = demoTenants[1]!
const toyota = demoTenants[0]!

const FAVOURITES_KEY = 'fc-favourites'
const VIEWED_KEY = 'fc-viewed-cars'

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${api}/users/login`, {
    headers: adminHost,
    data: { email: superAdmin.email, password: superAdmin.password },
  })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { token: string }).token
}

/** Demo stock is generated: cars are looked up, never hard-coded. */
async function findCars(
  request: APIRequestContext,
  token: string,
  tenantSlug: string,
  where: Record<string, string>,
  limit = 1,
): Promise<CarDoc[]> {
  const query = new URLSearchParams({ 'where[tenant.slug][equals]': tenantSlug, limit: String(limit), depth: '0', sort: 'stocknum' })
  for (const [field, value] of Object.entries(where)) query.set(`where[${field}][equals]`, value)
  const response = await request.get(`${api}/vehicles?${query.toString()}`, { headers: { ...adminHost, authorization: `JWT ${token}` } })
  expect(response.ok()).toBe(true)
  const { docs } = (await response.json()) as { docs: CarDoc[] }
  if (docs.length < limit) throw new Error(`Fewer than ${limit} cars on ${tenantSlug} with ${JSON.stringify(where)}`)
  return docs
}

const inStock = { status: 'in_stock', show_on_dealer_website: 'true' }

/** The page's body label for a feed value ('suv' → 'SUV'), as the vehicle page shows it. */
function bodyLabel(body: string | null): string | null {
  const value = body?.trim()
  if (!value) return null
  if (value !== value.toLowerCase()) return value
  return value
    .split(/\s+/)
    .map((word) => (['suv', 'ev', 'mpv'].includes(word) ? word.toUpperCase() : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ')
}

async function stored(page: Page, key: string): Promise<unknown> {
  return page.evaluate((name) => JSON.parse(window.localStorage.getItem(name) ?? 'null'), key)
}

async function dataLayerEvents(page: Page, eventId: number): Promise<Array<Record<string, unknown>>> {
  return page.evaluate(
    (id) =>
      ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).filter(
        (entry) => entry && entry.eventId === id,
      ),
    eventId,
  )
}

async function settingsId(request: APIRequestContext, token: string, tenantSlug: string): Promise<number> {
  const query = new URLSearchParams({ 'where[tenant.slug][equals]': tenantSlug, limit: '1', depth: '0' })
  const response = await request.get(`${api}/site-settings?${query.toString()}`, {
    headers: { ...adminHost, authorization: `JWT ${token}` },
  })
  expect(response.ok()).toBe(true)
  const [doc] = ((await response.json()) as { docs: Array<{ id: number }> }).docs
  if (!doc) throw new Error(`${tenantSlug} has no site settings`)
  return doc.id
}

async function patchSettings(request: APIRequestContext, token: string, id: number, data: Record<string, unknown>) {
  const response = await request.patch(`${api}/site-settings/${id}`, { headers: { ...adminHost, authorization: `JWT ${token}` }, data })
  expect(response.ok(), await response.text()).toBe(true)
}

let token = ''
test.beforeAll(async ({ request }) => {
  token = await adminToken(request)
})

test('the Print button opens /print?car_id={slug} in a new tab with the title and price, and sends event 61', async ({
  page,
  context,
  request,
}) => {
  const [car] = await findCars(request, token, usedCars.slug, inStock)
  await page.goto(tenantUrl(usedCars.slug, `/cars/${car!.slug}`))
  const print = page.getByRole('link', { name: 'Print (opens in a new tab)' })
  await expect(print).toHaveAttribute('href', `/print?car_id=${car!.slug}`)
  await expect(print).toHaveAttribute('target', '_blank')

  const opened = context.waitForEvent('page')
  await print.click()
  const printPage = await opened
  await printPage.waitForLoadState()
  expect(new URL(printPage.url()).pathname + new URL(printPage.url()).search).toBe(`/print?car_id=${car!.slug}`)
  await expect(printPage.getByRole('heading', { level: 1 })).toHaveText(car!.name)
  await expect(printPage.locator('.fc-print-sheet__price')).toHaveText(`$${car!.price!.toLocaleString('en-AU')}`)
  await expect(printPage.getByRole('heading', { name: 'Key Information' })).toBeVisible()
  await expect(printPage.getByText('Dealer comments are pending. Please check back here later.')).toBeVisible()
  await expect(printPage.getByRole('heading', { name: 'Contact' })).toBeVisible()
  await expect(printPage.locator('.fc-print-sheet__contact')).toContainText(/Phone \(0\d\) \d{4} \d{4}/)
  // A clean sheet: none of the site's header, menus or footer.
  await expect(printPage.locator('.fc-skip-link, nav')).toHaveCount(0)
  // The page's own button is for the screen only.
  await printPage.emulateMedia({ media: 'print' })
  await expect(printPage.getByRole('button', { name: 'Print this page' })).toBeHidden()

  const events = await dataLayerEvents(page, 61)
  expect(events).toHaveLength(1)
  expect(events[0]).toMatchObject({ printFormat: 'page', carId: car!.id, vehicleMake: car!.make })
})

test('the print page has no axe violations', async ({ page, request }) => {
  const [car] = await findCars(request, token, toyota.slug, inStock)
  await page.goto(tenantUrl(toyota.slug, `/print?car_id=${car!.slug}`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(car!.name)
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([])
})

test('the print page and the PDF answer 404 for a missing, hidden or other dealer’s car', async ({ page, request }) => {
  const [hidden] = await findCars(request, token, usedCars.slug, { show_on_dealer_website: 'false' })
  const [elsewhere] = await findCars(request, token, usedCars.slug, inStock)
  for (const path of ['/print', '/print?car_id=', '/print?car_id=no-such-car-here', `/print?car_id=${hidden!.slug}`]) {
    expect((await page.goto(tenantUrl(usedCars.slug, path)))?.status(), path).toBe(404)
  }
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  expect((await page.goto(tenantUrl(toyota.slug, `/print?car_id=${elsewhere!.slug}`)))?.status()).toBe(404)

  const pdf = (tenantSlug: string, slug: string) =>
    request.get(`http://127.0.0.1:${port}/cars/${slug}/pdf`, { headers: { host: `${tenantSlug}.localhost:${port}` } })
  expect((await pdf(usedCars.slug, 'no-such-car-here')).status()).toBe(404)
  expect((await pdf(usedCars.slug, hidden!.slug)).status()).toBe(404)
  expect((await pdf(toyota.slug, elsewhere!.slug)).status()).toBe(404)
  const own = await pdf(usedCars.slug, elsewhere!.slug)
  expect(own.status()).toBe(200)
  expect(own.headers()['content-type']).toBe('application/pdf')
  expect(own.headers()['content-disposition']).toBe(`attachment; filename="${elsewhere!.slug}.pdf"`)
})

test("Download PDF says 'Preparing...' with a spinner, then saves {slug}.pdf", async ({ page, request }) => {
  const [car] = await findCars(request, token, usedCars.slug, inStock)
  await page.goto(tenantUrl(usedCars.slug, `/cars/${car!.slug}`))
  // Hold the answer back a moment so the busy state can be seen.
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/cars/*/pdf', async (route) => {
    await held
    await route.continue()
  })

  const button = page.locator('.fc-pdf-download')
  await expect(button).toHaveText('Download PDF')
  await expect(button).toHaveAttribute('aria-busy', 'false')
  const download = page.waitForEvent('download')
  await button.click()
  await expect(button).toHaveText('Preparing...')
  await expect(button).toBeDisabled()
  await expect(button).toHaveAttribute('aria-busy', 'true')
  await expect(button.locator('.fc-spinner')).toBeVisible()
  release()

  const file = await download
  expect(file.suggestedFilename()).toBe(`${car!.slug}.pdf`)
  const bytes = await readFile(await file.path())
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF')
  expect(bytes.length).toBeGreaterThan(1000)
  await expect(button).toHaveText('Download PDF')
  await expect(button).toBeEnabled()
  expect(await dataLayerEvents(page, 61)).toEqual([expect.objectContaining({ printFormat: 'pdf', carId: car!.id })])
})

test('a failed PDF download shows an alert with the reason', async ({ page, request }) => {
  const [car] = await findCars(request, token, usedCars.slug, inStock)
  await page.goto(tenantUrl(usedCars.slug, `/cars/${car!.slug}`))
  await page.route('**/cars/*/pdf', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"broken"}' }))
  // Dismissed as it opens: an open alert blocks the page, and Playwright's own waits with it.
  const alerts: Array<{ type: string; message: string }> = []
  page.on('dialog', (dialog) => {
    alerts.push({ type: dialog.type(), message: dialog.message() })
    void dialog.dismiss()
  })
  const button = page.locator('.fc-pdf-download')
  await button.click()
  await expect
    .poll(() => alerts)
    .toEqual([{ type: 'alert', message: 'Sorry, the PDF of this car could not be downloaded. The server answered 500. Please try again.' }])
  await expect(button).toHaveText('Download PDF')
  await expect(button).toBeEnabled()
  await expect(button).toHaveAttribute('aria-busy', 'false')
})

test('the favourite toggle is the watchlist’s: a signed-out visitor is sent to sign in, and nothing is kept in the browser', async ({
  page,
  request,
}) => {
  // Saving, the toasts and event 39 for a signed-in shopper: shoppers.spec.ts.
  const [car] = await findCars(request, token, usedCars.slug, inStock)
  const carPath = `/cars/${car!.slug}`
  await page.goto(tenantUrl(usedCars.slug, carPath))
  const toggle = page.getByRole('button', { name: 'Save to favourites' })
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  await toggle.click()
  await page.waitForURL((url) => url.pathname === '/sign-in')
  const query = new URL(page.url()).searchParams
  expect(Object.fromEntries(query)).toEqual({ type: 'watchlist', redirect: carPath, back: carPath })
  expect(await stored(page, FAVOURITES_KEY)).toBeNull()
  expect(await dataLayerEvents(page, 39)).toHaveLength(0)
})

test('visiting cars stores the spec’s viewed-car entries, latest first and once each', async ({ page, request }) => {
  const [first, second] = await findCars(request, token, usedCars.slug, inStock, 2)
  const entry = (car: CarDoc) => ({
    id: car.id,
    stocknum: car.stocknum,
    make: car.make,
    model: car.model,
    body: bodyLabel(car.body),
    simple_body: bodyLabel(car.simple_body),
  })
  const visit = async (car: CarDoc) => {
    await page.goto(tenantUrl(usedCars.slug, `/cars/${car.slug}`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(car.name)
    await expect.poll(async () => ((await stored(page, VIEWED_KEY)) as Array<{ id: number }> | null)?.[0]?.id).toBe(car.id)
  }

  await visit(first!)
  expect(await stored(page, VIEWED_KEY)).toEqual([entry(first!)])
  if (first!.car_type === 'used') expect(await dataLayerEvents(page, 4)).toEqual([expect.objectContaining({ carId: first!.id })])
  await visit(second!)
  await visit(first!)
  expect(await stored(page, VIEWED_KEY)).toEqual([entry(first!), entry(second!)])
})

test('where printing and favourites are switched off, the buttons are gone and the print routes answer 404', async ({ page, request }) => {
  const [car] = await findCars(request, token, toyota.slug, inStock)
  const id = await settingsId(request, token, toyota.slug)
  await patchSettings(request, token, id, { printing_enabled: false, favourites_storage: 'off' })
  try {
    await page.goto(tenantUrl(toyota.slug, `/cars/${car!.slug}`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(car!.name)
    await expect(page.getByRole('link', { name: /^Print/ })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Download PDF' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Save to favourites' })).toHaveCount(0)
    expect((await page.goto(tenantUrl(toyota.slug, `/print?car_id=${car!.slug}`)))?.status()).toBe(404)
    const pdf = await request.get(`http://127.0.0.1:${port}/cars/${car!.slug}/pdf`, {
      headers: { host: `${toyota.slug}.localhost:${port}` },
    })
    expect(pdf.status()).toBe(404)
  } finally {
    await patchSettings(request, token, id, { printing_enabled: true, favourites_storage: 'browser' })
  }
  await page.goto(tenantUrl(toyota.slug, `/cars/${car!.slug}`))
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Save to favourites' })).toBeVisible()
})
