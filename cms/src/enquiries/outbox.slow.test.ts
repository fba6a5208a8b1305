import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { XMLParser } from 'fast-xml-parser'
import PostalMime from 'postal-mime'
import { SMTPServer } from 'smtp-server'

import { validateEnquiry } from '@forecourt/domain/enquiry'

import { deliveryJobKey, leadNotificationEmail, verifyWebhookSignature, type RetryPolicy } from './delivery'
import { buildLeadPayload, type StoredLead } from './leadPayload'
import { DeliveryRunner, MemoryDeliveryJobStore, OUTBOX_DELIVERY_KEY_HEADER, type DeliveryResolver, type OutboxJob } from './outbox'
import { smtpConfigOfEnv } from '../../test/helpers/smtpConfig'
import { createSmtpTransport } from './smtp'

const policy: RetryPolicy = { baseDelayMs: 1_000, maxDelayMs: 4_000, maxAutomaticAttempts: 20 }
const t0 = new Date('2025-06-02T03:04:05.000Z')
const at = (ms: number) => new Date(t0.getTime() + ms)
const recipients = ['sales@harbourside.example', 'manager@harbourside.example']
const webhookSecret = 'test-secret'

function makeLead(index: number): StoredLead {
  const result = validateEnquiry(
    { kind: 'vehicle' },
    {
      name: `Jane${index}`,
      last_name: 'Citizen',
      email: `jane${index}@example.com.au`,
      phone: '0412 345 678',
      postcode: '2000',
      message: 'Is it still available?',
      idempotency_key: `3f2c1a9e-7b7d-4c1e-9a51-${String(index).padStart(12, '0')}`,
    },
  )
  if (!result.ok) throw new Error(JSON.stringify(result.errors))
  return buildLeadPayload('vehicle', result.data, {
    tenant: 1,
    url: 'https://harbourside.example/cars/2021-toyota-corolla',
    receivedAt: t0,
    optInWording: 'Keep me informed.',
    car: { id: 4711, make: 'Toyota', model: 'Corolla', year: 2021, stocknum: `T${index}`, price: 25990, km: 45210 },
  })
}

const leads = new Map<string, StoredLead>()
let webhookUrl = ''

const resolve: DeliveryResolver = async (job: OutboxJob) => {
  const lead = leads.get(job.leadId)
  if (!lead) return `Lead ${job.leadId} not found`
  const base = {
    lead,
    vendor: { name: 'Harbourside Toyota', email: 'sales@harbourside.example' },
    dealershipName: 'Harbourside Toyota',
    providerUrl: 'https://harbourside.example',
  }
  if (job.channel === 'email') return { ...base, target: { channel: 'email', to: recipients } }
  if (job.channel === 'webhook') return { ...base, target: { channel: 'webhook', url: webhookUrl, secret: webhookSecret } }
  return `Channel ${job.channel} is not delivered by this runner`
}

// ---------------------------------------------------------------------------------------------
// A real SMTP server that can be stopped and brought back on the same port.

type Received = { raw: Buffer; rcptTo: string[] }
const received: Received[] = []
let smtp: SMTPServer | null = null
let smtpPort = 0

function startSmtp(port: number): Promise<number> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({ raw: Buffer.concat(chunks), rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address) })
        callback()
      })
    },
  })
  smtp = server
  return new Promise((done, fail) => {
    server.once('error', fail)
    server.listen(port, '127.0.0.1', () => done((server.server.address() as AddressInfo).port))
  })
}

function stopSmtp(): Promise<void> {
  const server = smtp
  smtp = null
  return new Promise((done) => (server ? server.close(() => done()) : done()))
}

async function parsedMessages() {
  return Promise.all(received.map(async (message) => ({ ...message, email: await PostalMime.parse(message.raw) })))
}

