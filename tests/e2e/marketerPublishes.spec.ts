import { expect, test } from '@playwright/test'

import { demoTenants, signInToAdmin, tenantUrl } from './support'

const [toyota, usedCars] = demoTenants

test('a marketer sees only their tenant’s pages, edits the home page title, publishes, and the site shows it', async ({ page }) => {
  await signInToAdmin(page, toyota!.marketer.email, toyota!.marketer.password)

  // Every page of the site on one list page (the templates seed a few dozen).
  await page.goto('/admin/collections/pages?limit=100')
  const rows = page.locator('table tbody tr')
  await expect(rows.first()).toBeVisible()
  await expect(page.locator('table')).toContainText(`${toyota!.name} |`)
  await expect(page.locator('table')).not.toContainText(usedCars!.name)

  await rows
    .filter({ hasText: `${toyota!.name} |` })
    .first()
    .getByRole('link')
    .first()
    .click()
  const title = page.locator('#field-title')
  await expect(title).toBeVisible()
  const newTitle = `${toyota!.name} — Spring Sale ${Date.now()}`
  await title.fill(newTitle)
  await page.getByRole('button', { name: /^Publish/ }).click()
  await expect(page.getByText(/published successfully|Updated successfully/i).first()).toBeVisible()

  const site = await page.context().newPage()
  await site.goto(tenantUrl(toyota!.slug))
  await expect(site).toHaveTitle(newTitle)
})
