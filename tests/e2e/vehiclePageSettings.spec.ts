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

/** Keeps the page on the car when a tel: link is followed. */
async function stayOnTelLinks(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('click', (event) => {
      const link = (event.target as Element | null)?.closest?.('a[href^="tel:"]')
      if (link) event.preventDefault()
    })
  })
}

/** The page's event-25 pushes, read from the dataLayer itself (whatever replaced or wrapped it since). */
const callEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Array<Record<string, unknown> | null> }).dataLayer ?? []).filter((event) => event?.eventId === 25),
  )

test('every Call Now pushes event 25 (call the dealer) with the car', async ({ page }) => {
  const toyota = demoTenants[0]
  if (!toyota) throw new Error('The demo seed has a Toyota dealer')
  await stayOnTelLinks(page)
  await page.goto(tenantUrl(toyota.slug, '/search/used-cars'))
  await page.locator('a[href^="/cars/"]').first().click()
  const callNow = page.locator('.fc-vehicle-actions__callUsNow')
  await expect(callNow).toHaveAttribute('href', /^tel:\d+$/)
  // One press once the link has hydrated (a press before it dials without an event).
  await expect(callNow).toHaveAttribute('data-hydrated', 'true')
  await callNow.click()
  await expect.poll(async () => (await callEvents(page)).length).toBe(1)
  await page
    .locator('#vehicle-map')
    .getByRole('link', { name: /^Call / })
    .click()
  await expect.poll(async () => (await callEvents(page)).length).toBe(2)
  const events = await callEvents(page)
  expect(events[0]).toMatchObject({ event: 'call_the_dealer', eventId: 25, carId: expect.any(Number), vehicleMake: 'Toyota' })

  // The phone-sized bar's Call Now too.
  await page.setViewportSize({ width: 390, height: 800 })
  await page.locator('.fc-sticky-bar').getByRole('link', { name: 'Call Now' }).click()
  await expect.poll(async () => (await callEvents(page)).length).toBe(3)
})

test('with masking on, the number is nowhere on the car page until the shopper asks for it', async ({ page, request }) => {
  const token = await marketerToken(request, usedCars)
  const car = await firstCarSlug(request, usedCars, token)
  const carUrl = tenantUrl(usedCars.slug, `/cars/${car.slug}`)
  await stayOnTelLinks(page)
  await page.goto(carUrl)

  // Revealing gives the number, which the page did not hold before.
  const phone = page.locator('.fc-vehicle-summary__phone')
  await phone.getByRole('button', { name: 'Show number' }).click()
  const number = (await phone.getByRole('link').textContent())?.trim() ?? ''
  expect(number).toMatch(/\d{4}$/)
  const digits = number.replace(/\D/g, '')

  // Not in the HTML, its links, its structured data or the data the page's scripts carry; the footer included.
  // Node does not resolve *.localhost: connect to the loopback address and name the site in Host.
  const html = await (
    await request.get(`http://127.0.0.1:${port}/cars/${car.slug}`, { headers: { host: `${usedCars.slug}.localhost:${port}` } })
  ).text()
  expect(html).toContain(number.replace(/\d{4}$/, 'XXXX'))
  expect(html).not.toContain(number)
  expect(html).not.toContain(digits)
  expect(html).not.toContain(`tel:${digits}`)

  // Call Now (sidebar and location card) are buttons that reveal the number, record the reveal and push event 25.
  await page.reload()
  await expect(page.locator('a[href^="tel:"]')).toHaveCount(0)
  await expect(page.locator('#vehicle-map')).toContainText('XXXX')
  const recorded = page.waitForResponse((response) => response.url().endsWith('/api/phone-reveals/record'))
  await page.locator('.fc-vehicle-actions__callUsNow').click()
  const answer = (await (await recorded).json()) as { number: string; tel_href: string }
  expect(answer).toMatchObject({ number, tel_href: `tel:${digits}` })
  expect(await callEvents(page)).toEqual([expect.objectContaining({ eventId: 25, carId: car.id })])
})

test("a marketer switches the site's wording: 'Message Now', the submit text, 'Pre-Owned', label rewrites", async ({ page, request }) => {
  const token = await marketerToken(request, usedCars)
  const headers = { host: `${usedCars.slug}.localhost:${port}`, authorization: `JWT ${token}` }
  const car = await firstCarSlug(request, usedCars, token)
  const settingsResponse = await request.get(`${api}/site-settings?depth=0&limit=1`, { headers })
  type Wording = {
    id: number
    enquire_button_text: string | null
    submit_text: string | null
    used_label_pre_owned: boolean | null
    find_similar_lower_case: boolean | null
    label_rewrites: Array<{ from: string; to: string }> | null
  }
  const [settings] = ((await settingsResponse.json()) as { docs: Wording[] }).docs
  if (!settings) throw new Error('The used-car group has site settings')
  const original = {
    enquire_button_text: settings.enquire_button_text,
    submit_text: settings.submit_text,
    used_label_pre_owned: settings.used_label_pre_owned,
    find_similar_lower_case: settings.find_similar_lower_case,
    label_rewrites: (settings.label_rewrites ?? []).map(({ from, to }) => ({ from, to })),
  }
  const { make } = (await (await request.get(`${api}/vehicles/${car.id}?depth=0`, { headers })).json()) as { make: string }
  try {
    const saved = await request.patch(`${api}/site-settings/${settings.id}`, {
      headers,
      data: {
        enquire_button_text: 'Message Now',
        submit_text: 'Send My Enquiry',
        used_label_pre_owned: true,
        label_rewrites: [{ from: make, to: `${make} Group` }],
      },
    })
    expect(saved.ok()).toBe(true)

    await page.goto(tenantUrl(usedCars.slug, `/cars/${car.slug}`))
    await expect(page.locator('.fc-vehicle-actions__enquire')).toHaveText('Message Now')

    await page.goto(tenantUrl(usedCars.slug, '/contact'))
    // A form with no text of its own takes the site's.
    await expect(page.locator('form.fc-enquiry__form button[type="submit"]').first()).toHaveText('Send My Enquiry')

    await page.goto(tenantUrl(usedCars.slug, '/search/used-cars'))
    await expect(page.locator('.fc-car-card').first()).toContainText('Pre-Owned')
    await expect(page.locator('.fc-search')).toContainText(`${make} Group`)
  } finally {
    await request.patch(`${api}/site-settings/${settings.id}`, { headers, data: original })
  }
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
