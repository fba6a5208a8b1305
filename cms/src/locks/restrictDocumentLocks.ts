import type { SanitizedConfig } from 'payload'

import { lockChangeableOnUpdatableDocument } from '../access/lockChangeableOnUpdatableDocument'
import { lockCreatableOnUpdatableDocument } from '../access/lockCreatableOnUpdatableDocument'
import { locksReadableOnUpdatableDocuments } from '../access/locksReadableOnUpdatableDocuments'
import { lockInRequesterName } from './lockInRequesterName'
import { LOCKS_SLUG } from './lockTarget'

/**
 * Payload adds its locks collection while it sanitises the config, after every plugin has run, and
 * offers no override for it; its default access lets any signed-in user read and write any lock. So the
 * sanitised collection is given the platform's rules here, before anything reads the config.
 */
export function restrictDocumentLocks(config: SanitizedConfig): SanitizedConfig {
  const locks = config.collections.find((collection) => collection.slug === LOCKS_SLUG)
  if (!locks) return config
  locks.access = {
    ...locks.access,
    read: locksReadableOnUpdatableDocuments,
    create: lockCreatableOnUpdatableDocument,
    update: lockChangeableOnUpdatableDocument,
    delete: lockChangeableOnUpdatableDocument,
  }
  locks.hooks = { ...locks.hooks, beforeChange: [...(locks.hooks.beforeChange ?? []), lockInRequesterName] }
  return config
}
