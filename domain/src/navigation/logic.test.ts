import { describe, expect, it } from '@jest/globals'

import { bodySlug, copyrightLine, megaMenuGroups, modelExploreHref, modelsByBodyHref, modelTile, ourStockHref, rewriteLabel } from './logic'
import { mergeMenus, type MenuItem } from './menu'
import { FOOTER_BASE_ITEMS, normaliseBaseDomain, resolveHostHref, toyotaFooter, toyotaNavigation } from './toyota'

const hrefs = (items: MenuItem[] | undefined) => (items ?? []).map((item) => [item.label, item.href])
const find = (items: MenuItem[], label: string) => items.find((item) => item.label === label)

describe('mega menu', () => {
  it('groups in the fixed category order', () => {
    const groups = megaMenuGroups([
      { name: 'HiLux', slug: 'hilux', category: 'Utes & Vans', status: 'active' },
      { name: 'Yaris', slug: 'yaris', category: 'hatch & sedans' },
      { name: 'bZ4X', slug: 'bz4x', category: 'Electrified' },
      { name: 'Mystery', slug: 'mystery', status: 'coming_soon' },
      { name: 'Unknown', slug: 'unknown', category: 'Boats' },
      { name: 'Corolla', slug: 'corolla', category: 'Hatch & sedans' },
    ])
    expect(groups.map((group) => group.category)).toEqual(['Hatch & sedans', 'Utes & Vans', 'Electrified', 'Upcoming'])
    expect(groups[0]?.models.map((model) => model.label)).toEqual(['New Yaris', 'New Corolla'])
    expect(megaMenuGroups(null)).toEqual([])
  })
  it('labels and links each model', () => {
    expect(modelTile({ name: 'Tundra', slug: 'tundra', status: 'coming_soon' })).toEqual({
      label: 'New Tundra',
      badge: 'Upcoming',
      exploreHref: '/tundra',
      showOurStock: false,
      image_url: null,
    })
    const active = modelTile({ name: 'RAV4', slug: 'rav4', status: 'in_stock', override_url: 'https://x.test/rav4' })
    expect(active.badge).toBe('All-New')
    expect(active.showOurStock).toBe(true)
    expect(active.exploreHref).toBe('https://x.test/rav4')
    expect(modelExploreHref({ slug: 'camry', override_url: ' ' })).toBe('/camry')
  })
  it('builds the body and stock links', () => {
    expect(bodySlug('SUVs & 4WDs')).toBe('suvs--4wds')
    expect(bodySlug('Utes & Vans')).toBe('utes--vans')
    expect(modelsByBodyHref('Cars')).toBe('/models?body=cars')
    expect(modelsByBodyHref('GR & performance')).toBe('/models?body=gr--performance')
    expect(ourStockHref('Toyota')).toBe(
      '/new-used-and-demo-cars?refinementList%5Bcar_type%5D%5B0%5D=new&refinementList%5Bmake%5D%5B0%5D=Toyota',
    )
  })
})

describe('mergeMenus', () => {
  const base: MenuItem[] = [
    { label: 'Home', href: '/', mandatory: true },
    { label: 'Blog', href: '/blog', mandatory: false },
    { label: 'Finance', href: '/finance', mandatory: true },
    { label: 'Careers', href: '/careers', mandatory: false, children: [{ label: 'Jobs', href: '/jobs', mandatory: false }] },
  ]
  it('drops optional items unless enabled, and appends the dealer items', () => {
    expect(hrefs(mergeMenus(base, null))).toEqual([
      ['Home', '/'],
      ['Finance', '/finance'],
    ])
    const merged = mergeMenus(base, { enabled_optional: ['blog'], items: [{ label: 'Events', href: '/events', mandatory: false }] })
    expect(hrefs(merged)).toEqual([
      ['Home', '/'],
      ['Blog', '/blog'],
      ['Finance', '/finance'],
      ['Events', '/events'],
    ])
  })
  it('lets a dealer item replace a base item in place, keeping it mandatory', () => {
    const merged = mergeMenus(base, { items: [{ label: 'finance', href: '/apply-for-finance', mandatory: false }] })
    expect(hrefs(merged)).toEqual([
      ['Home', '/'],
      ['finance', '/apply-for-finance'],
    ])
    expect(merged[1]?.mandatory).toBe(true)
  })
  it('keeps only mandatory base items in override mode', () => {
    const merged = mergeMenus(base, {
      mode: 'override',
      enabled_optional: ['Blog'],
      items: [{ label: 'Stock', href: '/stock', mandatory: false }],
    })
    expect(hrefs(merged)).toEqual([
      ['Home', '/'],
      ['Finance', '/finance'],
      ['Stock', '/stock'],
    ])
  })
  it('filters optional children too', () => {
    expect(mergeMenus(base, { enabled_optional: ['Careers'] })[2]?.children).toEqual([])
  })
})

