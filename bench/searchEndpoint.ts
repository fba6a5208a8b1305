// Search endpoint throughput: `/1/indexes/*/queries` of a production build under load, beside the same
// server's static-file rate in the same run (what the machine and Node's HTTP layer allow).
// Run: npm run bench:search-endpoint -- [options]   (node --import @swc-node/register/esm-register bench/searchEndpoint.ts)
//   --port=P             start a fresh server on this port (default 3365; build first unless --no-build)
//   --target=PORT        measure a server already running on 127.0.0.1:PORT instead (seeded demo tenants)
//   --no-build           reuse renderer/.next as it is
//   --connections=C      keep-alive connections (default 20)
//   --duration=S         seconds per URL (default 6)
//   --tenant=SLUG        the tenant searched (default the first demo tenant)
//   --keep-data          leave the started server's data directory (database, server.log) in place
//
// Each case is measured with autocannon after a 2-second warm-up of the same requests; printed: req/s,
// p50 / p99 / max latency in ms, and the status codes seen (anything but 2xx makes the run exit 1).
import { mkdtempSync, openSync, rmSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'

import { buildRenderer, startServer } from '../scripts/lib/workspace.mjs'
import demo from '../tenant-seeds/src/demo.json' with { type: 'json' }

type Options = {
  port: number
  target: number | null
  build: boolean
  connections: number
  durationS: number
  tenant: string
  keepData: boolean
}

function parseOptions(argv: string[]): Options {
  const options: Options = {
    port: 3365,
    target: null,
    build: true,
    connections: 20,
    durationS: 6,
    tenant: demo.tenants[0]?.slug ?? 'harbourside-toyota',
    keepData: false,
  }
  for (const arg of argv) {
    const [flag, value = ''] = arg.split('=')
    const number = Number(value)
    const positiveInteger = Number.isInteger(number) && number > 0
    if (flag === '--port' && positiveInteger) options.port = number
    else if (flag === '--target' && positiveInteger) options.target = number
    else if (flag === '--no-build') options.build = false
    else if (flag === '--connections' && positiveInteger) options.connections = number
    else if (flag === '--duration' && positiveInteger) options.durationS = number
    else if (flag === '--tenant' && value !== '') options.tenant = value
    else if (flag === '--keep-data') options.keepData = true
    else throw new Error(`Unknown or invalid option ${arg}`)
  }
  return options
}

interface Case {
  name: string
  method: 'GET' | 'POST'
  path: string
  headers?: Record<string, string>
  body?: string
}

const stockFilter = '(status:in_stock OR status:coming_soon) AND show_on_dealer_website:true'
const pageFacets = ['make', 'model', 'body', 'fuel', 'transmission', 'car_type', 'state', 'colour', 'year', 'price', 'km']

/** The multi-query a search page sends for its first results page with one refinement (as react-instantsearch does). */
function resultsPageBody(indexName: string): string {
  const shared = { query: '', filters: stockFilter, analytics: false, clickAnalytics: false }
  return JSON.stringify({
    requests: [
      {
        indexName,
        params: { ...shared, facets: pageFacets, facetFilters: [['body:suv']], hitsPerPage: 21, page: 0, maxValuesPerFacet: 100 },
      },
      { indexName, params: { ...shared, facets: ['body'], hitsPerPage: 0, page: 0, maxValuesPerFacet: 100 } },
    ],
  })
}

/** GET on the tenant's host (fetch does not let the Host header be chosen). */
function getText(port: number, tenant: string, urlPath: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: urlPath, headers: { host: `${tenant}.localhost:${port}` } }, (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (text += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }))
    })
    request.on('error', reject)
  })
}

