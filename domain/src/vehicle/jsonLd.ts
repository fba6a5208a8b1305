import { isAvailable } from './actions'
import { hasShownPrice } from './price'
import type { VehicleForDisplay } from './types'

const SCHEMA = 'https://schema.org'

type CarJsonLd = {
  '@context': typeof SCHEMA
  '@type': 'Car'
  name: string
  url: string
  image?: string
  vehicleIdentificationNumber?: string
  mileageFromOdometer?: { '@type': 'QuantitativeValue'; value: number; unitCode: 'KMT' }
  vehicleModelDate?: string
  brand?: { '@type': 'Brand'; name: string }
  model?: string
  color?: string
  bodyType?: string
  fuelType?: string
  vehicleTransmission?: string
  itemCondition: string
  offers: {
    '@type': 'Offer'
    priceCurrency: 'AUD'
    price?: number
    availability: string
    url: string
    itemCondition: string
  }
}

/** Demo cars have been driven and registered, so search engines should see them as used. */
function itemCondition(carType: VehicleForDisplay['car_type']): string {
  return carType === 'new' ? `${SCHEMA}/NewCondition` : `${SCHEMA}/UsedCondition`
}

function availability(car: Pick<VehicleForDisplay, 'status'>): string {
  if (car.status === 'coming_soon') return `${SCHEMA}/PreOrder`
  return isAvailable(car) ? `${SCHEMA}/InStock` : `${SCHEMA}/SoldOut`
}

function text(value: string | null | undefined): string | undefined {
  return value?.trim() || undefined
}

/**
 * Structured data for the vehicle page (`<script type="application/ld+json">`). Unknown fields are left
 * out rather than sent empty, and an offer without a real price carries no price.
 */
export function carJsonLd(car: VehicleForDisplay, pageUrl: string): CarJsonLd {
  const name = text(car.name) ?? ([car.year, car.make, car.model, car.badge].filter(Boolean).join(' ') || car.slug)
  const condition = itemCondition(car.car_type)
  const json: CarJsonLd = {
    '@context': SCHEMA,
    '@type': 'Car',
    name,
    url: pageUrl,
    itemCondition: condition,
    offers: {
      '@type': 'Offer',
      priceCurrency: 'AUD',
      availability: availability(car),
      url: pageUrl,
      itemCondition: condition,
    },
  }
  const image = text(car.primary_image_url)
  if (image) json.image = image
  const vin = text(car.vin)
  if (vin) json.vehicleIdentificationNumber = vin
  if (typeof car.km === 'number') json.mileageFromOdometer = { '@type': 'QuantitativeValue', value: car.km, unitCode: 'KMT' }
  if (typeof car.year === 'number') json.vehicleModelDate = String(car.year)
  const make = text(car.make)
  if (make) json.brand = { '@type': 'Brand', name: make }
  const model = text(car.model)
  if (model) json.model = model
  const color = text(car.colour)
  if (color) json.color = color
  const bodyType = text(car.simple_body) ?? text(car.body)
  if (bodyType) json.bodyType = bodyType
  const fuelType = text(car.simple_fuel) ?? text(car.fuel)
  if (fuelType) json.fuelType = fuelType
  const transmission = text(car.simple_transmission) ?? text(car.trans)
  if (transmission) json.vehicleTransmission = transmission
  if (hasShownPrice(car.price)) json.offers.price = car.price
  return json
}
