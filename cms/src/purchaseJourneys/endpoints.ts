import type { Endpoint, PayloadRequest } from 'payload'

import { journeyMessages, journeyStepSchema } from '@forecourt/domain/purchaseJourney'

import { isCrossSiteCookieChange, trustedOrigins } from '../auth/crossSiteMutations'
import { clientAddressFrom, hashClientAddress } from '../enquiries/clientAddress'
import { answeringFailures, noStoreJson as json, readBoundedJson, readsOwnBody } from '../lib/publicEndpoint'
import { requestOrigin } from '../reservations/endpoints'
import { SHOPPER_COOKIE_PREFIX, shopperOfRequest } from '../shoppers/session'
import { findTenantByHost, type ResolvedTenant } from '../tenancy/resolveTenant'
import { currentJourney, submitJourneyStep } from './service'
import { publicRateLimiter } from '../lib/rateLimit'

/**
 * The online purchase journey's calls, on the site's host (the browser's own page, never cached):
 *   POST /api/purchase-journeys/step { car_id, step, data, journey?, key?, idempotency_key? }
 *        → 201 { journey, lead_id } started (the details step) | 200 { journey, lead_id, next? } a later step;
 *          the payment step answers next: where to pay (the processor's page, or Stripe's fields).
 *          400 { message, errors } for answers the step refuses; 404 no such car or journey; 409 a step
 *          out of order, a car no longer offered, or a journey already paid for.
 *   GET  /api/purchase-journeys/current?car_id={slug}&journey=&key= → 200 { journey } (null when none yet)
 * The journey is found by its signed link (journey + key) or by the signed-in shopper's account.
 */

const STEP_BODY_LIMIT_BYTES = 8 * 1024

const text = (value: unknown, max: number): string | null =>
  typeof value === 'string' && value.length > 0 && value.length <= max ? value : null

async function open(req: PayloadRequest): Promise<{ tenant: ResolvedTenant; host: string; address: string | null } | Response> {
  const host = req.headers.get('host') ?? ''
  const tenant = await findTenantByHost(req.payload, host)
  if (!tenant) return json(404, { message: journeyMessages.unknownSite })
  const address = hashClientAddress(req.payload.secret, tenant.id, clientAddressFrom(req.headers))
  const verdict = publicRateLimiter('valuations').take(`journey|${tenant.id}|${address ?? 'unknown'}`, Date.now())
  if (!verdict.allowed) {
    return json(429, { message: journeyMessages.rateLimited }, { 'Retry-After': String(Math.ceil(verdict.retryAfterMs / 1000)) })
  }
  return { tenant, host, address }
}

async function handleStep(req: PayloadRequest): Promise<Response> {
  const opened = await open(req)
  if (opened instanceof Response) return opened
  const { tenant, host, address } = opened
  const body = await readBoundedJson(req, STEP_BODY_LIMIT_BYTES)
  if (body === 'too-large' || body === 'unreadable' || !body || typeof body !== 'object' || Array.isArray(body)) {
    return json(400, { message: journeyMessages.invalid, errors: { _form: journeyMessages.failed } })
  }
  const input = body as Record<string, unknown>
  const step = journeyStepSchema.safeParse(input.step)
  const car = text(input.car_id, 160)
  if (!step.success || !car) {
    return json(400, { message: journeyMessages.invalid, errors: { [step.success ? 'car_id' : 'step']: journeyMessages.unknownJourney } })
  }
  // The session cookie is SameSite=Lax; a step sent from another site's page is taken as a signed-out shopper's.
  const crossSite = isCrossSiteCookieChange(req as unknown as Request, trustedOrigins(), SHOPPER_COOKIE_PREFIX)
  const shopper = crossSite ? null : await shopperOfRequest(req.payload, req.headers, tenant.id)
  const answer = await submitJourneyStep(
    req.payload,
    {
      car,
      step: step.data,
      data: input.data,
      reference: text(input.journey, 40),
      key: text(input.key, 64),
      idempotency_key: text(input.idempotency_key ?? req.headers.get('idempotency-key'), 100),
    },
    { tenantId: tenant.id, origin: requestOrigin(req, host), now: new Date(), shopperId: shopper?.id ?? null, clientAddressHash: address },
  )
  return json(answer.status, answer.body)
}

async function handleCurrent(req: PayloadRequest): Promise<Response> {
  const opened = await open(req)
  if (opened instanceof Response) return opened
  const { tenant, host } = opened
  const query = new URL(req.url ?? '/', 'http://localhost').searchParams
  const car = text(query.get('car_id'), 160)
  if (!car) return json(404, { message: journeyMessages.unknownCar })
  const shopper = await shopperOfRequest(req.payload, req.headers, tenant.id)
  const journey = await currentJourney(
    req.payload,
    car,
    { reference: text(query.get('journey'), 40), key: text(query.get('key'), 64) },
    { tenantId: tenant.id, origin: requestOrigin(req, host), shopperId: shopper?.id ?? null },
  )
  if (journey === 'no-car') return json(404, { message: journeyMessages.unknownCar })
  return json(200, { journey })
}

export const purchaseJourneyEndpoints: Endpoint[] = [
  {
    path: '/step',
    method: 'post',
    custom: readsOwnBody,
    handler: answeringFailures(handleStep, 'Purchase journey step failed', journeyMessages.failed),
  },
  { path: '/current', method: 'get', handler: answeringFailures(handleCurrent, 'Purchase journey lookup failed', journeyMessages.failed) },
]
