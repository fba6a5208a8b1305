import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { port, superAdmin, tenantUrl } from './support'

/**
 * The model showroom of the Toyota dealer: the mega-menu's category heading lists its models at
 * /models?body=, Explore opens /{model slug} with the variants and prices of the models collection,
 * the stock of that model and an enquiry form prefilled with it, and View Accessories its
 * accessories. Upcoming and discontinued models show as the menu files them; paths that name no
 * model of the site's make are the framed 404, and a CMS page at a model's path wins.
 */
test.describe.configure({ timeout: 180_000 })

const toyotaDealer = 'harbourside-toyota'
const usedCarGroup = 'southern-cross-motors'
const api = `http://127.0.0.1:${port}`
const adminHost = { host: `localhost:${port}` }

async function adminAuth(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post(`${api}/api/users/login`, {
    headers: adminHost,
    data: { email: superAdmin.email, password: superAdmin.password },
  })
  expect(response.ok()).toBe(true)
  return { ...adminHost, authorization: `JWT ${((await response.json()) as { token: string }).token}` }
}

async function sitePage(request: APIRequestContext, slug: string, path: string) {
  const response = await request.get(`${api}${path}`, { headers: { host: `${slug}.localhost:${port}` }, maxRedirects: 0 })
  return { status: response.status(), html: await response.text() }
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([])
}

const enquiry = (page: Page) => page.locator('form.fc-enquiry__form')
const variants = (page: Page) => page.locator('.fc-showroom__variant')

const RAV4_VARIANTS = [
  ['GX 2WD Hybrid', '$41,490'],
  ['GXL 2WD Hybrid', '$45,990'],
  ['XSE AWD Hybrid', '$52,490'],
  ['Cruiser AWD Hybrid', '$53,490'],
  ['Edge AWD Hybrid', '$57,490'],
]

