import { randomUUID } from 'node:crypto'
import os from 'node:os'
import path from 'node:path'

import type { Transporter } from 'nodemailer'
import type { Payload } from 'payload'

import { brandColoursOf } from '@forecourt/domain/brand'
import { publicUploadUrl, uploadFileName } from '@forecourt/domain/urls'
import type { Media, Tenant } from '@forecourt/schema'
import sharp from 'sharp'

import { mediaDir } from '../lib/paths'
import { platformSettings, type PlatformSettings } from '../platform/settings'
import { DEFAULT_LEAD_DELIVERY_INTERVAL_MS } from '../platform/settings/leads'
import { tenantSiteSettings } from '../settings/tenantSiteSettings'
import { defaultRetryPolicy, type RetryPolicy } from './delivery'
import { storedLeadFromDocument } from './leadDocument'
import { createMailDirTransport } from './mailDir'
import { onLeadDeliveryNudge } from './nudge'
import { DeliveryRunner, type DeliveryResolver, type FetchLike, type ResolvedDelivery, type TickResult } from './outbox'
import { PayloadDeliveryJobStore } from './payloadJobStore'
import { createSmtpTransport, LOCAL_SMTP_DEFAULTS, smtpConfigOf, type SmtpConfig, type SmtpTimeouts } from './smtp'
import { relationId } from '@forecourt/domain/ids'
import { processSlot } from '../lib/processSlot'

export type LeadDeliveryWorkerOptions = {
  /** The SMTP server lead emails go through. Absent or null: they are written to `mailDir` as .eml files. */
  smtp?: SmtpConfig | null
  /** Where .eml files go without SMTP. Default `{DATA_DIR}/outbox-mail`. */
  mailDir?: string
  /** The sender without SMTP (with SMTP, `smtp.from`). */
  from?: string
  /** How often the worker looks for due deliveries; new leads also wake it at once. Default 5 s. */
  intervalMs?: number
  runnerId?: string
  policy?: RetryPolicy
  leaseMs?: number
  batchSize?: number
  concurrency?: number
  smtpTimeouts?: SmtpTimeouts
  fetch?: FetchLike
  clock?: () => Date
}

export type LeadDeliveryWorker = {
  runnerId: string
  store: PayloadDeliveryJobStore
  /** Where emails go: 'smtp://host:port' or the .eml folder. */
  emailDestination: string
  /** Tick now rather than at the next poll. */
  nudge(): void
  /** One tick by hand (tests, scripts); the polling loop keeps its own schedule. */
  tick(now?: Date): Promise<TickResult>
  /** Finishes the tick in progress (recording its attempts) and stops polling. */
  stop(): Promise<void>
}

const stateTimeZones: Record<string, string> = {
  ACT: 'Australia/Sydney',
  NSW: 'Australia/Sydney',
  NT: 'Australia/Darwin',
  QLD: 'Australia/Brisbane',
  SA: 'Australia/Adelaide',
  TAS: 'Australia/Hobart',
  VIC: 'Australia/Melbourne',
  WA: 'Australia/Perth',
}

function siteUrl(tenant: Tenant, leadUrl: string): string | null {
  try {
    const url = new URL(leadUrl)
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin
  } catch {
    // fall through to the tenant's own domain
  }
  const domain = tenant.domains?.[0]?.domain
  return domain ? `https://${domain}` : null
}

/** Staff recipients of a tenant: its lead-delivery list, else its contact email. */
export function leadRecipients(tenant: Pick<Tenant, 'leadDelivery' | 'contact'>): string[] {
  const listed = (tenant.leadDelivery?.recipients ?? []).map((row) => row.email.trim()).filter(Boolean)
  if (listed.length > 0) return [...new Set(listed)]
  const contact = tenant.contact?.email?.trim()
  return contact ? [contact] : []
}

/**
 * The tenant's brand for its lead emails (Site settings → Brand): the colours in effect and the logo as a
 * PNG 96 px high (mail clients do not draw SVG). A logo that cannot be read leaves the dealer's name.
 */
