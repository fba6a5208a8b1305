import 'server-only'

import { platformServices, type ResolvedTenant, shopperCarWhere } from '@forecourt/cms'
import type { Media, SiteSetting, Tenant, Vehicle } from '@forecourt/schema'
import { publicUploadUrl } from '@forecourt/domain/urls'
import { BUTTON_OPTIONS, calendarDateInTimeZone, dealerPhoneSettings, monthYear } from '@forecourt/domain/vehicle'
import {
  bodyLabel,
  lenderRecords,
  stringList,
  timeZoneForState,
  type VehiclePageCar,
  type VehiclePageData,
  type VehiclePageImage,
  type VehiclePageSettings,
  type ViewAnswer,
} from '@forecourt/domain/vehiclePage'
import { accessoriesHrefForCar } from '@forecourt/domain/navigation'
import { onlinePaymentSwitches, paymentMode, type PaymentMode } from '@forecourt/domain/reservation'
import type { CompareTenantSettings } from '@forecourt/domain/compare'
import { payloadClient } from '@/lib/payload'
import { cachedRead, tags } from './cached'
import { tenantShowroom } from './navigation'
import { siteSettingsFor } from './siteSettings'

type TenantRecord = Pick<Tenant, 'id' | 'slug' | 'template' | 'contact'> & { payment_mode: PaymentMode }

/**
 * Tenant records are not public; read the few fields the vehicle page needs on the server. Of the
 * payment setup only its mode leaves this function (never a key).
 */
const vehiclePageTenant = cachedRead(
  'vehicle-page-tenant',
  () => tags.shared('tenants'),
  async (tenantId: ResolvedTenant['id']): Promise<TenantRecord> => {
    const payload = await payloadClient()
    const { payments, ...record } = await payload.findByID({
      collection: 'tenants',
      id: tenantId,
      depth: 0,
      select: { slug: true, template: true, contact: true, payments: true },
      overrideAccess: true,
    })
    const hasStripeKeys = Boolean(
      payments?.stripeSecretKey?.trim() && payments.stripePublishableKey?.trim() && payments.stripeWebhookSecret?.trim(),
    )
    return { ...record, payment_mode: paymentMode({ hasStripeKeys, testMode: payments?.testMode }) }
  },
)

/**
 * Whether a payment for the car is under way (a pending reservation still within its time): the car
 * page then says 'Reservation in progress' instead of offering Reserve and Buy Online. Tagged with the
 * tenant's reservations, which every start and end of a reservation expires (cms reservations/reservationTags.ts).
 */
const pendingReservationUntil = cachedRead(
  'pending-reservation',
  (tenantId) => tags.tenant(tenantId, 'reservations'),
  async (tenantId: ResolvedTenant['id'], carId: number | string): Promise<string | null> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'reservations',
      where: {
        and: [{ tenant: { equals: tenantId } }, { active_car: { equals: String(carId) } }, { status: { equals: 'pending' } }],
      },
      limit: 1,
      depth: 0,
      pagination: false,
      select: { pending_expires_at: true },
      overrideAccess: true,
    })
    return docs[0]?.pending_expires_at ?? null
  },
)

function enabledButtons(options: SiteSetting['button_options']): VehiclePageSettings['button_options'] {
  if (!options || options.length === 0) return null
  return Object.fromEntries(BUTTON_OPTIONS.map((option) => [option, options.includes(option)]))
}

/**
 * The one place the vehicle page's dealer settings come from: the tenant's site settings, with the
 * template's defaults for a tenant that has none yet (a clone mid-onboarding), so its pages still work.
 */
