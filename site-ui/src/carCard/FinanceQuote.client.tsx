'use client'

import { useEffect, useState } from 'react'

import { FINANCE_QUOTE_PATH, weeklyRepaymentOfAnswer, type FinanceQuoteRequest } from '@forecourt/domain/finance'
import { formatDollars } from '@forecourt/domain/vehicle'
import { CardFinanceText } from './FinanceText'

/**
 * One request per distinct car for the life of the page: InstantSearch re-mounts cards as the visitor
 * refines and pages back, and a failed quote is not worth asking for again until the next visit.
 */
const answers = new Map<string, Promise<number | null>>()
const REMEMBERED_ANSWERS = 500

function weeklyQuote(body: string): Promise<number | null> {
  const known = answers.get(body)
  if (known) return known
  if (answers.size >= REMEMBERED_ANSWERS) answers.clear()
  const pending = fetch(FINANCE_QUOTE_PATH, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    .then(async (response) => (response.ok ? weeklyRepaymentOfAnswer(await response.json()) : null))
    .catch((error: unknown) => {
      // The spec ignores quote failures: the card simply has no finance line.
      console.debug('Finance quote unavailable', error)
      return null
    })
  answers.set(body, pending)
  return pending
}

/**
 * A card's finance line for a car without a quote of its own: asks the site for one after the card is
 * shown and adds the line when a quote arrives. The empty line keeps the card's height while it waits.
 */
export function CardFinanceQuote({ request }: { request: FinanceQuoteRequest }) {
  const body = JSON.stringify(request)
  const [weekly, setWeekly] = useState<number | null>(null)
  const [settled, setSettled] = useState(false)
  useEffect(() => {
    let current = true
    void weeklyQuote(body).then((value) => {
      if (!current) return
      setWeekly(value)
      setSettled(true)
    })
    return () => {
      current = false
    }
  }, [body])
  if (weekly === null) return <p className="fc-car-card__finance fc-car-card__finance--empty" data-quote={settled ? 'none' : 'pending'} />
  return <CardFinanceText weeklyText={formatDollars(weekly)} />
}
