'use client'

import { useEffect, useRef, useState } from 'react'

import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from './toaster.view'

import { TOAST_EVENT, type ToastMessage } from './toast.client'

type ShownToast = ToastMessage & { key: number; open: boolean }

/**
 * The site's toaster: at most TOAST_LIMIT (one) toast, shown TOAST_DURATION_MS then closed, and kept
 * (hidden) until TOAST_REMOVE_DELAY_MS or the next toast replaces it. The region is always in the page
 * with role=status, so screen readers announce each toast politely; Escape or the close button
 * dismisses it, and the timer pauses while the pointer or focus is on it, so nobody loses it mid-read.
 */
export function Toaster({ viewListHref }: { viewListHref: string }) {
  const [toasts, setToasts] = useState<ShownToast[]>([])
  const timers = useRef<{ close?: ReturnType<typeof setTimeout>; remove?: ReturnType<typeof setTimeout> }>({})
  const paused = useRef(false)

  const clearTimers = () => {
    clearTimeout(timers.current.close)
    clearTimeout(timers.current.remove)
  }
  const close = () => {
    clearTimers()
    setToasts((shown) => shown.map((toast) => ({ ...toast, open: false })))
    timers.current.remove = setTimeout(() => setToasts([]), TOAST_REMOVE_DELAY_MS)
  }
  const scheduleClose = () => {
    clearTimeout(timers.current.close)
    timers.current.close = setTimeout(() => {
      if (!paused.current) close()
    }, TOAST_DURATION_MS)
  }

  useEffect(() => {
    const onToast = (event: Event) => {
      const message = (event as CustomEvent<ToastMessage>).detail
      clearTimers()
      setToasts((shown) => [{ ...message, key: Date.now(), open: true }, ...shown].slice(0, TOAST_LIMIT))
      scheduleClose()
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close()
    }
    window.addEventListener(TOAST_EVENT, onToast)
    window.addEventListener('keydown', onKey)
    return () => {
      window.removeEventListener(TOAST_EVENT, onToast)
      window.removeEventListener('keydown', onKey)
      clearTimers()
    }
    // The handlers only touch refs and state setters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const hold = () => {
    paused.current = true
  }
  const release = () => {
    paused.current = false
    if (toasts.some((toast) => toast.open)) scheduleClose()
  }

  return (
    <div className="fc-toaster" role="status" aria-live="polite" aria-atomic="true">
      {toasts.map((toast) =>
        toast.open ? (
          <div key={toast.key} className="fc-toast" onMouseEnter={hold} onMouseLeave={release} onFocus={hold} onBlur={release}>
            <div className="fc-toast__text">
              <p className="fc-toast__title">{toast.title}</p>
              <p className="fc-toast__description">{toast.description}</p>
            </div>
            {toast.action ? (
              <a className="fc-toast__action" href={viewListHref}>
                {toast.action.label}
              </a>
            ) : null}
            <button type="button" className="fc-toast__close" aria-label="Dismiss notification" onClick={close}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
        ) : null,
      )}
    </div>
  )
}
