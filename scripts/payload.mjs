#!/usr/bin/env node
// Runs the Payload CLI the reliable way on Node 20: through @swc-node/register (--use-swc).
// The default tsx loader sometimes exits 0 having done nothing, which would let a migration or seed
// "pass" without running.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
// The root package depends on payload too, so its bin is at a fixed place.
const payloadBin = path.join(root, 'node_modules/payload/bin.js')

const args = process.argv.slice(2)
const result = spawnSync(process.execPath, [payloadBin, ...args, '--use-swc'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PAYLOAD_CONFIG_PATH: process.env.PAYLOAD_CONFIG_PATH ?? path.join(root, 'cms/src/payload.config.ts'),
  },
})
process.exit(result.status ?? 1)
