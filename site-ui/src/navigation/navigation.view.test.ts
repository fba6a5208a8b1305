import { describe, expect, it } from '@jest/globals'

import { rowsOfMenu, toyotaFooter } from '@forecourt/domain/navigation'

import { megaMenuView, siteNavigationView } from './navigation.view'
import { menuModels as models } from '@forecourt/domain/testing/menuModels'

const labels = (items: Array<{ label: string }>) => items.map((item) => item.label)

describe('model menu', () => {
  it('groups in the spec order with body links, images and Our Stock links for the make and model', () => {
    const groups = megaMenuView(models, 'Toyota')
    expect(groups.map((group) => [group.category, group.href])).toEqual([
      ['Cars', '/models?body=cars'],
      ['SUVs & 4WDs', '/models?body=suvs--4wds'],
      ['Electrified', '/models?body=electrified'],
      ['Upcoming', '/models?body=upcoming'],
      ['Discontinued', '/models?body=discontinued'],
    ])
    const rav4 = groups[1]?.models[0]
    expect(rav4?.label).toBe('New RAV4')
    expect(rav4?.image?.src).toBe('/uploads/rav4.webp')
    expect(decodeURIComponent(rav4?.ourStockHref ?? '')).toBe(
      '/new-used-and-demo-cars?refinementList[car_type][0]=new&refinementList[make][0]=Toyota&refinementList[model][0]=RAV4',
    )
    const upcoming = groups[3]?.models[0]
    expect(upcoming).toMatchObject({ label: 'New bZ Woodland', badge: 'Upcoming', showOurStock: false })
  })
})

describe('site navigation view', () => {
  it('fills the dynamic dropdowns, splits the footer into links and columns, and writes the copyright line', () => {
    const view = siteNavigationView({
      navigation: {
        menu_items: [
          { label: 'New Vehicles', url: '/new-vehicles', dynamic: 'models' },
          { label: 'Makes', url: '/search', dynamic: 'makes' },
        ],
        footer_items: rowsOfMenu(toyotaFooter()),
        social_links: [
          { platform: 'facebook', url: 'https://facebook.com/dealer' },
          { platform: 'instagram', url: 'javascript:alert(1)' },
        ],
        licence_numbers: [{ number: 'MD 12345' }, { number: 'MD 12345' }],
      },
      siteName: 'Harbourside Toyota',
      year: 2026,
      models,
      modelsMake: 'Toyota',
      makes: [
        { name: 'Kia', slug: 'kia' },
        { name: 'Jeep', slug: 'jeep', override_url: 'https://jeep.example' },
      ],
    })
    expect(view.header[0]?.mega?.length).toBe(5)
    expect(view.header[1]?.makes?.map((make) => [make.label, make.href, make.external])).toEqual([
      ['Kia', '/search/kia', false],
      ['Jeep', 'https://jeep.example', true],
    ])
    expect(view.header.map((item) => item.key)).toEqual(['0-new-vehicles', '1-makes'])
    expect(labels(view.footer.links)).toEqual(['Sitemap', 'Privacy Policy', 'Terms & Conditions', 'Complaint Handling Process'])
    expect(view.footer.columns.map((column) => column.heading.label)).toEqual(['Pre-Owned', 'Service', 'Contact'])
    expect(labels(view.footer.columns[1]?.links ?? [])).toEqual(['Book a Service', 'Service Enquiries', 'Toyota Recalls'])
    expect(view.footer.social).toEqual([{ platform: 'facebook', label: 'Facebook', href: 'https://facebook.com/dealer' }])
    expect(view.footer.copyright).toBe('© 2026 Harbourside Toyota. All rights reserved. Dealer Licence No. MD 12345')
  })

  it('falls back to the site settings’ social links and the site name, and shows an empty menu without a document', () => {
    const view = siteNavigationView({
      navigation: null,
      siteName: 'Southern Cross',
      year: 2026,
      models: [],
      modelsMake: null,
      makes: [],
      fallbackSocial: [{ platform: 'youtube', url: 'https://youtube.com/@sc' }],
    })
    expect(view.header).toEqual([])
    expect(view.footer.social.map((social) => social.label)).toEqual(['YouTube'])
    expect(view.footer.copyright).toBe('© 2026 Southern Cross. All rights reserved.')
    expect(view.showSearch).toBe(true)
  })
})
