import { handleSearchRequest } from '@forecourt/cms'

import { searchServiceDeps } from '@/lib/http/searchService'

/**
 * The built-in search service at Algolia's own paths (`/1/indexes/...`) on every tenant's host, so
 * `algoliasearch` and react-instantsearch reach it by host name alone. Keys name their tenant.
 *
 * In production these requests are answered before Next routes them (lib/http/searchFastPath.ts, mounted
 * by instrumentation.ts); this route answers them wherever that is not mounted (`next dev`). It reads
 * nothing but the request: no headers()/cookies(), no tenant by host.
 */
async function answer(request: Request): Promise<Response> {
  return handleSearchRequest(request, await searchServiceDeps())
}

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'
export const GET = answer
export const POST = answer
export const PUT = answer
export const DELETE = answer
export const OPTIONS = answer
