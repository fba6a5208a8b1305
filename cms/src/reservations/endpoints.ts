import type { Endpoint, PayloadRequest } from 'payload'

import { reservationMessages, reservationRequestSchema } from '@forecourt/domain/reservation'

import { canActOnReservation } from './access'
import { documentIdType, parseDocumentId, relationId } from '../lib/documents'
import { answeringFailures, noStoreJson as json, readBoundedText, readsOwnBody, siteEndpoint } from '../lib/publicEndpoint'
import { findTenantByHost } from '../tenancy/resolveTenant'
import { paymentProcessorNames, type PaymentProcessorName } from './paymentAdapter'
import {
  applyPaymentEvent,
  convertReservation,
  findReservation,
  refundReservation,
  startReservation,
  statusAnswer,
  tenantPaymentAdapter,
  tenantStripeKeys,
  type EventResult,
} from './service'
import { stripePaymentAdapter } from './stripeAdapter'
import { testPaymentAdapter } from './testProcessor'

const RESERVE_BODY_LIMIT_BYTES = 4 * 1024
const WEBHOOK_BODY_LIMIT_BYTES = 256 * 1024

/** The site's own address as the shopper used it: where the processor sends them back. */
export function requestOrigin(req: PayloadRequest, host: string): string {
  const proto = req.headers.get('x-forwarded-proto')?.split(',')[0]?.trim()
  const fromUrl = req.url ? new URL(req.url).protocol.replace(':', '') : 'https'
  return `${proto === 'http' || proto === 'https' ? proto : fromUrl}://${host}`
}

/** The start call's body: the shopper's details, with an Idempotency-Key header taking the place of the body's key. */
function checkStartBody(read: unknown, { req }: { req: PayloadRequest }) {
  if (read === 'too-large' || read === 'unreadable') return json(400, { message: reservationMessages.invalid, errors: {} })
  const headerKey = req.headers.get('idempotency-key')?.trim()
  const input = headerKey && read && typeof read === 'object' ? { ...(read as object), idempotency_key: headerKey } : read
  const parsed = reservationRequestSchema.safeParse(input)
  if (parsed.success) return parsed.data
  const errors = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? '_form'), issue.message]))
  return json(400, { message: reservationMessages.invalid, errors })
}

/**
 * POST /api/reservations/start { car_id, name, email, phone, idempotency_key } on the site's host.
 * 201 { reference, status: 'pending', next } once stored (next: where to pay); 200 for a repeat of the
 * same key; 409 'just reserved' when another shopper keeps the car, or when the site takes no payments;
 * 429 when the shopper's phone, email or address already keeps the site's most live holds; 400 with the fields' messages.
 */
const startEndpoint = siteEndpoint({
  path: '/start',
  method: 'post',
  messages: reservationMessages,
  logMessage: 'Reservation failed',
  rateLimit: { limiter: 'enquiries', key: 'reserve' },
  body: { limitBytes: RESERVE_BODY_LIMIT_BYTES, check: checkStartBody },
  handler: async ({ req, tenant, host, clientAddressHash, body }) => {
    const answer = await startReservation(req.payload, body, {
      tenantId: tenant.id,
      origin: requestOrigin(req, host),
      now: new Date(),
      clientAddressHash,
    })
    return json(answer.status, answer.body)
  },
})

/** GET /api/reservations/status?reference=…: the shopper's reservation as the reserve page shows it on return. */
const statusEndpoint = siteEndpoint({
  path: '/status',
  method: 'get',
  messages: reservationMessages,
  logMessage: 'Reservation status failed',
  handler: async ({ req, tenant }) => {
    const reference = new URL(req.url ?? 'http://x/').searchParams.get('reference')?.trim() ?? ''
    if (!/^R[A-Z0-9]{6,20}$/.test(reference)) return json(404, { message: reservationMessages.unknownReservation })
    const doc = await findReservation(req.payload, { reference })
    if (!doc || String(relationId(doc.tenant)) !== String(tenant.id)) return json(404, { message: reservationMessages.unknownReservation })
    return json(200, statusAnswer(doc))
  },
})

