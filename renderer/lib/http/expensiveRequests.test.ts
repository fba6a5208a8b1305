import { createHmac } from 'node:crypto'

import { describe, expect, it } from '@jest/globals'

import { expensiveRequestKind, signedInStaffKey, startsAtOnce } from './expensiveRequests'

describe('expensiveRequestKind', () => {
  it.each([
    ['GET', '/api/vehicles?pagination=false&depth=2', 'rest-list'],
    ['GET', '/api/pages/', 'rest-list'],
    ['POST', '/api/graphql', 'graphql'],
    ['POST', '/1/indexes/*/queries?x-algolia-agent=x', 'search'],
    ['GET', '/1/indexes/acme_Car_production?query=hilux', 'search'],
    ['GET', '/cars/2021-toyota-hilux-b1/pdf', 'pdf'],
    ['POST', '/api/media', 'upload'],
    ['PATCH', '/api/media/12', 'upload'],
    ['POST', '/api/brand-assets', 'upload'],
    ['POST', '/api/vehicles/import?tenant=a&dealership=b', 'upload'],
  ])('%s %s is %s', (method, url, kind) => {
    expect(expensiveRequestKind(method, url)).toBe(kind)
  })

  it.each([
    ['GET', '/'],
    ['GET', '/cars/2021-toyota-hilux-b1'],
    ['GET', '/api/vehicles/12'],
    ['GET', '/api/users/me'],
    ['POST', '/api/enquiries/submit'],
    ['POST', '/api/vehicles'],
    ['OPTIONS', '/1/indexes/*/queries'],
    ['GET', '/_next/static/chunk.js'],
  ])('%s %s is not counted', (method, url) => {
    expect(expensiveRequestKind(method, url)).toBeNull()
  })

  it("counts the admin's list query sent as a POST with a method override", () => {
    expect(expensiveRequestKind('POST', '/api/vehicles', 'GET')).toBe('rest-list')
  })
})

describe('startsAtOnce', () => {
  it.each([
    ['search', '/1/indexes/*/queries'],
    ['rest-list', '/api/site-settings?limit=1'],
    ['rest-list', '/api/vehicles?limit=10&depth=1'],
    ['rest-list', '/api/pages?where[slug][equals]=home&limit=1&depth=0'],
  ] as const)('%s %s starts at once', (kind, url) => {
    expect(startsAtOnce(kind, url)).toBe(true)
  })

  it.each([
    ['rest-list', '/api/vehicles'],
    ['rest-list', '/api/vehicles?limit=11'],
    ['rest-list', '/api/vehicles?limit=100&depth=1'],
    ['rest-list', '/api/vehicles?limit=10&depth=2'],
    ['rest-list', '/api/vehicles?limit=0'],
    ['rest-list', '/api/vehicles?limit=5&pagination=false'],
    ['rest-list', '/api/vehicles?limit=1e1'],
    ['graphql', '/api/graphql?limit=1'],
    ['pdf', '/cars/a-car/pdf'],
  ] as const)('%s %s waits its turn among the heavy requests', (kind, url) => {
    expect(startsAtOnce(kind, url)).toBe(false)
  })
})

function token(secret: string, claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const head = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`
}

describe('signedInStaffKey', () => {
  const secret = 'signing-secret'
  const now = 1_800_000_000
  const valid = token(secret, { id: 7, collection: 'users', exp: now + 60 })

  it('names the user of a token this server signed, from the header or the cookie', () => {
    expect(signedInStaffKey({ authorization: `JWT ${valid}` }, secret, now)).toBe('user:7')
    expect(signedInStaffKey({ cookie: `a=b; payload-token=${valid}` }, secret, now)).toBe('user:7')
  })

  it('counts a request whose cookie has a malformed percent-escape by its address, without throwing', () => {
    expect(signedInStaffKey({ cookie: 'payload-token=%E0%A4%A' }, secret, now)).toBeNull()
    expect(signedInStaffKey({ cookie: 'payload-token=%' }, secret, now)).toBeNull()
  })

  it('does not trust a forged, expired or shopper token', () => {
    expect(
      signedInStaffKey({ authorization: `JWT ${token('other', { id: 7, collection: 'users', exp: now + 60 })}` }, secret, now),
    ).toBeNull()
    expect(
      signedInStaffKey({ authorization: `JWT ${token(secret, { id: 7, collection: 'users', exp: now - 1 })}` }, secret, now),
    ).toBeNull()
    expect(
      signedInStaffKey({ authorization: `JWT ${token(secret, { id: 7, collection: 'shoppers', exp: now + 60 })}` }, secret, now),
    ).toBeNull()
    expect(signedInStaffKey({ authorization: 'JWT not.a.token' }, secret, now)).toBeNull()
    expect(signedInStaffKey({ authorization: `JWT ${valid}` }, null, now)).toBeNull()
  })
})
