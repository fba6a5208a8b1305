import type { Model } from '@forecourt/schema'
import type { Payload } from 'payload'

import { COMMON_MAKES, TOYOTA_MODELS, megaMenuCategoryValue } from './navigationSeed'

import { accessoryImage, logoImage, modelImage } from './images'
import { type AccessoryKey, TOYOTA_ACCESSORY_KINDS, toyotaShowroomData } from './showroomSeed'

/**
 * The shared makes and the Toyota range, created if missing (matched by slug) and never changed
 * afterwards, so platform staff's edits survive a restart. Runs with no user: overrideAccess: true.
 */
export async function seedBrands(payload: Payload): Promise<string[]> {
  const created: string[] = []
  const makeIds = new Map<string, number | string>()
  for (const make of COMMON_MAKES) {
    const existing = await payload.find({
      collection: 'manufacturers',
      where: { slug: { equals: make.slug } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    let id = existing.docs[0]?.id
    if (id === undefined) {
      const data = await logoImage(make)
      const logo = await payload.create({
        collection: 'brand-assets',
        data: { alt: `${make.name} logo` },
        file: { data, mimetype: 'image/png', name: `logo-${make.slug}.png`, size: data.length },
        overrideAccess: true,
      })
      id = (
        await payload.create({
          collection: 'manufacturers',
          data: { name: make.name, slug: make.slug, logo: logo.id, status: 'active' },
          overrideAccess: true,
        })
      ).id
      created.push(`make ${make.name}`)
    }
    makeIds.set(make.slug, id)
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
