import { createHash } from 'node:crypto'

import type { Vehicle } from '@forecourt/schema'

import { generateCaravanStock, isCaravanBody } from './caravanStock'
import { type CarStockRecord, generateStock } from './stockGenerator'
import type { TemplateStock, TenantSiteTemplate } from './templates/types'

/** A stable 32-bit seed per tenant slug: the same tenant always gets the same cars, tenants differ. */
export function stockSeedOf(tenantSlug: string): number {
  return createHash('sha256').update(tenantSlug).digest().readUInt32BE(0)
}

/** The tenant's demo cars, deterministic; filtered to the template's makes when it names any. */
export function demoStockFor(tenantSlug: string, stock: TemplateStock, count = stock.count): CarStockRecord[] {
  const seed = stockSeedOf(tenantSlug)
  if (stock.kind === 'caravans') return generateCaravanStock(count, seed)
  if (!stock.makes?.length) return generateStock(count, { seed })
  const makes = new Set(stock.makes)
  // Over-generate and keep the named makes: generateStock has no make filter, and this stays deterministic.
  for (let size = count * 4; ; size *= 2) {
    const cars = generateStock(size, { seed }).filter((car) => makes.has(car.make))
    if (cars.length >= count || size > count * 256) return cars.slice(0, count)
  }
}

const isoOfSeconds = (seconds: number | null) => (seconds === null ? null : new Date(seconds * 1000).toISOString())

/** A generated car as vehicle data (the slug is left to the collection's hook). */
export function vehicleDataOfStock(car: CarStockRecord, tenantId: number): Omit<Vehicle, 'id' | 'updatedAt' | 'slug'> {
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
    sold_date: isoOfSeconds(car.sold_date_timestamp),
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
