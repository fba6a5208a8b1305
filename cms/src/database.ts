import path from 'node:path'

import { mongooseAdapter } from '@payloadcms/db-mongodb'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

import { dataDir, repoRoot } from './lib/paths'

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
      return sqliteAdapter({ client: { url: sqliteUrl(env) }, migrationDir: migrationDirs.sqlite, push: false, busyTimeout: SQLITE_BUSY_TIMEOUT_MS, wal: true })
  }
}
