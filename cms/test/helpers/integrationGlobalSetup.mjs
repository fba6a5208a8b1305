// Jest's global setup of the integration tests: a folder for this run's migrated SQLite database, which
// the first suite to migrate leaves there and later suites copy instead of migrating again
// (testPayload.ts). The workers start after this, with this environment.
import { mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

export default async function setup() {
  process.env.TEST_MIGRATED_DATABASE_DIR = await mkdtemp(path.join(os.tmpdir(), 'forecourt-migrated-'))
}
