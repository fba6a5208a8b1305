#!/usr/bin/env node
// `npm run test:e2e -- [spec files or Playwright arguments]`: the end-to-end phase of `npm test` alone, for
// working on a few specs: builds the renderer when its inputs changed, starts the production server on a
// freshly seeded database (E2E_PORT, default 3210) and runs Playwright with the given arguments.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { buildRenderer, endToEndServerEnv, installDependencies, root, startServer, step } from './lib/workspace.mjs'

installDependencies()
buildRenderer()
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-e2e-'))
const port = Number(process.env.E2E_PORT ?? 3210)
step(`Starting the production server on port ${port} (fresh database in ${dataDir})`)
const server = await startServer({ port, env: endToEndServerEnv(dataDir), stdio: ['ignore', 'ignore', 'inherit'] })
let status = 1
try {
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'tests/node_modules/@playwright/test/cli.js'), 'test', '-c', 'tests/playwright.config.ts', ...process.argv.slice(2)],
    // The JSON report (the config's second reporter) goes to a file, not over the list of results.
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        E2E_PORT: String(port),
        E2E_SMS_OUTBOX: path.join(dataDir, 'outbox-sms'),
        PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(dataDir, 'playwright.json'),
      },
    },
  )
  status = result.status ?? 1
} finally {
  server.kill('SIGTERM')
  rmSync(dataDir, { recursive: true, force: true })
}
process.exit(status)
