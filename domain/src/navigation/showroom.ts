import { formatDollars } from '../vehicle/format'
import {
  bodySlug,
  MEGA_MENU_CATEGORIES,
  megaMenuGroups,
  modelExploreHref,
  modelTile,
  ourStockHref,
  type MegaMenuCategory,
  type ModelTile,
} from './logic'
import { menuModelsOf, type ImageView, type StoredModel } from './stored'

/**
 * The model showroom: `/models?body={slug}` lists the models of one mega-menu category, `/{model slug}`
 * shows one model and `/{model slug}/accessories` its accessories. The rules here decide which paths
 * are showroom paths and what each shows; the renderer only asks after a tenant's CMS page of that
 * path was not found, so a page a marketer made always wins.
 */

const MODELS_LIST_SEGMENT = 'models'
const ACCESSORIES_SEGMENT = 'accessories'
const VARIANT_NO_PRICE_TEXT = 'Enquire for price.'
const ACCESSORY_NO_PRICE_TEXT = 'Price on request'
export const VIEW_ACCESSORIES_TEXT = 'View Accessories'

/** A model slug as the models collection stores them ('rav4', 'landcruiser-300'): nothing else can be one. */
const MODEL_SLUG = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/

type ShowroomPath = { kind: 'models' } | { kind: 'model'; slug: string } | { kind: 'accessories'; slug: string }

/**
 * The showroom view a path's segments name, or null for any other path. Only lower-case slugs
 * qualify: '/RAV4' is not the model page (the menu never links it), so it stays a 404 rather than a
 * second address of the same page.
 */
export function showroomPathOf(segments: readonly string[] | null | undefined): ShowroomPath | null {
  const parts = segments ?? []
  if (parts.length === 1 && parts[0] === MODELS_LIST_SEGMENT) return { kind: 'models' }
  const slug = parts[0]
  if (!slug || !MODEL_SLUG.test(slug)) return null
  if (parts.length === 1) return { kind: 'model', slug }
  if (parts.length === 2 && parts[1] === ACCESSORIES_SEGMENT) return { kind: 'accessories', slug }
  return null
}

/**
 * The mega-menu category a `/models?body=` value names, by the menu's own slug rule (so
 * 'hatch--sedans' is 'Hatch & sedans'); null for anything else. Case is ignored, as in the rule.
 */
export function bodyCategoryOfSlug(value: string | null | undefined): MegaMenuCategory | null {
  const wanted = value?.trim().toLowerCase()
  if (!wanted) return null
  return MEGA_MENU_CATEGORIES.find((category) => bodySlug(category) === wanted) ?? null
}

type ShowroomVariant = { name: string; price?: number | null; description?: string | null }
type ShowroomAccessory = {
  name: string
  price?: number | null
  description?: string | null
  part_number?: string | null
  image?: ImageView | null
}

/** A shared model row with its showroom content. */
export type ShowroomModel = StoredModel & {
  headline?: string | null
  intro?: string | null
  variants?: readonly ShowroomVariant[] | null
  accessories?: readonly ShowroomAccessory[] | null
}

export type ModelListGroup = {
  category: MegaMenuCategory
  href: string
  models: Array<
    Omit<ModelTile, 'badge'> & {
      /** The menu's badge, except that a discontinued model says so (the menu files it under Discontinued instead). */
      badge: ModelTile['badge'] | 'Discontinued'
      slug: string
      image: ImageView | null
      headline: string | null
      fromPrice: string | null
    }
  >
}

/** The lowest variant price, as 'From $33,490'; null when no variant has a price. */
export function fromPriceText(variants: readonly ShowroomVariant[] | null | undefined): string | null {
  const prices = (variants ?? []).map((variant) => variant.price).filter((price): price is number => typeof price === 'number' && price > 0)
  return prices.length ? `From ${formatDollars(Math.min(...prices))}` : null
}

/** A variant's price, or the standard no-price words (no variant has a price before launch). */
export function variantPriceText(price: number | null | undefined): string {
  return typeof price === 'number' && price > 0 ? formatDollars(price) : VARIANT_NO_PRICE_TEXT
}

function accessoryPriceText(price: number | null | undefined): string {
  return typeof price === 'number' && price > 0 ? formatDollars(price) : ACCESSORY_NO_PRICE_TEXT
}

/**
 * The models list of one category (or every category when none is asked for), grouped and ordered
 * exactly as the mega-menu groups them: hidden models nowhere, discontinued ones under Discontinued
 * only, a coming-soon model filed nowhere under Upcoming. Null when the body names no category.
 */
export function modelListGroups(models: readonly ShowroomModel[], body: string | null | undefined): ModelListGroup[] | null {
  const wanted = body?.trim() ? bodyCategoryOfSlug(body) : undefined
  if (wanted === null) return null
  const byHref = new Map(models.map((model) => [modelExploreHref(model), model]))
  return megaMenuGroups(menuModelsOf(models))
    .filter((group) => wanted === undefined || group.category === wanted)
    .map((group) => ({
      category: group.category,
      href: `/models?body=${encodeURIComponent(bodySlug(group.category))}`,
      models: group.models.flatMap((tile) => {
        const model = byHref.get(tile.exploreHref)
        if (!model) return []
        return [
          {
            ...tile,
            badge: model.status === 'discontinued' ? ('Discontinued' as const) : tile.badge,
            slug: model.slug,
            image: model.image ?? null,
            headline: model.headline?.trim() || null,
            fromPrice: model.status === 'discontinued' ? null : fromPriceText(model.variants),
          },
        ]
      }),
    }))
}