async function countsByJobKey(): Promise<Map<string, number>> {
  const counts = new Map<string, number>()
  for (const { email } of await parsedMessages()) {
    const key = email.headers.find((header) => header.key === OUTBOX_DELIVERY_KEY_HEADER.toLowerCase())?.value ?? '(none)'
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return counts
}

const transport = () =>
  createSmtpTransport(smtpConfigOfEnv({ SMTP_PORT: String(smtpPort) }), {
    connectionTimeoutMs: 2_000,
    greetingTimeoutMs: 2_000,
    socketTimeoutMs: 5_000,
  })

function runner(store: MemoryDeliveryJobStore, runnerId: string, extra: Partial<ConstructorParameters<typeof DeliveryRunner>[0]> = {}) {
  let jitter = 0
  return new DeliveryRunner({
    store,
    resolve,
    runnerId,
    mailer: { transport: transport(), from: 'Forecourt <leads@forecourt.example>' },
    policy,
    // Deterministic spread so tests know the retry window.
    random: () => ((jitter = (jitter + 0.37) % 1), jitter),
    batchSize: 100,
    concurrency: 5,
    ...extra,
  })
}

async function enqueueLeads(store: MemoryDeliveryJobStore, from: number, count: number, channel: 'email' | 'webhook' = 'email') {
  const keys: string[] = []
  for (let index = from; index < from + count; index += 1) {
    leads.set(String(index), makeLead(index))
    const { job } = await store.enqueue({ leadId: index, channel }, t0)
    keys.push(job.key)
  }
  return keys
}

beforeAll(async () => {
  smtpPort = await startSmtp(0)
})

afterAll(async () => {
  await stopSmtp()
})

describe('email delivery through a real SMTP server', () => {
  it('sends the notification to every recipient with the ADF attached', async () => {
    received.length = 0
    const store = new MemoryDeliveryJobStore()
    const [key] = await enqueueLeads(store, 1, 1)
    const result = await runner(store, 'a').tick(t0)
    expect(result).toEqual({ claimed: 1, delivered: 1, failed: 0, lost: 0 })

    const [message] = await parsedMessages()
    expect(received).toHaveLength(1)
    expect(message?.rcptTo.sort()).toEqual([...recipients].sort())
    const expected = leadNotificationEmail(makeLead(1), { leadId: '1', dealershipName: 'Harbourside Toyota' })
    expect(message?.email.subject).toBe(expected.subject)
    expect(message?.email.text?.replace(/\r\n/g, '\n').trim()).toBe(expected.text.trim())
    expect(message?.email.to?.map((to) => to.address).sort()).toEqual([...recipients].sort())

    const attachment = message?.email.attachments.find((file) => file.filename === 'lead-1.xml')
    expect(attachment?.mimeType).toBe('application/xml')
    const xml = typeof attachment?.content === 'string' ? attachment.content : new TextDecoder().decode(attachment?.content as ArrayBuffer)
    const adf = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false }).parse(xml) as Record<
      string,
      any
    >
    expect(adf.adf.prospect.id['#text']).toBe('1')
    expect(adf.adf.prospect.customer.contact.email).toBe('jane1@example.com.au')
    expect(adf.adf.prospect.vendor.vendorname).toBe('Harbourside Toyota')

    const job = await store.get(key ?? '')
    expect(job).toMatchObject({ status: 'delivered', attempts: 1, lastError: null, claimedBy: null })
    expect(await store.attempts(key ?? '')).toEqual([{ at: t0.toISOString(), runnerId: 'a', outcome: { kind: 'delivered' }, error: null }])
  })

  it('enqueues one job per lead, channel and destination', async () => {
    const store = new MemoryDeliveryJobStore()
    const first = await store.enqueue({ leadId: 7, channel: 'email' }, t0)
    const again = await store.enqueue({ leadId: '7', channel: 'email', destinationId: '' }, at(5_000))
    expect(again.created).toBe(false)
    expect(again.job.key).toBe(first.job.key)
    expect(first.job.key).toBe(deliveryJobKey(7, 'email'))
    expect((await store.enqueue({ leadId: 7, channel: 'email', destinationId: 'crm' }, t0)).created).toBe(true)
  })

  it('rides out an outage: failed attempts are recorded and retried, then 50 leads arrive exactly once, across a restart', async () => {
    received.length = 0
    const store = new MemoryDeliveryJobStore()
    const keys = await enqueueLeads(store, 100, 50)
    await stopSmtp()

    const first = runner(store, 'first')
    const failed = await first.tick(t0)
    expect(failed).toEqual({ claimed: 50, delivered: 0, failed: 50, lost: 0 })
    for (const key of keys) {
      const job = await store.get(key)
      expect(job?.status).toBe('pending')
      expect(job?.attempts).toBe(1)
      expect(job?.lastError).toMatch(/ECONNREFUSED|ECONNECTION|ESOCKET/)
      const wait = Date.parse(job?.nextAttemptAt ?? '') - t0.getTime()
      expect(wait).toBeGreaterThanOrEqual(policy.baseDelayMs / 2)
      expect(wait).toBeLessThanOrEqual(policy.baseDelayMs)
      const [attempt] = await store.attempts(key)
      expect(attempt).toMatchObject({ runnerId: 'first', outcome: { kind: 'network-error' } })
      expect(attempt?.error).toMatch(/Network error/)
    }
    // Nothing is due again before its backoff.
    expect(await first.tick(at(400))).toEqual({ claimed: 0, delivered: 0, failed: 0, lost: 0 })
    const second = await first.tick(at(1_000))
    expect(second.failed).toBe(50)
    expect((await store.get(keys[0] ?? ''))?.failuresInARow).toBe(2)
    await first.stop()

    // The server returns on the same port; a new runner instance picks up where the old one stopped.
    await startSmtp(smtpPort)
    const restarted = runner(store, 'restarted')
    let delivered = 0
    for (let step = 1; step <= 10 && delivered < 50; step += 1) delivered += (await restarted.tick(at(step * 5_000))).delivered
    expect(delivered).toBe(50)

    const counts = await countsByJobKey()
    expect(received).toHaveLength(50)
    for (const key of keys) expect(counts.get(key)).toBe(1)
    for (const key of keys) expect(await store.get(key)).toMatchObject({ status: 'delivered', attempts: 3, claimedBy: null })
    // Delivered jobs are never picked up again.
    expect((await restarted.tick(at(3_600_000))).claimed).toBe(0)
    expect(received).toHaveLength(50)
  })

  it('never double-sends when two runners tick the same store at once', async () => {
    received.length = 0
    const store = new MemoryDeliveryJobStore()
    const keys = await enqueueLeads(store, 200, 30)
    const a = runner(store, 'a', { concurrency: 3 })
    const b = runner(store, 'b', { concurrency: 4 })
    const [ra, rb] = await Promise.all([a.tick(t0), b.tick(t0)])
    expect(ra.claimed + rb.claimed).toBe(30)
    expect(ra.delivered + rb.delivered).toBe(30)
    const counts = await countsByJobKey()
    expect(received).toHaveLength(30)
    for (const key of keys) expect(counts.get(key)).toBe(1)
  })

  it('takes over a job whose runner died mid-send only after its claim expires', async () => {
    received.length = 0
    const store = new MemoryDeliveryJobStore()
    const [key = ''] = await enqueueLeads(store, 300, 1)
    expect(await store.claim(key, 'crashed', t0, 60_000)).not.toBeNull()
    const survivor = runner(store, 'survivor')
    expect((await survivor.tick(at(30_000))).claimed).toBe(0)
    expect((await survivor.tick(at(61_000))).delivered).toBe(1)
    expect(received).toHaveLength(1)
  })

  it('polls with start() and stops cleanly', async () => {
    received.length = 0
    const store = new MemoryDeliveryJobStore()
    const keys = await enqueueLeads(store, 400, 3)
    const polling = runner(store, 'poller', { clock: () => at(1), pollIntervalMs: 10 })
    polling.start()
    const deadline = Date.now() + 5_000
    while (received.length < 3 && Date.now() < deadline) await new Promise((done) => setTimeout(done, 10))
    await polling.stop()
    expect(received).toHaveLength(3)
    for (const key of keys) expect((await store.get(key))?.status).toBe('delivered')
  })

  it('ticks at once when nudged instead of waiting for the next poll, even mid-tick', async () => {
    received.length = 0
    const store = new MemoryDeliveryJobStore()
    const polling = runner(store, 'nudged', { clock: () => at(1), pollIntervalMs: 60_000 })
    polling.start()
    await new Promise((done) => setTimeout(done, 50))
    const [first] = await enqueueLeads(store, 600, 1)
    polling.nudge()
    // A second lead stored and nudged while the first is being sent is not left for the poll.
    const [second] = await enqueueLeads(store, 601, 1)
    polling.nudge()
    const deadline = Date.now() + 5_000
    while (received.length < 2 && Date.now() < deadline) await new Promise((done) => setTimeout(done, 10))
    await polling.stop()
    expect(received).toHaveLength(2)
    for (const key of [first, second]) expect((await store.get(key ?? ''))?.status).toBe('delivered')
    // A stopped runner ignores nudges.
    await enqueueLeads(store, 602, 1)
    polling.nudge()
    await new Promise((done) => setTimeout(done, 200))
    expect(received).toHaveLength(2)
  })

  it('drains a backlog larger than one batch at once rather than a batch per poll', async () => {
    received.length = 0
    const store = new MemoryDeliveryJobStore()
    // Stored while nothing delivered (an outage, a stopped server): five batches' worth.
    const keys = await enqueueLeads(store, 700, 25)
    const polling = runner(store, 'drainer', { clock: () => at(1), batchSize: 5, pollIntervalMs: 60_000 })
    polling.start()
    const deadline = Date.now() + 15_000
    while (received.length < 25 && Date.now() < deadline) await new Promise((done) => setTimeout(done, 10))
    await polling.stop()
    // With one batch per poll, 20 of them would still be waiting a minute for the next.
    expect(received).toHaveLength(25)
    for (const key of keys) expect((await store.get(key))?.status).toBe('delivered')
  })

  it('sends a job whose destination is missing to an operator instead of retrying', async () => {
    const store = new MemoryDeliveryJobStore()
    const { job } = await store.enqueue({ leadId: 'missing', channel: 'email' }, t0)
    await runner(store, 'a').tick(t0)
    expect(await store.get(job.key)).toMatchObject({ status: 'needs-operator', lastError: 'Not configured: Lead missing not found' })
  })
})

