import { expect, test, type APIRequestContext } from '@playwright/test'

import { demoTenants, port, signInToAdmin, superAdmin } from './support'

// A lead whose webhook the CRM refuses (our own server answers 404 to an address it does not serve,
// which counts as a permanent failure): the lead then waits for an operator, and the admin shows it.
test.describe.configure({ timeout: 120_000 })

const caravans = demoTenants[2]!
const api = `http://127.0.0.1:${port}/api`
const adminHost = { host: `localhost:${port}` }
const refusingWebhook = `http://127.0.0.1:${port}/api/no-such-crm-endpoint`
const onboarding = { email: `onboarding-${Date.now()}@${caravans.slug}.test`, password: 'e2e-onboarding-password' }

type Job = { channel: string; status: string; attempts: number; lastError: string | null; dismissedBy?: string }
type Lead = { id: number; delivery_status: string; deliveries: Job[] }

let token = ''
let tenantId: number
let leadId: number

async function asAdmin(request: APIRequestContext, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, data?: unknown) {
  const response = await request.fetch(`${api}${path}`, {
    method,
    headers: { ...adminHost, authorization: `JWT ${token}` },
    ...(data === undefined ? {} : { data }),
  })
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true)
  return response.json()
}

const readLead = async (request: APIRequestContext): Promise<Lead> => asAdmin(request, 'GET', `/enquiries/${leadId}?depth=0`)
const webhookJob = (lead: Lead) => lead.deliveries.find((job) => job.channel === 'webhook')

test.beforeAll(async ({ request }) => {
  const login = await request.post(`${api}/users/login`, {
    headers: adminHost,
    data: { email: superAdmin.email, password: superAdmin.password },
  })
  expect(login.ok()).toBe(true)
  token = ((await login.json()) as { token: string }).token
  const tenants = (await asAdmin(request, 'GET', `/tenants?where[slug][equals]=${caravans.slug}&depth=0`)) as { docs: { id: number }[] }
  tenantId = tenants.docs[0]!.id
  await asAdmin(request, 'PATCH', `/tenants/${tenantId}`, {
    leadDelivery: { webhookUrl: refusingWebhook, webhookSecret: 'e2e-webhook-shared-secret-0123' },
  })
  await asAdmin(request, 'POST', '/users', {
    email: onboarding.email,
    password: onboarding.password,
    roles: ['user'],
    tenants: [{ tenant: tenantId, roles: ['onboarding'] }],
  })

  // A visitor's enquiry, through the site's own intake.
  const submitted = await request.post(`${api}/enquiries/submit`, {
    headers: {
      host: `${caravans.slug}.localhost:${port}`,
      'x-forwarded-for': '198.51.100.77',
      'idempotency-key': `lead-admin-e2e-${Date.now()}`,
    },
    data: {
      form: 'general',
      name: 'Robin',
      email: `robin-${Date.now()}@example.com.au`,
      phone: '0412 345 678',
      postcode: '4000',
      message: 'Do you have a pop-top in stock?',
    },
  })
  expect(submitted.status()).toBe(201)
  leadId = ((await submitted.json()) as { lead_id: number }).lead_id

  // The email goes to the local mail folder; the webhook is refused and waits for an operator.
  await expect
    .poll(
      async () => {
        const lead = await readLead(request)
        return lead.deliveries.map((job) => `${job.channel}:${job.status}`).sort()
      },
      { timeout: 30_000 },
    )
    .toEqual(['email:delivered', 'webhook:needs-operator'])
})

test.afterAll(async ({ request }) => {
  if (!token || tenantId === undefined) return
  await asAdmin(request, 'PATCH', `/tenants/${tenantId}`, { leadDelivery: { webhookUrl: '', webhookSecret: '' } })
  const users = (await asAdmin(request, 'GET', `/users?where[email][equals]=${encodeURIComponent(onboarding.email)}&depth=0`)) as {
    docs: { id: number }[]
  }
  for (const user of users.docs) await asAdmin(request, 'DELETE', `/users/${user.id}`)
})

test('a marketer sees the failed delivery and its attempts, without the operator buttons', async ({ page }) => {
  await signInToAdmin(page, caravans.marketer.email, caravans.marketer.password)
  await page.goto(`/admin/collections/enquiries/${leadId}`)
  const panel = page.getByTestId('lead-delivery-panel')
  await expect(panel).toBeVisible()
  const webhook = panel.getByTestId('delivery-job-webhook')
  await expect(webhook.getByTestId('delivery-job-status')).toHaveText('Needs an operator')
  await expect(webhook.getByTestId('delivery-job-attempts')).toHaveText('1 attempt')
  await expect(webhook.getByRole('row').nth(1)).toContainText('HTTP 404')
  await expect(panel.getByTestId('delivery-job-email').getByTestId('delivery-job-status')).toHaveText('Delivered')
  await expect(panel.getByRole('button', { name: 'Retry delivery' })).toHaveCount(0)
  await expect(panel.getByRole('button', { name: 'Give up' })).toHaveCount(0)
  await expect(panel).toContainText('Onboarding staff of this site and super-admins can retry or give up')
})

test('the site’s onboarding staff retry the delivery, see the new attempt, then give up on it', async ({ page, request }) => {
  await signInToAdmin(page, onboarding.email, onboarding.password)
  await page.goto(`/admin/collections/enquiries/${leadId}`)
  const panel = page.getByTestId('lead-delivery-panel')
  const webhook = panel.getByTestId('delivery-job-webhook')
  await expect(webhook.getByTestId('delivery-job-status')).toHaveText('Needs an operator')
  await expect(webhook.getByTestId('delivery-job-attempts')).toHaveText('1 attempt')
  // A delivered email has nothing to retry.
  await expect(panel.getByTestId('delivery-job-email').getByRole('button')).toHaveCount(0)

  await webhook.getByRole('button', { name: 'Retry delivery' }).click()
  await expect(panel.getByRole('status')).toContainText('Webhook: retrying now.')
  // The worker tries again at once; the CRM still refuses, and the panel shows that second attempt.
  await expect(webhook.getByTestId('delivery-job-attempts')).toHaveText('2 attempts', { timeout: 30_000 })
  await expect(webhook.getByTestId('delivery-job-status')).toHaveText('Needs an operator')
  await expect(webhook.getByRole('row')).toHaveCount(3)
  expect(webhookJob(await readLead(request))).toMatchObject({ status: 'needs-operator', attempts: 2, lastError: 'HTTP 404' })

  await webhook.getByRole('button', { name: 'Give up' }).click()
  await expect(webhook.getByTestId('delivery-job-status')).toHaveText('Given up')
  await expect(webhook).toContainText(`given up by ${onboarding.email}`)
  await expect(webhook.getByRole('button', { name: 'Give up' })).toHaveCount(0)
  const lead = await readLead(request)
  expect(lead.delivery_status).toBe('dismissed')
  expect(webhookJob(lead)).toMatchObject({ status: 'dismissed', attempts: 2, dismissedBy: onboarding.email })

  // What the panel shows is what is stored.
  await page.reload()
  await expect(panel.getByTestId('delivery-job-webhook').getByTestId('delivery-job-status')).toHaveText('Given up')
})
