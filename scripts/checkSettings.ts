// Checks every setting the server reads (cms/src/platform/settings.ts) in this process's environment:
// silent and exit 0 when they are all usable; otherwise the problems, one line each, and exit 1. Run by
// `npm start` before it builds or serves (scripts/lib/workspace.mjs), with the loader the benches use:
//   node --import @swc-node/register/esm-register scripts/checkSettings.ts
import { invalidSettingsReport, isSettingsError, parseSettings } from '../cms/src/platform/settings'

try {
  parseSettings(process.env)
} catch (error) {
  if (!isSettingsError(error)) throw error
  console.error(`\n${invalidSettingsReport(error)}\n`)
  process.exit(1)
}
