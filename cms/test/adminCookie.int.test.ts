import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { handleEndpoints, type Payload, type SanitizedConfig } from 'payload'

import { servedOverHttps } from '../src/platform/settings/server'
import { createTenantFixture, password, type TenantFixture } from './helpers/fixtures'
import { bootTestPayload, type TestPayload } from './helpers/testPayload'

let test: TestPayload
let payload: Payload
let config: SanitizedConfig
let a: TenantFixture

beforeAll(async () => {
  // Read by the config as it is imported: an admin served at an https address.
  process.env.PUBLIC_URL = 'https://admin.example.com'
  test = await bootTestPayload()
  payload = test.payload
  config = test.config
  a = await createTenantFixture(payload, 'alpha')
}, 60_000)

afterAll(async () => {
  delete process.env.PUBLIC_URL
  await test?.cleanup()
})

describe('the admin session cookie', () => {
  it('is Secure (and HttpOnly, SameSite=Lax) when the public URL is https', async () => {
    const request = new Request('https://admin.example.com/api/users/login', {
      method: 'POST',
      headers: { host: 'admin.example.com', 'content-type': 'application/json' },
      body: JSON.stringify({ email: a.marketer.email, password }),
    })
    const response = await handleEndpoints({ config, request, path: '/api/users/login' })
    expect(response.status).toBe(200)
    const cookie = response.headers.getSetCookie().find((each) => each.startsWith('payload-token='))
    expect(cookie).toMatch(/; Secure/)
    expect(cookie).toMatch(/; HttpOnly/)
    expect(cookie).toMatch(/; SameSite=Lax/)
  })

  it('follows the scheme of the public URL', () => {
    expect(servedOverHttps({ publicUrl: 'https://admin.example.com' })).toBe(true)
    expect(servedOverHttps({ publicUrl: 'http://localhost:3000' })).toBe(false)
    expect(servedOverHttps({ publicUrl: null })).toBe(false)
  })
})
