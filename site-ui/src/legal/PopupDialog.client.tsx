'use client'

import type React from 'react'
import { useEffect, useRef, useSyncExternalStore } from 'react'

import { isPopupVisible } from '@forecourt/domain/legal'
import { popupOpenScript, type PopupView } from './popup.view'

function storedDismissal(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    // Storage can be blocked (privacy modes); the popup then shows, as it does by default.
    return null
  }
}

function rememberDismissal(key: string) {
  try {
    window.localStorage.setItem(key, 'true')
  } catch {
    // Nothing to remember it in: it will show again on the next page, which is the safe default.
  }
}

const noChanges = () => () => {}

/**
 * The site's promotional popup. A native modal dialog: the browser keeps focus inside, closes it on
 * Escape and makes the page behind inert; focus goes back to where it was when it closes. Whether it
 * was closed before is known only to the browser: an inline script right after the dialog decides
 * while the page loads (popupScript.ts), and the effect does after a client-side navigation.
 * The picture comes drawn by the server (PopupPicture), so the dialog's code carries no image component.
 */
export function PopupDialog({ popup, image }: { popup: PopupView; image: React.ReactNode }) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const returnFocus = useRef<Element | null>(null)
  // The opening script belongs to the server HTML only: true while hydrating it, false in renders on the
  // client (where React would not run a script anyway), so the element goes once it has done its work.
  const inServerHtml = useSyncExternalStore(
    noChanges,
    () => false,
    () => true,
  )

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    // Marks that the browser has decided (tests and styles can tell 'closed before' from 'not yet hydrated').
    dialog.dataset.checked = 'true'
    if (dialog.open) return
    if (!isPopupVisible({ expiry: popup.expiry }, storedDismissal(popup.storageKey), new Date())) return
    returnFocus.current = document.activeElement
    dialog.showModal()
  }, [popup.expiry, popup.storageKey])

  const onClose = () => {
    rememberDismissal(popup.storageKey)
    if (returnFocus.current instanceof HTMLElement) returnFocus.current.focus()
  }

  const titleId = `fc-popup-title-${popup.id}`
  const descriptionId = `fc-popup-description-${popup.id}`
  return (
    <>
      <dialog
        ref={dialogRef}
        // The inline script may have opened it before hydration: `open` is then the browser's, not a mismatch.
        suppressHydrationWarning
        className="fc-popup"
        aria-labelledby={titleId}
        aria-describedby={popup.description ? descriptionId : undefined}
        onClose={onClose}
        onClick={(event) => {
          // A click on the backdrop lands on the dialog element itself.
          if (event.target === event.currentTarget) dialogRef.current?.close()
        }}
      >
        <div className="fc-popup__inner">
          <button type="button" className="fc-popup__close" aria-label="Close" autoFocus onClick={() => dialogRef.current?.close()}>
            <span aria-hidden="true">×</span>
          </button>
          {image}
          <h2 id={titleId} className="fc-popup__title">
            {popup.title}
          </h2>
          {popup.description ? (
            <p id={descriptionId} className="fc-popup__description">
              {popup.description}
            </p>
          ) : null}
          {popup.button ? (
            <a className="fc-button fc-button--primary" href={popup.button.href} onClick={() => rememberDismissal(popup.storageKey)}>
              {popup.button.label}
            </a>
          ) : null}
        </div>
      </dialog>
      {inServerHtml ? <script dangerouslySetInnerHTML={{ __html: popupOpenScript(popup.storageKey) }} /> : null}
    </>
  )
}
