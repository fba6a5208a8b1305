import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { demoTenants, port, signInToAdmin } from './support'

const [toyota] = demoTenants

// A minute to wait for the chosen time, and up to a minute more for the queue's next run.
test.describe.configure({ timeout: 5 * 60_000 })

/** The schedule drawer's date and time as its picker reads typed text ("MMM d, yyyy h:mm a", the browser's time zone). */
async function pickerText(page: Page, at: Date): Promise<string> {
  return page.evaluate((time) => {
    const date = new Date(time)
    const month = date.toLocaleString('en-US', { month: 'short' })
    const hours = date.getHours() % 12 || 12
    const minutes = String(date.getMinutes()).padStart(2, '0')
    return `${month} ${date.getDate()}, ${date.getFullYear()} ${hours}:${minutes} ${date.getHours() < 12 ? 'AM' : 'PM'}`
  }, at.getTime())
}

/**
 * Whether the public offers page lists an offer of this name, read as a shopper (no admin cookie). Node does not
 * resolve *.localhost, so the site is named in the Host header.
 */
async function offerIsListed(request: APIRequestContext, name: string): Promise<boolean> {
  const response = await request.get(`http://127.0.0.1:${port}/special-offers`, { headers: { host: `${toyota!.slug}.localhost:${port}` } })
  return response.ok() && (await response.text()).includes(name)
}

test('a marketer schedules an offer to publish at a coming minute, and the site shows it within a minute of that time', async ({
  page,
  request,
}) => {
  await signInToAdmin(page, toyota!.marketer.email, toyota!.marketer.password)

  // A new draft offer of the marketer's own dealership (the only tenant they belong to).
  const name = `Scheduled service offer ${Date.now()}`
  await page.goto('/admin/collections/offers/create')
  await page.locator('#field-name').fill(name)
  await page.locator('#action-save-draft').click()
  await page.waitForURL(/\/admin\/collections\/offers\/[^/]+$/, { timeout: 30_000 })
  await expect(page.locator('#field-name')).toHaveValue(name)

  // Whole minutes only (the queue runs on each minute): at least half a minute ahead, so the time is still ahead
  // once the drawer saves, and the wait stays short.
  const at = new Date(Math.ceil((Date.now() + 30_000) / 60_000) * 60_000)
  await page.locator('#action-save-popup button').first().click()
  await page.locator('#schedule-publish').click()
  // The drawer offers Unpublish first for a document with no newer version than its published one; this is a publish.
  const publishChoice = page.locator('.schedule-publish__type li').first()
  await publishChoice.locator('label').click()
  await expect(publishChoice.locator('input[type="radio"]')).toBeChecked()
  const time = page.locator('#time input')
  await expect(time).toBeVisible()
  await time.fill(await pickerText(page, at))
  await time.press('Enter')
  await page.locator('#scheduled-publish-save').click()
  await expect(page.getByText(/Scheduled successfully/i).first()).toBeVisible()

  // Not before its time: the draft stays off the site.
  expect(await offerIsListed(request, name)).toBe(false)

  // Live within a minute of its time (the queue runs each minute), plus a little for the page to answer.
  await expect.poll(() => offerIsListed(request, name), { timeout: at.getTime() - Date.now() + 90_000, intervals: [5_000] }).toBe(true)
  expect(Date.now()).toBeGreaterThanOrEqual(at.getTime())
})