export function vehiclePageSettings(tenant: TenantRecord, site: SiteSetting | null): VehiclePageSettings {
  const toyota = tenant.template === 'toyota-dealer'
  const switchboard = tenant.contact?.phone?.trim() || null
  const time_zone = timeZoneForState(tenant.contact?.address?.state)
  if (!site) {
    return {
      slug: tenant.slug,
      phone_numbers: { new: switchboard, used: switchboard },
      button_options: null,
      checkout_enabled: false,
      online_purchase_enabled: false,
      payment_mode: tenant.payment_mode,
      finance_provider: toyota ? 'manual' : 'taurus',
      finance_link: toyota ? '/finance-enquiry' : '/finance',
      engine_display: 'litres',
      show_unregistered: !toyota,
      call_now_only_when_open: false,
      reviews_min_rating: null,
      hide_reviews: false,
      phone_reveal: false,
      time_zone,
      service_advantage: toyota ? 'toyota' : null,
      calculator: {},
      section_order: null,
      // The collection's own defaults.
      printing_enabled: true,
      favourites_storage: 'browser',
    }
  }
  return {
    slug: tenant.slug,
    no_price_text: site.no_price_text,
    offers_subscription: site.offers_subscription,
    // The same rule the phone reveal call answers with (cms/src/phoneReveals/endpoints.ts).
    ...dealerPhoneSettings(site, switchboard),
    button_options: enabledButtons(site.button_options),
    // A production site without Stripe keys takes no payment: Reserve and Buy Online are off whatever the switches say.
    ...onlinePaymentSwitches(tenant.payment_mode, site),
    payment_mode: tenant.payment_mode,
    reserve_deposit: site.reserve_deposit,
    checkout_uses_buy_online_path: site.checkout_uses_buy_online_path,
    find_similar_lower_case: site.find_similar_lower_case,
    enquire_button_text: site.enquire_button_text,
    show_something_similar_prompt: site.show_something_similar_prompt,
    call_now_only_when_open: site.call_now_only_when_open,
    show_unregistered: site.show_unregistered,
    engine_display: site.engine_display ?? 'litres',
    reviews_min_rating: site.reviews_min_rating,
    hide_reviews: site.hide_reviews,
    finance_provider: site.finance_provider,
    finance_link: site.finance_link,
    finance_quote_enabled: site.finance_quote_enabled,
    phone_reveal: site.phone_reveal ?? false,
    time_zone,
    service_advantage: site.service_advantage ?? null,
    calculator: {},
    section_order: site.vehicle_page_sections?.length ? site.vehicle_page_sections.map((row) => row.section) : null,
    printing_enabled: site.printing_enabled ?? true,
    favourites_storage: site.favourites_storage ?? 'browser',
    why_buy_from_us: site.why_buy_from_us?.map((row) => row.text) ?? null,
  }
}

function mediaImage(media: NonNullable<Vehicle['images']>[number], alt: string): VehiclePageImage | null {
  const upload = typeof media.image === 'object' && media.image !== null ? (media.image as Media) : null
  const uploaded = publicUploadUrl(upload?.url)
  if (upload && uploaded) {
    return { src: uploaded, alt: upload.alt?.trim() || alt, width: upload.width ?? 1200, height: upload.height ?? 800, optimise: true }
  }
  const cdn = media.url?.trim()
  // A feed's CDN address is used as it is: no outside fetches from the optimiser here. A file of this
  // server's own /uploads (the demo stock's generated photos) goes through it like an upload.
  return cdn ? { src: cdn, alt, width: 1200, height: 800, optimise: cdn.startsWith('/uploads/') } : null
}

function carImages(vehicle: Vehicle, title: string): VehiclePageImage[] {
  const images = (vehicle.images ?? []).flatMap((entry, index) => {
    const image = mediaImage(entry, `${title}, photo ${index + 1}`)
    return image ? [image] : []
  })
  const primary = vehicle.primary_image_url?.trim()
  if (images.length === 0 && primary) {
    images.push({ src: primary, alt: title, width: 1200, height: 800, optimise: primary.startsWith('/uploads/') })
  }
  return images
}

function titleOf(vehicle: Vehicle): string {
  return vehicle.name?.trim() || [vehicle.year, vehicle.make, vehicle.model, vehicle.badge].filter(Boolean).join(' ') || vehicle.slug || ''
}

