import type { Page } from '@playwright/test'

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
