/**
 * What the rest of the platform (the renderer, the seeds) may use of the Payload side. Anything not
 * exported here is private to cms. The settings have their own entry point (`@forecourt/cms/settings`)
 * so the start-up check can read them before anything else loads.
 */

// Tenancy: which tenant a Host names, and which page a path names.
export { findTenantByHost, type ResolvedTenant } from './tenancy/resolveTenant'
export { homeSlug, pageSlugForSegments, pathForPageSlug } from './tenancy/pagePath'
export { normaliseDomain, tenantSlugPattern } from './tenancy/host'
export { databaseKind } from './database'

// Staff accounts: roles and the password rule.
export { isSuperAdminUser, tenantIdsForRole } from './auth/roles'
export { MIN_PASSWORD_LENGTH } from './auth/passwordPolicy'

// Request guards the API routes wrap Payload's handlers in.
export { refusingCrossSiteCookieChanges } from './auth/crossSiteMutations'
export { answeringRefusalsWithStatus } from './graphql/refusalStatus'
export { prepareGraphqlSchema } from './graphql/schema'

// Search: the storefront's queries, the Algolia-protocol endpoint and the index rebuild at start.
export {
  answerSearchRequest,
  handleSearchRequest,
  type SearchHttpAnswer,
  type SearchHttpDeps,
  type SearchHttpRequest,
} from '@forecourt/search-engine'
export { searchTenantStock, storefrontSearchHttpDeps, type StorefrontTenant } from './search/storefront'
export { rebuildSearchIndices } from './search/registry'
export { storefrontSearchConnection, type StorefrontSearchConnection } from './search/tenantSearchConfig'

// The process-wide services (rate limiters, quotes, lead delivery, view counter, search indices).
export { platformServices } from './platform/services'
export { onTenantContentChanged, type ContentChange } from './contentChanges/channel'
export { VehicleViewCounter } from './vehicles/viewCounter'
export { shopperCarWhere } from './vehicles/shopperCar'

// Signed tokens the pages hand out: the enquiry form's consent token and the draft preview token.
export { signEnquiryForm } from './enquiries/formToken'
// The car an enquiry names, read once for the form's prefill and the stored lead (hidden cars are no car).
export { enquiryCarForForm, readEnquiryCar } from './enquiries/enquiryCar'
export { readPreviewToken } from './preview/previewToken'

// Cache tags the collections' hooks expire, and where uploads are kept.
export { expireContentTags, sharedContentTag, tagsForChange, tenantCollectionTag, tenantContentTag } from './hooks/revalidateTenantContent'
export { mediaDir } from './lib/paths'
export { DEFAULT_ENQUIRY_RATE_LIMIT } from './platform/settings/rateLimits'

// Admission control: how many expensive requests one client and the process may have in flight.
export { admissionMessages, InFlightLimiter, RETRY_AFTER_SECONDS, RunSlots, type Admission } from './platform/inFlight'
export { BusyTimeBudget, type BusyVerdict } from './platform/busyTime'
export { BUSY_WINDOW_MS } from './platform/settings/admission'
export { SlidingWindowRateLimiter } from './lib/rateLimit'
export { clientAddressFrom } from './lib/clientAddress'
export { graphqlLimitCodes, limitingGraphqlPerUser, type GraphqlUserLimits } from './graphql/perUserLimits'
