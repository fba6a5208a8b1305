import { mongooseAdapter } from '@payloadcms/db-mongodb'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter, type SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

import { claimingEachJobOnce } from './jobs/claim'
import { SQLITE_INT_MODE, withPlainNumbers } from './lib/sqliteIntegers'
import { platformSettings } from './platform/settings'
import { databaseKindOf, type DatabaseKind, type DatabaseSettings } from './platform/settings/database'

export type { DatabaseKind }

/** DATABASE_URL picks the adapter: postgres:// and mongodb:// for production, else the embedded SQLite file. */
export function databaseKind(url = platformSettings().database.url): DatabaseKind {
  return databaseKindOf(url)
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
export function databaseAdapter(database: DatabaseSettings = platformSettings().database): DatabaseAdapterObj {
  // Several server processes run the jobs queue on one database: each job is run by one of them.
  return claimingEachJobOnce(databaseAdapterOf(database))
}

function databaseAdapterOf(database: DatabaseSettings): DatabaseAdapterObj {
  const { url, migrationDirs } = database
  switch (database.kind) {
    case 'postgres':
      return postgresAdapter({ pool: { connectionString: url as string }, migrationDir: migrationDirs.postgres, push: false })
    case 'mongodb':
      return mongooseAdapter({ url: url as string })
    default:
      // WAL: readers (page views, another process, a backup) never block the writer storing a lead,
      // and a commit appends to the log instead of rewriting pages through a rollback journal.
      return readingEveryStoredInteger(
        sqliteAdapter({
          client: { url: database.sqliteUrl, intMode: SQLITE_INT_MODE },
          migrationDir: migrationDirs.sqlite,
          push: false,
          busyTimeout: SQLITE_BUSY_TIMEOUT_MS,
          wal: true,
        }),
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
