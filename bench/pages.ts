// Public page speed across every demo tenant and page type, on a production build: throughput and latency
// under load beside the same server's static-file rate, then Lighthouse (mobile) per page.
// Run: npm run bench:pages [-- options]
//   --no-build        serve the existing renderer/.next as it is (no build, not even the up-to-date check)
//   --port=N          port of the production server (default 3670)
//   --quick           smoke run: the first demo tenant only, 2 s of load per URL, 1 Lighthouse run per page
//   --duration=S      seconds of load per URL (default 6)
//   --connections=N   keep-alive connections of the load (default 20)
//   --runs=N          Lighthouse runs per page (default 3; the figures are per-metric medians)
//   --tenants=a,b     demo tenant slugs to measure (default: all three)
//   --pages=a,b       page types to measure: home, search, car, location, offers, form, 404 (default: all)
//   --no-lighthouse   the load figures only
//   --keep-data       keep the scratch DATA_DIR (its server.log holds the server's output)
//
// The server runs on a fresh DATA_DIR with the demo tenants (SEED_DEMO_TENANTS=1). Chromium may reach this
// machine only (the flags of bench/vehiclePage.ts); a request that left for another host fails the run.
import { closeSync, rmSync } from 'node:fs'
import os from 'node:os'
import { pathToFileURL } from 'node:url'

import autocannon from 'autocannon'
import * as chromeLauncher from 'chrome-launcher'

import { buildRenderer } from '../scripts/lib/workspace.mjs'
import demo from '../tenant-seeds/src/demo.json' with { type: 'json' }
import {
  chromiumFlags,
  chromiumPath,
  chromiumVersion,
  firstLoadScripts,
  lighthouseRun,
  median,
  request,
  type RunFigures,
  startSeededServer,
  targets as lighthouseTargets,
} from './vehiclePage'

/** The issue's targets: a page keeps at least half the static-file rate, with p99 ≤ 50 ms; Lighthouse's as bench:vehicle-page. */
export const targets = { staticShare: 0.5, p99Ms: 50, ...lighthouseTargets } as const

const pageTypes = ['home', 'search', 'car', 'location', 'offers', 'form', '404'] as const
type PageType = (typeof pageTypes)[number]

// Browsers ask for gzip, and `next start` compresses pages and static files alike on the fly.
const loadHeaders = { 'accept-encoding': 'gzip', accept: 'text/html,*/*' }

type Target = { tenant: string; slug: string; type: PageType | 'static'; pathname: string; expectStatus: number }

type LoadFigures = {
  target: Target
  status: number
  cacheControl: string
  bytes: number
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  total: number
  connections: number
  unexpected: Record<string, number>
  errors: number
  timeouts: number
  loadBefore: number
}

type LighthouseFigures = {
  target: Target
  runs: RunFigures[]
  performance: number
  lcpMs: number
  tbtMs: number
  cls: number
  benchmarkIndex: number
  jsKbGzip: number
  scriptTransferKb: number
}

const kb = (bytes: number) => bytes / 1024
const load1 = () => os.loadavg()[0]!

/** The first car page the site links to: from its home page, else from its search page. */
async function carPath(port: number, host: string): Promise<string> {
  for (const pathname of ['/', '/search']) {
    const html = (await request(port, host, pathname)).body.toString()
    const found = /href="(\/cars\/[^"/?#]+)"/.exec(html)?.[1]
    if (found) return found
  }
  throw new Error(`${host}: neither the home page nor /search links to a car page`)
}

/** A `/_next/static` script the home page loads: the rate the same server reaches with no rendering at all. */
async function staticPath(port: number, host: string): Promise<string> {
  const html = (await request(port, host, '/')).body.toString()
  const found = /<script\b[^>]*\bsrc="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1]
  if (!found) throw new Error(`${host}: the home page loads no /_next/static script`)
  return found
}