describe('webhook delivery', () => {
  let server: Server
  const hits: { body: string; signature: string | undefined; key: string | undefined; valid: boolean }[] = []
  let failuresLeft = 0

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8')
        const signature = request.headers['x-forecourt-signature'] as string | undefined
        hits.push({
          body,
          signature,
          key: request.headers['idempotency-key'] as string | undefined,
          valid: verifyWebhookSignature(body, webhookSecret, signature),
        })
        if (failuresLeft > 0) {
          failuresLeft -= 1
          response.writeHead(500).end('down')
        } else {
          response.writeHead(202).end()
        }
      })
    })
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    webhookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`
  })

  afterAll(async () => {
    await new Promise((done) => server.close(done))
  })

  it('signs the body and retries on 500 until accepted', async () => {
    hits.length = 0
    failuresLeft = 2
    const store = new MemoryDeliveryJobStore()
    const [key = ''] = await enqueueLeads(store, 500, 1, 'webhook')
    const web = runner(store, 'web')

    expect((await web.tick(t0)).failed).toBe(1)
    expect(await store.get(key)).toMatchObject({ status: 'pending', lastError: 'HTTP 500', failuresInARow: 1 })
    expect((await web.tick(at(1_000))).failed).toBe(1)
    expect((await web.tick(at(10_000))).delivered).toBe(1)
    expect((await web.tick(at(60_000))).claimed).toBe(0)

    expect(hits).toHaveLength(3)
    for (const hit of hits) {
      expect(hit.valid).toBe(true)
      expect(hit.key).toBe(key)
    }
    expect(verifyWebhookSignature(hits[0]?.body ?? '', 'wrong-secret', hits[0]?.signature)).toBe(false)
    const body = JSON.parse(hits[2]?.body ?? '{}') as { lead_id: string; lead: StoredLead }
    expect(body.lead_id).toBe('500')
    expect(body.lead.customer.email).toBe('jane500@example.com.au')
    expect((await store.attempts(key)).map((attempt) => attempt.error)).toEqual(['HTTP 500', 'HTTP 500', null])
  })
})

describe('the SMTP settings', () => {
  it('defaults to a local catch-all without auth', () => {
    expect(smtpConfigOfEnv({})).toEqual({
      host: '127.0.0.1',
      port: 1025,
      secure: false,
      auth: null,
      from: 'Forecourt <no-reply@localhost>',
    })
  })

  it('reads every variable, treating blanks as unset', () => {
    expect(
      smtpConfigOfEnv({
        SMTP_HOST: 'smtp.example.com',
        SMTP_PORT: '465',
        SMTP_USER: 'u',
        SMTP_PASS: 'p',
        MAIL_FROM: 'Leads <leads@example.com>',
        SMTP_SECURE: '',
      }),
    ).toEqual({ host: 'smtp.example.com', port: 465, secure: true, auth: { user: 'u', pass: 'p' }, from: 'Leads <leads@example.com>' })
    expect(smtpConfigOfEnv({ SMTP_PORT: '587', SMTP_SECURE: 'false' }).secure).toBe(false)
  })

  it('names each bad value', () => {
    expect(() => smtpConfigOfEnv({ SMTP_PORT: 'abc' })).toThrow(/SMTP_PORT must be a whole number/)
    expect(() => smtpConfigOfEnv({ SMTP_PORT: '70000' })).toThrow('SMTP_PORT must be a whole number from 1 to 65535 (got "70000").')
    expect(() => smtpConfigOfEnv({ SMTP_SECURE: 'maybe' })).toThrow(/SMTP_SECURE must be true or false/)
    expect(() => smtpConfigOfEnv({ SMTP_USER: 'u' })).toThrow('SMTP_PASS must be set together with SMTP_USER (not set).')
    expect(() => smtpConfigOfEnv({ MAIL_FROM: 'not an address' })).toThrow(/MAIL_FROM must be an address/)
    expect(() => smtpConfigOfEnv({ SMTP_HOST: 'smtp://x:25' })).toThrow(/SMTP_HOST must be a host name/)
    expect(() => smtpConfigOfEnv({ SMTP_FROM: 'not an address' })).toThrow(/SMTP_FROM must be an address/)
    expect(() => smtpConfigOfEnv({ NODE_ENV: 'production', SMTP_HOST: 'smtp.example.com' })).toThrow(
      'SMTP_FROM must be set in production when SMTP_HOST is (not set).',
    )
    expect(smtpConfigOfEnv({ NODE_ENV: 'production', SMTP_HOST: 'smtp.example.com', MAIL_FROM: 'Leads <leads@example.com>' }).from).toBe(
      'Leads <leads@example.com>',
    )
    expect(smtpConfigOfEnv({ SMTP_FROM: 'New <new@example.com>', MAIL_FROM: 'Old <old@example.com>' }).from).toBe('New <new@example.com>')
  })
})
