/**
 * The change channel between the server processes that share one database. Each process keeps its own
 * search index per tenant and its own page cache; the collection hooks keep both current for the
 * changes made in that process, and this channel tells every other process of them, within a second:
 *
 * - PostgreSQL: the hooks send a `NOTIFY` (one per change: tenant, collection, id, operation) in the
 *   saving transaction, so it is delivered when the change is committed and never when it is rolled
 *   back; each process holds one connection that `LISTEN`s.
 * - SQLite and MongoDB (no notifications): the hooks write a row to `platform-changes` in the saving
 *   transaction, and each process reads the rows after the last one it has seen every
 *   CHANGE_POLL_INTERVAL_MS (250 ms by default). Rows older than ten minutes are removed.
 *
 * A process that hears of a change it did not make brings the car up to date in its search index (or
 * rebuilds the tenant's index after a bulk change) and then calls what the renderer subscribed with
 * `onTenantContentChanged`, which expires that tenant's cached pages. Next.js expires cache tags only
 * inside a request (`revalidateTag` outside one throws "static generation store missing"), so the
 * listeners are run inside a request the process makes to itself: a POST to
 * `/api/platform/content-changed` carrying a token that never leaves the process.
 *
 * What the channel can miss (a process that was down, a lost connection, a write made around Payload)
 * is repaired by the periodic reconciliation of the search indices (search/reconcile.ts); after a lost
 * `LISTEN` connection every tenant is treated as changed.
 */
import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { CollectionConfig, Endpoint, Payload, PayloadRequest, Where } from 'payload'

import { nobody } from '../access/nobody'
import { noStoreJson, readBoundedJson } from '../lib/publicEndpoint'
import { reconcileSearchIndices } from '../search/reconcile'
import { rebuildTenantSearchIndex, refreshVehicleFromDatabase } from '../search/registry'
import { processSlot } from '../lib/processSlot'
import { platformSettings } from '../platform/settings'

/** One saved or deleted document of a tenant. `collection` is `*` when anything of the tenant may have changed. */
export type ContentChange = {
  tenant: string
  collection: string
  id: string
  operation: 'change' | 'delete'
}

/** Called with the changes other processes made, inside a request of this process (so `revalidateTag` works). */
export type ContentChangeListener = (changes: readonly ContentChange[]) => void | Promise<void>

export type ChangeChannel = {
  /** `notify`: PostgreSQL's LISTEN/NOTIFY; `poll`: the `platform-changes` rows (SQLite, MongoDB). */
  readonly kind: 'notify' | 'poll'
  stop(): Promise<void>
}

export const PLATFORM_CHANGES_SLUG = 'platform-changes'
/** The PostgreSQL notification channel. */
export const CHANGE_NOTIFY_CHANNEL = 'forecourt_content_changes'
export const CONTENT_CHANGED_PATH = '/platform/content-changed'
const tokenHeader = 'x-forecourt-change-token'

/** What the channel keeps for the whole process, whichever bundle asks (lib/processSlot.ts). */
export type ChannelState = {
  /** This process's name on the channel, so it can tell its own changes from other processes'. */
  origin: string
  /** What the process's request to itself carries to run the listeners; never leaves the process. */
  token: string
  /** What the renderer subscribed to hear of other processes' changes. */
  listeners: Map<string, ContentChangeListener>
}

/** This process on the channel: its name, its token and its listeners. */
export function channelState(): ChannelState {
  return processSlot<ChannelState>('contentChanges', () => ({
    origin: randomUUID(),
    token: randomBytes(32).toString('base64url'),
    listeners: new Map(),
  }))
}

/** How long a recorded change is kept for the pollers: far longer than any process takes to read it. */
const retentionMs = 10 * 60_000
const pruneEveryMs = 60_000
/** Mongo's ids are not ordered across processes, so its pollers read again the rows of this last stretch. */
const mongoOverlapMs = 10_000
/** More changed cars of one tenant than this in one batch (a stock import) rebuild its index instead. */
const maxPatchedCars = 200
/** Rows one poll reads at most; the next poll reads on from there. */
const pollPageSize = 500
const reconnectDelayMs = 1_000

type Operation = ContentChange['operation']

/** The row of a recorded change (SQLite, MongoDB). */
export const PlatformChanges: CollectionConfig = {
  slug: PLATFORM_CHANGES_SLUG,
  labels: { singular: 'Platform change', plural: 'Platform changes' },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  graphQL: false,
  lockDocuments: false,
  fields: [
    { name: 'origin', label: 'Origin process', type: 'text', required: true },
    // Not `tenant`: that name marks a collection as tenant content, which these rows are not.
    { name: 'changed_tenant', label: 'Tenant', type: 'text', required: true },
    { name: 'changed_collection', label: 'Collection', type: 'text', required: true },
    { name: 'document', label: 'Document', type: 'text', required: true },
    {
      name: 'operation',
      type: 'select',
      required: true,
      options: [
        { label: 'Change', value: 'change' },
        { label: 'Delete', value: 'delete' },
      ],
    },
  ],
}

