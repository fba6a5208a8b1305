import { safeSitePath, signInHref, signInMessages, type SignInType } from '@forecourt/domain/shopper'

type Answer = { success?: boolean; message?: string }

/** A JSON POST to the shopper endpoints, with the shopper's cookie; a network failure reads as the SMS failure message. */
export async function post(path: string, body: unknown): Promise<{ ok: boolean; status: number; body: Answer & Record<string, unknown> }> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { ok: response.ok, status: response.status, body: ((await response.json().catch(() => ({}))) ?? {}) as Answer }
  } catch {
    return { ok: false, status: 0, body: { message: signInMessages.smsFailed } }
  }
}

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

function hereWithQuery(): string {
  return `${window.location.pathname}${window.location.search}`
}

/** Sends a visitor who is not signed in to sign in, and back here afterwards. */
export function goToSignIn(type: SignInType, path: string) {
  window.location.replace(
    signInHref(type, hereWithQuery() || path, document.referrer ? safeSitePath(new URL(document.referrer).pathname) : '/'),
  )
}
