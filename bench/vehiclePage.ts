// Vehicle page speed: Lighthouse (mobile defaults, simulated throttling) on a production build, one
// in-stock vehicle page per demo tenant, plus the page's first-load JavaScript in KB gzip.
// Run: npm run bench:vehicle-page [-- options]
//   --no-build     serve the existing renderer/.next as it is (no build, not even the up-to-date check)
//   --runs=N       Lighthouse runs per page (default 3; the figures are per-metric medians)
//   --port=N       port of the production server (default 3660)
//   --scripts      list every first-load script with its gzip size
//   --keep-data    keep the scratch DATA_DIR (its server.log holds the server's output)
//   --cpu-slowdown=N|auto  Lighthouse's CPU multiplier (default: its own, 4); `auto` derives it per page
//                  from this machine's benchmark index, as Lighthouse's throttling guide advises
//
// The server runs on a fresh DATA_DIR with the demo tenants (SEED_DEMO_TENANTS=1). Chromium may reach
// this machine only: every other host name resolves to nothing, and any request that left for one is
// reported (and fails the run).
import { type ChildProcess, spawnSync, type StdioOptions } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { buildRenderer, startServer } from '../scripts/lib/workspace.mjs'
import demo from '../tenant-seeds/src/demo.json' with { type: 'json' }

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-features=HttpsUpgrades',
  // Nothing outside this machine: a page that asks for another host gets a DNS failure, not the internet.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE *.localhost, EXCLUDE 127.0.0.1',
]

// The helper is plain JavaScript: TypeScript infers its stdio as a string and its result as never.
export const startProductionServer = startServer as unknown as (options: {
  port: number
  env: Record<string, string>
  stdio: StdioOptions
}) => Promise<ChildProcess>

export const targets = { performance: 95, lcpMs: 1200, cls: 0.02, tbtMs: 100, jsKbGzip: 150 } as const

export type RunFigures = {
  benchmarkIndex: number
  warnings: string[]
  performance: number
  lcpMs: number
  cls: number
  tbtMs: number
  fcpMs: number
  speedIndexMs: number
  lcpElement: string
  scriptTransferKb: number
  outsideRequests: string[]
}
export type ScriptFile = { src: string; bytes: number; gzipBytes: number }
type PageFigures = {
  tenant: string
  url: string
  runs: RunFigures[]
  median: Pick<RunFigures, 'performance' | 'lcpMs' | 'cls' | 'tbtMs' | 'fcpMs' | 'speedIndexMs'>
  scripts: ScriptFile[]
  jsKbGzip: number
  scriptTransferKb: number
  cpuSlowdown: number
  loadBefore: number[]
  loadAfter: number[]
}

const kb = (bytes: number) => bytes / 1024

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** Node's fetch cannot resolve *.localhost: connect to 127.0.0.1 and name the site in the Host header. */
export function request(
  port: number,
  host: string,
  pathname: string,
  options: { method?: string; body?: string; headers?: Record<string, string>; agent?: http.Agent } = {},
): Promise<{ status: number; body: Buffer; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        method: options.method ?? 'GET',
        headers: { host, ...options.headers },
        ...(options.agent ? { agent: options.agent } : {}),
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks), headers: response.headers }))
        response.on('error', reject)
      },
    )
    req.on('error', reject)
    if (options.body) req.write(options.body)
    req.end()
  })
}

async function requestJson<T>(port: number, host: string, pathname: string, options: Parameters<typeof request>[3] = {}): Promise<T> {
  const response = await request(port, host, pathname, options)
  if (response.status >= 400)
    throw new Error(`${options.method ?? 'GET'} ${pathname} answered ${response.status}: ${response.body.toString().slice(0, 200)}`)
  return JSON.parse(response.body.toString()) as T
}

/** The first in-stock car on the dealer's site in stock-number order (the demo stock is generated). */
async function inStockCarSlug(port: number, token: string, tenantSlug: string): Promise<string> {
  const query = new URLSearchParams({
    'where[tenant.slug][equals]': tenantSlug,
    'where[status][equals]': 'in_stock',
    'where[show_on_dealer_website][equals]': 'true',
    limit: '1',
    depth: '0',
    sort: 'stocknum',
  })
  const answer = await requestJson<{ docs: Array<{ slug: string }> }>(port, `localhost:${port}`, `/api/vehicles?${query.toString()}`, {
    headers: { authorization: `JWT ${token}` },
  })
  const car = answer.docs[0]
  if (!car) throw new Error(`no in-stock car on ${tenantSlug}`)
  return car.slug
}

