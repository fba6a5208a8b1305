import {
  validations,
  type Collection,
  type CollectionConfig,
  type CollectionSlug,
  type Field,
  type PayloadRequest,
  type Plugin,
  type Validate,
} from 'payload'

import { documentIdType, isObjectIdValue, parseDocumentId } from '../lib/documents'
import { foreignTenantReference } from './sameTenantReferences'

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

/** How a collection calls one of its documents ("tenant", "media"), from its singular label when it is plain text. */
function singularLabel(payload: PayloadRequest['payload'], slug: string): string {
  const collections: Partial<Record<string, Collection>> = payload.collections
  const singular = collections[slug]?.config.labels?.singular
  return typeof singular === 'string' ? singular.toLowerCase() : slug
}

/**
 * Why a relationship or upload value names no document, if it does not: an id that cannot be one, or
 * one that no document has. Existence only, whatever the user may read: the field's own access and
 * filterOptions decide the rest.
 */
export async function missingReference(
  value: unknown,
  relationTo: RelationTo,
  req: PayloadRequest,
  ownTenant?: unknown,
): Promise<string | undefined> {
  const { payload } = req
  const collections: Partial<Record<string, Collection>> = payload.collections
  const wanted = new Map<string, Set<number | string>>()
  for (const { collection, id } of referencesIn(value, relationTo)) {
    const parsed = parseDocumentId(isObjectIdValue(id) ? String(id) : id, documentIdType(payload, collection))
    if (parsed === null) return `There is no ${singularLabel(payload, collection)} with id ${JSON.stringify(id)}.`
    const ids = wanted.get(collection) ?? new Set()
    ids.add(parsed)
    wanted.set(collection, ids)
  }
  for (const [collection, ids] of wanted) {
    if (!collections[collection]) return `There is no collection ${collection}.`
    const found = await payload.find({
      collection: collection as CollectionSlug,
      where: { id: { in: [...ids] } },
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: true,
      req,
      select: {},
    })
    const present = new Set(found.docs.map((doc) => String(doc.id)))
    const missing = [...ids].filter((id) => !present.has(String(id)))
    if (missing.length > 0) return `There is no ${singularLabel(payload, collection)} with id ${missing.join(', ')}.`
  }
  const references = [...wanted].flatMap(([collection, ids]) => [...ids].map((id) => ({ collection, id })))
  return foreignTenantReference(references, ownTenant, req, (collection) => singularLabel(payload, collection))
}

/**
 * Payload checks only the type of a relationship id (any number passes on SQL databases) and whether it
 * exists only when the field has filterOptions. Otherwise an id naming no document reaches the database,
 * whose foreign key refuses it with a 500. This validation runs after the field's own and answers with
 * the field named: "tenant: There is no tenant with id 987654." It also refuses, in a document of one tenant,
 * a document of another tenant (sameTenantReferences.ts).
 */
function checkingTargets(field: { validate?: unknown; relationTo: RelationTo; type: 'relationship' | 'upload' }) {
  const own = field.validate as Validate | undefined
  const validate: Validate = async (value, options) => {
    const ownAnswer = own
      ? await own(value, options)
      : await (field.type === 'upload' ? validations.upload : validations.relationship)(value, { ...field, ...options } as never)
    if (ownAnswer !== true || options.event === 'onChange') return ownAnswer
    const ownTenant = (options.data as { tenant?: unknown } | undefined)?.tenant
    return (await missingReference(value, field.relationTo, options.req, ownTenant)) ?? true
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

function withTargetsChecked(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    if (field.type === 'relationship' || field.type === 'upload') return { ...field, validate: checkingTargets(field) } as Field
    if (field.type === 'select') return { ...field, validate: checkingSelectType(field) } as Field
    if (field.type === 'tabs') return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: withTargetsChecked(tab.fields) })) }
    if (field.type === 'blocks')
      return { ...field, blocks: (field.blocks ?? []).map((block) => ({ ...block, fields: withTargetsChecked(block.fields) })) }
    if ('fields' in field && Array.isArray(field.fields)) return { ...field, fields: withTargetsChecked(field.fields) } as Field
    return field
  })
}

/**
 * Values Payload's own validation lets through and the database then refuses with a 500 get a 400 naming
 * the field instead: every relationship and upload field refuses ids that name no document, every select
 * field values that are not strings, and no document of one tenant points at another tenant's. (Number fields are bounded by lib/boundedNumberFields.) A plugin, listed last, so the fields other plugins add (the
 * multi-tenant plugin's `tenant`) are covered too.
 */
export const validateBeforeTheDatabase: Plugin = (config) => {
  return {
    ...config,
    collections: (config.collections ?? []).map((collection): CollectionConfig => ({
      ...collection,
      fields: withTargetsChecked(collection.fields),
    })),
  }
}
