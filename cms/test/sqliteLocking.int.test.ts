import { spawn, type ChildProcess } from 'node:child_process'
import { createRequire } from 'node:module'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { handleEndpoints, type Payload, type SanitizedConfig } from 'payload'

import { SQLITE_BUSY_TIMEOUT_MS } from '../src/database'
import { createTenantFixture } from './helpers/fixtures'
import { bootTestPayload, testDatabase, type TestPayload } from './helpers/testPayload'

// SQLite only: another process on the same database file (a second server, a backup, a `sqlite3`
// session) holds a read lock while a visitor's enquiry arrives. The enquiry must wait for the lock,
// not fail.
const onSqlite = testDatabase === 'sqlite'

/** Skipped, with the reason in its name, on the other databases. */
const skippedOffSqlite = (name: string, fn?: Parameters<typeof it.skip>[1], timeout?: number) =>
  it.skip(`${name} [skipped: it reads an SQLite file from a second process]`, fn as Parameters<typeof it.skip>[1], timeout)

let test: TestPayload
let payload: Payload
let config: SanitizedConfig
let reader: ChildProcess | null = null

/** The SQLite driver the adapter itself uses, located through the adapter (it is not a direct dependency). */
function libsqlPath(): string {
  const fromAdapter = createRequire(createRequire(import.meta.url).resolve('@payloadcms/db-sqlite'))
  const fromClient = createRequire(fromAdapter.resolve('@libsql/client'))
  return fromClient.resolve('libsql')
}

/** A separate process that opens a read transaction on the file and keeps it for `holdMs`. */
function holdReadLock(file: string, holdMs: number): Promise<void> {
  const script = `
    const Database = require(${JSON.stringify(libsqlPath())})
    const db = new Database(${JSON.stringify(file)})
    db.exec('BEGIN')
    db.prepare('SELECT count(*) AS n FROM enquiries').get()
    process.stdout.write('locked\\n')
    setTimeout(() => { db.exec('COMMIT'); db.close(); process.exit(0) }, ${holdMs})
  `
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] })
  reader = child
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code) => code !== 0 && reject(new Error(`the reader exited with ${code}`)))
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve())
  })
}

beforeAll(async () => {
  if (!onSqlite) return
  test = await bootTestPayload()
  payload = test.payload
  config = test.config
  await createTenantFixture(payload, 'alpha', '#aa0000')
})

afterAll(async () => {
  reader?.kill()
  await test?.cleanup()
})

const databaseFile = () => (process.env.DATABASE_URL ?? '').replace(/^file:/, '')

/** Submits an enquiry to alpha's site; returns the answer's status and the ids stored under its key. */
async function submitEnquiry(
  idempotencyKey: string,
  address: string,
): Promise<{ status: number; leadId?: number; storedIds: (number | string)[] }> {
  const host = 'alpha.localhost:3000'
  const request = new Request(`http://${host}/api/enquiries/submit`, {
    method: 'POST',
    headers: { host, 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({
      name: 'Jane',
      email: 'jane@example.com.au',
      phone: '0412 345 678',
      postcode: '2000',
      message: 'Still available?',
      idempotency_key: idempotencyKey,
    }),
  })
  const response = await handleEndpoints({ config, request, path: '/api/enquiries/submit' })
  const answer = (await response.json()) as { lead_id?: number }
  const stored = await payload.find({
    collection: 'enquiries',
    where: { idempotency_key: { equals: idempotencyKey } },
    overrideAccess: true,
    depth: 0,
  })
  return { status: response.status, leadId: answer.lead_id, storedIds: stored.docs.map((doc) => doc.id) }
}

describe('SQLite shared with another process', () => {
  ;(onSqlite ? it : skippedOffSqlite)('stores an enquiry that arrives while another process reads the database', async () => {
    await holdReadLock(databaseFile(), 1_000)
    const { status, leadId, storedIds } = await submitEnquiry('locked-database-key-0001', '203.0.113.9')
    expect(status).toBe(201)
    expect(storedIds).toEqual([leadId])
  })

  ;(onSqlite ? it : skippedOffSqlite)(
    'stores an enquiry at once while another process keeps a read open for longer than any lock wait',
    async () => {
      // Held well past SQLITE_BUSY_TIMEOUT_MS: with a rollback journal the enquiry's commit would wait for
      // this reader and then fail with "database is locked"; in WAL mode it never waits for a reader.
      await holdReadLock(databaseFile(), 4 * SQLITE_BUSY_TIMEOUT_MS)
      try {
        const { status, leadId, storedIds } = await submitEnquiry('long-reader-key-0001', '203.0.113.10')
        expect(status).toBe(201)
        expect(storedIds).toEqual([leadId])
      } finally {
        reader?.kill()
      }
    },
  )
})
