import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The monorepo root, found from this file so it holds for the CLI, Next and the tests alike. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')

/** Where the embedded database and uploaded media live unless configured otherwise. */
export const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(repoRoot, 'data'))

export const mediaDir = path.resolve(process.env.MEDIA_DIR ?? path.join(dataDir, 'media'))
