// A soak run: mixed traffic against one production server for a long while, watching its memory.
// Run: npm run bench:soak [-- options]
//   --minutes=M        minutes of traffic (default 20)
//   --warmup-minutes=W minutes after which the server counts as warm: memory growth is measured from
//                      there (default 3)
//   --workers=N        simulated visitors sending one request after another (default 6)
//   --port=P           port of the production server (default 3695)
//   --database=URL     run on this database (postgres://…) instead of a fresh SQLite file
//   --no-build         serve renderer/.next as it is
//   --keep-data        keep the scratch DATA_DIR (its server.log holds the server's output)
//
// The server starts on a fresh DATA_DIR with the demo tenants, TRUSTED_PROXY_HOPS=1, and each request
// names its own visitor address in X-Forwarded-For, as the proxy in front of a production server writes it:
// the traffic is many visitors, none of them reaching a per-visitor limit. The mix, per request picked at
// random: site pages (home, search, car, location, offers, form) of the three demo tenants, search
// multi-queries with each site's own key, enquiries, shopper sign-ins (code asked for, read from the SMS
// outbox, tried), price edits by the super-admin, and a stock import every five minutes.
//
// Every 10 s it records the resident memory (RSS) of the server's process tree. It prints RSS per minute,
// latency (p50, p99) and errors per kind, and the verdict against the targets: 0 5xx and memory growth
// under 10% from the end of the warm-up to the end of the run (the median of the last minute's samples).
import { randomBytes } from 'node:crypto'
import { mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { buildRenderer, root, startServer } from '../scripts/lib/workspace.mjs'
import demo from '../tenant-seeds/src/demo.json' with { type: 'json' }

export const targets = { serverErrors: 0, rssGrowth: 0.1 } as const

type Options = {
  minutes: number
  warmupMinutes: number
  workers: number
  port: number
  database: string | null
  build: boolean
  keepData: boolean
}

function parseOptions(argv: string[]): Options {
  const value = (name: string) =>
    argv
      .find((arg) => arg.startsWith(`--${name}=`))
      ?.split('=')
      .slice(1)
      .join('=')
  const number = (name: string, fallback: number) => {
    const raw = value(name)
    if (raw === undefined) return fallback
    const parsed = Number(raw)
    if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`--${name} must be a positive number, not "${raw}"`)
    return parsed
  }
  return {
    minutes: number('minutes', 20),
    warmupMinutes: number('warmup-minutes', 3),
    workers: Math.round(number('workers', 6)),
    port: Math.round(number('port', 3695)),
    database: value('database') ?? null,
    build: !argv.includes('--no-build'),
    keepData: argv.includes('--keep-data'),
  }
}

// ---------------------------------------------------------------------------------------------
// HTTP: Node's fetch cannot reach *.localhost, and the tenant comes from the Host header.

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })

type Answer = { status: number; body: string; headers: http.IncomingHttpHeaders; ms: number }

function send(
  port: number,
  host: string,
  method: string,
  pathname: string,
  headers: Record<string, string> = {},
  body?: string,
  timeoutMs = 60_000,
): Promise<Answer> {
  const started = performance.now()
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        method,
        agent,
        headers: { ...headers, host, ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }) },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            headers: res.headers,
            ms: performance.now() - started,
          }),
        )
        res.on('error', (error) => resolve({ status: 0, body: String(error), headers: {}, ms: performance.now() - started }))
      },
    )
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)))
    req.on('error', (error) => resolve({ status: 0, body: String(error), headers: {}, ms: performance.now() - started }))
    req.end(body)
  })
}

// ---------------------------------------------------------------------------------------------
// Memory of the server's process tree (next start may run its server in a child process).

function childrenOf(pid: number): number[] {
  const found: number[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      // The command may hold spaces and parentheses: the parent pid is the 2nd field after the last ')'.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (parent === pid) found.push(Number(entry))
    } catch {
      // the process ended while we looked
    }
  }
  return found
}

function rssOfTreeMb(rootPid: number): number {
  let totalKb = 0
  const pending = [rootPid]
  while (pending.length > 0) {
    const pid = pending.pop()!
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8')
      totalKb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
    } catch {
      continue
    }
    pending.push(...childrenOf(pid))
  }
  return totalKb / 1024
}

// ---------------------------------------------------------------------------------------------
// The traffic

type Kind = 'page' | 'search' | 'enquiry' | 'sign-in' | 'admin edit' | 'import'

