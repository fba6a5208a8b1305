import { handleEndpoints, type Payload, type SanitizedConfig } from 'payload'

import { sessionCookies } from '../../src/shoppers/session'

/**
 * A shopper of `tenantId` with this mobile (E.164), and the Cookie header their browser sends once
 * signed in. The session is the one sign-in issues (same signature and claims); the sign-in itself,
 * its codes and its limits are tested in shoppers.int.test.ts.
 */
export async function signedInShopper(payload: Payload, tenantId: number, phone: string): Promise<string> {
  const shopper = await payload.create({
    collection: 'shoppers',
    data: { tenant: tenantId, phone },
    depth: 0,
    overrideAccess: true,
  })
  return sessionCookies(payload.secret, shopper, tenantId)
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

export type SiteAnswer = { status: number; json: any }

/** A request to a dealer site's API in-process, as a browser on that site sends it (host, cookies, address). */
export async function siteCall(
  config: SanitizedConfig,
  options: { path: string; host: string; body?: unknown; cookie?: string; address?: string; method?: string },
): Promise<SiteAnswer> {
  const headers = new Headers({ host: options.host, 'x-forwarded-for': options.address ?? '203.0.113.7' })
  if (options.cookie) headers.set('cookie', options.cookie)
  if (options.body !== undefined) headers.set('content-type', 'application/json')
  const request = new Request(`http://${options.host}${options.path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  const response = await handleEndpoints({ config, request, path: new URL(request.url).pathname })
  const text = await response.text()
  return { status: response.status, json: text ? JSON.parse(text) : null }
}
