// Removes the folder integrationGlobalSetup.mjs made for this run's migrated SQLite database.
import { rm } from 'node:fs/promises'

export default async function teardown() {
  const folder = process.env.TEST_MIGRATED_DATABASE_DIR
  if (folder) await rm(folder, { recursive: true, force: true })
}
