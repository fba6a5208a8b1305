import { processSlot } from '../lib/processSlot'

/**
 * Lets the intake endpoint wake the delivery worker of its own process right after storing a lead,
 * so the dealer hears of it in a moment rather than at the next poll. Kept with the process's
 * process (lib/processSlot.ts) because Next.js loads the server start-up code (instrumentation)
 * and the API routes as separate bundles, each with its own copy of this module.
 */
export type Nudge = () => void

/** The process's registered nudges (one set whichever bundle asks). */
export function leadDeliveryNudges(): Set<Nudge> {
  return processSlot('leadDeliveryNudges', () => new Set<Nudge>())
}

/** Returns the function that removes the registration again. */
export function onLeadDeliveryNudge(nudge: Nudge): () => void {
  leadDeliveryNudges().add(nudge)
  return () => {
    leadDeliveryNudges().delete(nudge)
  }
}

/** Never throws: the lead is stored whatever happens here, and the poll picks it up anyway. */
export function nudgeLeadDelivery(): void {
  for (const nudge of leadDeliveryNudges()) {
    try {
      nudge()
    } catch {
      // A worker that cannot be woken still polls.
    }
  }
}
