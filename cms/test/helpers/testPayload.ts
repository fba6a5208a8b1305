import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import type { Migration, Payload, SanitizedConfig } from 'payload'
import pg from 'pg'

import { forgetPlatformSettings } from '../../src/platform/settings'

export type TestPayload = { payload: Payload; config: SanitizedConfig; databaseLabel: string; cleanup: () => Promise<void> }

/**
 * Boots a real Payload on a database of its own: a temp SQLite file, or, when TEST_POSTGRES_URL
 * names a server, a fresh Postgres database on it. Migrations are applied exactly as in production.
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
  if (postgresServer) {
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
    process.env.DATABASE_URL = `file:${path.join(scratch, 'test.db')}`
    databaseLabel = 'sqlite'
  }
  // Anything that read the settings before this point read the environment without the lines above.
  forgetPlatformSettings()

  const { getPayload } = await import('payload')
  const { default: configPromise } = await import('../../src/payload.config')
  const config = await configPromise
  // The default instance key: Payload's GraphQL handler looks the instance up under it.
  const payload = await getPayload({ config })
  const { migrations } = postgresServer ? await import('@forecourt/migrations/postgres') : await import('@forecourt/migrations/sqlite')
  // The generated migration modules type their arguments per adapter; migrate() takes any adapter's.
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })

  return {
    payload,
    config,
    databaseLabel,
    cleanup: async () => {
      await payload.destroy()
      // The SQL adapters' destroy() leaves their connections open; close them so the runner can exit.
      const db = payload.db as unknown as { pool?: { end(): Promise<void> }; client?: { close(): void } }
      // end() closes the Postgres pool's idle clients, but would wait forever for the one client the
      // adapter checks out as it connects and never releases: the server ends every connection to this
      // database instead (the adapter listens for that client's error).
      void db.pool?.end()
      if (postgresServer) await endConnectionsTo(postgresServer, databaseName)
      db.client?.close()
      await rm(scratch, { recursive: true, force: true })
    },
  }
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
