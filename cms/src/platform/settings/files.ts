import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { text, type Description, type Values } from './variables'

/** Where the platform keeps its files (docs/configuration.md). */
export const filesVariables = {
  // Where the monorepo is, for a copy of this code that runs from somewhere else.
  FORECOURT_ROOT: text(),
  DATA_DIR: text(),
  MEDIA_DIR: text(),
}

export type FilesSettings = {
  /** The monorepo root. */
  repoRoot: string
  /** Where the embedded database and uploaded media live unless configured otherwise. */
  dataDir: string
  mediaDir: string
}

/**
 * The monorepo root: the nearest folder above this module with pnpm-workspace.yaml. Found by walking
 * up, because this code also runs bundled (the CLI bundle under node_modules/.cache, Next's .next).
 */
function findRepoRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url))
  while (!existsSync(path.join(dir, 'pnpm-workspace.yaml'))) {
    const parent = path.dirname(dir)
    if (parent === dir) return process.cwd()
    dir = parent
  }
  return dir
}

export function filesSettings(values: Values<typeof filesVariables>): FilesSettings {
  const repoRoot = values.FORECOURT_ROOT ? path.resolve(values.FORECOURT_ROOT) : findRepoRoot()
  const dataDir = path.resolve(values.DATA_DIR ?? path.join(repoRoot, 'data'))
  return { repoRoot, dataDir, mediaDir: path.resolve(values.MEDIA_DIR ?? path.join(dataDir, 'media')) }
}

export function describeFiles(files: FilesSettings): Description {
  return { FORECOURT_ROOT: files.repoRoot, DATA_DIR: files.dataDir, MEDIA_DIR: files.mediaDir }
}
