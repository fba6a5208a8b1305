import { isAvailable } from '../vehicle/actions'
import type { CardTenantSettings, CarForCard } from './types'

const DEFAULT_JUST_ARRIVED_DAYS = 8
const DEFAULT_JUST_ARRIVED_TAG_NAME = 'New'
const DEFAULT_SOLD_TAG_NAME = 'JUST SOLD'
const RESERVED_TAG_TEXT = 'RESERVED'
const COMING_SOON_TAG_TEXT = 'COMING SOON'
const FUEL_TAG_VALUES = ['Electric', 'Hybrid', 'PHEV'] as const
type FuelTagValue = (typeof FUEL_TAG_VALUES)[number]

const MS_PER_DAY = 86_400_000

export type CarTag =
  | { kind: 'fuel'; text: FuelTagValue }
  | { kind: 'reserved'; text: string }
  | { kind: 'certified_pre_owned_logo' }
  | { kind: 'custom'; text: string }
  | { kind: 'coming_soon'; text: string }
  | { kind: 'just_arrived'; text: string }
  | { kind: 'just_sold'; text: string }

/** Feeds mark sales both ways; either one means the card must say so. */
export function isSoldForCard(car: Pick<CarForCard, 'status' | 'sold'>): boolean {
  return car.sold === true || !isAvailable(car)
}

function fuelTagValue(simpleFuel: string | null | undefined): FuelTagValue | null {
  const folded = simpleFuel?.trim().toLowerCase()
  return FUEL_TAG_VALUES.find((value) => value.toLowerCase() === folded) ?? null
}

export function isCertifiedPreOwnedToyota(car: Pick<CarForCard, 'make' | 'car_type' | 'certified'>): boolean {
  return car.make?.trim().toLowerCase() === 'toyota' && car.car_type === 'used' && car.certified === true
}

function justArrivedDays(tenant: Pick<CardTenantSettings, 'specifications'>): number {
  const days = tenant.specifications?.just_arrived_days
  return typeof days === 'number' && Number.isFinite(days) && days >= 0 ? days : DEFAULT_JUST_ARRIVED_DAYS
}

/** A car with an unreadable or future creation date is not advertised as just arrived. */
function isJustArrived(car: Pick<CarForCard, 'created_at'>, days: number, nowMs: number): boolean {
  const createdMs = timestampMs(car.created_at)
  if (createdMs === null) return false
  const age = nowMs - createdMs
  return age >= 0 && age < days * MS_PER_DAY
}

function soldTagName(tenant: Pick<CardTenantSettings, 'specifications'>): string {
  return tenant.specifications?.sold_tag_name?.trim() || DEFAULT_SOLD_TAG_NAME
}

/** The one tag a card shows; the spec's precedence, first match wins. */
export function carTag(car: CarForCard, tenant: CardTenantSettings, nowMs: number): CarTag | null {
  if (isSoldForCard(car)) return { kind: 'just_sold', text: soldTagName(tenant) }
  const fuel = tenant.fuel_tags_enabled ? fuelTagValue(car.simple_fuel) : null
  if (fuel) return { kind: 'fuel', text: fuel }
  if (car.reserved) return { kind: 'reserved', text: RESERVED_TAG_TEXT }
  if (isCertifiedPreOwnedToyota(car)) return { kind: 'certified_pre_owned_logo' }
  const custom = car.tag?.trim()
  if (custom) return { kind: 'custom', text: custom }
  if (car.status === 'coming_soon') return { kind: 'coming_soon', text: COMING_SOON_TAG_TEXT }
  if (isJustArrived(car, justArrivedDays(tenant), nowMs)) {
    return { kind: 'just_arrived', text: tenant.specifications?.just_arrived_tag_name?.trim() || DEFAULT_JUST_ARRIVED_TAG_NAME }
  }
  return null
}

function timestampMs(value: string | number | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value !== 'string' || value.trim() === '') return null
  const parsed = Date.parse(value)
  return Number.isNaN(parsed) ? null : parsed
}
