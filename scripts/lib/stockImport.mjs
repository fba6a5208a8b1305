// The logic of `npm run stock:import` (scripts/stock-import.mjs), kept importable for its tests:
// plain Node, talking to a running server over HTTP only. Importing Payload here would pull in its
// lexical editor and TypeScript loader, which are unreliable outside Next on this Node.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'

export const usage = `Usage: npm run stock:import -- --tenant <slug> --dealership <slug> --file <feed.csv|feed.json>
         [--mode full|partial] [--url http://127.0.0.1:3000] [--email <email>] [--password <password>]
         [--dealership-name "<name>"] [--format csv|json]

  --mode full      (default) cars of the dealership missing from the feed are marked sold
  --mode partial   only the cars in the feed are created or updated
  The login comes from --email/--password or FORECOURT_EMAIL/FORECOURT_PASSWORD: a super-admin, or
  a user with the onboarding role in the tenant. Exits 1 when the import fails or rejects any row.`

export class UsageError extends Error {}

/**
 * @typedef {{ tenant: string, dealership: string, dealershipName?: string, file: string, mode: 'full' | 'partial',
 *   format?: 'csv' | 'json', url: string, email: string, password: string, help: boolean }} CliOptions
 */

/**
 * Flags (and the login from the environment) → options; throws UsageError naming what is wrong.
 * @param {readonly string[]} argv arguments after the script name
 * @param {Record<string, string | undefined>} env
 * @returns {CliOptions}
 */
export function parseCliArgs(argv, env = {}) {
  let values
  try {
    ;({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        tenant: { type: 'string' },
        dealership: { type: 'string' },
        'dealership-name': { type: 'string' },
        file: { type: 'string' },
        mode: { type: 'string', default: 'full' },
        format: { type: 'string' },
        url: { type: 'string', default: 'http://127.0.0.1:3000' },
        email: { type: 'string' },
        password: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }))
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error))
  }
  if (values.help) {
    return { help: true, tenant: '', dealership: '', file: '', mode: 'full', url: '', email: '', password: '' }
  }
  const problems = []
  for (const name of ['tenant', 'dealership', 'file']) if (!values[name]) problems.push(`--${name} is required`)
  if (values.mode !== 'full' && values.mode !== 'partial') problems.push(`--mode must be full or partial (got "${values.mode}")`)
  if (values.format !== undefined && values.format !== 'csv' && values.format !== 'json') {
    problems.push(`--format must be csv or json (got "${values.format}")`)
  }
  const email = values.email ?? env.FORECOURT_EMAIL
  const password = values.password ?? env.FORECOURT_PASSWORD
  if (!email) problems.push('--email (or FORECOURT_EMAIL) is required')
  if (!password) problems.push('--password (or FORECOURT_PASSWORD) is required')
  let url = values.url ?? 'http://127.0.0.1:3000'
  try {
    const parsed = new URL(url)
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('not http')
    url = parsed.href.replace(/\/+$/, '')
  } catch {
    problems.push(`--url must be an http(s) address (got "${url}")`)
  }
  if (problems.length) throw new UsageError(problems.join('\n'))
  return {
    help: false,
    tenant: String(values.tenant),
    dealership: String(values.dealership),
    ...(values['dealership-name'] ? { dealershipName: values['dealership-name'] } : {}),
    file: String(values.file),
    mode: /** @type {'full' | 'partial'} */ (values.mode),
    format: /** @type {'csv' | 'json' | undefined} */ (values.format) ?? formatOfFile(String(values.file)),
    url,
    email: String(email),
    password: String(password),
  }
}

/**
 * The feed format a file name implies; undefined lets the server look at the content.
 * @param {string} file
 * @returns {'csv' | 'json' | undefined}
 */
export function formatOfFile(file) {
  const extension = path.extname(file).toLowerCase()
  if (extension === '.csv' || extension === '.txt') return 'csv'
  if (extension === '.json') return 'json'
  return undefined
}

