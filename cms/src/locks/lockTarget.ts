import type { PayloadRequest } from 'payload'

import { lockedDocumentRef, mayUpdateDocument } from './mayUpdateDocument'

export const LOCKS_SLUG = 'payload-locked-documents'

/**
 * Whether the requester may hold a lock on this target: a document they may update. The platform has
 * no Payload globals, so a global lock is refused (super-admins pass before this is asked).
 */
export async function lockTargetAllowed(req: PayloadRequest, target: { document?: unknown; globalSlug?: unknown }): Promise<boolean> {
  if (typeof target.globalSlug === 'string' && target.globalSlug !== '') return false
  const ref = lockedDocumentRef(target.document)
  return ref !== null && (await mayUpdateDocument(req, ref))
}

export const changesLockTarget = (data: unknown): data is { document?: unknown; globalSlug?: unknown } =>
  Boolean(data && typeof data === 'object' && ('document' in data || 'globalSlug' in data))
