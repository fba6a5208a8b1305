/**
 * Process-wide state: one value per name in a server process, whichever bundle asks. On globalThis
 * because Next.js loads the pages, the `/api` routes and the start-up code as separate bundles, each
 * with its own copy of every module; one `Symbol.for` key is the same in all of them, so each bundle
 * finds the same value. (Under Jest globalThis is per test file, which keeps test files apart.)
 *
 * Each owner keeps its own slot (the settings, a feature's rate limiters, the search indices), so no
 * module has to know every other module's state, and none imports the composition root to reach it.
 */
type Slots = Map<string, unknown>

const slotsKey = Symbol.for('forecourt.process')

function slots(): Slots {
  const global = globalThis as typeof globalThis & { [slotsKey]?: Slots }
  global[slotsKey] ??= new Map()
  return global[slotsKey]
}

/** The process's value named `name`, made by `make` on first use. */
export function processSlot<T>(name: string, make: () => T): T {
  const all = slots()
  if (!all.has(name)) all.set(name, make())
  return all.get(name) as T
}

/** The value if it has been made, without making it. */
export function peekProcessSlot<T>(name: string): T | undefined {
  return slots().get(name) as T | undefined
}

/** Forgets the value, so the next `processSlot` makes it again (tests, and settings re-read from process.env). */
export function clearProcessSlot(name: string): void {
  slots().delete(name)
}

/** Forgets every value (tests that start from a fresh process). */
export function clearProcessSlots(): void {
  slots().clear()
}