/** The collection's record as the page's plain view model (no relations, no Payload-only fields). */
function pageCar(vehicle: Vehicle & { slug: string }): VehiclePageCar {
  const location = vehicle.location
  const equipment = stringList(vehicle.standardEquipment)
  return {
    id: vehicle.id,
    slug: vehicle.slug,
    name: vehicle.name,
    make: vehicle.make,
    model: vehicle.model,
    badge: vehicle.badge,
    series: vehicle.series,
    year: vehicle.year,
    price: vehicle.price,
    before_price: vehicle.before_price,
    subscription_price: vehicle.subscription_price,
    preorder: vehicle.preorder,
    car_type: vehicle.car_type,
    status: vehicle.status,
    reserved: vehicle.reserved,
    sold: vehicle.sold,
    stocknum: vehicle.stocknum,
    vin: vehicle.vin,
    nvic: vehicle.nvic,
    regplate: vehicle.regplate,
    rego_expiry: vehicle.rego_expiry,
    km: vehicle.km,
    colour: vehicle.colour,
    interior_colour: vehicle.interior_colour,
    drive: vehicle.drive,
    seats: vehicle.seats,
    doors: vehicle.doors,
    simple_body: bodyLabel(vehicle.simple_body),
    body: bodyLabel(vehicle.body),
    trans: vehicle.trans,
    simple_transmission: vehicle.simple_transmission,
    simple_fuel: vehicle.simple_fuel,
    fuel: vehicle.fuel,
    // Stored as text (feeds send '2494' or '2494cc'); the rules want cc as a number.
    engine_size: Number.parseFloat(vehicle.engine_size ?? '') || null,
    engine_size_litres: vehicle.engine_size_litres,
    cylinders: vehicle.cylinders,
    build_date: monthYear(vehicle.build_date),
    compliance_date: monthYear(vehicle.compliance_date),
    file: vehicle.file,
    certified: vehicle.certified,
    tag: vehicle.tag,
    item_type: vehicle.item_type,
    dealercomments: vehicle.dealercomments,
    // The feed's full equipment list when there is one; the demo stock has only the search features.
    standardEquipment: equipment.length > 0 ? equipment : stringList(vehicle.filtered_features),
    payment_processors: stringList(vehicle.payment_processors),
    primary_image_url: vehicle.primary_image_url,
    dealership_slug: vehicle.dealership_slug,
    dealership_name: vehicle.dealership_name,
    dealership_id: vehicle.dealership_id,
    location_name: location?.name ?? null,
    city: vehicle.city,
    state: vehicle.state,
    specifications: vehicle.specifications ?? null,
    variant: vehicle.variant ?? null,
    location: location
      ? {
          id: location.id ?? null,
          name: location.name ?? null,
          phone: location.phone ?? null,
          address: location.address ?? null,
        }
      : null,
    autograb_data: vehicle.autograb_data ?? null,
    youxQuote: vehicle.youxQuote ?? null,
    finance_lenders: lenderRecords(vehicle.finance_lenders),
    photos_count: vehicle.photos_count,
    updated_at: vehicle.updatedAt,
    images: carImages(vehicle, titleOf(vehicle)),
  }
}

/**
 * The tenant's car with this slug as a visitor may see it: null when there is none or the dealer hides
 * it from the website (the one rule every shopper path uses, shopperCarWhere). Read with overrideAccess
 * and that explicit filter, so the scoping is visible here rather than resting on the collection's
 * access function and a request context.
 */
async function readVisibleVehicle(tenantId: ResolvedTenant['id'], slug: string): Promise<(Vehicle & { slug: string }) | null> {
  if (!slug) return null
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'vehicles',
    where: shopperCarWhere(tenantId, { slug }),
    limit: 1,
    depth: 1,
    overrideAccess: true,
  })
  const vehicle = docs[0]
  if (!vehicle?.slug) return null
  return vehicle as Vehicle & { slug: string }
}

const visibleVehicle = cachedRead('visible-vehicle', (tenantId) => tags.tenant(tenantId, 'vehicles'), readVisibleVehicle)

