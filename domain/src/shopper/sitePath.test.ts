import { describe, expect, it } from '@jest/globals'

import { safeSitePath } from './sitePath'

/**
 * Known open-redirect payloads, as they arrive in `redirect` or `back` once the query string is
 * decoded (so `%09` is already a tab here, and `%252F` arrives as `%2F`). Each would take a browser
 * to another host, run script, or rely on a server decoding it into one of those.
 */
const OPEN_REDIRECT_PAYLOADS: readonly string[] = [
  // Another host outright, or protocol-relative.
  'https://evil.example',
  'http://evil.example/x',
  'HTTPS://evil.example',
  '//evil.example',
  '///evil.example',
  '////evil.example/x',
  '//evil.example/%2F..',
  // Backslashes, which browsers read as slashes.
  '\\\\evil.example',
  '\\/evil.example',
  '/\\evil.example',
  '/\\/evil.example',
  '\\evil.example',
  // Control characters browsers drop from an address (the reported /%09/ case and its kin).
  '/\t/evil.example/x',
  '/\t\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '/\r\n/evil.example',
  '\t//evil.example',
  '/\u0000/evil.example',
  '/\u001f/evil.example',
  '/\u007f/evil.example',
  '/\u0085/evil.example',
  '/\u009b/evil.example',
  // Still encoded after one decoding: a second decoding (a server, a proxy) makes a separator of them.
  '/%2F/evil.example',
  '/%2f%2fevil.example',
  '/%5C/evil.example',
  '/%5cevil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  '/%0D%0A/evil.example',
  '/%7F/evil.example',
  // Dot segments that resolve to a protocol-relative path.
  '/..//evil.example',
  '/.//evil.example',
  '/%2e%2e//evil.example',
  '/x/../..//evil.example',
  // Schemes.
  'javascript:alert(1)',
  'JavaScript:alert(document.domain)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'http:evil.example',
  'https:/evil.example',
  'mailto:someone@evil.example',
  // Unicode lookalikes of / and . and @.
  '/\uff0fevil.example',
  '/\u2215evil.example',
  '/\u2044evil.example',
  '\u3002/evil.example',
  '/\u2024\u2024/evil.example',
  '/@evil.example\uff0e',
  // Leading whitespace and other starts that are no path.
  ' //evil.example',
  ' /cars',
  'evil.example',
  '@evil.example',
  '.evil.example',
  '',
]

const SITE_PATHS: readonly string[] = [
  '/',
  '/my-garage',
  '/watchlist',
  '/cars/used?make=toyota',
  '/cars/2021-toyota-corolla-a1',
  '/cars/x?y=1',
  '/finance?car_id=2021-toyota-corolla-a1#calculator',
  '/cars/used?make=toyota&model=corolla&page=2',
  '/search?q=land%20cruiser',
  '/new-used-and-demo-cars',
]

describe('safeSitePath', () => {
  it(`refuses ${OPEN_REDIRECT_PAYLOADS.length} known open-redirect payloads, answering the fallback`, () => {
    expect(OPEN_REDIRECT_PAYLOADS.length).toBeGreaterThanOrEqual(30)
    const accepted = OPEN_REDIRECT_PAYLOADS.filter((payload) => safeSitePath(payload) !== '/')
    expect(accepted).toEqual([])
    for (const payload of OPEN_REDIRECT_PAYLOADS) expect(safeSitePath(payload, '/my-garage')).toBe('/my-garage')
  })

  it('passes paths of the site unchanged', () => {
    for (const path of SITE_PATHS) expect(safeSitePath(path, '/fallback')).toBe(path)
  })

  it('answers the resolved path, so what was checked is what the browser follows', () => {
    expect(safeSitePath('/cars/../my-garage')).toBe('/my-garage')
    expect(safeSitePath('/cars/./used')).toBe('/cars/used')
  })

  it('refuses what is not text, and text too long for an address', () => {
    for (const value of [undefined, null, 7, ['/my-garage'], { path: '/my-garage' }]) expect(safeSitePath(value)).toBe('/')
    expect(safeSitePath(`/${'a'.repeat(2000)}`)).toBe('/')
  })
})
