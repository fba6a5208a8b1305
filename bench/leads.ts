// Lead reliability benchmark: many concurrent enquiries against a production build while the mail
// server is down, then the mail server comes up; every lead must be stored, answered and delivered
// exactly once.
// Run: npm run bench:leads -- [options]   (node --import @swc-node/register/esm-register bench/leads.ts)
//   --no-build            reuse renderer/.next as it is (default: build it when its inputs changed)
//   --leads=N             distinct leads submitted at once (default 1000)
//   --resubmit=R          share of them sent a second time with the same Idempotency-Key (default 0.05)
//   --retry-base-ms=MS    LEAD_DELIVERY_RETRY_BASE_MS for the server (default 5000; 60000 is production's)
//   --outage-s=S          at most this long waiting, after the last answer, for every lead to have a
//                         failed attempt on record before the mail server comes up (default 60)
//   --timeout-s=S         how long the leads may take to be delivered once it is up (default 300)
//   --port=P              the server's port (default 3590)
//   --keep-data           leave the data directory (database, server log) in place
//
// Nothing is mocked: `next start` on a fresh DATA_DIR with the demo tenants seeded, SMTP_HOST and
// SMTP_PORT pointing at a port nobody listens on, the intake over HTTP, and then a real SMTP server
// (smtp-server) on that port recording every message. The rate limit stays on at its default; each
// simulated visitor has its own address in X-Forwarded-For, as the proxy in front of the server would
// write it (bench/README.md).
import { Agent, request as httpRequest } from 'node:http'
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { createServer as createNetServer, type AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import PostalMime from 'postal-mime'
import { SMTPServer } from 'smtp-server'

import { buildRenderer, root, startServer } from '../scripts/lib/workspace.mjs'
import demo from '../tenant-seeds/src/demo.json' with { type: 'json' }

type Options = {
  build: boolean
  leads: number
  resubmitShare: number
  retryBaseMs: number
  outageMs: number
  timeoutMs: number
  port: number
  keepData: boolean
}

function parseOptions(argv: string[]): Options {
  const options: Options = {
    build: true,
    leads: 1000,
    resubmitShare: 0.05,
    retryBaseMs: 5000,
    outageMs: 60_000,
    timeoutMs: 300_000,
    port: 3590,
    keepData: false,
  }
  for (const arg of argv) {
    const [flag, value = ''] = arg.split('=')
    const number = Number(value)
    if (flag === '--no-build') options.build = false
    else if (flag === '--keep-data') options.keepData = true
    else if (flag === '--leads' && Number.isInteger(number) && number > 0) options.leads = number
    else if (flag === '--resubmit' && number >= 0 && number <= 1) options.resubmitShare = number
    else if (flag === '--retry-base-ms' && Number.isInteger(number) && number >= 100) options.retryBaseMs = number
    else if (flag === '--outage-s' && number >= 0) options.outageMs = number * 1000
    else if (flag === '--timeout-s' && number > 0) options.timeoutMs = number * 1000
    else if (flag === '--port' && Number.isInteger(number) && number > 0) options.port = number
    else throw new Error(`Unknown or invalid option ${arg} (see the top of bench/leads.ts)`)
  }
  return options
}

// ---------------------------------------------------------------------------------------------
// Small helpers

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ')

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

/** A port nothing listens on right now (the OS's choice, released at once). */
async function freePort(): Promise<number> {
  const server = createNetServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

// Node's fetch cannot reach *.localhost, and the tenant comes from the Host header: plain http to 127.0.0.1.
const agent = new Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY })

type HttpAnswer = { status: number; body: string; ms: number }

function post(port: number, host: string, pathname: string, headers: Record<string, string>, body: string): Promise<HttpAnswer> {
  const started = performance.now()
  return new Promise((resolve) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        method: 'POST',
        agent,
        headers: { ...headers, host, 'content-length': String(Buffer.byteLength(body)) },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started }),
        )
        res.on('error', (error) => resolve({ status: 0, body: String(error), ms: performance.now() - started }))
      },
    )
    req.on('error', (error) => resolve({ status: 0, body: String(error), ms: performance.now() - started }))
    req.end(body)
  })
}

// ---------------------------------------------------------------------------------------------
// The submissions

