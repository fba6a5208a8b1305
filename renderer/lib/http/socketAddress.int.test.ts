import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { handleEndpoints, type Payload, type SanitizedConfig } from 'payload'

import { enquiryMessages } from '@forecourt/domain/enquiry'

import { DEFAULT_ENQUIRY_RATE_LIMIT } from '@forecourt/cms'
import { createTenantFixture } from '../../../cms/test/helpers/fixtures'
import { bootTestPayload, type TestPayload } from '../../../cms/test/helpers/testPayload'
import { appendSocketAddressToForwardedFor } from './socketAddress'

// A real HTTP server hands requests to Payload's REST handler the way the Next server does: headers as
// they arrived on the socket (with the diagnostics-channel step the server's instrumentation installs),
// the body read in full, no socket on the web Request.
let test: TestPayload
let payload: Payload
let config: SanitizedConfig
let server: Server
let port: number
const host = 'forged.localhost:3000'

beforeAll(async () => {
  test = await bootTestPayload()
  payload = test.payload
  config = test.config
  await createTenantFixture(payload, 'forged', '#00aa00')
  appendSocketAddressToForwardedFor()
  server = createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = []
    for await (const chunk of incoming) chunks.push(chunk as Buffer)
    const headers = new Headers()
    for (const [name, value] of Object.entries(incoming.headers)) if (typeof value === 'string') headers.set(name, value)
    // Node's fetch sends its own Host; the site is named here instead.
    headers.set('host', host)
    const request = new Request(`http://${host}${incoming.url}`, {
      method: incoming.method,
      headers,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    })
    const response = await handleEndpoints({ config, request, path: new URL(request.url).pathname })
    outgoing.writeHead(response.status, { 'content-type': 'application/json' })
    outgoing.end(await response.text())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve))
  await test?.cleanup()
})

describe('visitor addresses behind no proxy', () => {
  it('30 enquiries from one connection, each with a different forged X-Forwarded-For, are limited like one visitor', async () => {
    const statuses: number[] = []
    let lastMessage: unknown = null
    for (let index = 0; index < 30; index += 1) {
      const response = await fetch(`http://127.0.0.1:${port}/api/enquiries/submit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${index + 1}` },
        body: JSON.stringify({
          name: 'Jane',
          last_name: 'Citizen',
          email: 'jane@example.com.au',
          phone: '0412 345 678',
          postcode: '2000',
          message: 'Hi',
          idempotency_key: `forged-xff-${index}`,
        }),
      })
      statuses.push(response.status)
      const answer = (await response.json()) as { message?: unknown }
      lastMessage = answer.message
    }
    const limit = DEFAULT_ENQUIRY_RATE_LIMIT.limit
    // Refused input counts too (the limit is on requests), so what the first ones answered does not matter here.
    expect(statuses.slice(0, limit)).not.toContain(429)
    expect(statuses.slice(limit)).toEqual(Array<number>(30 - limit).fill(429))
    expect(lastMessage).toBe(enquiryMessages.rateLimited)
  })
})
