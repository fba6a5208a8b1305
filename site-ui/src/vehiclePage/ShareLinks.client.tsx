'use client'

import { useEffect, useRef, useState } from 'react'

import { COPIED_TEXT, COPY_NOTICE_MS, sharePopupFeatures, type ShareLink } from './share.view'

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    // Older browsers, or a page without clipboard permission: the selection-based fallback.
    const area = document.createElement('textarea')
    area.value = text
    area.setAttribute('readonly', '')
    area.style.position = 'fixed'
    area.style.opacity = '0'
    document.body.append(area)
    area.select()
    const copied = document.execCommand('copy')
    area.remove()
    return copied
  }
}

/** Share links (social networks in a 550×400 popup) and a copy-link button that says 'Copied' for 1.5 s. */
export function ShareLinks({ links, url }: { links: ShareLink[]; url: string }) {
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current)
    },
    [],
  )

  const onCopy = async () => {
    if (!(await copyText(url))) return
    setCopied(true)
    if (timer.current) clearTimeout(timer.current)
    timer.current = setTimeout(() => setCopied(false), COPY_NOTICE_MS)
  }

  return (
    <div className="fc-share">
      <ul className="fc-share__links">
        {links.map((link) => (
          <li key={link.id}>
            <a
              className={`fc-share__link fc-share__link--${link.id}`}
              href={link.href}
              aria-label={link.popup ? `${link.label} (opens in a new window)` : link.label}
              {...(link.popup ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              onClick={(event) => {
                if (!link.popup) return
                const popup = window.open(
                  link.href,
                  'fc-share',
                  sharePopupFeatures({ left: window.screenX, top: window.screenY, width: window.outerWidth, height: window.outerHeight }),
                )
                // A blocked popup leaves the link's own new-tab behaviour in place.
                if (!popup) return
                popup.opener = null
                event.preventDefault()
              }}
            >
              {link.name}
            </a>
          </li>
        ))}
        <li>
          <button type="button" className="fc-share__link fc-share__copy" onClick={onCopy}>
            Copy link
          </button>
        </li>
      </ul>
      <p className="fc-share__notice" role="status">
        {copied ? COPIED_TEXT : ''}
      </p>
    </div>
  )
}
