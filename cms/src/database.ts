import path from 'node:path'

import { mongooseAdapter } from '@payloadcms/db-mongodb'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter, type SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

import { dataDir, repoRoot } from './lib/paths'
import { SQLITE_INT_MODE, withPlainNumbers } from './lib/sqliteIntegers'

export type DatabaseKind = 'sqlite' | 'postgres' | 'mongodb'

// Overridable so the test command can check for schema changes without a migration in a scratch copy.
export const migrationDirs = {
  sqlite: process.env.SQLITE_MIGRATION_DIR ?? path.join(repoRoot, 'migrations/sqlite'),
  postgres: process.env.POSTGRES_MIGRATION_DIR ?? path.join(repoRoot, 'migrations/postgres'),
} as const

/** DATABASE_URL picks the adapter: postgres:// and mongodb:// for production, else the embedded SQLite file. */
export function databaseKind(url = process.env.DATABASE_URL): DatabaseKind {
  if (url && /^postgres(ql)?:\/\//.test(url)) return 'postgres'
  if (url && /^mongodb(\+srv)?:\/\//.test(url)) return 'mongodb'
  return 'sqlite'
}

export function sqliteUrl(env: NodeJS.ProcessEnv = process.env): string {
  if (env.DATABASE_URL?.startsWith('file:')) return env.DATABASE_URL
  return `file:${path.resolve(env.SQLITE_PATH ?? path.join(dataDir, 'forecourt.db'))}`
}

/**
 * How long an SQLite statement waits for a lock another connection holds before failing with
 * "database is locked". SQLite's default is not to wait at all, so a second process on the same file
 * (another server, a backup, a `sqlite3` session) made a visitor's enquiry fail with a 500 the moment
 * it held a read lock. The driver is synchronous, so a wait blocks this process's event loop: seconds,
 * not minutes.
 */
export const SQLITE_BUSY_TIMEOUT_MS = 5_000

/**
 * The schema is never pushed: SQL databases get their tables from the migrations in migrations/,
 * applied before the server starts, so development, tests and production run the same schema.
 */
export function databaseAdapter(env: NodeJS.ProcessEnv = process.env): DatabaseAdapterObj {
  const url = env.DATABASE_URL
  switch (databaseKind(url)) {
    case 'postgres':
      return postgresAdapter({ pool: { connectionString: url }, migrationDir: migrationDirs.postgres, push: false })
    case 'mongodb':
      return mongooseAdapter({ url: url as string })
    default:
      // WAL: readers (page views, another process, a backup) never block the writer storing a lead,
      // and a commit appends to the log instead of rewriting pages through a rollback journal.
      return readingEveryStoredInteger(
        sqliteAdapter({ client: { url: sqliteUrl(env), intMode: SQLITE_INT_MODE }, migrationDir: migrationDirs.sqlite, push: false, busyTimeout: SQLITE_BUSY_TIMEOUT_MS, wal: true }),
      )
  }
}

/**
 * The adapter creates its libsql client as it connects (and sets its pragmas and drizzle on it right
 * away); catching the assignment wraps that one client, so every read, in transactions too, turns the
 * bigints of `intMode: 'bigint'` back into numbers and no stored integer can make a read fail.
 */
function readingEveryStoredInteger(adapterObj: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...adapterObj,
    init: (args) => {
      const adapter = adapterObj.init(args) as unknown as SQLiteAdapter
      let client: SQLiteAdapter['client'] | undefined
      Object.defineProperty(adapter, 'client', {
        configurable: true,
        enumerable: true,
        get: () => client,
        set: (value: SQLiteAdapter['client'] | undefined) => {
          client = value ? withPlainNumbers(value) : value
        },
      })
      return adapter as unknown as ReturnType<DatabaseAdapterObj['init']>
    },
  }
}
