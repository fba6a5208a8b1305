import { describe, expect, it } from '@jest/globals'

import { crossSiteRefusedMessage, isCrossSiteCookieChange, refusingCrossSiteCookieChanges, trustedOrigins } from './crossSiteMutations'
import { parseSettings, type Environment } from '../platform/settings'

const trustedOriginsOf = (env: Environment) => trustedOrigins(parseSettings(env).server.publicUrl)

const adminHost = 'localhost:3000'
const request = (method: string, headers: Record<string, string>) =>
  new Request(`http://${adminHost}/api/pages/1`, { method, headers: { host: adminHost, ...headers } })
const session = { cookie: 'theme=dark; payload-token=abc.def.ghi' }

describe('isCrossSiteCookieChange', () => {
  it('refuses a change sent with the session cookie from another site, by Origin or by Sec-Fetch-Site', () => {
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE']) {
      expect(isCrossSiteCookieChange(request(method, { ...session, origin: 'https://evil.example' }), [])).toBe(true)
    }
    // Another tenant's site is another origin, though the browser calls it the same site.
    expect(isCrossSiteCookieChange(request('PATCH', { ...session, origin: 'http://harbourside-toyota.localhost:3000' }), [])).toBe(true)
    expect(isCrossSiteCookieChange(request('PATCH', { ...session, origin: 'null' }), [])).toBe(true)
    expect(isCrossSiteCookieChange(request('PATCH', { ...session, 'sec-fetch-site': 'cross-site' }), [])).toBe(true)
    expect(isCrossSiteCookieChange(request('PATCH', { ...session, 'sec-fetch-site': 'same-site' }), [])).toBe(true)
  })

  it('lets through the same site, PUBLIC_URL, reads, token-authenticated calls and cookie-less public endpoints', () => {
    expect(isCrossSiteCookieChange(request('PATCH', { ...session, origin: `http://${adminHost}` }), [])).toBe(false)
    expect(
      isCrossSiteCookieChange(request('PATCH', { ...session, origin: 'https://admin.forecourt.example' }), ['admin.forecourt.example']),
    ).toBe(false)
    expect(isCrossSiteCookieChange(request('PATCH', { ...session, 'sec-fetch-site': 'same-origin' }), [])).toBe(false)
    expect(isCrossSiteCookieChange(request('PATCH', { ...session }), [])).toBe(false)
    expect(isCrossSiteCookieChange(request('GET', { ...session, origin: 'https://evil.example' }), [])).toBe(false)
    expect(isCrossSiteCookieChange(request('PATCH', { ...session, origin: 'https://evil.example', authorization: 'JWT abc' }), [])).toBe(
      false,
    )
    expect(isCrossSiteCookieChange(request('POST', { origin: 'https://evil.example', cookie: 'theme=dark' }), [])).toBe(false)
  })

  it('reads PUBLIC_URL as the admin’s host', () => {
    expect(trustedOriginsOf({ PUBLIC_URL: 'https://Admin.Forecourt.example/' })).toEqual(['admin.forecourt.example'])
    expect(trustedOriginsOf({})).toEqual([])
    expect(() => trustedOriginsOf({ PUBLIC_URL: 'not a url' })).toThrow(
      'PUBLIC_URL must be an http(s) address like https://admin.example.com (got "not a url").',
    )
  })
})

describe('refusingCrossSiteCookieChanges', () => {
  it('answers 403 with the message and never calls the handler', async () => {
    let called = 0
    const handler = refusingCrossSiteCookieChanges(async () => {
      called += 1
      return new Response('ok')
    })
    const refused = await handler(request('DELETE', { ...session, origin: 'https://evil.example' }))
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({ errors: [{ message: crossSiteRefusedMessage }], message: crossSiteRefusedMessage })
    expect(called).toBe(0)
    expect((await handler(request('DELETE', { ...session, origin: `http://${adminHost}` }))).status).toBe(200)
    expect(called).toBe(1)
  })
})
