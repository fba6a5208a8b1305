import { createHmac } from 'node:crypto'

import { describe, expect, it } from '@jest/globals'

import { expensiveRequestKind, signedInStaffKey } from './expensiveRequests'

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
