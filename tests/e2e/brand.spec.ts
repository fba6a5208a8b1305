import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { demoTenants, port, signInToAdmin, superAdmin, tenantUrl } from './support'

type Upload = { url: string } | null
type Brand = {
  logo: Upload
  logo_dark: Upload
  brand_colour: string
  header_colour: string
  heading_font: string
  body_font: string
}
type Settings = { id: number; brand: Brand }

const uploadPath = (upload: Upload) => (upload ? `/uploads/${upload.url.split('/').pop()}` : null)

/** `#d40a1e` → `rgb(212, 10, 30)`, as getComputedStyle answers. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16)).join(', ')})`

async function adminAuth(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/users/login', { data: { email: superAdmin.email, password: superAdmin.password } })
  return { authorization: `JWT ${((await login.json()) as { token: string }).token}` }
}

/** The tenant's site settings as stored (the logos with their files). */
async function settingsOf(request: APIRequestContext, auth: Record<string, string>, slug: string): Promise<Settings> {
  const tenants = await request.get(`/api/tenants?where[slug][equals]=${slug}&depth=0`, { headers: auth })
  const tenantId = ((await tenants.json()) as { docs: Array<{ id: number }> }).docs[0]!.id
  const found = await request.get(`/api/site-settings?where[tenant][equals]=${tenantId}&depth=1`, { headers: auth })
  return ((await found.json()) as { docs: Settings[] }).docs[0]!
}

/** A file of a site, fetched from Node: it does not resolve *.localhost, so the site is named in the Host header. */
function siteGet(request: APIRequestContext, slug: string, address: string) {
  const url = new URL(address, tenantUrl(slug))
  return request.get(`http://127.0.0.1:${port}${url.pathname}${url.search}`, { headers: { host: `${slug}.localhost:${port}` } })
}

const primaryButtonColour = (page: Page) =>
  page
    .locator('main .fc-button--primary')
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor)

test('each demo site is drawn in its own brand: logo, button colour, typefaces, favicon and share card, as its settings say', async ({
  page,
  request,
}) => {
  const auth = await adminAuth(request)
  const seen = { logos: new Set<string>(), buttons: new Set<string>(), icons: new Set<string>(), shareCards: new Set<string>() }
  for (const tenant of demoTenants) {
    const { brand } = await settingsOf(request, auth, tenant.slug)
    const fontFiles: string[] = []
    page.on('request', (fontRequest) => {
      if (fontRequest.resourceType() === 'font') fontFiles.push(fontRequest.url())
    })
    await page.goto(tenantUrl(tenant.slug, '/contact'))

    // The header's logo: the dark-background one on a dark header.
    const logo = page.locator('header .fc-site-header__logo')
    await expect(logo).toBeVisible()
    await expect(logo).toHaveAttribute('alt', tenant.name)
    const logoSrc = (await logo.getAttribute('src')) ?? ''
    expect([uploadPath(brand.logo), uploadPath(brand.logo_dark)]).toContain(logoSrc)
    expect((await siteGet(request, tenant.slug, logoSrc)).headers()['content-type']).toBe('image/svg+xml')
    seen.logos.add(logoSrc)
    await expect(page.locator('footer .fc-site-footer__logo')).toBeVisible()

    expect(await primaryButtonColour(page)).toBe(rgb(brand.brand_colour))
    seen.buttons.add(await primaryButtonColour(page))

    // Only the typefaces the tenant chose are downloaded (the system one needs none).
    await page.evaluate(() => document.fonts.ready)
    const chosen = new Set([brand.heading_font, brand.body_font].filter((font) => font !== 'system'))
    expect(new Set(fontFiles).size).toBe(chosen.size)

    const icon = (await page.locator('link[rel="icon"]').getAttribute('href')) ?? ''
    expect(icon).toMatch(/^\/icon\.png\?v=\w+$/)
    const iconFile = await siteGet(request, tenant.slug, icon)
    expect(iconFile.headers()['content-type']).toBe('image/png')
    seen.icons.add((await iconFile.body()).toString('base64'))
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', /^\/apple-icon\.png\?v=\w+$/)
    const manifest = await siteGet(request, tenant.slug, (await page.locator('link[rel="manifest"]').getAttribute('href')) ?? '')
    expect(await manifest.json()).toMatchObject({ name: tenant.name, theme_color: brand.header_colour })

    const shareCard = (await page.locator('meta[property="og:image"]').getAttribute('content')) ?? ''
    expect(shareCard).toMatch(new RegExp(`^${tenantUrl(tenant.slug, '/og.png')}`.replace(/[.?]/g, '\\$&')))
    await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', shareCard)
    const card = await siteGet(request, tenant.slug, shareCard)
    expect(card.headers()['content-type']).toBe('image/png')
    const png = await card.body()
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
    seen.shareCards.add(png.toString('base64'))
    page.removeAllListeners('request')
  }
  expect(seen.logos.size).toBe(3)
  expect(seen.buttons.size).toBe(3)
  expect(seen.icons.size).toBe(3)
  expect(seen.shareCards.size).toBe(3)
})

