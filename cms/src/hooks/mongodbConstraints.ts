import {
  flattenTopLevelFields,
  ValidationError,
  type CollectionAfterDeleteHook,
  type CollectionBeforeChangeHook,
  type CollectionConfig,
  type CollectionSlug,
  type Plugin,
  type Where,
} from 'payload'

import { relationId } from '../lib/documents'

/**
 * What the SQL databases' constraints do, done by the application on MongoDB.
 *
 * Unique indexes: Payload creates them on MongoDB too, and a real MongoDB enforces them, so two writes
 * at the same moment still cannot both land. But a write is also checked before it is made, so a
 * repeat is refused in words (the field named, "Value must be unique") on a MongoDB that does not
 * enforce them, such as the test phase's emulator (docs/databases.md).
 *
 * Foreign keys: SQL sets a reference to a deleted document to null (a phone reveal keeps its lead
 * signal without its car). MongoDB has no foreign keys; after a delete the references are cleared here.
 */
type UniqueSet = string[]

function uniqueSetsOf(collection: CollectionConfig): UniqueSet[] {
  const single = flattenTopLevelFields(collection.fields)
    .filter((field) => 'name' in field && 'unique' in field && field.unique === true)
    .map((field) => [(field as { name: string }).name])
  const compound = (collection.indexes ?? []).filter((index) => index.unique).map((index) => index.fields)
  return [...single, ...compound]
}

function checkingUniqueSets(sets: UniqueSet[]): CollectionBeforeChangeHook {
  return async ({ collection, data, originalDoc, req }) => {
    if (req.payload.db.name !== 'mongoose') return data
    const merged: Record<string, unknown> = { ...originalDoc, ...data }
    for (const fields of sets) {
      const values = fields.map((field) => relationId(merged[field]) ?? merged[field])
      // SQL's unique indexes let any number of rows leave the value empty.
      if (values.some((value) => value === null || value === undefined || value === '')) continue
      const conditions: Where[] = fields.map((field, index) => ({ [field]: { equals: values[index] } }))
      if (originalDoc?.id !== undefined) conditions.push({ id: { not_equals: originalDoc.id } })
      const { totalDocs } = await req.payload.count({
        collection: collection.slug as CollectionSlug,
        where: { and: conditions },
        overrideAccess: true,
        req,
      })
      if (totalDocs > 0) {
        const path = fields.find((field) => field !== 'tenant') ?? fields[0] ?? ''
        throw new ValidationError({ collection: collection.slug, errors: [{ path, message: req.t('error:valueMustBeUnique') }] }, req.t)
      }
    }
    return data
  }
}

type Reference = { collection: string; field: string; hasMany: boolean }

function referencesTo(target: string, collections: CollectionConfig[]): Reference[] {
  return collections.flatMap((collection) =>
    flattenTopLevelFields(collection.fields)
      .filter((field) => (field.type === 'relationship' || field.type === 'upload') && field.relationTo === target)
      .map((field) => ({
        collection: collection.slug,
        field: (field as { name: string }).name,
        hasMany: 'hasMany' in field && field.hasMany === true,
      })),
  )
}

function clearingReferences(references: Reference[]): CollectionAfterDeleteHook {
  return async ({ id, req }) => {
    if (req.payload.db.name !== 'mongoose' || references.length === 0) return
    // The adapter's models: a plain update, as SQL's ON DELETE SET NULL, with no hooks or validation.
    const models = (req.payload.db as unknown as { collections: Record<string, MongoModel> }).collections
    for (const { collection, field, hasMany } of references) {
      const model = models[collection]
      if (!model) continue
      if (hasMany) await model.updateMany({ [field]: id }, { $pull: { [field]: id } })
      else await model.updateMany({ [field]: id }, { $set: { [field]: null } })
    }
  }
}

type MongoModel = { updateMany(filter: object, update: object): Promise<unknown> }

/** Adds both to every collection; they act on MongoDB only. Last among the plugins, to see every field. */
export const mongodbConstraints: Plugin = (config) => {
  const collections = config.collections ?? []
  return {
    ...config,
    collections: collections.map((collection) => {
      const sets = uniqueSetsOf(collection)
      const references = referencesTo(collection.slug, collections)
      return {
        ...collection,
        hooks: {
          ...collection.hooks,
          beforeChange: [...(collection.hooks?.beforeChange ?? []), ...(sets.length > 0 ? [checkingUniqueSets(sets)] : [])],
          afterDelete: [...(collection.hooks?.afterDelete ?? []), ...(references.length > 0 ? [clearingReferences(references)] : [])],
        },
      }
    }),
  }
}
