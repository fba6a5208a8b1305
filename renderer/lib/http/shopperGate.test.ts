import { describe, expect, it } from '@jest/globals'

import { backPath, signInRedirect, signInRedirectFor } from './shopperGate'

const host = 'harbourside-toyota.localhost:3000'
const signedOut = { host, referrer: null, sessionCookie: null }

describe('the sign-in gate of the proxy', () => {
  it('sends a signed-out visitor of an always-gated path to sign in, with the path, its query and where they came from', async () => {
    expect(
      await signInRedirectFor({ ...signedOut, pathname: '/spin-to-win', search: '?ref=home', referrer: `http://${host}/search?make=Kia` }),
    ).toBe('/sign-in?type=spin-to-win&redirect=%2Fspin-to-win%3Fref%3Dhome&back=%2Fsearch%3Fmake%3DKia')
    expect(await signInRedirectFor({ ...signedOut, pathname: '/online-payment', search: '' })).toBe(
      '/sign-in?type=online-payment&redirect=%2Fonline-payment&back=%2F',
    )
    expect(await signInRedirectFor({ ...signedOut, pathname: '/my-garage', search: '' })).toBe(
      '/sign-in?type=my-garage&redirect=%2Fmy-garage&back=%2F',
    )
  })

  it('lets through a visitor with a session cookie, and paths nobody gates', async () => {
    const cookie = `12.3.0.${Math.floor(Date.now() / 1000) + 60}.${'a'.repeat(43)}`
    expect(await signInRedirectFor({ ...signedOut, pathname: '/my-garage', search: '', sessionCookie: cookie })).toBeNull()
    // On MongoDB the ids in the cookie are ObjectIds.
    const onMongodb = `6b09c4c82b93ac8dcf018835.6b09c4c52b93ac8dcf01880e.0.${Math.floor(Date.now() / 1000) + 60}.${'a'.repeat(43)}`
    expect(await signInRedirectFor({ ...signedOut, pathname: '/my-garage', search: '', sessionCookie: onMongodb })).toBeNull()
    expect(await signInRedirectFor({ ...signedOut, pathname: '/search/used-cars', search: '' })).toBeNull()
    // Not a session: still sent to sign in.
    expect(await signInRedirectFor({ ...signedOut, pathname: '/my-garage', search: '', sessionCookie: 'nonsense' })).not.toBeNull()
  })

  it('takes back only from a page of the same site', () => {
    expect(backPath(`http://${host}/cars/x?y=1`, host)).toBe('/cars/x?y=1')
    expect(backPath('https://evil.example/phish', host)).toBe('/')
    expect(backPath('not a url', host)).toBe('/')
    expect(backPath(null, host)).toBe('/')
  })

  it('answers an uncached redirect on the host and scheme asked', () => {
    const answer = signInRedirect('/sign-in?type=my-garage&redirect=%2Fmy-garage&back=%2F', { protocol: 'https', host: 'dealer.com.au' })
    expect(answer.status).toBe(307)
    expect(answer.headers.get('location')).toBe('https://dealer.com.au/sign-in?type=my-garage&redirect=%2Fmy-garage&back=%2F')
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
  })
})