type ChangeMessage = ContentChange & { origin: string }

function isChangeMessage(value: unknown): value is ChangeMessage {
  if (!value || typeof value !== 'object') return false
  const message = value as Record<string, unknown>
  return (
    typeof message.origin === 'string' &&
    typeof message.tenant === 'string' &&
    typeof message.collection === 'string' &&
    typeof message.id === 'string' &&
    (message.operation === 'change' || message.operation === 'delete')
  )
}

type PostgresAdapterView = {
  name: 'postgres'
  drizzle: { execute(query: unknown): Promise<unknown> }
  sessions?: Record<string | number, { db?: { execute(query: unknown): Promise<unknown> } } | undefined>
  pool: { connect(): Promise<ListeningClient> }
}

type ListeningClient = {
  query(text: string): Promise<unknown>
  on(event: 'notification', listener: (message: { channel: string; payload?: string }) => void): void
  on(event: 'error', listener: (error: Error) => void): void
  removeAllListeners(): void
  release(error?: Error | boolean): void
}

function postgresAdapter(payload: Payload): PostgresAdapterView | undefined {
  return payload.db.name === 'postgres' ? (payload.db as unknown as PostgresAdapterView) : undefined
}

/**
 * Tells the other processes of changes made in this request: called by the collection hooks
 * (hooks/revalidateTenantContent.ts), in the request's transaction so that nothing is told of a change
 * that is rolled back, and nothing before it is committed.
 */
export async function recordContentChanges(
  req: PayloadRequest,
  tenants: ReadonlyArray<number | string>,
  collection: string,
  id: number | string,
  operation: Operation,
): Promise<void> {
  if (tenants.length === 0) return
  const { payload } = req
  const origin = channelState().origin
  const postgres = postgresAdapter(payload)
  if (postgres) {
    const transactionID = req.transactionID ? await req.transactionID : undefined
    const db = (transactionID !== undefined ? postgres.sessions?.[transactionID]?.db : undefined) ?? postgres.drizzle
    for (const tenant of tenants) {
      const message: ChangeMessage = { origin, tenant: String(tenant), collection, id: String(id), operation }
      await db.execute(sql`select pg_notify(${CHANGE_NOTIFY_CHANNEL}, ${JSON.stringify(message)})`)
    }
    return
  }
  for (const tenant of tenants) {
    await payload.create({
      collection: PLATFORM_CHANGES_SLUG,
      data: { origin, changed_tenant: String(tenant), changed_collection: collection, document: String(id), operation },
      req,
      depth: 0,
      overrideAccess: true,
    })
  }
}

/**
 * Subscribes to the changes other processes make (the renderer's start-up code, to expire their pages),
 * under a name: subscribing again under the same name replaces the listener (start-up code can run
 * again in development). Returns the unsubscribe. Listeners run inside a request of this process, one
 * call per batch.
 */
export function onTenantContentChanged(name: string, listener: ContentChangeListener): () => void {
  const listeners = channelState().listeners
  listeners.set(name, listener)
  return () => {
    if (listeners.get(name) === listener) listeners.delete(name)
  }
}

function sameToken(given: string | null, expected: string): boolean {
  if (given === null) return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

function isContentChange(value: unknown): value is ContentChange {
  return isChangeMessage({ ...(value as object), origin: '' })
}

/**
 * POST /api/platform/content-changed: the request a process makes to itself to run the listeners.
 * Anyone else gets 404: the token is made by the process and sent only to itself.
 */
export const contentChangedEndpoint: Endpoint = {
  path: CONTENT_CHANGED_PATH,
  method: 'post',
  custom: { readsOwnBody: true },
  handler: async (req) => {
    const state = channelState()
    if (!sameToken(req.headers.get(tokenHeader), state.token)) return noStoreJson(404, { message: 'Not Found' })
    const body = await readBoundedJson(req, 1024 * 1024)
    const changes = (body as { changes?: unknown } | null)?.changes
    if (!Array.isArray(changes) || !changes.every(isContentChange)) return noStoreJson(400, { message: 'Expected { changes: [...] }.' })
    for (const listener of state.listeners.values()) {
      try {
        await listener(changes)
      } catch (error) {
        req.payload.logger.error({ err: error }, 'A content change listener failed')
      }
    }
    return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
  },
}

/** Runs the listeners inside a request to this process's own server (see the top of the file). */
async function announce(payload: Payload, changes: readonly ContentChange[]): Promise<void> {
  const state = channelState()
  if (changes.length === 0 || state.listeners.size === 0) return
  const url = `http://127.0.0.1:${platformSettings().server.port}/api${CONTENT_CHANGED_PATH}`
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [tokenHeader]: state.token },
      body: JSON.stringify({ changes }),
      signal: AbortSignal.timeout(10_000),
    })
    if (!response.ok) throw new Error(`answered ${response.status}`)
  } catch (error) {
    payload.logger.warn({ err: error }, `Pages changed by another process not expired (${url})`)
  }
}

