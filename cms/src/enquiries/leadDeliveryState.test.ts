import { describe, expect, it } from '@jest/globals'

import {
  initialDeliveryJobs,
  newStoredDeliveryJob,
  parseStoredDeliveryJobs,
  summariseDeliveries,
  toOutboxJob,
  type StoredDeliveryJob,
} from './leadDeliveryState'

const now = new Date('2025-06-02T03:00:00.000Z')
const at = (ms: number) => new Date(now.getTime() + ms).toISOString()
const job = (extra: Partial<StoredDeliveryJob>): StoredDeliveryJob => ({ ...newStoredDeliveryJob('email', now), ...extra })

describe('summariseDeliveries', () => {
  it('names the least advanced job and when the worker should look again', () => {
    expect(summariseDeliveries([job({ nextAttemptAt: at(5_000) }), job({ channel: 'webhook', nextAttemptAt: at(1_000) })], now)).toEqual({
      delivery_status: 'pending',
      next_delivery_at: at(1_000),
    })
    expect(
      summariseDeliveries([job({ status: 'delivered', nextAttemptAt: null }), job({ status: 'needs-operator', nextAttemptAt: null })], now),
    ).toEqual({
      delivery_status: 'needs-operator',
      next_delivery_at: null,
    })
    expect(
      summariseDeliveries([job({ status: 'delivered', nextAttemptAt: null }), job({ status: 'dismissed', nextAttemptAt: null })], now)
        .delivery_status,
    ).toBe('dismissed')
    expect(summariseDeliveries([job({ status: 'delivered', nextAttemptAt: null })], now)).toEqual({
      delivery_status: 'delivered',
      next_delivery_at: null,
    })
  })

  it('does not make a job held by a live lease due before the lease ends', () => {
    const held = job({ nextAttemptAt: at(0), claimedBy: 'a', claimToken: 't', claimExpiresAt: at(60_000) })
    expect(summariseDeliveries([held], now).next_delivery_at).toBe(at(60_000))
    // Once the lease has run out the job is due again at once: its runner may have died.
    expect(summariseDeliveries([held], new Date(now.getTime() + 61_000)).next_delivery_at).toBe(at(0))
  })
})

describe('stored jobs', () => {
  it('asks for an email always and a webhook only when the tenant has one', () => {
    expect(initialDeliveryJobs(null, now).map((each) => each.channel)).toEqual(['email'])
    expect(initialDeliveryJobs({ webhookUrl: '  ' }, now).map((each) => each.channel)).toEqual(['email'])
    expect(initialDeliveryJobs({ webhookUrl: 'https://crm.example/leads' }, now).map((each) => each.channel)).toEqual(['email', 'webhook'])
  })

  it('derives the job key from the lead id, which a new lead does not have yet', () => {
    expect(toOutboxJob(12, job({ channel: 'webhook' }))).toMatchObject({
      key: 'lead-delivery:12:webhook',
      leadId: '12',
      channel: 'webhook',
    })
    expect(toOutboxJob(12, job({}))).not.toHaveProperty('log')
  })

  it('drops entries that are not jobs instead of failing the worker', () => {
    const good = job({ attempts: 2 })
    expect(
      parseStoredDeliveryJobs([
        good,
        null,
        'x',
        { channel: 'fax', status: 'pending' },
        { channel: 'email', status: 'lost' },
        { channel: 'email', status: 'pending', attempts: -3 },
      ]),
    ).toEqual([good, expect.objectContaining({ channel: 'email', status: 'pending', attempts: 0, log: [] })])
    expect(parseStoredDeliveryJobs('[]')).toEqual([])
  })
})
