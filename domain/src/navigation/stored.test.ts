import { describe, expect, it } from '@jest/globals'

import { toyotaNavigation } from './toyota'
import { headerMenu, menuItemsOfRows, menuModelsOf, rowsOfMenu, type StoredNavigation } from './stored'
import { menuModels as models } from '../../test/menuModels'

const labels = (items: Array<{ label: string }>) => items.map((item) => item.label)

describe('stored menus', () => {
  it('round-trips the Toyota menu through the collection rows unchanged', () => {
    const seeded = rowsOfMenu(toyotaNavigation('dealer.example.com.au'))
    const shownEverything = seeded.map((row) => ({ ...row, children: row.children?.map((child) => ({ ...child, shown: true })) }))
    expect(menuItemsOfRows(shownEverything)).toEqual(toyotaNavigation('dealer.example.com.au'))
  })

  it("sends {host} links to the tenant's brand site, to this site's own page without one, or leaves them out", () => {
    const rows = rowsOfMenu(toyotaNavigation())
    const preOwned = (items: ReturnType<typeof menuItemsOfRows>) =>
      items.find((item) => item.label === 'Pre-Owned Vehicles')?.children?.map((item) => [item.label, item.href])
    expect(rows.find((row) => row.label === 'New Vehicles')?.url).toBe('{host}/new-vehicles')
    const withBrandSite = menuItemsOfRows(rows, 'dealer.example.com.au')
    expect(withBrandSite.find((item) => item.label === 'New Vehicles')).toMatchObject({
      href: 'https://dealer.example.com.au/new-vehicles',
      external: true,
    })
    expect(preOwned(withBrandSite)).toContainEqual(['Sell My Car', 'https://dealer.example.com.au/sell-my-car'])
    const own = menuItemsOfRows(rows, null)
    expect(own.find((item) => item.label === 'New Vehicles')?.href).toBe('/new-vehicles')
    expect(own.find((item) => item.label === 'Personalise')?.href).toBe('/vehicle-selection')
    expect(preOwned(own)).toEqual([
      ['Pre-Owned Vehicles', '/pre-owned'],
      ['Demo Vehicles', '/demo-vehicles'],
      ['Toyota Certified Pre-Owned Vehicles', '/pre-owned?certified=true'],
      ['About Toyota Certified Pre-Owned Vehicles', '/pages/about-toyota-certified-pre-owned'],
    ])
    const service = own.find((item) => item.label === 'Service')?.children
    expect(service?.find((item) => item.label === 'Book a Service')?.href).toBe('/genuine-service')
    const finance = own.find((item) => item.label === 'Finance & Insurance')?.children?.map((item) => item.label)
    expect(finance).toEqual(['About Finance', 'Toyota Access'])
  })

  it('hides optional items until the dealer ticks them, at any depth', () => {
    const menu = headerMenu({ menu_items: rowsOfMenu(toyotaNavigation()) })
    expect(labels(menu)).toEqual([
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
    ])
    expect(labels(menu.find((item) => item.label === 'Pre-Owned Vehicles')?.children ?? [])).not.toContain('Sell My Car')
    const shown = headerMenu({ menu_items: rowsOfMenu(toyotaNavigation(), { shownOptional: ['Sell My Car'] }) }, 'dealer.example.com.au')
    expect(labels(shown.find((item) => item.label === 'Pre-Owned Vehicles')?.children ?? [])).toContain('Sell My Car')
    expect(labels(shown.find((item) => item.label === 'Discover')?.children ?? [])).not.toContain('KINTO')
  })

  it('merges the dealer items: same label replaces in place, others are appended, override keeps only mandatory', () => {
    const nav: StoredNavigation = {
      menu_items: [
        { label: 'Home', url: '/', mandatory: true },
        { label: 'Blog', url: '/blog', mandatory: false, shown: true },
        { label: 'Finance', url: '/finance', mandatory: true },
      ],
      dealer_items: [
        { label: 'Finance', url: '/apply-for-finance', mandatory: true },
        { label: 'Events', url: '/events', mandatory: true },
        { label: 'Hidden extra', url: '/x', mandatory: false, shown: false },
      ],
    }
    expect(headerMenu(nav).map((item) => [item.label, item.href])).toEqual([
      ['Home', '/'],
      ['Blog', '/blog'],
      ['Finance', '/apply-for-finance'],
      ['Events', '/events'],
    ])
    expect(labels(headerMenu({ ...nav, dealer_mode: 'override' }))).toEqual(['Home', 'Finance', 'Events'])
  })

  it('drops rows with no label or an unsafe link, and marks full addresses external', () => {
    const items = menuItemsOfRows([
      { label: 'Bad', url: 'javascript:alert(1)' },
      { label: ' ', url: '/x' },
      { label: 'Brand site', url: 'https://toyota.example/new' },
    ])
    expect(items).toEqual([{ label: 'Brand site', href: 'https://toyota.example/new', mandatory: true, external: true }])
  })
})

describe('model menu', () => {
  it('files each model under every category it has; discontinued only under Discontinued; hidden nowhere', () => {
    const entries = menuModelsOf(models).map((model) => [model.slug, model.category])
    expect(entries).toEqual([
      ['rav4', 'SUVs & 4WDs'],
      ['rav4', 'Electrified'],
      ['yaris', 'Cars'],
      ['bz-woodland', null],
      ['fortuner', 'Discontinued'],
    ])
  })
})
