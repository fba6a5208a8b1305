// A real Payload on a scratch SQLite file, for the database side of bench/search.ts.
//
// Not cms/src/payload.config.ts: that imports @payloadcms/richtext-lexical, whose import never
// finishes in plain Node here. The vehicles schema does not depend on the editor, so this config
// takes the collection modules themselves (Tenants, Users, Media, Vehicles) and the multi-tenant
// plugin with the options payload.config.ts gives it, which is where Vehicles gets `tenant` from.
// Pages is left out: vehicles never reference it and its blocks bring the rich-text editor along.
// The tables come from the project's SQLite migrations (push stays off, as in production), and
// `checkSchema` fails the run if a table of this config differs from the migrated one. A working
// tree whose collections changed without a migration yet can run with `schema: 'push'` instead.
//
// Only import this module after `prepareEnvironment()` has run: the collection modules read
// MEDIA_DIR and friends when they are first imported.
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Migration, Payload } from 'payload'

export interface BenchPayload {
  payload: Payload
  /** The one tenant whose stock the bench inserts and searches. */
  tenantId: number
  databaseFile: string
  schema: SchemaSource
  cleanup(): Promise<void>
}

/**
 * NODE_ENV=test keeps Payload from spawning generate:types and opening its HMR socket; the scratch
 * folder keeps media and the database out of data/. Must run before Payload or the collections load.
 */
export function prepareEnvironment(): string {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'forecourt-bench-'))
  Object.assign(process.env, { NODE_ENV: 'test' })
  process.env.PAYLOAD_SECRET ??= 'bench-secret'
  process.env.MEDIA_DIR = path.join(scratch, 'media')
  return scratch
}

export type SchemaSource = 'migrations' | 'push'

export async function bootBenchPayload(scratch: string, schema: SchemaSource = 'migrations'): Promise<BenchPayload> {
  const { buildConfig, getPayload } = await import('payload')
  // Relative paths: these packages are dependencies of cms/, not of the workspace root.
  const { sqliteAdapter } = await import('../cms/node_modules/@payloadcms/db-sqlite/dist/index.js')
  const { multiTenantPlugin } = await import('../cms/node_modules/@payloadcms/plugin-multi-tenant/dist/index.js')
  const { Media } = await import('../cms/src/collections/Media')
  const { Tenants } = await import('../cms/src/collections/Tenants')
  const { Users } = await import('../cms/src/collections/Users')
  const { Vehicles } = await import('../cms/src/vehicles/collection')
  const { isSuperAdminUser } = await import('../cms/src/auth/roles')
  const { migrations } = await import('../migrations/sqlite/index')

  const databaseFile = path.join(scratch, 'bench.db')
  const config = await buildConfig({
    secret: process.env.PAYLOAD_SECRET as string,
    telemetry: false,
    // Warnings about the missing email adapter and sharp are irrelevant to a query benchmark.
    logger: { options: { level: 'error' } },
    admin: { user: Users.slug, avatar: 'default' },
    collections: [Tenants, Users, Media, Vehicles],
    db: sqliteAdapter({ client: { url: `file:${databaseFile}` }, push: schema === 'push' }),
    typescript: { autoGenerate: false },
    plugins: [
      // As in payload.config.ts, for the collections of this config.
      multiTenantPlugin({
        tenantsSlug: 'tenants',
        collections: { media: {}, vehicles: {} },
        tenantsArrayField: { includeDefaultField: false },
        userHasAccessToAllTenants: (user) => isSuperAdminUser(user as Parameters<typeof isSuperAdminUser>[0]),
      }),
    ],
  })
  // A key of its own, so nothing else in the process can be handed this instance by accident.
  const payload = await getPayload({ config, key: 'forecourt-search-bench' })
  const cleanup = async () => {
    await payload.destroy()
    // The adapter's destroy() leaves the libsql connection open.
    ;(payload.db as unknown as { client?: { close(): void } }).client?.close()
    rmSync(scratch, { recursive: true, force: true })
  }
  try {
    if (schema === 'migrations') {
      // The generated migration modules type their arguments for the SQLite adapter; migrate() takes any adapter's.
      await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
      await checkSchema(payload)
    }
    const tenant = await payload.create({
      collection: 'tenants',
      data: { name: 'Bench Motors', slug: 'bench-motors', template: 'used-car-group', status: 'active' },
      overrideAccess: true,
    })
    return { payload, tenantId: tenant.id, databaseFile, schema, cleanup }
  } catch (error) {
    await cleanup()
    throw error
  }
}

interface DrizzleColumnLike {
  name: string
}

/**
 * Every table this config defines must exist with exactly its columns: the migrated database is then
 * the one production would have for these collections (Pages' tables exist too, unused).
 */
async function checkSchema(payload: Payload): Promise<void> {
  const db = payload.db as unknown as {
    tables: Record<string, Record<string, DrizzleColumnLike>>
    client: { execute(sql: string): Promise<{ rows: Array<Record<string, unknown>> }> }
  }
  const problems: string[] = []
  for (const [tableName, table] of Object.entries(db.tables)) {
    const expected = Object.values(table).map((column) => column.name)
    const { rows } = await db.client.execute(`PRAGMA table_info(\`${tableName}\`)`)
    const migrated = rows.map((row) => String(row.name))
    const missing = expected.filter((name) => !migrated.includes(name))
    const extra = migrated.filter((name) => !expected.includes(name))
    if (missing.length > 0) problems.push(`${tableName} lacks ${missing.join(', ')}`)
    // Extra columns elsewhere would only be collections left out of this config; in vehicles they matter.
    if (extra.length > 0 && tableName === 'vehicles') problems.push(`vehicles has unexpected ${extra.join(', ')}`)
  }
  if (problems.length > 0) {
    throw new Error(
      `the collections and migrations/sqlite disagree (a change without its migration yet?): ${problems.join('; ')}. ` +
        'Run with --push-schema to benchmark on the schema pushed from the collections instead.',
    )
  }
}
