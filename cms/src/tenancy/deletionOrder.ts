import type { CollectionConfig, Field } from 'payload'

import { tenantScopeOf } from '../lib/feature'

type Reference = { to: string; required: boolean }
type Node = { slug: string; references: Reference[] }

/** Every field, nested ones included: inside rows, groups, arrays, tabs and blocks. */
function allFields(fields: readonly Field[]): Field[] {
  return fields.flatMap((field) => [
    field,
    ...('fields' in field ? allFields(field.fields) : []),
    ...(field.type === 'tabs' ? field.tabs.flatMap((tab) => allFields(tab.fields)) : []),
    ...(field.type === 'blocks' ? (field.blocks ?? []).flatMap((block) => allFields(block.fields)) : []),
  ])
}

/** The other collections a collection's fields point at (relationships and uploads, at any depth), with whether each must be set. */
function referencesOf(collection: Pick<CollectionConfig, 'fields' | 'slug'>): Reference[] {
  return allFields(collection.fields).flatMap((field) => {
    if (field.type !== 'relationship' && field.type !== 'upload') return []
    const targets = Array.isArray(field.relationTo) ? field.relationTo : [field.relationTo]
    return targets.filter((to) => to !== collection.slug).map((to) => ({ to, required: field.required === true }))
  })
}

/**
 * The order a tenant's collections are emptied in when the tenant is deleted, worked out from the
 * collections' own fields: whatever points at a document, from any depth of its fields, goes before it
 * (watchlist entries before shoppers and cars, a lead's valuation before the lead, locations before
 * dealerships, media last), so no required reference is ever left pointing at a deleted document. Two collections that point at
 * each other (a reservation names its online purchase, the purchase names its payment) are taken in
 * the config's order, provided the one going first is not the target of a required reference from
 * the other; a circle of required references cannot be deleted at all and is refused at start-up.
 */
export function tenantDeletionOrder(collections: readonly Pick<CollectionConfig, 'custom' | 'fields' | 'slug'>[]): string[] {
  const scoped = collections.filter((collection) => tenantScopeOf(collection))
  const slugs = new Set(scoped.map((collection) => collection.slug))
  const nodes: Node[] = scoped.map((collection) => ({
    slug: collection.slug,
    references: referencesOf(collection).filter((reference) => slugs.has(reference.to) && reference.to !== 'tenants'),
  }))
  const order: string[] = []
  const remaining = [...nodes]
  const pointersAt = (slug: string) => remaining.filter((node) => node.slug !== slug && node.references.some((ref) => ref.to === slug))
  const reachableFrom = (start: Node): Set<string> => {
    const seen = new Set<string>()
    const visit = (node: Node) => {
      for (const { to } of node.references) {
        const target = remaining.find((each) => each.slug === to)
        if (!target || seen.has(to)) continue
        seen.add(to)
        visit(target)
      }
    }
    visit(start)
    return seen
  }
  // Only circles are left: the first that is pointed at from its own circle alone, and never by a required reference.
  const opensACircle = (node: Node) =>
    pointersAt(node.slug).every(
      (pointer) => reachableFrom(node).has(pointer.slug) && !pointer.references.some((ref) => ref.to === node.slug && ref.required),
    )
  while (remaining.length > 0) {
    const next = remaining.find((node) => pointersAt(node.slug).length === 0) ?? remaining.find(opensACircle)
    if (!next)
      throw new Error(`Tenant collections point at each other with required references: ${remaining.map((node) => node.slug).join(', ')}`)
    order.push(next.slug)
    remaining.splice(remaining.indexOf(next), 1)
  }
  return order
}
