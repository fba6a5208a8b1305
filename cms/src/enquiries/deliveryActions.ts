import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'

import { canActOnLeadDelivery } from './access'
import { answeringFailures, noStoreJson as json, readsOwnBody } from '../lib/publicEndpoint'
import type { OperatorAction } from './delivery'
import { nudgeLeadDelivery } from './nudge'
import type { OutboxJob } from './outbox'
import { PayloadDeliveryJobStore } from './payloadJobStore'

/** Longest a give-up waits for a send already in flight to settle; SMTP and webhook sends time out well before a lease does. */
const IN_FLIGHT_SEND_WAIT_MS = 20_000

/**
 * POST /api/enquiries/:id/delivery-action { action: 'give-up' | 'retry', channel?: 'email' | 'webhook' }
 *
 * The operators' hands on a lead's delivery: give up on jobs that cannot be delivered (the lead stays
 * stored and visible), or retry them now with a fresh backoff. Without a channel it acts on every job
 * not yet delivered. Super-admins, and onboarding staff of the lead's tenant, only.
 */
const bodySchema = z.object({
  action: z.enum(['give-up', 'retry']),
  channel: z.enum(['email', 'webhook']).optional(),
})

export async function handleLeadDeliveryAction(req: PayloadRequest): Promise<Response> {
  const user = req.user
  if (!user || user.collection !== 'users') return json(401, { message: 'Sign in to act on a lead’s delivery.' })
  const id = req.routeParams?.id
  if (typeof id !== 'string' && typeof id !== 'number') return json(404, { message: 'Not Found' })

  let raw: unknown
  try {
    raw = req.json ? await req.json() : null
  } catch {
    raw = null
  }
  const body = bodySchema.safeParse(raw)
  if (!body.success) return json(400, { message: 'Send { "action": "give-up" | "retry", "channel"?: "email" | "webhook" }.' })

  // Read as the user: the multi-tenant plugin hides other tenants' leads, so those are simply not found.
  const lead = await req.payload
    .findByID({ collection: 'enquiries', id, user, overrideAccess: false, depth: 0, disableErrors: true, select: { tenant: true } })
    .catch(() => null)
  if (!lead) return json(404, { message: 'Not Found' })
  const tenantId = typeof lead.tenant === 'object' && lead.tenant !== null ? lead.tenant.id : lead.tenant
  if (tenantId === null || tenantId === undefined || !canActOnLeadDelivery(user, tenantId)) {
    return json(403, { message: 'Only onboarding staff of this site and super-admins can give up on or retry a delivery.' })
  }

  const action: OperatorAction = body.data.action === 'retry' ? { type: 'retry' } : { type: 'dismiss', operator: user.email }
  const channel = body.data.channel
  const store = new PayloadDeliveryJobStore(req.payload)
  const selected = (job: OutboxJob) => !channel || job.channel === channel
  const changed = await store.operatorAction(lead.id, selected, action, new Date())
  if (!changed) return json(404, { message: 'Not Found' })
  if (action.type === 'retry') setImmediate(nudgeLeadDelivery)
  const jobs = action.type === 'dismiss' ? await store.settledJobsOf(lead.id, selected, IN_FLIGHT_SEND_WAIT_MS) : changed
  return json(200, {
    lead_id: lead.id,
    deliveries: jobs.map((job) => ({
      key: job.key,
      channel: job.channel,
      status: job.status,
      attempts: job.attempts,
      lastError: job.lastError,
    })),
  })
}

export const leadDeliveryActionEndpoint: Endpoint = {
  path: '/:id/delivery-action',
  method: 'post',
  custom: readsOwnBody,
  handler: answeringFailures(
    handleLeadDeliveryAction,
    'Lead delivery action failed',
    'The delivery action failed; reload the lead to see its state.',
  ),
}
