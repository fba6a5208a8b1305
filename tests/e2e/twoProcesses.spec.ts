import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { expect, test, type APIRequestContext } from '@playwright/test'

import { port, superAdmin } from './support'

/**
 * Two server processes of the production build on one database (a fresh SQLite file of their own, or,
 * with TEST_POSTGRES_URL, a fresh database on that PostgreSQL cluster): what is changed through one is
 * searched and rendered by the other within a second, through the change channel
 * (cms/src/contentChanges/channel.ts) and not the minute-long search reconciliation.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const tenant = 'harbourside-toyota'
const indexName = `${tenant}_Car_production`
// Beside the port the main end-to-end server uses.
const ports = [port + 1, port + 2] as const
const [first, second] = ports.map((serverPort) => ({
  api: `http://127.0.0.1:${serverPort}`,
  // Node does not resolve *.localhost: connect to the loopback address and name the site in Host.
  site: { host: `${tenant}.localhost:${serverPort}` },
})) as [Server, Server]

type Server = { api: string; site: { host: string } }
type Hit = { objectID: string; slug: string; name: string; stocknum: string }

/** What the other process answers within one second: polled, so a fast answer passes at once. */
const withinASecond = { timeout: 1_000, intervals: [25, 50, 100] }

function postgresBin(name: string): string {
  const base = '/usr/lib/postgresql'
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : []
  const found = versions.map((version) => path.join(base, version, 'bin', name)).find((bin) => existsSync(bin))
  if (!found) throw new Error(`PostgreSQL's ${name} is not installed`)
  return found
}

/** The cluster's connection options for its command-line tools. */
function clusterArgs(url: URL): string[] {
  return ['-h', url.hostname, '-p', url.port || '5432', '-U', decodeURIComponent(url.username || 'postgres')]
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-two-processes-'))
const postgresUrl = process.env.TEST_POSTGRES_URL ? new URL(process.env.TEST_POSTGRES_URL) : undefined
const database = `forecourt_two_processes_${process.pid}`
const servers: ChildProcess[] = []

async function startServer(serverPort: number, databaseUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(root, 'renderer/node_modules/next/dist/bin/next'), 'start', '-p', String(serverPort)], {
    cwd: path.join(root, 'renderer'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(serverPort),
      DATA_DIR: dataDir,
      // Blank is unset: SQLite in DATA_DIR.
      DATABASE_URL: databaseUrl,
      PAYLOAD_SECRET: 'e2e-secret',
      PAYLOAD_LOG_LEVEL: 'warn',
      SEED_DEMO_TENANTS: '1',
      TRUSTED_PROXY_HOPS: '1',
    },
  })
  servers.push(child)
  // Start-up includes migrations, seeding and the index build (renderer/instrumentation.ts).
  const deadline = Date.now() + 150_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start on port ${serverPort} exited with ${child.exitCode}`)
    try {
      const response = await fetch(`http://127.0.0.1:${serverPort}/admin/login`, { redirect: 'manual' })
      if (response.status < 500) return child
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`next start did not answer on port ${serverPort} within 150 s`)
}

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(360_000)
  let databaseUrl = ''
  if (postgresUrl) {
    const created = spawnSync(postgresBin('createdb'), [...clusterArgs(postgresUrl), database], { stdio: 'inherit' })
    if (created.status !== 0) throw new Error(`createdb ${database} failed`)
    databaseUrl = new URL(`/${database}`, postgresUrl).toString()
  }
  // One after the other: the first migrates and seeds, the second finds both done.
  for (const serverPort of ports) await startServer(serverPort, databaseUrl)
})

test.afterAll(async () => {
  await Promise.all(
    servers.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve()
          child.once('exit', () => resolve())
          child.kill('SIGTERM')
        }),
    ),
  )
  if (postgresUrl) spawnSync(postgresBin('dropdb'), [...clusterArgs(postgresUrl), '--if-exists', database], { stdio: 'inherit' })
  rmSync(dataDir, { recursive: true, force: true })
})

async function adminAuth(request: APIRequestContext, server: Server): Promise<{ authorization: string }> {
  const response = await request.post(`${server.api}/api/users/login`, { data: { email: superAdmin.email, password: superAdmin.password } })
  expect(response.status()).toBe(200)
  return { authorization: `JWT ${((await response.json()) as { token: string }).token}` }
}

/** The search-only key the tenant's pages hand every visitor. */
async function visitorSearchKey(request: APIRequestContext, server: Server): Promise<string> {
  const html = await (await request.get(`${server.api}/search`, { headers: server.site })).text()
  const key = new RegExp(`fcs_${tenant}_[0-9a-f]{32}`).exec(html)?.[0]
  if (!key) throw new Error('The search page carries no search key')
  return key
}

