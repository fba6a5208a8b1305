// Reservation safety under load: many shoppers reserving the same few cars at once, with double
// clicks, against a production build; prints how many reservations were made, how many cars ended up
// with two holds, and how many charges the processor took without a hold.
// Run: npm run bench:reservations -- [options]   (node --import @swc-node/register/esm-register bench/reservations.ts)
//   --no-build          reuse renderer/.next as it is (default: build it when its inputs changed)
//   --attempts=N        reservation attempts sent at once (default 200)
//   --cars=N            cars they are spread over (default 20)
//   --double-click=S    share of attempts sent twice at once with the same idempotency key (default 0.1)
//   --port=P            the server's port (default 3596)
//   --database=URL      DATABASE_URL for the server (default: a fresh SQLite file)
//   --keep-data         leave the data directory (database, server log) in place
//
// Nothing is mocked: `next start` on a fresh DATA_DIR with the demo tenants seeded (Southern Cross takes
// reservations), every attempt a real HTTP request from this process with its own visitor address, each
// winner paying on the test processor's card page (the card page submitted twice for double clickers),
// and the figures read back from the API and from the processor's own ledger.
import { Agent, request as httpRequest } from 'node:http'
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { buildRenderer, root, startServer } from '../scripts/lib/workspace.mjs'
import demo from '../tenant-seeds/src/demo.json' with { type: 'json' }

type Options = {
  build: boolean
  attempts: number
  cars: number
  doubleClick: number
  port: number
  database: string | null
  keepData: boolean
}

/** A Luhn-valid Visa number of its own for shopper `index` (the test processor pays any Luhn-valid number). */
function cardNumber(index: number): string {
  const body = `41${String(index).padStart(13, '0')}`
  let sum = 0
  for (let position = 0; position < body.length; position++) {
    let digit = Number(body[body.length - 1 - position])
    if (position % 2 === 0) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
    sum += digit
  }
  return `${body}${(10 - (sum % 10)) % 10}`
}

function parseOptions(argv: string[]): Options {
  const options: Options = { build: true, attempts: 200, cars: 20, doubleClick: 0.1, port: 3596, database: null, keepData: false }
  for (const arg of argv) {
    const [flag, value = ''] = arg.split(/=(.*)/s)
    const number = Number(value)
    if (flag === '--no-build') options.build = false
    else if (flag === '--keep-data') options.keepData = true
    else if (flag === '--attempts' && Number.isInteger(number) && number > 0) options.attempts = number
    else if (flag === '--cars' && Number.isInteger(number) && number > 0) options.cars = number
    else if (flag === '--double-click' && number >= 0 && number <= 1) options.doubleClick = number
    else if (flag === '--port' && Number.isInteger(number) && number > 0) options.port = number
    else if (flag === '--database' && value) options.database = value
    else throw new Error(`Unknown or invalid option ${arg} (see the top of bench/reservations.ts)`)
  }
  return options
}

const agent = new Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY })
type HttpAnswer = { status: number; body: string; location: string | null; ms: number }

function send(
  port: number,
  host: string,
  method: string,
  pathname: string,
  headers: Record<string, string>,
  body = '',
): Promise<HttpAnswer> {
  const started = performance.now()
  return new Promise((resolve) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path: pathname, method, agent, headers: { host, 'content-length': Buffer.byteLength(body), ...headers } },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            location: typeof res.headers.location === 'string' ? res.headers.location : null,
            ms: performance.now() - started,
          }),
        )
      },
    )
    req.on('error', (error) => resolve({ status: 0, body: String(error), location: null, ms: performance.now() - started }))
    req.end(body)
  })
}

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0
}