type Site = { slug: string; host: string; pages: string[]; searchKey: string | null; searchIndex: string | null }

type Record_ = { kind: Kind; status: number; ms: number; at: number }

let visitorCounter = 0
/** A fresh visitor address per request: 10.x.y.z, as the proxy in front writes it. */
function visitorAddress(): string {
  const index = (visitorCounter += 1)
  return `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!

async function discoverSite(port: number, slug: string): Promise<Site> {
  const host = `${slug}.localhost:${port}`
  const pages = ['/', '/search', '/our-location', '/special-offers', '/contact']
  const home = await send(port, host, 'GET', '/')
  const search = await send(port, host, 'GET', '/search')
  const cars = new Set<string>()
  for (const html of [home.body, search.body]) for (const match of html.matchAll(/href="(\/cars\/[^"/?#]+)"/g)) cars.add(match[1]!)
  pages.push(...[...cars].slice(0, 12))
  // The search page hands its browser code the site's search-only key and index name.
  const searchKey = /(fcs_[A-Za-z0-9_-]+)/.exec(search.body)?.[1] ?? null
  const searchIndex = /\\?"indexName\\?":\\?"([^"\\]+)/.exec(search.body)?.[1] ?? `${slug}_Car_production`
  return { slug, host, pages, searchKey, searchIndex }
}

const queries = ['', 'corolla', 'hilux', 'suv', 'auto', 'diesel', 'white', 'family', 'ranger', 'camry', 'van', 'kia']

export async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2))
  if (options.build) buildRenderer()
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-bench-soak-'))
  const logFile = path.join(dataDir, 'server.log')
  const log = openSync(logFile, 'a')
  const started = Date.now()
  const server = await startServer({
    port: options.port,
    stdio: ['ignore', log, log],
    env: {
      DATA_DIR: dataDir,
      PAYLOAD_SECRET: randomBytes(32).toString('hex'),
      PAYLOAD_LOG_LEVEL: 'warn',
      SEED_DEMO_TENANTS: '1',
      TRUSTED_PROXY_HOPS: '1',
      ...(options.database ? { DATABASE_URL: options.database } : {}),
    },
  })
  console.log(`production server on port ${options.port} ready in ${((Date.now() - started) / 1000).toFixed(1)} s; data in ${dataDir}`)
  const records: Record_[] = []
  const samples: Array<{ at: number; rssMb: number }> = []
  let stopping = false
  try {
    const port = options.port
    const adminHost = `localhost:${port}`
    const login = await send(
      port,
      adminHost,
      'POST',
      '/api/users/login',
      { 'content-type': 'application/json' },
      JSON.stringify(demo.superAdmin),
    )
    const token = (JSON.parse(login.body) as { token?: string }).token
    if (!token) throw new Error(`the super-admin could not log in: ${login.status} ${login.body.slice(0, 200)}`)
    const admin = { authorization: `JWT ${token}`, 'content-type': 'application/json' }
    const sites = await Promise.all(demo.tenants.map((tenant) => discoverSite(port, tenant.slug)))
    const editable = JSON.parse(
      (await send(port, adminHost, 'GET', '/api/vehicles?limit=50&depth=0&where[price][greater_than]=1000&sort=stocknum', admin)).body,
    ) as { docs: Array<{ id: number | string; price: number }> }
    const feed = readFileSync(path.join(root, 'tenant-seeds/feeds/harbourside-toyota.csv'), 'utf8')
    const outbox = path.join(dataDir, 'outbox-sms')
    for (const site of sites)
      console.log(`  ${site.slug}: ${site.pages.length} pages, search key ${site.searchKey ? 'found' : 'not found'}`)

    const record = (kind: Kind, answer: Answer) => records.push({ kind, status: answer.status, ms: answer.ms, at: Date.now() })

    const actions: Array<[weight: number, run: () => Promise<void>]> = [
      [
        55,
        async () => {
          const site = pick(sites)
          record(
            'page',
            await send(port, site.host, 'GET', pick(site.pages), { 'x-forwarded-for': visitorAddress(), 'accept-encoding': 'gzip' }),
          )
        },
      ],
      [
        20,
        async () => {
          const site = pick(sites.filter((candidate) => candidate.searchKey))
          if (!site) return
          const params = `query=${encodeURIComponent(pick(queries))}&hitsPerPage=24&facets=${encodeURIComponent('["make","body_type"]')}`
          const body = JSON.stringify({
            requests: [
              { indexName: site.searchIndex, params },
              { indexName: site.searchIndex, params: 'query=&hitsPerPage=0&facets=%5B%22make%22%5D' },
            ],
          })
          const headers = {
            'content-type': 'text/plain',
            'x-algolia-api-key': site.searchKey!,
            'x-algolia-application-id': 'FORECOURT',
            'x-forwarded-for': visitorAddress(),
          }
          record('search', await send(port, site.host, 'POST', '/1/indexes/*/queries', headers, body))
        },
      ],
      [
        8,
        async () => {
          const site = pick(sites)
          const index = visitorCounter
          const body = JSON.stringify({
            form: 'general',
            name: `Soak${index}`,
            last_name: 'Visitor',
            email: `soak${index}@bench.example.com.au`,
            phone: `04${String(20_000_000 + index).slice(-8)}`,
            postcode: '4000',
            message: 'Is it still available?',
            opt_in: false,
            url: `http://${site.host}/contact`,
          })
          const headers = {
            'content-type': 'application/json',
            'idempotency-key': `soak-${randomBytes(8).toString('hex')}`,
            'x-forwarded-for': visitorAddress(),
            referer: `http://${site.host}/contact`,
          }
          record('enquiry', await send(port, site.host, 'POST', '/api/enquiries/submit', headers, body))
        },
      ],
      [
        5,
        async () => {
          const site = pick(sites)
          const address = visitorAddress()
          const phone = `0491 ${String(570_000 + (visitorCounter % 1000)).slice(-6, -3)} ${String(visitorCounter % 1000).padStart(3, '0')}`
          const headers = { 'content-type': 'application/json', 'x-forwarded-for': address, origin: `http://${site.host}` }
          const asked = await send(port, site.host, 'POST', '/api/shoppers/request-code', headers, JSON.stringify({ phone }))
          record('sign-in', asked)
          if (asked.status !== 200) return
          const normalised = (JSON.parse(asked.body) as { phone?: string }).phone
          const code = latestCode(outbox, normalised ?? '')
          if (!code) return
          record('sign-in', await send(port, site.host, 'POST', '/api/shoppers/verify-code', headers, JSON.stringify({ phone, code })))
        },
      ],
      [
        5,
        async () => {
          const car = pick(editable.docs)
          const price = car.price + (Math.random() < 0.5 ? -10 : 10)
          record('admin edit', await send(port, adminHost, 'PATCH', `/api/vehicles/${car.id}`, admin, JSON.stringify({ price })))
        },
      ],
    ]
    const totalWeight = actions.reduce((sum, [weight]) => sum + weight, 0)
    const runAction = () => {
      let roll = Math.random() * totalWeight
      for (const [weight, run] of actions) {
        roll -= weight
        if (roll <= 0) return run()
      }
      return actions[0]![1]()
    }

    const soakStarted = Date.now()
    const endAt = soakStarted + options.minutes * 60_000
    const sampler = setInterval(() => samples.push({ at: Date.now(), rssMb: rssOfTreeMb(server.pid!) }), 10_000)
    samples.push({ at: Date.now(), rssMb: rssOfTreeMb(server.pid!) })
    const importer = (async () => {
      while (!stopping && Date.now() < endAt) {
        const answer = await send(
          port,
          adminHost,
          'POST',
          '/api/vehicles/import?tenant=harbourside-toyota&dealership=harbourside-toyota&mode=partial&format=csv',
          { authorization: admin.authorization, 'content-type': 'text/csv' },
          feed,
          300_000,
        )
        record('import', answer)
        await sleepUntil(Math.min(endAt, Date.now() + 5 * 60_000), () => stopping)
      }
    })()
    const progress = setInterval(() => {
      const minute = ((Date.now() - soakStarted) / 60_000).toFixed(0)
      const last = samples[samples.length - 1]
      console.log(`  minute ${minute}: ${records.length} requests, RSS ${last?.rssMb.toFixed(0)} MB, load ${os.loadavg()[0]!.toFixed(1)}`)
    }, 60_000)
    await Promise.all(
      Array.from({ length: options.workers }, async () => {
        while (Date.now() < endAt) {
          await runAction()
          // A visitor reads for a moment between requests.
          await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 60))
        }
      }),
    )
    stopping = true
    clearInterval(progress)
    clearInterval(sampler)
    await importer
    samples.push({ at: Date.now(), rssMb: rssOfTreeMb(server.pid!) })
    return report(options, records, samples, soakStarted)
  } finally {
    stopping = true
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
    agent.destroy()
    if (!options.keepData) rmSync(dataDir, { recursive: true, force: true })
  }
}

