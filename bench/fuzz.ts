// Malformed-request fuzz of every public endpoint: crafted and seeded random requests (bad percent-escapes,
// lone surrogates, 5,000-deep JSON, huge numbers, wrong types and content types, empty / null / oversized
// bodies, bad methods, header oddities) against a production build on 127.0.0.1. Prints per endpoint the
// requests sent, the status histogram, the 5xx count with the first samples, and the answers that carried
// SQL or a stack trace. A benchmark that prints figures; tests/e2e/malformedRequests.spec.ts is the test.
// Run: npm run bench:fuzz -- [options]   (node --import @swc-node/register/esm-register bench/fuzz.ts)
//   --port=P             start a fresh server on this port (default 3345; build first unless --no-build)
//   --target=PORT        fuzz a server already running on 127.0.0.1:PORT instead (seeded demo tenants)
//   --no-build           reuse renderer/.next as it is
//   --per-endpoint=N     requests per endpoint, crafted ones included (default 500)
//   --time-s=S           stop sending to one endpoint after S seconds (default 120)
//   --concurrency=C      requests in flight at once (default 4)
//   --seed=N             seed of the random requests (default 1): the same seed sends the same requests
//   --only=NAME          only endpoints whose name contains NAME
//   --keep-data          leave the started server's data directory (database, server.log) in place
import { mkdtempSync, openSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { buildRenderer, startServer } from '../scripts/lib/workspace.mjs'
import demo from '../tenant-seeds/src/demo.json' with { type: 'json' }
import {
  craftedRequests,
  discoverFacts,
  endpoints,
  leakIn,
  randomRequests,
  seededRandom,
  send,
  type WireRequest,
} from '../renderer/test/malformedRequests'

type Options = {
  port: number
  target: number | null
  build: boolean
  perEndpoint: number
  timeMs: number
  concurrency: number
  seed: number
  only: string
  keepData: boolean
}

function parseOptions(argv: string[]): Options {
  const options: Options = {
    port: 3345,
    target: null,
    build: true,
    perEndpoint: 500,
    timeMs: 120_000,
    concurrency: 4,
    seed: 1,
    only: '',
    keepData: false,
  }
  for (const arg of argv) {
    const [flag, value = ''] = arg.split('=')
    const number = Number(value)
    const positiveInteger = Number.isInteger(number) && number > 0
    if (flag === '--no-build') options.build = false
    else if (flag === '--keep-data') options.keepData = true
    else if (flag === '--port' && positiveInteger && number < 65536) options.port = number
    else if (flag === '--target' && positiveInteger && number < 65536) options.target = number
    else if (flag === '--per-endpoint' && positiveInteger && number <= 100_000) options.perEndpoint = number
    else if (flag === '--time-s' && number > 0 && number <= 3600) options.timeMs = number * 1000
    else if (flag === '--concurrency' && positiveInteger && number <= 32) options.concurrency = number
    else if (flag === '--seed' && Number.isInteger(number)) options.seed = number
    else if (flag === '--only' && value) options.only = value
    else throw new Error(`Unknown or invalid option ${arg} (see the top of bench/fuzz.ts)`)
  }
  return options
}

type Tally = { sent: number; statuses: Map<string, number>; serverErrors: string[]; leaks: string[]; failures: string[]; seconds: number }

async function fuzzEndpoint(port: number, requests: WireRequest[], options: Options): Promise<Tally> {
  const tally: Tally = { sent: 0, statuses: new Map(), serverErrors: [], leaks: [], failures: [], seconds: 0 }
  const started = Date.now()
  let next = 0
  const worker = async () => {
    while (next < requests.length && Date.now() - started < options.timeMs) {
      const request = requests[next++] as WireRequest
      const answer = await send(port, request)
      tally.sent++
      const key = answer.failure && answer.status === 0 ? 'no answer' : String(answer.status)
      tally.statuses.set(key, (tally.statuses.get(key) ?? 0) + 1)
      const sample = `${request.method} ${request.path.slice(0, 80)} [${request.label.slice(0, 60)}]`
      if (answer.status >= 500) tally.serverErrors.push(`${answer.status} ${sample}: ${answer.body.replace(/\s+/g, ' ').slice(0, 120)}`)
      if (answer.failure) tally.failures.push(`${sample}: ${answer.failure}`)
      const leak = leakIn(answer.body)
      if (leak) tally.leaks.push(`${answer.status} ${sample}: ${leak}`)
    }
  }
  await Promise.all(Array.from({ length: options.concurrency }, worker))
  tally.seconds = (Date.now() - started) / 1000
  return tally
}

/** The first samples of distinct kinds (the label in brackets, its path part folded), so one cause does not hide another. */
function firstOfEachKind(samples: string[], count: number): string[] {
  const seen = new Set<string>()
  return samples
    .filter((sample) => {
      const kind = (/\[([^\]]*)\]/.exec(sample)?.[1] ?? sample).replace(/^path .*/, 'path').replace(/, signed in$/, '')
      if (seen.has(kind)) return false
      seen.add(kind)
      return true
    })
    .slice(0, count)
}

