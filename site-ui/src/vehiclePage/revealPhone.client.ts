'use client'

import { isPhoneRevealAnswer, PHONE_REVEAL_PATH, type PhoneRevealAnswer, type PhoneRevealBody } from '@forecourt/domain/vehiclePage'

/**
 * Asks the server for the masked number, which records the reveal for the dealer. The page never
 * holds the number while masking is on, so a failed call leaves it hidden: null, and the error logged.
 */
export async function revealPhone(body: PhoneRevealBody): Promise<PhoneRevealAnswer | null> {
  try {
    const response = await fetch(PHONE_REVEAL_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    const answer: unknown = await response.json()
    if (response.ok && isPhoneRevealAnswer(answer)) return answer
    console.error('The phone reveal was refused', response.status)
  } catch (error) {
    console.error('The phone reveal failed', error)
  }
  return null
}
