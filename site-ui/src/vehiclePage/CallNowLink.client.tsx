'use client'

import { useEffect, useState, type ReactNode } from 'react'

import { pushToDataLayer } from '@forecourt/domain/enquiry'
import { callTheDealerEvent, type PhoneRevealBody } from '@forecourt/domain/vehiclePage'
import { revealPhone } from './revealPhone.client'

export type CallEventCar = Parameters<typeof callTheDealerEvent>[0]

export type CallTarget =
  | { /** The dealer's tel: link, when masking is off. */ href: string; reveal?: undefined }
  /** Masking is on: the page has no number, and pressing asks the reveal call for it, then dials. */
  | { href?: undefined; reveal: PhoneRevealBody }

type Props = { className: string; children: ReactNode; car: CallEventCar } & CallTarget

/** Every Call Now on the car page: pushes event 25 (call the dealer) on each press, then calls. */
export function CallNowLink({ className, children, car, href, reveal }: Props) {
  const [failed, setFailed] = useState(false)
  // Marks when a press pushes the event (after hydration): before it, a press dials without one, and tests wait for it.
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const hydrationMark = hydrated ? 'true' : undefined
  const pushEvent = () => pushToDataLayer(window as unknown as { dataLayer?: unknown }, callTheDealerEvent(car))

  if (href !== undefined) {
    return (
      <a className={className} href={href} onClick={pushEvent} data-hydrated={hydrationMark}>
        {children}
      </a>
    )
  }
  const call = async () => {
    pushEvent()
    const answer = await revealPhone(reveal)
    setFailed(answer === null)
    if (answer) window.location.assign(answer.tel_href)
  }
  return (
    <>
      <button type="button" className={className} onClick={() => void call()} data-masked-call="" data-hydrated={hydrationMark}>
        {children}
      </button>
      {failed ? (
        <span role="status" className="fc-call-now__failed">
          The number could not be shown. Please try again.
        </span>
      ) : null}
    </>
  )
}