/**
 * Verifies a processor's webhook and applies its event. Stripe's is checked with the site's webhook
 * secret (the site is the host Stripe posts to); the test processor's with the secret derived from the
 * server's. A bad signature is answered 400 and changes nothing.
 */
export async function receivePaymentWebhook(
  req: Pick<PayloadRequest, 'payload'>,
  processor: PaymentProcessorName,
  host: string,
  rawBody: string,
  headers: Headers,
): Promise<{ status: number; result?: EventResult; message?: string }> {
  const { payload } = req
  let adapter
  if (processor === 'stripe') {
    const tenant = await findTenantByHost(payload, host)
    const keys = tenant ? await tenantStripeKeys(payload, tenant.id) : null
    if (!keys) return { status: 404, message: 'This site takes no Stripe payments.' }
    adapter = stripePaymentAdapter(keys)
  } else {
    adapter = testPaymentAdapter(payload.secret)
  }
  const event = adapter.verifyWebhook(rawBody, headers)
  if (!event) return { status: 400, message: 'The webhook signature does not verify.' }
  const result = await applyPaymentEvent(payload, event, new Date(), tenantPaymentAdapter)
  return { status: 200, result }
}

async function handleWebhook(req: PayloadRequest): Promise<Response> {
  const processor = String(req.routeParams?.processor ?? '')
  if (!(paymentProcessorNames as readonly string[]).includes(processor)) return json(404, { message: 'Unknown processor.' })
  const body = await readBoundedText(req, WEBHOOK_BODY_LIMIT_BYTES)
  if (body === 'too-large' || body === 'unreadable') return json(400, { message: 'Unreadable webhook.' })
  const answer = await receivePaymentWebhook(req, processor as PaymentProcessorName, req.headers.get('host') ?? '', body, req.headers)
  return json(answer.status, answer.result ? { received: true, result: answer.result } : { message: answer.message })
}

function staffAction(action: 'refund' | 'convert') {
  return async (req: PayloadRequest): Promise<Response> => {
    const { payload, user } = req
    // Staff only: a signed-in shopper is no one here.
    if (!user || user.collection !== 'users') return json(401, { message: 'Sign in to act on reservations.' })
    const id = String(req.routeParams?.id ?? '')
    const reservationId = parseDocumentId(id, documentIdType(payload, 'reservations'))
    if (reservationId === null) return json(404, { message: reservationMessages.unknownReservation })
    const doc = await findReservation(payload, { id: reservationId })
    const tenantId = doc ? (typeof doc.tenant === 'object' && doc.tenant ? doc.tenant.id : doc.tenant) : null
    // Another tenant's reservation is answered as if it did not exist.
    if (!doc || tenantId === null || tenantId === undefined || !canActOnReservation(user, tenantId)) {
      return json(404, { message: reservationMessages.unknownReservation })
    }
    const now = new Date()
    const who = `${user.email ?? 'staff'}`
    const outcome =
      action === 'refund' ? await refundReservation(payload, doc, now, `Refunded by ${who}`) : await convertReservation(payload, doc, now)
    if (!outcome.ok) return json(outcome.status, { message: outcome.message })
    return json(200, {
      reservation: { id: outcome.reservation.id, status: outcome.reservation.status, refund_id: outcome.reservation.refund_id },
    })
  }
}

export const reservationEndpoints: Endpoint[] = [
  startEndpoint,
  statusEndpoint,
  {
    path: '/webhook/:processor',
    method: 'post',
    custom: readsOwnBody,
    handler: answeringFailures(handleWebhook, 'Payment webhook failed', 'The webhook could not be processed.'),
  },
  { path: '/:id/refund', method: 'post', handler: answeringFailures(staffAction('refund'), 'Refund failed', 'The refund failed.') },
  { path: '/:id/convert', method: 'post', handler: answeringFailures(staffAction('convert'), 'Convert failed', 'The conversion failed.') },
]
