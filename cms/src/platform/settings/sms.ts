import path from 'node:path'

import type { z } from 'zod'

import type { FilesSettings } from './files'
import { hidden, httpAddress, shownValue, text, variable, wholeNumber, type Description, type Values } from './variables'

/**
 * Text messages (the shoppers' sign-in codes; docs/shoppers-and-watchlist.md). By default each message is
 * written to a file under SMS_OUTBOX_DIR and nothing is sent; SMS_PROVIDER_URL switches on a provider
 * with a Twilio-style HTTP API (POST {url}/Accounts/{account}/Messages.json, basic auth, form fields
 * To, From, Body).
 */
export const smsVariables = {
  SMS_OUTBOX_DIR: text(),
  SMS_PROVIDER_URL: httpAddress('https://api.twilio.com/2010-04-01'),
  SMS_ACCOUNT_SID: text(),
  SMS_AUTH_TOKEN: text({ trim: false }),
  SMS_FROM: variable(
    'must be a phone number in international form like +61400000000, or a sender name of 1 to 11 letters and digits',
    (value) => (/^\+\d{8,15}$/.test(value) || /^[A-Za-z0-9 ]{1,11}$/.test(value) ? value : undefined),
  ),
  SMS_PROVIDER_TIMEOUT_MS: wholeNumber(1, 60_000),
}

export const DEFAULT_SMS_PROVIDER_TIMEOUT_MS = 10_000

export type SmsSettings =
  | { provider: 'outbox'; dir: string }
  | { provider: 'http'; url: string; accountSid: string; authToken: string; from: string; timeoutMs: number }

type SmsValues = Values<typeof smsVariables>

/** A provider needs its account, token and sender: one without them would fail every sign-in. */
export function checkSms(values: SmsValues, context: z.RefinementCtx): void {
  if (values.SMS_PROVIDER_URL === undefined) return
  for (const name of ['SMS_ACCOUNT_SID', 'SMS_AUTH_TOKEN', 'SMS_FROM'] as const) {
    if (values[name] === undefined) context.addIssue({ code: 'custom', path: [name], message: 'must be set when SMS_PROVIDER_URL is' })
  }
}

export function smsSettings(values: SmsValues, files: FilesSettings): SmsSettings {
  if (values.SMS_PROVIDER_URL && values.SMS_ACCOUNT_SID && values.SMS_AUTH_TOKEN && values.SMS_FROM) {
    return {
      provider: 'http',
      url: values.SMS_PROVIDER_URL.replace(/\/+$/, ''),
      accountSid: values.SMS_ACCOUNT_SID,
      authToken: values.SMS_AUTH_TOKEN,
      from: values.SMS_FROM,
      timeoutMs: values.SMS_PROVIDER_TIMEOUT_MS ?? DEFAULT_SMS_PROVIDER_TIMEOUT_MS,
    }
  }
  return { provider: 'outbox', dir: path.resolve(values.SMS_OUTBOX_DIR ?? path.join(files.dataDir, 'outbox-sms')) }
}

export function describeSms(sms: SmsSettings): Description {
  if (sms.provider === 'outbox') return { SMS_PROVIDER_URL: 'not set (messages written to the outbox)', SMS_OUTBOX_DIR: sms.dir }
  return {
    SMS_PROVIDER_URL: shownValue('SMS_PROVIDER_URL', sms.url),
    SMS_ACCOUNT_SID: sms.accountSid,
    SMS_AUTH_TOKEN: hidden,
    SMS_FROM: sms.from,
    SMS_PROVIDER_TIMEOUT_MS: String(sms.timeoutMs),
  }
}
