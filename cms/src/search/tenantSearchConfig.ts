/**
 * Where a tenant's stock is searched: the built-in service (default) or the tenant's own Algolia
 * application. The storefront gets the same shape either way — an app id, a search-only key, an index
 * name and, for the built-in service, the host to talk to — so no other code changes between the two.
 *
 * Built-in keys are not stored: they are derived from the server secret and the tenant slug, so a key
 * names its tenant and is checked without a database read, and rotating the secret rotates every key.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

import { z } from 'zod'

import { type SearchKeyGrant, carBaseIndexName } from '@forecourt/search-engine'

import type { Tenant } from '@forecourt/schema'

/** The application id the built-in service answers to. */
export const embeddedAppId = 'FORECOURT'

const searchKeyPrefix = 'fcs'
const adminKeyPrefix = 'fca'

function keyMac(secret: string, purpose: 'search' | 'admin', tenantSlug: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${tenantSlug}`).digest('hex').slice(0, 32)
}

export function embeddedSearchKey(secret: string, tenantSlug: string): string {
  return `${searchKeyPrefix}_${tenantSlug}_${keyMac(secret, 'search', tenantSlug)}`
}

export function embeddedAdminKey(secret: string, tenantSlug: string): string {
  return `${adminKeyPrefix}_${tenantSlug}_${keyMac(secret, 'admin', tenantSlug)}`
}

const derivedKey = /^(fcs|fca)_([a-z0-9-]{1,63})_([0-9a-f]{32})$/

/** The grant of a built-in key, or null for a key this secret did not derive. */
export function grantForEmbeddedKey(secret: string, appId: string, apiKey: string): SearchKeyGrant | null {
  if (appId !== embeddedAppId) return null
  const match = derivedKey.exec(apiKey)
  if (!match) return null
  const [, prefix, tenantSlug, mac] = match as unknown as [string, string, string, string]
  const purpose = prefix === adminKeyPrefix ? 'admin' : 'search'
  const expected = Buffer.from(keyMac(secret, purpose, tenantSlug))
  if (!timingSafeEqual(expected, Buffer.from(mac))) return null
  return { tenantSlug, canWrite: purpose === 'admin' }
}

export const algoliaSettingsSchema = z
  .object({
    algoliaAppId: z
      .string()
      .trim()
      .regex(/^[A-Z0-9]{6,20}$/, 'An Algolia application id is 6–20 capital letters and digits')
      .optional(),
    algoliaSearchKey: z.string().trim().min(16, 'An Algolia API key is at least 16 characters').optional(),
    algoliaAdminKey: z.string().trim().min(16, 'An Algolia API key is at least 16 characters').optional(),
    algoliaIndexName: z
      .string()
      .trim()
      .regex(/^[\w.-]{1,100}$/, 'Use letters, digits, dots, dashes and underscores')
      .optional(),
  })
  .superRefine((settings, context) => {
    const given = [settings.algoliaAppId, settings.algoliaSearchKey, settings.algoliaAdminKey].filter(Boolean).length
    if (given !== 0 && given !== 3) {
      context.addIssue({
        code: 'custom',
        message: 'Fill in the Algolia application id, search key and admin key together, or leave all three empty.',
      })
    }
  })

type TenantSearchFields = NonNullable<Tenant['search']>

/** Empty strings from the admin form count as "not set". */
function presentFields(fields: TenantSearchFields | null | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== ''),
  )
}

/** Payload field validation for the tenant's `search` group: the zod schema's first message. */
export function validateAlgoliaSettings(value: unknown): true | string {
  const parsed = algoliaSettingsSchema.safeParse(presentFields(value as TenantSearchFields))
  return parsed.success ? true : (parsed.error.issues[0]?.message ?? 'Invalid search settings')
}

export interface AlgoliaCredentials {
  appId: string
  searchKey: string
  adminKey: string
  indexName: string
}

/** The tenant's own Algolia application, when its settings name one. */
export function algoliaCredentialsOf(tenant: Pick<Tenant, 'search'>): AlgoliaCredentials | null {
  const parsed = algoliaSettingsSchema.safeParse(presentFields(tenant.search))
  if (!parsed.success) return null
  const { algoliaAppId, algoliaSearchKey, algoliaAdminKey, algoliaIndexName } = parsed.data
  if (!algoliaAppId || !algoliaSearchKey || !algoliaAdminKey) return null
  return { appId: algoliaAppId, searchKey: algoliaSearchKey, adminKey: algoliaAdminKey, indexName: algoliaIndexName ?? carBaseIndexName }
}

/** What a browser needs to search a tenant's stock; never holds a write key. */
export interface StorefrontSearchConnection {
  provider: 'embedded' | 'algolia'
  appId: string
  searchKey: string
  /** The primary index; sort replicas append `_price_asc` and so on. */
  indexName: string
}

export function storefrontSearchConnection(secret: string, tenant: Pick<Tenant, 'slug' | 'search'>): StorefrontSearchConnection {
  const algolia = algoliaCredentialsOf(tenant)
  if (algolia) return { provider: 'algolia', appId: algolia.appId, searchKey: algolia.searchKey, indexName: algolia.indexName }
  return {
    provider: 'embedded',
    appId: embeddedAppId,
    searchKey: embeddedSearchKey(secret, tenant.slug),
    indexName: `${tenant.slug}_${carBaseIndexName}`,
  }
}
