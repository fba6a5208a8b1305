import { execFile } from 'node:child_process'
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
  const flags = ['--from', 'used-car-group', '--slug', 'clone-motors', '--name', 'Clone Motors', '--domain', 'clonemotors.com.au', '--demo-stock', '12']
  const first = await clone(flags)
  expect(first.stdout).toContain('Tenant created.')
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

  const refused = await clone(['--from', 'used-car-group', '--slug', 'southern-cross-motors', '--name', 'Copycat', '--domain', 'copycat.com.au']).catch(
    (error: { code: number; stderr: string }) => error,
  )
  expect(refused).toMatchObject({ code: 1 })
  expect((refused as { stderr: string }).stderr).toContain('The slug "southern-cross-motors" is already taken by "Southern Cross Motor Group". Choose another slug.')
})
