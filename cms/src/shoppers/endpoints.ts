import type { Endpoint, PayloadRequest } from 'payload'

import { gatingSettingsOf, normaliseAustralianMobile, signInMessages } from '@forecourt/domain/shopper'
import type { Shopper } from '@forecourt/schema'

import { isCrossSiteCookieChange, trustedOrigins } from '../auth/crossSiteMutations'
import { noStoreJson as json, siteEndpoint, type SiteCall } from '../lib/publicEndpoint'
import { journeyKey, journeyResumePath } from '../purchaseJourneys/link'
import { tenantSiteSettings } from '../settings/tenantSiteSettings'
import type { ResolvedTenant } from '../tenancy/resolveTenant'
import { clearedSessionCookies, SHOPPER_COOKIE_PREFIX, shopperOfRequest } from './session'
import { requestSignInCode, signInRefusal, verifySignInCode } from './signIn'
import { signedInShopper, watchlistCars } from './watchlist'

/** GET /api/shoppers/session: who is signed in on this site (never cached; the pages themselves are shared). */
async function currentSession({ req, tenant }: SiteCall<undefined>): Promise<Response> {
  const shopper = await shopperOfRequest(req.payload, req.headers, tenant.id)
  return json(200, { signedIn: Boolean(shopper), shopper: shopper ? { id: shopper.id, phone: shopper.phone } : null })
}

/** No site at the Host: nobody is signed in there. */
const signedOutSession = () => json(200, { signedIn: false, shopper: null })

/**
 * GET /api/shoppers/gating?host={site host}: which optional gates that site closes (the proxy asks,
 * having no database of its own, over loopback, where fetch cannot set a Host header). Settings anyone
 * can infer by opening the site's pages, so nothing to hide.
 */
async function gating({ req, tenant }: SiteCall<undefined>): Promise<Response> {
  const settings = await tenantSiteSettings(req.payload, tenant.id, {
    sign_in_required_routes: true,
    finance_needs_vehicle_identifier: true,
  })
  return json(200, gatingSettingsOf(settings))
}

/**
 * POST /api/shoppers/sign-out: signs the shopper out on every device (their session version goes up,
 * so every cookie issued before is refused), and clears this device's cookies in any case.
 */
async function signOut(req: PayloadRequest, tenant: ResolvedTenant | null): Promise<Response> {
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  for (const cookie of clearedSessionCookies()) headers.append('Set-Cookie', cookie)
  const crossSite = isCrossSiteCookieChange(req as unknown as Request, trustedOrigins(), SHOPPER_COOKIE_PREFIX)
  const shopper = tenant && !crossSite ? await shopperOfRequest(req.payload, req.headers, tenant.id) : null
  if (shopper) {
    await req.payload.update({
      collection: 'shoppers',
      id: shopper.id,
      data: { session_version: (shopper.session_version ?? 0) + 1 },
      depth: 0,
      overrideAccess: true,
    })
  }
  return Response.json({ success: true, message: 'Signed out.' }, { status: 200, headers })
}

/** The ways a stored enquiry's phone may be written for one mobile: E.164, 04…, and 04xx xxx xxx. */
function phoneSpellings(e164: string): string[] {
  const local = `0${e164.slice(3)}`
  return [e164, local, `${local.slice(0, 4)} ${local.slice(4, 7)} ${local.slice(7)}`, e164.slice(1)]
}

/** The shopper's enquiries on this site, matched by their mobile however it was typed (newest 50). */
async function enquiriesOf(req: PayloadRequest, shopper: Shopper, tenantId: number | string) {
  const { docs } = await req.payload.find({
    collection: 'enquiries',
    where: { and: [{ tenant: { equals: tenantId } }, { phone: { in: phoneSpellings(shopper.phone) } }] },
    sort: '-received_at',
    limit: 50,
    depth: 0,
    select: { category: true, subcategory: true, received_at: true, vehicle: true, phone: true },
    overrideAccess: true,
  })
  return docs
    .filter((doc) => normaliseAustralianMobile(String(doc.phone ?? '')) === shopper.phone)
    .map((doc) => {
      const vehicle =
        doc.vehicle && typeof doc.vehicle === 'object' && !Array.isArray(doc.vehicle) ? (doc.vehicle as Record<string, unknown>) : null
      return {
        id: doc.id,
        category: doc.category ?? null,
        subcategory: doc.subcategory ?? null,
        received_at: doc.received_at ?? null,
        car_name: typeof vehicle?.name === 'string' ? vehicle.name : null,
      }
    })
}

