'use client'

import { useEffect, useState } from 'react'

import { displayAustralianMobile, type SignInType } from '@forecourt/domain/shopper'
import { goToSignIn } from '../requests'
import { SignOutButton } from './SignOutButton.client'

/** Spin to win and online payment: for signed-in shoppers; the block's heading and text (the dealer's) say what is offered. */
export function SignedInPage({ type, path }: { type: SignInType; path: string }) {
  const [phone, setPhone] = useState<string | null>(null)
  useEffect(() => {
    void fetch('/api/shoppers/session', { credentials: 'same-origin', cache: 'no-store' })
      .then(async (response) => {
        const body = (await response.json()) as { signedIn?: boolean; shopper?: { phone: string } | null }
        if (!body.signedIn || !body.shopper) return goToSignIn(type, path)
        setPhone(body.shopper.phone)
      })
      .catch(() => undefined)
  }, [type, path])
  if (!phone) return <p className="fc-shopper__loading">Checking your sign-in…</p>
  return (
    <div className="fc-shopper__panel">
      <p>Signed in as {displayAustralianMobile(phone)}.</p>
      <SignOutButton />
    </div>
  )
}