/**
 * Applies other processes' changes one batch at a time: search indices first, so that a page
 * rendered after its cache expired finds the index current, then the listeners.
 */
class ChangeReceiver {
  private pending: ContentChange[] = []
  private draining: Promise<void> | undefined

  constructor(private readonly payload: Payload) {}

  hear(changes: readonly ContentChange[]): void {
    if (changes.length === 0) return
    this.pending.push(...changes)
    this.draining ??= this.drain()
  }

  /** Settles when what has been heard so far is applied (for stopping). */
  async idle(): Promise<void> {
    await this.draining
  }

  private async drain(): Promise<void> {
    try {
      while (this.pending.length > 0) {
        const batch = this.pending.splice(0)
        await this.apply(batch)
      }
    } finally {
      this.draining = undefined
    }
  }

  private async apply(batch: readonly ContentChange[]): Promise<void> {
    const unique = [...new Map(batch.map((change) => [`${change.tenant}\u0000${change.collection}\u0000${change.id}`, change])).values()]
    const everything = unique.some((change) => change.collection === '*')
    try {
      if (everything) {
        await reconcileSearchIndices(this.payload)
      } else {
        const carsByTenant = new Map<string, Set<string>>()
        for (const change of unique) {
          if (change.collection !== 'vehicles') continue
          const cars = carsByTenant.get(change.tenant) ?? new Set<string>()
          cars.add(change.id)
          carsByTenant.set(change.tenant, cars)
        }
        for (const [tenant, cars] of carsByTenant) {
          if (cars.size > maxPatchedCars) await rebuildTenantSearchIndex(this.payload, tenant)
          else for (const car of cars) await refreshVehicleFromDatabase(this.payload, tenant, car)
        }
      }
    } catch (error) {
      this.payload.logger.error(
        { err: error },
        'A change made by another process did not reach the search index; the reconciliation repairs it',
      )
    }
    await announce(this.payload, unique)
  }
}

/** Every tenant, as changed: after a lost connection nothing tells what was missed. */
async function everyTenantChanged(payload: Payload): Promise<ContentChange[]> {
  const tenants = await payload.find({ collection: 'tenants', pagination: false, depth: 0, select: {}, overrideAccess: true })
  return tenants.docs.map((tenant) => ({ tenant: String(tenant.id), collection: '*', id: '*', operation: 'change' }))
}

function listenOnPostgres(payload: Payload, adapter: PostgresAdapterView, receiver: ChangeReceiver): ChangeChannel {
  const origin = channelState().origin
  let client: ListeningClient | undefined
  let stopped = false
  let retry: NodeJS.Timeout | undefined

  const reconnectLater = () => {
    if (stopped || retry) return
    retry = setTimeout(() => {
      retry = undefined
      void connect(true)
    }, reconnectDelayMs)
    retry.unref()
  }

  const connect = async (catchUp: boolean) => {
    let connected: ListeningClient | undefined
    try {
      connected = await adapter.pool.connect()
      const own = connected
      own.on('notification', ({ channel, payload: text }) => {
        if (channel !== CHANGE_NOTIFY_CHANNEL || !text) return
        let message: unknown
        try {
          message = JSON.parse(text)
        } catch {
          return
        }
        if (!isChangeMessage(message) || message.origin === origin) return
        const { tenant, collection, id, operation } = message
        receiver.hear([{ tenant, collection, id, operation }])
      })
      own.on('error', (error) => {
        payload.logger.warn({ err: error }, 'The connection listening for other processes’ changes failed; reconnecting')
        if (client === own) client = undefined
        own.removeAllListeners()
        own.release(error)
        reconnectLater()
      })
      await own.query(`LISTEN ${CHANGE_NOTIFY_CHANNEL}`)
      if (stopped) {
        own.removeAllListeners()
        own.release()
        return
      }
      client = own
      if (catchUp) receiver.hear(await everyTenantChanged(payload))
    } catch (error) {
      payload.logger.warn({ err: error }, 'Could not listen for other processes’ changes; trying again')
      if (connected && client !== connected) {
        connected.removeAllListeners()
        connected.release(true)
      }
      reconnectLater()
    }
  }

  const started = connect(false)
  return {
    kind: 'notify',
    stop: async () => {
      stopped = true
      if (retry) clearTimeout(retry)
      await started
      const held = client
      client = undefined
      if (held) {
        await held.query(`UNLISTEN ${CHANGE_NOTIFY_CHANNEL}`).catch(() => undefined)
        held.removeAllListeners()
        held.release()
      }
      await receiver.idle()
    },
  }
}