async function variantRows(page: Page): Promise<string[][]> {
  const rows: string[][] = []
  for (const variant of await variants(page).all()) {
    rows.push([(await variant.locator('h3').innerText()).trim(), (await variant.locator('.fc-showroom__price').innerText()).trim()])
  }
  return rows
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('menu → SUVs & 4WDs → RAV4 with variants and prices → accessories → enquiry prefilled with the model', async ({ page, request }) => {
    await page.goto(tenantUrl(toyotaDealer), { timeout: 120_000 })
    await expect(page.locator('header.fc-site-header[data-hydrated="true"]')).toBeVisible({ timeout: 60_000 })
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('button', { name: 'New Vehicles menu' }).click()
    await page.locator('.fc-mega').getByRole('link', { name: 'SUVs & 4WDs' }).click()

    await expect(page).toHaveURL(/\/models\?body=suvs--4wds$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Toyota SUVs & 4WDs' })).toBeVisible()
    const tiles = page.locator('.fc-showroom__tile')
    // The same models, in the same order, as the menu's SUVs & 4WDs group: the discontinued Fortuner is under Discontinued only.
    expect(await tiles.locator('.fc-showroom__tile-name').allInnerTexts()).toEqual([
      'New Yaris Cross',
      'New Corolla Cross',
      'New C-HR',
      'New RAV4',
      'New Kluger',
      'New Prado',
      'New LandCruiser 300',
      'New bZ4X',
    ])
    const rav4Tile = tiles.filter({ hasText: 'New RAV4' })
    await expect(rav4Tile).toContainText('All-New')
    await expect(rav4Tile.locator('.fc-showroom__price')).toHaveText('From $41,490')
    await expectNoAxeViolations(page)

    await rav4Tile.getByRole('link', { name: 'Explore New RAV4' }).click()
    await expect(page).toHaveURL(/\/rav4$/)
    await expect(page).toHaveTitle('Toyota RAV4 | Harbourside Toyota')
    await expect(page.getByRole('heading', { level: 1, name: 'Toyota RAV4' })).toBeVisible()
    await expect(page.locator('.fc-showroom__from')).toHaveText('From $41,490')
    expect(await variantRows(page)).toEqual(RAV4_VARIANTS)

    // The site's own RAV4 stock, each card a car page of this site.
    const stock = page.getByRole('region', { name: 'Toyota RAV4 in stock' })
    const cards = stock.locator('.fc-car-card')
    expect(await cards.count()).toBeGreaterThan(0)
    const carHref = await cards.first().locator('a').first().getAttribute('href')
    expect(carHref).toMatch(/^\/cars\/[a-z0-9-]+$/)
    for (const title of await cards.locator('.fc-car-card__title').allInnerTexts()) expect(title).toContain('RAV4')
    // The car's own page links back to its model's accessories.
    const carPage = await sitePage(request, toyotaDealer, carHref ?? '/')
    expect(carPage.status).toBe(200)
    expect(carPage.html).toMatch(
      /<a class="fc-button fc-button--secondary fc-vehicle-accessories" href="\/rav4\/accessories">View Accessories<\/a>/,
    )
    await expect(page.getByRole('link', { name: 'Our Stock', exact: true })).toHaveAttribute(
      'href',
      '/new-used-and-demo-cars?refinementList%5Bcar_type%5D%5B0%5D=new&refinementList%5Bmake%5D%5B0%5D=Toyota&refinementList%5Bmodel%5D%5B0%5D=RAV4',
    )
    await expectNoAxeViolations(page)

    await page.getByRole('link', { name: 'View Accessories' }).click()
    await expect(page).toHaveURL(/\/rav4\/accessories$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Genuine Toyota RAV4 Accessories' })).toBeVisible()
    const accessories = page.locator('.fc-showroom__accessory')
    expect(await accessories.locator('h2').allInnerTexts()).toEqual([
      'Towbar',
      'All-weather floor mats',
      'Roof racks',
      'Bonnet protector',
      'Cargo liner',
      'Weathershields',
    ])
    await expect(accessories.filter({ hasText: 'Towbar' }).locator('.fc-showroom__price')).toHaveText('$1,199')
    // Accessory pictures are drawn 400 px wide through the optimiser (quality 75).
    const picture = accessories.first().locator('img')
    await expect(picture).toHaveAttribute('width', '400')
    expect(await picture.getAttribute('src')).toMatch(/^\/_next\/image\?url=%2Fuploads%2F.+&w=\d+&q=75$/)
    // Loaded, however long the optimiser takes on a busy machine: asked until it is, not once.
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), { timeout: 30_000 })
      .toBe(true)

    await page.getByRole('link', { name: 'Back to the Toyota RAV4' }).click()
    await expect(page).toHaveURL(/\/rav4$/)
    // Exactly the model's button: each car card below has its own 'Enquire Now: {car}'.
    await page.getByRole('link', { name: 'Enquire Now', exact: true }).click()
    await expect(page).toHaveURL(/\/rav4#enquire$/)
    await expect(page.getByRole('heading', { name: 'Enquire about the Toyota RAV4' })).toBeVisible()
    await expect(page.locator('form.fc-enquiry__form[data-hydrated="true"]')).toBeVisible()
    await expect(enquiry(page).getByLabel('Comments')).toHaveValue(
      "I'm interested in the new Toyota RAV4. Please contact me with pricing and availability.",
    )

    const email = `showroom-${Date.now()}@example.com.au`
    await enquiry(page).getByRole('textbox', { name: 'Name' }).first().fill('Sam')
    await enquiry(page).getByRole('textbox', { name: 'Email' }).fill(email)
    await enquiry(page).getByRole('textbox', { name: 'Phone' }).fill('0412 345 678')
    await enquiry(page).getByLabel('Postcode').fill('2000')
    await enquiry(page).getByRole('button', { name: 'Submit Form' }).click()
    await expect(page).toHaveURL(/\/success$/, { timeout: 30_000 })

    const auth = await adminAuth(request)
    const leads = await request.get(`${api}/api/enquiries?where[email][equals]=${encodeURIComponent(email)}&depth=1&limit=5`, {
      headers: auth,
    })
    const docs = ((await leads.json()) as { docs: Array<{ category: string; message?: string | null; tenant: { slug: string } }> }).docs
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ category: 'New Vehicle Enquiry', tenant: expect.objectContaining({ slug: toyotaDealer }) })
    expect(docs[0]?.message).toContain('Toyota RAV4')
  })

  test('an Upcoming model shows as the menu shows it: badge, no Our Stock, register interest', async ({ page }) => {
    await page.goto(tenantUrl(toyotaDealer, '/models?body=upcoming'), { timeout: 120_000 })
    await expect(page.getByRole('heading', { level: 1, name: 'Toyota Upcoming' })).toBeVisible()
    const tile = page.locator('.fc-showroom__tile').filter({ hasText: 'New Urban Cruiser' })
    await expect(tile.locator('.fc-showroom__badge')).toHaveText('Upcoming')
    await tile.getByRole('link', { name: 'Explore New Urban Cruiser' }).click()

    await expect(page).toHaveURL(/\/urban-cruiser$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Toyota Urban Cruiser' })).toBeVisible()
    await expect(page.locator('.fc-showroom__hero .fc-showroom__badge')).toHaveText('Upcoming')
    await expect(page.getByRole('link', { name: 'Our Stock', exact: true })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'View Accessories' })).toHaveCount(0)
    await expect(page.getByRole('region', { name: /in stock$/ })).toHaveCount(0)
    expect(await variantRows(page)).toEqual([
      ['Urban Cruiser FWD', 'Enquire for price.'],
      ['Urban Cruiser AWD', 'Enquire for price.'],
    ])
    await page.getByRole('link', { name: 'Register Your Interest' }).click()
    await expect(page.locator('form.fc-enquiry__form[data-hydrated="true"]')).toBeVisible()
    await expect(enquiry(page).getByLabel('Comments')).toHaveValue(
      "I'd like to register my interest in the upcoming Toyota Urban Cruiser. Please let me know when it arrives.",
    )
    await expectNoAxeViolations(page)
  })

  test('a Discontinued model is listed under Discontinued and shows its stock without new-car prices', async ({ page }) => {
    await page.goto(tenantUrl(toyotaDealer, '/models?body=discontinued'), { timeout: 120_000 })
    await expect(page.locator('.fc-showroom__tile').filter({ hasText: 'New Fortuner' }).locator('.fc-showroom__badge')).toHaveText(
      'Discontinued',
    )
    await page.getByRole('link', { name: 'Explore New Fortuner' }).click()
    await expect(page).toHaveURL(/\/fortuner$/)
    await expect(page.locator('.fc-showroom__hero .fc-showroom__badge')).toHaveText('Discontinued')
    await expect(page.getByRole('note')).toContainText('The Toyota Fortuner is no longer sold new')
    await expect(variants(page)).toHaveCount(0)
    await expect(page.getByRole('region', { name: 'Toyota Fortuner in stock' })).toBeVisible()
  })

  test('every model of the mega-menu lands on its showroom page', async ({ page, request }) => {
    // The mega-menu is fetched on first open; its own page (/menus/{key}, linked for visitors without scripts) holds every link.
    const { html: home } = await sitePage(request, toyotaDealer, '/')
    const menuPath = /<noscript><a href="(\/menus\/[^"]+)"/.exec(home)?.[1]
    expect(menuPath).toBeDefined()
    await page.goto(tenantUrl(toyotaDealer, menuPath!), { timeout: 120_000 })
    const hrefs = await page.locator('main .fc-mega a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    const local = [...new Set(hrefs.filter((href) => /^\/(models\?body=|[a-z0-9-]+$)/.test(href)))]
    expect(local.length).toBeGreaterThan(20)
    for (const href of local) expect([href, (await sitePage(request, toyotaDealer, href)).status]).toEqual([href, 200])
  })
})

