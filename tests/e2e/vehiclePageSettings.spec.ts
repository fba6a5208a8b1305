import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { demoTenants, port, tenantUrl } from './support'

/** The vehicle page follows each dealer's site settings: the section order and a masked phone number. */
const api = `http://127.0.0.1:${port}/api`
const [, usedCars, caravans] = demoTenants
if (!usedCars || !caravans) throw new Error('The demo seed has a used-car group and a caravan dealer')

type DemoTenant = NonNullable<typeof usedCars>

async function marketerToken(request: APIRequestContext, tenant: DemoTenant): Promise<string> {
  const response = await request.post(`${api}/users/login`, {
    headers: { host: `${tenant.slug}.localhost:${port}` },
    data: { email: tenant.marketer.email, password: tenant.marketer.password },
  })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { token: string }).token
}

/** Read as the tenant's own marketer: what the dealer sees of their site. */
async function firstCarSlug(request: APIRequestContext, tenant: DemoTenant, token: string): Promise<{ id: number; slug: string }> {
  const query = 'where[status][equals]=in_stock&where[show_on_dealer_website][equals]=true&limit=1&depth=0&sort=stocknum'
  const response = await request.get(`${api}/vehicles?${query}`, {
    headers: { host: `${tenant.slug}.localhost:${port}`, authorization: `JWT ${token}` },
  })
  expect(response.ok()).toBe(true)
  const [car] = ((await response.json()) as { docs: Array<{ id: number; slug: string }> }).docs
  if (!car) throw new Error(`No car in stock on ${tenant.slug}`)
  return car
}

/** The ids of the page's detail sections, in document order. */
async function sectionOrder(page: Page): Promise<string[]> {
  return page.locator('section.fc-vehicle-section[id]').evaluateAll((sections) => sections.map((section) => section.id))
}

test('a dealer that masks its number shows it after a click and records the reveal for the car', async ({ page, request }) => {
  const token = await marketerToken(request, usedCars)
  const car = await firstCarSlug(request, usedCars, token)
  await page.goto(tenantUrl(usedCars.slug, `/cars/${car.slug}`))

  const phone = page.locator('.fc-vehicle-summary__phone')
  await expect(phone).toContainText('XXXX')
  await expect(phone.getByRole('link')).toHaveCount(0)
  const recorded = page.waitForResponse((response) => response.url().endsWith('/api/phone-reveals/record'))
  await phone.getByRole('button', { name: 'Show number' }).click()
  expect((await recorded).status()).toBe(201)
  const link = phone.getByRole('link')
  await expect(link).toBeFocused()
  await expect(link).toHaveAttribute('href', /^tel:\d+$/)
  await expect(link).not.toContainText('X')

  const reveals = await request.get(`${api}/phone-reveals?depth=0&limit=100`, {
    headers: { host: `${usedCars.slug}.localhost:${port}`, authorization: `JWT ${token}` },
  })
  expect(reveals.ok()).toBe(true)
  const cars = ((await reveals.json()) as { docs: Array<{ car: number }> }).docs.map((doc) => doc.car)
  expect(cars).toContain(car.id)
})

test('a marketer reorders and hides car-page sections in the site settings, and every car page follows', async ({ page, request }) => {
  const token = await marketerToken(request, caravans)
  const headers = { host: `${caravans.slug}.localhost:${port}`, authorization: `JWT ${token}` }
  const car = await firstCarSlug(request, caravans, token)
  const carPage = tenantUrl(caravans.slug, `/cars/${car.slug}`)

  // The caravan template puts the dealer's comments before the features (the standard order has them after).
  await page.goto(carPage)
  const seeded = await sectionOrder(page)
  expect(seeded.slice(0, 3)).toEqual(['dealer-comments', 'features', 'key-information'])

  const settingsResponse = await request.get(`${api}/site-settings?depth=0&limit=1`, { headers })
  const [settings] = ((await settingsResponse.json()) as { docs: Array<{ id: number; vehicle_page_sections: Array<{ section: string }> }> })
    .docs
  if (!settings) throw new Error('The caravan dealer has site settings')
  const original = settings.vehicle_page_sections.map(({ section }) => ({ section }))

  const reordered = ['gallery', 'summary', 'keyInformation', 'features', 'location', 'share'].map((section) => ({ section }))
  try {
    const saved = await request.patch(`${api}/site-settings/${settings.id}`, { headers, data: { vehicle_page_sections: reordered } })
    expect(saved.ok()).toBe(true)
    await page.goto(carPage)
    expect(await sectionOrder(page)).toEqual(['key-information', 'features', 'vehicle-map'])
    await expect(page.getByRole('heading', { name: 'Share this caravan' })).toBeVisible()

    const duplicate = await request.patch(`${api}/site-settings/${settings.id}`, {
      headers,
      data: { vehicle_page_sections: [{ section: 'features' }, { section: 'features' }] },
    })
    expect(duplicate.status()).toBe(400)
    expect(JSON.stringify(await duplicate.json())).toContain('Each section can appear only once')
  } finally {
    await request.patch(`${api}/site-settings/${settings.id}`, { headers, data: { vehicle_page_sections: original } })
  }
})
