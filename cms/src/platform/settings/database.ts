import path from 'node:path'

import type { FilesSettings } from './files'
import { shownValue, text, variable, type Description, type Values } from './variables'

export type DatabaseKind = 'sqlite' | 'postgres' | 'mongodb'

/** The database (docs/databases.md). */
export const databaseVariables = {
  DATABASE_URL: variable('must start with file:, postgres://, postgresql://, mongodb:// or mongodb+srv://', (value) =>
    /^(file:.+|postgres(ql)?:\/\/\S+|mongodb(\+srv)?:\/\/\S+)$/.test(value) ? value : undefined,
  ),
  SQLITE_PATH: text(),
  // Overridable so the test command can check for schema changes without a migration in a scratch copy.
  SQLITE_MIGRATION_DIR: text(),
  POSTGRES_MIGRATION_DIR: text(),
}

export type DatabaseSettings = {
  /** DATABASE_URL as given; null for the embedded SQLite default. */
  url: string | null
  kind: DatabaseKind
  /** The libsql address of the SQLite file (used when `kind` is sqlite). */
  sqliteUrl: string
  migrationDirs: { sqlite: string; postgres: string }
}

/** DATABASE_URL picks the adapter: postgres:// and mongodb:// for production, else the embedded SQLite file. */
export function databaseKindOf(url: string | null | undefined): DatabaseKind {
  if (url && /^postgres(ql)?:\/\//.test(url)) return 'postgres'
  if (url && /^mongodb(\+srv)?:\/\//.test(url)) return 'mongodb'
  return 'sqlite'
}

export function databaseSettings(values: Values<typeof databaseVariables>, files: FilesSettings): DatabaseSettings {
  const url = values.DATABASE_URL ?? null
  return {
    url,
    kind: databaseKindOf(url),
    sqliteUrl: url?.startsWith('file:') ? url : `file:${path.resolve(values.SQLITE_PATH ?? path.join(files.dataDir, 'forecourt.db'))}`,
    migrationDirs: {
      sqlite: values.SQLITE_MIGRATION_DIR ?? path.join(files.repoRoot, 'migrations/sqlite'),
      postgres: values.POSTGRES_MIGRATION_DIR ?? path.join(files.repoRoot, 'migrations/postgres'),
    },
  }
}

export function describeDatabase(database: DatabaseSettings): Description {
  return {
    DATABASE_URL: database.url ? shownValue('DATABASE_URL', database.url) : 'not set (SQLite)',
    ...(database.kind === 'sqlite' && !database.url ? { SQLITE_PATH: database.sqliteUrl.replace(/^file:/, '') } : {}),
    ...(database.kind === 'postgres' ? { POSTGRES_MIGRATION_DIR: database.migrationDirs.postgres } : {}),
    ...(database.kind === 'sqlite' ? { SQLITE_MIGRATION_DIR: database.migrationDirs.sqlite } : {}),
  }
}
