'use client'

import { Button, useAuth, useConfig, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import type { UIFieldClientComponent } from 'payload'
import { useCallback, useEffect, useRef, useState } from 'react'

import { canActOnLeadDelivery } from './access'
import type { User } from '@forecourt/schema'
import { relationId } from '@forecourt/domain/ids'

/**
 * The delivery of one lead on its edit view: each job's state and every attempt with its outcome,
 * and, for the users the delivery-action endpoint lets act (deliveryActions.ts), 'Retry delivery' and
 * 'Give up' on jobs not yet delivered. The endpoint decides; hiding the buttons from others only
 * spares them a refusal.
 */

type Attempt = {
  at?: string
  runnerId?: string
  outcome?: { kind?: string; status?: number; code?: number; message?: string | null }
  error?: string | null
}
type Job = {
  channel: string
  destinationId?: string
  status: string
  attempts?: number
  nextAttemptAt?: string | null
  lastError?: string | null
  deliveredAt?: string
  dismissedBy?: string
  log?: Attempt[]
}

const statusLabels: Record<string, string> = {
  pending: 'Pending',
  delivered: 'Delivered',
  'needs-operator': 'Needs an operator',
  dismissed: 'Given up',
}
const channelLabels: Record<string, string> = {
  email: 'Email to staff',
  confirmation: 'Confirmation to the shopper',
  webhook: 'Webhook',
  adf: 'ADF/XML',
}

const jobsFrom = (value: unknown): Job[] =>
  Array.isArray(value)
    ? (value as Job[]).filter((job) => job && typeof job === 'object' && typeof job.channel === 'string' && typeof job.status === 'string')
    : []

function when(value: string | null | undefined): string {
  if (!value) return '—'
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'medium' })
}

function outcomeText(attempt: Attempt): string {
  if (!attempt.error) return 'Delivered'
  return attempt.error
}

const jobLabel = (job: Job) => `${channelLabels[job.channel] ?? job.channel}${job.destinationId ? ` (${job.destinationId})` : ''}`

/** A retried job is pending and due at once; the worker's attempt follows within a moment. */
const awaitingAttempt = (job: Job) => job.status === 'pending' && (!job.nextAttemptAt || Date.parse(job.nextAttemptAt) <= Date.now() + 1000)

