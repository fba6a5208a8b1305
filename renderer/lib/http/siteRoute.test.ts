import { describe, expect, it } from '@jest/globals'

import {
  internalSitePath,
  isSitePath,
  NO_QUERY,
  NO_SITE,
  originOfSiteSegment,
  queryOfSegment,
  querySegment,
  REMEMBERED_CAR_TYPE_PARAM,
  siteCacheHeaders,
  siteSegment,
} from './siteRoute'

describe('the tenant as a route parameter', () => {
  it('rewrites dealer pages and leaves the admin, the APIs, the search protocol, files and print alone', () => {
    for (const path of ['/', '/search/toyota', '/cars/a-car', '/tenant/http_other.localhost/-', '/administration', '/10-reasons'])
      expect(isSitePath(path)).toBe(true)
    for (const path of [
      '/admin',
      '/admin/collections/pages',
      '/api/pages',
      '/1/indexes/x/query',
      '/uploads/a.jpg',
      '/_next/static/x.js',
      '/onboarding/tenants/clone',
      '/print',
      '/robots.txt',
      '/sitemap.xml',
    ])
      expect(isSitePath(path)).toBe(false)
  })

  it('names the site by scheme and host, and turns a host that is no host name into no site', () => {
    expect(siteSegment({ protocol: 'https', host: 'WWW.Example.com.au' })).toBe('https_www.example.com.au')
    const local = siteSegment({ protocol: 'http', host: 'harbourside-toyota.localhost:3000' })
    expect(originOfSiteSegment(local)).toEqual({ protocol: 'http', host: 'harbourside-toyota.localhost:3000' })
    expect(originOfSiteSegment(encodeURIComponent(local))).toEqual({ protocol: 'http', host: 'harbourside-toyota.localhost:3000' })
    for (const host of [null, '', 'a b', 'x/y', 'evil.com/../other', '[::1]:3000'])
      expect(siteSegment({ protocol: 'http', host })).toBe(NO_SITE)
    expect(originOfSiteSegment(NO_SITE)).toBeNull()
    expect(originOfSiteSegment('ftp_example.com')).toBeNull()
  })

  it('carries the query in one cacheable segment: keys in order, trackers dropped, the remembered car type added', () => {
    expect(querySegment(new URLSearchParams(''))).toBe(NO_QUERY)
    expect(querySegment(new URLSearchParams('utm_source=x&gclid=y&_rsc=z'))).toBe(NO_QUERY)
    const segment = querySegment(new URLSearchParams('make=Kia&car_type=used&make=Mazda&query=ü'))
    expect(segment).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(querySegment(new URLSearchParams('car_type=used&make=Kia&make=Mazda&query=ü'))).toBe(segment)
    expect(queryOfSegment(segment)).toEqual({ car_type: 'used', make: ['Kia', 'Mazda'], query: 'ü' })
    // A visitor cannot set the remembered car type through the address; only the cookie does.
    expect(queryOfSegment(querySegment(new URLSearchParams(`${REMEMBERED_CAR_TYPE_PARAM}=new`), 'used'))).toEqual({
      [REMEMBERED_CAR_TYPE_PARAM]: 'used',
    })
    expect(queryOfSegment('not base64!')).toEqual({})
    expect(queryOfSegment(NO_QUERY)).toEqual({})
  })

  it('builds the internal path, and says which answers a CDN may share', () => {
    expect(internalSitePath('http_a.localhost', NO_QUERY, '/')).toBe('/tenant/http_a.localhost/-')
    expect(internalSitePath('http_a.localhost', 'abc', '/cars/x')).toBe('/tenant/http_a.localhost/abc/cars/x')
    expect(siteCacheHeaders('/search', 'http_a.localhost', false)).toEqual({
      'cache-control': 'public, s-maxage=300, stale-while-revalidate=86400',
      'cache-tag': 'site-http_a.localhost',
    })
    expect(siteCacheHeaders('/search', 'http_a.localhost', true)['cache-control']).toMatch(/^private/)
    expect(siteCacheHeaders('/preview', 'http_a.localhost', false)['cache-control']).toMatch(/^private/)
    expect(siteCacheHeaders('/review-feedback', 'http_a.localhost', false)['cache-control']).toMatch(/^private/)
    expect(siteCacheHeaders('/cars/x/view.json', 'http_a.localhost', false)['cache-control']).toMatch(/^private/)
  })
})
