import { platformSettings } from '../platform/settings'

// From the process's settings (FORECOURT_ROOT, DATA_DIR, MEDIA_DIR: platform/settings/files.ts), read
// once as this module loads, as collection configs need them when they are built.
const { files } = platformSettings()

/** The monorepo root. */
export const repoRoot = files.repoRoot

/** Where the embedded database and uploaded media live unless configured otherwise. */
export const dataDir = files.dataDir

export const mediaDir = files.mediaDir