async function targetsFor(port: number, tenant: { name: string; slug: string }, types: PageType[]): Promise<Target[]> {
  const host = `${tenant.slug}.localhost:${port}`
  const paths: Record<PageType, () => Promise<string> | string> = {
    home: () => '/',
    search: () => '/search',
    car: () => carPath(port, host),
    // Every template seeds its yards, its special offers and the enquiry pages (tenant-seeds/src/templates).
    location: () => '/our-location',
    offers: () => '/special-offers',
    form: () => '/contact',
    '404': () => '/no-such-page-here',
  }
  const list: Target[] = [
    { tenant: tenant.name, slug: tenant.slug, type: 'static', pathname: await staticPath(port, host), expectStatus: 200 },
  ]
  for (const type of types)
    list.push({ tenant: tenant.name, slug: tenant.slug, type, pathname: await paths[type](), expectStatus: type === '404' ? 404 : 200 })
  return list
}

async function measureLoad(port: number, target: Target, durationS: number, connections: number): Promise<LoadFigures> {
  const host = `${target.slug}.localhost:${port}`
  // Warm the route (first render, caches) outside the measurement, and read what one answer looks like.
  let first = await request(port, host, target.pathname, { headers: loadHeaders })
  for (let warm = 0; warm < 4; warm += 1) first = await request(port, host, target.pathname, { headers: loadHeaders })
  const loadBefore = load1()
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${target.pathname}`,
    headers: { host, ...loadHeaders },
    connections,
    duration: durationS,
    pipelining: 1,
  })
  const unexpected: Record<string, number> = {}
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {}))
    if (Number(code) !== target.expectStatus) unexpected[code] = stats.count ?? 0
  return {
    target,
    status: first.status,
    cacheControl: String(first.headers['cache-control'] ?? '(none)'),
    bytes: first.body.length,
    // Answers completed over the time the load ran (requests still in flight at the end are not counted).
    requestsPerSecond: result.requests.total / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    connections,
    unexpected,
    errors: result.errors,
    timeouts: result.timeouts,
    loadBefore,
  }
}

async function measureLighthouse(port: number, target: Target, runs: number): Promise<LighthouseFigures> {
  const host = `${target.slug}.localhost:${port}`
  const url = `http://${host}${target.pathname}`
  const scripts = await firstLoadScripts(port, host, target.pathname)
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags })
  const figures: RunFigures[] = []
  try {
    for (let run = 0; run < runs; run += 1) figures.push(await lighthouseRun(url, chrome.port, undefined, target.expectStatus === 404))
  } finally {
    await chrome.kill()
  }
  const pick = (key: 'performance' | 'lcpMs' | 'tbtMs' | 'cls' | 'benchmarkIndex' | 'scriptTransferKb') =>
    median(figures.map((run) => run[key]))
  return {
    target,
    runs: figures,
    performance: pick('performance'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    benchmarkIndex: pick('benchmarkIndex'),
    jsKbGzip: kb(scripts.reduce((sum, file) => sum + file.gzipBytes, 0)),
    scriptTransferKb: pick('scriptTransferKb'),
  }
}

const fixed = (value: number, digits: number, width: number) => value.toFixed(digits).padStart(width)

function loadVerdict(figures: LoadFigures, staticRate: number): string[] {
  const misses: string[] = []
  if (figures.status !== figures.target.expectStatus) misses.push(`status ${figures.status}`)
  if (Object.keys(figures.unexpected).length || figures.errors) misses.push('errors')
  if (figures.requestsPerSecond < targets.staticShare * staticRate) misses.push('rate')
  if (figures.p99Ms > targets.p99Ms) misses.push('p99')
  // Fewer answers than connections: each answer took about as long as the whole run, so the rate is a bound.
  if (figures.total < figures.connections) misses.push(`only ${figures.total} answers`)
  return misses
}

