import { displayLabel } from '@forecourt/domain/carCard'

import type { FilterAttribute } from './urlState'

export type SearchCatalogue = {
  makes: readonly string[]
  models: readonly { make: string; model: string }[]
  locations: readonly { slug: string; name: string }[]
  dealerships: readonly { slug: string; name: string }[]
  /** The body values of the stock's `body` facet (e.g. 'suv', 'SUV'); a body type names its own when none matches. */
  bodies?: readonly string[]
}

export type RoutePreset = Partial<Record<FilterAttribute, string[]>>

export const CAR_TYPE_ROUTES: Readonly<Record<string, string[]>> = {
  'used-cars': ['used'],
  'new-cars': ['new'],
  'demo-cars': ['demo'],
  'new-and-demo-cars': ['new', 'demo'],
  'new-used-and-demo-cars': [],
}

/**
 * The car body types of the specification and how a search heading names them. `/search/{body}` takes
 * the type lower-cased ('/search/cabchassis') or dashed between its words ('/search/cab-chassis').
 */
export const BODY_TYPES: readonly { value: string; plural: string }[] = [
  { value: '4x4', plural: '4x4s' },
  { value: 'bus', plural: 'Buses' },
  { value: 'cabChassis', plural: 'Cab Chassis' },
  { value: 'convertible', plural: 'Convertibles' },
  { value: 'coupe', plural: 'Coupes' },
  { value: 'ev', plural: 'EVs' },
  { value: 'hardtop', plural: 'Hardtops' },
  { value: 'hatch', plural: 'Hatches' },
  { value: 'hatchback', plural: 'Hatchbacks' },
  { value: 'motorhome', plural: 'Motorhomes' },
  { value: 'lightTruck', plural: 'Light Trucks' },
  { value: 'peopleMover', plural: 'People Movers' },
  { value: 'prestige', plural: 'Prestige Cars' },
  { value: 'sedan', plural: 'Sedans' },
  { value: 'softtop', plural: 'Softtops' },
  { value: 'suv', plural: 'SUVs' },
  { value: 'ute', plural: 'Utes' },
  { value: 'van', plural: 'Vans' },
  { value: 'wagon', plural: 'Wagons' },
  { value: 'stationWagon', plural: 'Station Wagons' },
]

/** 'cabChassis' → 'cab-chassis': the dashed spelling of a body type. */
function dashedBody(value: string): string {
  return value.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()
}

function bodyTypeFor(segment: string): (typeof BODY_TYPES)[number] | undefined {
  return BODY_TYPES.find((type) => type.value.toLowerCase() === segment || dashedBody(type.value) === segment)
}

/** 'Mercedes-Benz' → 'mercedes-benz', 'Land Rover' → 'land-rover'. */
export function searchSlug(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

function segmentsOf(pathname: string): string[] | null {
  const path = pathname.split(/[?#]/)[0] ?? ''
  const segments = path.split('/').filter((segment) => segment !== '')
  if (segments[0] !== 'search') return null
  return segments.slice(1).map((segment) => {
    try {
      return decodeURIComponent(segment).toLowerCase()
    } catch {
      return segment.toLowerCase()
    }
  })
}

/**
 * The refinements a /search/... path presets, or null when the path is not a search route the tenant
 * knows. One segment is tried as a car-type route, then a make, a body type, a location slug, a
 * dealership slug: a make is the commonest link, and slugs of locations and dealerships rarely equal a
 * make's. A body type is a search whether or not the stock has one (its page shows the empty state).
 */
export function presetForSearchPath(pathname: string, catalogue: SearchCatalogue): RoutePreset | null {
  const segments = segmentsOf(pathname)
  if (!segments) return null
  const [first, second, ...rest] = segments
  if (first === undefined) return {}
  if (rest.length > 0) return null
  const make = catalogue.makes.find((candidate) => searchSlug(candidate) === first)
  if (second !== undefined) {
    if (!make) return null
    const model = catalogue.models.find((candidate) => searchSlug(candidate.make) === first && searchSlug(candidate.model) === second)
    return model ? { make: [make], model: [model.model] } : null
  }
  const carTypes = CAR_TYPE_ROUTES[first]
  if (carTypes) return carTypes.length > 0 ? { car_type: [...carTypes] } : {}
  if (make) return { make: [make] }
  const body = bodyTypeFor(first)
  if (body) {
    const values = (catalogue.bodies ?? []).filter((value) => {
      const slug = searchSlug(value)
      return slug === first || slug === dashedBody(body.value) || slug === body.value.toLowerCase()
    })
    return { body: values.length > 0 ? [...values] : [body.value] }
  }
  const location = catalogue.locations.find((candidate) => candidate.slug.toLowerCase() === first)
  if (location) return { location_name: [location.name] }
  const dealership = catalogue.dealerships.find((candidate) => candidate.slug.toLowerCase() === first)
  if (dealership) return { dealership_name: [dealership.name] }
  return null
}

/**
 * The heading a search route's preset gives its page, where the path alone does not spell it: a body
 * type ('SUVs') or a location's stock ('Our stock at Springvale'). Null for the others.
 */
export function presetHeading(preset: RoutePreset): string | null {
  const [body] = preset.body ?? []
  const type = body === undefined ? undefined : (bodyTypeFor(searchSlug(body)) ?? bodyTypeFor(body.toLowerCase()))
  if (type) return type.plural
  const [location] = preset.location_name ?? []
  if (location) return `Our stock at ${location}`
  return null
}

/**
 * The heading of a make or make-and-model route, spelled as the stock spells them (the catalogue the
 * route was resolved against) with the label rewrites applied: '/search/mercedes-benz' is
 * 'Mercedes-Benz cars', '/search/toyota/rav4' 'Toyota RAV4 cars'. Null for other routes.
 */
export function searchRouteHeading(preset: RoutePreset | null): string | null {
  const make = preset?.make?.[0]
  if (!make) return null
  const model = preset?.model?.[0]
  return `${[displayLabel(make), model].filter(Boolean).join(' ')} cars`
}