const formKinds = ['general', 'vehicle', 'finance', 'fleet', 'service', 'parts', 'trade-in', 'find-similar', 'careers'] as const
const postcodes = ['2000', '3000', '4000', '5000', '6000', '7000', '0800', '2600', '4217', '2250']

type Submission = {
  index: number
  tenantSlug: string
  host: string
  key: string
  /** The simulated visitor's address, as a proxy in front would append it to X-Forwarded-For. */
  address: string
  body: string
}

function submissions(count: number, port: number, runId: string): Submission[] {
  return Array.from({ length: count }, (_, index) => {
    const tenant = demo.tenants[index % demo.tenants.length]!
    const host = `${tenant.slug}.localhost:${port}`
    const key = `bench-${runId}-${String(index).padStart(6, '0')}`
    const kind = formKinds[index % formKinds.length]!
    const lead = {
      form: kind,
      name: `Visitor${index}`,
      last_name: 'Bench',
      email: `visitor${index}@bench.example.com.au`,
      phone: `04${String(10_000_000 + index).slice(-8)}`,
      postcode: postcodes[index % postcodes.length],
      message: `Bench enquiry ${index}: is it still available, and what would the drive-away price be?`,
      opt_in: index % 2 === 0,
      url: `http://${host}/contact`,
      visited_pages: [`http://${host}/`, `http://${host}/search`, `http://${host}/contact`],
      linked_query_params: index % 3 === 0 ? 'utm_source=bench&utm_medium=load' : '',
    }
    // 10.x.y.z: a distinct private address per visitor.
    const address = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`
    return { index, tenantSlug: tenant.slug, host, key, address, body: JSON.stringify(lead) }
  })
}

type Outcome = { submission: Submission; repeat: boolean; answer: HttpAnswer; leadId: string | null }

async function submit(port: number, submission: Submission, repeat: boolean): Promise<Outcome> {
  const answer = await post(
    port,
    submission.host,
    '/api/enquiries/submit',
    {
      'content-type': 'application/json',
      'idempotency-key': submission.key,
      'x-forwarded-for': submission.address,
      'user-agent': 'ForecourtLeadBench/1.0',
      referer: `http://${submission.host}/contact`,
    },
    submission.body,
  )
  let leadId: string | null = null
  try {
    const parsed = JSON.parse(answer.body) as { lead_id?: unknown }
    if (typeof parsed.lead_id === 'number' || typeof parsed.lead_id === 'string') leadId = String(parsed.lead_id)
  } catch {
    // counted as unanswered below
  }
  return { submission, repeat, answer, leadId }
}

// ---------------------------------------------------------------------------------------------
// The mail server that comes up late

type Received = { at: number; deliveryKey: string | null; rcptTo: string[] }

function startSmtp(port: number, received: Received[]): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // The worker sends a handful at once; room for more than it will ever open.
    maxClients: 200,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const rcptTo = session.envelope.rcptTo.map((rcpt) => rcpt.address)
        PostalMime.parse(Buffer.concat(chunks))
          .then((email) => {
            const header = email.headers.find((entry) => entry.key === 'x-forecourt-delivery-key')
            received.push({ at: performance.now(), deliveryKey: header?.value.trim() ?? null, rcptTo })
            callback()
          })
          .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))))
      })
    },
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve(server))
  })
}

/** `lead-delivery:{lead}:email` → the lead id (outbox.ts writes the key into every lead email). */
function leadOfDeliveryKey(key: string | null): string | null {
  const match = key ? /^lead-delivery:([^:]+):email$/.exec(key) : null
  return match?.[1] ? decodeURIComponent(match[1]) : null
}

// ---------------------------------------------------------------------------------------------
// The database, through the REST API as a super-admin

type StoredJob = { channel?: string; status?: string; attempts?: number; log?: { error?: string | null }[] }
type StoredLead = {
  id: number | string
  idempotency_key?: string
  delivery_status?: string
  deliveries?: StoredJob[] | null
  tenant?: unknown
}

class Api {
  private token = ''
  constructor(private readonly port: number) {}

