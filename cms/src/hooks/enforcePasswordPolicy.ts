import { ValidationError, type CollectionBeforeOperationHook } from 'payload'

import { passwordProblem } from '../auth/passwordPolicy'

/**
 * Refuses a short new password wherever one is set: creating a user (the first-user form too),
 * updating one, and resetting with a token. All three pass the password in the operation's data.
 */
export const enforcePasswordPolicy: CollectionBeforeOperationHook = ({ args, collection, operation }) => {
  if (operation !== 'create' && operation !== 'update' && operation !== 'resetPassword') return args
  const data = (args as { data?: { password?: unknown } }).data
  const problem = passwordProblem(data?.password)
  if (problem) throw new ValidationError({ collection: collection.slug, errors: [{ message: problem, path: 'password' }] })
  return args
}
