import type { PayloadHandler, PayloadRequest } from 'payload'

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
 * REST API must carry a JSON object or a multipart upload (renderer/lib/payloadRequestBody.ts).
 */
export const readsOwnBody = { readsOwnBody: true } as const
