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

  it('ignores a first wait that is blank, not a whole number or too short to mean it', () => {
    for (const value of ['', ' ', 'soon', '1.5', '-5000', '50']) expect(retryPolicyFromEnv({ LEAD_DELIVERY_RETRY_BASE_MS: value })).toBeUndefined()
  })

  it('never waits longer than the schedule’s cap before the first retry', () => {
    expect(retryPolicyFromEnv({ LEAD_DELIVERY_RETRY_BASE_MS: String(48 * 3_600_000) })?.baseDelayMs).toBe(defaultRetryPolicy.maxDelayMs)
  })
})
