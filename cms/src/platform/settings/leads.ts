import { wholeNumber, type Description, type Values } from './variables'

export const DEFAULT_LEAD_DELIVERY_INTERVAL_MS = 5_000
/** The retry schedule's first wait and its cap (enquiries/delivery.ts, defaultRetryPolicy). */
export const DEFAULT_LEAD_DELIVERY_RETRY_BASE_MS = 60_000
export const MAX_LEAD_DELIVERY_RETRY_BASE_MS = 6 * 60 * 60_000

/** The lead delivery worker (docs/leads.md). */
export const leadVariables = {
  LEAD_DELIVERY_INTERVAL_MS: wholeNumber(100, 60 * 60_000),
  // For rehearsing an outage (bench/leads.ts) in seconds rather than minutes.
  LEAD_DELIVERY_RETRY_BASE_MS: wholeNumber(100, MAX_LEAD_DELIVERY_RETRY_BASE_MS),
}

export type LeadSettings = {
  /** How often the worker looks for due deliveries; new leads also wake it at once. */
  deliveryIntervalMs: number
  /** The first wait of the retry schedule when it is not the default one; null keeps the default schedule. */
  retryBaseMs: number | null
}

export function leadSettings(values: Values<typeof leadVariables>): LeadSettings {
  return {
    deliveryIntervalMs: values.LEAD_DELIVERY_INTERVAL_MS ?? DEFAULT_LEAD_DELIVERY_INTERVAL_MS,
    retryBaseMs: values.LEAD_DELIVERY_RETRY_BASE_MS ?? null,
  }
}

export function describeLeads(leads: LeadSettings): Description {
  return {
    LEAD_DELIVERY_INTERVAL_MS: String(leads.deliveryIntervalMs),
    LEAD_DELIVERY_RETRY_BASE_MS: String(leads.retryBaseMs ?? DEFAULT_LEAD_DELIVERY_RETRY_BASE_MS),
  }
}
