'use client'

import { Button, useAuth, useConfig, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import type { UIFieldClientComponent } from 'payload'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { canActOnReservation } from './access'
import type { User } from '@forecourt/schema'
import { relationId } from '@forecourt/domain/ids'

/**
 * 'Refund' and 'Convert to sale' on a reservation's page. The endpoints decide (reservations/endpoints.ts):
 * a refund goes through the reservation's payment processor and is recorded with its refund id; a
 * conversion marks the car sold. Hiding the buttons from others only spares them a refusal.
 */

export const ReservationActions: UIFieldClientComponent = () => {
  const { id } = useDocumentInfo()
  const { user } = useAuth<User>()
  const router = useRouter()
  const {
    config: {
      serverURL,
      routes: { api },
    },
  } = useConfig()
  const status = useFormFields(([fields]) => fields.status?.value) as string | undefined
  const paidBefore = useFormFields(([fields]) => fields.payment_intent_id?.value)
  const tenant = relationId(useFormFields(([fields]) => fields.tenant?.value))
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<string | null>(null)

  if (id === undefined || id === null || tenant === null || !canActOnReservation(user, tenant)) return null
  const canRefund = (status === 'held' || status === 'paid' || status === 'released') && Boolean(paidBefore)
  const canConvert = status === 'held'
  if (!canRefund && !canConvert) return null

  const act = async (action: 'refund' | 'convert', question: string) => {
    if (!window.confirm(question)) return
    setBusy(true)
    setMessage(null)
    try {
      const response = await fetch(`${serverURL}${api}/reservations/${encodeURIComponent(String(id))}/${action}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
      const body = (await response.json().catch(() => ({}))) as { message?: string }
      if (!response.ok) {
        setMessage(body.message ?? 'That did not work. Please try again.')
        return
      }
      setMessage(action === 'refund' ? 'Refunded. The car is back on sale.' : 'Converted to a sale. The car is marked sold.')
      router.refresh()
    } finally {
      setBusy(false)
    }
  }

  return (
    <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center', marginBottom: '1.5rem', flexWrap: 'wrap' }}>
      {canRefund ? (
        <Button
          buttonStyle="secondary"
          disabled={busy}
          onClick={() => void act('refund', 'Refund the deposit in full? The car goes back on sale.')}
        >
          Refund
        </Button>
      ) : null}
      {canConvert ? (
        <Button disabled={busy} onClick={() => void act('convert', 'Convert this reservation to a sale? The car is marked sold.')}>
          Convert to sale
        </Button>
      ) : null}
      {message ? (
        <p role="status" style={{ margin: 0 }}>
          {message}
        </p>
      ) : null}
    </div>
  )
}
