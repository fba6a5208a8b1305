'use client'

import type React from 'react'
import { useEffect, useRef, useState } from 'react'

/**
 * A link to a page of its own (the enquiry form, the offer form, the certified benefits) that opens
 * that content in a dialog instead when scripts run. Without JavaScript, or with a modifier key (a new
 * tab), the link simply goes to the page. A native modal dialog: the browser keeps focus inside, closes
 * it on Escape and makes the page behind inert; focus goes back to the link when it closes.
 *
 * The content is drawn only once the dialog first opens, so a form's code is fetched then and not with
 * the page; it stays drawn afterwards, so what a shopper typed survives closing and reopening.
 */
export function DialogLink({
  href,
  className,
  dialogLabel,
  content,
  children,
}: {
  href: string
  className?: string
  /** The dialog's accessible name. */
  dialogLabel: string
  content: React.ReactNode
  children: React.ReactNode
}) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const linkRef = useRef<HTMLAnchorElement>(null)
  const [opened, setOpened] = useState(false)
  // Marks the link as enhanced once its code runs (until then a click follows the link to the page).
  const [enhanced, setEnhanced] = useState(false)
  useEffect(() => setEnhanced(true), [])

  const open = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    setOpened(true)
    dialogRef.current?.showModal()
  }

  return (
    <>
      <a ref={linkRef} href={href} className={className} aria-haspopup="dialog" data-dialog={enhanced ? 'ready' : undefined} onClick={open}>
        {children}
      </a>
      <dialog
        ref={dialogRef}
        className="fc-dialog"
        aria-label={dialogLabel}
        onClose={() => linkRef.current?.focus()}
        onClick={(event) => {
          // A click on the backdrop lands on the dialog element itself.
          if (event.target === event.currentTarget) dialogRef.current?.close()
        }}
      >
        <div className="fc-dialog__inner">
          <button type="button" className="fc-dialog__close" aria-label="Close" onClick={() => dialogRef.current?.close()}>
            <span aria-hidden="true">×</span>
          </button>
          {opened ? content : null}
        </div>
      </dialog>
    </>
  )
}