describe('toyotaNavigation', () => {
  const nav = toyotaNavigation('https://dealer.example.com.au/')
  it('lists the top level in the spec order', () => {
    expect(hrefs(nav)).toEqual([
      ['Home', '/'],
      ['New Vehicles', 'https://dealer.example.com.au/new-vehicles'],
      ['Pre-Owned Vehicles', '/pre-owned'],
      ['Special Offers', '/special-offers'],
      ['Service', '/service'],
      ['Parts & Accessories', '/parts-and-accessories'],
      ['Finance & Insurance', '/finance-enquiry'],
      ['Fleet', '/fleet'],
      ['Personalise', 'https://dealer.example.com.au/vehicle-selection'],
      ['Discover', '/about-us'],
      ['Contact', '/contact'],
    ])
    expect(find(nav, 'New Vehicles')?.dynamic).toBe('models')
    expect(find(nav, 'New Vehicles')?.external).toBe(true)
  })
  it('lists every dropdown', () => {
    expect(hrefs(find(nav, 'Pre-Owned Vehicles')?.children)).toEqual([
      ['Pre-Owned Vehicles', '/pre-owned'],
      ['Demo Vehicles', 'https://dealer.example.com.au/demo-vehicles'],
      ['Toyota Certified Pre-Owned Vehicles', '/pre-owned?certified=true'],
      ['About Toyota Certified Pre-Owned Vehicles', '/pages/about-toyota-certified-pre-owned'],
      ['Sell My Car', 'https://dealer.example.com.au/sell-my-car'],
    ])
    expect(hrefs(find(nav, 'Special Offers')?.children)).toEqual([
      ['Toyota Special Offers', '/special-offers'],
      ['Local Special Offers', 'https://dealer.example.com.au/dealer-specials'],
    ])
    expect(hrefs(find(nav, 'Service')?.children)).toEqual([
      ['Book a Service', 'https://dealer.example.com.au/service-booking'],
      ['Service Enquiries', '/enquiries/service-enquiry'],
      ['Toyota Recalls', '/pages/toyota-recalls'],
      ['Toyota Express Maintenance', '/pages/toyota-express-maintenance'],
    ])
    expect(hrefs(find(nav, 'Parts & Accessories')?.children)).toEqual([
      ['About Parts & Accessories', '/parts-and-accessories'],
      ['Toyota Genuine Parts & Accessories', '/pages/toyota-genuine-parts-accessories'],
      ['Accessorise Your Toyota', 'https://dealer.example.com.au/accessorise'],
      ['Parts Enquiries', '/enquiries/parts-enquiry'],
    ])
    expect(find(nav, 'Finance & Insurance')?.children?.map((item) => item.label)).toEqual([
      'About Finance',
      'Personalised Repayments',
      'Full-Service Lease',
      'Used Car Finance',
      'Car Insurance Quote',
      'Toyota Access',
      'Finance For Farmers',
    ])
    expect(find(find(nav, 'Finance & Insurance')?.children ?? [], 'Toyota Access')?.href).toBe('/pages/toyota-access-loan')
    expect(hrefs(find(nav, 'Fleet')?.children)).toEqual([
      ['Fleet', '/fleet'],
      ['Fleet Enquiry', '/enquiries/fleet-enquiry'],
    ])
    expect(hrefs(find(nav, 'Discover')?.children)).toEqual([
      ['KINTO', 'https://dealer.example.com.au/kinto'],
      ['myToyota Connect App', '/pages/mytoyota-connect'],
      ['Toyota Connected Services', '/pages/toyota-connected'],
      ['Toyota Safety Sense', '/pages/toyota-safety-sense'],
      ['Hybrid Electric', '/pages/toyota-hybrids'],
      ['Careers', '/careers'],
    ])
    expect(hrefs(find(nav, 'Contact')?.children)).toEqual([
      ['Contact Us', '/contact'],
      ['Our Location', '/contact'],
      ['General Enquiries', '/enquiries/general-enquiry'],
      ['About Us', '/about-us'],
      ['Complaint Handling Process', '/pages/complaint-handling-process'],
      ['Feedback', '/enquiries/feedback'],
    ])
  })
  it('marks the optional items', () => {
    const optional = nav.flatMap((item) => [item, ...(item.children ?? [])]).filter((item) => !item.mandatory)
    expect(optional.map((item) => item.label)).toEqual(['Sell My Car', 'Toyota Express Maintenance', 'KINTO'])
  })
  it('keeps brand-site links as {host} without a base domain; Book a Service then goes to /genuine-service', () => {
    const local = toyotaNavigation()
    expect(find(find(local, 'Service')?.children ?? [], 'Book a Service')).toEqual({
      label: 'Book a Service',
      href: '{host}/service-booking',
      mandatory: true,
    })
    expect(resolveHostHref('{host}/service-booking', null)).toBe('/genuine-service')
    expect(resolveHostHref('{host}/service-booking', 'dealer.test')).toBe('https://dealer.test/service-booking')
    expect(resolveHostHref('{host}/kinto', '')).toBeNull()
    expect(resolveHostHref('/service', null)).toBe('/service')
    expect(find(local, 'New Vehicles')?.external).toBeUndefined()
    expect(normaliseBaseDomain(' dealer.test/path ')).toBe('https://dealer.test')
    expect(normaliseBaseDomain('')).toBeNull()
  })
})

