#!/usr/bin/env node
// Runs the Payload CLI (`node scripts/payload.mjs migrate`, `… run script.ts`, …) reliably on Node 20.
//
// Payload's own bin starts with `void start()` while TypeScript loader hooks (tsx, or swc with
// --use-swc) load in a worker thread. With nothing else keeping the event loop alive, Node sometimes
// exits 0 before the CLI has done anything: a migration or a seed "passes" having run nothing.
// Here the loader is registered the same way, but the process is held open until the CLI finishes.
import { realpathSync } from 'node:fs'
import { register } from 'node:module'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
// The real path: pnpm links packages, and the loader resolves payload's own dependencies from it.
const payloadDir = realpathSync(path.join(root, 'node_modules/payload'))
process.env.PAYLOAD_CONFIG_PATH ??= path.join(root, 'cms/src/payload.config.ts')

const keepAlive = setInterval(() => {}, 60_000)
try {
  register('@swc-node/register/esm', pathToFileURL(`${payloadDir}/`))
  const { bin } = await import(pathToFileURL(path.join(payloadDir, 'dist/bin/index.js')).href)
  await bin()
} finally {
  clearInterval(keepAlive)
}
