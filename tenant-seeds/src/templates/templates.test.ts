import { describe, expect, it } from '@jest/globals'

import { demoTenants } from './index'

/** Every block of a page, nested blocks included, as plain objects. */
function blocksOf(value: unknown): Array<Record<string, unknown>> {
  if (Array.isArray(value)) return value.flatMap(blocksOf)
  if (value === null || typeof value !== 'object') return []
  const record = value as Record<string, unknown>
  const own = typeof record.blockType === 'string' ? [record] : []
  return [...own, ...Object.values(record).flatMap(blocksOf)]
}

describe('template enquiry forms', () => {
  it.each(demoTenants.map((site) => [site.tenant.slug, site] as const))(
    "%s: a form's dealership choices are the tenant's own dealerships, so a lead names a real one",
    (_slug, site) => {
      const slugs = new Set((site.dealerships ?? []).map((dealership) => dealership.slug))
      const offered = site.pages
        .flatMap((page) => blocksOf(page.layout(() => 1)))
        .filter((block) => block.blockType === 'enquiryForm')
        .flatMap((block) => (block.dealerships as Array<{ value: string }> | undefined) ?? [])
        .map((option) => option.value)
      // Every demo tenant with more than one dealership offers the choice somewhere.
      if (slugs.size > 1) expect(offered.length).toBeGreaterThan(0)
      for (const value of offered) expect(slugs).toContain(value)
    },
  )
})