async function emailBrandOf(payload: Payload, tenant: Tenant): Promise<NonNullable<ResolvedDelivery['brand']>> {
  const brand = (await tenantSiteSettings(payload, tenant.id, { brand: true }, { depth: 1 }))?.brand
  const logo = brand?.logo && typeof brand.logo === 'object' ? (brand.logo as Media) : null
  const file = publicUploadUrl(logo?.url)?.replace(/^\/uploads\//, '')
  const name = file ? uploadFileName([file]) : null
  const logoPng = name
    ? await sharp(path.join(mediaDir, name), { density: 300 })
        .resize({ height: 96 })
        .png()
        .toBuffer()
        .catch(() => null)
    : null
  return { siteName: tenant.name, colours: brandColoursOf(brand), logoPng }
}

/**
 * Looks the lead and its tenant's destinations up at each attempt (not when the lead arrived), so a
 * recipient or webhook fixed after a failure is used by the next retry.
 */
export function leadDeliveryResolver(payload: Payload): DeliveryResolver {
  return async (job) => {
    const lead = await payload.findByID({ collection: 'enquiries', id: job.leadId, depth: 0, overrideAccess: true, disableErrors: true })
    if (!lead) return `Lead ${job.leadId} not found`
    const tenantId = relationId(lead.tenant)
    const tenant =
      tenantId === null
        ? null
        : await payload.findByID({ collection: 'tenants', id: tenantId, depth: 0, overrideAccess: true, disableErrors: true })
    if (!tenant) return `The site of lead ${job.leadId} no longer exists`
    const stored = storedLeadFromDocument(lead)
    const providerUrl = siteUrl(tenant, stored.url)
    const timeZone = stateTimeZones[tenant.contact?.address?.state ?? '']
    const base = {
      lead: stored,
      // The ADF vendor contact needs an email or a phone: a site without a contact email gives its lead inbox.
      vendor: {
        name: tenant.name,
        email: tenant.contact?.email?.trim() || leadRecipients(tenant)[0] || null,
        phone: tenant.contact?.phone ?? null,
        url: providerUrl,
      },
      dealershipName: tenant.name,
      providerUrl,
      ...(timeZone ? { timeZone } : {}),
    }
    if (job.channel === 'email') {
      return { ...base, brand: await emailBrandOf(payload, tenant), target: { channel: 'email', to: leadRecipients(tenant) } }
    }
    if (job.channel === 'confirmation') {
      const to = stored.customer.email ? [stored.customer.email] : []
      return { ...base, brand: await emailBrandOf(payload, tenant), target: { channel: 'confirmation', to } }
    }
    if (job.channel === 'webhook') {
      return {
        ...base,
        target: {
          channel: 'webhook',
          url: tenant.leadDelivery?.webhookUrl?.trim() ?? '',
          secret: tenant.leadDelivery?.webhookSecret ?? '',
        },
      }
    }
    return `Channel ${job.channel} is not delivered by this worker`
  }
}

/**
 * Starts delivering stored leads: polls every `intervalMs` for due jobs (and at once when the intake
 * endpoint of this process stores a lead), sends them, and records every attempt on the lead. Any
 * number of workers, in one process or many, may run against the same database.
 */
export function startLeadDeliveryWorker(payload: Payload, options: LeadDeliveryWorkerOptions = {}): LeadDeliveryWorker {
  const runnerId = options.runnerId ?? `${os.hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`
  const store = new PayloadDeliveryJobStore(payload)
  let mailer: { transport: Transporter; from: string }
  let emailDestination: string
  if (options.smtp) {
    mailer = { transport: createSmtpTransport(options.smtp, options.smtpTimeouts), from: options.smtp.from }
    emailDestination = `smtp://${options.smtp.host}:${options.smtp.port}`
    payload.logger.info(`Lead delivery: emails go through ${emailDestination}.`)
  } else {
    const dir = options.mailDir ?? path.join(platformSettings().files.dataDir, 'outbox-mail')
    mailer = { transport: createMailDirTransport(dir), from: options.from ?? LOCAL_SMTP_DEFAULTS.from }
    emailDestination = dir
    payload.logger.warn(`Lead delivery: SMTP_HOST is not set, so lead emails are written to ${dir} as .eml files and not sent to anyone.`)
  }

  const runner = new DeliveryRunner({
    store,
    resolve: leadDeliveryResolver(payload),
    mailer,
    runnerId,
    pollIntervalMs: options.intervalMs ?? DEFAULT_LEAD_DELIVERY_INTERVAL_MS,
    onError: (error) => payload.logger.error({ err: error }, 'Lead delivery: a delivery pass failed; it is retried at the next poll.'),
    ...(options.policy ? { policy: options.policy } : {}),
    ...(options.leaseMs ? { leaseMs: options.leaseMs } : {}),
    ...(options.batchSize ? { batchSize: options.batchSize } : {}),
    ...(options.concurrency ? { concurrency: options.concurrency } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  })
  const unregister = onLeadDeliveryNudge(() => runner.nudge())
  runner.start()

  return {
    runnerId,
    store,
    emailDestination,
    nudge: () => runner.nudge(),
    tick: (now) => runner.tick(now ?? options.clock?.() ?? new Date()),
    stop: async () => {
      unregister()
      await runner.stop()
      mailer.transport.close()
    },
  }
}

/**
 * The retry schedule with its first wait from LEAD_DELIVERY_RETRY_BASE_MS (still doubling to the
 * default cap, still the default number of attempts). For rehearsing an outage (bench/leads.ts) in
 * seconds rather than minutes; unset, the default schedule.
 */
export function retryPolicyOf(settings: PlatformSettings): RetryPolicy | undefined {
  const base = settings.leads.retryBaseMs
  if (base === null) return undefined
  return { ...defaultRetryPolicy, baseDelayMs: Math.min(base, defaultRetryPolicy.maxDelayMs) }
}

/** The worker's settings: SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS, SMTP_FROM, LEAD_DELIVERY_INTERVAL_MS and LEAD_DELIVERY_RETRY_BASE_MS. */
export function leadDeliveryOptionsOf(settings: PlatformSettings): LeadDeliveryWorkerOptions {
  const policy = retryPolicyOf(settings)
  const common = { intervalMs: settings.leads.deliveryIntervalMs, ...(policy ? { policy } : {}) }
  const smtp = smtpConfigOf(settings.mail)
  if (smtp) return { smtp, ...common }
  return { smtp: null, ...common, from: settings.mail.from }
}

/**
 * The process's lead delivery worker, started with the first caller's Payload (the start-up code, after the
 * migrations, which create the columns it reads); later calls get the same worker. Throws on invalid
 * settings, so a typo in the SMTP settings stops the start rather than every lead email.
 */
export function processLeadDeliveryWorker(payload: Payload): LeadDeliveryWorker {
  return processSlot('leadDeliveryWorker', () => startLeadDeliveryWorker(payload, leadDeliveryOptionsOf(platformSettings())))
}
