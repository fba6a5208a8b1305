import { describe, expect, it } from '@jest/globals'

import { modelPrefill } from '../enquiry/categories'
import { MEGA_MENU_CATEGORIES, megaMenuGroups, modelsByBodyHref } from './logic'
import {
  accessoriesHrefForCar,
  accessoriesPageView,
  bodyCategoryOfSlug,
  fromPriceText,
  modelListGroups,
  modelPageView,
  showroomModelOf,
  showroomPathOf,
  variantPriceText,
  type ShowroomModel,
} from './showroom'
import { menuModelsOf } from './stored'

const range: ShowroomModel[] = [
  { name: 'Yaris', slug: 'yaris', status: 'active', body_categories: ['Cars', 'Hatch & sedans'] },
  {
    name: 'RAV4',
    slug: 'rav4',
    status: 'active',
    body_categories: ['SUVs & 4WDs', 'Electrified'],
    variants: [
      { name: 'GX 2WD Hybrid', price: 42_150 },
      { name: 'Cruiser AWD Hybrid', price: 52_900 },
      { name: 'Edge AWD Hybrid', price: null },
    ],
    accessories: [{ name: 'Towbar', price: 1_199 }, { name: 'Floor mats' }],
  },
  { name: 'Kluger', slug: 'kluger', status: 'hidden', body_categories: ['SUVs & 4WDs'] },
  {
    name: 'Fortuner',
    slug: 'fortuner',
    status: 'discontinued',
    body_categories: ['SUVs & 4WDs'],
    variants: [{ name: 'GXL', price: 55_000 }],
  },
  { name: 'Urban Cruiser', slug: 'urban-cruiser', status: 'coming_soon', body_categories: [] },
]

describe('showroom paths', () => {
  it('names the models list, a model page and its accessories', () => {
    expect(showroomPathOf(['models'])).toEqual({ kind: 'models' })
    expect(showroomPathOf(['rav4'])).toEqual({ kind: 'model', slug: 'rav4' })
    expect(showroomPathOf(['landcruiser-300'])).toEqual({ kind: 'model', slug: 'landcruiser-300' })
    expect(showroomPathOf(['rav4', 'accessories'])).toEqual({ kind: 'accessories', slug: 'rav4' })
  })
  it('leaves every other path alone', () => {
    for (const segments of [
      [],
      ['RAV4'],
      ['rav4', 'extras'],
      ['rav4', 'accessories', 'x'],
      ['-rav4'],
      ['rav4-'],
      ['a b'],
      ['x'.repeat(65)],
    ]) {
      expect(showroomPathOf(segments)).toBeNull()
    }
    expect(showroomPathOf(undefined)).toBeNull()
  })
})

describe('body slugs', () => {
  it("reads back every slug the mega-menu's headings link to", () => {
    for (const category of MEGA_MENU_CATEGORIES) {
      const body = new URL(modelsByBodyHref(category), 'http://x').searchParams.get('body')
      expect(bodyCategoryOfSlug(body)).toBe(category)
    }
    expect(bodyCategoryOfSlug('hatch--sedans')).toBe('Hatch & sedans')
    expect(bodyCategoryOfSlug('SUVs--4WDs')).toBe('SUVs & 4WDs')
  })
  it('knows no other body', () => {
    expect(bodyCategoryOfSlug('hatch-sedans')).toBeNull()
    expect(bodyCategoryOfSlug('suv')).toBeNull()
    expect(bodyCategoryOfSlug('')).toBeNull()
    expect(bodyCategoryOfSlug(null)).toBeNull()
  })
})

describe('models list', () => {
  it('lists a category as the mega-menu groups it, with the From price', () => {
    const groups = modelListGroups(range, 'suvs--4wds')
    expect(groups?.map((group) => group.category)).toEqual(['SUVs & 4WDs'])
    // Hidden Kluger nowhere, discontinued Fortuner only under Discontinued.
    expect(groups?.[0]?.models.map((model) => [model.label, model.exploreHref, model.fromPrice])).toEqual([
      ['New RAV4', '/rav4', 'From $42,150'],
    ])
  })
  it('files upcoming and discontinued models where the menu does', () => {
    expect(modelListGroups(range, 'upcoming')?.[0]?.models.map((model) => [model.slug, model.badge, model.showOurStock])).toEqual([
      ['urban-cruiser', 'Upcoming', false],
    ])
    expect(modelListGroups(range, 'discontinued')?.[0]?.models.map((model) => [model.slug, model.badge, model.fromPrice])).toEqual([
      ['fortuner', 'Discontinued', null],
    ])
  })
  it('matches the mega-menu group for group when no body is asked for', () => {
    const menu = megaMenuGroups(menuModelsOf(range))
    const list = modelListGroups(range, null)
    expect(list?.map((group) => [group.category, group.href, group.models.map((model) => model.exploreHref)])).toEqual(
      menu.map((group) => [group.category, modelsByBodyHref(group.category), group.models.map((model) => model.exploreHref)]),
    )
  })
  it('is nothing for a body no category has', () => {
    expect(modelListGroups(range, 'boats')).toBeNull()
  })
})

