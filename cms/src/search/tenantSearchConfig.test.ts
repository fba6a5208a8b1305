import { describe, expect, it } from '@jest/globals'

import {
  algoliaCredentialsOf,
  embeddedAdminKey,
  embeddedAppId,
  embeddedSearchKey,
  grantForEmbeddedKey,
  storefrontSearchConnection,
  validateAlgoliaSettings,
} from './tenantSearchConfig'

const secret = 'unit-test-secret'

describe('built-in search keys', () => {
  it('grant read to the search key and write to the admin key, for the tenant they were derived for', () => {
    expect(grantForEmbeddedKey(secret, embeddedAppId, embeddedSearchKey(secret, 'acme-motors'))).toEqual({
      tenantSlug: 'acme-motors',
      canWrite: false,
    })
    expect(grantForEmbeddedKey(secret, embeddedAppId, embeddedAdminKey(secret, 'acme-motors'))).toEqual({
      tenantSlug: 'acme-motors',
      canWrite: true,
    })
  })

  it('refuse a key with its tenant swapped, another secret, another app id or a forged admin prefix', () => {
    const key = embeddedSearchKey(secret, 'acme-motors')
    expect(grantForEmbeddedKey(secret, embeddedAppId, key.replace('acme-motors', 'other-motors'))).toBeNull()
    expect(grantForEmbeddedKey('another-secret', embeddedAppId, key)).toBeNull()
    expect(grantForEmbeddedKey(secret, 'SOMEAPP', key)).toBeNull()
    expect(grantForEmbeddedKey(secret, embeddedAppId, key.replace(/^fcs_/, 'fca_'))).toBeNull()
    expect(grantForEmbeddedKey(secret, embeddedAppId, 'nonsense')).toBeNull()
  })
})

describe('tenant Algolia settings', () => {
  const full = { algoliaAppId: 'ABCDEF1234', algoliaSearchKey: 's'.repeat(32), algoliaAdminKey: 'a'.repeat(32) }

  it('accept all three keys or none, and reject a partial set with a message', () => {
    expect(validateAlgoliaSettings({})).toBe(true)
    expect(validateAlgoliaSettings({ algoliaAppId: '', algoliaSearchKey: '', algoliaAdminKey: '' })).toBe(true)
    expect(validateAlgoliaSettings(full)).toBe(true)
    expect(validateAlgoliaSettings({ algoliaAppId: 'ABCDEF1234' })).toBe(
      'Fill in the Algolia application id, search key and admin key together, or leave all three empty.',
    )
    expect(validateAlgoliaSettings({ ...full, algoliaAppId: 'lower case' })).toBe(
      'An Algolia application id is 6–20 capital letters and digits',
    )
  })

  it('send a tenant with its own application to Algolia, every other tenant to the built-in service', () => {
    expect(storefrontSearchConnection(secret, { slug: 'acme-motors', search: full })).toEqual({
      provider: 'algolia',
      appId: 'ABCDEF1234',
      searchKey: full.algoliaSearchKey,
      indexName: 'Car_production',
    })
    const embedded = storefrontSearchConnection(secret, { slug: 'acme-motors', search: { algoliaAppId: '' } })
    expect(embedded).toEqual({
      provider: 'embedded',
      appId: embeddedAppId,
      searchKey: embeddedSearchKey(secret, 'acme-motors'),
      indexName: 'acme-motors_Car_production',
    })
    expect(algoliaCredentialsOf({ search: { ...full, algoliaIndexName: 'Cars_live' } })?.indexName).toBe('Cars_live')
  })
})
