/**
 * The process-wide services, one of each per server process whichever bundle asks (Next.js loads the
 * pages, the `/api` routes and the start-up code as separate bundles, each with its own copy of every
 * module): the public endpoints' rate limiters, the finance quote provider, the lead delivery worker
 * and the nudges that wake it, the vehicle view counter, the search indices and their reconciliation,
 * and the channel through which the processes on one database hear of each other's changes.
 * They live in the one process holder (holder.ts) and are built here, lazily, from the process's
 * settings (settings.ts): nothing is built before something asks for it, and a service that needs a
 * Payload instance takes the one of its first caller. Reached through `platformServices()`.
 * The state itself (and the containers nudge.ts and search/registry.ts read directly) is in holder.ts.
 */
import type { Payload } from 'payload'

import type { PostcodeGeocoder } from '@forecourt/domain/enquiry'

import { SlidingWindowRateLimiter } from '../enquiries/rateLimit'
import type { Nudge } from '../enquiries/nudge'
import { australianPostcodeGeocoder } from '../enquiries/postcodeGeocoder'
import { leadDeliveryOptionsOf, startLeadDeliveryWorker, type LeadDeliveryWorker } from '../enquiries/worker'
import { quoteProviderFrom, type QuoteProvider } from '../finance/quoteProvider'
import { regoLookupFrom, type RegoLookup } from '../tradeIn/regoLookup'
import { startReservationReleaseJob, type ReservationReleaseJob } from '../reservations/releaseJob'
import { startSearchReconciliation, type Reconciler } from '../search/reconcile'
import type { TenantIndicesByDatabase } from '../search/registry'
import { VehicleViewCounter, VIEW_FLUSH_INTERVAL_MS } from '../vehicles/viewCounter'
import { startChangeChannel, type ChangeChannel } from '../contentChanges/channel'
import { smsSenderFrom, type SmsSender } from '../shoppers/sms'
import { servicesState, type ServicesState } from './holder'
import { platformSettings } from './settings'
import type { RateLimitSettings } from './settings/rateLimits'

type RateLimiterName = keyof RateLimitSettings

export type PlatformServices = {
  /** Per visitor address and site: enquiries (ENQUIRY_RATE_*), finance quotes (QUOTE_RATE_*), phone reveals and valuations (fixed); shopper sign-in has its own (shoppers/signInLimits.ts). */
  readonly rateLimiters: Readonly<Record<RateLimiterName, SlidingWindowRateLimiter>>
  /** The finance quote provider QUOTE_PROVIDER_URL and friends select. */
  readonly quoteProvider: QuoteProvider
  /** The trade-in rego lookup REGO_LOOKUP_URL selects (local by default). */
  readonly regoLookup: RegoLookup
  /** The text-message adapter SMS_* select: the outbox folder by default. */
  readonly smsSender: SmsSender
  /** The AU postcode geocoder enquiries are checked with (the dataset, indexed on its first lookup). */
  readonly postcodeGeocoder: PostcodeGeocoder
  /** Started with the first caller's Payload (the start-up code); later calls get the same worker. */
  leadDeliveryWorker(payload: Payload): LeadDeliveryWorker
  /** Releases reservation holds after 48 hours (reservations/releaseJob.ts); started with the first caller's Payload. */
  reservationReleaseJob(payload: Payload): ReservationReleaseJob
  /** What the intake calls to wake the worker of this process at once (enquiries/nudge.ts). */
  readonly leadDeliveryNudges: Set<Nudge>
  /** Made with the first caller's Payload, and flushed on an interval that does not keep the process alive. */
  vehicleViewCounter(payload: Payload): VehicleViewCounter
  /** The search indices by database, then tenant (search/registry.ts). */
  readonly searchIndices: TenantIndicesByDatabase
  /** Started with the first caller's Payload; stopping it lets a later call start another. */
  searchReconciler(payload: Payload): Reconciler
  /**
   * How this process hears of the changes other processes make to the same database (contentChanges.ts):
   * started with the first caller's Payload; stopping it lets a later call start another.
   */
  changeChannel(payload: Payload): ChangeChannel
}

