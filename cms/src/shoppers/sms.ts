import { randomUUID } from 'node:crypto'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'

import type { SmsSettings } from '../platform/settings/sms'
import { processSlot } from '../lib/processSlot'
import { platformSettings } from '../platform/settings'

export type SmsMessage = { to: string; body: string }

/** Sends one text message; throws when it could not be handed over. */
export type SmsSender = { readonly kind: 'outbox' | 'http'; send(message: SmsMessage): Promise<void> }

/** `+61412345678` → `+614…678`: enough to tell messages apart in a log, not enough to read the number. */
export function maskedNumber(e164: string): string {
  return e164.length > 7 ? `${e164.slice(0, 4)}…${e164.slice(-3)}` : '…'
}

/**
 * The local default: each message is written, as JSON ({ to, body, at }), to `{dir}/{time}-{id}.json`,
 * through a temporary name so a reader never sees half a message. Nothing leaves the machine; the
 * folder is where a developer (and the end-to-end tests) read the codes.
 */
export function outboxSmsSender(dir: string, log: (line: string) => void = () => {}): SmsSender {
  return {
    kind: 'outbox',
    async send(message) {
      await mkdir(dir, { recursive: true })
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.json`
      const temporary = path.join(dir, `.${name}.tmp`)
      await writeFile(temporary, `${JSON.stringify({ to: message.to, body: message.body, at: new Date().toISOString() })}\n`, {
        mode: 0o600,
      })
      await rename(temporary, path.join(dir, name))
      // The file holds the message; the log names only where it is, so no code reaches a log.
      log(`Text message to ${maskedNumber(message.to)} written to ${path.join(dir, name)}`)
    },
  }
}

export type FetchForSms = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string; signal: AbortSignal },
) => Promise<{
  status: number
  text(): Promise<string>
}>

/** A provider with a Twilio-style API: one form POST per message, basic auth with the account and token. */
export function httpSmsSender(
  settings: Extract<SmsSettings, { provider: 'http' }>,
  doFetch: FetchForSms = (url, init) => fetch(url, init),
): SmsSender {
  const endpoint = `${settings.url}/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`
  return {
    kind: 'http',
    async send(message) {
      const response = await doFetch(endpoint, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({ To: message.to, From: settings.from, Body: message.body }).toString(),
        signal: AbortSignal.timeout(settings.timeoutMs),
      })
      if (response.status < 200 || response.status >= 300) {
        // The provider's answer names the problem (a bad number, an unpaid account); never the message text.
        const detail = (await response.text().catch(() => '')).slice(0, 300)
        throw new Error(`The SMS provider answered ${response.status} for ${maskedNumber(message.to)}: ${detail}`)
      }
    },
  }
}

export function smsSenderFrom(settings: SmsSettings, log?: (line: string) => void): SmsSender {
  return settings.provider === 'http' ? httpSmsSender(settings) : outboxSmsSender(settings.dir, log)
}

/** The process's text-message adapter, the one SMS_* select (the outbox folder by default); built on first use. */
export function configuredSmsSender(): SmsSender {
  return processSlot('smsSender', () => smsSenderFrom(platformSettings().sms, (line) => console.info(line)))
}
