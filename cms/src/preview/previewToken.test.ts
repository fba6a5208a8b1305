import { describe, expect, it } from '@jest/globals'

import { readPreviewToken, signPreviewToken, type PreviewClaims } from './previewToken'
import { siteAddressFor } from './sitePreviewUrl'

const claims: PreviewClaims = { collection: 'pages', documentId: '12', tenantId: '3', userId: '7', expiresAt: 2_000_000_000 }

describe('preview tokens', () => {
  it('read back what was signed, until they expire', () => {
    const token = signPreviewToken(claims, 'secret-a')
    expect(readPreviewToken(token, 'secret-a', 1_900_000_000)).toEqual(claims)
    expect(readPreviewToken(token, 'secret-a', 2_000_000_001)).toBeNull()
  })

  it('refuse another secret, any changed claim, and junk', () => {
    const token = signPreviewToken(claims, 'secret-a')
    expect(readPreviewToken(token, 'secret-b', 1)).toBeNull()
    const [, signature] = token.split('.')
    const otherDocument = Buffer.from(JSON.stringify(['pages', '13', '3', '7', 2_000_000_000])).toString('base64url')
    expect(readPreviewToken(`${otherDocument}.${signature}`, 'secret-a', 1)).toBeNull()
    for (const junk of [undefined, 42, '', 'a.b', 'a.b.c', `${token}x`]) expect(readPreviewToken(junk, 'secret-a', 1)).toBeNull()
  })
})

describe('siteAddressFor', () => {
  const tenant = { slug: 'bay-caravans', domains: [{ domain: 'baycaravans.com.au' }] }
  it('is {slug}.localhost on the admin’s port locally, the tenant’s domain otherwise', () => {
    expect(siteAddressFor(tenant, 'localhost:3360')).toBe('http://bay-caravans.localhost:3360')
    expect(siteAddressFor(tenant, '127.0.0.1:3000')).toBe('http://bay-caravans.localhost:3000')
    expect(siteAddressFor(tenant, 'admin.forecourt.com.au')).toBe('https://baycaravans.com.au')
    expect(siteAddressFor({ slug: 'new-site', domains: [] }, 'admin.forecourt.com.au')).toBe('http://new-site.localhost')
  })
})
