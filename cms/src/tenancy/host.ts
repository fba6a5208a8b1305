/** How a request's Host header identifies a tenant. Pure, so the rules are unit-tested. */
export type TenantHostLookup = { kind: 'slug'; slug: string } | { kind: 'domain'; domains: string[] }

export const tenantSlugPattern = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/

/** Lower-cases, strips the port and a trailing dot; null for something that is not a host name. */
export function normaliseHost(rawHost: string | null | undefined): string | null {
  if (!rawHost) return null
  let host = rawHost.trim().toLowerCase()
  if (host.startsWith('[')) return null // IPv6 literals never name a tenant
  host = host.replace(/:\d+$/, '').replace(/\.$/, '')
  if (!/^[a-z0-9.-]+$/.test(host) || host.length > 253) return null
  return host
}

/**
 * `{slug}.localhost` names a tenant by slug, so every tenant answers locally with no set-up;
 * any other host is looked up among the tenants' domains, with and without a leading `www.`.
 */
export function tenantLookupForHost(rawHost: string | null | undefined): TenantHostLookup | null {
  const host = normaliseHost(rawHost)
  if (!host || host === 'localhost') return null
  if (host.endsWith('.localhost')) {
    const slug = host.slice(0, -'.localhost'.length)
    return tenantSlugPattern.test(slug) ? { kind: 'slug', slug } : null
  }
  const bare = host.startsWith('www.') ? host.slice(4) : host
  return { kind: 'domain', domains: bare === host ? [host] : [host, bare] }
}

/** Domains are stored bare and lower-case, so lookups are exact. */
export function normaliseDomain(value: string): string {
  return (normaliseHost(value.replace(/^https?:\/\//, '').replace(/\/.*$/, '')) ?? '').replace(/^www\./, '')
}
