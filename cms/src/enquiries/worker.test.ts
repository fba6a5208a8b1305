import { describe, expect, it } from '@jest/globals'

import { defaultRetryPolicy } from './delivery'
import { parseSettings, type Environment } from '../platform/settings'
import { leadDeliveryOptionsOf, retryPolicyOf } from './worker'

const retryPolicyOfEnv = (env: Environment) => retryPolicyOf(parseSettings(env))
const leadDeliveryOptionsOfEnv = (env: Environment) => leadDeliveryOptionsOf(parseSettings(env))

describe('the delivery worker’s settings from the environment', () => {
  it('keeps the production retry schedule unless LEAD_DELIVERY_RETRY_BASE_MS sets its first wait', () => {
    expect(retryPolicyOfEnv({})).toBeUndefined()
    expect(leadDeliveryOptionsOfEnv({}).policy).toBeUndefined()
    expect(retryPolicyOfEnv({ LEAD_DELIVERY_RETRY_BASE_MS: '5000' })).toEqual({ ...defaultRetryPolicy, baseDelayMs: 5000 })
    expect(leadDeliveryOptionsOfEnv({ SMTP_HOST: '127.0.0.1', LEAD_DELIVERY_RETRY_BASE_MS: '2000' }).policy?.baseDelayMs).toBe(2000)
  })

  it('reads a blank first wait as unset', () => {
    for (const value of ['', ' ']) expect(retryPolicyOfEnv({ LEAD_DELIVERY_RETRY_BASE_MS: value })).toBeUndefined()
  })

  it('refuses a first wait that is not a whole number, too short to mean it or longer than the schedule’s cap', () => {
    for (const value of ['soon', '1.5', '-5000', '50', String(defaultRetryPolicy.maxDelayMs + 1)]) {
      expect(() => retryPolicyOfEnv({ LEAD_DELIVERY_RETRY_BASE_MS: value })).toThrow(
        `LEAD_DELIVERY_RETRY_BASE_MS must be a whole number from 100 to ${defaultRetryPolicy.maxDelayMs} (got "${value}").`,
      )
    }
    expect(retryPolicyOfEnv({ LEAD_DELIVERY_RETRY_BASE_MS: String(defaultRetryPolicy.maxDelayMs) })?.baseDelayMs).toBe(
      defaultRetryPolicy.maxDelayMs,
    )
  })
})