function rateLimiter(state: ServicesState, name: RateLimiterName): SlidingWindowRateLimiter {
  let limiter = state.rateLimiters.get(name)
  if (!limiter) {
    const { limit, windowMs } = platformSettings().rateLimits[name]
    limiter = new SlidingWindowRateLimiter(limit, windowMs)
    state.rateLimiters.set(name, limiter)
  }
  return limiter
}

function searchReconciler(state: ServicesState, payload: Payload): Reconciler {
  if (state.searchReconciler) return state.searchReconciler
  const started = startSearchReconciliation(payload, platformSettings().search.reconcileIntervalMs)
  // Switched off: nothing runs, so nothing is held.
  if (started.intervalMs === 0) return started
  const reconciler: Reconciler = {
    intervalMs: started.intervalMs,
    stop: () => {
      started.stop()
      if (state.searchReconciler === reconciler) delete state.searchReconciler
    },
  }
  state.searchReconciler = reconciler
  return reconciler
}

function changeChannel(state: ServicesState, payload: Payload): ChangeChannel {
  if (state.changeChannel) return state.changeChannel
  const started = startChangeChannel(payload, platformSettings().changes.pollIntervalMs)
  const channel: ChangeChannel = {
    kind: started.kind,
    stop: async () => {
      if (state.changeChannel === channel) delete state.changeChannel
      await started.stop()
    },
  }
  state.changeChannel = channel
  return channel
}

function vehicleViewCounter(state: ServicesState, payload: Payload): VehicleViewCounter {
  if (!state.vehicleViewCounter) {
    const counter = new VehicleViewCounter(payload)
    setInterval(() => void counter.flush(), VIEW_FLUSH_INTERVAL_MS).unref()
    state.vehicleViewCounter = counter
  }
  return state.vehicleViewCounter
}

/** The process's services; each is built the first time it is asked for. */
export function platformServices(): PlatformServices {
  const state = servicesState()
  return {
    rateLimiters: {
      get enquiries() {
        return rateLimiter(state, 'enquiries')
      },
      get quotes() {
        return rateLimiter(state, 'quotes')
      },
      get phoneReveals() {
        return rateLimiter(state, 'phoneReveals')
      },
      get valuations() {
        return rateLimiter(state, 'valuations')
      },
    },
    get quoteProvider() {
      state.quoteProvider ??= quoteProviderFrom(platformSettings().quotes)
      return state.quoteProvider
    },
    get regoLookup() {
      state.regoLookup ??= regoLookupFrom(platformSettings().valuations)
      return state.regoLookup
    },
    get smsSender() {
      state.smsSender ??= smsSenderFrom(platformSettings().sms, (line) => console.info(line))
      return state.smsSender
    },
    get postcodeGeocoder() {
      state.postcodeGeocoder ??= australianPostcodeGeocoder(platformSettings().files.repoRoot, (error) =>
        console.warn(`Postcode dataset unavailable, checking against the built-in table: ${String(error)}`),
      )
      return state.postcodeGeocoder
    },
    // Throws on invalid settings, so a typo in the SMTP settings stops the start rather than every lead email.
    leadDeliveryWorker: (payload) =>
      (state.leadDeliveryWorker ??= startLeadDeliveryWorker(payload, leadDeliveryOptionsOf(platformSettings()))),
    leadDeliveryNudges: state.leadDeliveryNudges,
    reservationReleaseJob: (payload) => (state.reservationReleaseJob ??= startReservationReleaseJob(payload)),
    vehicleViewCounter: (payload) => vehicleViewCounter(state, payload),
    searchIndices: state.searchIndices,
    searchReconciler: (payload) => searchReconciler(state, payload),
    changeChannel: (payload) => changeChannel(state, payload),
  }
}
