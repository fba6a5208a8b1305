import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, expect, it } from '@jest/globals'

import { mountAdmissionGate } from './admissionGate'

// A real HTTP server whose every answer takes 300 ms, behind the gate as the production server has it.
let server: Server
let port: number
let unmount: () => void
/** Requests the server behind the gate is answering at this moment, and the most it ever answered at once. */
let answering = 0
let mostAtOnce = 0
/** The order in which the server behind the gate began and finished its answers. */
const timeline: string[] = []

beforeAll(async () => {
  unmount = mountAdmissionGate({
    perClient: 2,
    perProcess: 3,
    runningAtOnce: 2,
    graphqlPerClient: 2,
    busyMsPerClient: 1000,
    trustedProxyHops: 1,
    development: false,
    signingSecret: () => null,
  })
  server = createServer((request, response) => {
    answering += 1
    mostAtOnce = Math.max(mostAtOnce, answering)
    timeline.push(`start ${request.url}`)
    setTimeout(() => {
      answering -= 1
      timeline.push(`end ${request.url}`)
      response.end('ok')
    }, 300)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(async () => {
  unmount()
  await new Promise((resolve) => server.close(resolve))
})

const get = (path: string, visitor: string) =>
  fetch(`http://127.0.0.1:${port}${path}`, { headers: { 'x-forwarded-for': visitor } }).then(async (response) => ({
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: response.status === 200 ? null : ((await response.json()) as { message: string; status: number }),
  }))

it('admits 2 expensive requests per visitor and 3 in all; refuses the rest 429 or 503 with Retry-After; pages pass', async () => {
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
  const noisy = Array.from({ length: 4 }, () => get('/api/vehicles?limit=100', '203.0.113.9'))
  await pause(50)
  const other = get('/1/indexes/*/queries', '198.51.100.7')
  await pause(50)
  const third = await get('/1/indexes/*/queries', '198.51.100.8')
  const page = await get('/', '203.0.113.9')
  const answers = await Promise.all(noisy)
  expect(answers.filter((each) => each.status === 200)).toHaveLength(2)
  const refused = answers.filter((each) => each.status !== 200)
  expect(refused).toHaveLength(2)
  for (const each of refused) {
    expect(each).toEqual({
      status: 429,
      retryAfter: '1',
      body: expect.objectContaining({
        status: 429,
        message:
          'Too many requests at once from your connection: at most 2 searches, lists, PDFs or uploads may run together. Try again in a moment.',
      }),
    })
  }
  expect((await other).status).toBe(200)
  expect(third).toEqual({
    status: 503,
    retryAfter: '2',
    body: expect.objectContaining({ status: 503, message: 'The server is busy with other requests. Try again in a moment.' }),
  })
  expect(page.status).toBe(200)
})

it('refuses a visitor whose requests kept the server busy past its share, saying how long to wait', async () => {
  // Four answers of 300 ms: 1.2 s of a 1 s share.
  for (let index = 0; index < 4; index += 1) expect((await get('/cars/a-car/pdf', '192.0.2.44')).status).toBe(200)
  const refused = await get('/cars/a-car/pdf', '192.0.2.44')
  expect(refused.status).toBe(429)
  expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(9)
  expect(refused.body?.message).toMatch(
    /^Your connection's searches, lists, PDFs or uploads have kept the server busy for 1\.\d s of the last 10 s/,
  )
  expect((await get('/cars/a-car/pdf', '192.0.2.45')).status).toBe(200)
})

it('lets two heavy requests run at once and the third wait its turn, answered rather than refused', async () => {
  mostAtOnce = 0
  const lists = ['192.0.2.61', '192.0.2.62', '192.0.2.63'].map((visitor) => get('/api/vehicles?limit=50', visitor))
  expect((await Promise.all(lists)).map((each) => each.status)).toEqual([200, 200, 200])
  expect(mostAtOnce).toBe(2)
})

it('starts a list only once the page in flight is answered: heavy work waits for cheap requests, not the reverse', async () => {
  timeline.length = 0
  const page = get('/home-page', '192.0.2.71')
  await new Promise((resolve) => setTimeout(resolve, 50))
  const list = get('/api/vehicles?limit=50', '192.0.2.72')
  expect((await Promise.all([page, list])).map((each) => each.status)).toEqual([200, 200])
  expect(timeline).toEqual(['start /home-page', 'end /home-page', 'start /api/vehicles?limit=50', 'end /api/vehicles?limit=50'])
})

it("starts a shopper's short list at once, while both slots are taken by other clients' long lists", async () => {
  timeline.length = 0
  const lists = ['192.0.2.81', '192.0.2.82'].map((visitor) => get('/api/vehicles?limit=50', visitor))
  await new Promise((resolve) => setTimeout(resolve, 50))
  const short = get('/api/site-settings?limit=1', '192.0.2.84')
  expect((await Promise.all([...lists, short])).map((each) => each.status)).toEqual([200, 200, 200])
  // A list of 50 waits for a free slot; the one-document read started before either list had ended.
  expect(timeline.slice(0, 3)).toEqual(['start /api/vehicles?limit=50', 'start /api/vehicles?limit=50', 'start /api/site-settings?limit=1'])
})

it('a waiting list also lets a short read in flight finish first', async () => {
  timeline.length = 0
  const short = get('/api/site-settings?limit=1', '192.0.2.91')
  await new Promise((resolve) => setTimeout(resolve, 50))
  const list = get('/api/vehicles?limit=50', '192.0.2.92')
  expect((await Promise.all([short, list])).map((each) => each.status)).toEqual([200, 200])
  expect(timeline).toEqual([
    'start /api/site-settings?limit=1',
    'end /api/site-settings?limit=1',
    'start /api/vehicles?limit=50',
    'end /api/vehicles?limit=50',
  ])
})
