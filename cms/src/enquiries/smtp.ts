import nodemailer, { type Transporter } from 'nodemailer'

import { parseSettings, SettingsError } from '../platform/settings'
import { LOCAL_SMTP_DEFAULTS, type MailSettings } from '../platform/settings/mail'
import { problemLine } from '../platform/settings/variables'

export { LOCAL_SMTP_DEFAULTS }

/**
 * SMTP settings (SMTP_* in platform/settings/mail.ts). The delivery worker uses them only when SMTP_HOST
 * is set (without it, lead emails are written as .eml files: see worker.ts). Read directly with no
 * host, this means a local catch-all like Mailpit on 127.0.0.1:1025 without auth; in production it
 * refuses, because silently defaulting there would drop every lead notification.
 */
export type SmtpConfig = {
  host: string
  port: number
  secure: boolean
  auth: { user: string; pass: string } | null
  from: string
}

export type SmtpEnv = Partial<
  Record<'SMTP_HOST' | 'SMTP_PORT' | 'SMTP_SECURE' | 'SMTP_USER' | 'SMTP_PASS' | 'SMTP_FROM' | 'MAIL_FROM' | 'NODE_ENV', string | undefined>
>

/** The SMTP server lead emails go through; null when SMTP_HOST is unset. */
export function smtpConfigOf(mail: MailSettings): SmtpConfig | null {
  return mail.host ? { ...mail, host: mail.host } : null
}

/** Reads and checks the SMTP settings of `env`; throws one SettingsError naming every bad variable. */
export function smtpConfigFromEnv(env: SmtpEnv): SmtpConfig {
  const { server, mail } = parseSettings(env)
  if (server.production && !mail.host) {
    const unset = ['SMTP_HOST', ...(env.SMTP_FROM?.trim() || env.MAIL_FROM?.trim() ? [] : ['SMTP_FROM'])]
    throw new SettingsError(unset.map((name) => problemLine(name, 'must be set in production', env)))
  }
  return { ...mail, host: mail.host ?? LOCAL_SMTP_DEFAULTS.host }
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
