#!/usr/bin/env node
// Serves an already installed and built platform: applies migrations (SQL databases), seeds the demo
// tenants when SEED_DEMO_TENANTS=1, then runs `next start`. The container's entry point.
import { payloadCli, startServer, step } from './lib/workspace.mjs'

const port = Number(process.env.PORT ?? 3000)
const url = process.env.DATABASE_URL ?? ''
if (!process.env.PAYLOAD_SECRET) {
  console.error('PAYLOAD_SECRET must be set.')
  process.exit(1)
}
if (!url.startsWith('mongodb')) {
  step('Applying database migrations')
  payloadCli(['migrate'])
}
if (process.env.SEED_DEMO_TENANTS === '1') {
  step('Seeding the demo tenants (creates only what is missing)')
  payloadCli(['run', 'tenant-seeds/src/seed.ts'])
}
step(`Serving on port ${port}`)
const server = await startServer({ port, env: {} })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
