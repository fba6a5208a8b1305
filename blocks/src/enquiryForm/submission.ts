import { enquiryMessages, type EnquiryErrors, type EnquiryFormSetup } from '@forecourt/domain/enquiryForm'

import type { Values } from './fields/binding'

const SUBMIT_URL = '/api/enquiries/submit'

export type Sending = typeof import('./sending')
let sendingCode: Promise<Sending> | null = null
/** The check and the after-send steps, fetched once per page when the shopper starts on a form. */
export function loadSending(): Promise<Sending> {
  sendingCode ??= import('./sending').catch((error: unknown) => {
    // A failed fetch is tried again on the next attempt.
    sendingCode = null
    throw error
  })
  return sendingCode
}

/** The text the shopper typed into the server-drawn fields before the form's code ran, by field name. */
export function typedBeforeHydration(form: HTMLFormElement | null): Record<string, string> {
  const typed: Record<string, string> = {}
  for (const element of Array.from(form?.elements ?? [])) {
    const isText =
      (element instanceof HTMLInputElement && !['checkbox', 'radio', 'hidden', 'submit', 'button'].includes(element.type)) ||
      element instanceof HTMLTextAreaElement
    if (isText && element.name && element.value && element.value !== element.defaultValue) typed[element.name] = element.value
  }
  return typed
}

export function newAttemptKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return `k${Date.now().toString(36)}${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`
}

export function storageGet(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

export function storageSet(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value)
  } catch {
    // Private browsing or a full quota: the enquiry itself is already stored.
  }
}

/**
 * The visitor-facing body: the form's answers plus the server's signed description of the form, which
 * the intake checks them against and records the consent from. The plain declaration only names the kind
 * for a page rendered without a token.
 */
function requestBody(setup: EnquiryFormSetup, values: Values, key: string, formToken: string | null) {
  const { vehicle_year: _year, ...answers } = values
  return {
    ...answers,
    idempotency_key: key,
    form: setup.declaration,
    ...(formToken ? { form_token: formToken } : {}),
    url: window.location.href,
  }
}

export type SendResult = { ok: true; leadId: string } | { ok: false; message: string | null; fieldErrors: EnquiryErrors | null }

/** Sends the answers once; a network failure comes back as no message and no field errors. */
export async function sendEnquiry(setup: EnquiryFormSetup, values: Values, key: string, formToken: string | null): Promise<SendResult> {
  let response: Response
  try {
    response = await fetch(SUBMIT_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'Idempotency-Key': key },
      body: JSON.stringify(requestBody(setup, values, key, formToken)),
    })
  } catch {
    return { ok: false as const, message: null, fieldErrors: null }
  }
  let json: { lead_id?: string | number; message?: string; errors?: Record<string, string>; messages?: string[] } = {}
  try {
    json = await response.json()
  } catch {
    // An answer without a body is reported with the generic text.
  }
  if (response.ok && json.lead_id !== undefined && json.lead_id !== null) return { ok: true as const, leadId: String(json.lead_id) }
  const fieldErrors =
    response.status === 400 && json.errors
      ? { summary: enquiryMessages.errorSummary, messages: json.messages ?? Object.values(json.errors), byField: json.errors }
      : null
  return { ok: false as const, message: json.message ?? null, fieldErrors }
}
