import { invalidSettingsReport, isSettingsError, platformSettings, type PlatformSettings } from '@forecourt/cms/settings'

/**
 * The settings this server runs with (cms/src/platform/settings.ts). An invalid one ends the process
 * with its message before anything starts, rather than failing later in whatever first reads it.
 */
export function settingsOrExit(): PlatformSettings {
  try {
    return platformSettings()
  } catch (error) {
    if (!isSettingsError(error)) throw error
    console.error(`\n${invalidSettingsReport(error)}\n`)
    process.exit(1)
  }
}
