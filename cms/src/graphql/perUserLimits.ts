import { getPayload, type SanitizedConfig } from 'payload'

import { SlidingWindowRateLimiter } from '../lib/rateLimit'
import { platformSettings } from '../platform/settings'
import { admissionMessages, InFlightLimiter } from '../platform/inFlight'

type Handler = (request: Request) => Promise<Response>

export type GraphqlUserLimits = { inFlightPerUser: number; perMinute: number }

export const graphqlLimitCodes = { tooManyAtOnce: 'TOO_MANY_AT_ONCE', rateLimited: 'RATE_LIMITED' } as const

function refuse(message: string, code: string, retryAfterSeconds: number): Response {
  return Response.json(
    { errors: [{ message, extensions: { code } }] },
    { status: 429, headers: { 'cache-control': 'no-store', 'retry-after': String(retryAfterSeconds) } },
  )
}

/**
 * GraphQL per signed-in user: at most GRAPHQL_IN_FLIGHT_PER_USER operations at once and
 * GRAPHQL_REQUESTS_PER_USER_PER_MINUTE a minute, refused 429 with Retry-After before the operation is
 * parsed. The cost cap (queryCost.ts) bounds one operation; this bounds how many one user runs: ten
 * allowed queries of a marketer at once froze every dealer's site for 24 s. Requests with no signed-in
 * user pass through to Payload, which refuses them (401).
 */
export function limitingGraphqlPerUser(handle: Handler, config: Promise<SanitizedConfig>, limits?: GraphqlUserLimits): Handler {
  const { graphqlPerUser, graphqlPerUserPerMinute } = platformSettings().admission
  const inFlight = new InFlightLimiter(limits?.inFlightPerUser ?? graphqlPerUser, Number.MAX_SAFE_INTEGER)
  const rate = new SlidingWindowRateLimiter(limits?.perMinute ?? graphqlPerUserPerMinute, 60_000)
  return async (request) => {
    const payload = await getPayload({ config })
    const { user } = await payload.auth({ headers: request.headers })
    if (!user || user.collection !== 'users') return handle(request)
    const key = String(user.id)
    const admission = inFlight.admit(key)
    if (!admission.admitted) return refuse(admissionMessages.graphqlInFlight(admission.limit), graphqlLimitCodes.tooManyAtOnce, 1)
    const verdict = rate.take(key, Date.now())
    if (!verdict.allowed) {
      admission.release()
      return refuse(admissionMessages.graphqlRate(rate.limit), graphqlLimitCodes.rateLimited, Math.ceil(verdict.retryAfterMs / 1000))
    }
    try {
      return await handle(request)
    } finally {
      admission.release()
    }
  }
}
