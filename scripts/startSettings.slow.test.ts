import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createConnection, createServer, type AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

// `npm start` for real: with an invalid setting it must stop with the message before it builds or
// serves anything. (It installs dependencies first when they changed, which zod needs.)
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

let dataDir: string

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'forecourt-start-settings-'))
})

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true })
})

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

function npmStart(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const { NODE_OPTIONS: _jestOptions, ...inherited } = process.env
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...inherited, DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const killer = setTimeout(() => child.kill('SIGKILL'), 90_000)
  return new Promise((resolve) => {
    child.once('close', (code) => {
      clearTimeout(killer)
      resolve({ code, stdout, stderr })
    })
  })
}

describe('npm start with an invalid setting', () => {
  const cases: Array<[name: string, value: string, message: string]> = [
    ['PORT', 'abc', 'PORT must be a whole number from 1 to 65535 (got "abc").'],
    [
      'DATABASE_URL',
      'mysql://x',
      'DATABASE_URL must start with file:, postgres://, postgresql://, mongodb:// or mongodb+srv:// (got "mysql://x").',
    ],
    ['SMTP_PORT', '70000', 'SMTP_PORT must be a whole number from 1 to 65535 (got "70000").'],
    ['ENQUIRY_RATE_LIMIT', 'lots', 'ENQUIRY_RATE_LIMIT must be a whole number, 0 or more (got "lots").'],
  ]

  it.each(cases)(
    '%s=%s stops before building or serving, with the message',
    async (name, value, message) => {
      const port = await freePort()
      const { code, stdout, stderr } = await npmStart({ PORT: String(port), [name]: value })
      expect(code).toBe(1)
      expect(stderr).toContain('Forecourt cannot start: a setting is invalid')
      expect(stderr).toContain(message)
      expect(stdout).not.toMatch(/Building the renderer|Production build is up to date|Starting the platform/)
      expect(await listening(port)).toBe(false)
    },
    120_000,
  )
})
