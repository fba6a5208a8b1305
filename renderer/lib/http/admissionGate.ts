import { channel } from 'node:diagnostics_channel'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'

import {
  admissionMessages,
  BUSY_WINDOW_MS,
  BusyTimeBudget,
  clientAddressFrom,
  InFlightLimiter,
  RETRY_AFTER_SECONDS,
  RunSlots,
} from '@forecourt/cms'

import { expensiveRequestKind, signedInStaffKey, startsAtOnce } from './expensiveRequests'
import { siteAnswerSecurityHeaders } from './securityHeaders'

/**
 * Admission control ahead of everything else the server does with a request: an expensive request
 * (expensiveRequests.ts) is admitted only while its client (the signed-in staff user, otherwise the
 * visitor address as the rate limits see it) has fewer than EXPENSIVE_REQUESTS_PER_CLIENT in flight, has
 * not kept the process busy for CLIENT_BUSY_MS_PER_10_SECONDS of the last 10 s (cms/src/platform/busyTime.ts:
 * with SQLite, requests seldom overlap, so this is the check that holds), and the process has fewer than
 * EXPENSIVE_REQUESTS_PER_PROCESS in flight; otherwise it is answered at once, 429 (that client) or 503
 * (the process), with Retry-After. One process serves every dealer, so one client's
 * work must never take the thread from the others. The server's `request` listener is wrapped as in
 * searchFastPath.ts; mounted after it, this wrapper runs first.
 */
export type AdmissionGateOptions = {
  perClient: number
  perProcess: number
  /** Heavy requests (all but search) running at once; the others wait, in order, within the limits above, and let the cheap requests in flight finish first. */
  runningAtOnce: number
  /** GraphQL operations of one client in flight (waiting or running): one user cannot fill the queue with them. */
  graphqlPerClient: number
  /** 0 turns the busy-time share off. */
  busyMsPerClient: number
  trustedProxyHops: number
  development: boolean
  /** Payload's signing secret once it is known (signed-in users are counted as themselves). */
  signingSecret: () => string | null
}

const mountedKey = Symbol.for('forecourt.admissionGate')

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void

type Verdict = 'refused' | 'now' | { inTurn: () => void; key: string }

const whenClosed = new WeakMap<ServerResponse, Array<() => void>>()

/**
 * Runs `then` when the answer has gone or the client has left. One 'close' listener per response,
 * whatever the gate has to release: Next adds its own, and past ten Node warns of a leak on every request.
 */
function onClose(response: ServerResponse, then: () => void): void {
  const pending = whenClosed.get(response)
  if (pending) {
    pending.push(then)
    return
  }
  const callbacks = [then]
  whenClosed.set(response, callbacks)
  response.once('close', () => {
    for (const callback of callbacks.splice(0)) callback()
  })
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value
}

/** Who the request counts against: `user:<id>` for a signed-in staff user, else `address:<visitor address>`. */
export function admissionKey(request: IncomingMessage, options: Pick<AdmissionGateOptions, 'signingSecret' | 'trustedProxyHops'>): string {
  const user = signedInStaffKey(
    { authorization: single(request.headers.authorization), cookie: single(request.headers.cookie) },
    options.signingSecret(),
  )
  if (user) return user
  const forwarded = single(request.headers['x-forwarded-for']) ?? request.socket?.remoteAddress ?? ''
  const address = clientAddressFrom(new Headers({ 'x-forwarded-for': forwarded }), options.trustedProxyHops)
  return `address:${address ?? 'unknown'}`
}

function refuse(
  request: IncomingMessage,
  response: ServerResponse,
  status: 429 | 503,
  message: string,
  retryAfter: number,
  development: boolean,
) {
  // `message` and `status` as Algolia's clients read them; `errors` as Payload's.
  const body = Buffer.from(JSON.stringify({ message, status, errors: [{ message }] }), 'utf8')
  response.writeHead(status, {
    ...siteAnswerSecurityHeaders({ development }, single(request.headers['x-forwarded-proto'])),
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'retry-after': String(retryAfter),
    'content-length': String(body.length),
  })
  response.end(request.method === 'HEAD' ? undefined : body)
}

type Bookkeeping = { inFlight: InFlightLimiter; graphql: InFlightLimiter; busy: BusyTimeBudget; slots: RunSlots }

