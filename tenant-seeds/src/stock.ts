import { createHash } from 'node:crypto'

import type { Vehicle } from '@forecourt/schema'

import { generateCaravanStock, isCaravanBody } from './caravanStock'
import { type DemoCar, type LenderKey, withDisplayRules } from './displayRules'
import { type CarStockRecord, generateStock } from './stockGenerator'
import type { TemplateStock, TenantSiteTemplate } from './templates/types'

/** A stable 32-bit seed per tenant slug: the same tenant always gets the same cars, tenants differ. */
export function stockSeedOf(tenantSlug: string): number {
  return createHash('sha256').update(tenantSlug).digest().readUInt32BE(0)
}

function generatedStockFor(seed: number, stock: TemplateStock, count: number): CarStockRecord[] {
  if (stock.kind === 'caravans') return generateCaravanStock(count, seed)
  if (!stock.makes?.length) return generateStock(count, { seed })
  const makes = new Set(stock.makes)
  // Over-generate and keep the named makes: generateStock has no make filter, and this stays deterministic.
  for (let size = count * 4; ; size *= 2) {
    const cars = generateStock(size, { seed }).filter((car) => makes.has(car.make))
    if (cars.length >= count || size > count * 256) return cars.slice(0, count)
  }
}

/** What of the site's settings the demo cars follow: its finance provider and whether cards ask for quotes. */
export type DemoStockSettings = { finance_provider?: string | null; finance_quote_enabled?: boolean | null }

/**
 * The tenant's demo cars, deterministic; filtered to the template's makes when it names any, with every
 * display rule shown on some of them (displayRules.ts).
 */
export function demoStockFor(tenantSlug: string, stock: TemplateStock, count = stock.count, settings: DemoStockSettings = {}): DemoCar[] {
  const seed = stockSeedOf(tenantSlug)
  return withDisplayRules(generatedStockFor(seed, stock, count), {
    seed,
    kind: stock.kind,
    quotesRequested: Boolean(settings.finance_quote_enabled),
    financeProvider: (settings.finance_provider as LenderKey | null | undefined) ?? null,
  })
}

const isoOfSeconds = (seconds: number | null) => (seconds === null ? null : new Date(seconds * 1000).toISOString())

/**
 * A generated car as vehicle data (the slug is left to the collection's hook). `nowMs` dates a car sold
 * "days ago", so it is seeded inside the site's sold window.
 */
export function vehicleDataOfStock(car: DemoCar, tenantId: number, nowMs = Date.now()): Omit<Vehicle, 'id' | 'updatedAt' | 'slug'> {
  const soldSeconds = car.sold_days_ago === undefined ? car.sold_date_timestamp : Math.floor(nowMs / 1000) - car.sold_days_ago * 86_400
  return {
    tenant: tenantId,
    name: car.name,
    stocknum: car.stocknum,
    make: car.make,
    model: car.model,
    badge: car.badge,
    car_type: car.car_type,
    status: car.status,
    sold: car.status === 'sold',
    sold_date: isoOfSeconds(soldSeconds),
    price: car.price,
    km: car.km,
    year: car.year,
    body: car.body,
    simple_body: car.body,
    fuel: car.fuel,
    simple_fuel: car.fuel,
    trans: car.transmission,
    simple_transmission: car.transmission,
    drive: car.drive,
    colour: car.colour,
    seats: car.seats,
    state: car.state,
    city: car.city,
    location: { name: car.location_name },
    dealership_name: car.dealership_name,
    dealership_slug: car.dealership_slug,
    certified: car.certified,
    custom_rank: car.custom_rank,
    show_on_dealer_website: car.show_on_dealer_website,
    filtered_features: car.filtered_features,
    photos_count: car.photos_count,
    tag: car.tag ?? null,
    item_type: isCaravanBody(car.body) ? 'caravan' : 'car',
    vin: car.vin ?? null,
    before_price: car.before_price ?? null,
    preorder: car.preorder ?? false,
    subscription_price: car.subscription_price ?? null,
    autograb_data: car.autograb_data ?? { state_average_market_price: null, average_market_price: null },
    finance_lenders: car.finance_lenders ?? null,
    youxQuote: car.youxQuote ?? { weeklyRepaymentAmount: null, advertisedRate: null, comparisonRate: null },
    file: car.file ?? null,
    payment_processors: car.payment_processors ?? null,
    dealercomments: car.dealercomments ?? null,
    rego_expiry: car.rego_expiry_days === undefined ? null : new Date(nowMs + car.rego_expiry_days * 86_400_000).toISOString(),
    // Ages drive "just arrived" and the newest-first sort, so keep the generated ones.
    createdAt: new Date(car.created_at_timestamp * 1000).toISOString(),
  }
}

export type DemoCarHome = Pick<Vehicle, 'dealership_name' | 'dealership_slug' | 'location' | 'city' | 'state'>

/**
 * Where the index-th demo car of a site stands: one of the site's own open yards in turn (or its
 * dealerships, or the tenant itself), never a yard of the generator's sample dealers.
 */
export function homeOfDemoCar(site: Pick<TenantSiteTemplate, 'tenant' | 'dealerships' | 'locations'>, index: number): DemoCarHome {
  const dealerships = site.dealerships ?? []
  const yards = (site.locations ?? []).filter(
    (yard) => !yard.coming_soon && yard.location_type !== 'service' && yard.location_type !== 'parts',
  )
  if (yards.length) {
    const yard = yards[index % yards.length]!
    const dealership = dealerships.find((each) => each.slug === yard.dealership) ?? dealerships[0]
    return {
      dealership_name: dealership?.name ?? site.tenant.name,
      dealership_slug: dealership?.slug ?? site.tenant.slug,
      location: { name: yard.name },
      city: yard.address?.city ?? null,
      state: yard.address?.state ?? null,
    }
  }
  const dealership = dealerships.length ? dealerships[index % dealerships.length]! : { name: site.tenant.name, slug: site.tenant.slug }
  const address = site.tenant.contact?.address
  return {
    dealership_name: dealership.name,
    dealership_slug: dealership.slug,
    location: { name: dealership.name },
    city: address?.city ?? null,
    state: address?.state ?? null,
  }
}
