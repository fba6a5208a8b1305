// Latency isolation: one noisy client against one dealer's site while another dealer's pages are measured.
// The noisy client sends the security probe's request shapes (docs/security.md): 15 parallel
// `GET /api/vehicles?pagination=false&depth=2`, 8 parallel search multi-queries of 200 × hitsPerPage=1000,
// and 10 parallel GraphQL operations of a signed-in marketer (9 aliases × 100 cars); and, 15 or 10 at a time,
// the most the bounds still allow: anonymous lists of 24 cars at depth 1, GraphQL of 4 × 100 cars and of 100
// cars with their heaviest fields. Each is repeated until the noisy phase ends. Meanwhile a victim on another
// tenant asks, one request at a time, for a cached page (the home page) and an uncached answer
// (`GET /api/site-settings?limit=1`, read from the database each time).
// Run: npm run bench:isolation [-- options]
//   --no-build        serve the existing renderer/.next as it is
//   --port=N          port of the production server (default 3690)
//   --duration=S      seconds of each phase, quiet then noisy (default 20)
//   --limits=off      admission limits raised out of reach (the request bounds stay): what they are worth
//   --shapes=a,b      only the noisy shapes whose names start with these words (rest, search, graphql)
//   --keep-data       keep the scratch DATA_DIR (its server.log holds the server's output)
//
// Loopback only. The server trusts one proxy hop (TRUSTED_PROXY_HOPS=1) so that the noisy client and the
// victim can be two visitors with their own X-Forwarded-For addresses, as they are behind a real proxy.
import { randomBytes } from 'node:crypto'
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs'
import os from 'node:os'
import http from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { buildRenderer } from '../scripts/lib/workspace.mjs'
import demo from '../tenant-seeds/src/demo.json' with { type: 'json' }
import { request, startProductionServer } from './vehiclePage'

/** The target: another tenant's pages keep p99 ≤ 250 ms while the noisy client runs. */
export const targets = { victimP99Ms: 250 } as const

const noisyTenant = 'harbourside-toyota'
const victimTenant = 'sunshine-coast-caravans'
const noisyAddress = '203.0.113.9'
const victimAddress = '198.51.100.7'

type Shape = { name: string; parallel: number; send: () => Promise<number> }

/**
 * The victim and the noisy client are two machines: each has its own connections, so that the noisy
 * client's burst does not take the victim's idle keep-alive connection from a shared pool.
 */
const victimConnections = new http.Agent({ keepAlive: true })
type Sample = { kind: string; phase: 'quiet' | 'noisy'; ms: number; status: number; atMs: number }

const load1 = () => os.loadavg()[0]!

function percentile(values: number[], fraction: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!
}

function option(args: string[], name: string): string | undefined {
  return args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3)
}

