/**
 * Lets the intake endpoint wake the delivery worker of its own process right after storing a lead,
 * so the dealer hears of it in a moment rather than at the next poll. Kept on globalThis because
 * Next.js loads the server start-up code (instrumentation) and the API routes as separate bundles,
 * each with its own copy of this module.
 */
type Nudge = () => void

const registryKey = Symbol.for('forecourt.leadDelivery.nudges')

function registry(): Set<Nudge> {
  const holder = globalThis as typeof globalThis & { [registryKey]?: Set<Nudge> }
  holder[registryKey] ??= new Set<Nudge>()
  return holder[registryKey]
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