/**
 * Each JSON line of an NDJSON body, as it arrives; a line split across chunks is joined first.
 * @param {AsyncIterable<Uint8Array | string>} body
 * @returns {AsyncGenerator<Record<string, unknown>>}
 */
export async function* ndjsonMessages(body) {
  const decoder = new TextDecoder()
  let buffered = ''
  const parse = (line) => {
    try {
      return JSON.parse(line)
    } catch {
      throw new Error(`The server sent a line that is not JSON: ${line.slice(0, 200)}`)
    }
  }
  for await (const chunk of body) {
    buffered += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true })
    let newline
    while ((newline = buffered.indexOf('\n')) >= 0) {
      const line = buffered.slice(0, newline).trim()
      buffered = buffered.slice(newline + 1)
      if (line) yield parse(line)
    }
  }
  buffered += decoder.decode()
  if (buffered.trim()) yield parse(buffered.trim())
}

/**
 * What to print once the import has finished.
 * @param {{ created?: number, updated?: number, unchanged?: number, sold?: number,
 *   rejected?: Array<{ reason: string }>, warnings?: string[] }} result
 * @returns {string[]}
 */
export function summaryLines(result) {
  const rejected = result.rejected ?? []
  const lines = [
    `created ${result.created ?? 0}, updated ${result.updated ?? 0}, unchanged ${result.unchanged ?? 0}, sold ${result.sold ?? 0}, rejected ${rejected.length}`,
  ]
  for (const warning of result.warnings ?? []) lines.push(`warning: ${warning}`)
  if (rejected.length) {
    lines.push('Rejected rows:')
    for (const each of rejected) lines.push(`  ${each.reason}`)
  }
  return lines
}

/** The message of a JSON error answer (`{ message }` or Payload's `{ errors: [{ message }] }`). */
export async function errorOf(response) {
  const text = await response.text().catch(() => '')
  try {
    const body = JSON.parse(text)
    const message =
      body?.message ??
      body?.errors
        ?.map?.((each) => each?.message)
        .filter(Boolean)
        .join('; ')
    if (message) return `${message} (HTTP ${response.status})`
  } catch {
    // Not JSON: show the start of whatever came back.
  }
  return `HTTP ${response.status}${text ? `: ${text.slice(0, 300)}` : ''}`
}

/**
 * @typedef {{ start(total: number, value: number, payload?: Record<string, string>): void,
 *   update(value: number, payload?: Record<string, string>): void, setTotal(total: number): void, stop(): void }} ProgressBar
 */

/**
 * The rate and time left the bar shows: cars per second since the first progress line, and the
 * rest at that rate. "…" until there is something to measure.
 * @param {{ done: number, total: number, firstDone: number, elapsedMs: number }} progress
 * @returns {{ rate: string, eta: string }}
 */
export function progressFigures({ done, total, firstDone, elapsedMs }) {
  const carsSoFar = done - firstDone
  if (carsSoFar <= 0 || elapsedMs <= 0) return { rate: '…', eta: '…' }
  const perSecond = (carsSoFar * 1000) / elapsedMs
  const secondsLeft = Math.max(0, Math.ceil((total - done) / perSecond))
  const minutes = Math.floor(secondsLeft / 60)
  const eta = minutes > 0 ? `${minutes}m ${String(secondsLeft % 60).padStart(2, '0')}s` : `${secondsLeft}s`
  return { rate: perSecond >= 10 ? perSecond.toFixed(0) : perSecond.toFixed(1), eta }
}

/**
 * Logs in as options.email at options.url; the token, or null after saying why on `err` (a refused
 * login, an answer without a token, or a server that cannot be reached). Both command-line tools use it.
 * @param {typeof fetch} request
 * @param {{ url: string, email: string, password: string }} options
 * @param {(line: string) => void} err
 * @returns {Promise<string | null>}
 */