async function startServer(port: number, limitsOff: boolean) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-bench-isolation-'))
  const logFile = path.join(dataDir, 'server.log')
  const log = openSync(logFile, 'a')
  const started = Date.now()
  const limits: Record<string, string> = limitsOff
    ? {
        EXPENSIVE_REQUESTS_PER_CLIENT: '1000',
        EXPENSIVE_REQUESTS_PER_PROCESS: '10000',
        GRAPHQL_IN_FLIGHT_PER_USER: '100',
        GRAPHQL_REQUESTS_PER_USER_PER_MINUTE: '0',
        CLIENT_BUSY_MS_PER_10_SECONDS: '0',
      }
    : {}
  const server = await startProductionServer({
    port,
    stdio: ['ignore', log, log],
    env: {
      DATA_DIR: dataDir,
      PAYLOAD_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO_TENANTS: '1',
      TRUSTED_PROXY_HOPS: '1',
      ...limits,
    },
  }).catch((error: unknown) => {
    console.error(`the server did not start; its output is in ${logFile}`)
    throw error
  })
  console.log(`production server on port ${port}, fresh DATA_DIR ${dataDir}, ready in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  return { server, dataDir, log }
}

async function noisyShapes(port: number): Promise<Shape[]> {
  const host = `${noisyTenant}.localhost:${port}`
  const from = { 'x-forwarded-for': noisyAddress }
  const searchPage = (await request(port, host, '/search', { headers: from })).body.toString()
  const key = new RegExp(`fcs_${noisyTenant}_[0-9a-f]+`).exec(searchPage)?.[0]
  if (!key) throw new Error(`${host}/search carries no search key`)
  const marketer = demo.tenants.find((tenant) => tenant.slug === noisyTenant)!.marketer
  const login = await request(port, `localhost:${port}`, '/api/users/login', {
    method: 'POST',
    headers: { ...from, 'content-type': 'application/json' },
    body: JSON.stringify(marketer),
  })
  const token = (JSON.parse(login.body.toString()) as { token?: string }).token
  if (!token) throw new Error(`the marketer could not sign in: ${login.status} ${login.body.toString().slice(0, 200)}`)
  const multiQuery = JSON.stringify({
    requests: Array.from({ length: 200 }, () => ({
      indexName: `${noisyTenant}_Car_production`,
      params: 'query=&hitsPerPage=1000&facets=*',
    })),
  })
  const aliases = (count: number) =>
    Array.from({ length: count }, (_, index) => `a${index}: Vehicles(limit: 100, sort: "-price") { docs { id } }`).join(' ')
  const graphql = (query: string) => async () =>
    (
      await request(port, `localhost:${port}`, '/api/graphql', {
        method: 'POST',
        body: JSON.stringify({ query }),
        headers: { ...from, authorization: `JWT ${token}`, 'content-type': 'application/json' },
      })
    ).status
  // 100 whole cars' worth of the heaviest fields (long text, JSON, photos with their media): cost 901.
  const heavyFields = 'Vehicles(limit: 100) { docs { id dealercomments filtered_features thumbnails images { url image { url } } } }'
  return [
    {
      name: 'rest pagination=false&depth=2',
      parallel: 15,
      send: async () => (await request(port, host, '/api/vehicles?pagination=false&depth=2', { headers: from })).status,
    },
    {
      // The most an anonymous list may ask for (cms/src/hooks/boundPublicReads.ts).
      name: 'rest limit=24&depth=1',
      parallel: 15,
      send: async () => (await request(port, host, '/api/vehicles?limit=24&depth=1', { headers: from })).status,
    },
    {
      name: 'search 200 × hitsPerPage=1000',
      parallel: 8,
      send: async () =>
        (
          await request(port, host, '/1/indexes/*/queries', {
            method: 'POST',
            body: multiQuery,
            headers: { ...from, 'x-algolia-api-key': key, 'x-algolia-application-id': 'FORECOURT', 'content-type': 'text/plain' },
          })
        ).status,
    },
    { name: 'graphql 9 × 100 cars (marketer)', parallel: 10, send: graphql(`{ ${aliases(9)} }`) },
    // The heaviest operations the cost ceiling (1,000) still allows: the probe's shape, and heavy fields.
    { name: 'graphql 4 × 100 cars (marketer)', parallel: 10, send: graphql(`{ ${aliases(4)} }`) },
    { name: 'graphql 100 cars × heavy fields (marketer)', parallel: 10, send: graphql(`{ ${heavyFields} }`) },
  ]
}

/** Each shape's requests, `parallel` at a time, each loop sending its next as soon as its last is answered. */
async function runNoisy(shapes: Shape[], until: number, statuses: Map<string, Map<number, number>>): Promise<void> {
  const loops = shapes.flatMap((shape) =>
    Array.from({ length: shape.parallel }, async () => {
      const counts = statuses.get(shape.name) ?? new Map<number, number>()
      statuses.set(shape.name, counts)
      while (Date.now() < until) {
        const status = await shape.send().catch(() => 0)
        counts.set(status, (counts.get(status) ?? 0) + 1)
        // A refused request comes back at once; a short pause keeps the loop from only measuring refusals.
        if (status === 429 || status === 503 || status === 400) await new Promise((resolve) => setTimeout(resolve, 20))
      }
    }),
  )
  await Promise.all(loops)
}

async function runVictim(port: number, phase: Sample['phase'], until: number, samples: Sample[]): Promise<void> {
  const host = `${victimTenant}.localhost:${port}`
  const kinds = [
    { kind: 'cached page /', pathname: '/' },
    { kind: 'uncached /api/site-settings', pathname: '/api/site-settings?limit=1' },
  ]
  let turn = 0
  const phaseStart = performance.now()
  while (Date.now() < until) {
    const { kind, pathname } = kinds[turn++ % kinds.length]!
    const started = performance.now()
    const answer = await request(port, host, pathname, {
      headers: { 'x-forwarded-for': victimAddress, 'accept-encoding': 'gzip' },
      agent: victimConnections,
    })
    samples.push({ kind, phase, ms: performance.now() - started, status: answer.status, atMs: started - phaseStart })
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

function printTable(samples: Sample[], statuses: Map<string, Map<number, number>>, limitsOff: boolean): void {
  console.log(`\nvictim (${victimTenant}), one request at a time; admission limits ${limitsOff ? 'OFF' : 'on (defaults)'}`)
  console.log('| victim request | noisy client | requests | non-200 | p50 ms | p99 ms | max ms |')
  console.log('|---|---|---:|---:|---:|---:|---:|')
  for (const kind of [...new Set(samples.map((sample) => sample.kind))]) {
    for (const phase of ['quiet', 'noisy'] as const) {
      const rows = samples.filter((sample) => sample.kind === kind && sample.phase === phase)
      const times = rows.map((row) => row.ms)
      console.log(
        `| ${kind} | ${phase === 'quiet' ? 'none' : 'running'} | ${rows.length} | ${rows.filter((row) => row.status !== 200).length} | ${percentile(times, 0.5).toFixed(0)} | ${percentile(times, 0.99).toFixed(0)} | ${Math.max(...times).toFixed(0)} |`,
      )
    }
  }
  console.log('\nnoisy client: answers by status')
  for (const [name, counts] of statuses) {
    const parts = [...counts.entries()].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`)
    console.log(`  ${name}: ${parts.join(', ')}`)
  }
  const slowest = samples
    .filter((sample) => sample.phase === 'noisy')
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 3)
    .map((sample) => `${sample.ms.toFixed(0)} ms (${sample.kind}, ${(sample.atMs / 1000).toFixed(1)} s into the phase)`)
  console.log(`\nslowest victim requests with the noisy client: ${slowest.join('; ')}`)
  const noisy = samples.filter((sample) => sample.phase === 'noisy').map((sample) => sample.ms)
  const p99 = percentile(noisy, 0.99)
  console.log(
    `\nvictim p99 with the noisy client: ${p99.toFixed(0)} ms (target ≤ ${targets.victimP99Ms} ms): ${p99 <= targets.victimP99Ms ? 'met' : 'NOT met'}`,
  )
}

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  const port = Number(option(args, 'port') ?? 3690)
  const durationS = Number(option(args, 'duration') ?? 20)
  const limitsOff = option(args, 'limits') === 'off'
  if (!Number.isFinite(durationS) || durationS <= 0 || durationS > 300) throw new Error('--duration must be 1 to 300 seconds')
  if (!args.includes('--no-build')) buildRenderer()
  const { server, dataDir, log } = await startServer(port, limitsOff)
  const samples: Sample[] = []
  const statuses = new Map<string, Map<number, number>>()
  try {
    const only = option(args, 'shapes')?.split(',')
    const shapes = (await noisyShapes(port)).filter(
      (shape) => !only || only.some((word) => shape.name.toLowerCase().startsWith(word.toLowerCase())),
    )
    // Warm the victim's pages so that "cached" means cached, and send each noisy shape once, so that the
    // noisy phase measures a running server rather than the first load of the routes it reaches.
    for (let index = 0; index < 3; index += 1) await runVictim(port, 'quiet', Date.now() + 1, [])
    for (const shape of shapes) await shape.send()
    console.log(`quiet phase: ${durationS} s (load average ${load1().toFixed(2)})`)
    await runVictim(port, 'quiet', Date.now() + durationS * 1000, samples)
    console.log(`noisy phase: ${durationS} s (load average ${load1().toFixed(2)})`)
    const until = Date.now() + durationS * 1000
    await Promise.all([runNoisy(shapes, until, statuses), runVictim(port, 'noisy', until, samples)])
  } finally {
    server.kill('SIGTERM')
    if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve))
    closeSync(log)
    if (args.includes('--keep-data')) console.log(`kept ${dataDir}`)
    else rmSync(dataDir, { recursive: true, force: true })
  }
  printTable(samples, statuses, limitsOff)
  console.log(
    `\nload average at end ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')} (${os.cpus().length} cores shared with other jobs: figures move with it)`,
  )
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
}
