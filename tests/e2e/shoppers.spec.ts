import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { codeSentTo, demoTenants, port, smsOutbox as outbox, tenantUrl } from './support'

const siteHost = (slug: string) => ({ host: `${slug}.localhost:${port}` })

/** An in-stock car of the site, through the site's own public API. */
async function inStockCar(request: APIRequestContext, slug: string): Promise<{ id: number; slug: string; name: string }> {
  const query = new URLSearchParams({
    'where[status][equals]': 'in_stock',
    'where[sold][not_equals]': 'true',
    'where[name][exists]': 'true',
    sort: 'stocknum',
    limit: '1',
    depth: '0',
  })
  const answer = await request.get(`http://127.0.0.1:${port}/api/vehicles?${query}`, { headers: siteHost(slug) })
  expect(answer.status()).toBe(200)
  const car = ((await answer.json()) as { docs: Array<{ id: number; slug: string; name: string }> }).docs[0]
  expect(car).toBeTruthy()
  return car!
}

async function events39(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      ((window as unknown as { dataLayer?: Array<{ eventId?: number }> }).dataLayer ?? []).filter((entry) => entry?.eventId === 39).length,
  )
}

test.describe.configure({ mode: 'parallel' })

for (const [index, tenant] of demoTenants.entries()) {
  test(`${tenant.slug}: a signed-out visitor saves a car through sign-in, sees the toasts, and the gated routes send visitors to sign in`, async ({
    page,
    request,
  }) => {
    expect(outbox, 'E2E_SMS_OUTBOX names the server’s SMS outbox').not.toBe('')
    const car = await inStockCar(request, tenant.slug)
    const carPath = `/cars/${car.slug}`
    const mobile = `0491 570 15${index}`
    const e164 = `+6149157015${index}`

    // Signed out: every always-gated route answers with the sign-in redirect before any page, with the
    // path asked for (query included) and the page the visitor came from.
    for (const [route, type] of [
      ['/spin-to-win?ref=home', 'spin-to-win'],
      ['/online-payment', 'online-payment'],
      ['/my-garage', 'my-garage'],
    ] as const) {
      const answer = await request.get(`http://127.0.0.1:${port}${route}`, {
        headers: { ...siteHost(tenant.slug), referer: tenantUrl(tenant.slug, '/search/used-cars?make=Toyota') },
        maxRedirects: 0,
      })
      expect(answer.status()).toBe(307)
      expect(answer.headers()['cache-control']).toContain('no-store')
      const location = new URL(answer.headers().location!)
      expect(location.origin).toBe(new URL(tenantUrl(tenant.slug)).origin)
      expect(location.pathname).toBe('/sign-in')
      expect(Object.fromEntries(location.searchParams)).toEqual({ type, redirect: route, back: '/search/used-cars?make=Toyota' })
    }
    // Finance and trade-in are gated only where the site says so (the caravan dealer).
    const finance = await request.get(`http://127.0.0.1:${port}/finance`, { headers: siteHost(tenant.slug), maxRedirects: 0 })
    if (tenant.slug === 'sunshine-coast-caravans') {
      expect(finance.status()).toBe(307)
      expect(finance.headers().location).toBe(tenantUrl(tenant.slug, '/sign-in?type=finance&redirect=%2Ffinance&back=%2F'))
    } else {
      expect(finance.status()).not.toBe(307)
    }

    // Save while signed out: off to sign in with type=watchlist, and back to the car with it saved.
    await page.goto(tenantUrl(tenant.slug, carPath))
    const save = page.getByRole('button', { name: 'Save to favourites' })
    await expect(save).toHaveAttribute('aria-pressed', 'false')
    await save.click()
    await page.waitForURL((url) => url.pathname === '/sign-in')
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ type: 'watchlist', redirect: carPath, back: carPath })
    await expect(page.getByText('Sign in to save cars to your watchlist')).toBeVisible()

    await page.getByLabel('Mobile number').fill('02 9555 0100')
    await page.getByRole('button', { name: 'Send code' }).click()
    await expect(page.locator('#fc-shopper-error')).toHaveText('Enter an Australian mobile number, like 0412 345 678.')
    const asked = Date.now() - 1000
    await page.getByLabel('Mobile number').fill(mobile)
    await page.getByRole('button', { name: 'Send code' }).click()
    await expect(page.getByText(`We have sent a 6-digit code to ${mobile}. It expires in 10 minutes.`)).toBeVisible()
    await page.getByLabel('6-digit code').fill(await codeSentTo(e164, asked))
    await page.getByRole('button', { name: 'Sign in' }).click()

    await page.waitForURL((url) => url.pathname === carPath)
    const toast = page.locator('.fc-toaster[role="status"]')
    await expect(toast).toContainText('Car Saved In Watchlist')
    await expect(toast).toContainText(`${car.name} is now available in your watchlist`)
    await expect(toast.getByRole('link', { name: 'View List' })).toHaveAttribute('href', '/watchlist')
    await expect(page.getByRole('button', { name: 'Save to favourites' })).toHaveAttribute('aria-pressed', 'true')
    expect(await events39(page)).toBe(1)
    // Escape dismisses the toast.
    await page.keyboard.press('Escape')
    await expect(toast).not.toContainText('Car Saved In Watchlist')

    // Signed in, My Garage opens and lists the saved car.
    await page.goto(tenantUrl(tenant.slug, '/my-garage'))
    await expect(page.getByRole('heading', { level: 1, name: 'My Garage' })).toBeVisible()
    await expect(page.locator('.fc-shopper__cars')).toContainText(car.name)

    // Remove it again from the car page, with its toast.
    await page.goto(tenantUrl(tenant.slug, carPath))
    const saved = page.getByRole('button', { name: 'Save to favourites' })
    await expect(saved).toHaveAttribute('aria-pressed', 'true')
    await saved.click()
    await expect(saved).toHaveAttribute('aria-pressed', 'false')
    await expect(toast).toContainText('Car Removed')
    await expect(toast).toContainText(`${car.name} is no longer in your watchlist`)
    await expect(toast.getByRole('link', { name: 'View List' })).toBeVisible()
    // The toast closes itself after its 3 seconds.
    await expect(toast).not.toContainText('Car Removed', { timeout: 6000 })
  })
}
