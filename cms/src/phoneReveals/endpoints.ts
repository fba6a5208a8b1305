import { choosePhone, dealerPhoneSettings } from '@forecourt/domain/vehicle'
import type { PhoneRevealAnswer } from '@forecourt/domain/vehiclePage'
import { z } from 'zod'

import { withDocumentIds } from '../lib/documents'
import { noStoreJson as json, siteEndpoint, type SiteCall } from '../lib/publicEndpoint'
import { tenantSiteSettings } from '../settings/tenantSiteSettings'
import { shopperCarWhere } from '../vehicles/shopperCar'

export const phoneRevealMessages = {
  invalid: 'A phone reveal needs the car_id, dealership_id and website_id of a car on this site.',
  unknownSite: 'There is no dealer site at this address.',
  unknownCar: 'There is no such car on this site.',
  noNumber: 'This dealer has no phone number for this car.',
  rateLimited: 'Too many requests from your address. Please wait a minute and try again.',
  tooLarge: 'This request is too large to be a phone reveal.',
} as const

/** The spec's reveal call: car_id, dealership_id, website_id, each a record id of this database. */
export const phoneRevealSchema = withDocumentIds((id) =>
  z.object({
    car_id: id,
    dealership_id: id.nullish(),
    website_id: id,
  }),
)

export type PhoneRevealInput = z.input<ReturnType<typeof phoneRevealSchema>>

/** '2021 Toyota Corolla (stock A1)': the same words the migration gave the reveals recorded before it. */
export function carNameForReveal(car: { name?: string | null; stocknum?: string | null }): string | null {
  return `${car.name ?? ''}${car.stocknum ? ` (stock ${car.stocknum})` : ''}`.trim() || null
}

/** The reveal call is three ids; anything much bigger is not one. */
const REVEAL_BODY_LIMIT_BYTES = 2_048

/** The reveal's three ids: refused 413 past the limit, 400 when they do not name a car of this site. */
function checkRevealBody(read: unknown, { req, tenant }: Pick<SiteCall<unknown>, 'req' | 'tenant'>) {
  if (read === 'too-large') return json(413, { message: phoneRevealMessages.tooLarge })
  const parsed = phoneRevealSchema(req.payload).safeParse(read)
  if (!parsed.success || String(parsed.data.website_id) !== String(tenant.id)) return json(400, { message: phoneRevealMessages.invalid })
  return parsed.data
}

/**
 * Records one click on a masked phone number. The site is the request's host; a website_id naming
 * another site, or a car that is not this site's, is refused rather than recorded against it.
 */
async function recordPhoneReveal({ req, tenant, body }: SiteCall<z.output<ReturnType<typeof phoneRevealSchema>>>): Promise<Response> {
  const { payload } = req
  const [{ docs }, site, tenantRecord] = await Promise.all([
    payload.find({
      collection: 'vehicles',
      where: shopperCarWhere(tenant.id, { id: body.car_id }),
      limit: 1,
      depth: 0,
      select: { dealership_id: true, name: true, stocknum: true, slug: true, car_type: true, location: true },
      overrideAccess: true,
    }),
    tenantSiteSettings(payload, tenant.id, { phone_override: true, phone_numbers: true }),
    payload.findByID({ collection: 'tenants', id: tenant.id, depth: 0, select: { contact: true }, overrideAccess: true }),
  ])
  const car = docs[0]
  if (!car) return json(404, { message: phoneRevealMessages.unknownCar })
  // The number the car page would show unmasked, by the same rule (the page holds only the masked one).
  const phone = choosePhone(
    { slug: car.slug ?? String(car.id), car_type: car.car_type, location: car.location ?? null },
    dealerPhoneSettings(site, tenantRecord.contact?.phone),
  )
  if (phone.kind !== 'phone') return json(404, { message: phoneRevealMessages.noNumber })

  const created = await payload.create({
    collection: 'phone-reveals',
    data: {
      tenant: tenant.id,
      car: car.id,
      // Kept with the reveal: the car may be deleted later, the lead signal stays readable.
      car_name: carNameForReveal(car),
      // The car's own dealership wins over what the page sent: the record is for the dealer's reports.
      dealership_id: car.dealership_id ?? (body.dealership_id == null ? null : String(body.dealership_id)),
      revealed_at: new Date().toISOString(),
    },
    depth: 0,
    overrideAccess: true,
  })
  const answer: PhoneRevealAnswer = { id: created.id, number: phone.number, tel_href: phone.telHref }
  return json(201, answer)
}

export const phoneRevealEndpoint = siteEndpoint({
  path: '/record',
  method: 'post',
  messages: { ...phoneRevealMessages, failed: 'The reveal could not be recorded.' },
  logMessage: 'Recording a phone reveal failed',
  rateLimit: { limiter: 'phoneReveals' },
  body: { limitBytes: REVEAL_BODY_LIMIT_BYTES, check: checkRevealBody },
  handler: recordPhoneReveal,
})
