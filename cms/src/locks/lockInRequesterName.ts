import type { CollectionBeforeChangeHook } from 'payload'

/**
 * A lock always names the user who wrote it: a REST or GraphQL caller cannot lock a document "as"
 * someone else. Writes without a user (Payload's own server code goes to the database directly)
 * keep what they set.
 */
export const lockInRequesterName: CollectionBeforeChangeHook = ({ data, req }) => {
  if (!req.user) return data
  return { ...data, user: { relationTo: req.user.collection, value: req.user.id } }
}
