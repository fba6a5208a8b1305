import { servicesState } from '../platform/holder'

/**
 * Lets the intake endpoint wake the delivery worker of its own process right after storing a lead,
 * so the dealer hears of it in a moment rather than at the next poll. Kept with the process's
 * services (platform/holder.ts) because Next.js loads the server start-up code (instrumentation)
 * and the API routes as separate bundles, each with its own copy of this module.
 */
export type Nudge = () => void

function registry(): Set<Nudge> {
  return servicesState().leadDeliveryNudges
}

/** Returns the function that removes the registration again. */
export function onLeadDeliveryNudge(nudge: Nudge): () => void {
  registry().add(nudge)
  return () => {
    registry().delete(nudge)
  }
}

/** Never throws: the lead is stored whatever happens here, and the poll picks it up anyway. */
export function nudgeLeadDelivery(): void {
  for (const nudge of registry()) {
    try {
      nudge()
    } catch {
      // A worker that cannot be woken still polls.
    }
  }
}
