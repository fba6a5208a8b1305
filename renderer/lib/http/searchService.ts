import { answerSearchRequest, storefrontSearchHttpDeps, type SearchHttpDeps } from '@forecourt/cms'
import type { SearchHttpAnswer, SearchHttpRequest } from '@forecourt/cms'

import { payloadClient } from '@/lib/payload'

/**
 * The built-in search service's dependencies (keys checked against this server's secret, the tenant
 * indices of this process), made once per bundle rather than per request.
 */
let depsOnce: Promise<SearchHttpDeps> | undefined

export function searchServiceDeps(): Promise<SearchHttpDeps> {
  depsOnce ??= payloadClient().then(storefrontSearchHttpDeps, (error: unknown) => {
    // A failed start is not kept: the next request tries again.
    depsOnce = undefined
    throw error
  })
  return depsOnce
}

/** One request to `/1/indexes/...`, answered as plain data (searchFastPath.ts writes it). */
export async function answerSearch(request: SearchHttpRequest): Promise<SearchHttpAnswer> {
  return answerSearchRequest(request, await searchServiceDeps())
}
