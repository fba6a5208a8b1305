/**
 * `npm run bench:change-propagation`: how long an edit made through one server process takes to show in
 * another process on the same database (docs/several-processes.md). Starts two `next start` of
 * the existing production build (`pnpm --filter @forecourt/renderer build` first) on a fresh SQLite file,
 * or with `--postgres=postgres://…` (a cluster where a throw-away database may be created) on PostgreSQL;
 * then, `--rounds` times each, edits a car's price through the first process and waits for the second's
 * search to answer it, and retitles the home page through the first and waits for the second to render
 * it. Prints p50 / p95 / max of each, measured from the edit's answer.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import demo from '../tenant-seeds/src/demo.json' with { type: 'json' }

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [name, value = ''] = arg.replace(/^--/, '').split('=')
    return [name, value] as const
  }),
)
const rounds = Number(args.get('rounds') ?? 20)
const basePort = Number(args.get('port') ?? 3620)
const postgres = args.get('postgres') ? new URL(args.get('postgres') as string) : undefined
const tenant = 'harbourside-toyota'
const ports = [basePort, basePort + 1] as const

type Answer = { status: number; body: string }

function send(port: number, method: string, pathname: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method, path: pathname, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }))
    })
    request.on('error', reject)
    request.end(body)
  })
}

const site = (port: number) => ({ host: `${tenant}.localhost:${port}` })

function postgresBin(name: string): string {
  const base = '/usr/lib/postgresql'
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : []
  const found = versions.map((version) => path.join(base, version, 'bin', name)).find((bin) => existsSync(bin))
  if (!found) throw new Error(`PostgreSQL's ${name} is not installed`)
  return found
}

const clusterArgs = (url: URL) => ['-h', url.hostname, '-p', url.port || '5432', '-U', decodeURIComponent(url.username || 'postgres')]

async function startServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(root, 'renderer/node_modules/next/dist/bin/next'), 'start', '-p', String(port)], {
    cwd: path.join(root, 'renderer'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', PORT: String(port), ...env },
  })
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start on port ${port} exited with ${child.exitCode}`)
    const answer = await send(port, 'GET', '/admin/login', {}).catch(() => undefined)
    if (answer && answer.status < 500) return child
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  child.kill()
  throw new Error(`next start did not answer on port ${port} within 180 s`)
}

/** Milliseconds until `ready` holds, asking every 5 ms. */
async function timeUntil(ready: () => Promise<boolean>, limitMs = 10_000): Promise<number> {
  const started = performance.now()
  while (!(await ready())) {
    if (performance.now() - started > limitMs) throw new Error(`not seen within ${limitMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  return performance.now() - started
}

function summary(label: string, times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b)
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] as number
  return `${label}: p50 ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms, max ${at(1).toFixed(0)} ms (${times.length} edits)`
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-propagation-'))
const database = `forecourt_propagation_${process.pid}`
const servers: ChildProcess[] = []
try {
  let databaseUrl = ''
  if (postgres) {
    if (spawnSync(postgresBin('createdb'), [...clusterArgs(postgres), database], { stdio: 'inherit' }).status !== 0)
      throw new Error('createdb failed')
    databaseUrl = new URL(`/${database}`, postgres).toString()
  }
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    PAYLOAD_SECRET: 'bench-secret',
    PAYLOAD_LOG_LEVEL: 'warn',
    SEED_DEMO_TENANTS: '1',
  }
  for (const port of ports) servers.push(await startServer(port, env))
  const [a, b] = ports

  const login = await send(
    a,
    'POST',
    '/api/users/login',
    { 'content-type': 'application/json' },
    JSON.stringify({ email: demo.superAdmin.email, password: demo.superAdmin.password }),
  )
  const auth = { authorization: `JWT ${(JSON.parse(login.body) as { token: string }).token}`, 'content-type': 'application/json' }
  const searchPage = await send(b, 'GET', '/search', site(b))
  const key = new RegExp(`fcs_${tenant}_[0-9a-f]{32}`).exec(searchPage.body)?.[0]
  if (!key) throw new Error('no search key on the search page')
  const searchB = async (params: Record<string, unknown>) => {
    const answer = await send(
      b,
      'POST',
      '/1/indexes/*/queries',
      { ...site(b), 'x-algolia-api-key': key, 'x-algolia-application-id': 'FORECOURT', 'content-type': 'text/plain' },
      JSON.stringify({ requests: [{ indexName: `${tenant}_Car_production`, hitsPerPage: 1, ...params }] }),
    )
    return (JSON.parse(answer.body) as { results: Array<{ hits: Array<{ objectID: string; stocknum: string; price: number }> }> })
      .results[0]?.hits
  }
  const car = (await searchB({ filters: 'price > 1000' }))?.[0]
  if (!car) throw new Error('no priced car')

  const searchTimes: number[] = []
  for (let round = 1; round <= rounds; round++) {
    const price = car.price + round
    const patched = await send(a, 'PATCH', `/api/vehicles/${car.objectID}`, auth, JSON.stringify({ price }))
    if (patched.status !== 200) throw new Error(`PATCH answered ${patched.status}`)
    searchTimes.push(await timeUntil(async () => (await searchB({ query: car.stocknum }))?.[0]?.price === price))
  }

  const tenants = await send(a, 'GET', `/api/tenants?where[slug][equals]=${tenant}&depth=0`, auth)
  const tenantId = (JSON.parse(tenants.body) as { docs: Array<{ id: number }> }).docs[0]?.id
  const pages = await send(a, 'GET', `/api/pages?where[and][0][tenant][equals]=${tenantId}&where[and][1][slug][equals]=home&depth=0`, auth)
  const home = (JSON.parse(pages.body) as { docs: Array<{ id: number }> }).docs[0]
  if (!home) throw new Error('no home page')
  const pageTimes: number[] = []
  for (let round = 1; round <= rounds; round++) {
    // B renders (and caches) the page as it is before each edit.
    await send(b, 'GET', '/', site(b))
    const title = `Harbourside Toyota round ${round} ${Date.now()}`
    const patched = await send(a, 'PATCH', `/api/pages/${home.id}`, auth, JSON.stringify({ title, _status: 'published' }))
    if (patched.status !== 200) throw new Error(`PATCH answered ${patched.status}`)
    pageTimes.push(await timeUntil(async () => (await send(b, 'GET', '/', site(b))).body.includes(`<title>${title}</title>`)))
  }

  console.log(`Change propagation between two processes on ${postgres ? 'PostgreSQL (LISTEN/NOTIFY)' : 'one SQLite file (polled)'}:`)
  console.log(`  ${summary('car price edited through A, answered by B’s search', searchTimes)}`)
  console.log(`  ${summary('home page retitled through A, rendered by B', pageTimes)}`)
  console.log(
    `  load average ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  )
} finally {
  for (const server of servers) server.kill('SIGTERM')
  await new Promise((resolve) => setTimeout(resolve, 1_000))
  if (postgres) spawnSync(postgresBin('dropdb'), [...clusterArgs(postgres), '--if-exists', database], { stdio: 'inherit' })
  rmSync(dataDir, { recursive: true, force: true })
}
