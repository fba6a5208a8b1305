import { describe, expect, it } from '@jest/globals'

import { adminContentSecurityPolicy, securityHeaderRules, siteContentSecurityPolicy } from './securityHeaders'

describe('securityHeaderRules', () => {
  it('gives every path the common headers and a CSP, the admin its own, and HSTS only in production over https', () => {
    const production = securityHeaderRules({ development: false })
    const keys = production.flatMap((rule) => rule.headers.map((header) => header.key))
    for (const key of [
      'Content-Security-Policy',
      'Referrer-Policy',
      'X-Content-Type-Options',
      'Permissions-Policy',
      'Strict-Transport-Security',
    ])
      expect(keys).toContain(key)
    const hsts = production.find((rule) => rule.headers.some((header) => header.key === 'Strict-Transport-Security'))
    expect(hsts?.has).toEqual([{ type: 'header', key: 'x-forwarded-proto', value: 'https' }])
    expect(
      securityHeaderRules({ development: true }).some((rule) => rule.headers.some((header) => header.key === 'Strict-Transport-Security')),
    ).toBe(false)
  })

  it('keeps eval and the reload socket to development', () => {
    expect(siteContentSecurityPolicy({ development: false })).not.toContain('unsafe-eval')
    expect(adminContentSecurityPolicy({ development: false })).not.toContain('unsafe-eval')
    expect(siteContentSecurityPolicy({ development: true })).toContain("'unsafe-eval'")
    expect(siteContentSecurityPolicy({ development: false })).toContain("frame-ancestors 'self'")
  })
})
