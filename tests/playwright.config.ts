import { defineConfig } from '@playwright/test'

import { popupsDismissed } from './e2e/support'

/**
 * Runs against a production build that the test command starts (scripts/test.mjs) on E2E_PORT,
 * with a freshly migrated and seeded database. Debian's Chromium: Playwright's own browser download
 * cannot be fetched on these machines.
 */
const port = Number(process.env.E2E_PORT ?? 3210)

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json']],
  outputDir: '../test-results',
  use: {
    baseURL: `http://localhost:${port}`,
    // Every test is traced and the trace kept when it fails. The DOM snapshot of each step stays; the
    // screencast (a screenshot per frame) took ~4% of the suite's time on 2 cores and is left out.
    trace: { mode: 'retain-on-failure', screenshots: false },
    storageState: popupsDismissed,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
})