/** The slug from a route parameter; a malformed escape is left as it is (and then matches no car). */
export function slugFromParam(param: string): string {
  try {
    return decodeURIComponent(param)
  } catch {
    return param
  }
}

/** Everything the vehicle page renders for the request's tenant and this slug, or null for a 404. */
export async function vehiclePageData(
  tenant: ResolvedTenant,
  slug: string,
  { host, protocol }: { host: string; protocol: string },
): Promise<VehiclePageData | null> {
  const vehicle = await visibleVehicle(tenant.id, slug)
  if (!vehicle) return null
  const [tenantRecord, site, showroom, pendingUntil] = await Promise.all([
    vehiclePageTenant(tenant.id),
    siteSettingsFor(tenant.id),
    tenantShowroom(tenant.id),
    pendingReservationUntil(tenant.id, vehicle.id),
  ])
  const settings = vehiclePageSettings(tenantRecord, site)
  const now = new Date()
  return {
    car: { ...pageCar(vehicle), reservation_in_progress: pendingUntil !== null && Date.parse(pendingUntil) > now.getTime() },
    tenant: { id: tenant.id, name: tenant.name, slug: tenant.slug },
    settings,
    // No review source is connected yet; the reviews section shows nothing without an aggregate.
    reviews: null,
    pageUrl: `${protocol}://${host}/cars/${encodeURIComponent(vehicle.slug)}`,
    today: calendarDateInTimeZone(now, settings.time_zone),
    currentYear: now.getUTCFullYear(),
    nowMs: now.getTime(),
    accessoriesHref: accessoriesHrefForCar(showroom, vehicle),
  }
}

/** Counts one view of the car and answers the view endpoint's body; null when the car is not visible. */
export async function recordVehicleView(tenant: ResolvedTenant, slug: string): Promise<ViewAnswer | null> {
  // Read afresh: the stored views change every few seconds without a save (and so without expiring a tag).
  const vehicle = await readVisibleVehicle(tenant.id, slug)
  if (!vehicle) return null
  const counter = platformServices().vehicleViewCounter(await payloadClient())
  // The car was read before this view was counted: its stored views plus those not yet written.
  const unsaved = counter.record(vehicle.id)
  return {
    views: (vehicle.views ?? 0) + unsaved,
    car_fields: {
      status: vehicle.status,
      price: vehicle.price ?? null,
      before_price: vehicle.before_price ?? null,
      photos_count: vehicle.photos_count ?? null,
      updated_at: vehicle.updatedAt,
    },
  }
}

export type CompareCars = {
  /** The cars this tenant lists, in the address's order. */
  cars: VehiclePageCar[]
  /** Slugs that name no car this tenant lists (another site's, a hidden or deleted one, a typo). */
  notFound: number
  settings: CompareTenantSettings
  today: string
}

/**
 * The cars of a /compare address, read like a car page: only this tenant's cars that are shown on
 * its website (the tenant filter is explicit, overrideAccess on purpose), so a slug of another site
 * or of a hidden car is simply not found.
 */
export async function compareCars(tenant: ResolvedTenant, slugs: readonly string[]): Promise<CompareCars> {
  const [vehicles, tenantRecord, site] = await Promise.all([
    Promise.all(slugs.map((slug) => visibleVehicle(tenant.id, slug))),
    vehiclePageTenant(tenant.id),
    siteSettingsFor(tenant.id),
  ])
  const settings = vehiclePageSettings(tenantRecord, site)
  const cars = vehicles.flatMap((vehicle) => (vehicle ? [pageCar(vehicle)] : []))
  return {
    cars,
    notFound: slugs.length - cars.length,
    settings: {
      ...settings,
      used_label_pre_owned: site?.used_label_pre_owned,
      label_rewrites: site?.label_rewrites?.map(({ from, to }) => ({ from, to })) ?? null,
    },
    today: calendarDateInTimeZone(new Date(), settings.time_zone),
  }
}