async function sleepUntil(at: number, stop: () => boolean): Promise<void> {
  while (!stop() && Date.now() < at) await new Promise((resolve) => setTimeout(resolve, 500))
}

/** The newest code texted to `phone` in the outbox (`{ to, body }` files), or null. */
function latestCode(outbox: string, phone: string): string | null {
  let files: string[]
  try {
    files = readdirSync(outbox)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .reverse()
  } catch {
    return null
  }
  for (const name of files.slice(0, 200)) {
    try {
      const message = JSON.parse(readFileSync(path.join(outbox, name), 'utf8')) as { to: string; body: string }
      if (message.to === phone) return /\b(\d{6})\b/.exec(message.body)?.[1] ?? null
    } catch {
      // a file being renamed into place
    }
  }
  return null
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

function median(values: number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  )
}

function report(options: Options, records: Record_[], samples: Array<{ at: number; rssMb: number }>, soakStarted: number): number {
  console.log(`\nSoak: ${options.minutes} min, ${options.workers} workers, ${records.length} requests, ${os.cpus().length} cores`)
  console.log('\n| minute | RSS MB (median of its samples) |\n|---:|---:|')
  const byMinute = new Map<number, number[]>()
  for (const sample of samples) {
    const minute = Math.floor((sample.at - soakStarted) / 60_000)
    byMinute.set(minute, [...(byMinute.get(minute) ?? []), sample.rssMb])
  }
  for (const [minute, values] of [...byMinute].sort((a, b) => a[0] - b[0])) console.log(`| ${minute} | ${median(values).toFixed(0)} |`)

  console.log(
    '\n| kind | requests | p50 ms | p99 ms | max ms | 2xx/3xx | 4xx | 5xx | no answer |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  )
  const kinds = [...new Set(records.map((entry) => entry.kind))]
  for (const kind of kinds) {
    const ofKind = records.filter((entry) => entry.kind === kind)
    const times = ofKind.map((entry) => entry.ms).sort((a, b) => a - b)
    const count = (test: (status: number) => boolean) => ofKind.filter((entry) => test(entry.status)).length
    console.log(
      `| ${kind} | ${ofKind.length} | ${percentile(times, 50).toFixed(0)} | ${percentile(times, 99).toFixed(0)} | ${times[times.length - 1]!.toFixed(0)} | ${count((s) => s >= 200 && s < 400)} | ${count((s) => s >= 400 && s < 500)} | ${count((s) => s >= 500)} | ${count((s) => s === 0)} |`,
    )
  }

  const warmAt = soakStarted + options.warmupMinutes * 60_000
  const warm = samples.filter((sample) => sample.at >= warmAt && sample.at < warmAt + 60_000).map((sample) => sample.rssMb)
  const endAt = samples[samples.length - 1]!.at
  const last = samples.filter((sample) => sample.at >= endAt - 60_000).map((sample) => sample.rssMb)
  const warmMb = median(warm.length > 0 ? warm : [samples[0]!.rssMb])
  const lastMb = median(last)
  const growth = (lastMb - warmMb) / warmMb
  const peak = Math.max(...samples.map((sample) => sample.rssMb))
  const serverErrors = records.filter((entry) => entry.status >= 500).length
  const unanswered = records.filter((entry) => entry.status === 0).length
  const allTimes = records.map((entry) => entry.ms).sort((a, b) => a - b)
  console.log(
    `\nRSS after warm-up (minute ${options.warmupMinutes}) ${warmMb.toFixed(0)} MB, last minute ${lastMb.toFixed(0)} MB, peak ${peak.toFixed(0)} MB: growth ${(growth * 100).toFixed(1)}% (target < ${targets.rssGrowth * 100}%)`,
  )
  console.log(
    `All requests: p50 ${percentile(allTimes, 50).toFixed(0)} ms, p99 ${percentile(allTimes, 99).toFixed(0)} ms; 5xx ${serverErrors} (target ${targets.serverErrors}); no answer ${unanswered}; load ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
  )
  const met = serverErrors <= targets.serverErrors && unanswered === 0 && growth < targets.rssGrowth
  console.log(met ? 'Targets met.' : 'Targets missed.')
  return met ? 0 : 1
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    },
  )
}