/** The search-only key the tenant's search page hands the browser, and a static chunk the page loads. */
async function searchPageFacts(port: number, tenant: string): Promise<{ key: string; chunk: string }> {
  const { status, text } = await getText(port, tenant, '/search')
  const key = /fcs_[a-z0-9-]+_[0-9a-f]{32}/.exec(text)?.[0]
  const chunk = /\/_next\/static\/[^"']+\.js/.exec(text)?.[0]
  if (!key || !chunk) throw new Error(`No search key or static chunk on ${tenant}'s /search page (status ${status})`)
  return { key, chunk }
}

interface Figures {
  name: string
  requestsPerSecond: number
  p50: number
  p99: number
  max: number
  statuses: string
  ok: boolean
}

async function measure(port: number, tenant: string, testCase: Case, options: Options): Promise<Figures> {
  const run = (duration: number) =>
    autocannon({
      url: `http://127.0.0.1:${port}${testCase.path}`,
      method: testCase.method,
      headers: { host: `${tenant}.localhost:${port}`, ...testCase.headers },
      body: testCase.body,
      connections: options.connections,
      duration,
    })
  await run(2)
  const result = await run(options.durationS)
  const statuses = Object.entries({
    '1xx': result['1xx'],
    '2xx': result['2xx'],
    '3xx': result['3xx'],
    '4xx': result['4xx'],
    '5xx': result['5xx'],
  })
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => `${kind}×${count}`)
    .join(' ')
  return {
    name: testCase.name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    statuses,
    ok: result.non2xx === 0 && result.errors === 0 && result['2xx'] > 0,
  }
}

async function main() {
  const options = parseOptions(process.argv.slice(2))
  let server: Awaited<ReturnType<typeof startServer>> | null = null
  let dataDir: string | null = null
  const port = options.target ?? options.port
  if (options.target === null) {
    if (options.build) buildRenderer()
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-search-endpoint-'))
    const log = openSync(path.join(dataDir, 'server.log'), 'a')
    console.log(`Starting a production server on 127.0.0.1:${port} (data: ${dataDir})`)
    server = await startServer({
      port,
      env: { DATA_DIR: dataDir, PAYLOAD_SECRET: 'bench-secret', PAYLOAD_LOG_LEVEL: 'warn', SEED_DEMO_TENANTS: '1' },
      stdio: ['ignore', log, log],
    })
  }
  let failed = false
  try {
    const { key, chunk } = await searchPageFacts(port, options.tenant)
    const indexName = `${options.tenant}_Car_production`
    const credentials = `x-algolia-application-id=FORECOURT&x-algolia-api-key=${key}`
    const body = resultsPageBody(indexName)
    const firstQuery = (JSON.parse(body) as { requests: Array<{ params: Record<string, unknown> }> }).requests[0]?.params ?? {}
    const getParams = new URLSearchParams(
      Object.entries(firstQuery).map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)]),
    )
    const cases: Case[] = [
      { name: 'static chunk', method: 'GET', path: chunk },
      // As the browser lite client sends it: credentials in the query string, JSON as text/plain.
      {
        name: 'POST /1/indexes/*/queries (results page, 2 queries)',
        method: 'POST',
        path: `/1/indexes/*/queries?${credentials}`,
        headers: { 'content-type': 'text/plain' },
        body,
      },
      {
        name: 'the same POST, gzip accepted (as browsers send it)',
        method: 'POST',
        path: `/1/indexes/*/queries?${credentials}`,
        headers: { 'content-type': 'text/plain', 'accept-encoding': 'gzip' },
        body,
      },
      { name: 'GET /1/indexes/{index} (results page query)', method: 'GET', path: `/1/indexes/${indexName}?${getParams}&${credentials}` },
    ]
    const nbCars = await getText(port, options.tenant, `/1/indexes/${indexName}?hitsPerPage=0&${credentials}`)
      .then(({ text }) => (JSON.parse(text) as { nbHits?: number }).nbHits)
      .catch(() => undefined)
    console.log(
      `${options.tenant} (${nbCars ?? '?'} cars), ${options.connections} connections, ${options.durationS} s per case, load ${os.loadavg()[0]?.toFixed(1)}\n`,
    )
    console.log('| case | req/s | p50 ms | p99 ms | max ms | statuses |')
    console.log('|---|---|---|---|---|---|')
    for (const testCase of cases) {
      const figures = await measure(port, options.tenant, testCase, options)
      failed ||= !figures.ok
      console.log(
        `| ${figures.name} | ${figures.requestsPerSecond.toFixed(0)} | ${figures.p50} | ${figures.p99} | ${figures.max} | ${figures.statuses} |`,
      )
    }
    console.log(`\nload ${os.loadavg()[0]?.toFixed(1)} at the end`)
  } finally {
    server?.kill('SIGTERM')
    if (dataDir && !options.keepData) rmSync(dataDir, { recursive: true, force: true })
    else if (dataDir) console.log(`Server log and data kept in ${dataDir}`)
  }
  process.exitCode = failed ? 1 : 0
}

await main()
