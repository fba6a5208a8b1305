import { handleSearchRequest, storefrontSearchHttpDeps } from '@forecourt/cms'

import { payloadClient } from '../../../../lib/payload'

/**
 * The built-in search service at Algolia's own paths (`/1/indexes/...`) on every tenant's host, so
 * `algoliasearch` and react-instantsearch reach it by host name alone. Keys name their tenant.
 */
async function answer(request: Request): Promise<Response> {
  return handleSearchRequest(request, storefrontSearchHttpDeps(await payloadClient()))
}

export const dynamic = 'force-dynamic'
export const GET = answer
export const POST = answer
export const PUT = answer
export const DELETE = answer
export const OPTIONS = answer