test('paths that name no model of the site are the framed 404', async ({ page, request }) => {
  for (const [slug, path] of [
    [toyotaDealer, '/not-a-model'],
    [toyotaDealer, '/rav4/extras'],
    [toyotaDealer, '/models?body=boats'],
    // The used-car group's menu lists makes, not one make's models: it has no showroom.
    [usedCarGroup, '/rav4'],
    [usedCarGroup, '/models?body=suvs--4wds'],
  ] as const) {
    const answer = await sitePage(request, slug, path)
    expect([path, answer.status]).toEqual([path, 404])
    expect(answer.html).toContain('Page not found')
  }
  const response = await page.goto(tenantUrl(toyotaDealer, '/not-a-model'))
  expect(response?.status()).toBe(404)
  await expect(page.locator('header.fc-site-header')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
})

test('a CMS page at a model’s path wins, and a model edit shows on its page at once', async ({ request }) => {
  const auth = await adminAuth(request)
  const tenants = await request.get(`${api}/api/tenants?where[slug][equals]=${toyotaDealer}&depth=0&limit=1`, { headers: auth })
  const tenantId = ((await tenants.json()) as { docs: Array<{ id: number }> }).docs[0]?.id
  expect(tenantId).toBeDefined()

  expect((await sitePage(request, toyotaDealer, '/gr86')).html).toContain('GR86 GTS Automatic')
  const created = await request.post(`${api}/api/pages`, {
    headers: auth,
    data: { tenant: tenantId, title: 'GR86 track day', slug: 'gr86', layout: [], _status: 'published' },
  })
  expect(created.status()).toBe(201)
  const pageId = ((await created.json()) as { doc: { id: number } }).doc.id
  try {
    const page = await sitePage(request, toyotaDealer, '/gr86')
    expect(page.status).toBe(200)
    expect(page.html).toContain('<title>GR86 track day</title>')
    expect(page.html).not.toContain('GR86 GTS Automatic')
  } finally {
    await request.delete(`${api}/api/pages/${pageId}`, { headers: auth })
  }
  expect((await sitePage(request, toyotaDealer, '/gr86')).html).toContain('GR86 GTS Automatic')

  // Platform staff change a price in the models collection: the model page shows it on the next visit.
  const models = await request.get(`${api}/api/models?where[slug][equals]=gr86&depth=0&limit=1`, { headers: auth })
  const gr86 = ((await models.json()) as { docs: Array<{ id: number; variants: Array<{ name: string; price: number | null }> }> }).docs[0]
  if (!gr86) throw new Error('no GR86 model')
  const repriced = gr86.variants.map((variant, index) => (index === 0 ? { ...variant, price: 46_123 } : variant))
  expect((await request.patch(`${api}/api/models/${gr86.id}`, { headers: auth, data: { variants: repriced } })).status()).toBe(200)
  try {
    await expect.poll(async () => (await sitePage(request, toyotaDealer, '/gr86')).html, { timeout: 5_000 }).toContain('$46,123')
  } finally {
    await request.patch(`${api}/api/models/${gr86.id}`, { headers: auth, data: { variants: gr86.variants } })
  }
})

test('the sitemap lists the showroom of the Toyota site, and none on a site without one', async ({ request }) => {
  const locations = async (slug: string) => {
    const response = await request.get(`${api}/sitemap.xml`, { headers: { host: `${slug}.localhost:${port}` } })
    expect(response.status()).toBe(200)
    return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1] ?? '').pathname + new URL(match[1] ?? '').search,
    )
  }
  const toyota = await locations(toyotaDealer)
  for (const path of ['/models', '/models?body=suvs--4wds', '/rav4', '/rav4/accessories', '/urban-cruiser', '/fortuner'])
    expect(toyota).toContain(path)
  // Upcoming models have no accessories yet: no page to list.
  expect(toyota).not.toContain('/urban-cruiser/accessories')
  const used = await locations(usedCarGroup)
  expect(used.filter((path) => path.startsWith('/models') || path === '/rav4')).toEqual([])
})
