import { AuthenticationError, type AfterErrorHook, type CollectionBeforeOperationHook } from 'payload'

import { runDecoyPasswordHash } from '../auth/decoyPasswordHash'

type LoginData = { email?: unknown; password?: unknown }

/**
 * A login for an unknown email or a locked account answers exactly as a wrong password does, after
 * the same work. Payload would answer both at once (no password hash to check: 6 ms against 156 ms)
 * and name the lock, which tells a stranger the account exists. Here the account is looked up first;
 * when Payload would not check a password, a decoy hash is checked and the wrong-password answer thrown.
 */
export const equaliseLoginAnswers: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  if (operation !== 'login') return args
  const { email, password } = ((args as { data?: LoginData }).data ?? {}) as LoginData
  // Missing fields get Payload's own 400, which says nothing about any account.
  if (typeof email !== 'string' || !email.trim() || typeof password !== 'string' || !password.trim()) return args
  const user = (await req.payload.db.findOne({
    collection: collection.slug,
    req,
    where: { email: { equals: email.toLowerCase().trim() } },
  })) as { lockUntil?: string | null } | null
  const locked = Boolean(user?.lockUntil && new Date(user.lockUntil).getTime() > Date.now())
  if (user && !locked) return args
  await runDecoyPasswordHash(password)
  throw new AuthenticationError(req.t)
}

/**
 * The attempt that locks an account (Payload re-checks the lock after counting a wrong password) answers
 * like any wrong password too. Matched by message as well as name: class names do not survive bundling.
 */
export const hideAccountLocks: AfterErrorHook = ({ error, req }) => {
  const lockedMessage = req.t('error:userLocked')
  if (error.name !== 'LockedAuth' && error.message !== lockedMessage) return
  return { response: { errors: [{ message: req.t('error:emailOrPasswordIncorrect') }] }, status: 401 }
}
