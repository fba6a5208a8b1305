import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { localRegoVehicle } from '@forecourt/domain/tradeIn'

import { HttpRegoLookup, LocalRegoLookup, RegoLookupError, regoLookupFrom } from './regoLookup'

/** A registry stand-in on loopback: answers by rego, and records what it was sent. */
let server: Server
let url = ''
const received: Array<{ body: unknown; authorization: string | undefined }> = []

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = ''
    request.on('data', (chunk: Buffer) => (text += chunk.toString()))
    request.on('end', () => {
      const body = JSON.parse(text) as { rego: string; state: string }
      received.push({ body, authorization: request.headers.authorization })
      const answers: Record<string, [number, string]> = {
        FOUND1: [200, JSON.stringify({ make: 'Mazda', model: 'CX-5', variant: 'Touring', year: '2022', referenceValue: 42000 })],
        NONE1: [404, '{}'],
        BROKEN1: [500, 'oops'],
        ODD1: [200, JSON.stringify({ make: 'Mazda', model: 'CX-5', year: 3000, referenceValue: 1 })],
        TEXT1: [200, 'not json'],
      }
      const [status, payload] = answers[body.rego] ?? [404, '{}']
      response.writeHead(status, { 'content-type': 'application/json' }).end(payload)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/lookup`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

describe('the rego lookup adapter', () => {
  it('answers locally by default, with the deterministic car, and never calls out', async () => {
    const lookup = regoLookupFrom({ regoLookup: 'local' })
    expect(lookup).toBeInstanceOf(LocalRegoLookup)
    const before = received.length
    expect(await lookup.lookup('ABC123', 'NSW')).toEqual(localRegoVehicle('ABC123', 'NSW'))
    expect(received.length).toBe(before)
  })

  it('asks the configured provider, with its key, and bounds what it answers', async () => {
    const lookup = regoLookupFrom({ regoLookup: 'http', url, apiKey: 'rego-key', timeoutMs: 2000 })
    expect(lookup).toBeInstanceOf(HttpRegoLookup)
    expect(await lookup.lookup('FOUND1', 'VIC')).toEqual({
      make: 'Mazda',
      model: 'CX-5',
      variant: 'Touring',
      year: 2022,
      referenceValue: 42000,
    })
    expect(received.at(-1)).toEqual({ body: { rego: 'FOUND1', state: 'VIC' }, authorization: 'Bearer rego-key' })
    expect(await lookup.lookup('NONE1', 'VIC')).toBeNull()
    await expect(lookup.lookup('BROKEN1', 'VIC')).rejects.toBeInstanceOf(RegoLookupError)
    await expect(lookup.lookup('ODD1', 'VIC')).rejects.toBeInstanceOf(RegoLookupError)
    await expect(lookup.lookup('TEXT1', 'VIC')).rejects.toBeInstanceOf(RegoLookupError)
    const unreachable = new HttpRegoLookup({ url: 'http://127.0.0.1:9/lookup', timeoutMs: 1000 })
    await expect(unreachable.lookup('FOUND1', 'VIC')).rejects.toBeInstanceOf(RegoLookupError)
  })
})