function printLoadTable(rows: LoadFigures[]) {
  console.log(`\nLoad: targets: every page >= ${targets.staticShare * 100}% of the static-file rate, p99 <= ${targets.p99Ms} ms`)
  console.log(
    'tenant                      page      path                                   status   req/s  % static  p50 ms  p99 ms   KB  verdict                         cache-control',
  )
  let staticRate = 0
  for (const row of rows) {
    if (row.target.type === 'static') staticRate = row.requestsPerSecond
    const share = staticRate ? (100 * row.requestsPerSecond) / staticRate : 0
    const misses = row.target.type === 'static' ? [] : loadVerdict(row, staticRate)
    const problems = [
      ...Object.entries(row.unexpected).map(([code, count]) => `${count}× ${code}`),
      ...(row.errors ? [`${row.errors} errors (${row.timeouts} timeouts)`] : []),
    ]
    console.log(
      `${row.target.tenant.slice(0, 27).padEnd(27)} ${row.target.type.padEnd(9)} ${row.target.pathname.slice(0, 38).padEnd(38)} ${String(row.status).padStart(6)} ${fixed(row.requestsPerSecond, 0, 7)} ${row.target.type === 'static' ? '     (=)' : fixed(share, 1, 8)} ${fixed(row.p50Ms, 0, 7)} ${fixed(row.p99Ms, 0, 7)} ${fixed(kb(row.bytes), 0, 4)}  ${(row.target.type === 'static' ? '' : misses.length ? `MISS ${misses.join(', ')}` : 'meets both').padEnd(31)} ${row.cacheControl}${problems.length ? `  [${problems.join(', ')}]` : ''}`,
    )
  }
  console.log(
    `(KB = the answer's size as sent with Accept-Encoding: gzip; load average at the start of each measurement: ${rows.map((row) => row.loadBefore.toFixed(1)).join(' ')})`,
  )
}

function lighthouseVerdict(figures: LighthouseFigures): string[] {
  const misses: string[] = []
  if (figures.performance < targets.performance) misses.push('perf')
  if (figures.lcpMs > targets.lcpMs) misses.push('LCP')
  if (figures.tbtMs > targets.tbtMs) misses.push('TBT')
  if (figures.cls > targets.cls) misses.push('CLS')
  if (figures.jsKbGzip > targets.jsKbGzip) misses.push('JS')
  return misses
}

function printLighthouseTable(rows: LighthouseFigures[], runs: number) {
  console.log(
    `\nLighthouse (mobile, simulated throttling, median of ${runs}): targets perf >= ${targets.performance}, LCP <= ${targets.lcpMs / 1000} s, TBT <= ${targets.tbtMs} ms, CLS <= ${targets.cls}, JS <= ${targets.jsKbGzip} KB gzip`,
  )
  console.log(
    'tenant                      page      perf   LCP s  TBT ms    CLS  JS KB gz  JS sent KB  CPU index  LCP element (first run)                 verdict',
  )
  for (const row of rows) {
    const misses = lighthouseVerdict(row)
    console.log(
      `${row.target.tenant.slice(0, 27).padEnd(27)} ${row.target.type.padEnd(9)} ${String(row.performance).padStart(4)} ${fixed(row.lcpMs / 1000, 2, 7)} ${fixed(row.tbtMs, 0, 7)} ${fixed(row.cls, 3, 6)} ${fixed(row.jsKbGzip, 1, 9)} ${fixed(row.scriptTransferKb, 1, 11)} ${fixed(row.benchmarkIndex, 0, 10)}  ${(row.runs[0]?.lcpElement ?? '?').slice(0, 38).padEnd(38)}  ${misses.length ? `MISS ${misses.join(', ')}` : 'meets all'}`,
    )
  }
  console.log(
    `(JS KB gz = the server HTML's <script src> files gzipped, as bench:vehicle-page counts first-load JS; JS sent = Lighthouse's transfer of every script it saw, later chunks and headers included)`,
  )
}

