/**
 * Cloning a template into a new tenant: the onboarding step `pnpm tenant:clone` drives through the
 * running server. Input is validated with zod; a slug or domain that belongs to another tenant is
 * refused with a clear message; the dealer's phone, address and licence replace the template's, and
 * what still carries a template value is listed on the tenant. Running the same clone again finishes
 * the steps an interrupted run never reached and changes nothing else: what the clone created is
 * recorded on the tenant, so a page the dealer has since deleted is not brought back.
 */
import { isSuperAdminUser, MIN_PASSWORD_LENGTH, normaliseDomain, tenantSlugPattern } from '@forecourt/cms'
import type { Payload } from 'payload'
import { z } from 'zod'

import { HEX_COLOUR } from '@forecourt/domain/brand'

import { brandWithColour, parseDealerAddress, personaliseTemplate } from './personalise'
import { seedTenantSite, type SeedLog } from './seedTenantSite'
import type { LogoFile } from './templates/logos'
import { templates, type TemplateName } from './templates'

const templateNames = Object.keys(templates) as [TemplateName, ...TemplateName[]]

/** 2 MB of file, as base64. */
const MAX_LOGO_BASE64 = Math.ceil((2 * 1024 * 1024) / 3) * 4

/** A logo's bytes, by what they are rather than what the file was called: a PNG signature, or SVG markup. */
function logoFileOf(base64: string): LogoFile | null {
  const data = Buffer.from(base64, 'base64')
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return { data, mimetype: 'image/png' }
  const head = data.subarray(0, 4096).toString('utf8')
  if (/<svg[\s>]/i.test(head) && !/<script/i.test(data.toString('utf8'))) return { data, mimetype: 'image/svg+xml' }
  return null
}

/**
 * The clone's input. Every message names the command's flag (`--demo-stock`), since that is what
 * the person reading it typed; zod's own wording ("expected number, received NaN") never reaches them.
 */
