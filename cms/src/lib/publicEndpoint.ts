import type { Endpoint, PayloadHandler, PayloadRequest } from 'payload'

import { findTenantByHost, type ResolvedTenant } from '../tenancy/resolveTenant'
import { clientAddressFrom, hashClientAddress } from './clientAddress'
import { publicRateLimiter, type PublicRateLimit } from './rateLimit'

/** An endpoint's JSON answer; never cached, since it is about this request only. */
export function noStoreJson(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}

/**
 * The request body as text, refused past `limitBytes` (first by its declared length, so an oversized
 * upload is not read at all), or why there is none. Never throws on what a client sends.
 */
export async function readBoundedText(req: PayloadRequest, limitBytes: number): Promise<string | 'too-large' | 'unreadable'> {
  const declared = Number(req.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > limitBytes) return 'too-large'
  let text: string
  try {
    text = req.text ? await req.text() : ''
  } catch {
    return 'unreadable'
  }
  return Buffer.byteLength(text) > limitBytes ? 'too-large' : text
}

/** The body parsed as JSON, within `limitBytes`, or why there is none. Never throws on what a client sends. */
export async function readBoundedJson(req: PayloadRequest, limitBytes: number): Promise<unknown | 'too-large' | 'unreadable'> {
  const text = await readBoundedText(req, limitBytes)
  if (text === 'too-large' || text === 'unreadable') return text
  try {
    return JSON.parse(text) as unknown
  } catch {
    return 'unreadable'
  }
}

/**
 * An endpoint handler that answers the server's own failures (a database error, a broken setting):
 * logged, and a JSON 500 with `failureMessage` instead of Payload's bare error. Problems with the
 * request itself are answered 4xx by `handle`.
 */
export function answeringFailures(
  handle: (req: PayloadRequest) => Promise<Response>,
  logMessage: string,
  failureMessage: string,
  /** More of the answer's shape, for calls whose clients read more than the message (the watchlist's `success`). */
  failureFields: Record<string, unknown> = {},
): PayloadHandler {
  return async (req) => {
    try {
      return await handle(req)
    } catch (error) {
      req.payload.logger.error({ err: error }, logMessage)
      return noStoreJson(500, { ...failureFields, message: failureMessage })
    }
  }
}

/**
 * `custom` of an endpoint that reads and checks its own request body (any content type: a CSV feed, JSON
 * sent as text/plain). The REST route hands such requests over untouched; every other write to Payload's
 * REST API must carry a JSON object or a multipart upload (renderer/lib/http/payloadRequestBody.ts).
 */
export const readsOwnBody = { readsOwnBody: true } as const

/** What every call of a site endpoint has, once the prologue has passed. */
export type SiteCall<Body> = {
  req: PayloadRequest
  /** The site the request's Host names (live sites only). */
  tenant: ResolvedTenant
  host: string
  /** The visitor's address, hashed per site (lib/clientAddress.ts); null when unknown. */
  clientAddressHash: string | null
  body: Body
}

/** An answer in the endpoint's own shape: the watchlist's carry `success: false`, the sign-in calls' a cookie. */
export type Answer = (status: number, body: { message: string } & Record<string, unknown>, headers?: Record<string, string>) => Response

/** How a body that could not be read, or did not pass its check, is answered. */
export type BodyCheck<Body> = {
  limitBytes: number
  /** How the body is read within the limit: JSON by default (an enquiry also takes a form's fields). */
  read?: (req: PayloadRequest, limitBytes: number) => Promise<unknown>
  /** The JSON read within the limit, or 'too-large' / 'unreadable': the body the handler gets, or the refusal. */
  check: (read: unknown, call: Omit<SiteCall<unknown>, 'body'>) => Body | Response
}

export type SiteEndpointOptions<Body> = {
  path: string
  method: Endpoint['method']
  /** The feature's words: no site at this Host (404), too many calls (429), and the server's own failure (500). */
  messages: { unknownSite: string; rateLimited?: string; failed: string }
  /** What the log says when the handler fails. */
  logMessage: string
  answer?: Answer
  /** Which Host names the site; the request's own by default (the proxy's gating call names another). */
  hostOf?: (req: PayloadRequest) => string
  /** Answered instead of 404 when no site is at the Host (a signed-out session answer, for one). */
  withoutSite?: (req: PayloadRequest) => Response | Promise<Response>
  /** The visitor's limiter, counted per site and hashed address; `key` separates calls sharing a limiter. */
  rateLimit?: { limiter: PublicRateLimit; key?: string }
  body?: BodyCheck<Body>
  handler: (call: SiteCall<Body>) => Promise<Response>
  /** More of the 500 answer's shape, for clients that read more than the message (the watchlist's `success`). */
  failureFields?: Record<string, unknown>
}

/**
 * A public endpoint of a dealer's site, with the prologue every one of them shares, in one order:
 * the site by Host (404), the visitor's rate limit (429 with Retry-After), the body read within its
 * limit and checked (the endpoint's own 400/413), then the handler; the server's own failures are
 * logged and answered 500 in the feature's words (`answeringFailures`). The handler is the feature's
 * business alone, as in Payload's ecommerce plugin, where endpoints/ adapt HTTP and operations/ act.
 */
export function siteEndpoint<Body = undefined>(options: SiteEndpointOptions<Body>): Endpoint {
  const answer: Answer = options.answer ?? ((status, body, headers) => noStoreJson(status, body, headers))
  const handle = async (req: PayloadRequest): Promise<Response> => {
    const host = options.hostOf?.(req) ?? req.headers.get('host') ?? ''
    const tenant = await findTenantByHost(req.payload, host)
    if (!tenant) return options.withoutSite ? options.withoutSite(req) : answer(404, { message: options.messages.unknownSite })
    const clientAddressHash = hashClientAddress(req.payload.secret, tenant.id, clientAddressFrom(req.headers))
    if (options.rateLimit) {
      const { limiter, key } = options.rateLimit
      const verdict = publicRateLimiter(limiter).take(`${key ? `${key}|` : ''}${tenant.id}|${clientAddressHash ?? 'unknown'}`, Date.now())
      if (!verdict.allowed) {
        return answer(
          429,
          { message: options.messages.rateLimited ?? options.messages.failed },
          { 'Retry-After': String(Math.ceil(verdict.retryAfterMs / 1000)) },
        )
      }
    }
    const call = { req, tenant, host, clientAddressHash }
    let body = undefined as Body
    if (options.body) {
      const { read = readBoundedJson, limitBytes, check } = options.body
      const checked = check(await read(req, limitBytes), call)
      if (checked instanceof Response) return checked
      body = checked
    }
    return options.handler({ ...call, body })
  }
  return {
    path: options.path,
    method: options.method,
    // A site's writes read their own bodies (any content type), checked here or by the handler; see readsOwnBody below.
    ...(options.method === 'get' ? {} : { custom: readsOwnBody }),
    handler: answeringFailures(handle, options.logMessage, options.messages.failed, options.failureFields),
  }
}
