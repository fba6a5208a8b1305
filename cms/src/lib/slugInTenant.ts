import type { CollectionSlug, TextFieldSingleValidation } from 'payload'

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * A slug that is a single URL segment and unique within its tenant (two groups may both have a
 * 'springvale'; one group may not have two, or /our-location/{slug} would pick one at random).
 */
export function slugInTenant(collection: CollectionSlug): TextFieldSingleValidation {
  return async (value, { req, data, id }) => {
    if (typeof value !== 'string' || !slugPattern.test(value)) return 'Use lower-case words separated by dashes (e.g. "springvale").'
    const tenant = (data as { tenant?: unknown } | undefined)?.tenant
    const tenantId = typeof tenant === 'object' && tenant ? (tenant as { id: unknown }).id : tenant
    if (tenantId === undefined || tenantId === null) return true
    const clash = await req.payload.count({
      collection,
      where: {
        and: [{ tenant: { equals: tenantId } }, { slug: { equals: value } }, ...(id === undefined ? [] : [{ id: { not_equals: id } }])],
      },
      overrideAccess: true,
      req,
    })
    return clash.totalDocs > 0 ? 'Another one on this site already has this slug.' : true
  }
}