function positive(value: string | undefined, fallback: number, name: string): number {
  const number = value === undefined ? fallback : Number(value)
  if (!Number.isInteger(number) || number < 1) throw new Error(`--${name} must be a positive whole number`)
  return number
}

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1]
  const quick = args.includes('--quick')
  // --target=PORT measures a production server already running on 127.0.0.1 with the demo tenants (nothing built or started).
  const target = option('target')
  const port = target === undefined ? positive(option('port'), 3670, 'port') : positive(target, 0, 'target')
  const durationS = positive(option('duration'), quick ? 2 : 6, 'duration')
  const connections = positive(option('connections'), 20, 'connections')
  const runs = positive(option('runs'), quick ? 1 : 3, 'runs')
  const tenantSlugs = option('tenants')?.split(',') ?? (quick ? [demo.tenants[0]!.slug] : demo.tenants.map((tenant) => tenant.slug))
  const tenants = tenantSlugs.map((slug) => {
    const tenant = demo.tenants.find((candidate) => candidate.slug === slug)
    if (!tenant) throw new Error(`--tenants: no demo tenant ${slug} (${demo.tenants.map((candidate) => candidate.slug).join(', ')})`)
    return tenant
  })
  const types = (option('pages')?.split(',') ?? [...pageTypes]) as PageType[]
  for (const type of types) if (!pageTypes.includes(type)) throw new Error(`--pages: no page type ${type} (${pageTypes.join(', ')})`)

  const { default: lighthousePackage } = await import('lighthouse/package.json', { with: { type: 'json' } })
  const { default: autocannonPackage } = await import('autocannon/package.json', { with: { type: 'json' } })
  console.log(
    `node ${process.version}; ${chromiumVersion()}; lighthouse ${lighthousePackage.version}; autocannon ${autocannonPackage.version}; ${os.cpus().length} cores`,
  )
  console.log(
    `load: ${connections} keep-alive connections for ${durationS} s per URL, after 5 warm-up requests, from this process (it shares the cores with the server)`,
  )
  console.log(
    `load average at start ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  )
  if (target === undefined && !args.includes('--no-build')) buildRenderer()

  const started = target === undefined ? await startSeededServer(port, 'pages') : null

  const loadRows: LoadFigures[] = []
  const lighthouseRows: LighthouseFigures[] = []
  try {
    const list: Target[] = []
    for (const tenant of tenants) list.push(...(await targetsFor(port, tenant, types)))
    // All load figures first, so that the pages and their static-file rate are measured close together.
    for (const target of list) {
      const row = await measureLoad(port, target, durationS, connections)
      console.log(
        `  ${target.slug} ${target.type} ${target.pathname}: ${row.status}, ${row.requestsPerSecond.toFixed(0)} req/s, p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms`,
      )
      loadRows.push(row)
    }
    if (!args.includes('--no-lighthouse')) {
      for (const target of list.filter((candidate) => candidate.type !== 'static')) {
        const row = await measureLighthouse(port, target, runs)
        console.log(
          `  ${target.slug} ${target.type}: ${row.runs.map((run) => `perf ${run.performance} LCP ${(run.lcpMs / 1000).toFixed(2)} s TBT ${run.tbtMs.toFixed(0)} ms CLS ${run.cls.toFixed(3)} (CPU index ${run.benchmarkIndex.toFixed(0)})`).join('; ')}`,
        )
        lighthouseRows.push(row)
      }
    }
  } finally {
    if (started) {
      const { server, dataDir, log } = started
      server.kill('SIGTERM')
      if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve))
      closeSync(log)
      if (args.includes('--keep-data')) console.log(`kept ${dataDir}`)
      else rmSync(dataDir, { recursive: true, force: true })
    }
  }

  printLoadTable(loadRows)
  if (lighthouseRows.length) printLighthouseTable(lighthouseRows, runs)
  console.log(
    `\nload average at end ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')} (${os.cpus().length} cores shared with other jobs: figures move with it)`,
  )
  // The not-found page is meant to answer 404: Lighthouse's warning about its status says nothing new.
  const warnings = new Set(
    lighthouseRows.flatMap((row) =>
      row.runs.flatMap((run) =>
        run.warnings.filter((warning) => !(row.target.expectStatus === 404 && warning.includes('(Status code: 404)'))),
      ),
    ),
  )
  for (const warning of warnings) console.log(`Lighthouse warns: ${warning.replace(/\s+/g, ' ').slice(0, 240)}`)
  const outside = [...new Set(lighthouseRows.flatMap((row) => row.runs.flatMap((run) => run.outsideRequests)))]
  if (outside.length) {
    console.error(`requests for hosts outside this machine: ${outside.join(', ')}`)
    process.exitCode = 1
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
}
