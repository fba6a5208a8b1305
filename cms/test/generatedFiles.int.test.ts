import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, expect, it } from '@jest/globals'

import { bootTestPayload, describeNeeding, emulatorLimits, type TestPayload } from './helpers/testPayload'

// Checks that the committed generated files match the config: a schema change without regenerated
// types, or without a migration for this database, fails here (on SQLite, and again on Postgres).
class NoMigrationNeeded extends Error {
  constructor(code?: number) {
    super(`createMigration exited with ${code}`)
  }
}

let test: TestPayload
let scratch: string

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'forecourt-generated-'))
  test = await bootTestPayload()
})

afterAll(async () => {
  await test?.cleanup()
  await rm(scratch, { recursive: true, force: true })
})

describeNeeding(emulatorLimits.sqlSchema)('generated files', () => {
  it('payload-types.ts is what the config generates (run `npm run generate:types` and commit it)', async () => {
    const { generateTypes } = await import('payload/node')
    const generated = path.join(scratch, 'payload-types.ts')
    process.env.PAYLOAD_TS_OUTPUT_PATH = generated
    try {
      await generateTypes(test.config, { log: false })
    } finally {
      delete process.env.PAYLOAD_TS_OUTPUT_PATH
    }
    const committed = await readFile(path.join(test.config.typescript.outputFile as string), 'utf8')
    expect(await readFile(generated, 'utf8')).toBe(committed)
  })

  it(`the ${test?.databaseLabel ?? 'SQL'} migrations cover the schema (run \`npm run migrate:create -- <name>\` and commit them)`, async () => {
    const db = test.payload.db as unknown as { migrationDir: string; createMigration: (args: object) => Promise<void> }
    const copy = path.join(scratch, 'migrations')
    await cp(db.migrationDir, copy, { recursive: true })
    const before = await readdir(copy)
    const committedDir = db.migrationDir
    const exit = process.exit
    // With skipEmpty and nothing to migrate, the adapter ends the process instead of returning.
    process.exit = ((code?: number) => {
      throw new NoMigrationNeeded(code)
    }) as typeof process.exit
    db.migrationDir = copy
    try {
      await db.createMigration({ migrationName: 'pending', payload: test.payload, skipEmpty: true })
    } catch (error) {
      if (!(error instanceof NoMigrationNeeded)) throw error
    } finally {
      db.migrationDir = committedDir
      process.exit = exit
    }
    expect(await readdir(copy)).toEqual(before)
  })
})
