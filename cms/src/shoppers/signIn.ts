import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'
import { z } from 'zod'

import {
  codeSentMessage,
  normaliseAustralianMobile,
  PHONE_INVALID_MESSAGE,
  PHONE_REQUIRED_MESSAGE,
  SIGN_IN_CODE_LENGTH,
  SIGN_IN_CODE_MAX_ATTEMPTS,
  retryAfterSeconds,
  SIGN_IN_CODE_TTL_MS,
  signInCodeText,
  signInLimitMessage,
  signInMessages,
} from '@forecourt/domain/shopper'
import type { Shopper } from '@forecourt/schema'

import { readBoundedJson, type Answer, type SiteCall } from '../lib/publicEndpoint'
import type { ResolvedTenant } from '../tenancy/resolveTenant'
import { sessionCookies } from './session'
import { numberAllowance, takeSignInCall } from './signInLimits'
import { configuredSmsSender } from './sms'

/** A phone number and a code are a few dozen bytes; anything much bigger is not a sign-in. */
export const SIGN_IN_BODY_LIMIT_BYTES = 1_024

/** Only a keyed hash of a code is stored: a copy of the database does not hold a single usable code. */
export function hashSignInCode(secret: string, tenantId: number | string, phone: string, code: string): string {
  return createHmac('sha256', secret).update(`shopper-sign-in-code\u0000${tenantId}\u0000${phone}\u0000${code}`).digest('hex')
}

export function newSignInCode(): string {
  return String(randomInt(0, 10 ** SIGN_IN_CODE_LENGTH)).padStart(SIGN_IN_CODE_LENGTH, '0')
}

const phoneField = z.string(PHONE_REQUIRED_MESSAGE).trim().min(1, PHONE_REQUIRED_MESSAGE)
const requestSchema = z.object({ phone: phoneField })
const verifySchema = z.object({
  phone: phoneField,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, signInMessages.codeInvalid),
})

type Refusal = { status: number; message: string; retryAfterMs?: number }

/** The device and address limits of the site's sign-in calls (codes asked for and codes tried count alike). */
function callerCheck(req: PayloadRequest, tenant: ResolvedTenant): { tenant: ResolvedTenant; setCookie: string | null } | Refusal {
  const verdict = takeSignInCall(req, tenant.id, Date.now())
  if ('status' in verdict) return verdict
  return { tenant, setCookie: verdict.setCookie }
}

/** A JSON answer of the sign-in calls: Retry-After on a refusal that names a wait, the device cookie when new. */
function answer(status: number, body: Record<string, unknown>, extra: { retryAfterMs?: number; setCookie?: string | null } = {}): Response {
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  if (extra.retryAfterMs !== undefined) headers.set('Retry-After', String(retryAfterSeconds(extra.retryAfterMs)))
  if (extra.setCookie) headers.append('Set-Cookie', extra.setCookie)
  return Response.json(body, { status, headers })
}

/** The sign-in calls' refusals in their own shape (`success: false`), for the site prologue too. */
export const signInRefusal: Answer = (status, body, headers) =>
  Response.json({ success: false, ...body }, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

function refused(refusal: Refusal, setCookie?: string | null): Response {
  return answer(refusal.status, { success: false, message: refusal.message }, { retryAfterMs: refusal.retryAfterMs, setCookie })
}

function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? PHONE_INVALID_MESSAGE
}

async function readInput<T extends z.ZodType>(req: PayloadRequest, schema: T): Promise<z.output<T> | Refusal> {
  const body = await readBoundedJson(req, SIGN_IN_BODY_LIMIT_BYTES)
  if (body === 'too-large') return { status: 413, message: PHONE_INVALID_MESSAGE }
  const parsed = schema.safeParse(body === 'unreadable' ? {} : body)
  if (!parsed.success) return { status: 400, message: firstIssue(parsed.error) }
  return parsed.data
}

const isRefusal = (value: unknown): value is Refusal =>
  typeof value === 'object' && value !== null && 'status' in value && typeof (value as Refusal).status === 'number'

const numberRefusal = (retryAfterMs: number): Refusal => ({
  status: 429,
  message: signInLimitMessage('number', retryAfterMs),
  retryAfterMs,
})

/**
 * POST /api/shoppers/request-code `{ phone }`: texts a new code to the number (replacing its last one on
 * this site). The code is stored (hashed) before it is sent; a number is texted at most
 * SIGN_IN_CODES_PER_NUMBER_PER_HOUR codes an hour by all the platform's sites together, counted in the
 * database so every server process agrees (signInLimits.ts).
 */
