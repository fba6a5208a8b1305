import { describe, expect, it } from '@jest/globals'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { appendSocketAddressToForwardedFor, forwardedForWithSocket } from './socketAddress'

describe('forwardedForWithSocket', () => {
  it('appends the connection’s address after whatever the client or a proxy wrote', () => {
    expect(forwardedForWithSocket(undefined, '::ffff:127.0.0.1')).toBe('::ffff:127.0.0.1')
    expect(forwardedForWithSocket('6.6.6.6', '10.0.0.2')).toBe('6.6.6.6, 10.0.0.2')
    expect(forwardedForWithSocket(['6.6.6.6', '7.7.7.7'], '10.0.0.2')).toBe('6.6.6.6, 7.7.7.7, 10.0.0.2')
    expect(forwardedForWithSocket('6.6.6.6', undefined)).toBe('6.6.6.6')
  })
})

describe('appendSocketAddressToForwardedFor', () => {
  it('makes a forged X-Forwarded-For end with the real connection’s address, once per request', async () => {
    appendSocketAddressToForwardedFor()
    appendSocketAddressToForwardedFor()
    const server = createServer((request, response) => response.end(String(request.headers['x-forwarded-for'])))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      const forged = await fetch(`http://127.0.0.1:${port}/`, { headers: { 'x-forwarded-for': '6.6.6.6' } })
      expect(await forged.text()).toMatch(/^6\.6\.6\.6, (::ffff:)?127\.0\.0\.1$/)
      const plain = await fetch(`http://127.0.0.1:${port}/`)
      expect(await plain.text()).toMatch(/^(::ffff:)?127\.0\.0\.1$/)
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