/** The shopper's reservations on this site, matched by their mobile as with enquiries (newest 20). */
async function reservationsOf(req: PayloadRequest, shopper: Shopper, tenantId: number | string) {
  const { docs } = await req.payload.find({
    collection: 'reservations',
    where: { and: [{ tenant: { equals: tenantId } }, { phone: { in: phoneSpellings(shopper.phone) } }] },
    sort: '-createdAt',
    limit: 20,
    depth: 0,
    select: { reference: true, status: true, car_name: true, car_slug: true, hold_expires_at: true, phone: true },
    overrideAccess: true,
  })
  return docs
    .filter((doc) => normaliseAustralianMobile(String(doc.phone ?? '')) === shopper.phone)
    .map((doc) => ({
      id: doc.id,
      reference: doc.reference,
      status: doc.status,
      car_name: doc.car_name ?? null,
      car_slug: doc.car_slug ?? null,
      hold_expires_at: doc.hold_expires_at ?? null,
    }))
}

/** The shopper's online purchases on this site (those started or continued signed in), with the link back to each. */
async function purchasesOf(req: PayloadRequest, shopper: Shopper, tenantId: number | string) {
  const { docs } = await req.payload.find({
    collection: 'purchase-journeys',
    where: { and: [{ tenant: { equals: tenantId } }, { shopper: { equals: shopper.id } }] },
    sort: '-updatedAt',
    limit: 20,
    depth: 0,
    select: { reference: true, status: true, step: true, car_name: true, car_slug: true },
    overrideAccess: true,
  })
  return docs.map((doc) => ({
    id: doc.id,
    reference: doc.reference,
    status: doc.status,
    step: doc.step,
    car_name: doc.car_name ?? null,
    continue_path: doc.car_slug ? journeyResumePath(doc.car_slug, doc.reference, journeyKey(req.payload.secret, doc.reference)) : null,
  }))
}

/**
 * GET /api/shoppers/garage: what My Garage shows the signed-in shopper: their watchlist, their
 * enquiries, their reservations and their online purchases on this site; recently viewed cars are
 * kept in the browser and shown by the page itself.
 */
async function garage(call: SiteCall<undefined>): Promise<Response> {
  const { req } = call
  const caller = await signedInShopper(call)
  if (caller instanceof Response) return caller
  const [watchlist, enquiries, reservations, purchases] = await Promise.all([
    watchlistCars(req, caller.shopper),
    enquiriesOf(req, caller.shopper, caller.tenant.id),
    reservationsOf(req, caller.shopper, caller.tenant.id),
    purchasesOf(req, caller.shopper, caller.tenant.id),
  ])
  return json(200, { success: true, phone: caller.shopper.phone, watchlist, enquiries, reservations, purchases })
}

const shopperCall = { messages: { unknownSite: signInMessages.unknownSite, failed: signInMessages.notSignedIn } } as const

export const shopperEndpoints: Endpoint[] = [
  siteEndpoint({
    path: '/request-code',
    method: 'post',
    messages: { unknownSite: signInMessages.unknownSite, failed: signInMessages.smsFailed },
    answer: signInRefusal,
    logMessage: 'Sending a sign-in code failed',
    handler: requestSignInCode,
  }),
  siteEndpoint({
    path: '/verify-code',
    method: 'post',
    messages: { unknownSite: signInMessages.unknownSite, failed: signInMessages.codeWrong },
    answer: signInRefusal,
    logMessage: 'Checking a sign-in code failed',
    handler: verifySignInCode,
  }),
  siteEndpoint({
    ...shopperCall,
    path: '/session',
    method: 'get',
    withoutSite: signedOutSession,
    logMessage: 'Reading a shopper session failed',
    handler: currentSession,
  }),
  siteEndpoint({
    path: '/sign-out',
    method: 'post',
    messages: { unknownSite: signInMessages.unknownSite, failed: 'Signing out failed.' },
    // Signing out clears this device's cookies wherever it is asked.
    withoutSite: (req) => signOut(req, null),
    logMessage: 'Signing a shopper out failed',
    handler: ({ req, tenant }) => signOut(req, tenant),
  }),
  siteEndpoint({
    path: '/gating',
    method: 'get',
    messages: { unknownSite: signInMessages.unknownSite, failed: signInMessages.unknownSite },
    hostOf: (req) => new URL(req.url ?? 'http://localhost/').searchParams.get('host')?.trim() || req.headers.get('host') || '',
    logMessage: 'Reading the sign-in gates failed',
    handler: gating,
  }),
  siteEndpoint({ ...shopperCall, path: '/garage', method: 'get', logMessage: 'Reading My Garage failed', handler: garage }),
]
