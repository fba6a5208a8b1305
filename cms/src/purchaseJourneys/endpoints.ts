import type { Endpoint } from 'payload'

import { journeyMessages, journeyStepSchema } from '@forecourt/domain/purchaseJourney'

import { isCrossSiteCookieChange, trustedOrigins } from '../auth/crossSiteMutations'
import { noStoreJson as json, siteEndpoint } from '../lib/publicEndpoint'
import { requestOrigin } from '../reservations/endpoints'
import { SHOPPER_COOKIE_PREFIX, shopperOfRequest } from '../shoppers/session'
import { currentJourney, submitJourneyStep } from './service'

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

type StepBody = Record<string, unknown>

function checkStepBody(read: unknown): StepBody | Response {
  if (read === 'too-large' || read === 'unreadable' || !read || typeof read !== 'object' || Array.isArray(read)) {
    return json(400, { message: journeyMessages.invalid, errors: { _form: journeyMessages.failed } })
  }
  return read as StepBody
}

const journeyCall = { messages: journeyMessages, rateLimit: { limiter: 'valuations', key: 'journey' } } as const

const stepEndpoint = siteEndpoint<StepBody>({
  ...journeyCall,
  path: '/step',
  method: 'post',
  logMessage: 'Purchase journey step failed',
  body: { limitBytes: STEP_BODY_LIMIT_BYTES, check: checkStepBody },
  handler: async ({ req, tenant, host, clientAddressHash, body: input }) => {
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
      { tenantId: tenant.id, origin: requestOrigin(req, host), now: new Date(), shopperId: shopper?.id ?? null, clientAddressHash },
    )
    return json(answer.status, answer.body)
  },
})

const currentEndpoint = siteEndpoint({
  ...journeyCall,
  path: '/current',
  method: 'get',
  logMessage: 'Purchase journey lookup failed',
  handler: async ({ req, tenant, host }) => {
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
  },
})

export const purchaseJourneyEndpoints: Endpoint[] = [stepEndpoint, currentEndpoint]
