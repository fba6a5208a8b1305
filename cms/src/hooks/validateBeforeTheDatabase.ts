import { validations, type Collection, type CollectionConfig, type CollectionSlug, type Config, type Field, type Plugin, type Validate } from 'payload'

import { isSafeDocumentId } from './rejectMalformedIds'

type Reference = { collection: string; id: unknown }
type RelationTo = string | string[]

/** The ids a relationship or upload value names, with the collection each one points into. */
function referencesIn(value: unknown, relationTo: RelationTo): Reference[] {
  if (value === undefined || value === null) return []
  const entries = Array.isArray(value) ? value : [value]
  const references: Reference[] = []
  for (const entry of entries) {
    if (entry === null || entry === undefined) continue
    if (typeof relationTo === 'string') {
      // A populated document (the admin sends them back on save) names itself by its id.
      const id = typeof entry === 'object' && 'id' in entry ? (entry as { id: unknown }).id : entry
      references.push({ collection: relationTo, id })
    } else if (typeof entry === 'object' && typeof (entry as { relationTo?: unknown }).relationTo === 'string') {
      const { relationTo: collection, value: target } = entry as { relationTo: string; value: unknown }
      const id = typeof target === 'object' && target !== null && 'id' in target ? (target as { id: unknown }).id : target
      if (id !== null && id !== undefined) references.push({ collection, id })
    }
  }
  return references
}

function singularLabels(config: Config): Map<string, string> {
  const labels = new Map<string, string>()
  for (const collection of config.collections ?? []) {
    const singular = collection.labels?.singular
    labels.set(collection.slug, typeof singular === 'string' ? singular.toLowerCase() : collection.slug)
  }
  return labels
}

/**
 * Payload checks only the type of a relationship id (any number passes on SQL databases) and whether it
 * exists only when the field has filterOptions. Otherwise an id naming no document reaches the database:
 * a foreign key refuses it with a 500, or, where there is no foreign key (hasMany and polymorphic
 * relations live in a _rels table with one, but not every adapter enforces it), the dangling id is stored.
 * This validation runs after the field's own and answers with the field named: "tenant: there is no tenant
 * with id 987654".
 */
function checkingTargets(field: { validate?: unknown; relationTo: RelationTo; type: 'relationship' | 'upload' }, labels: Map<string, string>) {
  const own = field.validate as Validate | undefined
  const validate: Validate = async (value, options) => {
    const ownAnswer = own ? await own(value, options) : await (field.type === 'upload' ? validations.upload : validations.relationship)(value, { ...field, ...options } as never)
    if (ownAnswer !== true || options.event === 'onChange') return ownAnswer
    const { payload } = options.req
    const collections: Partial<Record<string, Collection>> = payload.collections
    const wanted = new Map<string, Set<number | string>>()
    for (const { collection, id } of referencesIn(value, field.relationTo)) {
      const label = labels.get(collection) ?? collection
      const numericIds = (collections[collection]?.customIDType ?? payload.db.defaultIDType) === 'number'
      if (numericIds ? !isSafeDocumentId(id) : typeof id !== 'string' && typeof id !== 'number') return `There is no ${label} with id ${JSON.stringify(id)}.`
      const ids = wanted.get(collection) ?? new Set()
      ids.add(numericIds ? Number(id) : (id as string | number))
      wanted.set(collection, ids)
    }
    for (const [collection, ids] of wanted) {
      // Existence only, whatever the user may read: the field's own access and filterOptions decide the rest.
      const found = await payload.find({ collection: collection as CollectionSlug, where: { id: { in: [...ids] } }, depth: 0, limit: 0, pagination: false, overrideAccess: true, req: options.req, select: {} })
      const present = new Set(found.docs.map((doc) => String(doc.id)))
      const missing = [...ids].filter((id) => !present.has(String(id)))
      if (missing.length > 0) return `There is no ${labels.get(collection) ?? collection} with id ${missing.join(', ')}.`
    }
    return true
  }
  return validate
}

/**
 * Payload's select validation checks strings (and the items of a list) against the options, so a number
 * or an object passes untouched to the database: stored as is on SQLite, refused by the enum column with a
 * 500 on Postgres. Anything that is not a string (or a list, where many may be chosen) is not an option.
 */
function checkingSelectType(field: { validate?: unknown; hasMany?: boolean }) {
  const own = field.validate as Validate | undefined
  const validate: Validate = async (value, options) => {
    const offered = value === undefined || value === null || typeof value === 'string' || (field.hasMany === true && Array.isArray(value))
    if (!offered) return options.req.t('validation:invalidSelection')
    return own ? await own(value, options) : await validations.select(value, { ...field, ...options } as never)
  }
  return validate
}

function withTargetsChecked(fields: Field[], labels: Map<string, string>): Field[] {
  return fields.map((field): Field => {
    if (field.type === 'relationship' || field.type === 'upload') return { ...field, validate: checkingTargets(field, labels) } as Field
    if (field.type === 'select') return { ...field, validate: checkingSelectType(field) } as Field
    if (field.type === 'tabs') return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: withTargetsChecked(tab.fields, labels) })) }
    if (field.type === 'blocks') return { ...field, blocks: (field.blocks ?? []).map((block) => ({ ...block, fields: withTargetsChecked(block.fields, labels) })) }
    if ('fields' in field && Array.isArray(field.fields)) return { ...field, fields: withTargetsChecked(field.fields, labels) } as Field
    return field
  })
}

/**
 * Values Payload's own validation lets through and the database then refuses with a 500 get a 400 naming
 * the field instead: every relationship and upload field refuses ids that name no document, every select
 * field values that are not strings. (Number fields are bounded by lib/boundedNumberFields.) A plugin, listed last, so the fields other plugins add (the
 * multi-tenant plugin's `tenant`) are covered too.
 */
export const validateBeforeTheDatabase: Plugin = (config) => {
  const labels = singularLabels(config)
  return {
    ...config,
    collections: (config.collections ?? []).map((collection): CollectionConfig => ({ ...collection, fields: withTargetsChecked(collection.fields, labels) })),
  }
}
