import { expect, test, type APIRequestContext } from '@playwright/test'

import { demoTenants, port, signInToAdmin, superAdmin } from './support'

// Against the built server: a tenant with content is deleted from the admin (after its confirmation),
// a car whose number a shopper revealed can be deleted, and a marketer cannot lock another site's page.
test.describe.configure({ timeout: 120_000 })

const api = `http://127.0.0.1:${port}/api`
const adminHost = { host: `localhost:${port}` }
const stamp = Date.now()
const doomedSlug = `closing-dealer-${stamp}`
const doomedMarketer = { email: `marketer-${stamp}@${doomedSlug}.test`, password: 'e2e-marketer-password' }

let token = ''

async function call(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  options: { data?: unknown; headers?: Record<string, string>; auth?: string } = {},
) {
  const auth = options.auth ?? token
  const response = await request.fetch(`${api}${path}`, {
    method,
    headers: { ...adminHost, ...(auth ? { authorization: `JWT ${auth}` } : {}), ...options.headers },
    ...(options.data === undefined ? {} : { data: options.data }),
  })
  const text = await response.text()
  return { status: response.status(), json: text ? JSON.parse(text) : null }
}

async function login(request: APIRequestContext, email: string, password: string): Promise<string> {
  const answer = await call(request, 'POST', '/users/login', { data: { email, password }, auth: '' })
  expect(answer.status).toBe(200)
  return answer.json.token as string
}

async function newCar(request: APIRequestContext, tenant: number, stocknum: string): Promise<number> {
  const created = await call(request, 'POST', '/vehicles', {
    data: {
      tenant,
      stocknum,
      name: `2022 Kia Sportage ${stocknum}`,
      make: 'Kia',
      model: 'Sportage',
      year: 2022,
      car_type: 'used',
      status: 'in_stock',
      price: 32990,
    },
  })
  expect(created.status).toBe(201)
  return created.json.doc.id as number
}

async function revealNumber(request: APIRequestContext, slug: string, tenant: number, car: number) {
  const revealed = await call(request, 'POST', '/phone-reveals/record', {
    headers: { host: `${slug}.localhost:${port}`, 'x-forwarded-for': '198.51.100.201' },
    data: { car_id: car, website_id: tenant },
    auth: '',
  })
  expect(revealed.status).toBe(201)
}

test.beforeAll(async ({ request }) => {
  token = await login(request, superAdmin.email, superAdmin.password)
})

test('a super-admin deletes a tenant with content from the admin, after confirming', async ({ page, request }) => {
  const tenant = await call(request, 'POST', '/tenants', {
    // A number to reveal: a phone reveal answers with the dealer's number.
    data: { name: 'Closing Dealer', slug: doomedSlug, status: 'active', template: 'blank', contact: { phone: '(03) 9000 0000' } },
  })
  expect(tenant.status).toBe(201)
  const tenantId = tenant.json.doc.id as number
  expect(
    (
      await call(request, 'POST', '/pages', {
        data: { tenant: tenantId, slug: 'home', title: 'Closing down', _status: 'published', layout: [] },
      })
    ).status,
  ).toBe(201)
  const car = await newCar(request, tenantId, `CD-${stamp}`)
  await revealNumber(request, doomedSlug, tenantId, car)
  expect(
    (
      await call(request, 'POST', '/users', {
        data: { ...doomedMarketer, roles: ['user'], tenants: [{ tenant: tenantId, roles: ['marketer'] }] },
      })
    ).status,
  ).toBe(201)

  await signInToAdmin(page, superAdmin.email, superAdmin.password)
  await page.goto(`/admin/collections/tenants/${tenantId}`)
  await page.locator('.doc-controls__dots').click()
  await page.locator('#action-delete').click()
  await expect(page.getByText('Confirm deletion')).toBeVisible()
  await page.locator('#confirm-action').click()
  await page.waitForURL(/\/admin\/collections\/tenants(\?.*)?$/)
  await expect(page.getByText('An unknown error occurred')).toHaveCount(0)

  expect((await call(request, 'GET', `/tenants/${tenantId}`)).status).toBe(404)
  for (const collection of ['pages', 'vehicles', 'phone-reveals']) {
    const left = await call(request, 'GET', `/${collection}?where[tenant][equals]=${tenantId}&depth=0`)
    expect({ collection, left: left.json.totalDocs }).toEqual({ collection, left: 0 })
  }
  const users = await call(request, 'GET', `/users?where[email][equals]=${encodeURIComponent(doomedMarketer.email)}&depth=0`)
  expect(users.json.totalDocs).toBe(0)
})

test('a car whose number a shopper revealed can be deleted; the reveal stays', async ({ request }) => {
  const site = demoTenants[1]!
  const tenants = await call(request, 'GET', `/tenants?where[slug][equals]=${site.slug}&depth=0`)
  const tenantId = tenants.json.docs[0].id as number
  const car = await newCar(request, tenantId, `RV-${stamp}`)
  await revealNumber(request, site.slug, tenantId, car)
  expect((await call(request, 'DELETE', `/vehicles/${car}`)).status).toBe(200)
  const reveals = await call(request, 'GET', `/phone-reveals?where[car_name][like]=RV-${stamp}&depth=0`)
  expect(reveals.status).toBe(200)
  expect(reveals.json.docs).toHaveLength(1)
  expect(reveals.json.docs[0].car).toBeNull()
})

test("a marketer cannot lock another tenant's page, and locks their own in their own name", async ({ request }) => {
  const [own, other] = [demoTenants[0]!, demoTenants[2]!]
  const marketerToken = await login(request, own.marketer.email, own.marketer.password)
  const pageOf = async (slug: string) => {
    const tenants = await call(request, 'GET', `/tenants?where[slug][equals]=${slug}&depth=0`)
    const pages = await call(request, 'GET', `/pages?where[tenant][equals]=${tenants.json.docs[0].id}&depth=0&limit=1`)
    return pages.json.docs[0].id as number
  }
  const me = await call(request, 'GET', '/users/me', { auth: marketerToken })
  const lockOn = (page: number) => ({ document: { relationTo: 'pages', value: page }, user: { relationTo: 'users', value: 1 } })

  const refused = await call(request, 'POST', '/payload-locked-documents', { data: lockOn(await pageOf(other.slug)), auth: marketerToken })
  expect(refused.status).toBe(403)
  const mine = await call(request, 'POST', '/payload-locked-documents', { data: lockOn(await pageOf(own.slug)), auth: marketerToken })
  expect(mine.status).toBe(201)
  expect(mine.json.doc.user.value?.id ?? mine.json.doc.user.value).toBe(me.json.user.id)
  expect((await call(request, 'DELETE', `/payload-locked-documents/${mine.json.doc.id}`, { auth: marketerToken })).status).toBe(200)
})
