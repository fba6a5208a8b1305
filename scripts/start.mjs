#!/usr/bin/env node
// `npm start`: installs what is missing, builds when something changed, and serves every tenant on
// http://{slug}.localhost:PORT plus the admin on /admin. The server applies pending migrations and
// seeds whatever of the demo tenants is missing as it starts (renderer/instrumentation.ts).
import path from 'node:path'

import { buildRenderer, installDependencies, localSecret, root, settingsAreValid, startServer, step } from './lib/workspace.mjs'

// A PORT that is not a port stops the start below, with the other invalid settings.
const port = Number(process.env.PORT?.trim() || 3000)
const dataDir = path.resolve(process.env.DATA_DIR?.trim() || path.join(root, 'data'))
const env = { DATA_DIR: dataDir, PAYLOAD_SECRET: localSecret(dataDir), SEED_DEMO_TENANTS: process.env.SEED_DEMO_TENANTS ?? '1' }
Object.assign(process.env, env)

const started = Date.now()
installDependencies()
// Before the build: an invalid setting stops the start here, with its message, not minutes later.
if (!settingsAreValid(env)) process.exit(1)
buildRenderer()
step(`Starting the platform on port ${port} (migrates and seeds the demo tenants as it starts)`)

const { demoTenantSummary } = await import('./lib/demo.mjs')
const server = await startServer({ port, env })
console.log(`\nReady in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`)
console.log(demoTenantSummary(port))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
