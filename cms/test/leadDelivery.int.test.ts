import { createServer, type Server } from 'node:http'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import { XMLParser } from 'fast-xml-parser'
import { handleEndpoints, type Payload, type SanitizedConfig } from 'payload'
import PostalMime from 'postal-mime'
import { SMTPServer } from 'smtp-server'

import {
  deliveryJobKey,
  leadNotificationEmail,
  recordDeliveryAttempt,
  verifyWebhookSignature,
  type RetryPolicy,
} from '../src/enquiries/delivery'
import { storedLeadFromDocument } from '../src/enquiries/leadDocument'
import { OUTBOX_DELIVERY_KEY_HEADER } from '../src/enquiries/outbox'
import { PayloadDeliveryJobStore } from '../src/enquiries/payloadJobStore'
import { smtpConfigOfEnv } from './helpers/smtpConfig'
import { startLeadDeliveryWorker, type LeadDeliveryWorker, type LeadDeliveryWorkerOptions } from '../src/enquiries/worker'
import type { Enquiry, Tenant } from '@forecourt/schema'
import { createTenantFixture, tokenFor, type TenantFixture } from './helpers/fixtures'
import { rest } from './helpers/http'
import { bootTestPayload, type TestPayload } from './helpers/testPayload'

let test: TestPayload
let payload: Payload
let config: SanitizedConfig
let alpha: TenantFixture
let bravo: TenantFixture

const recipients = ['sales@alpha.example.com.au', 'manager@alpha.example.com.au']
const webhookSecret = 'bravo-webhook-secret-0123456789'

// Fast retries so an outage and its recovery fit in a test; never gives up on its own.
const policy: RetryPolicy = { baseDelayMs: 100, maxDelayMs: 400, maxAutomaticAttempts: 1_000 }

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

async function countsByDeliveryKey(): Promise<Map<string, number>> {
  const counts = new Map<string, number>()
  for (const { email } of await parsedMessages()) {
    const key = email.headers.find((header) => header.key === OUTBOX_DELIVERY_KEY_HEADER.toLowerCase())?.value ?? '(none)'
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return counts
}

// ---------------------------------------------------------------------------------------------
// A webhook receiver.

type Hit = { body: string; signature: string | undefined; key: string | undefined }
const hits: Hit[] = []
let webhook: Server
let webhookUrl = ''

// ---------------------------------------------------------------------------------------------

const workers: LeadDeliveryWorker[] = []

function worker(extra: LeadDeliveryWorkerOptions = {}): LeadDeliveryWorker {
  const started = startLeadDeliveryWorker(payload, {
    smtp: smtpConfigOfEnv({ SMTP_PORT: String(smtpPort), SMTP_FROM: 'Forecourt Leads <leads@forecourt.example>' }),
    smtpTimeouts: { connectionTimeoutMs: 10_000, greetingTimeoutMs: 10_000, socketTimeoutMs: 15_000 },
    intervalMs: 50,
    policy,
    ...extra,
  })
  workers.push(started)
  return started
}

async function stopWorkers() {
  await Promise.all(workers.splice(0).map((running) => running.stop()))
}

let submissions = 0

async function submit(host: string, extra: Record<string, unknown> = {}): Promise<number | string> {
  submissions += 1
  const body = {
    name: `Jane${submissions}`,
    last_name: 'Citizen',
    email: `jane${submissions}@example.com.au`,
    phone: '0412 345 678',
    postcode: '3000',
    message: 'Is it still available?',
    idempotency_key: `delivery-test-key-${String(submissions).padStart(8, '0')}`,
    ...extra,
  }
  const request = new Request(`http://${host}/api/enquiries/submit`, {
    method: 'POST',
    // A different address each time: these tests are about delivery, not the rate limit.
    headers: {
      host,
      'content-type': 'application/json',
      'x-forwarded-for': `192.0.2.${submissions % 250}`,
      'user-agent': 'ForecourtTest/1.0',
    },
    body: JSON.stringify(body),
  })
  const response = await handleEndpoints({ config, request, path: '/api/enquiries/submit' })
  const answer = (await response.json()) as { lead_id?: number | string }
  if (response.status !== 201 || answer.lead_id === undefined)
    throw new Error(`Submission refused: ${response.status} ${JSON.stringify(answer)}`)
  return answer.lead_id
}

const lead = (id: number | string) => payload.findByID({ collection: 'enquiries', id, overrideAccess: true, depth: 0 })

type StoredJob = {
  channel: string
  status: string
  attempts: number
  lastError: string | null
  claimedBy: string | null
  log: { runnerId: string; error: string | null }[]
}
const jobsOf = (doc: Enquiry) => (doc.deliveries ?? []) as StoredJob[]

async function waitFor(condition: () => Promise<boolean>, what: string, timeoutMs = 150_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

const allDelivered = (ids: (number | string)[]) => async () =>
  (await Promise.all(ids.map(lead))).every((doc) => doc.delivery_status === 'delivered')

beforeAll(async () => {
  test = await bootTestPayload()
  payload = test.payload
  config = test.config
  smtpPort = await startSmtp(0)

  webhook = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      hits.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: request.headers['x-forecourt-signature'] as string | undefined,
        key: request.headers['idempotency-key'] as string | undefined,
      })
      response.writeHead(202).end()
    })
  })
  await new Promise<void>((done) => webhook.listen(0, '127.0.0.1', done))
  webhookUrl = `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/leads`

  alpha = await createTenantFixture(payload, 'alpha', '#aa0000')
  bravo = await createTenantFixture(payload, 'bravo', '#0000aa')
  await payload.update({
    collection: 'tenants',
    id: alpha.tenant.id,
    data: {
      leadDelivery: { recipients: recipients.map((email) => ({ email })) },
      contact: { email: 'hello@alpha.example.com.au', address: { state: 'VIC' } },
    },
    overrideAccess: true,
  })
  await payload.update({
    collection: 'tenants',
    id: bravo.tenant.id,
    data: { leadDelivery: { webhookUrl, webhookSecret }, contact: { email: 'desk@bravo.example.com.au' } },
    overrideAccess: true,
  })
})

