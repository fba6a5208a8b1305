import nodemailer, { type Transporter } from 'nodemailer'

import { LOCAL_SMTP_DEFAULTS, type MailSettings } from '../platform/settings/mail'

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

/** The SMTP server lead emails go through; null when SMTP_HOST is unset. */
export function smtpConfigOf(mail: MailSettings): SmtpConfig | null {
  return mail.host ? { ...mail, host: mail.host } : null
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
