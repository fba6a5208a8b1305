import type { z } from 'zod'

import { hidden, text, variable, yesOrNo, wholeNumber, type Description, type Values } from './variables'

const address = /^[^\s@<>"]+@[^\s@<>"]+$/
const isMailbox = (value: string) => {
  const named = /^(.*)<([^<>]+)>$/.exec(value)
  const bare = named ? named[2]?.trim() : value
  return !!bare && address.test(bare) && !/[\r\n]/.test(value)
}
const mailbox = () =>
  variable('must be an address like "Dealer Leads <leads@example.com>"', (value) => (isMailbox(value) ? value : undefined))

/** Lead emails (docs/leads.md). */
export const mailVariables = {
  SMTP_HOST: variable('must be a host name or IP address, without scheme or port', (value) =>
    /^[^\s/:]+$/.test(value) ? value : undefined,
  ),
  SMTP_PORT: wholeNumber(1, 65535),
  SMTP_SECURE: yesOrNo(),
  SMTP_USER: text({ trim: false }),
  SMTP_PASS: text({ trim: false }),
  SMTP_FROM: mailbox(),
  // The earlier name of SMTP_FROM, still read so existing settings keep working.
  MAIL_FROM: mailbox(),
}

type MailValues = Values<typeof mailVariables>

/** A local catch-all like Mailpit: what SMTP settings mean where they are not given. */
export const LOCAL_SMTP_DEFAULTS = { host: '127.0.0.1', port: 1025, from: 'Forecourt <no-reply@localhost>' } as const

export type MailSettings = {
  /** Null: lead emails are written as .eml files instead of being sent (see enquiries/worker.ts). */
  host: string | null
  port: number
  secure: boolean
  auth: { user: string; pass: string } | null
  from: string
}

/**
 * Rules across variables. Variables that failed their own check arrive here as placeholders, so these
 * rules look only at whether a variable is set.
 */
export function checkMail(values: MailValues & { NODE_ENV?: string | undefined }, context: z.RefinementCtx): void {
  const set = (value: unknown) => value !== undefined
  if (set(values.SMTP_USER) !== set(values.SMTP_PASS)) {
    const missing = set(values.SMTP_USER) ? 'SMTP_PASS' : 'SMTP_USER'
    context.addIssue({
      code: 'custom',
      path: [missing],
      message: `must be set together with ${missing === 'SMTP_PASS' ? 'SMTP_USER' : 'SMTP_PASS'}`,
    })
  }
  // Without a sender in production, every dealer would get lead emails from no-reply@localhost.
  if (values.NODE_ENV === 'production' && set(values.SMTP_HOST) && !set(values.SMTP_FROM) && !set(values.MAIL_FROM)) {
    context.addIssue({ code: 'custom', path: ['SMTP_FROM'], message: 'must be set in production when SMTP_HOST is' })
  }
}

export function mailSettings(values: MailValues): MailSettings {
  const port = values.SMTP_PORT ?? LOCAL_SMTP_DEFAULTS.port
  return {
    host: values.SMTP_HOST ?? null,
    port,
    // Port 465 is implicit TLS; defaulting secure from the port avoids the common hang of STARTTLS on 465.
    secure: values.SMTP_SECURE ?? port === 465,
    auth: values.SMTP_USER !== undefined && values.SMTP_PASS !== undefined ? { user: values.SMTP_USER, pass: values.SMTP_PASS } : null,
    from: values.SMTP_FROM ?? values.MAIL_FROM ?? LOCAL_SMTP_DEFAULTS.from,
  }
}

export function describeMail(mail: MailSettings): Description {
  if (!mail.host) return { SMTP_HOST: 'not set (lead emails are written as .eml files)', SMTP_FROM: mail.from }
  return {
    SMTP_HOST: mail.host,
    SMTP_PORT: String(mail.port),
    SMTP_SECURE: String(mail.secure),
    SMTP_USER: mail.auth?.user ?? 'not set',
    SMTP_PASS: mail.auth ? hidden : 'not set',
    SMTP_FROM: mail.from,
  }
}
