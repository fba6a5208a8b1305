#!/usr/bin/env node
// `npm test`: installs what the tests need, then runs every test: the format check and the linter (a
// failure there stops the run), a type-check, unit and integration
// tests (Jest, ESM mode; they include the generated-files checks) on SQLite, Playwright end-to-end tests in
// Chromium against a production build, the integration tests again on a throw-away Postgres, and once more
// on an in-memory MongoDB emulator with a short end-to-end smoke test of a server on it.
// Ends with one line "tests: N passed, N failed".
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startMongodbEmulator } from './lib/mongodbEmulator.mjs'
import { buildRenderer, endToEndServerEnv, installDependencies, root, run, startServer, step } from './lib/workspace.mjs'

const totals = { passed: 0, failed: 0 }
const failures = []
const timings = []

async function phase(name, fn) {
  const started = Date.now()
  try {
    await fn()
  } catch (error) {
    failures.push(`${name}: ${error.message}`)
    console.error(`\n✖ ${name} failed: ${error.message}`)
  } finally {
    timings.push(`${name} ${((Date.now() - started) / 1000).toFixed(0)} s`)
  }
}

function ensureDebianPackages() {
  const missing = []
  if (!existsSync('/usr/bin/chromium')) missing.push('chromium')
  if (!postgresBin('initdb')) missing.push('postgresql')
  // xmllint checks the ADF/XML leads against the ADF 1.0 DTD.
  if (!existsSync('/usr/bin/xmllint')) missing.push('libxml2-utils')
  if (missing.length === 0) return
  step(`Installing Debian packages: ${missing.join(', ')}`)
  const aptGet = (args) => asRoot('apt-get', args, { env: { DEBIAN_FRONTEND: 'noninteractive' } })
  aptGet(['update'])
  aptGet(['install', '-y', '--no-install-recommends', ...missing])
}

const isRoot = process.getuid?.() === 0

function asRoot(command, args, options) {
  if (isRoot) run(command, args, options)
  else run('sudo', ['-E', command, ...args], options)
}

/** initdb and postgres refuse to run as root, so as root the cluster is run by the postgres user. */
function asPostgresUser(command, args) {
  if (isRoot) run('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'ignore' })
  else run(command, args, { stdio: 'ignore' })
}

function postgresBin(name) {
  const base = '/usr/lib/postgresql'
  if (!existsSync(base)) return null
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a))
  for (const version of versions) {
    const bin = path.join(base, version, 'bin', name)
    if (existsSync(bin)) return bin
  }
  return null
}

function jest(args, env = {}) {
  const report = path.join(os.tmpdir(), `forecourt-jest-${process.pid}-${Date.now()}.json`)
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/jest/bin/jest.js'), '--json', `--outputFile=${report}`, ...args],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_OPTIONS: '--experimental-vm-modules --no-warnings', PAYLOAD_LOG_LEVEL: 'silent', ...env },
    },
  )
  countReport(report, (json) => [json.numPassedTests, json.numFailedTests + json.numRuntimeErrorTestSuites])
  if (result.status !== 0) throw new Error(`jest ${args.join(' ')} exited with ${result.status}`)
}

function countReport(file, read) {
  if (!existsSync(file)) return
  const [passed, failed] = read(JSON.parse(readFileSync(file, 'utf8')))
  totals.passed += passed
  totals.failed += failed
  rmSync(file, { force: true })
}

const started = Date.now()

await phase('install', async () => {
  installDependencies()
})

await phase('Debian packages', async () => {
  ensureDebianPackages()
})

const failuresBeforeStyle = failures.length

await phase('format check', async () => {
  step('Checking the formatting (prettier --check; `npm run format` fixes it)')
  run(process.execPath, [path.join(root, 'node_modules/prettier/bin/prettier.cjs'), '--check', '.'])
})

await phase('lint', async () => {
  step('Linting the workspace (eslint)')
  run(process.execPath, [path.join(root, 'node_modules/eslint/bin/eslint.js'), '--max-warnings', '0', '.'])
})

// Prettier and ESLint have listed the offending files above: nothing later is worth the minutes until they are fixed.
if (failures.length > failuresBeforeStyle) finish()

