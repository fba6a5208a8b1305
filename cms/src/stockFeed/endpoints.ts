/**
 * `POST /api/vehicles/import?tenant=…&dealership=…&mode=full|partial&format=csv|json`, body = the
 * feed. Answers NDJSON: `{"type":"progress","done":n,"total":m}` lines while it writes, then one
 * `{"type":"result",…}` (or `{"type":"error","message"}` when the import fails half-way), so a
 * command can draw a progress bar over a long import. Everything that can be refused is refused
 * with a JSON status before the stream starts.
 */
// The .js path: Payload's CLI loads this file in plain Node ESM, which needs the file name.
import { after } from 'next/server.js'
import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'

import { isSuperAdminUser, tenantIdsForRole } from '../auth/roles'
import { expireContentTags, tenantCollectionTag } from '../hooks/revalidateTenantContent'
import { tenantSlugPattern } from '../tenancy/host'
import { checkFeed, FeedError, importStockFeed } from './importFeed'
import { type FeedFormat, sniffFormat } from './parse'
import type { ParsedFeed } from './rows'
import { readsOwnBody } from '../lib/publicEndpoint'

/** Feeds are a few thousand cars at most; anything far larger is a mistake or an attack. */
export const maxFeedBytes = 20 * 1024 * 1024

/** What the client is told when an import fails half-way; the cause is in the server log. */
export const importFailedMessage =
  'The import stopped part-way because the server could not save the stock (the server log has the details). Cars already written stay; run the same import again to finish it.'

/**
 * One progress line per this many cars. After each line the import hands the event loop back
 * (setImmediate): Payload's SQLite writes resolve as microtasks only, so without that pause a whole
 * import ran without the server ever writing to the socket, and every line arrived at the end.
 */
export const progressBatchSize = 25

const handBackEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve))

const slug = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .regex(tenantSlugPattern, `${what} must be a slug: lower-case letters, digits and dashes`)

const querySchema = z.object({
  tenant: slug('tenant'),
  dealership: slug('dealership'),
  dealershipName: z.string().trim().max(200, 'dealershipName must be at most 200 characters').optional(),
  mode: z.enum(['full', 'partial'], { error: 'mode must be full or partial' }).default('full'),
  format: z.enum(['csv', 'json'], { error: 'format must be csv or json' }).optional(),
})

function json(status: number, message: string, extra: Record<string, unknown> = {}): Response {
  // `errors` too, in the shape Payload's own errors take, so clients reading either find it.
  return Response.json({ message, errors: [{ message }], ...extra }, { status })
}

/**
 * The tenant's dealership of that slug, or the 400 that lists the ones it has: a mistyped slug
 * would otherwise file the whole feed under a dealership nobody can see on the site.
 */
async function dealershipOf(
  req: PayloadRequest,
  tenant: { id: number | string; name: string },
  slug: string,
): Promise<{ name: string } | Response> {
  const found = await req.payload.find({
    collection: 'dealerships',
    where: { tenant: { equals: tenant.id } },
    limit: 200,
    depth: 0,
    sort: 'slug',
    overrideAccess: true,
  })
  const match = found.docs.find((each) => each.slug === slug)
  if (match) return { name: match.name }
  const dealerships = found.docs.map((each) => ({ slug: each.slug, name: each.name }))
  if (!dealerships.length) {
    return json(400, `${tenant.name} has no dealerships yet: add one in the admin (Locations → Dealerships), then import into its slug.`, {
      dealerships,
    })
  }
  const list = dealerships.map((each) => `${each.slug} (${each.name})`).join(', ')
  return json(400, `There is no dealership "${slug}" in ${tenant.name}. Its dealerships: ${list}.`, { dealerships })
}

function formatOf(requested: FeedFormat | undefined, contentType: string | null, text: string): FeedFormat {
  if (requested) return requested
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  if (type === 'application/json' || type.endsWith('+json')) return 'json'
  if (type === 'text/csv' || type === 'application/csv') return 'csv'
  return sniffFormat(text)
}

function queryOf(req: PayloadRequest): Record<string, string> {
  const params = req.searchParams ?? new URL(req.url ?? 'http://localhost').searchParams
  return Object.fromEntries(params.entries())
}

