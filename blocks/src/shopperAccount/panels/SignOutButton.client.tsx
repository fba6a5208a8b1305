'use client'

import { post } from '../requests'

async function signOut() {
  await post('/api/shoppers/sign-out', {})
  window.location.assign('/')
}

export function SignOutButton() {
  return (
    <button type="button" className="fc-button fc-button--secondary fc-shopper__sign-out" onClick={() => void signOut()}>
      Sign out everywhere
    </button>
  )
}
