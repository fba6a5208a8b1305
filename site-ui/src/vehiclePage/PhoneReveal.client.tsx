'use client'

import { useEffect, useRef, useState } from 'react'

import { maskPhoneNumber, PHONE_REVEAL_PATH, type PhoneRevealBody } from '@forecourt/domain/vehiclePage'

type Props = { number: string; telHref: string; reveal: PhoneRevealBody }

/** The dealer's number, masked until the shopper asks for it; the click is recorded for the dealer. */
export function PhoneReveal({ number, telHref, reveal }: Props) {
  const [revealed, setRevealed] = useState(false)
  const link = useRef<HTMLAnchorElement>(null)

  useEffect(() => {
    if (revealed) link.current?.focus()
  }, [revealed])

  if (revealed) {
    return (
      <a ref={link} href={telHref} className="fc-vehicle-summary__phone-link">
        {number}
      </a>
    )
  }

  const show = () => {
    setRevealed(true)
    // Recording is for the dealer's reports; the shopper gets the number whatever happens to it.
    fetch(PHONE_REVEAL_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(reveal),
      keepalive: true,
    }).catch((error: unknown) => console.error('Recording the phone reveal failed', error))
  }

  return (
    <>
      <span aria-hidden="true">{maskPhoneNumber(number)} </span>
      <button type="button" className="fc-link-button fc-vehicle-summary__phone-reveal" onClick={show}>
        Show number
      </button>
    </>
  )
}
