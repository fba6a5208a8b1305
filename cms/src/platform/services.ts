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
 * nudges, the search indices, and what runs with a Payload instance (the lead delivery worker, the release
 * job, the view counter's flush, the search reconciliation, the change channel), so a feature never
 * reaches up here for them. This module starts each feature's background work from its record
 * (features.ts) and hands the renderer what it asks for.
 */
import type { Payload } from 'payload'

import type { PostcodeGeocoder } from '@forecourt/domain/enquiry'

import { processChangeChannel, type ChangeChannel } from '../contentChanges/channel'
import { leadDeliveryNudges, type Nudge } from '../enquiries/nudge'
import { configuredPostcodeGeocoder } from '../enquiries/postcodeGeocoder'
import { processLeadDeliveryWorker, type LeadDeliveryWorker } from '../enquiries/worker'
import { features } from '../features'
import { configuredQuoteProvider, type QuoteProvider } from '../finance/quoteProvider'
import { publicRateLimiter, type PublicRateLimit, type SlidingWindowRateLimiter } from '../lib/rateLimit'
import { processReleaseJob, type ReservationReleaseJob } from '../reservations/releaseJob'
import { processSearchReconciler, type Reconciler } from '../search/reconcile'
import { searchIndices, type TenantIndicesByDatabase } from '../search/registry'
import { configuredSmsSender, type SmsSender } from '../shoppers/sms'
import { configuredRegoLookup, type RegoLookup } from '../tradeIn/regoLookup'
import { processViewCounter, type VehicleViewCounter } from '../vehicles/viewCounter'

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
  /**
   * Starts every feature's background work (features.ts, each record's `start`): the lead delivery worker,
   * the reservation release job, the search reconciliation and the change channel. Called once the
   * database is migrated, the indices built and the renderer subscribed to other processes' changes.
   */
  startBackgroundWork(payload: Payload): void
  /** Started with the first caller's Payload; later calls get the same worker. */
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
   * How this process hears of the changes other processes make to the same database (contentChanges/channel.ts):
   * started with the first caller's Payload; stopping it lets a later call start another.
   */
  changeChannel(payload: Payload): ChangeChannel
}

/** The process's services; each is built the first time it is asked for. */
export function platformServices(): PlatformServices {
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
    startBackgroundWork: (payload) => {
      for (const feature of features) feature.start?.(payload)
    },
    leadDeliveryWorker: processLeadDeliveryWorker,
    leadDeliveryNudges: leadDeliveryNudges(),
    reservationReleaseJob: processReleaseJob,
    vehicleViewCounter: processViewCounter,
    searchIndices: searchIndices(),
    searchReconciler: processSearchReconciler,
    changeChannel: processChangeChannel,
  }
}
