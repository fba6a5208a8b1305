import 'server-only'

import { randomUUID } from 'node:crypto'

import { sharedContentTag, tenantCollectionTag, tenantContentTag } from '@forecourt/cms'
import { unstable_cache } from 'next/cache'
import { cache } from 'react'

// Next may keep this cache on disk in .next/ across restarts; a database replaced or re-seeded under the same
// build would then be answered from the old one. Keying on the process keeps each server's cache its own.
const processKey = randomUUID()

import type { DocumentId as TenantId } from '@forecourt/domain/ids'

/**
 * The tags a read states where it is written: the tenant, each tenant collection it reads, and each
 * shared collection (makes, models, regulators, tenant records). A page that makes the read carries its
 * tags too, so expiring one (cms/src/hooks/revalidateTenantContent.ts) re-renders exactly those pages.
 */
export const tags = {
  tenant: (tenantId: TenantId, ...collections: string[]) => [
    tenantContentTag(tenantId),
    ...collections.map((collection) => tenantCollectionTag(tenantId, collection)),
  ],
  shared: (...collections: string[]) => collections.map(sharedContentTag),
}

/**
 * The one way the renderer reads content: cached across requests under the tags `tagsOf` states (from
 * the first argument, the tenant where there is one), and once per render (React's cache). The five
 * minutes match the pages' own (app/(site)/tenant/[site]/layout.tsx): some reads move with the clock
 * alone (a sold car's window, an offer's dates), and a change made outside Payload shows by then.
 */
export function cachedRead<Args extends Array<string | number | null>, Result>(
  name: string,
  tagsOf: (first: NoInfer<Args>[0]) => string[],
  read: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return cache((...args: Args) =>
    unstable_cache(() => read(...args), [processKey, name, ...args.map((arg) => JSON.stringify(arg))], {
      tags: tagsOf(args[0] as Args[0]),
      revalidate: 300,
    })(),
  )
}
