import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

import { expect, type Page } from '@playwright/test'

import demo from '../../tenant-seeds/src/demo.json' with { type: 'json' }

export const port = Number(process.env.E2E_PORT ?? 3210)

/** Every tenant answers at {slug}.localhost, which Chromium resolves to this machine. */
export function tenantUrl(slug: string, path = '/'): string {
  return `http://${slug}.localhost:${port}${path}`
}

export const demoTenants = demo.tenants
export const superAdmin = demo.superAdmin

/**
 * Browser storage of a shopper who has closed every demo site's popup: the default for every test, so
 * the popup's modal dialog does not sit over the pages other tests click. Popup ids of a fresh seed are
 * small numbers; tests of the popup itself start from an empty storage state.
 */
export const popupsDismissed = {
  cookies: [],
  origins: demo.tenants.map((tenant) => ({
    origin: `http://${tenant.slug}.localhost:${port}`,
    localStorage: Array.from({ length: 50 }, (_, index) => ({ name: `popup-dismissed-${index + 1}`, value: 'true' })),
  })),
}

export const noStoredState = { cookies: [], origins: [] }

/** Signs in through the admin's own login form and waits for the dashboard. */
export async function signInToAdmin(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(email)
  await page.locator('#field-password').fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.waitForURL(/\/admin(\/)?$/)
}

/** The server's text-message outbox, where the sign-in specs read the codes (scripts/test.mjs sets it). */
export const smsOutbox = process.env.E2E_SMS_OUTBOX ?? ''

/** The code of the newest text message the server wrote for `e164` since `after`. */
export async function codeSentTo(e164: string, after: number): Promise<string> {
  let code = ''
  await expect
    .poll(async () => {
      const names = (await readdir(smsOutbox).catch(() => [] as string[])).filter((name) => name.endsWith('.json')).sort()
      for (const name of names.reverse()) {
        const message = JSON.parse(await readFile(path.join(smsOutbox, name), 'utf8')) as { to: string; body: string; at: string }
        if (message.to === e164 && Date.parse(message.at) >= after) {
          code = /\b(\d{6})\b/.exec(message.body)?.[1] ?? ''
          return code
        }
      }
      return ''
    })
    .toMatch(/^\d{6}$/)
  return code
}