async function handler(req: PayloadRequest): Promise<Response> {
  const user = req.user
  if (!user) return json(401, 'Sign in to import stock.')
  const isSuperAdmin = isSuperAdminUser(user)
  if (!isSuperAdmin && tenantIdsForRole(user, 'onboarding').length === 0) {
    return json(403, 'Importing stock needs the onboarding role in the tenant, or a super-admin.')
  }

  const query = querySchema.safeParse(queryOf(req))
  if (!query.success) return json(400, query.error.issues.map((issue) => issue.message).join('; '))
  const { tenant: tenantSlug, dealership, dealershipName, mode } = query.data

  const found = await req.payload.find({
    collection: 'tenants',
    where: { slug: { equals: tenantSlug } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const tenant = found.docs[0]
  const allowed =
    isSuperAdmin || (tenant !== undefined && tenantIdsForRole(user, 'onboarding').some((id) => String(id) === String(tenant.id)))
  // Onboarding staff learn nothing about tenants that are not theirs, not even whether one exists.
  if (!allowed) return json(403, `You may not import stock into tenant "${tenantSlug}".`)
  if (!tenant) return json(404, `There is no tenant "${tenantSlug}".`)
  const knownDealership = await dealershipOf(req, tenant, dealership)
  if (knownDealership instanceof Response) return knownDealership

  const declaredLength = Number(req.headers?.get('content-length') ?? 0)
  if (declaredLength > maxFeedBytes) return json(413, `The feed is larger than ${maxFeedBytes / 1024 / 1024} MB.`)
  let text: string
  try {
    text = (await req.text?.()) ?? ''
  } catch {
    return json(400, 'The request body could not be read.')
  }
  if (text.length > maxFeedBytes) return json(413, `The feed is larger than ${maxFeedBytes / 1024 / 1024} MB.`)
  if (text.trim() === '') return json(400, 'The request body is empty: send the CSV or JSON feed as the body.')
  const format = formatOf(query.data.format, req.headers?.get('content-type') ?? null, text)

  let parsed: ParsedFeed
  try {
    // Checked before the 200 goes out, so an unreadable feed is a 400 rather than a stream ending in an error.
    parsed = checkFeed({ text, format }, { dealership, mode })
  } catch (error) {
    if (error instanceof FeedError) return json(400, error.message)
    throw error
  }

  const payload = req.payload
  const encoder = new TextEncoder()
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true
      const send = (message: Record<string, unknown>) => {
        if (!open) return
        try {
          controller.enqueue(encoder.encode(`${JSON.stringify(message)}\n`))
        } catch {
          // The client went away: the import still finishes (each write is whole), unheard.
          open = false
        }
      }
      const onProgress = async (done: number, total: number) => {
        if (done !== 0 && done !== total && done % progressBatchSize !== 0) return
        send({ type: 'progress', done, total })
        await handBackEventLoop()
      }
      // Not returned from start(): the stream is handed back at once and fills as the import runs.
      const imported = importStockFeed(payload, {
        tenantId: tenant.id,
        dealership,
        dealershipName: dealershipName ?? knownDealership.name,
        mode,
        parsed,
        onProgress,
      })
        .then(
          (result) => send({ type: 'result', ...result }),
          (error: unknown) => {
            // The error may be the database's, with its SQL: logged here, and the client told in plain words.
            payload.logger.error({ err: error, msg: `Stock import into ${tenantSlug}/${dealership} failed` })
            send({ type: 'error', message: importFailedMessage })
          },
        )
        .finally(() => {
          if (!open) return
          open = false
          try {
            controller.close()
          } catch {
            // Already closed by a cancelled client.
          }
        })
      expireCachedStockWhenDone(imported, tenant.id)
    },
    cancel() {
      // Nothing to stop: the writes already made stand, and the rest complete the feed.
    },
  })
  return new Response(stream, {
    status: 200,
    headers: {
      'content-type': 'application/x-ndjson; charset=utf-8',
      // no-transform keeps compressing proxies (and Next's compression) from holding lines back.
      'cache-control': 'no-store, no-transform',
    },
  })
}

export const stockImportEndpoint: Endpoint = {
  path: '/import',
  method: 'post',
  custom: readsOwnBody,
  handler,
}

/**
 * The cars' own hooks expire the tenant's cached car, search and listing pages as each car is saved, but
 * Next applies the expiries a request asks for when its handler returns, and this one returns before the
 * import runs (the answer streams while it does). So the tag is expired once more after the answer has
 * been sent, when Next applies it. Outside a Next request (tests, scripts) there is no page cache.
 */
function expireCachedStockWhenDone(imported: Promise<unknown>, tenantId: number | string): void {
  try {
    after(async () => {
      await imported.catch(() => undefined)
      expireContentTags([tenantCollectionTag(tenantId, 'vehicles')])
    })
  } catch {
    // Not in a Next request.
  }
}
