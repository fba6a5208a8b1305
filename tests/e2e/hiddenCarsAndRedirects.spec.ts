import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { codeSentTo, demoTenants, port, smsOutbox as outbox, superAdmin, tenantUrl } from './support'

const api = `http://127.0.0.1:${port}/api`
const adminHost = { host: `localhost:${port}` }
const usedCars = demoTenants[1]!
const caravans = demoTenants[2]!

type CarDoc = { id: number; slug: string; name: string }

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${api}/users/login`, {
    headers: adminHost,
    data: { email: superAdmin.email, password: superAdmin.password },
  })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { token: string }).token
}

/** Demo stock is generated: cars are looked up, never hard-coded. */
async function findCar(request: APIRequestContext, token: string, tenantSlug: string, where: Record<string, string>, sort = 'stocknum') {
  const query = new URLSearchParams({ 'where[tenant.slug][equals]': tenantSlug, limit: '1', depth: '0', sort })
  for (const [field, value] of Object.entries(where)) query.set(`where[${field}][equals]`, value)
  const response = await request.get(`${api}/vehicles?${query.toString()}`, { headers: { ...adminHost, authorization: `JWT ${token}` } })
  expect(response.ok()).toBe(true)
  const car = ((await response.json()) as { docs: CarDoc[] }).docs[0]
  if (!car) throw new Error(`No car on ${tenantSlug} with ${JSON.stringify(where)}`)
  return car
}

async function setShown(request: APIRequestContext, token: string, car: CarDoc, shown: boolean) {
  const patch = () =>
    request.patch(`${api}/vehicles/${car.id}`, {
      headers: { ...adminHost, authorization: `JWT ${token}` },
      data: { show_on_dealer_website: shown },
    })
  // The context's kept-alive connection may have been closed by the server while the browser signed in.
  const response = await patch().catch(() => patch())
  expect(response.ok()).toBe(true)
}

/** Signs a shopper in through the site's sign-in page opened at `signInPath`. */
async function signInThrough(page: Page, tenantSlug: string, signInPath: string, mobile: string, e164: string) {
  await page.goto(tenantUrl(tenantSlug, signInPath))
  const asked = Date.now() - 1000
  await page.getByLabel('Mobile number').fill(mobile)
  await page.getByRole('button', { name: 'Send code' }).click()
  await expect(page.getByText(`We have sent a 6-digit code to ${mobile}.`, { exact: false })).toBeVisible()
  await page.getByLabel('6-digit code').fill(await codeSentTo(e164, asked))
  await page.getByRole('button', { name: 'Sign in' }).click()
}

test('a car hidden from the website is not found by its view count, PDF, print page or compare link', async ({ request }) => {
  const token = await adminToken(request)
  const hidden = await findCar(request, token, usedCars.slug, { show_on_dealer_website: 'false' })
  const shown = await findCar(request, token, usedCars.slug, { show_on_dealer_website: 'true', status: 'in_stock' })
  const get = (pathAndQuery: string) =>
    request.get(`http://127.0.0.1:${port}${pathAndQuery}`, { headers: { host: `${usedCars.slug}.localhost:${port}` } })

  // Answered exactly like a car that does not exist.
  for (const route of ['view.json', 'pdf']) {
    const forHidden = await get(`/cars/${hidden.slug}/${route}`)
    const forMissing = await get(`/cars/no-such-car-here/${route}`)
    expect(forHidden.status(), route).toBe(404)
    expect(await forHidden.text(), route).toBe(await forMissing.text())
  }
  expect((await get(`/print?car_id=${hidden.slug}`)).status()).toBe(404)
  expect((await get(`/cars/${hidden.slug}`)).status()).toBe(404)

  const compare = await get(`/compare?cars=${shown.slug},${hidden.slug}`)
  expect(compare.status()).toBe(200)
  const html = await compare.text()
  expect(html.match(/class="fc-compare__title"/g)?.length).toBe(1)
  expect(html).toContain('One car in this link is not listed on this site any more, so it is not shown.')
  // The address itself is echoed in the page's router state; the car is neither linked nor named.
  expect(html).not.toContain(`/cars/${hidden.slug}`)
  expect(html).not.toContain(hidden.name)
})

test('sign-in never redirects off the site: /%09/host is refused before and after signing in', async ({ page }) => {
  expect(outbox, 'E2E_SMS_OUTBOX names the server’s SMS outbox').not.toBe('')
  const offSite: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).port === '8999') offSite.push(request.url())
  })
  const origin = new URL(tenantUrl(caravans.slug)).origin

  // Signed out: after the code the visitor goes to the safe default, on this site.
  await signInThrough(
    page,
    caravans.slug,
    '/sign-in?type=watchlist&redirect=/%09/localhost:8999/after-code',
    '0491 570 261',
    '+61491570261',
  )
  await page.waitForURL((url) => url.origin === origin && url.pathname === '/')

  // Signed in: the page sends a signed-in shopper straight on, and still only within the site.
  for (const redirect of [
    '/%09/localhost:8999/x',
    '/%0A/localhost:8999/x',
    '/%0D/localhost:8999/x',
    '/%09%09/localhost:8999/x',
    '/%5C/localhost:8999/x',
  ]) {
    await page.goto(tenantUrl(caravans.slug, `/sign-in?type=watchlist&redirect=${redirect}`))
    await page.waitForURL((url) => url.origin === origin && url.pathname === '/')
  }
  await page.goto(tenantUrl(caravans.slug, '/sign-in?type=watchlist&redirect=/my-garage'))
  await page.waitForURL((url) => url.origin === origin && url.pathname === '/my-garage')
  expect(offSite).toEqual([])
})

test('My Garage lists a saved car the dealer has since hidden as no longer available, without its name', async ({ page, request }) => {
  const token = await adminToken(request)
  // The last car by stock number: the other specs take the first.
  const car = await findCar(request, token, caravans.slug, { show_on_dealer_website: 'true', status: 'in_stock' }, '-stocknum')
  await signInThrough(page, caravans.slug, '/sign-in?type=watchlist&redirect=/my-garage', '0491 570 262', '+61491570262')
  await page.waitForURL((url) => url.pathname === '/my-garage')
  const saved = await page.evaluate(async (carId) => {
    const response = await fetch('/api/watchlist/save-car', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone_number: '0491 570 262', car_id: carId }),
    })
    return response.status
  }, car.id)
  expect(saved).toBe(200)
  await page.reload()
  await expect(page.locator('.fc-shopper__cars')).toContainText(car.name)

  await setShown(request, token, car, false)
  try {
    await page.reload()
    const list = page.locator('.fc-shopper__cars')
    await expect(list).toContainText('This car is no longer available')
    await expect(list).not.toContainText(car.name)
    await expect(list.locator(`a[href*="${car.slug}"]`)).toHaveCount(0)
  } finally {
    await setShown(request, token, car, true)
  }
})
