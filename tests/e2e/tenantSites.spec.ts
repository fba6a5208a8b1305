import { expect, test } from '@playwright/test'

import { demoTenants, tenantUrl } from './support'

const [toyota, usedCars] = demoTenants

test.describe('tenant sites by host', () => {
  for (const tenant of demoTenants) {
    test(`${tenant.name} renders its own home page and blocks at ${tenant.slug}.localhost`, async ({ page }) => {
      const response = await page.goto(tenantUrl(tenant.slug))
      expect(response?.status()).toBe(200)
      await expect(page).toHaveTitle(new RegExp(`^${tenant.name}`))
      await expect(page.getByRole('banner').getByRole('link', { name: tenant.name, exact: true })).toBeVisible()
      const hero = page.locator('.fc-hero')
      await expect(hero.getByRole('heading', { level: 1 })).toContainText(tenant.name.split(' ')[0]!)
      await expect(page.locator('.fc-cta')).toBeVisible()
      // The hero picture is served through next/image from the tenant's own media.
      const image = hero.locator('img')
      await expect(image).toBeVisible()
      expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    })
  }

  test('each tenant shows only its own content', async ({ page }) => {
    await page.goto(tenantUrl(toyota!.slug))
    await expect(page.locator('body')).not.toContainText(usedCars!.name)
    await page.goto(tenantUrl(usedCars!.slug))
    await expect(page.locator('body')).not.toContainText(toyota!.name)
  })

  test('a tenant answers at its own domain too', async ({ page }) => {
    // The domain is not in DNS here; the request goes to this machine with the domain as its Host.
    await page.route(`http://${toyota!.domains[0]}/**`, async (route) => {
      const response = await route.fetch({
        url: route
          .request()
          .url()
          .replace(toyota!.domains[0]!, `127.0.0.1:${new URL(tenantUrl('x')).port}`),
        headers: { ...route.request().headers(), host: toyota!.domains[0]! },
      })
      await route.fulfill({ response })
    })
    await page.goto(`http://${toyota!.domains[0]}/`)
    await expect(page).toHaveTitle(new RegExp(`^${toyota!.name}`))
    await page.unrouteAll({ behavior: 'ignoreErrors' })
  })

  test('an unknown host gets the "no site at this address" page with status 404', async ({ page }) => {
    const response = await page.goto(tenantUrl('no-such-dealer'))
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'No site at this address' })).toBeVisible()
  })

  test('an unknown path on a known tenant gets that tenant’s 404 page', async ({ page }) => {
    const response = await page.goto(tenantUrl(toyota!.slug, '/this-page-does-not-exist'))
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await expect(page.getByText("Sorry, we couldn't find that page.")).toBeVisible()
    // The header names the dealer by its logo's text alternative.
    await expect(page.getByRole('banner').getByRole('link', { name: toyota!.name, exact: true })).toBeVisible()
  })
})