/** The model a `/{slug}` path names among the tenant's brand's models; hidden models have no page, as they have no tile. */
export function showroomModelOf<M extends ShowroomModel>(models: readonly M[], slug: string): M | null {
  return models.find((model) => model.slug === slug && model.status !== 'hidden') ?? null
}

export type ModelPageView = {
  slug: string
  name: string
  /** 'New RAV4', as the menu labels the model. */
  title: string
  make: string
  badge: ModelTile['badge'] | 'Discontinued'
  status: 'upcoming' | 'discontinued' | 'current'
  headline: string
  intro: string | null
  image: ImageView | null
  fromPrice: string | null
  variants: Array<{ name: string; price: string; description: string | null }>
  /** The menu's Our Stock search (new cars of this model); none for an upcoming model, as in the menu. */
  ourStockHref: string | null
  /** Every car of this model in stock, new, used and demo. */
  allStockHref: string
  accessoriesHref: string | null
  accessoriesCount: number
  enquiryHeading: string
  /** The category list the model is filed under first, for the way back. */
  category: { label: MegaMenuCategory; href: string } | null
}

function stockSearchHref(make: string, model: string, carType: string | null): string {
  const params = new URLSearchParams()
  if (carType) params.set('refinementList[car_type][0]', carType)
  params.set('refinementList[make][0]', make)
  params.set('refinementList[model][0]', model)
  return `/new-used-and-demo-cars?${params.toString()}`
}

/**
 * What `/{model slug}` shows. An upcoming (coming-soon) model is badged Upcoming, has no Our Stock
 * button and asks shoppers to register their interest; a discontinued one says it is no longer sold
 * new and shows no new-car prices, but its stock stays (the menu keeps its Our Stock button too).
 */
export function modelPageView(model: ShowroomModel, make: string): ModelPageView {
  const tile = modelTile({ name: model.name, slug: model.slug, status: model.status })
  const upcoming = model.status === 'coming_soon'
  const discontinued = model.status === 'discontinued'
  const name = model.name.trim()
  const accessories = model.accessories ?? []
  const category = menuModelsOf([model])[0]?.category
  const known = MEGA_MENU_CATEGORIES.find((candidate) => candidate === category) ?? (upcoming ? 'Upcoming' : null)
  return {
    slug: model.slug,
    name,
    title: tile.label,
    make,
    badge: discontinued ? 'Discontinued' : tile.badge,
    status: upcoming ? 'upcoming' : discontinued ? 'discontinued' : 'current',
    headline:
      model.headline?.trim() ||
      (upcoming
        ? `The ${make} ${name} is coming soon`
        : discontinued
          ? `The ${make} ${name} is no longer sold new`
          : `The ${make} ${name}`),
    intro: model.intro?.trim() || null,
    image: model.image ?? null,
    fromPrice: discontinued ? null : fromPriceText(model.variants),
    variants: discontinued
      ? []
      : (model.variants ?? [])
          .filter((variant) => variant.name?.trim())
          .map((variant) => ({
            name: variant.name.trim(),
            price: variantPriceText(variant.price),
            description: variant.description?.trim() || null,
          })),
    ourStockHref: upcoming ? null : `${ourStockHref(make, 'new')}&${new URLSearchParams({ 'refinementList[model][0]': name }).toString()}`,
    allStockHref: stockSearchHref(make, name, null),
    accessoriesHref: accessories.length ? `/${model.slug}/${ACCESSORIES_SEGMENT}` : null,
    accessoriesCount: accessories.length,
    enquiryHeading: upcoming ? `Register your interest in the ${make} ${name}` : `Enquire about the ${make} ${name}`,
    category: known ? { label: known, href: `/models?body=${encodeURIComponent(bodySlug(known))}` } : null,
  }
}

/**
 * The 'View Accessories' link of a car page: the accessories page of the showroom model the car is
 * (same make as the site's showroom, model name as the feed spells it, any case), when it has any.
 */
export function accessoriesHrefForCar(
  showroom: { make: string | null; models: readonly ShowroomModel[] },
  car: { make?: string | null; model?: string | null },
): string | null {
  const same = (a: string | null | undefined, b: string | null | undefined) =>
    Boolean(a?.trim()) && a?.trim().toLowerCase() === b?.trim().toLowerCase()
  if (!same(showroom.make, car.make)) return null
  const model = showroom.models.find((candidate) => candidate.status !== 'hidden' && same(candidate.name, car.model))
  return model?.accessories?.length ? `/${model.slug}/${ACCESSORIES_SEGMENT}` : null
}

export type AccessoriesPageView = {
  slug: string
  title: string
  modelHref: string
  accessories: Array<{ name: string; price: string; description: string | null; part_number: string | null; image: ImageView | null }>
}

export function accessoriesPageView(model: ShowroomModel, make: string): AccessoriesPageView {
  return {
    slug: model.slug,
    title: `Genuine ${make} ${model.name.trim()} Accessories`,
    modelHref: `/${model.slug}`,
    accessories: (model.accessories ?? [])
      .filter((accessory) => accessory.name?.trim())
      .map((accessory) => ({
        name: accessory.name.trim(),
        price: accessoryPriceText(accessory.price),
        description: accessory.description?.trim() || null,
        part_number: accessory.part_number?.trim() || null,
        image: accessory.image ?? null,
      })),
  }
}
