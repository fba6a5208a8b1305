// Shared by `npm start` and `npm test`: plain Node (no dependencies), because they run before install.
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
// The pnpm every machine uses. Not a packageManager field: pnpm then wants the pin in the lockfile,
// which it cannot record for this version, and a frozen install refuses the lockfile.
export const pnpmVersion = '12.21.0'

export function step(message) {
  console.log(`\n▶ ${message}`)
}

/** Runs a command, streaming its output; throws on a non-zero exit. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } })
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`)
  }
}

/** pnpm, bootstrapped from the npm registry when the machine has none (or another version). */
export function ensurePnpm() {
  const current = spawnSync('pnpm', ['--version'], { encoding: 'utf8' })
  if (current.status === 0 && current.stdout.trim() === pnpmVersion) return
  step(`Installing pnpm ${pnpmVersion} from the npm registry`)
  run('npm', ['install', '--global', `pnpm@${pnpmVersion}`, '--no-audit', '--no-fund'])
}

function hashFiles(files) {
  const hash = createHash('sha256')
  for (const file of files) {
    hash.update(file)
    hash.update(existsSync(file) ? readFileSync(file) : '')
  }
  return hash.digest('hex')
}

function walk(dir, skip = new Set(['node_modules', '.next', 'data', 'test-results', 'playwright-report'])) {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) return skip.has(entry.name) ? [] : walk(full, skip)
      return [full]
    })
}

/** The workspace's package folders, as pnpm-workspace.yaml lists them (`  - name` lines). */
export function workspacePackages() {
  const listing = readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8').split('allowBuilds:')[0]
  return [...listing.matchAll(/^\s+-\s+(\S+)\s*$/gm)].map((match) => match[1])
}

const manifestFiles = () =>
  ['pnpm-lock.yaml', 'pnpm-workspace.yaml', 'package.json', ...workspacePackages().map((dir) => `${dir}/package.json`)].map((file) =>
    path.join(root, file),
  )

/** Installs dependencies unless the lockfile and manifests are unchanged since the last install. */
export function installDependencies() {
  ensurePnpm()
  const marker = path.join(root, 'node_modules/.forecourt-install')
  const wanted = hashFiles(manifestFiles())
  if (existsSync(marker) && readFileSync(marker, 'utf8') === wanted) {
    step('Dependencies are up to date')
    return
  }
  step('Installing dependencies (pnpm install --frozen-lockfile)')
  run('pnpm', ['install', '--frozen-lockfile'])
  writeFileSync(marker, wanted)
}

/** Builds the renderer for production unless nothing that goes into the build has changed. */
export function buildRenderer() {
  const marker = path.join(root, 'renderer/.next/forecourt-build')
  const inputs = [
    ...manifestFiles(),
    // Every package but the end-to-end tests goes into the build.
    ...workspacePackages()
      .filter((dir) => dir !== 'tests')
      .flatMap((dir) => walk(path.join(root, dir))),
    path.join(root, 'tsconfig.base.json'),
  ]
  const wanted = hashFiles(inputs)
  if (existsSync(marker) && readFileSync(marker, 'utf8') === wanted) {
    step('Production build is up to date')
    return
  }
  step('Building the renderer for production (next build)')
  const started = Date.now()
  run('pnpm', ['--filter', '@forecourt/renderer', 'build'], { env: { NEXT_TELEMETRY_DISABLED: '1' } })
  writeFileSync(marker, wanted)
  console.log(`  built in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

/**
 * Checks every setting the server will read (scripts/checkSettings.ts), in the environment `startServer`
 * gives it: false, with the problems printed, when one is invalid. Needs the installed dependencies.
 * @param {Record<string, string>} env
 */
export function settingsAreValid(env) {
  const result = spawnSync(process.execPath, ['--import', '@swc-node/register/esm-register', path.join(root, 'scripts/checkSettings.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: serverEnvironment(env),
  })
  return result.status === 0
}

/** A secret generated once per machine and kept under data/, so `npm start` needs no configuration. */
export function localSecret(dataDir) {
  if (process.env.PAYLOAD_SECRET) return process.env.PAYLOAD_SECRET
  mkdirSync(dataDir, { recursive: true })
  const file = path.join(dataDir, '.payload-secret')
  if (!existsSync(file))
    writeFileSync(file, createHash('sha256').update(`${Math.random()}${Date.now()}${process.pid}`).digest('hex'), { mode: 0o600 })
  return readFileSync(file, 'utf8').trim()
}

/**
 * The end-to-end server's settings, on a fresh database in `dataDir` (migrated and seeded with the demo
 * tenants as it starts). TRUSTED_PROXY_HOPS=1: the specs play the reverse proxy, naming a visitor's
 * address in X-Forwarded-For where they need visitors of their own for the rate limits.
 * @param {string} dataDir
 */
export function endToEndServerEnv(dataDir) {
  return { DATA_DIR: dataDir, PAYLOAD_SECRET: 'e2e-secret', PAYLOAD_LOG_LEVEL: 'warn', SEED_DEMO_TENANTS: '1', TRUSTED_PROXY_HOPS: '1' }
}

/** The environment of the production server: this process's, with `env` on top. */
function serverEnvironment(env) {
  return { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...env }
}

/**
 * Starts `next start` and resolves once it answers on the port.
 * @param {{ port: number, env: Record<string, string>, stdio?: import('node:child_process').StdioOptions }} options
 * @returns {Promise<import('node:child_process').ChildProcess>}
 */
export async function startServer({ port, env, stdio = 'inherit' }) {
  const child = spawn(process.execPath, [path.join(root, 'renderer/node_modules/next/dist/bin/next'), 'start', '-p', String(port)], {
    cwd: path.join(root, 'renderer'),
    stdio,
    env: serverEnvironment(env),
  })
  // Start-up includes migrations and seeding (renderer/instrumentation.ts).
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`)
    try {
      const response = await fetch(`http://127.0.0.1:${port}/admin/login`, { redirect: 'manual' })
      if (response.status < 500) return child
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  child.kill()
  throw new Error(`next start did not answer on port ${port} within 120 s`)
}
