import type { Model } from '@forecourt/schema'
import type { Payload } from 'payload'

import { COMMON_MAKES, TOYOTA_MODELS, megaMenuCategoryValue } from './navigationSeed'

import { accessoryImage, logoImage, modelImage } from './images'
import { type AccessoryKey, TOYOTA_ACCESSORY_KINDS, toyotaShowroomData } from './showroomSeed'
import { CARAVAN_MAKES } from './caravanStock'
import { ALL_MAKE_NAMES, makeSlugOf } from './makes'
import { carCatalogue } from './stockGenerator'

/** A muted badge colour of its own for each make without brand colours, stable by name. */
const NEUTRAL_BADGES = ['#2f3e4e', '#3d4a3a', '#4a3a3f', '#37474f', '#4e4237', '#3b3f58', '#2e4a48', '#503c2c'] as const
function neutralBadge(name: string): { colour: string; ink: string } {
  let hash = 0
  for (const character of name) hash = (hash * 31 + character.charCodeAt(0)) >>> 0
  return { colour: NEUTRAL_BADGES[hash % NEUTRAL_BADGES.length]!, ink: '#ffffff' }
}

export type SeededMake = { name: string; slug: string; colour: string; ink: string; status: 'active' | 'hidden' }

/**
 * The common makes with their colours, then every other make of the full list. The common ones and
 * the makes of the demo stock are active; the rest are seeded hidden, so the menus' make lists (every
 * page of a site that has one) do not grow to 139 logos and links: staff switch a make on when a
 * dealer sells it.
 */
export function seededMakes(): SeededMake[] {
  const known = new Set(COMMON_MAKES.map((make) => make.slug))
  const stocked = new Set([...carCatalogue.map((make) => make.make), ...CARAVAN_MAKES])
  const others = ALL_MAKE_NAMES.filter((name) => !known.has(makeSlugOf(name))).map((name) => ({
    name,
    slug: makeSlugOf(name),
    ...neutralBadge(name),
    status: stocked.has(name) ? ('active' as const) : ('hidden' as const),
  }))
  return [...COMMON_MAKES.map((make) => ({ ...make, status: 'active' as const })), ...others]
}

/**
 * The shared makes (the full list) and the Toyota range, created if missing (matched by slug) and never changed
 * afterwards, so platform staff's edits survive a restart. Runs with no user: overrideAccess: true.
 */
export async function seedBrands(payload: Payload): Promise<string[]> {
  const created: string[] = []
  const makeIds = new Map<string, number | string>()
  const makes = seededMakes()
  // One query for all of them: the server runs this at every start.
  const existing = await payload.find({
    collection: 'manufacturers',
    where: { slug: { in: makes.map((make) => make.slug) } },
    limit: makes.length,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  for (const make of existing.docs) makeIds.set(make.slug, make.id)
  for (const make of makes) {
    if (makeIds.has(make.slug)) continue
    // A hidden make shows nowhere yet: staff add its real logo when they switch it on.
    let logo: number | undefined
    if (make.status === 'active') {
      const data = await logoImage(make)
      logo = (
        await payload.create({
          collection: 'brand-assets',
          data: { alt: `${make.name} logo` },
          file: { data, mimetype: 'image/png', name: `logo-${make.slug}.png`, size: data.length },
          overrideAccess: true,
        })
      ).id
    }
    const { id } = await payload.create({
      collection: 'manufacturers',
      data: { name: make.name, slug: make.slug, status: make.status, ...(logo === undefined ? {} : { logo }) },
      overrideAccess: true,
    })
    makeIds.set(make.slug, id)
    created.push(`make ${make.name}`)
  }
  const toyota = makeIds.get('toyota') as number
  // One picture per accessory kind, shared by every model's accessories; made only when a model is created.
  let accessoryImages: Partial<Record<AccessoryKey, number>> | null = null
  const accessoryImageIds = async () => {
    if (accessoryImages) return accessoryImages
    const ids: Partial<Record<AccessoryKey, number>> = {}
    for (const kind of TOYOTA_ACCESSORY_KINDS) {
      const data = await accessoryImage(kind)
      const asset = await payload.create({
        collection: 'brand-assets',
        data: { alt: `Toyota genuine ${kind.name.toLowerCase()}` },
        file: { data, mimetype: 'image/webp', name: `accessory-toyota-${kind.key}.webp`, size: data.length },
        overrideAccess: true,
      })
      ids[kind.key] = asset.id
    }
    accessoryImages = ids
    return ids
  }
  for (const [index, model] of TOYOTA_MODELS.entries()) {
    const existing = await payload.count({
      collection: 'models',
      where: { and: [{ manufacturer: { equals: toyota } }, { slug: { equals: model.slug } }] },
      overrideAccess: true,
    })
    if (existing.totalDocs > 0) continue
    const data = await modelImage({ name: model.name, colour: index % 2 ? '#9b111e' : '#4b5563' })
    const image = await payload.create({
      collection: 'brand-assets',
      data: { alt: `Toyota ${model.name}` },
      file: { data, mimetype: 'image/webp', name: `model-toyota-${model.slug}.webp`, size: data.length },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'models',
      data: {
        ...model,
        ...toyotaShowroomData(model.slug, model.status, model.status === 'active' ? await accessoryImageIds() : {}),
        body_categories: model.body_categories.map(megaMenuCategoryValue) as NonNullable<Model['body_categories']>,
        manufacturer: toyota,
        image: image.id,
        order: (index + 1) * 10,
      },
      overrideAccess: true,
    })
    created.push(`model Toyota ${model.name}`)
  }
  return created
}