export const LeadDeliveryPanel: UIFieldClientComponent = () => {
  const { id } = useDocumentInfo()
  const { user } = useAuth<User>()
  const {
    config: {
      serverURL,
      routes: { api },
    },
  } = useConfig()
  const storedJobs = useFormFields(([fields]) => fields.deliveries?.value)
  const tenant = useFormFields(([fields]) => fields.tenant?.value)
  const [jobs, setJobs] = useState<Job[]>(() => jobsFrom(storedJobs))
  const [busy, setBusy] = useState<string | null>(null)
  const [message, setMessage] = useState<{ kind: 'info' | 'error'; text: string } | null>(null)
  const polling = useRef<ReturnType<typeof setTimeout> | null>(null)

  useEffect(() => setJobs(jobsFrom(storedJobs)), [storedJobs])
  useEffect(
    () => () => {
      if (polling.current) clearTimeout(polling.current)
    },
    [],
  )

  const leadUrl = id === undefined || id === null ? null : `${serverURL}${api}/enquiries/${encodeURIComponent(String(id))}`

  const reload = useCallback(async (): Promise<Job[] | null> => {
    if (!leadUrl) return null
    const response = await fetch(`${leadUrl}?depth=0&select[deliveries]=true&select[delivery_status]=true`, {
      credentials: 'include',
      cache: 'no-store',
    })
    if (!response.ok) return null
    const fresh = jobsFrom(((await response.json()) as { deliveries?: unknown }).deliveries)
    setJobs(fresh)
    return fresh
  }, [leadUrl])

  /** Follows a retry until the worker has recorded its attempt (or half a minute has passed). */
  const follow = useCallback(
    (channel: string, until: number) => {
      if (polling.current) clearTimeout(polling.current)
      polling.current = setTimeout(async () => {
        const fresh = await reload().catch(() => null)
        const job = fresh?.find((candidate) => candidate.channel === channel)
        // eslint-disable-next-line react-hooks/immutability -- runs in the timer, after follow is assigned
        if (job && awaitingAttempt(job) && Date.now() < until) follow(channel, until)
      }, 1500)
    },
    [reload],
  )

  const act = async (action: 'retry' | 'give-up', job: Job) => {
    if (!leadUrl) return
    setBusy(`${action}:${job.channel}`)
    setMessage(null)
    try {
      const response = await fetch(`${leadUrl}/delivery-action`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ action, channel: job.channel }),
      })
      const answer = (await response.json().catch(() => ({}))) as { message?: string }
      if (!response.ok) {
        setMessage({
          kind: 'error',
          text: answer.message ?? `The ${action === 'retry' ? 'retry' : 'give-up'} failed (HTTP ${response.status}).`,
        })
        return
      }
      await reload()
      if (action === 'retry') {
        setMessage({ kind: 'info', text: `${jobLabel(job)}: retrying now.` })
        // eslint-disable-next-line react-hooks/purity -- act runs on a click, not during render
        follow(job.channel, Date.now() + 30_000)
      } else {
        setMessage({ kind: 'info', text: `${jobLabel(job)}: given up. The lead stays stored.` })
      }
    } catch (error) {
      setMessage({ kind: 'error', text: error instanceof Error ? error.message : String(error) })
    } finally {
      setBusy(null)
    }
  }

  const tenantId = relationId(tenant)
  const mayAct = tenantId !== null && canActOnLeadDelivery(user, tenantId)

  return (
    <div className="lead-delivery-panel" data-testid="lead-delivery-panel" style={{ marginBottom: 'calc(var(--base) * 1.5)' }}>
      <h3 style={{ marginBottom: 'calc(var(--base) / 2)' }}>Delivery</h3>
      {jobs.length === 0 ? <p>Nothing to deliver for this lead.</p> : null}
      {message ? (
        <p
          role={message.kind === 'error' ? 'alert' : 'status'}
          style={{ color: message.kind === 'error' ? 'var(--theme-error-500)' : undefined }}
        >
          {message.text}
        </p>
      ) : null}
      {jobs.map((job) => {
        const open = job.status !== 'delivered'
        const label = jobLabel(job)
        return (
          <section
            key={`${job.channel}:${job.destinationId ?? ''}`}
            data-testid={`delivery-job-${job.channel}`}
            aria-label={label}
            style={{
              border: '1px solid var(--theme-elevation-150)',
              borderRadius: 4,
              padding: 'calc(var(--base) / 2) var(--base)',
              marginBottom: 'calc(var(--base) / 2)',
            }}
          >
            <p style={{ margin: 0 }}>
              <strong>{label}</strong>: <span data-testid="delivery-job-status">{statusLabels[job.status] ?? job.status}</span>
              {' · '}
              <span data-testid="delivery-job-attempts">
                {job.attempts ?? 0} attempt{job.attempts === 1 ? '' : 's'}
              </span>
              {job.status === 'pending' ? ` · next attempt ${when(job.nextAttemptAt)}` : null}
              {job.status === 'delivered' && job.deliveredAt ? ` · delivered ${when(job.deliveredAt)}` : null}
              {job.status === 'dismissed' && job.dismissedBy ? ` · given up by ${job.dismissedBy}` : null}
            </p>
            {job.lastError && open ? <p style={{ margin: '4px 0 0' }}>Last error: {job.lastError}</p> : null}
            {(job.log ?? []).length > 0 ? (
              <table style={{ width: '100%', marginTop: 'calc(var(--base) / 2)', fontSize: '0.9em' }}>
                <thead>
                  <tr>
                    <th style={{ textAlign: 'left' }}>Attempt</th>
                    <th style={{ textAlign: 'left' }}>When</th>
                    <th style={{ textAlign: 'left' }}>Outcome</th>
                    <th style={{ textAlign: 'left' }}>Sent by</th>
                  </tr>
                </thead>
                <tbody>
                  {(job.log ?? []).map((attempt, index) => (
                    <tr key={`${attempt.at ?? ''}-${index}`}>
                      <td>{index + 1}</td>
                      <td>{when(attempt.at)}</td>
                      <td>{outcomeText(attempt)}</td>
                      <td>{attempt.runnerId ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
            {mayAct && open ? (
              <div style={{ display: 'flex', gap: 'calc(var(--base) / 2)', marginTop: 'calc(var(--base) / 2)' }}>
                <Button buttonStyle="secondary" size="small" margin={false} disabled={busy !== null} onClick={() => void act('retry', job)}>
                  Retry delivery
                </Button>
                {job.status !== 'dismissed' ? (
                  <Button
                    buttonStyle="secondary"
                    size="small"
                    margin={false}
                    disabled={busy !== null}
                    onClick={() => void act('give-up', job)}
                  >
                    Give up
                  </Button>
                ) : null}
              </div>
            ) : null}
          </section>
        )
      })}
      {!mayAct && jobs.some((job) => job.status !== 'delivered') ? (
        <p style={{ fontSize: '0.9em' }}>Onboarding staff of this site and super-admins can retry or give up on a delivery.</p>
      ) : null}
    </div>
  )
}
