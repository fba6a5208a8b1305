import { randomBytes, randomUUID } from 'node:crypto'

import type { PostcodeGeocoder } from '@forecourt/domain/enquiry'

import type { Nudge } from '../enquiries/nudge'
import type { SlidingWindowRateLimiter } from '../enquiries/rateLimit'
import type { LeadDeliveryWorker } from '../enquiries/worker'
import type { QuoteProvider } from '../finance/quoteProvider'
import type { SignInLimiters } from '../shoppers/signInLimits'
import type { SmsSender } from '../shoppers/sms'
import type { ReservationReleaseJob } from '../reservations/releaseJob'
import type { Reconciler } from '../search/reconcile'
import type { TenantIndicesByDatabase } from '../search/registry'
import type { RegoLookup } from '../tradeIn/regoLookup'
import type { VehicleViewCounter } from '../vehicles/viewCounter'
import type { ChangeChannel, ContentChangeListener } from '../contentChanges/channel'
import type { PlatformSettings } from './settings'
import type { RateLimitSettings } from './settings/rateLimits'

/** What the holder keeps of the services (services.ts): each once built, and the containers shared by every bundle. */
export type ServicesState = {
  rateLimiters: Map<keyof RateLimitSettings, SlidingWindowRateLimiter>
  quoteProvider?: QuoteProvider
  regoLookup?: RegoLookup
  smsSender?: SmsSender
  signInLimiters?: SignInLimiters
  postcodeGeocoder?: PostcodeGeocoder
  leadDeliveryWorker?: LeadDeliveryWorker
  leadDeliveryNudges: Set<Nudge>
  reservationReleaseJob?: ReservationReleaseJob
  vehicleViewCounter?: VehicleViewCounter
  searchIndices: TenantIndicesByDatabase
  searchReconciler?: Reconciler
  /** This process's name on the change channel, so it can tell its own changes from other processes'. */
  changeOrigin: string
  /** What the process's request to itself carries to run the listeners (contentChanges.ts); never leaves the process. */
  changeToken: string
  /** What the renderer subscribed to hear of other processes' changes (platform/contentChanges.ts). */
  contentChangeListeners: Map<string, ContentChangeListener>
  changeChannel?: ChangeChannel
}

/**
 * The one place on globalThis where the platform keeps process-wide state: the parsed settings
 * (settings.ts) and the services built from them (services.ts). On globalThis because Next.js loads
 * the pages, the `/api` routes and the start-up code as separate bundles, each with its own copy of
 * every module; one `Symbol.for` key is the same in all of them, so each bundle finds the same state.
 * (Under Jest globalThis is per test file, which keeps test files apart.)
 */
export type ProcessHolder = {
  settings?: PlatformSettings
  services?: ServicesState
}

const holderKey = Symbol.for('forecourt.platform')

export function processHolder(): ProcessHolder {
  const global = globalThis as typeof globalThis & { [holderKey]?: ProcessHolder }
  global[holderKey] ??= {}
  return global[holderKey]
}

/**
 * The services' state, with its shared containers made on first use. The nudge set and the search
 * indices are read through here by the modules that own them (enquiries/nudge.ts, search/registry.ts)
 * rather than through services.ts, which imports their neighbours: that keeps the imports one-way.
 */
export function servicesState(): ServicesState {
  const holder = processHolder()
  holder.services ??= {
    rateLimiters: new Map(),
    leadDeliveryNudges: new Set(),
    searchIndices: new Map(),
    changeOrigin: randomUUID(),
    changeToken: randomBytes(32).toString('base64url'),
    contentChangeListeners: new Map(),
  }
  return holder.services
}
