#!/usr/bin/env node
// Developer commands through Payload's CLI: generate:types, generate:importmap, migrate:create, migrate.
// Uses swc (--use-swc) rather than the default tsx loader. Neither loads Payload's TypeScript config
// reliably on Node 20 (now and then the process ends before the command runs), so nothing `npm start`
// or `npm test` depends on goes through here: the server migrates and seeds itself on start
// (renderer/instrumentation.ts), and the tests check the generated files (cms/test/generatedFiles).
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const result = spawnSync(process.execPath, [path.join(root, 'node_modules/payload/bin.js'), ...process.argv.slice(2), '--use-swc'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PAYLOAD_CONFIG_PATH: process.env.PAYLOAD_CONFIG_PATH ?? path.join(root, 'cms/src/payload.config.ts') },
})
process.exit(result.status ?? 1)
