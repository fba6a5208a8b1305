import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import {
  CHANGE_NOTIFY_CHANNEL,
  contentChangedEndpoint,
  onTenantContentChanged,
  PLATFORM_CHANGES_SLUG,
  channelState,
  startChangeChannel,
  type ChangeChannel,
  type ContentChange,
} from '../src/contentChanges/channel'
import { tenantSearchIndex } from '../src/search/registry'
import { createTenantFixture, type TenantFixture } from './helpers/fixtures'
import { bootTestPayload, type TestPayload } from './helpers/testPayload'

/**
 * The change channel between server processes (contentChanges/channel.ts), on the database the suite
 * runs on (SQLite, or PostgreSQL with TEST_POSTGRES_URL): what the hooks send for a save, and what a
 * process does with a change another process made. The two real processes are in
 * tests/e2e/twoProcesses.spec.ts; here "another process" writes the way one would: around this
 * process's hooks, with another origin.
 */
let test: TestPayload
let payload: Payload
let tenant: TenantFixture
let channel: ChangeChannel | undefined
const postgres = () => payload.db.name === 'postgres'

beforeAll(async () => {
  test = await bootTestPayload()
  payload = test.payload
  tenant = await createTenantFixture(payload, 'channel', '#00aa00')
})

afterAll(async () => {
  await channel?.stop()
  await test?.cleanup()
})

type PoolClient = {
  query(text: string): Promise<unknown>
  on(event: 'notification', listener: (message: { channel: string; payload?: string }) => void): void
  release(): void
}