  private async call(pathname: string, init: RequestInit = {}): Promise<unknown> {
    const response = await fetch(`http://127.0.0.1:${this.port}${pathname}`, {
      ...init,
      headers: {
        'content-type': 'application/json',
        ...(this.token ? { authorization: `JWT ${this.token}` } : {}),
        ...(init.headers as Record<string, string> | undefined),
      },
    })
    if (!response.ok)
      throw new Error(`${init.method ?? 'GET'} ${pathname}: HTTP ${response.status} ${(await response.text()).slice(0, 300)}`)
    return response.json()
  }

  async login(): Promise<void> {
    const answer = (await this.call('/api/users/login', {
      method: 'POST',
      body: JSON.stringify({ email: demo.superAdmin.email, password: demo.superAdmin.password }),
    })) as { token?: string }
    if (!answer.token) throw new Error('The super-admin login returned no token')
    this.token = answer.token
  }

  async count(where: string): Promise<number> {
    const answer = (await this.call(`/api/enquiries/count?${where}`)) as { totalDocs?: number }
    return answer.totalDocs ?? Number.NaN
  }

  /** Every lead, with its delivery jobs, a page at a time. */
  async leads(): Promise<StoredLead[]> {
    const all: StoredLead[] = []
    for (let page = 1; ; page += 1) {
      const answer = (await this.call(
        `/api/enquiries?limit=500&page=${page}&depth=0&sort=id&select[idempotency_key]=true&select[delivery_status]=true&select[deliveries]=true&select[tenant]=true`,
      )) as { docs: StoredLead[]; hasNextPage: boolean }
      all.push(...answer.docs)
      if (!answer.hasNextPage) return all
    }
  }
}

const emailJob = (lead: StoredLead) => (lead.deliveries ?? []).find((job) => job.channel === 'email')
const failedAttempts = (lead: StoredLead) => (emailJob(lead)?.log ?? []).filter((attempt) => attempt.error).length