export const cloneInputSchema = z.object({
  from: z.enum(templateNames, { error: `--from must be one of: ${templateNames.join(', ')}` }),
  slug: z
    .string({ error: '--slug is required' })
    .trim()
    .regex(
      tenantSlugPattern,
      '--slug must be lower-case letters, digits and dashes (at most 63), starting and ending with a letter or digit',
    ),
  name: z
    .string({ error: '--name is required' })
    .trim()
    .min(2, '--name must be at least 2 characters')
    .max(120, '--name must be at most 120 characters'),
  domain: z
    .string({ error: '--domain is required' })
    .trim()
    .transform((value) => normaliseDomain(value))
    .pipe(z.string().regex(/^(?!-)([a-z0-9-]{1,63}\.)+[a-z]{2,}$/, '--domain must be a host name like dealer.com.au, without https://')),
  marketerEmail: z.email({ error: '--marketer-email must be an email address' }).optional(),
  marketerPassword: z
    .string({ error: '--marketer-password must be text' })
    .min(MIN_PASSWORD_LENGTH, `--marketer-password must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .optional(),
  demoStock: z
    .union([z.number(), z.string().trim().regex(/^\d+$/, '--demo-stock must be a whole number').transform(Number)], {
      error: '--demo-stock must be a whole number',
    })
    .pipe(
      z
        .number({ error: '--demo-stock must be a whole number' })
        .int('--demo-stock must be a whole number')
        .min(0, '--demo-stock must be 0 or more')
        .max(2000, '--demo-stock must be at most 2000'),
    )
    .default(0),
  phone: z
    .string({ error: '--phone must be text' })
    .trim()
    .regex(/^\+?[0-9 ()-]{8,20}$/, '--phone must be a phone number like (02) 6685 1234')
    .refine((value) => value.replace(/\D/g, '').length >= 8, '--phone must be a phone number like (02) 6685 1234')
    .optional(),
  address: z
    .string({ error: '--address must be text' })
    .trim()
    .max(200, '--address must be at most 200 characters')
    .transform((value, context) => {
      const address = parseDealerAddress(value)
      if (!address) {
        context.addIssue({
          code: 'custom',
          message: '--address must read like "12 Bay Road, Byron Bay NSW 2481" (street, suburb, state, postcode)',
        })
        return z.NEVER
      }
      return address
    })
    .optional(),
  licence: z
    .string({ error: '--licence must be text' })
    .trim()
    .min(2, '--licence must be a dealer licence number like MD 012345')
    .max(40, '--licence must be at most 40 characters')
    .optional(),
  brandColour: z
    .string({ error: '--brand-colour must be a colour like #1d4ed8' })
    .trim()
    .regex(HEX_COLOUR, '--brand-colour must be a colour like #1d4ed8')
    .optional(),
  /** The logo file as the command read it: its name and its bytes in base64. */
  logo: z
    .object(
      {
        name: z.string().regex(/\.(svg|png)$/i, '--logo must be an SVG or PNG file'),
        data: z.base64('--logo must be an SVG or PNG file').max(MAX_LOGO_BASE64, '--logo must be at most 2 MB'),
      },
      { error: '--logo must be an SVG or PNG file' },
    )
    .transform((file, context) => {
      const logo = logoFileOf(file.data)
      if (!logo) {
        context.addIssue({ code: 'custom', message: '--logo must be an SVG or PNG file' })
        return z.NEVER
      }
      return logo
    })
    .optional(),
})

/** Flag names for the body's keys, for the few issues a custom message above does not cover. */
const flagOf: Record<string, string> = {
  from: '--from',
  slug: '--slug',
  name: '--name',
  domain: '--domain',
  marketerEmail: '--marketer-email',
  marketerPassword: '--marketer-password',
  demoStock: '--demo-stock',
  phone: '--phone',
  address: '--address',
  licence: '--licence',
  brandColour: '--brand-colour',
  logo: '--logo',
}

/** One plain sentence per problem; an issue zod words itself is reworded with its flag. */
export function cloneInputProblems(error: z.ZodError): string[] {
  const problems = error.issues.map((issue) => {
    if (issue.code === 'unrecognized_keys') return `Unknown settings: ${issue.keys.join(', ')}`
    const key = String(issue.path[0] ?? '')
    const flag = flagOf[key]
    if (!flag) return 'The clone input must be a JSON object'
    return issue.message.startsWith(flag) ? issue.message : `${flag} is not valid`
  })
  return [...new Set(problems)]
}

export class CloneRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}

export type CloneOutcome = {
  tenantId: number | string
  created: string[]
  resumed: boolean
  urls: string[]
  /** Template values left in place (shown on the tenant in the admin as "Needs replacing"). */
  needsReplacing: string[]
}

function domainsOf(tenant: { domains?: Array<{ domain: string }> | null }): string[] {
  return (tenant.domains ?? []).map((row) => row.domain)
}

type PreparedClone = { input: z.output<typeof cloneInputSchema>; resumed: boolean }

/** Validates the input and checks the slug and domain are free (or this same clone's): nothing is written. */
export async function prepareClone(payload: Payload, rawInput: unknown): Promise<PreparedClone> {
  const parsed = cloneInputSchema.strict().safeParse(rawInput)
  if (!parsed.success) throw new CloneRefused(cloneInputProblems(parsed.error).join('; '), 400)
  const input = parsed.data
  if (Boolean(input.marketerEmail) !== Boolean(input.marketerPassword)) {
    throw new CloneRefused('Give --marketer-email and --marketer-password together, or neither.', 400)
  }
  if (input.brandColour) {
    const template = templates[input.from]({ name: input.name, slug: input.slug, domains: [input.domain] })
    const issue = brandWithColour(template, input.brandColour).issues[0]
    if (issue) throw new CloneRefused(`--brand-colour ${input.brandColour} cannot be used: ${issue.message}`, 400)
  }

  const bySlug = await payload.find({
    collection: 'tenants',
    where: { slug: { equals: input.slug } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
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

export async function runPreparedClone(
  payload: Payload,
  { input, resumed }: PreparedClone,
  log: SeedLog = () => {},
): Promise<CloneOutcome> {
  const template = templates[input.from]({
    name: input.name,
    slug: input.slug,
    domains: [input.domain],
    marketer: input.marketerEmail && input.marketerPassword ? { email: input.marketerEmail, password: input.marketerPassword } : undefined,
  })
  const { site, needsReplacing } = personaliseTemplate(template, {
    phone: input.phone,
    address: input.address,
    licence: input.licence,
    logo: input.logo,
    brandColour: input.brandColour,
  })
  const outcome = await seedTenantSite(payload, site, log, { stockCount: input.demoStock, clone: { needsReplacing } })
  return {
    tenantId: outcome.tenantId,
    created: outcome.created,
    resumed,
    urls: [`https://${input.domain}`, `http://${input.slug}.localhost`],
    needsReplacing,
  }
}

function ndjsonLine(message: Record<string, unknown>): Uint8Array {
  return new TextEncoder().encode(`${JSON.stringify(message)}\n`)
}

export async function cloneTenant(payload: Payload, rawInput: unknown, log: SeedLog = () => {}): Promise<CloneOutcome> {
  return runPreparedClone(payload, await prepareClone(payload, rawInput), log)
}

/**
 * `POST /onboarding/tenants/clone` with a JSON body (cloneInputSchema's input): super-admins only, as creating a
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
        const outcome = await runPreparedClone(payload, prepared, (message) =>
          controller.enqueue(ndjsonLine({ type: 'progress', message })),
        )
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
