/**
 * The vehicle page as an ordered list of section keys. The order is plain data handed to the page, so
 * a later change can let marketers reorder (or drop) sections from the CMS without touching the page.
 */
export const VEHICLE_PAGE_SECTIONS = [
  'gallery',
  'summary',
  'financeBox',
  'vehicleDetails',
  'usedCarBanner',
  'keyInformation',
  'features',
  'dealerComments',
  'whyBuy',
  'rego',
  'specs',
  'serviceAdvantage',
  'guaranteeStrip',
  'financeCalculator',
  'reviews',
  'location',
  'priceRange',
  'share',
  'stickyBar',
] as const

export type VehiclePageSection = (typeof VEHICLE_PAGE_SECTIONS)[number]

/** How the sections are named to marketers in the admin. */
export const VEHICLE_PAGE_SECTION_LABELS: Readonly<Record<VehiclePageSection, string>> = {
  gallery: 'Photo gallery',
  summary: 'Summary: title, price and buttons',
  financeBox: 'Finance box',
  vehicleDetails: 'Vehicle details card',
  usedCarBanner: 'Used-car feature banner (Toyota dealers, used cars)',
  keyInformation: 'Key information',
  features: 'Features',
  dealerComments: 'Dealer comments and tabs',
  whyBuy: "'Why Buy From Us?'",
  rego: 'Registration',
  specs: 'Specifications',
  serviceAdvantage: 'Service advantage',
  guaranteeStrip: 'Guarantee strip (used cars)',
  financeCalculator: 'Finance calculator',
  reviews: 'Reviews',
  location: 'Location',
  priceRange: 'Search by price slider',
  share: 'Share and print',
  stickyBar: 'Mobile call and enquire bar',
}

export const DEFAULT_SECTION_ORDER: readonly VehiclePageSection[] = VEHICLE_PAGE_SECTIONS

/**
 * Where a section sits. The photos come first in the document (and on a phone), the sidebar next (title,
 * price, buttons), then the details. On wide screens CSS puts the sidebar beside the other two; the
 * document order stays the reading and focus order.
 */
type VehiclePageArea = 'media' | 'sidebar' | 'main'

export const SECTION_AREAS: Readonly<Record<VehiclePageSection, VehiclePageArea>> = {
  gallery: 'media',
  summary: 'sidebar',
  financeBox: 'sidebar',
  vehicleDetails: 'sidebar',
  usedCarBanner: 'main',
  keyInformation: 'main',
  features: 'main',
  dealerComments: 'main',
  whyBuy: 'main',
  rego: 'main',
  specs: 'main',
  serviceAdvantage: 'main',
  guaranteeStrip: 'main',
  financeCalculator: 'main',
  reviews: 'main',
  location: 'main',
  priceRange: 'main',
  share: 'main',
  stickyBar: 'main',
}

const KNOWN: ReadonlySet<string> = new Set(VEHICLE_PAGE_SECTIONS)

function isVehiclePageSection(value: unknown): value is VehiclePageSection {
  return typeof value === 'string' && KNOWN.has(value)
}

/**
 * The order to render: known keys in the given order, each once; a key left out is a hidden section.
 * No order at all, or one naming nothing we know (keys renamed since it was saved), gives the default
 * rather than an empty page.
 */
export function sectionOrder(input: readonly unknown[] | null | undefined): VehiclePageSection[] {
  if (!input) return [...DEFAULT_SECTION_ORDER]
  const seen = new Set<VehiclePageSection>()
  for (const value of input) if (isVehiclePageSection(value)) seen.add(value)
  return seen.size === 0 ? [...DEFAULT_SECTION_ORDER] : [...seen]
}

/** The order split by area, each area keeping the order's sequence. */
export function sectionsByArea(order: readonly VehiclePageSection[]): Record<VehiclePageArea, VehiclePageSection[]> {
  const areas: Record<VehiclePageArea, VehiclePageSection[]> = { media: [], sidebar: [], main: [] }
  for (const section of order) areas[SECTION_AREAS[section]].push(section)
  return areas
}
