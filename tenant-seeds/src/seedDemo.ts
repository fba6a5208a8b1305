import type { Payload } from 'payload'

import { seedBrands } from './brands'
import { seedSuperAdmin, seedTenantSite, type SeedLog, type SeedOptions } from './seedTenantSite'
import { demoSuperAdmin, demoTenants } from './templates'

/** Seeds the platform admin and the demo tenants; returns what it created (nothing on a second run). */
export async function seedDemo(payload: Payload, log: SeedLog = () => {}, options: SeedOptions = {}): Promise<string[]> {
  const created: string[] = []
  if (await seedSuperAdmin(payload, demoSuperAdmin)) created.push(`user ${demoSuperAdmin.email}`)
  // Makes and models first: a tenant's navigation names the make whose models fill its menu.
  created.push(...(await seedBrands(payload)))
  for (const site of demoTenants) {
    const outcome = await seedTenantSite(payload, site, log, options)
    created.push(...outcome.created)
  }
  return created
}
