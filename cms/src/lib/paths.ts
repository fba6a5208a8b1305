import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The monorepo root: the nearest folder above this module with pnpm-workspace.yaml. Found by walking
 * up, because this code also runs bundled (the CLI bundle under node_modules/.cache, Next's .next).
 */
function findRepoRoot(): string {
  if (process.env.FORECOURT_ROOT) return path.resolve(process.env.FORECOURT_ROOT)
  let dir = path.dirname(fileURLToPath(import.meta.url))
  while (!existsSync(path.join(dir, 'pnpm-workspace.yaml'))) {
    const parent = path.dirname(dir)
    if (parent === dir) return process.cwd()
    dir = parent
  }
  return dir
}

export const repoRoot = findRepoRoot()

/** Where the embedded database and uploaded media live unless configured otherwise. */
export const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(repoRoot, 'data'))

export const mediaDir = path.resolve(process.env.MEDIA_DIR ?? path.join(dataDir, 'media'))
