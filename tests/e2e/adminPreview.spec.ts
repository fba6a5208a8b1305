import { expect, test } from '@playwright/test'

import { demoTenants, signInToAdmin, tenantUrl } from './support'

const usedCars = demoTenants[1]!

test('the Navigation menu rows read as their own labels, not “Menu_item 01”', async ({ page }) => {
  await signInToAdmin(page, usedCars.marketer.email, usedCars.marketer.password)
  // One navigation document per tenant: the list opens it directly (the multi-tenant plugin), else click it.
  await page.goto('/admin/collections/navigation')
  const menu = page.locator('#field-menu_items')
  const firstRow = page.locator('table tbody tr a').first()
  await expect(menu.or(firstRow)).toBeVisible()
  if (await firstRow.isVisible()) await firstRow.click()
  await expect(menu).toBeVisible()
  await expect(menu).toContainText('Buy a Car')
  await expect(menu).toContainText('Home')
  await expect(menu).not.toContainText(/Menu_item|Menu item \d/)
})

test('a marketer saves a page draft: its Preview link shows the draft while the public page keeps the published one', async ({
  page,
  request,
}) => {
  const login = await request.post('/api/users/login', { data: { email: usedCars.marketer.email, password: usedCars.marketer.password } })
  const token = ((await login.json()) as { token: string }).token
  const auth = { authorization: `JWT ${token}` }
  const found = await request.get('/api/pages?where[slug][equals]=careers&depth=0&limit=1', { headers: auth })
  const careers = ((await found.json()) as { docs: Array<{ id: number; layout: Array<Record<string, unknown>> }> }).docs[0]!
  const draftHeading = `Join our draft team ${Date.now()}`
  const layout = careers.layout.map((block, index) => (index === 0 ? { ...block, heading: draftHeading } : block))
  const saved = await request.patch(`/api/pages/${careers.id}?draft=true`, { headers: auth, data: { layout } })
  expect(saved.status()).toBe(200)

  await signInToAdmin(page, usedCars.marketer.email, usedCars.marketer.password)
  await page.goto(`/admin/collections/pages/${careers.id}`)
  const previewLink = page.locator('#preview-button')
  await expect(previewLink).toBeVisible()
  const previewUrl = (await previewLink.getAttribute('href')) ?? ''
  expect(previewUrl.startsWith(tenantUrl(usedCars.slug, '/preview?token='))).toBe(true)

  const site = await page.context().newPage()
  await site.goto(previewUrl)
  await expect(site.getByText(draftHeading)).toBeVisible()
  await expect(site.getByRole('status').filter({ hasText: 'Draft preview' })).toBeVisible()

  // The public page, and anyone without a pass for this site, still get the published page only.
  await site.goto(tenantUrl(usedCars.slug, '/careers'))
  await expect(site.getByText('Work With Us').first()).toBeVisible()
  await expect(site.getByText(draftHeading)).toHaveCount(0)
  const query = new URL(previewUrl).search
  for (const address of [
    tenantUrl(usedCars.slug, '/preview'),
    tenantUrl(usedCars.slug, `/preview${query}x`),
    tenantUrl(demoTenants[0]!.slug, `/preview${query}`),
  ]) {
    const response = await site.goto(address)
    expect(response?.status()).toBe(404)
    await expect(site.getByText(draftHeading)).toHaveCount(0)
  }
})
