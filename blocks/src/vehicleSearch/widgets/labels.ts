/** The filters' titles and how their values read, shared by the facet widgets. */
import { type CardTenantSettings, displayLabel } from '@forecourt/domain/carCard'
import { formatDollars, formatThousands } from '@forecourt/domain/vehicle'

import type { ListFacet, RangeFacet } from '../instantSearchState'

export const facetTitles: Record<ListFacet, string> = {
  car_type: 'Condition',
  make: 'Make',
  model: 'Model',
  body: 'Body type',
  fuel: 'Fuel',
  transmission: 'Transmission',
  drive: 'Drive',
  colour: 'Colour',
  location_name: 'Location',
}

export const rangeTitles: Record<RangeFacet, string> = { price: 'Price', km: 'Kilometres', year: 'Year' }

export function formatRangeValue(attribute: RangeFacet, value: number): string {
  if (attribute === 'price') return formatDollars(value)
  if (attribute === 'km') return `${formatThousands(value)} km`
  return String(value)
}

export function facetLabel(value: string, card: CardTenantSettings): string {
  return displayLabel(value, card)
}
