import { randomUUID } from 'node:crypto'
import { copyFile, mkdtemp, rename, rm } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, it } from '@jest/globals'
import type { Migration, Payload, SanitizedConfig } from 'payload'
import pg from 'pg'

import { forgetPlatformSettings } from '../../src/platform/settings'

type MongoAdapter = { connection: { dropDatabase(): Promise<unknown> } }
type SqliteAdapter = { client: { execute(sql: string): Promise<unknown> } }

/** The database this run's integration tests use: TEST_MONGODB_URL, else TEST_POSTGRES_URL, else SQLite. */
export const testDatabase: 'sqlite' | 'postgres' | 'mongodb' = process.env.TEST_MONGODB_URL
  ? 'mongodb'
  : process.env.TEST_POSTGRES_URL
    ? 'postgres'
    : 'sqlite'

/**
 * What the MongoDB test phase's emulator (CongoDB, docs/databases.md) cannot show, each a reason a test
 * is skipped there. A real MongoDB has the first two (transactions on a replica set); SQL has none of them.
 */
export const emulatorLimits = {
  uniqueIndex: 'the MongoDB emulator does not enforce unique indexes',
  rollback: 'the MongoDB emulator neither runs Payload transactions nor rolls them back',
  sql: 'it reads or writes SQL',
  sqlSchema: 'it checks the SQL schema and its migrations (MongoDB has neither)',
} as const

/**
 * `it` and `describe`, or on the MongoDB emulator the same test skipped with the reason in its name,
 * so the skip is listed with why: `needs(emulatorLimits.uniqueIndex)('refuses a second …', …)`.
 */
export function needs(limit: (typeof emulatorLimits)[keyof typeof emulatorLimits]): typeof it {
  if (testDatabase !== 'mongodb') return it
  const skipped = (name: string, fn?: Parameters<typeof it.skip>[1], timeout?: number) =>
    it.skip(`${name} [skipped: ${limit}]`, fn as Parameters<typeof it.skip>[1], timeout)
  return Object.assign(skipped, it) as unknown as typeof it
}

/** `describe`, or on the MongoDB emulator the block skipped with the reason in its name (see `needs`). */
export function describeNeeding(limit: (typeof emulatorLimits)[keyof typeof emulatorLimits]): typeof describe {
  if (testDatabase !== 'mongodb') return describe
  const skipped = (name: string, fn: Parameters<typeof describe.skip>[1]) => describe.skip(`${name} [skipped: ${limit}]`, fn)
  return Object.assign(skipped, describe) as unknown as typeof describe
}

export type TestPayload = { payload: Payload; config: SanitizedConfig; databaseLabel: string; cleanup: () => Promise<void> }

/**
 * Boots a real Payload on a database of its own: a temp SQLite file, or, when TEST_POSTGRES_URL
 * names a server, a fresh Postgres database on it, or, when TEST_MONGODB_URL does, a fresh MongoDB
 * database on that one. SQL migrations are applied exactly as in production (MongoDB has none).
 * The environment is set before the config is imported, because the config reads the settings at
 * import time.
 */
export async function bootTestPayload(): Promise<TestPayload> {
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'forecourt-test-'))
  Object.assign(process.env, { NODE_ENV: 'test' })
  process.env.PAYLOAD_SECRET = 'test-secret'
  process.env.MEDIA_DIR = path.join(scratch, 'media')
  let databaseLabel: string
  let databaseName = ''
  const postgresServer = process.env.TEST_POSTGRES_URL
  const mongodbServer = process.env.TEST_MONGODB_URL
  // Jest's global setup (integrationGlobalSetup.mjs) names a folder for this run's migrated database.
  const migratedSqlite = process.env.TEST_MIGRATED_DATABASE_DIR && path.join(process.env.TEST_MIGRATED_DATABASE_DIR, 'migrated.db')
  if (mongodbServer) {
    const url = new URL(mongodbServer)
    url.pathname = `/forecourt_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`
    process.env.DATABASE_URL = url.toString()
    databaseLabel = 'mongodb'
  } else if (postgresServer) {
    const name = `forecourt_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`
    databaseName = name
    const admin = new pg.Client({ connectionString: postgresServer })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    await admin.end()
    const url = new URL(postgresServer)
    url.pathname = `/${name}`
    process.env.DATABASE_URL = url.toString()
    // The database is left for the throw-away cluster to take with it: dropping it here would kill
    // connections the pool has not closed yet.
    databaseLabel = 'postgres'
  } else {
    const file = path.join(scratch, 'test.db')
    // Migrated once per run: every suite after the first starts from a copy (see below).
    if (migratedSqlite && existsSync(migratedSqlite)) await copyFile(migratedSqlite, file)
    process.env.DATABASE_URL = `file:${file}`
    databaseLabel = 'sqlite'
  }
  // Anything that read the settings before this point read the environment without the lines above.
  forgetPlatformSettings()

  const { getPayload } = await import('payload')
  const { default: configPromise } = await import('../../src/payload.config')
  const config = await configPromise
  // The default instance key: Payload's GraphQL handler looks the instance up under it.
  const payload = await getPayload({ config })
  if (!mongodbServer) {
    const { migrations } = postgresServer ? await import('@forecourt/migrations/postgres') : await import('@forecourt/migrations/sqlite')
    // The generated migration modules type their arguments per adapter; migrate() takes any adapter's.
    // On a copy of the migrated database this finds every migration applied and runs none.
    await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
  }
  if (!postgresServer && !mongodbServer && migratedSqlite && !existsSync(migratedSqlite)) {
    // A consistent copy of the freshly migrated database, then published in one step: suites that
    // migrated at the same time each publish an identical file.
    const partial = `${migratedSqlite}.${process.pid}`
    await (payload.db as unknown as SqliteAdapter).client.execute(`VACUUM INTO '${partial}'`)
    await rename(partial, migratedSqlite)
  }

  return {
    payload,
    config,
    databaseLabel,
    cleanup: async () => {
      // The emulator keeps every database in memory for as long as it runs.
      if (mongodbServer) await (payload.db as unknown as MongoAdapter).connection.dropDatabase()
      await payload.destroy()
      // The SQL adapters' destroy() leaves their connections open; close them so the runner can exit.
      const db = payload.db as unknown as {
        pool?: { end(): Promise<void>; totalCount: number; idleCount: number }
        client?: { close(): void }
      }
      // end() closes the Postgres pool's idle clients, but would wait forever for the one client the
      // adapter checks out as it connects and never releases: the server ends every connection to this
      // database instead (the adapter listens for that client's error). A query still running for work
      // the test set off (a delivery attempt, a cache tag's expiry) holds a client no one listens on, and
      // ending it under that query is an unhandled error: such queries get a few seconds to finish first.
      void db.pool?.end()
      if (db.pool) await queriesFinished(db.pool)
      if (postgresServer) await endConnectionsTo(postgresServer, databaseName)
      db.client?.close()
      await rm(scratch, { recursive: true, force: true })
    },
  }
}

/** Until the pool holds no client but the adapter's own, for at most 5 s. */
async function queriesFinished(pool: { totalCount: number; idleCount: number }): Promise<void> {
  const deadline = Date.now() + 5_000
  while (pool.totalCount - pool.idleCount > 1 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25))
}

/** Ends every connection to one database of the server (but this one's). */
async function endConnectionsTo(postgresServer: string, database: string): Promise<void> {
  const admin = new pg.Client({ connectionString: postgresServer })
  await admin.connect()
  try {
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [database])
  } finally {
    await admin.end()
  }
}
