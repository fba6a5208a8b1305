import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { port, tenantUrl } from './support'

const toyotaDealer = 'harbourside-toyota'
const usedCarGroup = 'southern-cross-motors'

const TOYOTA_HEADER = [
  'Home',
  'New Vehicles',
  'Pre-Owned Vehicles',
  'Special Offers',
  'Service',
  'Parts & Accessories',
  'Finance & Insurance',
  'Fleet',
  'Personalise',
  'Discover',
  'Contact',
]
const MEGA_MENU_CATEGORIES = [
  'Cars',
  'Hatch & sedans',
  'SUVs & 4WDs',
  'Utes & Vans',
  'GR & performance',
  'Electrified',
  'Upcoming',
  'Discontinued',
]

// The shared machine can be slow to render and hydrate a page in development: be patient.
test.describe.configure({ timeout: 300_000 })

async function open(page: Page, slug: string) {
  await page.goto(tenantUrl(slug), { timeout: 180_000 })
  await expect(page.locator('header.fc-site-header[data-hydrated="true"]')).toBeVisible({ timeout: 120_000 })
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const header = (page: Page) => page.locator('header.fc-site-header')

async function topLevelLabels(page: Page): Promise<string[]> {
  return (
    await mainNav(page)
      .locator('.fc-site-nav__items > li > .fc-site-nav__link, .fc-site-nav__items > li > .fc-site-nav__head > .fc-site-nav__link')
      .allTextContents()
  ).map((text) => text.trim())
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([])
}

test.describe('desktop header and footer', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('the Toyota header lists the spec’s items, and the model mega-menu its categories in order', async ({ page }) => {
    await open(page, toyotaDealer)
    await expect(mainNav(page)).toBeVisible()
    expect(await topLevelLabels(page)).toEqual(TOYOTA_HEADER)
    // Optional items stay hidden until the dealer switches them on.
    await expect(mainNav(page).getByRole('link', { name: 'Sell My Car' })).toHaveCount(0)

    const toggle = mainNav(page).getByRole('button', { name: 'New Vehicles menu' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const mega = page.locator('.fc-mega')
    await expect(mega).toBeVisible()
    expect((await mega.locator('.fc-mega__heading').allTextContents()).map((text) => text.trim())).toEqual(MEGA_MENU_CATEGORIES)
    await expect(mega.getByRole('link', { name: 'SUVs & 4WDs' })).toHaveAttribute('href', '/models?body=suvs--4wds')

    const rav4 = mega.locator('section', { has: page.getByRole('heading', { name: 'SUVs & 4WDs' }) }).locator('li', { hasText: 'New RAV4' })
    await expect(rav4).toContainText('All-New')
    await expect(rav4.getByRole('link', { name: /^Our Stock\W+New RAV4$/ })).toBeVisible()
    const upcoming = mega
      .locator('section', { has: page.getByRole('heading', { name: 'Upcoming' }) })
      .locator('li')
      .first()
    await expect(upcoming).toContainText('Upcoming')
    await expect(upcoming.getByRole('link', { name: /Our Stock/ })).toHaveCount(0)
    await expectNoAxeViolations(page)

    // The menu closes once a model is chosen.
    await rav4.getByRole('link', { name: /^Explore\W+New RAV4$/ }).click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  test('a dropdown opens from the keyboard, marks the header while open, and Escape closes it', async ({ page }) => {
    await open(page, toyotaDealer)
    const toggle = mainNav(page).getByRole('button', { name: 'Pre-Owned Vehicles menu' })
    await toggle.focus()
    await expect(header(page)).not.toHaveClass(/fc-site-header--menu-open/)
    await page.keyboard.press('Enter')
    await expect(header(page)).toHaveClass(/fc-site-header--menu-open/)
    const certified = mainNav(page).getByRole('link', { name: 'Toyota Certified Pre-Owned Vehicles', exact: true })
    await expect(certified).toBeVisible()
    await expect(certified).toHaveAttribute('href', '/pre-owned?certified=true')
    await page.keyboard.press('Tab')
    await expect(mainNav(page).getByRole('link', { name: 'Pre-Owned Vehicles', exact: true }).nth(1)).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(header(page)).not.toHaveClass(/fc-site-header--menu-open/)
    await expect(certified).toBeHidden()
    await expect(toggle).toBeFocused()
  })

  test('the footer shows the columns, social links and the copyright line with the licence number', async ({ page }) => {
    await open(page, toyotaDealer)
    const footer = page.getByRole('contentinfo')
    const year = new Date().getFullYear()
    await expect(footer.locator('.fc-site-footer__copyright')).toHaveText(
      `© ${year} Harbourside Toyota. All rights reserved. Dealer Licence No. MD 12345`,
    )
    for (const column of ['Pre-Owned', 'Service', 'Contact']) await expect(footer.getByRole('heading', { name: column })).toBeVisible()
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy')
    await expect(footer.getByRole('link', { name: 'Harbourside Toyota on Facebook' })).toBeVisible()

    await open(page, usedCarGroup)
    await expect(page.getByRole('contentinfo').locator('.fc-site-footer__copyright')).toHaveText(
      `© ${year} Southern Cross Motor Group. All rights reserved. Dealer Licence Nos. LMCT 10234, LMCT 10876`,
    )
    // The used-car group's makes dropdown shows the shared makes with their logos.
    await mainNav(page).getByRole('button', { name: 'Browse by Make menu' }).click()
    await expect(mainNav(page).getByRole('link', { name: 'Kia' })).toHaveAttribute('href', '/search/kia')
    await expect(mainNav(page).locator('.fc-site-nav__make-logo').first()).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('the caravan dealer has its own header and footer from its template', async ({ page }) => {
    await open(page, 'sunshine-coast-caravans')
    expect(await topLevelLabels(page)).toEqual(['Home', 'Caravans for Sale', 'Special Offers', 'Service', 'Contact'])
    await mainNav(page).getByRole('button', { name: 'Caravans for Sale menu' }).click()
    await expect(mainNav(page).getByRole('link', { name: 'Used Caravans' })).toHaveAttribute('href', '/search/used-cars')
    const footer = page.getByRole('contentinfo')
    await expect(footer.locator('.fc-site-footer__copyright')).toHaveText(
      `© ${new Date().getFullYear()} Sunshine Coast Caravans. All rights reserved. Dealer Licence No. MDL 3671234`,
    )
    await expect(footer.getByRole('link', { name: 'Book a Viewing' })).toHaveAttribute('href', '/book-a-test-drive')
  })
})

test.describe('mobile drawer', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('opens from the Menu button, takes focus, shows the models by category, and closes with Escape', async ({ page }) => {
    await open(page, toyotaDealer)
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true })
    await expect(mainNav(page)).toBeHidden()
    await menuButton.focus()
    await page.keyboard.press('Enter')
    await expect(mainNav(page)).toBeVisible()
    const closeButton = page.getByRole('button', { name: 'Close menu' })
    await expect(closeButton).toHaveAttribute('aria-expanded', 'true')
    await expect(mainNav(page).getByRole('link', { name: 'Home' })).toBeFocused()

    await mainNav(page).getByRole('button', { name: 'New Vehicles menu' }).click()
    await expect(mainNav(page).getByRole('heading', { name: 'Utes & Vans' })).toBeVisible()
    await expectNoAxeViolations(page)

    // Focus stays in the drawer: Shift+Tab from the first link reaches the close button, not the page.
    await mainNav(page).getByRole('link', { name: 'Home' }).focus()
    await page.keyboard.press('Shift+Tab')
    await expect(closeButton).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(mainNav(page).locator(':focus')).toHaveCount(1)

    await page.keyboard.press('Escape')
    await page.keyboard.press('Escape')
    await expect(mainNav(page)).toBeHidden()
    await expect(menuButton).toBeFocused()
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
  })
})

async function marketerToken(request: APIRequestContext): Promise<string> {
  const login = await request.post(`http://127.0.0.1:${port}/api/users/login`, {
    data: { email: `marketer@${toyotaDealer}.test`, password: 'demo-marketer' },
  })
  expect(login.status()).toBe(200)
  return ((await login.json()) as { token: string }).token
}

test('a marketer renames a menu item and shoppers see the new label', async ({ page, request }) => {
  const token = await marketerToken(request)
  const headers = { authorization: `JWT ${token}` }
  const list = await request.get(`http://127.0.0.1:${port}/api/navigation?depth=0`, { headers })
  const doc = ((await list.json()) as { docs: Array<{ id: number; menu_items: Array<{ label: string }> }> }).docs[0]
  expect(doc).toBeDefined()
  const relabel = (from: string, to: string) => doc!.menu_items.map((item) => (item.label === from ? { ...item, label: to } : item))
  // The model mega-menu's data is cached at its own address, keyed by the item: answered (and so cached) before the edit.
  const sitePath = (path: string) =>
    request.get(`http://127.0.0.1:${port}${path}`, { headers: { host: `${toyotaDealer}.localhost:${port}` } })
  const megaPanel = /<noscript><a href="(\/menus\/[^"]*new-vehicles)"/.exec(await (await sitePath('/')).text())?.[1]
  expect(megaPanel).toBeDefined()
  expect((await sitePath(`${megaPanel!}/panel.json`)).status()).toBe(200)
  const patch = await request.patch(`http://127.0.0.1:${port}/api/navigation/${doc!.id}`, {
    headers,
    data: {
      menu_items: relabel('Fleet', 'Fleet & Business').map((item) =>
        item.label === 'New Vehicles' ? { ...item, label: 'New Cars' } : item,
      ),
    },
  })
  expect(patch.status()).toBe(200)
  try {
    await page.setViewportSize({ width: 1280, height: 900 })
    await open(page, toyotaDealer)
    expect(await topLevelLabels(page)).toContain('Fleet & Business')
    expect(await topLevelLabels(page)).not.toContain('Fleet')
    // The fetched panel follows the edit: its old address is gone, the renamed item's panel opens.
    expect((await sitePath(`${megaPanel!}/panel.json`)).status()).toBe(404)
    await mainNav(page).getByRole('button', { name: 'New Cars menu' }).click()
    await expect(page.locator('.fc-mega').getByRole('heading', { name: 'Utes & Vans' })).toBeVisible()
    // The other tenant's menu is untouched.
    await open(page, usedCarGroup)
    expect(await topLevelLabels(page)).not.toContain('Fleet & Business')
  } finally {
    await request.patch(`http://127.0.0.1:${port}/api/navigation/${doc!.id}`, {
      headers,
      data: { menu_items: doc!.menu_items },
    })
  }
})

test('each page sends the site frame once without the picture panels, which come from their own cached address', async ({ request }) => {
  const get = async (path: string) => {
    const response = await request.get(`http://127.0.0.1:${port}${path}`, { headers: { host: `${toyotaDealer}.localhost:${port}` } })
    expect(response.status(), path).toBe(200)
    return response
  }
  const occurrences = (text: string, needle: string) => text.split(needle).length - 1
  const searchPage = await (await get('/search')).text()
  const carPath = /href="(\/cars\/[^"/]+)"/.exec(searchPage)?.[1]
  expect(carPath).toBeDefined()
  for (const path of ['/', '/search', carPath!, '/our-location']) {
    const html = await (await get(path)).text()
    // Once as HTML and once in the inline data React hydrates from: a third copy is the 404 boundary
    // Next puts beside every page carrying the frame too.
    expect(occurrences(html, 'fc-site-header__bar'), path).toBe(2)
    expect(occurrences(html, 'fc-site-footer__inner'), path).toBe(2)
    // The model mega-menu (~43 KB of HTML) is fetched when first opened, not sent with every page.
    expect(html, path).not.toContain('fc-mega__image')
    expect(html, path).not.toContain('New RAV4')
  }

  // Its own page (the no-script link in the header) draws it, pictures with two sources each, not every width.
  const home = await (await get('/')).text()
  const menuPath = /<noscript><a href="(\/menus\/[^"]+)"/.exec(home)?.[1]
  expect(menuPath).toBeDefined()
  const menuPage = await (await get(menuPath!)).text()
  const modelPicture = /<img[^>]*class="fc-mega__image"[^>]*>/.exec(menuPage)?.[0]
  expect(modelPicture).toBeDefined()
  expect(/srcSet="([^"]*)"/.exec(modelPicture!)?.[1]?.split(', ')).toHaveLength(2)

  // Its data, cached like the pages, for the header to draw.
  const data = await get(`${menuPath!}/panel.json`)
  expect(data.headers()['cache-control']).toMatch(/^public, s-maxage=\d+/)
  const item = (await data.json()) as { label: string; mega: Array<{ category: string }> | null }
  expect(item.label).toBe('New Vehicles')
  expect(item.mega?.map((group) => group.category)).toEqual(MEGA_MENU_CATEGORIES)
  expect(
    (
      await request.get(`http://127.0.0.1:${port}/menus/9-no-such-menu/panel.json`, {
        headers: { host: `${toyotaDealer}.localhost:${port}` },
      })
    ).status(),
  ).toBe(404)
})

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } })

  test('every link of the model mega-menu is reached through its own page', async ({ page }) => {
    await page.goto(tenantUrl(toyotaDealer), { timeout: 180_000 })
    await mainNav(page).getByRole('link', { name: 'All New Vehicles links' }).click()
    await expect(page).toHaveTitle(/^New Vehicles \| /)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('New Vehicles')
    expect((await main.locator('.fc-mega__heading').allTextContents()).map((text) => text.trim())).toEqual(MEGA_MENU_CATEGORIES)
    await expect(main.getByRole('link', { name: /^Explore\W+New RAV4$/ }).first()).toHaveAttribute('href', /./)
  })
})