describe('toyotaFooter', () => {
  it('has the base set then Pre-Owned, Service and Contact', () => {
    const footer = toyotaFooter('dealer.test')
    expect(footer.slice(0, FOOTER_BASE_ITEMS.length)).toEqual(FOOTER_BASE_ITEMS)
    expect(footer.slice(FOOTER_BASE_ITEMS.length).map((item) => item.label)).toEqual(['Pre-Owned', 'Service', 'Contact'])
    expect(find(footer, 'Pre-Owned')?.children?.map((item) => item.label)).toEqual([
      'Browse Pre-Owned',
      'Browse Demonstrators',
      'Instant Valuation Tool',
      'Quote Request',
      'Toyota Certified Pre-Owned',
    ])
    expect(find(footer, 'Service')?.children).toEqual(find(toyotaNavigation('dealer.test'), 'Service')?.children)
    expect(hrefs(find(footer, 'Contact')?.children)).toEqual([
      ['Our Location', '/contact'],
      ['General Enquiry', '/enquiries/general-enquiry'],
    ])
  })
})

describe('copyright and labels', () => {
  it('lists licence numbers once', () => {
    expect(copyrightLine({ year: 2025, dealerName: 'City Toyota' })).toBe('© 2025 City Toyota. All rights reserved.')
    expect(copyrightLine({ year: 2025, dealerName: 'City Toyota', licenceNumbers: ['MD1', null, ' MD1 ', 'MD2'] })).toBe(
      '© 2025 City Toyota. All rights reserved. Dealer Licence Nos. MD1, MD2',
    )
    expect(copyrightLine({ year: 2026, dealerName: 'X', licenceNumbers: ['L9'] })).toBe(
      '© 2026 X. All rights reserved. Dealer Licence No. L9',
    )
  })
  it('rewrites labels', () => {
    expect(rewriteLabel('Suzuki Australia')).toBe('Suzuki')
    expect(rewriteLabel('Mercedes Benz')).toBe('Mercedes-Benz')
    expect(rewriteLabel('ISUZU UTE')).toBe('Isuzu')
    expect(rewriteLabel('Viscount Caravans')).toBe('Viscount')
    expect(rewriteLabel('Toyota')).toBe('Toyota')
    expect(rewriteLabel('used')).toBe('used')
    expect(rewriteLabel('used', { usedAsPreOwned: true })).toBe('Pre-Owned')
    expect(rewriteLabel('Used Cars', { usedAsPreOwned: true })).toBe('Pre-Owned Cars')
    expect(rewriteLabel('Unused', { usedAsPreOwned: true })).toBe('Unused')
  })
})
