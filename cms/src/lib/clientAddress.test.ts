import { describe, expect, it } from '@jest/globals'

import { forgetPlatformSettings } from '../platform/settings'
import { parseSettings, type Environment } from '../platform/settings'
import { clientAddressFrom, hashClientAddress, normaliseAddress } from './clientAddress'

const trustedProxyHopsOf = (env: Environment) => parseSettings(env).server.trustedProxyHops

const headers = (values: Record<string, string>) => new Headers(values)

describe('TRUSTED_PROXY_HOPS', () => {
  it('reads TRUSTED_PROXY_HOPS, or ENQUIRY_TRUSTED_PROXY_HOPS as its older name, and trusts no proxy otherwise', () => {
    expect(trustedProxyHopsOf({ TRUSTED_PROXY_HOPS: '2' })).toBe(2)
    expect(trustedProxyHopsOf({ ENQUIRY_TRUSTED_PROXY_HOPS: '1' })).toBe(1)
    expect(trustedProxyHopsOf({ TRUSTED_PROXY_HOPS: '0', ENQUIRY_TRUSTED_PROXY_HOPS: '3' })).toBe(0)
    for (const value of [undefined, '', '0']) expect(trustedProxyHopsOf({ TRUSTED_PROXY_HOPS: value })).toBe(0)
    expect(trustedProxyHopsOf({})).toBe(0)
  })

  it('refuses a count that is not a whole number from 0 to 10, under either name', () => {
    for (const value of ['-1', '1.5', 'two', '11', '1e3']) {
      expect(() => trustedProxyHopsOf({ TRUSTED_PROXY_HOPS: value })).toThrow(
        `TRUSTED_PROXY_HOPS must be a whole number from 0 to 10 (got "${value}").`,
      )
    }
    expect(() => trustedProxyHopsOf({ ENQUIRY_TRUSTED_PROXY_HOPS: 'all' })).toThrow(
      'ENQUIRY_TRUSTED_PROXY_HOPS must be a whole number from 0 to 10 (got "all").',
    )
  })

  it('is what every public endpoint uses when none is passed', () => {
    const previous = process.env.TRUSTED_PROXY_HOPS
    process.env.TRUSTED_PROXY_HOPS = '1'
    // The process's settings are read once: read them again with the variable set, and after.
    forgetPlatformSettings()
    try {
      expect(clientAddressFrom(headers({ 'x-forwarded-for': '1.2.3.4, 203.0.113.9, 10.0.0.2' }))).toBe('203.0.113.9')
    } finally {
      if (previous === undefined) delete process.env.TRUSTED_PROXY_HOPS
      else process.env.TRUSTED_PROXY_HOPS = previous
      forgetPlatformSettings()
    }
  })
})

describe('clientAddressFrom', () => {
  it('takes the connection’s address (the last entry) unless proxies are trusted, never what the client put before it', () => {
    expect(clientAddressFrom(headers({ 'x-forwarded-for': '203.0.113.9' }), 0)).toBe('203.0.113.9')
    expect(clientAddressFrom(headers({ 'x-forwarded-for': '1.2.3.4, 203.0.113.9' }), 0)).toBe('203.0.113.9')
    expect(clientAddressFrom(headers({ 'x-forwarded-for': '1.2.3.4, 203.0.113.9, 10.0.0.2' }), 1)).toBe('203.0.113.9')
    expect(clientAddressFrom(headers({ 'x-forwarded-for': '1.2.3.4, 203.0.113.9, 10.0.0.2, 10.0.0.3' }), 2)).toBe('203.0.113.9')
    expect(clientAddressFrom(headers({ 'x-forwarded-for': '203.0.113.9' }), 5)).toBe('203.0.113.9')
    // X-Real-IP is another header a client can type.
    expect(clientAddressFrom(headers({ 'x-real-ip': '198.51.100.4' }), 0)).toBeNull()
    expect(clientAddressFrom(headers({}), 0)).toBeNull()
    expect(clientAddressFrom(headers({ 'x-forwarded-for': 'not-an-address' }), 0)).toBeNull()
  })
})

describe('normaliseAddress', () => {
  it('treats one visitor as one key', () => {
    expect(normaliseAddress('::ffff:203.0.113.9')).toBe('203.0.113.9')
    expect(normaliseAddress('203.0.113.9:51234')).toBe('203.0.113.9')
    expect(normaliseAddress('[2001:db8:85a3::8a2e:370:7334]:443')).toBe('2001:db8:85a3:0::/64')
    // Two addresses of one /64 (a phone rotating its privacy address) are the same visitor.
    expect(normaliseAddress('2001:db8:85a3:0:1::1')).toBe(normaliseAddress('2001:0db8:85a3:0000:ffff:ffff:ffff:fffe'))
    expect(normaliseAddress('2001:db8:85a4::1')).not.toBe(normaliseAddress('2001:db8:85a3::1'))
    expect(normaliseAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(normaliseAddress('999.1.1.1')).toBeNull()
  })
})

describe('hashClientAddress', () => {
  it('is stable per site, differs between sites, and does not reveal the address', () => {
    const one = hashClientAddress('secret', 1, '203.0.113.9')
    expect(one).toMatch(/^[0-9a-f]{32}$/)
    expect(hashClientAddress('secret', 1, '203.0.113.9')).toBe(one)
    expect(hashClientAddress('secret', 2, '203.0.113.9')).not.toBe(one)
    expect(hashClientAddress('other-secret', 1, '203.0.113.9')).not.toBe(one)
    expect(hashClientAddress('secret', 1, null)).toBeNull()
  })
})
