/**
 * The process-wide services, one of each per server process whichever bundle asks (Next.js loads the
 * pages, the `/api` routes and the start-up code as separate bundles, each with its own copy of every
 * module): the public endpoints' rate limiters, the finance quote provider, the lead delivery worker
 * and the nudges that wake it, the vehicle view counter, the search indices and their reconciliation,
 * and the channel through which the processes on one database hear of each other's changes.
 *
 * This is the composition root: it imports the features and nothing in cms imports it back (the
 * renderer's start-up code and pages reach the services through `platformServices()`). Each feature
 * builds and keeps its own process-wide parts in a process slot (lib/processSlot.ts): the rate limiters
 * (lib/rateLimit.ts), the quote provider, the rego lookup, the SMS sender, the postcode geocoder, the
 * nudges and the search indices, so a feature never reaches up here for them. What is started with a
 * Payload instance (the lead delivery worker, the release job, the view counter's flush, the search
 * reconciliation, the change channel) is started here, lazily, with the first caller's instance.
 */
import type { Payload } from 'payload'

import type { PostcodeGeocoder } from '@forecourt/domain/enquiry'

import { startChangeChannel, type ChangeChannel } from '../contentChanges/channel'
import { leadDeliveryNudges, type Nudge } from '../enquiries/nudge'
import { configuredPostcodeGeocoder } from '../enquiries/postcodeGeocoder'
import { leadDeliveryOptionsOf, startLeadDeliveryWorker, type LeadDeliveryWorker } from '../enquiries/worker'
import { configuredQuoteProvider, type QuoteProvider } from '../finance/quoteProvider'
import { processSlot } from '../lib/processSlot'
import { publicRateLimiter, type PublicRateLimit, type SlidingWindowRateLimiter } from '../lib/rateLimit'
import { startReservationReleaseJob, type ReservationReleaseJob } from '../reservations/releaseJob'
import { startSearchReconciliation, type Reconciler } from '../search/reconcile'
import { searchIndices, type TenantIndicesByDatabase } from '../search/registry'
import { configuredSmsSender, type SmsSender } from '../shoppers/sms'
import { configuredRegoLookup, type RegoLookup } from '../tradeIn/regoLookup'
import { VehicleViewCounter, VIEW_FLUSH_INTERVAL_MS } from '../vehicles/viewCounter'
import { platformSettings } from './settings'

/** What this module started for the process (one of each whichever bundle asks: lib/processSlot.ts). */
type StartedServices = {
  leadDeliveryWorker?: LeadDeliveryWorker
  reservationReleaseJob?: ReservationReleaseJob
  vehicleViewCounter?: VehicleViewCounter
  searchReconciler?: Reconciler
  changeChannel?: ChangeChannel
}

const startedSlot = 'platformServices'

function startedServices(): StartedServices {
  return processSlot<StartedServices>(startedSlot, () => ({}))
}

export type PlatformServices = {
  /** Per visitor address and site: enquiries (ENQUIRY_RATE_*), finance quotes (QUOTE_RATE_*), phone reveals and valuations (fixed); shopper sign-in has its own (shoppers/signInLimits.ts). */
  readonly rateLimiters: Readonly<Record<PublicRateLimit, SlidingWindowRateLimiter>>
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

function searchReconciler(state: StartedServices, payload: Payload): Reconciler {
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

function changeChannel(state: StartedServices, payload: Payload): ChangeChannel {
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

function vehicleViewCounter(state: StartedServices, payload: Payload): VehicleViewCounter {
  if (!state.vehicleViewCounter) {
    const counter = new VehicleViewCounter(payload)
    setInterval(() => void counter.flush(), VIEW_FLUSH_INTERVAL_MS).unref()
    state.vehicleViewCounter = counter
  }
  return state.vehicleViewCounter
}

/** The process's services; each is built the first time it is asked for. */
export function platformServices(): PlatformServices {
  const state = startedServices()
  return {
    rateLimiters: {
      get enquiries() {
        return publicRateLimiter('enquiries')
      },
      get quotes() {
        return publicRateLimiter('quotes')
      },
      get phoneReveals() {
        return publicRateLimiter('phoneReveals')
      },
      get valuations() {
        return publicRateLimiter('valuations')
      },
    },
    get quoteProvider() {
      return configuredQuoteProvider()
    },
    get regoLookup() {
      return configuredRegoLookup()
    },
    get smsSender() {
      return configuredSmsSender()
    },
    get postcodeGeocoder() {
      return configuredPostcodeGeocoder()
    },
    // Throws on invalid settings, so a typo in the SMTP settings stops the start rather than every lead email.
    leadDeliveryWorker: (payload) =>
      (state.leadDeliveryWorker ??= startLeadDeliveryWorker(payload, leadDeliveryOptionsOf(platformSettings()))),
    leadDeliveryNudges: leadDeliveryNudges(),
    reservationReleaseJob: (payload) => (state.reservationReleaseJob ??= startReservationReleaseJob(payload)),
    vehicleViewCounter: (payload) => vehicleViewCounter(state, payload),
    searchIndices: searchIndices(),
    searchReconciler: (payload) => searchReconciler(state, payload),
    changeChannel: (payload) => changeChannel(state, payload),
  }
}
