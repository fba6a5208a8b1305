import { afterAll, beforeAll, expect, it } from '@jest/globals'
import type { Payload } from 'payload'

import { createTenantFixture } from './helpers/fixtures'
import { bootTestPayload, describeNeeding, emulatorLimits, testDatabase, type TestPayload } from './helpers/testPayload'

// The dealership_ids_as_text migration on a database that already has cars: each database's copy is
// taken back (down) and run again (up) over stored rows, as on a server upgraded from before it.
type MigrationModule = { name: string; up(args: object): Promise<void>; down(args: object): Promise<void> }
type Stored = { kind: string; value: unknown }

let test: TestPayload
let payload: Payload
let migration: MigrationModule

beforeAll(async () => {
  test = await bootTestPayload()
  payload = test.payload
  if (testDatabase === 'mongodb') return
  const { migrations } =
    testDatabase === 'postgres' ? await import('@forecourt/migrations/postgres') : await import('@forecourt/migrations/sqlite')
  const found = (migrations as unknown as MigrationModule[]).find((each) => each.name.endsWith('_dealership_ids_as_text'))
  if (!found) throw new Error('No dealership_ids_as_text migration')
  migration = found
})

afterAll(async () => {
  await test?.cleanup()
})

/** Runs one step of the migration on the adapter's own connection, as payload migrate does. */
const run = (step: 'up' | 'down') => migration[step]({ db: (payload.db as unknown as { drizzle: unknown }).drizzle, payload, req: {} })

/** The stored dealership_id of a car and the kind of value the database holds it as. */
async function stored(table: 'vehicles' | 'phone_reveals', id: number | string): Promise<Stored> {
  const db = payload.db as unknown as {
    client?: { execute(statement: { sql: string; args: unknown[] }): Promise<{ rows: Stored[] }> }
    pool?: { query(sql: string, args: unknown[]): Promise<{ rows: Stored[] }> }
  }
  if (testDatabase === 'postgres') {
    const result = await db.pool!.query(
      `SELECT pg_typeof(dealership_id)::text AS kind, dealership_id AS value FROM "${table}" WHERE id = $1`,
      [id],
    )
    return { kind: result.rows[0]!.kind, value: result.rows[0]!.value }
  }
  const result = await db.client!.execute({
    sql: `SELECT typeof(dealership_id) AS kind, dealership_id AS value FROM "${table}" WHERE id = ?`,
    args: [id],
  })
  return { kind: result.rows[0]!.kind, value: result.rows[0]!.value }
}

describeNeeding(emulatorLimits.sqlSchema)(`the dealership_ids_as_text migration on stored cars (${testDatabase})`, () => {
  it('turns a stored numeric dealership id into its text and keeps every car, its pictures and its phone reveals', async () => {
    const { tenant } = await createTenantFixture(payload, 'migrated')
    const images = [{ url: 'https://cdn.example.com/front.jpg' }, { url: 'https://cdn.example.com/back.jpg' }]
    const base = {
      tenant: tenant.id,
      make: 'Toyota',
      model: 'Corolla',
      year: 2021,
      car_type: 'used',
      status: 'in_stock',
      price: 25990,
    } as const
    const atDealership = await payload.create({
      collection: 'vehicles',
      data: { ...base, stocknum: 'M1', dealership_id: '7', images },
      overrideAccess: true,
    })
    const nowhere = await payload.create({ collection: 'vehicles', data: { ...base, stocknum: 'M2', images }, overrideAccess: true })
    const reveal = await payload.create({
      collection: 'phone-reveals',
      data: { tenant: tenant.id, revealed_at: new Date().toISOString(), car: atDealership.id, dealership_id: '7' },
      overrideAccess: true,
    })

    // The column as it was before the migration: a number.
    await run('down')
    expect(await stored('vehicles', atDealership.id)).toMatchObject({ kind: testDatabase === 'postgres' ? 'numeric' : 'integer' })
    expect(Number((await stored('vehicles', atDealership.id)).value)).toBe(7)

    await run('up')
    const textKind = testDatabase === 'postgres' ? 'character varying' : 'text'
    expect(await stored('vehicles', atDealership.id)).toEqual({ kind: textKind, value: '7' })
    expect(await stored('phone_reveals', reveal.id)).toEqual({ kind: textKind, value: '7' })
    expect((await stored('vehicles', nowhere.id)).value).toBeNull()

    const found = await payload.find({
      collection: 'vehicles',
      where: { and: [{ tenant: { equals: tenant.id } }, { dealership_id: { equals: '7' } }] },
      depth: 0,
      overrideAccess: true,
    })
    expect(found.docs.map((car) => car.id)).toEqual([atDealership.id])
    expect(found.docs[0]!.images?.map((image) => image.url)).toEqual(images.map((image) => image.url))
    const other = await payload.findByID({ collection: 'vehicles', id: nowhere.id, depth: 0, overrideAccess: true })
    expect(other.images).toHaveLength(2)
    expect(await payload.findByID({ collection: 'phone-reveals', id: reveal.id, depth: 0, overrideAccess: true })).toMatchObject({
      dealership_id: '7',
    })
  })
})
