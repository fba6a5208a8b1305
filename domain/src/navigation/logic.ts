import { LABEL_REWRITES, PRE_OWNED_LABEL } from '../carCard/labels'

export const MEGA_MENU_CATEGORIES = [
  'Cars',
  'Hatch & sedans',
  'SUVs & 4WDs',
  'Utes & Vans',
  'GR & performance',
  'Electrified',
  'Upcoming',
  'Discontinued',
] as const
export type MegaMenuCategory = (typeof MEGA_MENU_CATEGORIES)[number]

/**
 * The stored value of a category: select values become GraphQL enum names, which cannot hold '&', so
 * the value spells it 'and'; the label (what shoppers read) keeps the spec's text.
 */
export function megaMenuCategoryValue(category: string): string {
  return category.replace(/\s*&\s*/g, ' and ')
}

/** A stored category value back to the spec's text; unknown values pass through. */
export function megaMenuCategoryOfValue(value: string): string {
  return MEGA_MENU_CATEGORIES.find((category) => megaMenuCategoryValue(category) === value) ?? value
}

const MODEL_LABEL_PREFIX = 'New '

export type MenuModel = {
  name: string
  slug: string
  status?: 'coming_soon' | (string & {}) | null
  /** The mega-menu category as the brand names it. */
  category?: string | null
  override_url?: string | null
  image_url?: string | null
}

export type ModelTile = {
  label: string
  badge: 'Upcoming' | 'All-New'
  exploreHref: string
  showOurStock: boolean
  image_url: string | null
}

/** '/{model slug}' unless the brand points the model elsewhere. */
export function modelExploreHref(model: Pick<MenuModel, 'slug' | 'override_url'>): string {
  return model.override_url?.trim() || `/${model.slug.replace(/^\/+/, '')}`
}

export function modelTile(model: MenuModel): ModelTile {
  const comingSoon = model.status === 'coming_soon'
  const name = model.name.trim()
  return {
    label: name.startsWith(MODEL_LABEL_PREFIX) ? name : MODEL_LABEL_PREFIX + name,
    badge: comingSoon ? 'Upcoming' : 'All-New',
    exploreHref: modelExploreHref(model),
    showOurStock: !comingSoon,
    image_url: model.image_url?.trim() || null,
  }
}

type MegaMenuGroup = { category: MegaMenuCategory; models: ModelTile[] }

function categoryOf(model: MenuModel): MegaMenuCategory | null {
  const wanted = model.category?.trim().toLowerCase()
  const known = MEGA_MENU_CATEGORIES.find((category) => category.toLowerCase() === wanted)
  if (known) return known
  // A coming-soon model the brand has not filed yet still belongs somewhere visible.
  return model.status === 'coming_soon' ? 'Upcoming' : null
}

/** Groups in the fixed category order, models in their given order; empty groups and unknown categories are left out. */
export function megaMenuGroups(models: readonly MenuModel[] | null | undefined): MegaMenuGroup[] {
  const groups = new Map<MegaMenuCategory, ModelTile[]>()
  for (const model of models ?? []) {
    const category = categoryOf(model)
    if (!category || !model.slug) continue
    groups.set(category, [...(groups.get(category) ?? []), modelTile(model)])
  }
  return MEGA_MENU_CATEGORIES.flatMap((category) => {
    const tiles = groups.get(category)
    return tiles ? [{ category, models: tiles }] : []
  })
}

/**
 * The body slug exactly as the live model-list URLs spell it: lower-cased, each space a dash, ampersands
 * dropped, so 'Hatch & sedans' becomes 'hatch--sedans' (the double dash is kept, not tidied).
 */
export function bodySlug(body: string): string {
  return body.trim().toLowerCase().replace(/ /g, '-').replace(/&/g, '')
}

export function modelsByBodyHref(body: string): string {
  return `/models?body=${encodeURIComponent(bodySlug(body))}`
}

/** '/new-used-and-demo-cars' preset to new cars of one make (the Our Stock button). */
export function ourStockHref(make: string, carType = 'new'): string {
  const params = new URLSearchParams({ 'refinementList[car_type][0]': carType, 'refinementList[make][0]': make })
  return `/new-used-and-demo-cars?${params.toString()}`
}

/**
 * '© 2025 City Toyota. All rights reserved. Dealer Licence No. MD12345' — several distinct numbers are
 * listed once each ('Nos.'); the year is passed in so the line renders the same on server and client.
 */
export function copyrightLine(input: {
  year: number
  dealerName: string
  licenceNumbers?: readonly (string | null | undefined)[] | null
}): string {
  const licences = [...new Set((input.licenceNumbers ?? []).map((number) => number?.trim()).filter((n): n is string => Boolean(n)))]
  const base = `© ${input.year} ${input.dealerName.trim()}. All rights reserved.`
  if (!licences.length) return base
  return `${base} Dealer Licence ${licences.length === 1 ? 'No.' : 'Nos.'} ${licences.join(', ')}`
}

/** Feed names shown as shoppers know them; tenants that ask see 'used' as 'Pre-Owned' (whole word only). */
export function rewriteLabel(label: string, options: { usedAsPreOwned?: boolean | null } = {}): string {
  const rewritten = LABEL_REWRITES[label.trim().toLowerCase().replace(/\s+/g, ' ')] ?? label
  return options.usedAsPreOwned ? rewritten.replace(/\bused\b/gi, PRE_OWNED_LABEL) : rewritten
}
