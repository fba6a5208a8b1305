import { describe, expect, it } from '@jest/globals'

import { normaliseDomain, normaliseHost, tenantLookupForHost } from './host'

describe('tenantLookupForHost', () => {
  it('reads {slug}.localhost as a tenant slug, with or without a port', () => {
    expect(tenantLookupForHost('harbourside-toyota.localhost:3000')).toEqual({ kind: 'slug', slug: 'harbourside-toyota' })
    expect(tenantLookupForHost('Harbourside-Toyota.LOCALHOST')).toEqual({ kind: 'slug', slug: 'harbourside-toyota' })
  })

  it('looks other hosts up by domain, with and without www', () => {
    expect(tenantLookupForHost('www.dealer.com.au')).toEqual({ kind: 'domain', domains: ['www.dealer.com.au', 'dealer.com.au'] })
    expect(tenantLookupForHost('dealer.com.au:443')).toEqual({ kind: 'domain', domains: ['dealer.com.au'] })
    expect(tenantLookupForHost('dealer.com.au.')).toEqual({ kind: 'domain', domains: ['dealer.com.au'] })
  })

  it('names no tenant for bare localhost, IPv6 literals, junk or a missing header', () => {
    expect(tenantLookupForHost('localhost:3000')).toBeNull()
    expect(tenantLookupForHost('[::1]:3000')).toBeNull()
    expect(tenantLookupForHost('bad host!')).toBeNull()
    expect(tenantLookupForHost('-bad-.localhost')).toBeNull()
    expect(tenantLookupForHost('a.b.localhost')).toBeNull()
    expect(tenantLookupForHost(undefined)).toBeNull()
    expect(tenantLookupForHost('')).toBeNull()
  })
})

describe('normaliseHost and normaliseDomain', () => {
  it('strips ports, trailing dots and case', () => {
    expect(normaliseHost(' Example.COM:8080 ')).toBe('example.com')
  })

  it('stores domains bare: no scheme, path or www', () => {
    expect(normaliseDomain('https://www.Dealer.com.au/cars?x=1')).toBe('dealer.com.au')
    expect(normaliseDomain('dealer.com.au')).toBe('dealer.com.au')
  })
})
