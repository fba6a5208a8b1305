'use client'

import { useEffect, useRef, useState } from 'react'

import type { PhoneRevealAnswer, PhoneRevealBody } from '@forecourt/domain/vehiclePage'
import { revealPhone } from './revealPhone.client'

type Props = { masked: string; reveal: PhoneRevealBody }

/**
 * The dealer's number, masked until the shopper asks for it. The page holds only the masked text:
 * the number comes from the reveal call, which records the click for the dealer.
 */
export function PhoneReveal({ masked, reveal }: Props) {
  const [revealed, setRevealed] = useState<PhoneRevealAnswer | null>(null)
  const [state, setState] = useState<'masked' | 'asking' | 'failed'>('masked')
  const link = useRef<HTMLAnchorElement>(null)

  useEffect(() => {
    if (revealed) link.current?.focus()
  }, [revealed])

  if (revealed) {
    return (
      <a ref={link} href={revealed.tel_href} className="fc-vehicle-summary__phone-link">
        {revealed.number}
      </a>
    )
  }

  const show = async () => {
    setState('asking')
    const answer = await revealPhone(reveal)
    setRevealed(answer)
    setState(answer ? 'masked' : 'failed')
  }

  return (
    <>
      <span aria-hidden="true">{masked} </span>
      <button
        type="button"
        className="fc-link-button fc-vehicle-summary__phone-reveal"
        onClick={() => void show()}
        disabled={state === 'asking'}
      >
        Show number
      </button>
      {state === 'failed' ? <span role="status"> The number could not be shown. Please try again.</span> : null}
    </>
  )
}