type ChangeRow = {
  id: number | string
  origin: string
  changed_tenant: string
  changed_collection: string
  document: string
  operation: Operation
  createdAt: string
}

/**
 * SQLite: ids grow in commit order (one writer at a time), so each poll reads the rows after the last
 * id seen. MongoDB: ids are not ordered across processes, so each poll reads the rows created in the
 * last stretch again and skips those already seen.
 */
function pollChanges(payload: Payload, intervalMs: number, receiver: ChangeReceiver): ChangeChannel {
  const origin = channelState().origin
  const ordered = payload.db.name === 'sqlite'
  let lastId: number | string | undefined
  const seen = new Map<string, number>()
  let since = Date.now() - mongoOverlapMs
  let lastPrune = 0
  let running: Promise<void> | undefined
  let stopped = false

  const find = (where: Where, sort: string) =>
    payload.find({
      collection: PLATFORM_CHANGES_SLUG,
      where,
      sort,
      limit: pollPageSize,
      depth: 0,
      overrideAccess: true,
      pagination: false,
    }) as unknown as Promise<{ docs: ChangeRow[] }>

  const prune = async () => {
    lastPrune = Date.now()
    const old: Where = { createdAt: { less_than: new Date(Date.now() - retentionMs).toISOString() } }
    // SQLite gives a new row the highest id plus one: the newest row is never removed, or ids would
    // start again below what the pollers have seen.
    const where: Where = ordered && lastId !== undefined ? { and: [old, { id: { less_than: lastId } }] } : old
    await payload.db.deleteMany({ collection: PLATFORM_CHANGES_SLUG, where })
  }

  const poll = async () => {
    let rows: ChangeRow[]
    if (ordered) {
      if (lastId === undefined) {
        // The start-up index build read the database after this: only later rows are news.
        const latest = await find({}, '-id')
        lastId = latest.docs[0]?.id ?? 0
        return
      }
      rows = (await find({ id: { greater_than: lastId } }, 'id')).docs
      lastId = rows.at(-1)?.id ?? lastId
    } else {
      const from = since
      rows = (await find({ createdAt: { greater_than_equal: new Date(from).toISOString() } }, 'createdAt')).docs
      const now = Date.now()
      for (const [id, at] of seen) if (at < now - 2 * mongoOverlapMs) seen.delete(id)
      rows = rows.filter((row) => !seen.has(String(row.id)))
      for (const row of rows) seen.set(String(row.id), now)
      since = Math.max(from, now - mongoOverlapMs)
    }
    const foreign = rows.filter((row) => row.origin !== origin)
    receiver.hear(
      foreign.map((row) => ({
        tenant: row.changed_tenant,
        collection: row.changed_collection,
        id: row.document,
        operation: row.operation,
      })),
    )
    if (Date.now() - lastPrune > pruneEveryMs) await prune()
  }

  const tick = () => {
    if (running || stopped) return
    running = poll()
      .catch((error: unknown) => payload.logger.error({ err: error }, 'Reading other processes’ changes failed; the next poll tries again'))
      .finally(() => {
        running = undefined
      })
  }
  // At once: the first poll notes where the changes stand now.
  tick()
  const timer = setInterval(tick, intervalMs)
  timer.unref()
  return {
    kind: 'poll',
    stop: async () => {
      stopped = true
      clearInterval(timer)
      await running
      await receiver.idle()
    },
  }
}

/** Starts this process's side of the channel, with the Payload of the start-up code (platform/services.ts). */
export function startChangeChannel(payload: Payload, pollIntervalMs: number): ChangeChannel {
  const receiver = new ChangeReceiver(payload)
  const postgres = postgresAdapter(payload)
  return postgres ? listenOnPostgres(payload, postgres, receiver) : pollChanges(payload, pollIntervalMs, receiver)
}

/**
 * The process's channel, started with the first caller's Payload (the start-up code, once the renderer has
 * subscribed); stopping it lets a later call start another.
 */
export function processChangeChannel(payload: Payload): ChangeChannel {
  const held = processSlot<{ channel?: ChangeChannel }>('changeChannel', () => ({}))
  if (held.channel) return held.channel
  const started = startChangeChannel(payload, platformSettings().changes.pollIntervalMs)
  const channel: ChangeChannel = {
    kind: started.kind,
    stop: async () => {
      if (held.channel === channel) delete held.channel
      await started.stop()
    },
  }
  held.channel = channel
  return channel
}
