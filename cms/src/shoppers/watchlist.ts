import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'

import { normaliseAustralianMobile, watchlistMessages, type WatchlistAnswer } from '@forecourt/domain/shopper'
import type { Shopper, Vehicle } from '@forecourt/schema'

import { isCrossSiteCookieChange, trustedOrigins } from '../auth/crossSiteMutations'
import { withDocumentIds, type DocumentId } from '../lib/documents'
import { noStoreJson, siteEndpoint, type Answer, type SiteCall } from '../lib/publicEndpoint'
import type { ResolvedTenant } from '../tenancy/resolveTenant'
import { isShopperVisibleCar, shopperCarWhere } from '../vehicles/shopperCar'
import { SHOPPER_COOKIE_PREFIX, shopperOfRequest } from './session'

const answer = (status: number, body: WatchlistAnswer & Record<string, unknown>) => noStoreJson(status, body)

/** The spec's watchlist call: phone_number and car_id (a car's record id of this database). */
export const watchlistCallSchema = withDocumentIds((id) =>
  z.object({
    phone_number: z.string().trim().min(1).max(32),
    car_id: id,
  }),
)

const WATCHLIST_BODY_LIMIT_BYTES = 1_024

type Caller = { tenant: ResolvedTenant; shopper: Shopper }

/** The watchlist's answers carry `success`, its refusals `success: false`. */
const refusal: Answer = (status, body, headers) => noStoreJson(status, { success: false, ...body }, headers)

/**
 * The site's signed-in shopper, or the answer for a caller who may not use a watchlist here. Also the
 * gate of My Garage (shoppers/endpoints.ts).
 */
export async function signedInShopper({ req, tenant }: Pick<SiteCall<unknown>, 'req' | 'tenant'>): Promise<Caller | Response> {
  // The session cookie is SameSite=Lax; a change must also come from a page of this site.
  if (isCrossSiteCookieChange(req as unknown as Request, trustedOrigins(), SHOPPER_COOKIE_PREFIX)) {
    return refusal(403, { message: watchlistMessages.notSignedIn })
  }
  const shopper = await shopperOfRequest(req.payload, req.headers, tenant.id)
  if (!shopper) return refusal(401, { message: watchlistMessages.notSignedIn })
  return { tenant, shopper }
}

type WatchlistCall = z.output<ReturnType<typeof watchlistCallSchema>>

/** The call's phone number and car id, or the refusal. */
function checkWatchlistBody(read: unknown, { req }: Pick<SiteCall<unknown>, 'req'>): WatchlistCall | Response {
  const parsed = watchlistCallSchema(req.payload).safeParse(read)
  if (!parsed.success) return refusal(read === 'too-large' ? 413 : 400, { message: watchlistMessages.invalid })
  return parsed.data
}

/** The list is the signed-in shopper's own: a call naming another number is not theirs to make. */
function callCarId(call: WatchlistCall, caller: Caller): DocumentId | Response {
  if (normaliseAustralianMobile(call.phone_number) !== caller.shopper.phone) {
    return refusal(403, { message: watchlistMessages.otherPhone })
  }
  return call.car_id
}

const unknownCar = () => answer(404, { success: false, message: watchlistMessages.unknownCar })

/** The car as a shopper of this site may see it: a car the dealer hides is answered like one that does not exist. */
async function visibleCar(req: PayloadRequest, caller: Caller, carId: DocumentId): Promise<Vehicle | null> {
  const { docs } = await req.payload.find({
    collection: 'vehicles',
    where: shopperCarWhere(caller.tenant.id, { id: carId }),
    limit: 1,
    depth: 0,
    select: { name: true, status: true, sold: true, slug: true },
    overrideAccess: true,
  })
  return (docs[0] as Vehicle | undefined) ?? null
}