describe('model page', () => {
  it('finds a model by its slug, never a hidden one', () => {
    expect(showroomModelOf(range, 'rav4')?.name).toBe('RAV4')
    expect(showroomModelOf(range, 'kluger')).toBeNull()
    expect(showroomModelOf(range, 'nope')).toBeNull()
  })
  it('shows variants with their prices, the stock links and the accessories button', () => {
    const view = modelPageView(showroomModelOf(range, 'rav4') as ShowroomModel, 'Toyota')
    expect(view.title).toBe('New RAV4')
    expect(view.badge).toBe('All-New')
    expect(view.headline).toBe('The Toyota RAV4')
    expect(view.fromPrice).toBe('From $42,150')
    expect(view.variants.map((variant) => [variant.name, variant.price])).toEqual([
      ['GX 2WD Hybrid', '$42,150'],
      ['Cruiser AWD Hybrid', '$52,900'],
      ['Edge AWD Hybrid', 'Enquire for price.'],
    ])
    expect(view.accessoriesHref).toBe('/rav4/accessories')
    expect(view.ourStockHref).toBe(
      '/new-used-and-demo-cars?refinementList%5Bcar_type%5D%5B0%5D=new&refinementList%5Bmake%5D%5B0%5D=Toyota&refinementList%5Bmodel%5D%5B0%5D=RAV4',
    )
    expect(view.category).toEqual({ label: 'SUVs & 4WDs', href: '/models?body=suvs--4wds' })
  })
  it('badges an upcoming model Upcoming, without Our Stock, as the menu does', () => {
    const view = modelPageView(showroomModelOf(range, 'urban-cruiser') as ShowroomModel, 'Toyota')
    expect([view.badge, view.status, view.ourStockHref, view.accessoriesHref]).toEqual(['Upcoming', 'upcoming', null, null])
    expect(view.enquiryHeading).toBe('Register your interest in the Toyota Urban Cruiser')
    expect(view.category?.href).toBe('/models?body=upcoming')
  })
  it('shows a discontinued model without new-car prices but with its stock', () => {
    const view = modelPageView(showroomModelOf(range, 'fortuner') as ShowroomModel, 'Toyota')
    expect([view.badge, view.status, view.variants, view.fromPrice]).toEqual(['Discontinued', 'discontinued', [], null])
    expect(view.ourStockHref).not.toBeNull()
    expect(view.category?.href).toBe('/models?body=discontinued')
  })
  it('prices: dollars with commas, or the no-price words', () => {
    expect(variantPriceText(33_490.4)).toBe('$33,490')
    expect(variantPriceText(0)).toBe('Enquire for price.')
    expect(fromPriceText([{ name: 'a' }, { name: 'b', price: 0 }])).toBeNull()
  })
  it('lists the accessories with prices', () => {
    const view = accessoriesPageView(showroomModelOf(range, 'rav4') as ShowroomModel, 'Toyota')
    expect(view.title).toBe('Genuine Toyota RAV4 Accessories')
    expect(view.accessories.map((accessory) => [accessory.name, accessory.price])).toEqual([
      ['Towbar', '$1,199'],
      ['Floor mats', 'Price on request'],
    ])
  })
})

describe('model enquiry', () => {
  it('prefills the make, the model and a message naming it', () => {
    expect(modelPrefill({ make: 'Toyota', name: 'RAV4', status: 'active' })).toEqual({
      manufacturer_slug: 'toyota',
      'Vehicle Make': 'Toyota',
      'Vehicle Model': 'RAV4',
      car_type: 'new',
      message: "I'm interested in the new Toyota RAV4. Please contact me with pricing and availability.",
    })
    expect(modelPrefill({ make: 'Toyota', name: 'Urban Cruiser', status: 'coming_soon' }).message).toBe(
      "I'd like to register my interest in the upcoming Toyota Urban Cruiser. Please let me know when it arrives.",
    )
    expect(modelPrefill({ make: 'Toyota', name: 'Fortuner', status: 'discontinued' }).car_type).toBeUndefined()
  })
})

describe("a car page's View Accessories link", () => {
  it("links a car of the showroom's make and model to the model's accessories", () => {
    const showroom = { make: 'Toyota', models: range }
    expect(accessoriesHrefForCar(showroom, { make: 'Toyota', model: 'RAV4' })).toBe('/rav4/accessories')
    expect(accessoriesHrefForCar(showroom, { make: 'toyota', model: 'rav4' })).toBe('/rav4/accessories')
  })
  it('has none for a model without accessories, another make or a site without a showroom', () => {
    expect(accessoriesHrefForCar({ make: 'Toyota', models: range }, { make: 'Toyota', model: 'Yaris' })).toBeNull()
    expect(accessoriesHrefForCar({ make: 'Toyota', models: range }, { make: 'Kia', model: 'RAV4' })).toBeNull()
    expect(accessoriesHrefForCar({ make: null, models: [] }, { make: 'Toyota', model: 'RAV4' })).toBeNull()
    expect(accessoriesHrefForCar({ make: 'Toyota', models: range }, { make: null, model: null })).toBeNull()
  })
})