export async function loginToken(request, options, err) {
  try {
    const login = await request(`${options.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: options.email, password: options.password }),
    })
    if (!login.ok) {
      err(`Login as ${options.email} failed: ${await errorOf(login)}`)
      return null
    }
    const token = (await login.json())?.token
    if (!token) err(`Login as ${options.email} answered without a token.`)
    return token || null
  } catch (error) {
    err(`Cannot reach ${options.url}: ${error instanceof Error ? (error.cause?.message ?? error.message) : String(error)}`)
    return null
  }
}

/**
 * Runs the command; returns the exit code rather than exiting, so tests can call it.
 * @param {{ argv: readonly string[], env?: Record<string, string | undefined>, fetch?: typeof fetch,
 *   out?: (line: string) => void, err?: (line: string) => void, createBar?: () => ProgressBar,
 *   readFeed?: (file: string) => Promise<Uint8Array>, now?: () => number }} io
 * @returns {Promise<number>}
 */
export async function runStockImport(io) {
  const out = io.out ?? ((line) => process.stdout.write(`${line}\n`))
  const err = io.err ?? ((line) => process.stderr.write(`${line}\n`))
  const request = io.fetch ?? fetch
  const now = io.now ?? Date.now
  let options
  try {
    options = parseCliArgs(io.argv, io.env ?? process.env)
  } catch (error) {
    err(error instanceof Error ? error.message : String(error))
    err(usage)
    return 1
  }
  if (options.help) {
    out(usage)
    return 0
  }

  let feed
  try {
    // `npm run` starts scripts in the package root; a relative --file means the caller's directory.
    const env = io.env ?? process.env
    feed = await (io.readFeed ?? readFile)(path.resolve(env.INIT_CWD ?? process.cwd(), options.file))
  } catch (error) {
    err(`Cannot read ${options.file}: ${error instanceof Error ? error.message : String(error)}`)
    return 1
  }

  const token = await loginToken(request, options, err)
  if (!token) return 1

  const query = new URLSearchParams({ tenant: options.tenant, dealership: options.dealership, mode: options.mode })
  if (options.format) query.set('format', options.format)
  if (options.dealershipName) query.set('dealershipName', options.dealershipName)
  const contentType = options.format === 'json' ? 'application/json' : options.format === 'csv' ? 'text/csv' : 'application/octet-stream'

  const bar = io.createBar?.()
  let barStarted = false
  const stopBar = () => {
    if (barStarted) bar?.stop()
    barStarted = false
  }
  try {
    const response = await request(`${options.url}/api/vehicles/import?${query}`, {
      method: 'POST',
      headers: { authorization: `JWT ${token}`, 'content-type': contentType, accept: 'application/x-ndjson' },
      body: feed,
    })
    if (!response.ok || !response.body) {
      err(`Import refused: ${await errorOf(response)}`)
      return 1
    }
    let firstDone = 0
    let firstAt = 0
    for await (const message of ndjsonMessages(response.body)) {
      if (message.type === 'progress') {
        const total = Number(message.total) || 0
        const done = Number(message.done) || 0
        if (!barStarted) {
          firstDone = done
          firstAt = now()
          bar?.start(total, done, progressFigures({ done, total, firstDone, elapsedMs: 0 }))
          barStarted = true
        } else {
          bar?.setTotal(total)
          bar?.update(done, progressFigures({ done, total, firstDone, elapsedMs: now() - firstAt }))
        }
      } else if (message.type === 'result') {
        stopBar()
        for (const line of summaryLines(message)) out(line)
        return Array.isArray(message.rejected) && message.rejected.length > 0 ? 1 : 0
      } else if (message.type === 'error') {
        stopBar()
        err(`Import failed: ${message.message}`)
        return 1
      }
    }
    stopBar()
    err('The server closed the connection before the import finished; run it again to see what it did.')
    return 1
  } catch (error) {
    stopBar()
    err(`Import failed: ${error instanceof Error ? (error.cause?.message ?? error.message) : String(error)}`)
    return 1
  }
}
