import { mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'

import nodemailer, { type Transporter } from 'nodemailer'
import type MailMessage from 'nodemailer/lib/mailer/mail-message'

import { OUTBOX_DELIVERY_KEY_HEADER } from './outbox'

export type MailDirInfo = {
  envelope: { from: string | false; to: string[] }
  messageId: string
  accepted: string[]
  rejected: string[]
  path: string
}

const fileSafe = (value: string) =>
  value
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)

function deliveryKeyOf(mail: MailMessage<MailDirInfo>): string | null {
  const headers = mail.data.headers
  if (!headers || Array.isArray(headers)) return null
  const value = (headers as Record<string, unknown>)[OUTBOX_DELIVERY_KEY_HEADER]
  return typeof value === 'string' ? value : null
}

/**
 * A mail transport that writes each message, exactly as it would go over SMTP, to `{dir}/*.eml`: the
 * local default when no SMTP server is configured, so a laptop install shows what dealers would
 * receive (any mail client opens the files, ADF attachment included) without an outside service.
 * Written to a temporary name and renamed, so a reader never sees half a message.
 */
export function createMailDirTransport(dir: string): Transporter {
  return nodemailer.createTransport<MailDirInfo>({
    name: 'forecourt-mail-dir',
    version: '1',
    send(mail, callback) {
      mail.message.build((buildError, raw) => {
        if (buildError) return callback(buildError, undefined as unknown as MailDirInfo)
        const envelope = mail.message.getEnvelope()
        const stamp = new Date().toISOString().replace(/[:.]/g, '-')
        const name = `${stamp}-${fileSafe(deliveryKeyOf(mail) ?? mail.message.messageId())}.eml`
        const file = path.join(dir, name)
        const temporary = path.join(dir, `.${name}.tmp`)
        mkdir(dir, { recursive: true })
          .then(() => writeFile(temporary, raw))
          .then(() => rename(temporary, file))
          .then(
            () => callback(null, { envelope, messageId: mail.message.messageId(), accepted: [...envelope.to], rejected: [], path: file }),
            (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), undefined as unknown as MailDirInfo),
          )
      })
    },
  })
}
