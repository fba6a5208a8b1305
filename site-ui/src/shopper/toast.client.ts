'use client'

/** A toast as the watchlist shows it (§8): a title, a line of text and the 'View List' action. */
export type ToastMessage = { title: string; description: string; action?: { label: string } }

export const TOAST_EVENT = 'fc:toast'

/**
 * Shows a toast through the site's one toaster (Toaster.client.tsx, in the page frame): an event on the
 * window, so a button anywhere on the page needs no shared React state, and the newest toast replaces
 * the one shown (at most one at a time).
 */
export function showToast(message: ToastMessage): void {
  window.dispatchEvent(new CustomEvent<ToastMessage>(TOAST_EVENT, { detail: message }))
}