async function main() {
  const options = parseOptions(process.argv.slice(2))
  if (options.build) buildRenderer()
  else if (!readFileSync(path.join(root, 'renderer/.next/BUILD_ID'), { flag: 'r' })) throw new Error('No production build')

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-bench-reservations-'))
  const log = openSync(path.join(dataDir, 'server.log'), 'a')
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    PAYLOAD_SECRET: 'bench-reservations-secret',
    PAYLOAD_LOG_LEVEL: 'warn',
    SEED_DEMO_TENANTS: '1',
    // Each simulated shopper has their own address, as the proxy in front of the server writes it.
    TRUSTED_PROXY_HOPS: '1',
    ...(options.database ? { DATABASE_URL: options.database } : {}),
  }
  const server = await startServer({ port: options.port, env, stdio: ['ignore', log, log] })
  const site = 'southern-cross-motors'
  const siteHost = `${site}.localhost:${options.port}`
  const adminHost = `localhost:${options.port}`
  try {
    const login = await send(
      options.port,
      adminHost,
      'POST',
      '/api/users/login',
      { 'content-type': 'application/json' },
      JSON.stringify(demo.superAdmin),
    )
    const token = (JSON.parse(login.body) as { token: string }).token
    const admin = { authorization: `JWT ${token}` }
    const get = async <T>(pathname: string) => JSON.parse((await send(options.port, adminHost, 'GET', pathname, admin)).body) as T

    const tenant = (await get<{ docs: { id: number }[] }>(`/api/tenants?where[slug][equals]=${site}&depth=0`)).docs[0]!
    const stock = await get<{ docs: Array<{ id: number; payment_processors: unknown; reserved: boolean }> }>(
      `/api/vehicles?where[tenant][equals]=${tenant.id}&where[status][equals]=in_stock&where[price][greater_than]=1000&limit=500&depth=0&sort=stocknum`,
    )
    const cars = stock.docs.filter((car) => Array.isArray(car.payment_processors) && car.payment_processors.length > 0 && !car.reserved)
    if (cars.length < options.cars) throw new Error(`Only ${cars.length} reservable cars on ${site}`)
    const targets = cars.slice(0, options.cars)

    // Every attempt at once: shopper i wants car i mod N; some click twice (same key, two requests).
    const attempts = Array.from({ length: options.attempts }, (_, index) => ({
      car: targets[index % targets.length]!.id,
      key: `bench-${index}-${Math.random().toString(36).slice(2)}-${Date.now()}`,
      address: `198.18.${Math.floor(index / 250)}.${(index % 250) + 1}`,
      doubleClick: Math.random() < options.doubleClick,
      index,
    }))
    const requests = attempts.flatMap((attempt) => {
      const body = JSON.stringify({
        car_id: attempt.car,
        name: 'Bench Shopper',
        // Each simulated shopper their own: a site allows each phone, email, card and address 2 live holds.
        email: `bench${attempt.index}@example.com`,
        phone: `04${String(10_000_000 + attempt.index)}`,
        postcode: '3171',
        idempotency_key: attempt.key,
      })
      const one = () =>
        send(
          options.port,
          siteHost,
          'POST',
          '/api/reservations/start',
          { 'content-type': 'application/json', 'x-forwarded-for': attempt.address },
          body,
        ).then((answer) => ({ attempt, answer }))
      return attempt.doubleClick ? [one(), one()] : [one()]
    })
    const load = os.loadavg()[0]!.toFixed(2)
    const started = performance.now()
    const answers = await Promise.all(requests)
    const wall = performance.now() - started

    const byStatus = new Map<number, number>()
    for (const { answer } of answers) byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1)
    const winners = new Map<string, { car: number; next: string; doubleClick: boolean; index: number }>()
    for (const { attempt, answer } of answers) {
      if (answer.status !== 201 && answer.status !== 200) continue
      const parsed = JSON.parse(answer.body) as { reference: string; next: { url: string } | null }
      if (parsed.next) {
        winners.set(parsed.reference, { car: attempt.car, next: parsed.next.url, doubleClick: attempt.doubleClick, index: attempt.index })
      }
    }

    // Each winner pays; double clickers submit the card page twice at once.
    const form = { 'content-type': 'application/x-www-form-urlencoded' }
    await Promise.all(
      [...winners.values()].flatMap((winner) => {
        const card = new URLSearchParams({ number: cardNumber(winner.index), expiry: '12/34', cvc: '123' }).toString()
        const payOnce = () => send(options.port, siteHost, 'POST', winner.next, form, card)
        return winner.doubleClick ? [payOnce(), payOnce()] : [payOnce()]
      }),
    )

    const reservations = await get<{
      docs: Array<{ reference: string; status: string; car: number; payment_intent_id: string | null; history?: Array<{ to: string }> }>
    }>(`/api/reservations?where[tenant][equals]=${tenant.id}&limit=1000&depth=0`)
    const ledgerAnswer = await send(options.port, adminHost, 'GET', '/api/test-processor/ledger', admin)
    // A build older than the ledger endpoint: the charges are then the reservations the processor's webhook marked paid.
    const fromLedger = ledgerAnswer.status === 200
    const ledger: { charges: Array<{ intentId: string }>; refunds: Array<{ intentId: string }> } = fromLedger
      ? JSON.parse(ledgerAnswer.body)
      : {
          charges: reservations.docs
            .filter((doc) => (doc.history ?? []).some((entry) => entry.to === 'paid'))
            .map((doc) => ({ intentId: doc.payment_intent_id ?? '' })),
          refunds: reservations.docs.filter((doc) => doc.status === 'refunded').map((doc) => ({ intentId: doc.payment_intent_id ?? '' })),
        }
    const heldPerCar = new Map<number, number>()
    for (const doc of reservations.docs) {
      if (['pending', 'paid', 'held'].includes(doc.status)) heldPerCar.set(doc.car, (heldPerCar.get(doc.car) ?? 0) + 1)
    }
    const reservedCars = await get<{ totalDocs: number }>(
      `/api/vehicles?where[tenant][equals]=${tenant.id}&where[reserved][equals]=true&limit=0`,
    )
    const byIntent = new Map(reservations.docs.map((doc) => [doc.payment_intent_id, doc]))
    const chargesPerIntent = new Map<string, number>()
    for (const charge of ledger.charges) chargesPerIntent.set(charge.intentId, (chargesPerIntent.get(charge.intentId) ?? 0) + 1)
    const refunded = new Set(ledger.refunds.map((refund) => refund.intentId))
    const chargesWithoutHold = ledger.charges.filter(
      (charge) => byIntent.get(charge.intentId)?.status !== 'held' && !refunded.has(charge.intentId),
    )
    const latencies = answers.map(({ answer }) => answer.ms)

    console.log(
      `\nReservations: ${options.attempts} attempts on ${targets.length} cars of ${site} (${requests.length} requests, ${attempts.filter((a) => a.doubleClick).length} double clicks), ${options.database ? 'PostgreSQL' : 'SQLite'}, load ${load}`,
    )
    console.log(
      `  answers: ${[...byStatus.entries()].map(([status, count]) => `${count} × ${status}`).join(', ')} in ${(wall / 1000).toFixed(1)} s (p50 ${percentile(latencies, 0.5).toFixed(0)} ms, p95 ${percentile(latencies, 0.95).toFixed(0)} ms)`,
    )
    console.log(
      `  reservations made:        ${reservations.docs.length} (held ${reservations.docs.filter((doc) => doc.status === 'held').length})`,
    )
    console.log(`  cars reserved:            ${reservedCars.totalDocs} of ${targets.length}`)
    console.log(`  double holds:             ${[...heldPerCar.values()].filter((count) => count > 1).length}`)
    console.log(
      `  charges:                  ${ledger.charges.length}, from ${fromLedger ? "the processor's ledger" : 'the reservations marked paid'} (intents charged twice: ${[...chargesPerIntent.values()].filter((count) => count > 1).length})`,
    )
    console.log(`  charges without a hold:   ${chargesWithoutHold.length}`)
  } finally {
    // The folder goes once the server has exited: until then it may still write to it (its log, the media folder).
    const exited = new Promise((resolve) => server.once('exit', resolve))
    server.kill('SIGTERM')
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000).unref())])
    if (options.keepData) console.log(`data left in ${dataDir}`)
    else rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })
  }
}

await main()