/** Reads until `done` holds or `ms` have passed; the last reading either way. */
async function within<T>(ms: number, read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await read()
    if (done(value) || Date.now() >= deadline) return value
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

async function createCar(stocknum: string, price: number) {
  return payload.create({
    collection: 'vehicles',
    data: { tenant: tenant.tenant.id, stocknum, make: 'Toyota', model: 'Corolla', price, year: 2022, status: 'in_stock', car_type: 'used' },
    overrideAccess: true,
  })
}

describe('the change channel', () => {
  it('tells the other processes of a saved and a deleted car, once the save is committed', async () => {
    const heard: Array<Record<string, unknown>> = []
    let listener: PoolClient | undefined
    if (postgres()) {
      listener = await (payload.db as unknown as { pool: { connect(): Promise<PoolClient> } }).pool.connect()
      listener.on('notification', (message) => {
        if (message.channel === CHANGE_NOTIFY_CHANNEL && message.payload) heard.push(JSON.parse(message.payload) as Record<string, unknown>)
      })
      await listener.query(`LISTEN ${CHANGE_NOTIFY_CHANNEL}`)
    }
    const car = await createCar('CH1', 20_000)
    await payload.delete({ collection: 'vehicles', id: car.id, overrideAccess: true })
    const expected = [
      {
        origin: channelState().origin,
        tenant: String(tenant.tenant.id),
        collection: 'vehicles',
        id: String(car.id),
        operation: 'change',
      },
      {
        origin: channelState().origin,
        tenant: String(tenant.tenant.id),
        collection: 'vehicles',
        id: String(car.id),
        operation: 'delete',
      },
    ]
    if (listener) {
      await within(
        2_000,
        async () => heard.length,
        (count) => count >= 2,
      )
      await listener.query(`UNLISTEN ${CHANGE_NOTIFY_CHANNEL}`)
      listener.release()
      expect(heard.filter((message) => message.id === String(car.id) && message.collection === 'vehicles')).toEqual(expected)
    } else {
      const rows = await payload.find({
        collection: PLATFORM_CHANGES_SLUG,
        where: { document: { equals: String(car.id) }, changed_collection: { equals: 'vehicles' } },
        sort: 'id',
        overrideAccess: true,
        pagination: false,
      })
      expect(
        rows.docs.map(({ origin, changed_tenant, changed_collection, document, operation }) => ({
          origin,
          tenant: changed_tenant,
          collection: changed_collection,
          id: document,
          operation,
        })),
      ).toEqual(expected)
    }
  })

  it('brings this process’s search index level with a car another process changed, within a second', async () => {
    const car = await createCar('CH2', 30_000)
    const index = await tenantSearchIndex(payload, tenant.tenant.id)
    expect(index.get(String(car.id))).toMatchObject({ price: 30_000 })
    channel = startChangeChannel(payload, 100)
    expect(channel.kind).toBe(postgres() ? 'notify' : 'poll')
    // Let the poller note where the changes stand, or the listening connection connect.
    await new Promise((resolve) => setTimeout(resolve, 500))

    // Another process: the car changed around this process's hooks, and the change told with another origin.
    const updatedAt = new Date(Date.now() + 1_000).toISOString()
    await payload.db.updateOne({ collection: 'vehicles', id: car.id, data: { price: 31_500, updatedAt } })
    const message = {
      origin: 'another-process',
      tenant: String(tenant.tenant.id),
      collection: 'vehicles',
      id: String(car.id),
      operation: 'change',
    }
    if (postgres()) {
      const db = (payload.db as unknown as { drizzle: { execute(query: unknown): Promise<unknown> } }).drizzle
      await db.execute(sql`select pg_notify(${CHANGE_NOTIFY_CHANNEL}, ${JSON.stringify(message)})`)
    } else {
      await payload.db.create({
        collection: PLATFORM_CHANGES_SLUG,
        data: {
          origin: message.origin,
          changed_tenant: message.tenant,
          changed_collection: message.collection,
          document: message.id,
          operation: message.operation,
        },
      })
    }
    const price = async () => (await tenantSearchIndex(payload, tenant.tenant.id)).get(String(car.id))?.price
    expect(await within(1_000, price, (value) => value === 31_500)).toBe(31_500)

    // Hidden by the other process: gone from this one's index.
    await payload.db.updateOne({
      collection: 'vehicles',
      id: car.id,
      data: { show_on_dealer_website: false, updatedAt: new Date(Date.now() + 2_000).toISOString() },
    })
    if (postgres()) {
      const db = (payload.db as unknown as { drizzle: { execute(query: unknown): Promise<unknown> } }).drizzle
      await db.execute(sql`select pg_notify(${CHANGE_NOTIFY_CHANNEL}, ${JSON.stringify(message)})`)
    } else {
      await payload.db.create({
        collection: PLATFORM_CHANGES_SLUG,
        data: {
          origin: 'another-process',
          changed_tenant: message.tenant,
          changed_collection: 'vehicles',
          document: message.id,
          operation: 'change',
        },
      })
    }
    const listed = async () => (await tenantSearchIndex(payload, tenant.tenant.id)).get(String(car.id)) !== undefined
    expect(await within(1_000, listed, (value) => !value)).toBe(false)
  })

  it('runs the listeners only for a request carrying this process’s own token', async () => {
    const heard: ContentChange[][] = []
    const unsubscribe = onTenantContentChanged('test', (changes) => {
      heard.push([...changes])
    })
    const changes: ContentChange[] = [{ tenant: String(tenant.tenant.id), collection: 'pages', id: '7', operation: 'change' }]
    const call = (headers: Record<string, string>, body: string) =>
      contentChangedEndpoint.handler({ headers: new Headers(headers), text: async () => body, payload } as unknown as PayloadRequest)
    try {
      expect((await call({}, JSON.stringify({ changes }))).status).toBe(404)
      expect((await call({ 'x-forecourt-change-token': 'guessed' }, JSON.stringify({ changes }))).status).toBe(404)
      expect(heard).toEqual([])
      const token = { 'x-forecourt-change-token': channelState().token }
      expect((await call(token, '{"changes":[{"tenant":1}]}')).status).toBe(400)
      expect((await call(token, JSON.stringify({ changes }))).status).toBe(204)
      expect(heard).toEqual([changes])
    } finally {
      unsubscribe()
    }
  })
})