await phase('type-check', async () => {
  step('Type-checking the workspace (tsc --noEmit)')
  run(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json', '--noEmit'])
})

await phase('unit and integration (SQLite)', async () => {
  step('Unit and integration tests on SQLite (Jest, ESM mode)')
  jest([])
})

await phase('end-to-end (Chromium)', async () => {
  buildRenderer()
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-e2e-'))
  const port = Number(process.env.E2E_PORT ?? 3210)
  const server = await startServer({ port, env: endToEndServerEnv(dataDir), stdio: ['ignore', 'ignore', 'inherit'] })
  const report = path.join(dataDir, 'playwright.json')
  try {
    step(`Playwright end-to-end tests in Chromium against http://*.localhost:${port}`)
    const result = spawnSync(
      process.execPath,
      [path.join(root, 'tests/node_modules/@playwright/test/cli.js'), 'test', '-c', 'tests/playwright.config.ts'],
      {
        cwd: root,
        stdio: 'inherit',
        // The server's text-message outbox, where the shopper sign-in spec reads the codes.
        env: {
          ...process.env,
          E2E_PORT: String(port),
          PLAYWRIGHT_JSON_OUTPUT_NAME: report,
          E2E_SMS_OUTBOX: path.join(dataDir, 'outbox-sms'),
        },
      },
    )
    countReport(report, (json) => [json.stats.expected + json.stats.flaky, json.stats.unexpected])
    if (result.status !== 0) throw new Error(`playwright exited with ${result.status}`)
  } finally {
    server.kill('SIGTERM')
    rmSync(dataDir, { recursive: true, force: true })
  }
})

await phase('integration (Postgres)', async () => {
  const initdb = postgresBin('initdb')
  const pgCtl = postgresBin('pg_ctl')
  if (!initdb || !pgCtl) throw new Error('PostgreSQL is not installed')
  const cluster = mkdtempSync(path.join(os.tmpdir(), 'forecourt-pg-'))
  const port = Number(process.env.TEST_POSTGRES_PORT ?? 55433)
  if (isRoot) run('chown', ['postgres:', cluster])
  step(`Starting a throw-away PostgreSQL cluster on 127.0.0.1:${port}`)
  asPostgresUser(initdb, ['-A', 'trust', '-U', 'postgres', '-D', path.join(cluster, 'data')])
  asPostgresUser(pgCtl, [
    '-D',
    path.join(cluster, 'data'),
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${cluster} -c fsync=off`,
    '-l',
    path.join(cluster, 'log'),
    '-w',
    'start',
  ])
  try {
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`
    step('Integration tests on PostgreSQL')
    // The Postgres adapter keeps an idle pool connection after destroy(); --forceExit lets Jest end.
    // Each file migrates a fresh database (every migration, in order), which on a busy 2-core machine
    // has taken over a minute: a longer limit than on SQLite, so a slow boot is not reported as a failure.
    jest(['--selectProjects', 'integration', '--forceExit', '--testTimeout=180000'], { TEST_POSTGRES_URL: url })
    // Two server processes of the production build on this cluster (the end-to-end phase ran them on SQLite).
    buildRenderer()
    step('Two server processes on PostgreSQL (Playwright)')
    const report = path.join(cluster, 'playwright.json')
    const result = spawnSync(
      process.execPath,
      [
        path.join(root, 'tests/node_modules/@playwright/test/cli.js'),
        'test',
        '-c',
        'tests/playwright.config.ts',
        'tests/e2e/twoProcesses.spec.ts',
      ],
      {
        cwd: root,
        stdio: 'inherit',
        env: {
          ...process.env,
          TEST_POSTGRES_URL: url,
          E2E_PORT: String(process.env.E2E_PORT ?? 3210),
          PLAYWRIGHT_JSON_OUTPUT_NAME: report,
        },
      },
    )
    countReport(report, (json) => [json.stats.expected + json.stats.flaky, json.stats.unexpected])
    if (result.status !== 0) throw new Error(`playwright (two processes on PostgreSQL) exited with ${result.status}`)
  } finally {
    asPostgresUser(pgCtl, ['-D', path.join(cluster, 'data'), '-m', 'fast', 'stop'])
    rmSync(cluster, { recursive: true, force: true })
  }
})

await phase('integration and end-to-end (MongoDB emulator)', async () => {
  const emulatorPort = Number(process.env.TEST_MONGODB_PORT ?? 27118)
  step(`Starting the MongoDB emulator (CongoDB, in memory) on 127.0.0.1:${emulatorPort}`)
  const emulator = await startMongodbEmulator(emulatorPort)
  try {
    // What the emulator cannot show (unique indexes, transactions) is skipped with its reason (docs/databases.md).
    step('Integration tests on the MongoDB emulator')
    jest(['--selectProjects', 'integration', '--forceExit', '--testTimeout=180000'], { TEST_MONGODB_URL: emulator.url })
    buildRenderer()
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-mongodb-e2e-'))
    const port = Number(process.env.E2E_PORT ?? 3210)
    const databaseUrl = new URL(emulator.url)
    databaseUrl.pathname = '/forecourt_e2e'
    const server = await startServer({
      port,
      env: { ...endToEndServerEnv(dataDir), DATABASE_URL: databaseUrl.toString() },
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    try {
      step('A visitor, a lead, a sign-in and a reservation on a server on MongoDB (Playwright)')
      const report = path.join(dataDir, 'playwright.json')
      const result = spawnSync(
        process.execPath,
        [
          path.join(root, 'tests/node_modules/@playwright/test/cli.js'),
          'test',
          '-c',
          'tests/playwright.config.ts',
          'tests/e2e/mongodb.spec.ts',
        ],
        {
          cwd: root,
          stdio: 'inherit',
          env: {
            ...process.env,
            E2E_DATABASE: 'mongodb',
            E2E_PORT: String(port),
            E2E_SMS_OUTBOX: path.join(dataDir, 'outbox-sms'),
            PLAYWRIGHT_JSON_OUTPUT_NAME: report,
          },
        },
      )
      countReport(report, (json) => [json.stats.expected + json.stats.flaky, json.stats.unexpected])
      if (result.status !== 0) throw new Error(`playwright (MongoDB) exited with ${result.status}`)
    } finally {
      server.kill('SIGTERM')
      rmSync(dataDir, { recursive: true, force: true })
    }
  } finally {
    emulator.stop()
  }
})

finish()

function finish() {
  console.log(`\nPhases: ${timings.join(', ')}; total ${((Date.now() - started) / 1000).toFixed(0)} s`)
  for (const failure of failures) console.log(`✖ ${failure}`)
  if (failures.length > 0 && totals.failed === 0) totals.failed = failures.length
  console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`)
  process.exit(failures.length > 0 || totals.failed > 0 ? 1 : 0)
}
