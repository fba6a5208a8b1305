import { describe, expect, it } from '@jest/globals'

import { defaultRetryPolicy } from './delivery'
import { leadDeliveryOptionsFromEnv, retryPolicyFromEnv } from './worker'

describe('the delivery worker’s settings from the environment', () => {
  it('keeps the production retry schedule unless LEAD_DELIVERY_RETRY_BASE_MS sets its first wait', () => {
    expect(retryPolicyFromEnv({})).toBeUndefined()
    expect(leadDeliveryOptionsFromEnv({}).policy).toBeUndefined()
    expect(retryPolicyFromEnv({ LEAD_DELIVERY_RETRY_BASE_MS: '5000' })).toEqual({ ...defaultRetryPolicy, baseDelayMs: 5000 })
    expect(leadDeliveryOptionsFromEnv({ SMTP_HOST: '127.0.0.1', LEAD_DELIVERY_RETRY_BASE_MS: '2000' }).policy?.baseDelayMs).toBe(2000)
  })

  it('reads a blank first wait as unset', () => {
    for (const value of ['', ' ']) expect(retryPolicyFromEnv({ LEAD_DELIVERY_RETRY_BASE_MS: value })).toBeUndefined()
  })

  it('refuses a first wait that is not a whole number, too short to mean it or longer than the schedule’s cap', () => {
    for (const value of ['soon', '1.5', '-5000', '50', String(defaultRetryPolicy.maxDelayMs + 1)]) {
      expect(() => retryPolicyFromEnv({ LEAD_DELIVERY_RETRY_BASE_MS: value })).toThrow(
        `LEAD_DELIVERY_RETRY_BASE_MS must be a whole number from 100 to ${defaultRetryPolicy.maxDelayMs} (got "${value}").`,
      )
    }
    expect(retryPolicyFromEnv({ LEAD_DELIVERY_RETRY_BASE_MS: String(defaultRetryPolicy.maxDelayMs) })?.baseDelayMs).toBe(
      defaultRetryPolicy.maxDelayMs,
    )
  })
})
