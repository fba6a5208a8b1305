#!/usr/bin/env node
// Serves an already installed and built platform: the container's entry point. The server applies
// migrations (SQL databases) and, with SEED_DEMO_TENANTS=1, seeds the demo tenants as it starts.
import { startServer, step } from './lib/workspace.mjs'

const port = Number(process.env.PORT ?? 3000)
if (!process.env.PAYLOAD_SECRET) {
  console.error('PAYLOAD_SECRET must be set.')
  process.exit(1)
}
step(`Serving on port ${port}`)
const server = await startServer({ port, env: {} })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
