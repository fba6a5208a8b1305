import 'server-only'

import { randomUUID } from 'node:crypto'

import { tenantContentTag } from '@forecourt/cms'
import { unstable_cache } from 'next/cache'

// Next keeps this cache on disk in .next/ across restarts; a database replaced or re-seeded under the same
// build would then be answered from the old one. Keying on the process keeps each server's cache its own.
const processKey = randomUUID()

/**
 * A tenant's content read, cached across requests under the tenant's tag: a marketer's save or
 * publish expires the tag (cms/src/hooks/revalidateTenantContent.ts), so the next visitor sees it.
 * The hour is only a safety net for changes made outside Payload.
 */
export function cachedForTenant<Args extends Array<string | number>, Result>(
  name: string,
  read: (tenantId: number | string, ...args: Args) => Promise<Result>,
): (tenantId: number | string, ...args: Args) => Promise<Result> {
  return (tenantId, ...args) =>
    unstable_cache(() => read(tenantId, ...args), [processKey, name, String(tenantId), ...args.map(String)], {
      tags: [tenantContentTag(tenantId)],
      revalidate: 3600,
    })()
}
