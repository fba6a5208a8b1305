import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import type { SearchHttpRequest } from '@forecourt/cms'

import { maxSearchBodyBytes, mountSearchFastPath } from '@/lib/http/searchFastPath'

/**
 * A real Node HTTP server whose own `request` listener stands for Next: the search requests must be
 * answered ahead of it, everything else must still reach it.
 */
const seen: Array<{ method: string; url: string; apiKey: string | null; body: string }> = []
let server: Server
let port: number
let unmount: () => void

beforeAll(async () => {
  unmount = mountSearchFastPath(
    async (request: SearchHttpRequest) => {
      const body = await request.text()
      seen.push({ method: request.method, url: request.url, apiKey: request.headers.get('x-algolia-api-key'), body })
      if (body === 'boom') throw new Error('the engine failed')
      return {
        status: 200,
        headers: { 'content-type': 'application/json; charset=utf-8', 'Cache-Control': 'private, no-store' },
        body: JSON.stringify({ echo: body, padding: 'x'.repeat(4000) }),
      }
    },
    { development: false },
  )
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/plain' })
    response.end('next')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(async () => {
  // The channel is the process's: left mounted, it would answer the next test file's HTTP servers too.
  unmount()
  await new Promise((resolve) => server.close(resolve))
})

function send(
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: { host: `alpha.localhost:${port}`, ...options.headers } },
      (incoming) => {
        const chunks: Buffer[] = []
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }))
      },
    )
    outgoing.on('error', reject)
    outgoing.end(options.body)
  })
}

describe('the search fast path ahead of Next', () => {
  it('answers /1/indexes/... itself, with the body, the headers and the security headers every answer carries', async () => {
    const answer = await send('/1/indexes/*/queries?x-algolia-api-key=k', {
      method: 'POST',
      headers: { 'x-algolia-api-key': 'key-1', 'content-type': 'text/plain' },
      body: '{"requests":[]}',
    })
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body.toString('utf8'))).toMatchObject({ echo: '{"requests":[]}' })
    expect(seen.at(-1)).toEqual({
      method: 'POST',
      url: `http://localhost/1/indexes/*/queries?x-algolia-api-key=k`,
      apiKey: 'key-1',
      body: '{"requests":[]}',
    })
    expect(answer.headers['cache-control']).toBe('private, no-store')
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'")
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
    expect(answer.headers['strict-transport-security']).toBeUndefined()
  })

  it('leaves every other address to the server’s own listener', async () => {
    const count = seen.length
    for (const path of ['/', '/search', '/1/indexes', '/api/1/indexes/x', '/_next/static/chunk.js']) {
      const answer = await send(path)
      expect([path, answer.body.toString('utf8')]).toEqual([path, 'next'])
    }
    expect(seen.length).toBe(count)
  })

  it('compresses for clients that accept gzip, and says HSTS behind an https proxy', async () => {
    const answer = await send('/1/indexes/alpha_Car_production?query=kia', {
      headers: { 'accept-encoding': 'gzip, br', 'x-forwarded-proto': 'https' },
    })
    expect(answer.headers['content-encoding']).toBe('gzip')
    expect(answer.headers.vary).toContain('Accept-Encoding')
    expect(JSON.parse(gunzipSync(answer.body).toString('utf8'))).toMatchObject({ echo: '' })
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000')
  })

  it('answers a malformed address or Host, an oversized body and a failure with a plain 4xx/500, never a hang', async () => {
    const malformed = await send('/1/indexes/%zz/query', { method: 'POST', body: '{}' })
    expect([malformed.status, malformed.body.toString('utf8')]).toEqual([400, expect.stringContaining('malformed')])
    const badHost = await send('/1/indexes/x/query', { method: 'POST', headers: { host: '%zz.localhost' }, body: '{}' })
    expect([badHost.status, badHost.body.toString('utf8')]).toEqual([400, expect.stringContaining('Host header')])
    const huge = await send('/1/indexes/*/queries', { method: 'POST', body: Buffer.alloc(maxSearchBodyBytes + 1, 0x20) }).catch(
      // The server may close the connection while the client is still sending.
      (error: NodeJS.ErrnoException) => ({ status: error.code === 'EPIPE' || error.code === 'ECONNRESET' ? 413 : 0 }),
    )
    expect(huge.status).toBe(413)
    const failed = await send('/1/indexes/*/queries', { method: 'POST', body: 'boom' })
    expect([failed.status, failed.body.toString('utf8')]).toEqual([500, 'Internal error\n'])
  })
})