async function entryOf(req: PayloadRequest, shopper: Shopper, carId: number | string) {
  const { docs } = await req.payload.find({
    collection: 'watchlist',
    where: { and: [{ shopper: { equals: shopper.id } }, { car: { equals: carId } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** POST /api/watchlist/save-car: saving a car already saved answers success again, with one entry. */
async function saveCar(call: SiteCall<WatchlistCall>): Promise<Response> {
  const { req } = call
  const caller = await signedInShopper(call)
  if (caller instanceof Response) return caller
  const carId = callCarId(call.body, caller)
  if (carId instanceof Response) return carId
  const car = await visibleCar(req, caller, carId)
  if (!car) return unknownCar()
  if (await entryOf(req, caller.shopper, car.id)) return answer(200, { success: true, message: watchlistMessages.saved })
  if (car.sold === true || (car.status !== 'in_stock' && car.status !== 'coming_soon')) {
    return answer(409, { success: false, message: watchlistMessages.soldCar })
  }
  try {
    await req.payload.create({
      collection: 'watchlist',
      data: {
        tenant: caller.tenant.id,
        shopper: caller.shopper.id,
        car: car.id,
        car_name: car.name ?? null,
        saved_at: new Date().toISOString(),
      },
      depth: 0,
      overrideAccess: true,
    })
  } catch (error) {
    // Two saves at once: the unique index kept one entry, which is the answer either way.
    if (!(await entryOf(req, caller.shopper, car.id))) throw error
  }
  return answer(200, { success: true, message: watchlistMessages.saved })
}

/**
 * POST /api/watchlist/remove-car: removing a car not (or no longer) saved answers success. A saved car
 * the dealer has since hidden can still be removed by the shopper who saved it; to anyone else it is
 * an unknown car.
 */
async function removeCar(call: SiteCall<WatchlistCall>): Promise<Response> {
  const { req } = call
  const caller = await signedInShopper(call)
  if (caller instanceof Response) return caller
  const carId = callCarId(call.body, caller)
  if (carId instanceof Response) return carId
  const { docs: removed } = await req.payload.delete({
    collection: 'watchlist',
    where: { and: [{ shopper: { equals: caller.shopper.id } }, { car: { equals: carId } }] },
    depth: 0,
    overrideAccess: true,
  })
  if (removed.length === 0 && !(await visibleCar(req, caller, carId))) return unknownCar()
  return answer(200, { success: true, message: watchlistMessages.removed })
}

/**
 * A saved car as its shopper's lists show it. A car the dealer has since hidden from the site (or
 * that left its stock) stays in the list as no longer available, with none of its details.
 */
export type WatchlistCar = {
  id: number
  available: boolean
  name: string | null
  slug: string | null
  price: number | null
  status: string | null
  sold: boolean
  image: string | null
}

const unavailableCar = (id: number): WatchlistCar => ({
  id,
  available: false,
  name: null,
  slug: null,
  price: null,
  status: null,
  sold: false,
  image: null,
})

/** The signed-in shopper's saved cars that still exist, newest first. */
export async function watchlistCars(req: PayloadRequest, shopper: Shopper): Promise<WatchlistCar[]> {
  const { docs } = await req.payload.find({
    collection: 'watchlist',
    where: { and: [{ shopper: { equals: shopper.id } }, { car: { exists: true } }] },
    sort: '-saved_at',
    limit: 200,
    depth: 1,
    overrideAccess: true,
  })
  return docs.flatMap((entry) => {
    const car = entry.car
    if (!car || typeof car !== 'object') return []
    if (!isShopperVisibleCar(car)) return [unavailableCar(car.id)]
    const image = car.primary_image_url || car.images?.find((each) => each.url)?.url || null
    return [
      {
        id: car.id,
        available: true,
        name: car.name ?? entry.car_name ?? 'Car',
        slug: car.slug ?? null,
        price: typeof car.price === 'number' ? car.price : null,
        status: car.status ?? null,
        sold: car.sold === true,
        image,
      },
    ]
  })
}

/** GET /api/watchlist/mine: the ids and cards of the signed-in shopper's saved cars (never cached). */
async function myWatchlist(call: SiteCall<undefined>): Promise<Response> {
  const caller = await signedInShopper(call)
  if (caller instanceof Response) return caller
  const cars = await watchlistCars(call.req, caller.shopper)
  return answer(200, { success: true, message: '', phone_number: caller.shopper.phone, cars })
}

const watchlistCall = {
  messages: { unknownSite: 'There is no dealer site at this address.', failed: watchlistMessages.failed },
  answer: refusal,
  failureFields: { success: false },
} as const

export const watchlistEndpoints: Endpoint[] = [
  siteEndpoint({
    ...watchlistCall,
    path: '/save-car',
    method: 'post',
    logMessage: 'Saving a watchlist car failed',
    body: { limitBytes: WATCHLIST_BODY_LIMIT_BYTES, check: checkWatchlistBody },
    handler: saveCar,
  }),
  siteEndpoint({
    ...watchlistCall,
    path: '/remove-car',
    method: 'post',
    logMessage: 'Removing a watchlist car failed',
    body: { limitBytes: WATCHLIST_BODY_LIMIT_BYTES, check: checkWatchlistBody },
    handler: removeCar,
  }),
  siteEndpoint({ ...watchlistCall, path: '/mine', method: 'get', logMessage: 'Reading a watchlist failed', handler: myWatchlist }),
]