async function main() {
  const options = parseOptions(process.argv.slice(2))
  let server: Awaited<ReturnType<typeof startServer>> | null = null
  let dataDir: string | null = null
  const port = options.target ?? options.port
  // Only ever this machine: the requests are meant to break things.
  if (options.target === null) {
    if (options.build) buildRenderer()
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-fuzz-'))
    const log = openSync(path.join(dataDir, 'server.log'), 'a')
    console.log(`Starting a production server on 127.0.0.1:${port} (data: ${dataDir})`)
    // TRUSTED_PROXY_HOPS=1: each request names its own visitor in X-Forwarded-For, so rate limits do not answer everything 429.
    server = await startServer({
      port,
      env: { DATA_DIR: dataDir, PAYLOAD_SECRET: 'fuzz-secret', PAYLOAD_LOG_LEVEL: 'warn', SEED_DEMO_TENANTS: '1', TRUSTED_PROXY_HOPS: '1' },
      stdio: ['ignore', log, log],
    })
  }
  let anyServerError = false
  try {
    const tenantSlug = demo.tenants[0]?.slug ?? 'harbourside-toyota'
    const facts = await discoverFacts(port, tenantSlug, demo.superAdmin)
    const random = seededRandom(options.seed)
    console.log(
      `Seed ${options.seed}, ${options.perEndpoint} requests per endpoint, ${options.concurrency} in flight, load ${os.loadavg()[0]?.toFixed(1)}\n`,
    )
    const totals = { sent: 0, serverErrors: 0, leaks: 0 }
    for (const endpoint of endpoints) {
      if (options.only && !endpoint.name.includes(options.only)) continue
      const crafted = craftedRequests(endpoint, facts)
      const requests = [...crafted, ...randomRequests(endpoint, facts, Math.max(0, options.perEndpoint - crafted.length), random)].slice(
        0,
        Math.max(options.perEndpoint, crafted.length),
      )
      const tally = await fuzzEndpoint(port, requests, options)
      totals.sent += tally.sent
      totals.serverErrors += tally.serverErrors.length
      totals.leaks += tally.leaks.length
      anyServerError ||= tally.serverErrors.length > 0
      const histogram = [...tally.statuses.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([status, count]) => `${status}×${count}`)
        .join(' ')
      console.log(
        `${endpoint.method} ${endpoint.name}: ${tally.sent} requests in ${tally.seconds.toFixed(0)} s; ${histogram}; 5xx ${tally.serverErrors.length}; SQL/stack in body ${tally.leaks.length}`,
      )
      for (const sample of firstOfEachKind(tally.serverErrors, 5)) console.log(`    5xx: ${sample}`)
      for (const sample of tally.leaks.slice(0, 3)) console.log(`    leak: ${sample}`)
      for (const sample of tally.failures.slice(0, 2)) console.log(`    no answer: ${sample}`)
    }
    console.log(
      `\nTotal: ${totals.sent} requests, ${totals.serverErrors} answered 5xx, ${totals.leaks} with SQL or a stack trace in the body (load ${os.loadavg()[0]?.toFixed(1)})`,
    )
  } finally {
    server?.kill('SIGTERM')
    if (dataDir && !options.keepData && !anyServerError) rmSync(dataDir, { recursive: true, force: true })
    else if (dataDir) console.log(`Server log and data kept in ${dataDir}`)
  }
  process.exitCode = anyServerError ? 1 : 0
}

await main()