test("brand-site items follow the settings' base domain: this site's own page or left out without one, the dealer's site with one", async ({
  page,
  request,
}) => {
  const headers = { authorization: `JWT ${await marketerToken(request)}` }
  const api = `http://127.0.0.1:${port}/api`
  const list = await request.get(`${api}/site-settings?depth=0&limit=1`, { headers })
  const settings = ((await list.json()) as { docs: Array<{ id: number }> }).docs[0]
  expect(settings).toBeDefined()
  // Dropdown links are in the page while their panel is closed: read them without opening each one.
  const item = (label: string) => mainNav(page).locator('a', { hasText: new RegExp(`^${label}$`) })
  await page.setViewportSize({ width: 1280, height: 900 })
  await open(page, toyotaDealer)
  await expect(item('Personalised Repayments')).toHaveCount(0)
  await expect(item('Local Special Offers')).toHaveCount(0)
  await expect(item('Book a Service')).toHaveAttribute('href', '/genuine-service')
  await expect(item('Demo Vehicles')).toHaveAttribute('href', '/demo-vehicles')
  try {
    const saved = await request.patch(`${api}/site-settings/${settings!.id}`, {
      headers,
      data: { base_domain: 'harbourside.example.com.au' },
    })
    expect(saved.status()).toBe(200)
    await open(page, toyotaDealer)
    await expect(item('Personalised Repayments')).toHaveAttribute('href', 'https://harbourside.example.com.au/personalised-repayments')
    await expect(item('Book a Service')).toHaveAttribute('href', 'https://harbourside.example.com.au/service-booking')
    await expect(item('Demo Vehicles')).toHaveAttribute('href', 'https://harbourside.example.com.au/demo-vehicles')
  } finally {
    await request.patch(`${api}/site-settings/${settings!.id}`, { headers, data: { base_domain: '' } })
  }
})