export async function requestSignInCode({ req, tenant: site }: SiteCall<undefined>): Promise<Response> {
  const checked = callerCheck(req, site)
  if ('status' in checked) return refused(checked)
  const { tenant, setCookie } = checked
  const input = await readInput(req, requestSchema)
  if (isRefusal(input)) return refused(input, setCookie)
  const phone = normaliseAustralianMobile(input.phone)
  if (!phone) return refused({ status: 400, message: PHONE_INVALID_MESSAGE }, setCookie)

  const { payload } = req
  const now = Date.now()
  // Most refusals are decided before anything is written; the count after writing settles races.
  const before = await numberAllowance(payload, phone, false, now)
  if (!before.allowed) return refused(numberRefusal(before.retryAfterMs), setCookie)
  const code = newSignInCode()
  const stored = await payload.create({
    collection: 'shopper-codes',
    data: {
      tenant: tenant.id,
      phone,
      code_hash: hashSignInCode(payload.secret, tenant.id, phone, code),
      expires_at: new Date(now + SIGN_IN_CODE_TTL_MS).toISOString(),
      attempts: 0,
    },
    depth: 0,
    overrideAccess: true,
  })
  const allowance = await numberAllowance(payload, phone, true, now)
  if (!allowance.allowed) {
    // Another request's code got in first; this one is never sent, so it does not count against the number.
    await payload.delete({ collection: 'shopper-codes', id: stored.id, overrideAccess: true })
    return refused(numberRefusal(allowance.retryAfterMs), setCookie)
  }
  // The new code replaces the number's earlier ones on this site.
  await payload.update({
    collection: 'shopper-codes',
    where: {
      and: [
        { tenant: { equals: tenant.id } },
        { phone: { equals: phone } },
        { spent_at: { exists: false } },
        { id: { not_equals: stored.id } },
      ],
    },
    data: { spent_at: new Date(now).toISOString() },
    depth: 0,
    overrideAccess: true,
  })
  try {
    await configuredSmsSender().send({ to: phone, body: signInCodeText(tenant.name, code) })
  } catch (error) {
    payload.logger.error({ err: error }, 'Sending a sign-in code failed')
    return refused({ status: 502, message: signInMessages.smsFailed }, setCookie)
  }
  return answer(200, { success: true, message: codeSentMessage(phone), phone }, { setCookie })
}

/** Tries of one number's code run one after another in this process, so two at once cannot both count as the fifth. */
const codeLocks = new Map<string, Promise<unknown>>()
async function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = codeLocks.get(key) ?? Promise.resolve()
  const next = previous.catch(() => undefined).then(work)
  codeLocks.set(key, next)
  try {
    return await next
  } finally {
    if (codeLocks.get(key) === next) codeLocks.delete(key)
  }
}

async function findOrCreateShopper(payload: Payload, tenantId: number | string, phone: string): Promise<Shopper> {
  const find = async () =>
    (
      await payload.find({
        collection: 'shoppers',
        where: { and: [{ tenant: { equals: tenantId } }, { phone: { equals: phone } }] },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
    ).docs[0]
  const existing = await find()
  const signedInAt = new Date().toISOString()
  if (existing) {
    return payload.update({
      collection: 'shoppers',
      id: existing.id,
      data: { last_signed_in_at: signedInAt },
      depth: 0,
      overrideAccess: true,
    })
  }
  try {
    return await payload.create({
      collection: 'shoppers',
      data: { tenant: tenantId as Shopper['tenant'], phone, last_signed_in_at: signedInAt, session_version: 0 },
      depth: 0,
      overrideAccess: true,
    })
  } catch (error) {
    // Another sign-in of the same new number won the race (the unique index): that shopper is this one.
    const raced = await find()
    if (raced) return raced
    throw error
  }
}

/**
 * POST /api/shoppers/verify-code `{ phone, code }`: signs the shopper in (creating them on this site on
 * their first sign-in) when the number's latest code is right, unexpired, unused and has had fewer
 * than five wrong tries. Each try is counted before the code is compared.
 */
export async function verifySignInCode({ req, tenant: site }: SiteCall<undefined>): Promise<Response> {
  const checked = callerCheck(req, site)
  if ('status' in checked) return refused(checked)
  const { tenant, setCookie } = checked
  const input = await readInput(req, verifySchema)
  if (isRefusal(input)) return refused(input, setCookie)
  const phone = normaliseAustralianMobile(input.phone)
  if (!phone) return refused({ status: 400, message: PHONE_INVALID_MESSAGE }, setCookie)
  const { payload } = req

  return oneAtATime(`${tenant.id}|${phone}`, async () => {
    const { docs } = await payload.find({
      collection: 'shopper-codes',
      where: { and: [{ tenant: { equals: tenant.id } }, { phone: { equals: phone } }] },
      sort: '-createdAt',
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const latest = docs[0]
    const now = Date.now()
    if (!latest || latest.spent_at || Date.parse(latest.expires_at) <= now) {
      return refused({ status: 400, message: signInMessages.codeExpired }, setCookie)
    }
    const attempts = latest.attempts ?? 0
    if (attempts >= SIGN_IN_CODE_MAX_ATTEMPTS) return refused({ status: 429, message: signInMessages.codeLocked }, setCookie)
    await payload.update({ collection: 'shopper-codes', id: latest.id, data: { attempts: attempts + 1 }, depth: 0, overrideAccess: true })

    const expected = Buffer.from(latest.code_hash, 'hex')
    const given = Buffer.from(hashSignInCode(payload.secret, tenant.id, phone, input.code), 'hex')
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      const locked = attempts + 1 >= SIGN_IN_CODE_MAX_ATTEMPTS
      return refused({ status: locked ? 429 : 400, message: locked ? signInMessages.codeLocked : signInMessages.codeWrong }, setCookie)
    }
    await payload.update({
      collection: 'shopper-codes',
      id: latest.id,
      data: { spent_at: new Date(now).toISOString() },
      depth: 0,
      overrideAccess: true,
    })
    const shopper = await findOrCreateShopper(payload, tenant.id, phone)
    const headers = new Headers({ 'Cache-Control': 'no-store' })
    if (setCookie) headers.append('Set-Cookie', setCookie)
    for (const cookie of sessionCookies(payload.secret, shopper, tenant.id, now)) headers.append('Set-Cookie', cookie)
    return Response.json(
      { success: true, message: 'Signed in.', shopper: { id: shopper.id, phone: shopper.phone } },
      { status: 200, headers },
    )
  })
}