test("a car page's share card is its own: the car's photo, name and price in the dealer's brand", async ({ page, request }) => {
  const tenant = demoTenants[0]!
  await page.goto(tenantUrl(tenant.slug, '/search'))
  const carLink = page.locator('main a[href^="/cars/"]').first()
  const carPath = (await carLink.getAttribute('href')) ?? ''
  await page.goto(tenantUrl(tenant.slug, carPath))
  const shareCard = (await page.locator('meta[property="og:image"]').getAttribute('content')) ?? ''
  expect(shareCard).toBe(tenantUrl(tenant.slug, `${carPath}/og.png`))
  const card = await siteGet(request, tenant.slug, shareCard)
  expect(card.headers()['content-type']).toBe('image/png')
  const siteCard = await siteGet(request, tenant.slug, '/og.png')
  expect((await card.body()).equals(await siteCard.body())).toBe(false)
})

test.describe('a marketer sets the brand in the admin', () => {
  const caravans = demoTenants[2]!

  test('sees it on a sample page before saving, and on the public site from the first request after saving', async ({ page, request }) => {
    const auth = await adminAuth(request)
    const before = await settingsOf(request, auth, caravans.slug)
    const site = await page.context().newPage()
    await site.goto(tenantUrl(caravans.slug, '/contact'))
    expect(await primaryButtonColour(site)).toBe(rgb(before.brand.brand_colour))

    await signInToAdmin(page, caravans.marketer.email, caravans.marketer.password)
    await page.goto(`/admin/collections/site-settings/${before.id}`)
    await page.getByRole('button', { name: 'Brand', exact: true }).click()
    const colour = page.locator('#field-brand__brand_colour')
    await colour.fill('#1d4ed8')
    // The preview draws the colour as typed, before anything is saved.
    await expect(page.getByTestId('brand-preview-button')).toHaveCSS('background-color', rgb('#1d4ed8'))
    await expect(page.getByTestId('brand-preview').getByRole('status')).toHaveText('Every colour pair reaches WCAG 2.2 AA contrast.')
    await site.reload()
    expect(await primaryButtonColour(site)).toBe(rgb(before.brand.brand_colour))

    const saved = page.waitForResponse(
      (response) => response.url().includes('/api/site-settings/') && response.request().method() === 'PATCH',
    )
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    expect((await saved).status()).toBe(200)
    // The save expires the tenant's cached pages: the very next request is drawn in the new colour (no cache
    // window to wait out). How long that took is noted on the test; timing targets belong in bench/.
    const savedAt = Date.now()
    const html = await (await siteGet(request, caravans.slug, '/contact')).text()
    test.info().annotations.push({ type: 'save to public page', description: `${Date.now() - savedAt} ms` })
    expect(/<html[^>]*style="[^"]*--fc-brand:#1d4ed8/.test(html)).toBe(true)
    await site.reload()
    expect(await primaryButtonColour(site)).toBe(rgb('#1d4ed8'))

    const restored = await request.patch(`/api/site-settings/${before.id}`, {
      headers: auth,
      data: { brand: { brand_colour: before.brand.brand_colour } },
    })
    expect(restored.status()).toBe(200)
  })

  test('is refused a colour pair below WCAG 2.2 AA, with the pair and its ratio, and the site keeps its look', async ({
    page,
    request,
  }) => {
    const auth = await adminAuth(request)
    const before = await settingsOf(request, auth, caravans.slug)
    await signInToAdmin(page, caravans.marketer.email, caravans.marketer.password)
    await page.goto(`/admin/collections/site-settings/${before.id}`)
    await page.getByRole('button', { name: 'Brand', exact: true }).click()
    // The admin sends the edited form to the server for its state; an answer landing after a refused save
    // would clear the field's error, so the save waits for it.
    const formState = page.waitForResponse(
      (response) => response.request().method() === 'POST' && Boolean(response.request().headers()['next-action']),
    )
    await page.locator('#field-brand__header_text_colour').fill('#3f7a4c')
    const message =
      /Header text on the header background \(#3f7a4c on #2f5d3a\) has a contrast of 1\.\d+:1; WCAG 2\.2 AA needs at least 4\.5:1\./
    // Shown as typed, and again when the save is refused.
    await expect(page.getByTestId('brand-preview').getByRole('status')).toContainText(message)
    await formState
    const saved = page.waitForResponse(
      (response) => response.url().includes('/api/site-settings/') && response.request().method() === 'PATCH',
    )
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    expect((await saved).status()).toBe(400)
    await expect(page.locator('.field-error').filter({ hasText: message })).toBeVisible()
    const after = await settingsOf(request, auth, caravans.slug)
    expect(after.brand).toEqual(before.brand)
  })
})

test('home, search and car pages of every demo site have no axe violations in their brand', async ({ page }) => {
  test.setTimeout(120_000)
  const audit = async (slug: string, path: string) => {
    const results = await new AxeBuilder({ page }).analyze()
    return results.violations.map(
      (violation) => `${slug}${path} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    )
  }
  for (const tenant of demoTenants) {
    // The search page first: it is audited, and its first car is the car page audited.
    await page.goto(tenantUrl(tenant.slug, '/search'))
    const carPath = (await page.locator('main a[href^="/cars/"]').first().getAttribute('href')) ?? ''
    expect(carPath).toMatch(/^\/cars\//)
    const violations = await audit(tenant.slug, '/search')
    for (const path of ['/', carPath]) {
      await page.goto(tenantUrl(tenant.slug, path))
      violations.push(...(await audit(tenant.slug, path)))
    }
    expect(violations).toEqual([])
  }
})
