import { displayLabel } from '@forecourt/domain/carCard'

import type { FilterAttribute } from './urlState'

export type SearchCatalogue = {
  makes: readonly string[]
  models: readonly { make: string; model: string }[]
  locations: readonly { slug: string; name: string }[]
  dealerships: readonly { slug: string; name: string }[]
}

export type RoutePreset = Partial<Record<FilterAttribute, string[]>>

export const CAR_TYPE_ROUTES: Readonly<Record<string, string[]>> = {
  'used-cars': ['used'],
  'new-cars': ['new'],
  'demo-cars': ['demo'],
  'new-and-demo-cars': ['new', 'demo'],
  'new-used-and-demo-cars': [],
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
 * knows. One segment is tried as a car-type route, then a make, a location slug, a dealership slug: a
 * make is the commonest link, and slugs of locations and dealerships rarely equal a make's.
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
  const location = catalogue.locations.find((candidate) => candidate.slug.toLowerCase() === first)
  if (location) return { location_name: [location.name] }
  const dealership = catalogue.dealerships.find((candidate) => candidate.slug.toLowerCase() === first)
  if (dealership) return { dealership_name: [dealership.name] }
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