/**
 * The scripts the browser runs on first load, as the server HTML lists them (module-capable browsers
 * skip `nomodule`), each served file gzipped at zlib's default level, which is what `next start` sends.
 */
export async function firstLoadScripts(port: number, host: string, pathname: string): Promise<ScriptFile[]> {
  const html = (await request(port, host, pathname)).body.toString()
  const sources = new Set<string>()
  for (const match of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attributes = match[1] ?? ''
    if (/\bnomodule\b/i.test(attributes)) continue
    const src = /\bsrc="([^"]+)"/i.exec(attributes)?.[1]
    if (src) sources.add(src.replaceAll('&amp;', '&'))
  }
  const files: ScriptFile[] = []
  for (const src of sources) {
    const response = await request(port, host, src, { headers: { 'accept-encoding': 'identity' } })
    if (response.status !== 200) throw new Error(`${src} answered ${response.status}`)
    files.push({ src, bytes: response.body.length, gzipBytes: gzipSync(response.body).length })
  }
  return files
}

type NetworkItem = { url: string; resourceType?: string; transferSize?: number }

/** Lighthouse's mobile default. */
const DEFAULT_CPU_SLOWDOWN = 4

/**
 * The CPU slowdown that makes this machine behave like Lighthouse's reference phone, from its benchmark
 * index: the breakpoints of Lighthouse's CPU throttling calculator (150 → 1×, 800 → 2×, 1300 → 3×, then
 * one more per 233). The default 4× assumes a fast desktop (an index around 1500).
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650)
}

export async function lighthouseRun(url: string, chromePort: number, cpuSlowdown?: number, ignoreStatusCode = false): Promise<RunFigures> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // Merged into the default settings, as the CLI's --throttling.cpuSlowdownMultiplier is.
    ...(cpuSlowdown === undefined ? {} : { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }),
    // A page meant to answer 404 (the not-found page) is audited too; Lighthouse refuses an error status otherwise.
    ...(ignoreStatusCode ? { ignoreStatusCode: true } : {}),
  })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { lhr } = result
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  const audit = (id: string) => {
    const value = lhr.audits[id]?.numericValue
    if (value === undefined) throw new Error(`Lighthouse audit ${id} has no value for ${url}`)
    return value
  }
  const network = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []
  const local = (address: string) => {
    if (!/^https?:/.test(address)) return true
    const { hostname } = new URL(address)
    return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1'
  }
  const lcpItems = (
    lhr.audits['largest-contentful-paint-element']?.details as
      { items?: Array<{ items?: Array<{ node?: { selector?: string; nodeLabel?: string } }> }> } | undefined
  )?.items
  const lcpNode = lcpItems?.[0]?.items?.[0]?.node
  return {
    benchmarkIndex: lhr.environment.benchmarkIndex,
    warnings: lhr.runWarnings,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    fcpMs: audit('first-contentful-paint'),
    speedIndexMs: audit('speed-index'),
    lcpElement: lcpNode ? `${lcpNode.selector ?? ''} "${(lcpNode.nodeLabel ?? '').slice(0, 40)}"` : '?',
    scriptTransferKb: kb(network.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0)),
    outsideRequests: network.map((item) => item.url).filter((address) => !local(address)),
  }
}

async function measurePage(
  tenant: string,
  url: string,
  port: number,
  host: string,
  pathname: string,
  runs: number,
  cpuOption: number | 'auto' | undefined,
): Promise<PageFigures> {
  const loadBefore = os.loadavg()
  // Warm the server (first render of the route, image optimiser, static files) outside the measurement.
  await request(port, host, pathname)
  const scripts = await firstLoadScripts(port, host, pathname)
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags })
  const figures: RunFigures[] = []
  let cpuSlowdown = cpuOption === 'auto' ? undefined : cpuOption
  try {
    if (cpuOption === 'auto') {
      // One run to read the benchmark index; its figures are not kept (they are at the default 4×).
      cpuSlowdown = Math.round(calibratedCpuSlowdown((await lighthouseRun(url, chrome.port)).benchmarkIndex) * 10) / 10
    }
    for (let run = 0; run < runs; run += 1) figures.push(await lighthouseRun(url, chrome.port, cpuSlowdown))
  } finally {
    await chrome.kill()
  }
  const pick = (key: 'performance' | 'lcpMs' | 'cls' | 'tbtMs' | 'fcpMs' | 'speedIndexMs') => median(figures.map((run) => run[key]))
  return {
    tenant,
    url,
    runs: figures,
    median: {
      performance: pick('performance'),
      lcpMs: pick('lcpMs'),
      cls: pick('cls'),
      tbtMs: pick('tbtMs'),
      fcpMs: pick('fcpMs'),
      speedIndexMs: pick('speedIndexMs'),
    },
    scripts,
    jsKbGzip: kb(scripts.reduce((sum, file) => sum + file.gzipBytes, 0)),
    scriptTransferKb: median(figures.map((run) => run.scriptTransferKb)),
    cpuSlowdown: cpuSlowdown ?? DEFAULT_CPU_SLOWDOWN,
    loadBefore,
    loadAfter: os.loadavg(),
  }
}

const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(' ')
const mark = (ok: boolean) => (ok ? 'ok' : 'MISS')

function verdict(page: PageFigures) {
  const { median: m } = page
  return {
    performance: m.performance >= targets.performance,
    lcp: m.lcpMs <= targets.lcpMs,
    cls: m.cls <= targets.cls,
    tbt: m.tbtMs <= targets.tbtMs,
    js: page.jsKbGzip <= targets.jsKbGzip,
  }
}

function printPage(page: PageFigures, listScripts: boolean) {
  console.log(`\n${page.tenant}  ${page.url}`)
  console.log(`  load average before ${load(page.loadBefore)}, after ${load(page.loadAfter)}; CPU slowdown ${page.cpuSlowdown}×`)
  page.runs.forEach((run, index) => {
    console.log(
      `  run ${index + 1} (CPU benchmark index ${run.benchmarkIndex.toFixed(0)}): perf ${run.performance}  LCP ${run.lcpMs.toFixed(0)} ms  CLS ${run.cls.toFixed(3)}  TBT ${run.tbtMs.toFixed(0)} ms  FCP ${run.fcpMs.toFixed(0)} ms  SI ${run.speedIndexMs.toFixed(0)} ms  LCP element ${run.lcpElement}`,
    )
  })
  for (const warning of new Set(page.runs.flatMap((run) => run.warnings)))
    console.log(`  Lighthouse warns: ${warning.replace(/\s+/g, ' ').slice(0, 240)}`)
  if (listScripts) {
    for (const file of [...page.scripts].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
      console.log(`    ${kb(file.gzipBytes).toFixed(1).padStart(6)} KB gz  ${kb(file.bytes).toFixed(1).padStart(7)} KB raw  ${file.src}`)
    }
  }
  const m = page.median
  const v = verdict(page)
  console.log(
    `  median: perf ${m.performance} (${mark(v.performance)})  LCP ${(m.lcpMs / 1000).toFixed(2)} s (${mark(v.lcp)})  CLS ${m.cls.toFixed(3)} (${mark(v.cls)})  TBT ${m.tbtMs.toFixed(0)} ms (${mark(v.tbt)})  FCP ${(m.fcpMs / 1000).toFixed(2)} s`,
  )
  console.log(
    `  first-load JS: ${page.jsKbGzip.toFixed(1)} KB gzip in ${page.scripts.length} scripts (${mark(v.js)}); Lighthouse's script transfer ${page.scriptTransferKb.toFixed(1)} KB`,
  )
}

function printSummary(pages: PageFigures[]) {
  console.log(
    `\nTargets: perf >= ${targets.performance}, LCP <= ${targets.lcpMs / 1000} s, CLS <= ${targets.cls}, TBT <= ${targets.tbtMs} ms, JS <= ${targets.jsKbGzip} KB gzip`,
  )
  console.log('tenant                       perf    LCP s    CLS     TBT ms   FCP s   JS KB gz  verdict')
  for (const page of pages) {
    const m = page.median
    const v = verdict(page)
    const misses = Object.entries(v)
      .filter(([, ok]) => !ok)
      .map(([name]) => name)
    console.log(
      `${page.tenant.padEnd(28)} ${String(m.performance).padStart(4)}  ${(m.lcpMs / 1000).toFixed(2).padStart(6)}  ${m.cls.toFixed(3).padStart(6)}  ${m.tbtMs.toFixed(0).padStart(7)}  ${(m.fcpMs / 1000).toFixed(2).padStart(6)}  ${page.jsKbGzip.toFixed(1).padStart(8)}  ${misses.length ? `MISS ${misses.join(', ')}` : 'meets all'}`,
    )
  }
}

export function chromiumVersion(): string {
  const result = spawnSync(chromiumPath, ['--version'], { encoding: 'utf8' })
  return result.status === 0 ? result.stdout.trim() : `${chromiumPath} (version unknown)`
}

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1]
  const runs = Number(option('runs') ?? 3)
  const port = Number(option('port') ?? 3660)
  const cpuText = option('cpu-slowdown')
  const cpuOption = cpuText === undefined ? undefined : cpuText === 'auto' ? 'auto' : Number(cpuText)
  if (typeof cpuOption === 'number' && !(cpuOption > 0)) throw new Error('--cpu-slowdown must be a positive number or auto')
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive whole number')
  if (!Number.isInteger(port) || port <= 0) throw new Error('--port must be a port number')

  const { default: lighthousePackage } = await import('lighthouse/package.json', { with: { type: 'json' } })
  console.log(
    `node ${process.version}; ${chromiumVersion()}; lighthouse ${lighthousePackage.version} (mobile, simulated throttling); ${os.cpus().length} cores`,
  )
  console.log(`load average at start ${load(os.loadavg())}`)
  if (!args.includes('--no-build')) buildRenderer()

  const { server, dataDir, log } = await startSeededServer(port, 'vehicle')

  const pages: PageFigures[] = []
  try {
    const login = await requestJson<{ token: string }>(port, `localhost:${port}`, '/api/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: demo.superAdmin.email, password: demo.superAdmin.password }),
    })
    for (const tenant of demo.tenants) {
      const host = `${tenant.slug}.localhost:${port}`
      const pathname = `/cars/${await inStockCarSlug(port, login.token, tenant.slug)}`
      const page = await measurePage(tenant.name, `http://${host}${pathname}`, port, host, pathname, runs, cpuOption)
      printPage(page, args.includes('--scripts'))
      pages.push(page)
    }
  } finally {
    server.kill('SIGTERM')
    if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve))
    closeSync(log)
    if (args.includes('--keep-data')) console.log(`kept ${dataDir}`)
    else rmSync(dataDir, { recursive: true, force: true })
  }

  printSummary(pages)
  console.log(`load average at end ${load(os.loadavg())} (${os.cpus().length} cores shared with other jobs: figures move with it)`)
  console.log(
    `JS = the server HTML's <script src> files (not nomodule), each gzipped at zlib's default level; Lighthouse's script transfer is what the browser received (all scripts, headers included).`,
  )
  const outside = [...new Set(pages.flatMap((page) => page.runs.flatMap((run) => run.outsideRequests)))]
  if (outside.length) {
    console.error(`requests for hosts outside this machine: ${outside.join(', ')}`)
    process.exitCode = 1
  }
}

/**
 * A production server on a fresh DATA_DIR with the demo tenants seeded (its output in server.log there),
 * resolved once it answers, migrated and seeded. The benchmarks that need the demo sites share it.
 */
export async function startSeededServer(port: number, label: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `forecourt-bench-${label}-`))
  const logFile = path.join(dataDir, 'server.log')
  const log = openSync(logFile, 'a')
  const started = Date.now()
  const server = await startProductionServer({
    port,
    stdio: ['ignore', log, log],
    env: { DATA_DIR: dataDir, PAYLOAD_SECRET: randomBytes(32).toString('hex'), SEED_DEMO_TENANTS: '1' },
  }).catch((error: unknown) => {
    console.error(`the server did not start; its output is in ${logFile}`)
    throw error
  })
  console.log(
    `production server on port ${port}, fresh DATA_DIR ${dataDir}, ready (migrated and seeded) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
  return { server, dataDir, log }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
}
