import { execFile } from 'node:child_process'
import http from 'node:http'
import path from 'node:path'
import { promisify } from 'node:util'

import { expect, test } from '@playwright/test'

import { port, superAdmin, tenantUrl } from './support'

const run = promisify(execFile)
const repoRoot = path.resolve(import.meta.dirname, '../..')

function clone(args: string[]) {
  return run(process.execPath, ['scripts/tenant-clone.mjs', ...args, '--url', `http://127.0.0.1:${port}`], {
    cwd: repoRoot,
    env: { ...process.env, FORECOURT_EMAIL: superAdmin.email, FORECOURT_PASSWORD: superAdmin.password },
  })
}

test('the clone command creates a tenant whose home page and search render at once', async ({ page }) => {
  test.setTimeout(120_000)
  const flags = [
    '--from',
    'used-car-group',
    '--slug',
    'clone-motors',
    '--name',
    'Clone Motors',
    '--domain',
    'clonemotors.com.au',
    '--demo-stock',
    '12',
  ]
  const first = await clone(flags)
  expect(first.stdout).toContain('Tenant created.')
  // Not on a terminal and without --phone/--address/--licence: the template's stay, and are listed.
  expect(first.stdout).toContain('Not given: --phone, --address, --licence.')
  expect(first.stdout).toContain('Tenant → Contact → Phone:')
  expect(first.stdout).toContain(`http://clone-motors.localhost:${port}`)

  const response = await page.goto(tenantUrl('clone-motors'))
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle(/^Clone Motors/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Clone Motors')
  await page.goto(tenantUrl('clone-motors', '/search'))
  await expect(page.locator('.fc-search__count')).toHaveText(/^\d+ cars? found$/)

  const again = await clone(flags)
  expect(again.stdout).toContain('already existed')
  expect(again.stdout).toContain('nothing (already complete)')

  const refused = await clone([
    '--from',
    'used-car-group',
    '--slug',
    'southern-cross-motors',
    '--name',
    'Copycat',
    '--domain',
    'copycat.com.au',
  ]).catch((error: { code: number; stderr: string }) => error)
  expect(refused).toMatchObject({ code: 1 })
  expect((refused as { stderr: string }).stderr).toContain(
    'The slug "southern-cross-motors" is already taken by "Southern Cross Motor Group". Choose another slug.',
  )
})

test('a stock import streams its first progress line while the server is still writing the cars', async ({ request }) => {
  test.setTimeout(180_000)
  const login = await request.post('/api/users/login', { data: { email: superAdmin.email, password: superAdmin.password } })
  const token = ((await login.json()) as { token: string }).token
  const total = 200
  const rows = Array.from({ length: total }, (_, index) => `STREAM${index},used,in_stock,Kia,Cerato,S,2022,23990,18000`)
  const feed = ['stocknum,car_type,status,make,model,badge,year,price,km', ...rows].join('\n')
  const storedNow = async () => {
    const answer = await request.get(
      '/api/vehicles?where[dealership_slug][equals]=clone-motors-vic&where[stocknum][like]=STREAM&limit=1&depth=0',
      {
        headers: { authorization: `JWT ${token}` },
      },
    )
    return ((await answer.json()) as { totalDocs: number }).totalDocs
  }

  // Node's own client, straight to the server (Node does not resolve *.localhost), reading chunk by chunk.
  const { firstChunk, storedAtFirstChunk, rest } = await new Promise<{
    firstChunk: string
    storedAtFirstChunk: number
    rest: Promise<string>
  }>((resolve, reject) => {
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/vehicles/import?tenant=clone-motors&dealership=clone-motors-vic&mode=partial',
        headers: { host: `localhost:${port}`, authorization: `JWT ${token}`, 'content-type': 'text/csv' },
      },
      (response) => {
        response.setEncoding('utf8')
        let later = ''
        let first: string | undefined
        const ended = new Promise<string>((done) => response.on('end', () => done(later)))
        response.on('data', (chunk: string) => {
          if (first !== undefined) {
            later += chunk
            return
          }
          first = chunk
          storedNow().then((stored) => resolve({ firstChunk: chunk, storedAtFirstChunk: stored, rest: ended }), reject)
        })
      },
    )
    outgoing.on('error', reject)
    outgoing.end(feed)
  })
  expect(JSON.parse(firstChunk.split('\n')[0]!)).toEqual({ type: 'progress', done: 0, total })
  expect(firstChunk).not.toContain('"type":"result"')
  expect(storedAtFirstChunk).toBeLessThan(total)
  const lines = (firstChunk + (await rest))
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { type: string; created?: number })
  expect(lines.at(-1)).toMatchObject({ type: 'result', created: total })
  expect(await storedNow()).toBe(total)
})
