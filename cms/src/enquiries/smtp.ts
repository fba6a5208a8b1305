import nodemailer, { type Transporter } from 'nodemailer'
import { z } from 'zod'

/**
 * SMTP settings from the environment. The delivery worker reads them only when SMTP_HOST is set
 * (without it, lead emails are written as .eml files: see worker.ts). Called directly with no host,
 * this means a local catch-all like Mailpit on 127.0.0.1:1025 without auth; in production it refuses,
 * because silently defaulting there would drop every lead notification.
 */
export type SmtpConfig = {
  host: string
  port: number
  secure: boolean
  auth: { user: string; pass: string } | null
  from: string
}

export type SmtpEnv = Partial<Record<'SMTP_HOST' | 'SMTP_PORT' | 'SMTP_SECURE' | 'SMTP_USER' | 'SMTP_PASS' | 'SMTP_FROM' | 'MAIL_FROM' | 'NODE_ENV', string | undefined>>

export const LOCAL_SMTP_DEFAULTS = { host: '127.0.0.1', port: 1025, from: 'Forecourt <no-reply@localhost>' } as const

// .env files often carry `SMTP_USER=` with nothing after it; that means unset, not an empty user.
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

const address = /^[^\s@<>"]+@[^\s@<>"]+$/
const isMailbox = (value: string) => {
  const named = /^(.*)<([^<>]+)>$/.exec(value)
  const bare = named ? named[2]?.trim() : value
  return !!bare && address.test(bare) && !/[\r\n]/.test(value)
}

const schema = z
  .object({
    SMTP_HOST: z.preprocess(blankToUndefined, z.string().trim().min(1).regex(/^[^\s/:]+$/, 'must be a host name or IP address, without scheme or port').optional()),
    SMTP_PORT: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .regex(/^\d+$/, 'must be a whole number')
        .transform(Number)
        .pipe(z.number().int().min(1, 'must be between 1 and 65535').max(65535, 'must be between 1 and 65535'))
        .optional(),
    ),
    SMTP_SECURE: z.preprocess(
      (value) => (typeof value === 'string' ? blankToUndefined(value.trim().toLowerCase()) : value),
      z.enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' }).optional(),
    ),
    SMTP_USER: z.preprocess(blankToUndefined, z.string().optional()),
    SMTP_PASS: z.preprocess(blankToUndefined, z.string().optional()),
    SMTP_FROM: z.preprocess(blankToUndefined, z.string().trim().refine(isMailbox, 'must be an address like "Dealer Leads <leads@example.com>"').optional()),
    // The earlier name of SMTP_FROM, still read so existing settings keep working.
    MAIL_FROM: z.preprocess(blankToUndefined, z.string().trim().refine(isMailbox, 'must be an address like "Dealer Leads <leads@example.com>"').optional()),
    NODE_ENV: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    if ((env.SMTP_USER === undefined) !== (env.SMTP_PASS === undefined)) {
      ctx.addIssue({ code: 'custom', path: [env.SMTP_USER === undefined ? 'SMTP_USER' : 'SMTP_PASS'], message: 'SMTP_USER and SMTP_PASS must be set together' })
    }
    if (env.NODE_ENV === 'production') {
      if (env.SMTP_HOST === undefined) ctx.addIssue({ code: 'custom', path: ['SMTP_HOST'], message: 'is required in production' })
      if (env.SMTP_FROM === undefined && env.MAIL_FROM === undefined) ctx.addIssue({ code: 'custom', path: ['SMTP_FROM'], message: 'is required in production' })
    }
  })

/** Reads and checks the SMTP settings; throws one error naming every bad variable. */
export function smtpConfigFromEnv(env: SmtpEnv = process.env): SmtpConfig {
  const parsed = schema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`)
    throw new Error(`Invalid SMTP configuration: ${problems.join('; ')}`)
  }
  const value = parsed.data
  const port = value.SMTP_PORT ?? LOCAL_SMTP_DEFAULTS.port
  // Port 465 is implicit TLS; defaulting secure from the port avoids the common hang of STARTTLS on 465.
  const secure = value.SMTP_SECURE === undefined ? port === 465 : ['true', '1', 'yes'].includes(value.SMTP_SECURE)
  return {
    host: value.SMTP_HOST ?? LOCAL_SMTP_DEFAULTS.host,
    port,
    secure,
    auth: value.SMTP_USER !== undefined && value.SMTP_PASS !== undefined ? { user: value.SMTP_USER, pass: value.SMTP_PASS } : null,
    from: value.SMTP_FROM ?? value.MAIL_FROM ?? LOCAL_SMTP_DEFAULTS.from,
  }
}

export type SmtpTimeouts = { connectionTimeoutMs?: number; greetingTimeoutMs?: number; socketTimeoutMs?: number }

/**
 * A nodemailer transport for the config. Timeouts are far below nodemailer's 2-10 minute defaults so
 * a hung server fails one attempt (and is retried) well inside the outbox's claim lease.
 */
export function createSmtpTransport(config: SmtpConfig, timeouts: SmtpTimeouts = {}): Transporter {
  return nodemailer.createTransport({
    host: config.host,
    port: config.port,
    secure: config.secure,
    ...(config.auth ? { auth: { user: config.auth.user, pass: config.auth.pass } } : {}),
    connectionTimeout: timeouts.connectionTimeoutMs ?? 10_000,
    greetingTimeout: timeouts.greetingTimeoutMs ?? 10_000,
    socketTimeout: timeouts.socketTimeoutMs ?? 30_000,
  })
}

/** The transport and sender address from the environment, for the outbox runner's `mailer` option. */
export function smtpMailerFromEnv(env: SmtpEnv = process.env, timeouts?: SmtpTimeouts): { transport: Transporter; from: string; config: SmtpConfig } {
  const config = smtpConfigFromEnv(env)
  return { transport: createSmtpTransport(config, timeouts), from: config.from, config }
}
