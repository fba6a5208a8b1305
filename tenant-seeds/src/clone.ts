/**
 * Cloning a template into a new tenant: the onboarding step `pnpm tenant:clone` drives through the
 * running server. Input is validated with zod; a slug or domain that belongs to another tenant is
 * refused with a clear message; running the same clone again finishes what is missing and changes
 * nothing else (seeding is create-if-missing), so an interrupted clone is simply run again.
 */
import { MIN_PASSWORD_LENGTH, passwordTooShortMessage } from '@forecourt/cms/auth/passwordPolicy'
import { isSuperAdminUser } from '@forecourt/cms/auth/roles'
import { normaliseDomain, tenantSlugPattern } from '@forecourt/cms/tenancy/host'
import type { Payload } from 'payload'
import { z } from 'zod'

import { seedTenantSite, type SeedLog } from './seedTenantSite'
import { templates, type TemplateName } from './templates'

const templateNames = Object.keys(templates) as [TemplateName, ...TemplateName[]]

export const cloneInputSchema = z.object({
  from: z.enum(templateNames, { error: `from must be one of: ${templateNames.join(', ')}` }),
  slug: z
    .string({ error: 'slug is required' })
    .trim()
    .regex(tenantSlugPattern, 'slug must be lower-case letters, digits and dashes (at most 63), starting and ending with a letter or digit'),
  name: z.string({ error: 'name is required' }).trim().min(2, 'name must be at least 2 characters').max(120, 'name must be at most 120 characters'),
  domain: z
    .string({ error: 'domain is required' })
    .trim()
    .transform((value) => normaliseDomain(value))
    .pipe(z.string().regex(/^(?!-)([a-z0-9-]{1,63}\.)+[a-z]{2,}$/, 'domain must be a host name like dealer.com.au, without https://')),
  marketerEmail: z.email('marketerEmail must be an email address').optional(),
  marketerPassword: z.string().min(MIN_PASSWORD_LENGTH, `marketerPassword: ${passwordTooShortMessage}`).optional(),
  demoStock: z.coerce.number().int('demoStock must be a whole number').min(0).max(2000, 'demoStock must be at most 2000').default(0),
})

export type CloneInput = z.input<typeof cloneInputSchema>

export class CloneRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}

export type CloneOutcome = { tenantId: number | string; created: string[]; resumed: boolean; urls: string[] }

function domainsOf(tenant: { domains?: Array<{ domain: string }> | null }): string[] {
  return (tenant.domains ?? []).map((row) => row.domain)
}

type PreparedClone = { input: z.output<typeof cloneInputSchema>; resumed: boolean }

/** Validates the input and checks the slug and domain are free (or this same clone's): nothing is written. */
export async function prepareClone(payload: Payload, rawInput: unknown): Promise<PreparedClone> {
  const parsed = cloneInputSchema.safeParse(rawInput)
  if (!parsed.success) throw new CloneRefused(parsed.error.issues.map((issue) => issue.message).join('; '), 400)
  const input = parsed.data
  if (Boolean(input.marketerEmail) !== Boolean(input.marketerPassword)) {
    throw new CloneRefused('Give marketerEmail and marketerPassword together, or neither.', 400)
  }

  const bySlug = await payload.find({ collection: 'tenants', where: { slug: { equals: input.slug } }, limit: 1, depth: 0, overrideAccess: true })
  const existing = bySlug.docs[0]
  // The same clone run again resumes; anything else under that slug is someone else's site.
  if (existing && (existing.template !== input.from || existing.name !== input.name || !domainsOf(existing).includes(input.domain))) {
    throw new CloneRefused(`The slug "${input.slug}" is already taken by "${existing.name}". Choose another slug.`, 409)
  }
  const byDomain = await payload.find({
    collection: 'tenants',
    where: { 'domains.domain': { in: [input.domain, input.domain.startsWith('www.') ? input.domain.slice(4) : `www.${input.domain}`] } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const domainOwner = byDomain.docs[0]
  if (domainOwner && domainOwner.slug !== input.slug) {
    throw new CloneRefused(`The domain "${input.domain}" is already used by "${domainOwner.name}". Choose another domain.`, 409)
  }
  return { input, resumed: Boolean(existing) }
}

export async function runPreparedClone(payload: Payload, { input, resumed }: PreparedClone, log: SeedLog = () => {}): Promise<CloneOutcome> {
  const site = templates[input.from]({
    name: input.name,
    slug: input.slug,
    domains: [input.domain],
    marketer: input.marketerEmail && input.marketerPassword ? { email: input.marketerEmail, password: input.marketerPassword } : undefined,
  })
  const outcome = await seedTenantSite(payload, site, log, { stockCount: input.demoStock })
  return {
    tenantId: outcome.tenantId,
    created: outcome.created,
    resumed,
    urls: [`https://${input.domain}`, `http://${input.slug}.localhost`],
  }
}

function ndjsonLine(message: Record<string, unknown>): Uint8Array {
  return new TextEncoder().encode(`${JSON.stringify(message)}\n`)
}

export async function cloneTenant(payload: Payload, rawInput: unknown, log: SeedLog = () => {}): Promise<CloneOutcome> {
  return runPreparedClone(payload, await prepareClone(payload, rawInput), log)
}

/**
 * `POST /onboarding/tenants/clone` with a JSON body (CloneInput): super-admins only, as creating a
 * tenant is. Refusals answer JSON with a status before anything is written; once cloning starts the
 * answer streams NDJSON `{"type":"progress","message"}` lines and ends with `{"type":"result",…}` or
 * `{"type":"error","message"}`.
 */
export async function handleCloneRequest(request: Request, payload: Payload): Promise<Response> {
  const fail = (status: number, message: string) => Response.json({ message, errors: [{ message }] }, { status })
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return fail(401, 'Sign in as a super-admin to clone a tenant.')
  if (!isSuperAdminUser(user as Parameters<typeof isSuperAdminUser>[0])) return fail(403, 'Cloning a tenant needs a super-admin.')
  let body: unknown
  try {
    body = await request.json()
  } catch {
    return fail(400, 'The request body must be JSON.')
  }
  // Refusals are answered as plain statuses, before the stream starts and before anything is written.
  let prepared: PreparedClone
  try {
    prepared = await prepareClone(payload, body)
  } catch (error) {
    if (error instanceof CloneRefused) return fail(error.status, error.message)
    throw error
  }
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      try {
        const outcome = await runPreparedClone(payload, prepared, (message) => controller.enqueue(ndjsonLine({ type: 'progress', message })))
        controller.enqueue(ndjsonLine({ type: 'result', ...outcome }))
      } catch (error) {
        payload.logger.error({ err: error }, 'Tenant clone failed')
        controller.enqueue(ndjsonLine({ type: 'error', message: 'The clone failed part-way; run the same command again to finish it.' }))
      } finally {
        controller.close()
      }
    },
  })
  return new Response(stream, { headers: { 'content-type': 'application/x-ndjson', 'cache-control': 'no-cache, no-transform' } })
}
