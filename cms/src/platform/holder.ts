import type { PlatformSettings } from './settings'
import type { ServicesState } from './services'

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