async function search(request: APIRequestContext, server: Server, key: string, params: Record<string, unknown>): Promise<Hit[]> {
  const response = await request.post(`${server.api}/1/indexes/*/queries`, {
    headers: { ...server.site, 'x-algolia-api-key': key, 'x-algolia-application-id': 'FORECOURT', 'content-type': 'text/plain' },
    data: JSON.stringify({ requests: [{ indexName, hitsPerPage: 50, ...params }] }),
  })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { results: Array<{ hits: Hit[] }> }).results[0]?.hits ?? []
}

async function titleOf(request: APIRequestContext, server: Server, pagePath: string): Promise<string | undefined> {
  const html = await (await request.get(`${server.api}${pagePath}`, { headers: server.site })).text()
  return /<title>([^<]*)<\/title>/.exec(html)?.[1]
}

test('a car edited, a feed imported and cars deleted through one process are searched and rendered by the other within a second', async ({
  request,
}) => {
  const auth = await adminAuth(request, first)
  const key = await visitorSearchKey(request, second)
  const [car] = await search(request, second, key, { hitsPerPage: 1 })
  if (!car) throw new Error(`${tenant} has no listed car`)
  // Both processes have rendered (and may have cached) the car page as it was.
  for (const server of [first, second]) expect(await titleOf(request, server, `/cars/${car.slug}`)).toBeTruthy()

  const renamed = `Two-process test car ${Date.now()}`
  expect((await request.patch(`${first.api}/api/vehicles/${car.objectID}`, { headers: auth, data: { name: renamed } })).status()).toBe(200)
  const nameInSearch = async () =>
    (await search(request, second, key, { query: car.stocknum })).find((hit) => hit.objectID === car.objectID)?.name
  await expect.poll(nameInSearch, withinASecond).toBe(renamed)
  await expect.poll(() => titleOf(request, second, `/cars/${car.slug}`), withinASecond).toContain(renamed)

  // A small feed imported through the first, as `npm run stock:import` sends it.
  const feed = [
    'stocknum,car_type,status,make,model,year,price',
    'ZZTWOPROC01,used,in_stock,Toyota,Corolla,2022,23456',
    'ZZTWOPROC02,used,in_stock,Toyota,Yaris,2021,19876',
  ].join('\n')
  const imported = await request.post(`${first.api}/api/vehicles/import?tenant=${tenant}&dealership=${tenant}&mode=partial&format=csv`, {
    headers: { ...auth, 'content-type': 'text/csv' },
    data: feed,
  })
  expect(imported.status()).toBe(200)
  const importedInSearch = async () =>
    (await search(request, second, key, { query: 'ZZTWOPROC' })).map((hit) => hit.stocknum).sort((a, b) => a.localeCompare(b))
  await expect.poll(importedInSearch, withinASecond).toEqual(['ZZTWOPROC01', 'ZZTWOPROC02'])

  // Deleted through the first: gone from the second's search.
  for (const hit of await search(request, second, key, { query: 'ZZTWOPROC' })) {
    expect((await request.delete(`${first.api}/api/vehicles/${hit.objectID}`, { headers: auth })).status()).toBe(200)
  }
  await expect.poll(importedInSearch, withinASecond).toEqual([])
})

test('a page published through one process is rendered by the other within a second', async ({ request }) => {
  const auth = await adminAuth(request, first)
  const tenants = await request.get(`${first.api}/api/tenants?where[slug][equals]=${tenant}&depth=0`, { headers: auth })
  const tenantId = ((await tenants.json()) as { docs: Array<{ id: number | string }> }).docs[0]?.id
  const pages = await request.get(
    `${first.api}/api/pages?where[and][0][tenant][equals]=${tenantId}&where[and][1][slug][equals]=home&depth=0`,
    {
      headers: auth,
    },
  )
  const home = ((await pages.json()) as { docs: Array<{ id: number | string }> }).docs[0]
  if (!home) throw new Error(`${tenant} has no home page`)
  // Both processes have rendered (and may have cached) the home page as it was.
  for (const server of [first, second]) expect(await titleOf(request, server, '/')).toBeTruthy()

  const retitled = `Harbourside Toyota — two processes ${Date.now()}`
  const published = await request.patch(`${first.api}/api/pages/${home.id}`, {
    headers: auth,
    data: { title: retitled, _status: 'published' },
  })
  expect(published.status()).toBe(200)
  await expect.poll(() => titleOf(request, second, '/'), withinASecond).toBe(retitled)
})