function wrapRequestListeners(server: Server, { inFlight, graphql, busy, slots }: Bookkeeping, options: AdmissionGateOptions): void {
  const marks = server as unknown as Record<symbol, boolean | undefined>
  if (marks[mountedKey]) return
  marks[mountedKey] = true
  const inner = server.listeners('request') as RequestListener[]
  server.removeAllListeners('request')
  const passOn = (request: IncomingMessage, response: ServerResponse) => {
    for (const listener of inner) listener.call(server, request, response)
  }
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    let verdict: Verdict
    try {
      verdict = admit(request, response)
    } catch (error) {
      // The gate must never take a request down with it: an unexpected failure here lets the request through.
      console.error('Admission control failed; the request was let through', error)
      verdict = response.headersSent ? 'refused' : 'now'
    }
    if (verdict === 'now') passOn(request, response)
    else if (verdict !== 'refused') {
      const { inTurn, key } = verdict
      // A heavy request starts when one of the few slots is free; a client that leaves meanwhile gives its place back.
      const release = slots.acquire(() => {
        if (response.destroyed) return
        inTurn()
        passOn(request, response)
      }, key)
      onClose(response, release)
    }
  })

  /** Whether the request was refused (and answered), goes on to Next now, or in its turn among the heavy ones. */
  function admit(request: IncomingMessage, response: ServerResponse): Verdict {
    const kind = expensiveRequestKind(
      request.method ?? 'GET',
      request.url ?? '/',
      single(request.headers['x-payload-http-method-override']),
    )
    if (!kind) {
      // Heavy requests waiting for a slot let it finish first (cms/src/platform/inFlight.ts, RunSlots).
      onClose(response, slots.cheapRequest())
      return 'now'
    }
    const key = admissionKey(request, options)
    // Signed-in staff are not held to the busy-time share for the admin's own work: an import or a long
    // list must not lock them out of the admin meanwhile; those take their turn among the few heavy
    // requests running, within the in-flight limits. GraphQL, which the admin does not use and whose one
    // operation can hold the thread for seconds, stays within the share.
    const staff = key.startsWith('user:') && kind !== 'graphql'
    const share = staff ? ({ allowed: true } as const) : busy.verdict(key, Date.now())
    if (!share.allowed) {
      const retryAfter = Math.ceil(share.retryAfterMs / 1000)
      refuse(request, response, 429, admissionMessages.busy(share.usedMs, busy.windowMs), retryAfter, options.development)
      return 'refused'
    }
    if (kind === 'graphql') {
      const operations = graphql.admit(key)
      if (!operations.admitted) {
        refuse(request, response, 429, admissionMessages.graphqlInFlight(operations.limit), RETRY_AFTER_SECONDS.client, options.development)
        return 'refused'
      }
      onClose(response, operations.release)
    }
    const admission = inFlight.admit(key)
    if (!admission.admitted) {
      if (admission.refusedBy === 'client')
        refuse(request, response, 429, admissionMessages.client(admission.limit), RETRY_AFTER_SECONDS.client, options.development)
      else refuse(request, response, 503, admissionMessages.process, RETRY_AFTER_SECONDS.process, options.development)
      return 'refused'
    }
    // Ended by the answer or by the client going away, whichever comes first. The busy time counts from
    // the request's start, not while it waits for a slot behind other clients' work.
    onClose(response, admission.release)
    const startCounting = () => {
      if (staff) return
      const run = busy.begin(key, Date.now())
      onClose(response, () => run.end(Date.now()))
    }
    if (startsAtOnce(kind, request.url ?? '/')) {
      startCounting()
      // Short as a page: waiting heavy requests let it finish first, as they do a page.
      onClose(response, slots.cheapRequest())
      return 'now'
    }
    return { inTurn: startCounting, key }
  }
}

/**
 * Admission control on every HTTP server of this process, once per process (the mark is kept on Node's
 * channel object, as in socketAddress.ts). Returns what unmounts it, for tests.
 */
export function mountAdmissionGate(options: AdmissionGateOptions): () => void {
  const requestStart = channel('http.server.request.start')
  const marks = requestStart as unknown as Record<symbol, boolean | undefined>
  if (marks[mountedKey]) return () => {}
  marks[mountedKey] = true
  const bookkeeping = {
    inFlight: new InFlightLimiter(options.perClient, options.perProcess),
    busy: new BusyTimeBudget(options.busyMsPerClient, BUSY_WINDOW_MS),
    slots: new RunSlots(options.runningAtOnce),
    graphql: new InFlightLimiter(options.graphqlPerClient, options.perProcess),
  }
  const wrapServer = (message: unknown) => {
    const server = (message as { server?: Server }).server
    if (server && typeof server.listeners === 'function') wrapRequestListeners(server, bookkeeping, options)
  }
  requestStart.subscribe(wrapServer)
  return () => {
    requestStart.unsubscribe(wrapServer)
    marks[mountedKey] = false
  }
}