// ---------------------------------------------------------------------------------------------

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2))
  console.log(
    `Lead reliability bench: ${options.leads} leads, ${Math.round(options.leads * options.resubmitShare)} resubmitted with the same key`,
  )
  console.log(`load average at start (1/5/15 min): ${loadAverage()} on ${os.cpus().length} cores`)

  if (options.build) buildRenderer()
  else if (!readFileSafe(path.join(root, 'renderer/.next/BUILD_ID')))
    throw new Error('--no-build, but renderer/.next holds no production build')

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-bench-leads-'))
  const logFile = path.join(dataDir, 'server.log')
  const log = openSync(logFile, 'a')
  const smtpPort = await freePort()
  const env = {
    DATA_DIR: dataDir,
    PAYLOAD_SECRET: 'bench-leads-secret',
    PAYLOAD_LOG_LEVEL: 'warn',
    SEED_DEMO_TENANTS: '1',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    SMTP_FROM: 'Forecourt Leads <leads@bench.example>',
    LEAD_DELIVERY_INTERVAL_MS: '1000',
    LEAD_DELIVERY_RETRY_BASE_MS: String(options.retryBaseMs),
    // The bench plays the reverse proxy: it writes each simulated visitor's address in X-Forwarded-For.
    TRUSTED_PROXY_HOPS: '1',
  }
  console.log(`data: ${dataDir}; SMTP 127.0.0.1:${smtpPort} (down); retry backoff from ${options.retryBaseMs} ms; worker poll 1000 ms`)

  const startedServer = performance.now()
  const server = await startServer({ port: options.port, env, stdio: ['ignore', log, log] })
  console.log(`server ready on :${options.port} in ${seconds(performance.now() - startedServer)} (migrations, demo seed)`)
  let smtp: SMTPServer | null = null
  try {
    const api = new Api(options.port)
    await api.login()
    if ((await api.count('')) !== 0) throw new Error('A fresh data directory, yet the database already holds leads')

    // ---- the burst, mail server down
    const runId = Date.now().toString(36)
    const all = submissions(options.leads, options.port, runId)
    const step = options.resubmitShare > 0 ? Math.max(1, Math.round(1 / options.resubmitShare)) : 0
    const repeats = step === 0 ? [] : all.filter((_, index) => index % step === step - 1)
    const sends = [
      ...all.map((submission) => ({ submission, repeat: false })),
      ...repeats.map((submission) => ({ submission, repeat: true })),
    ]
    // Repeats interleaved with the first sends, so some race their original (the unique index's case).
    sends.sort(
      (a, b) => ((a.submission.index * 7919 + (a.repeat ? 1 : 0)) % 1009) - ((b.submission.index * 7919 + (b.repeat ? 1 : 0)) % 1009),
    )
    console.log(`\n▶ ${sends.length} requests at once (${all.length} leads + ${repeats.length} repeats) over ${demo.tenants.length} sites`)
    const burstStarted = performance.now()
    const outcomes = await Promise.all(sends.map(({ submission, repeat }) => submit(options.port, submission, repeat)))
    const burstMs = performance.now() - burstStarted
    const lastAnswerAt = performance.now()

    const byStatus = new Map<number, number>()
    for (const outcome of outcomes) byStatus.set(outcome.answer.status, (byStatus.get(outcome.answer.status) ?? 0) + 1)
    const firsts = outcomes.filter((outcome) => !outcome.repeat)
    const answeredIds = new Map<string, string>() // key → lead id
    for (const outcome of firsts) if (outcome.leadId && outcome.answer.status < 300) answeredIds.set(outcome.submission.key, outcome.leadId)
    const repeatOutcomes = outcomes.filter((outcome) => outcome.repeat)
    const repeatsSameId = repeatOutcomes.filter(
      (outcome) => outcome.leadId !== null && outcome.leadId === answeredIds.get(outcome.submission.key),
    ).length
    const latencies = outcomes.map((outcome) => outcome.answer.ms).sort((a, b) => a - b)
    console.log(
      `  answered in ${seconds(burstMs)}; statuses: ${[...byStatus]
        .sort()
        .map(([status, n]) => `${status} × ${n}`)
        .join(', ')}`,
    )
    const failures = outcomes.filter((outcome) => outcome.answer.status >= 300 || outcome.answer.status === 0)
    for (const failure of failures.slice(0, 5))
      console.log(`  e.g. ${failure.answer.status} after ${seconds(failure.answer.ms)}: ${failure.answer.body.slice(0, 200)}`)

    // ---- the outage is felt: every lead has a failed attempt on record (or the wait runs out)
    const outageDeadline = performance.now() + options.outageMs
    let stored = await api.leads()
    while (performance.now() < outageDeadline && !stored.every((lead) => failedAttempts(lead) >= 1)) {
      await sleep(2000)
      stored = await api.leads()
    }
    const withFailure = stored.filter((lead) => failedAttempts(lead) >= 1).length
    const failedTotal = stored.reduce((sum, lead) => sum + failedAttempts(lead), 0)
    const deliveredEarly = stored.filter((lead) => lead.delivery_status === 'delivered').length
    console.log(
      `  mail server down for ${seconds(performance.now() - lastAnswerAt)} after the last answer: ${withFailure} of ${stored.length} leads have a failed attempt (${failedTotal} failed attempts in all), ${deliveredEarly} delivered`,
    )

    // ---- the mail server comes up
    const received: Received[] = []
    smtp = await startSmtp(smtpPort, received)
    const smtpUpAt = performance.now()
    console.log(`\n▶ SMTP server up on :${smtpPort}; waiting for the deliveries (at most ${seconds(options.timeoutMs)})`)
    const deadline = smtpUpAt + options.timeoutMs
    let lastReport = smtpUpAt
    let drainedAt: number | null = null
    while (performance.now() < deadline) {
      const leadsReceived = new Set(received.map((message) => leadOfDeliveryKey(message.deliveryKey)).filter(Boolean)).size
      const undelivered = await api.count('where[delivery_status][not_equals]=delivered')
      if (undelivered === 0 && leadsReceived >= stored.length) {
        drainedAt = performance.now()
        break
      }
      if (performance.now() - lastReport > 10_000) {
        lastReport = performance.now()
        console.log(`  ${seconds(lastReport - smtpUpAt)}: ${leadsReceived} leads received by SMTP, ${undelivered} not yet marked delivered`)
      }
      await sleep(500)
    }
    // Anything sent twice would most likely follow right behind; give it a moment to show.
    await sleep(3000)

    // ---- the figures
    stored = (await api.leads()).filter((lead) => lead.idempotency_key?.startsWith(`bench-${runId}-`))
    const storedIds = new Set(stored.map((lead) => String(lead.id)))
    const storedKeys = new Set(stored.map((lead) => `${JSON.stringify(lead.tenant)}|${lead.idempotency_key}`))
    const perLead = new Map<string, number>()
    const firstArrival = new Map<string, number>()
    for (const message of received) {
      const lead = leadOfDeliveryKey(message.deliveryKey)
      if (!lead) continue
      perLead.set(lead, (perLead.get(lead) ?? 0) + 1)
      if (!firstArrival.has(lead)) firstArrival.set(lead, message.at)
    }
    const delivered = [...perLead.keys()].filter((id) => storedIds.has(id)).length
    const duplicated = [...perLead.values()].filter((count) => count > 1).length
    const answeredNotStored = [...answeredIds.values()].filter((id) => !storedIds.has(id)).length
    const storedNotDelivered = [...storedIds].filter((id) => !perLead.has(id)).length
    const lost = answeredNotStored + storedNotDelivered
    const lastDistinctArrival = Math.max(smtpUpAt, ...firstArrival.values())
    const markedDelivered = stored.filter((lead) => lead.delivery_status === 'delivered').length
    const attemptsPerLead = stored.map((lead) => emailJob(lead)?.attempts ?? 0)
    const stray = received.filter((message) => !leadOfDeliveryKey(message.deliveryKey)).length

    const rows: [string, string][] = [
      ['submitted (distinct leads)', String(all.length)],
      ['requests (with repeats)', String(sends.length)],
      [
        'stored (distinct leads in the DB)',
        `${stored.length}${storedKeys.size !== stored.length ? ` (${stored.length - storedKeys.size} share a key!)` : ''}`,
      ],
      ['answered with lead_id', `${answeredIds.size} (distinct ids: ${new Set(answeredIds.values()).size})`],
      ['repeats answered with the first lead_id', `${repeatsSameId} / ${repeatOutcomes.length}`],
      ['delivered (distinct leads at SMTP)', String(delivered)],
      ['duplicated (delivered more than once)', String(duplicated)],
      ['lost', `${lost} (answered but not stored: ${answeredNotStored}; stored, never delivered: ${storedNotDelivered})`],
      ['marked delivered in the DB', String(markedDelivered)],
      ['messages received / without a lead key', `${received.length} / ${stray}`],
      ['email attempts per lead (min / max)', `${Math.min(...attemptsPerLead)} / ${Math.max(...attemptsPerLead)}`],
      [
        'intake latency p50 / p99 / max',
        `${percentile(latencies, 50).toFixed(0)} / ${percentile(latencies, 99).toFixed(0)} / ${(latencies.at(-1) ?? Number.NaN).toFixed(0)} ms`,
      ],
      ['burst answered in', seconds(burstMs)],
      [
        'drain after SMTP came up',
        drainedAt === null
          ? `not drained within ${seconds(options.timeoutMs)}`
          : `${seconds(drainedAt - smtpUpAt)} (last new lead arrived after ${seconds(lastDistinctArrival - smtpUpAt)})`,
      ],
      ['load average at end (1/5/15 min)', loadAverage()],
    ]
    console.log('\n── figures ' + '─'.repeat(60))
    for (const [label, value] of rows) console.log(`${label.padEnd(42)} ${value}`)

    const storedCount = stored.length
    const met = storedCount === options.leads && delivered === options.leads && duplicated === 0 && lost === 0
    console.log(
      `\ntarget ${options.leads} stored / ${options.leads} delivered / 0 duplicated / 0 lost: ${met ? 'met' : 'MISSED'} (${storedCount} / ${delivered} / ${duplicated} / ${lost})`,
    )
    if (!met) console.log(`server log: ${logFile}${options.keepData ? '' : ' (kept, since the run missed)'}`)
    if (!met) options.keepData = true
    return met ? 0 : 1
  } finally {
    server.kill('SIGTERM')
    await new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once('exit', resolve)))
    if (smtp) await new Promise<void>((resolve) => smtp?.close(() => resolve()))
    if (!options.keepData) rmSync(dataDir, { recursive: true, force: true })
    else console.log(`data kept in ${dataDir}`)
  }
}

function readFileSafe(file: string): string | null {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return null
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error)
    process.exit(1)
  },
)
