export { findTenantByHost, type ResolvedTenant } from './tenancy/resolveTenant'
export { pageSlugForSegments, pathForPageSlug, homeSlug } from './tenancy/pagePath'
export { databaseKind } from './database'