afterEach(async () => {
  await stopWorkers()
  // A test that failed half-way must not hand the next one a stopped mail server or leads to count.
  if (!smtp) await startSmtp(smtpPort)
  const store = new PayloadDeliveryJobStore(payload)
  const { docs } = await payload.find({
    collection: 'enquiries',
    where: { delivery_status: { equals: 'pending' } },
    limit: 1000,
    depth: 0,
    overrideAccess: true,
    select: {},
  })
  for (const doc of docs) await store.operatorAction(doc.id, () => true, { type: 'dismiss', operator: 'test cleanup' }, new Date())
})

afterAll(async () => {
  await stopWorkers()
  await stopSmtp()
  await new Promise((done) => webhook?.close(done))
  await test?.cleanup()
})

describe(`lead delivery (${process.env.TEST_POSTGRES_URL ? 'postgres' : 'sqlite'})`, () => {
  it('emails a new lead to the tenant’s recipients with the notification text and the ADF attached', async () => {
    received.length = 0
    // The email's HTML part is drawn in the tenant's brand (Site settings → Brand), its logo inline.
    await payload.create({
      collection: 'site-settings',
      data: { tenant: alpha.tenant.id, brand: { logo: alpha.media.id, header_colour: '#2f5d3a', header_text_colour: '#ffffff' } },
      overrideAccess: true,
    })
    // A long poll: only the intake's nudge can make this arrive in time.
    const running = worker({ intervalMs: 60_000 })
    await new Promise((resolve) => setTimeout(resolve, 100))
    const id = await submit('alpha.localhost:3000')
    await waitFor(async () => received.length >= 1, 'the lead email')
    await waitFor(allDelivered([id]), 'the lead to be marked delivered')

    const doc = await lead(id)
    const tenant = (await payload.findByID({ collection: 'tenants', id: alpha.tenant.id, overrideAccess: true })) as Tenant
    const expected = leadNotificationEmail(storedLeadFromDocument(doc), {
      leadId: String(id),
      dealershipName: tenant.name,
      timeZone: 'Australia/Melbourne',
    })
    const [message] = await parsedMessages()
    expect(received).toHaveLength(1)
    expect(message?.rcptTo.sort()).toEqual([...recipients].sort())
    expect(message?.email.from?.address).toBe('leads@forecourt.example')
    expect(message?.email.subject).toBe(expected.subject)
    expect(message?.email.subject).toContain('Jane')
    expect(message?.email.text?.replace(/\r\n/g, '\n').trim()).toBe(expected.text.trim())
    expect(message?.email.text).toContain(`Lead ID: ${id}`)
    expect(message?.email.html).toContain('background:#2f5d3a;color:#ffffff')
    expect(message?.email.html).toContain(`Lead ID: ${id}`)
    const logo = message?.email.attachments.find((file) => file.filename === 'logo.png')
    expect(logo?.mimeType).toBe('image/png')
    expect(logo?.contentId).toBe('<dealer-logo@forecourt>')
    expect(message?.email.html).toContain('src="cid:dealer-logo@forecourt"')

    const attachment = message?.email.attachments.find((file) => file.filename === `lead-${id}.xml`)
    expect(attachment?.mimeType).toBe('application/xml')
    const xml = typeof attachment?.content === 'string' ? attachment.content : new TextDecoder().decode(attachment?.content as ArrayBuffer)
    const adf = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false }).parse(xml) as Record<
      string,
      any
    >
    expect(adf.adf.prospect.id['#text']).toBe(String(id))
    expect(adf.adf.prospect.customer.contact.email).toBe(doc.email)
    // The DTD's address needs a street, which no form asks for: the postcode is given in the comments.
    expect(adf.adf.prospect.customer.comments).toContain('Postcode: 3000')
    expect(adf.adf.prospect.vendor.vendorname).toBe(tenant.name)
    expect(adf.adf.prospect.vendor.contact.email).toBe('hello@alpha.example.com.au')

    const [job] = jobsOf(doc)
    expect(job).toMatchObject({ channel: 'email', status: 'delivered', attempts: 1, lastError: null, claimedBy: null })
    expect(job?.log).toEqual([expect.objectContaining({ runnerId: running.runnerId, outcome: { kind: 'delivered' }, error: null })])
    expect(doc.next_delivery_at).toBeNull()
  })

  it('stores and answers 20 leads while the SMTP server is down, then delivers each exactly once, across a worker restart', async () => {
    received.length = 0
    await stopSmtp()
    const first = worker({ runnerId: 'first-worker' })

    // Each is answered with its lead_id although nothing can be sent (submit throws otherwise).
    const ids: (number | string)[] = []
    for (let index = 0; index < 20; index += 1) ids.push(await submit('alpha.localhost:3000'))
    expect(new Set(ids).size).toBe(20)

    // Every lead is stored, pending, with its failed attempts on record, and being retried.
    await waitFor(async () => {
      const attempts = (await Promise.all(ids.map(lead))).map((doc) => jobsOf(doc)[0]?.attempts ?? 0)
      return attempts.every((count) => count >= 1) && attempts.some((count) => count >= 2)
    }, 'failed attempts on every lead')
    for (const doc of await Promise.all(ids.map(lead))) {
      expect(doc.delivery_status).toBe('pending')
      const [job] = jobsOf(doc)
      expect(job?.status).toBe('pending')
      expect(job?.lastError).toMatch(/Network error/)
      expect(job?.log.every((attempt) => attempt.runnerId === 'first-worker' && /Network error/.test(attempt.error ?? ''))).toBe(true)
    }
    expect(received).toHaveLength(0)

    // The worker stops (a deploy) while the server is still down; a new one takes over once it is back.
    await first.stop()
    await startSmtp(smtpPort)
    const second = worker({ runnerId: 'second-worker' })
    await waitFor(allDelivered(ids), 'all 20 leads to be delivered')

    const counts = await countsByDeliveryKey()
    expect(received).toHaveLength(20)
    for (const id of ids) expect(counts.get(deliveryJobKey(id, 'email'))).toBe(1)
    for (const doc of await Promise.all(ids.map(lead))) {
      const [job] = jobsOf(doc)
      expect(job?.status).toBe('delivered')
      expect(job?.claimedBy).toBeNull()
      const successes = job?.log.filter((attempt) => attempt.error === null) ?? []
      expect(successes).toEqual([expect.objectContaining({ runnerId: second.runnerId })])
    }
    // Delivered leads are not picked up again.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(received).toHaveLength(20)
  }, 300_000)

  it('sends a job again after its lease when the runner holding it died mid-send', async () => {
    received.length = 0
    const id = await submit('alpha.localhost:3000')
    const key = deliveryJobKey(id, 'email')
    // Claimed by a runner that then vanished (no worker of that name exists to finish it).
    const claimedAt = new Date()
    expect(await new PayloadDeliveryJobStore(payload).claim(key, 'crashed-runner', claimedAt, 60_000)).not.toBeNull()
    const later = (ms: number) => new Date(claimedAt.getTime() + ms)
    const bystander = worker({ intervalMs: 60_000 })
    expect((await bystander.tick(later(30_000))).claimed).toBe(0)
    expect(received).toHaveLength(0)
    expect((await bystander.tick(later(61_000))).delivered).toBe(1)
    expect(received).toHaveLength(1)
    expect(jobsOf(await lead(id))[0]?.log).toEqual([expect.objectContaining({ runnerId: bystander.runnerId, error: null })])
  })

  it('never double-sends when two workers deliver from the same database at once', async () => {
    received.length = 0
    const ids: (number | string)[] = []
    for (let index = 0; index < 30; index += 1) ids.push(await submit('alpha.localhost:3000'))

    const left = worker({ runnerId: 'left', concurrency: 4, intervalMs: 20 })
    const right = worker({ runnerId: 'right', concurrency: 3, intervalMs: 20 })
    // And both by hand at the same instant, on top of their own polling.
    await Promise.all([left.tick(), right.tick(), left.tick(), right.tick()])
    await waitFor(allDelivered(ids), 'all 30 leads to be delivered')
    await new Promise((resolve) => setTimeout(resolve, 300))

    const counts = await countsByDeliveryKey()
    expect(received).toHaveLength(30)
    for (const id of ids) expect(counts.get(deliveryJobKey(id, 'email'))).toBe(1)
    const senders = new Set<string>()
    for (const doc of await Promise.all(ids.map(lead))) {
      const [job] = jobsOf(doc)
      expect(job?.status).toBe('delivered')
      // Exactly one successful send on record (a send that timed out on a busy machine is retried, which is fine).
      const successes = job?.log.filter((attempt) => attempt.error === null) ?? []
      expect(successes).toHaveLength(1)
      senders.add(successes[0]?.runnerId ?? '')
    }
    // Both took part, so the race was real.
    expect([...senders].sort()).toEqual(['left', 'right'])
  }, 300_000)

  it('posts the lead to the tenant’s webhook, signed with its shared secret, next to the email', async () => {
    received.length = 0
    hits.length = 0
    worker({ intervalMs: 60_000 })
    const id = await submit('bravo.localhost:3000', { form: 'finance' })
    await waitFor(allDelivered([id]), 'the webhook and email deliveries')

    expect(hits).toHaveLength(1)
    const [hit] = hits
    expect(verifyWebhookSignature(hit?.body ?? '', webhookSecret, hit?.signature)).toBe(true)
    expect(verifyWebhookSignature(hit?.body ?? '', 'another-secret', hit?.signature)).toBe(false)
    expect(hit?.key).toBe(deliveryJobKey(id, 'webhook'))
    const body = JSON.parse(hit?.body ?? '{}') as {
      event: string
      lead_id: string
      lead: { category: string; customer: { email: string }; tenant: number | string }
    }
    expect(body).toMatchObject({
      event: 'lead.created',
      lead_id: String(id),
      lead: { category: 'Finance Enquiry', tenant: bravo.tenant.id },
    })
    expect(body.lead.customer.email).toBe((await lead(id)).email)

    // Bravo lists no recipients, so its email goes to the site's contact address.
    expect(received).toHaveLength(1)
    expect(received[0]?.rcptTo).toEqual(['desk@bravo.example.com.au'])
    expect(jobsOf(await lead(id)).map((job) => [job.channel, job.status])).toEqual([
      ['email', 'delivered'],
      ['webhook', 'delivered'],
    ])
  })

  it('an operator’s retry sends a lead that needed an operator, and a give-up stops one from ever being sent', async () => {
    received.length = 0
    await stopSmtp()
    const action = async (email: string, id: number | string, body: unknown) =>
      rest(config, { method: 'POST', path: `/api/enquiries/${id}/delivery-action`, token: await tokenFor(payload, email), body })

    // Two failed attempts and this one waits for an operator.
    const impatient = worker({ runnerId: 'impatient', policy: { baseDelayMs: 50, maxDelayMs: 100, maxAutomaticAttempts: 2 } })
    const retried = await submit('alpha.localhost:3000')
    await waitFor(async () => (await lead(retried)).delivery_status === 'needs-operator', 'the lead to need an operator')
    await impatient.stop()

    // This one keeps being retried every few hundred milliseconds, until an operator gives up on it.
    worker({ runnerId: 'persistent', policy: { baseDelayMs: 300, maxDelayMs: 300, maxAutomaticAttempts: 1_000 } })
    const abandoned = await submit('alpha.localhost:3000')
    await waitFor(async () => (jobsOf(await lead(abandoned))[0]?.attempts ?? 0) >= 1, 'a failed attempt on the second lead')
    expect((await action(alpha.marketer.email, abandoned, { action: 'give-up' })).status).toBe(403)
    const gaveUp = await action(alpha.onboarding.email, abandoned, { action: 'give-up', channel: 'email' })
    expect(gaveUp.status).toBe(200)
    expect(gaveUp.json.deliveries).toEqual([expect.objectContaining({ channel: 'email', status: 'dismissed' })])

    // The mail server is back: neither the job waiting for an operator nor the given-up one is sent.
    await startSmtp(smtpPort)
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    expect(received).toHaveLength(0)

    expect((await action(alpha.marketer.email, retried, { action: 'retry' })).status).toBe(403)
    expect((await action(bravo.onboarding.email, retried, { action: 'retry' })).status).toBe(404)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(received).toHaveLength(0)
    const retry = await action(alpha.onboarding.email, retried, { action: 'retry', channel: 'email' })
    expect(retry.status).toBe(200)
    expect(retry.json.deliveries).toEqual([expect.objectContaining({ channel: 'email', status: 'pending', attempts: 2 })])

    await waitFor(allDelivered([retried]), 'the retried lead to be delivered')
    await new Promise((resolve) => setTimeout(resolve, 400))
    const counts = await countsByDeliveryKey()
    expect(counts.get(deliveryJobKey(retried, 'email'))).toBe(1)
    expect(counts.has(deliveryJobKey(abandoned, 'email'))).toBe(false)
    expect(received).toHaveLength(1)

    // Every attempt and its outcome stays on the lead: two failures, then the operator's retry that worked.
    const [sent] = jobsOf(await lead(retried))
    expect(sent).toMatchObject({ status: 'delivered', attempts: 3 })
    expect(
      sent?.log.map((attempt) =>
        attempt.error === null ? 'delivered' : /Network error/.test(attempt.error) ? 'network error' : attempt.error,
      ),
    ).toEqual(['network error', 'network error', 'delivered'])
    const left = await lead(abandoned)
    expect(left.delivery_status).toBe('dismissed')
    expect(jobsOf(left)[0]).toMatchObject({ status: 'dismissed', dismissedBy: alpha.onboarding.email })
  })

  it('a give-up during a send answers once that send has settled, so nothing is sent after the answer', async () => {
    const store = new PayloadDeliveryJobStore(payload)
    const id = await submit('alpha.localhost:3000')
    const key = deliveryJobKey(id, 'email')
    // A runner (this test) is mid-send on the lead's email when the operator gives up.
    const claimed = await store.claim(key, 'slow-runner', new Date(), 60_000)
    expect(claimed).not.toBeNull()

    let answered = false
    const giveUp = rest(config, {
      method: 'POST',
      path: `/api/enquiries/${id}/delivery-action`,
      token: await tokenFor(payload, alpha.onboarding.email),
      body: { action: 'give-up' },
    }).then((answer) => {
      answered = true
      return answer
    })
    await waitFor(async () => jobsOf(await lead(id))[0]?.status === 'dismissed', 'the give-up to be stored')
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(answered).toBe(false)

    // The send fails; the job stays given up, and only now does the operator get the answer.
    const now = new Date()
    const next = recordDeliveryAttempt(claimed!.job, { kind: 'network-error', message: 'connection refused' }, { now, jitter: 0, policy })
    expect(
      await store.recordAttempt(key, claimed!.token, next, {
        at: now.toISOString(),
        runnerId: 'slow-runner',
        outcome: { kind: 'network-error', message: 'connection refused' },
        error: 'connection refused',
      }),
    ).toBe(true)
    const answer = await giveUp
    expect(answer.status).toBe(200)
    expect(answer.json.deliveries).toEqual([expect.objectContaining({ channel: 'email', status: 'dismissed', attempts: 0 })])
    const [job] = jobsOf(await lead(id))
    expect(job).toMatchObject({ status: 'dismissed', claimedBy: null })
    expect(job?.log.map((attempt) => attempt.runnerId)).toEqual(['slow-runner'])
  })

  it('writes lead emails as .eml files when no SMTP server is configured', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'forecourt-outbox-mail-'))
    try {
      const local = worker({ smtp: null, mailDir: dir, intervalMs: 60_000 })
      expect(local.emailDestination).toBe(dir)
      const id = await submit('alpha.localhost:3000')
      await waitFor(allDelivered([id]), 'the lead to be written out')
      const files = (await readdir(dir)).filter((name) => name.endsWith('.eml'))
      expect(files).toHaveLength(1)
      const email = await PostalMime.parse(await readFile(path.join(dir, files[0] ?? '')))
      expect(email.to?.map((to) => to.address).sort()).toEqual([...recipients].sort())
      expect(email.attachments.map((file) => file.filename).sort()).toEqual([`lead-${id}.xml`, 'logo.png'])
      expect(files[0]).toContain(`lead-delivery-${id}-email`)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
