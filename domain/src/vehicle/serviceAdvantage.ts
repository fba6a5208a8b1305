import { formatThousands } from './format'

/** Toyota Service Advantage: capped price per scheduled service for a model. */
type ServiceAdvantage = {
  model: string
  /** Dollars per service. */
  amount: number
  years: number
  services: number
  interval: { months: number; km: number }
  /** Kilometres the plan covers. */
  rangeKm: number
}

const DEFAULT_SERVICE_ADVANTAGE: Omit<ServiceAdvantage, 'model'> = {
  amount: 250,
  years: 5,
  services: 5,
  interval: { months: 12, km: 15_000 },
  rangeKm: 75_000,
}

const SHORT_INTERVAL = { months: 6, km: 10_000 }
/** Coaster's terms, which the heavy commercial models share. */
const COASTER_TERMS = { years: 3, services: 6, interval: SHORT_INTERVAL }

type Override = Partial<Omit<ServiceAdvantage, 'model'>>

/**
 * Per-model differences from the default, keyed by normalised model name. Fields not named keep the
 * default (the spec lists, for instance, no range for Coaster or LandCruiser 300).
 */
const SERVICE_ADVANTAGE_OVERRIDES: Readonly<Record<string, Override>> = {
  coaster: { amount: 485, ...COASTER_TERMS },
  hiace: { amount: 290, ...COASTER_TERMS },
  granvia: { amount: 290, ...COASTER_TERMS },
  hilux: { amount: 290, ...COASTER_TERMS },
  fortuner: { amount: 290, ...COASTER_TERMS },
  prado: { amount: 390, rangeKm: 100_000 },
  landcruiser70: { amount: 525 },
  landcruiser300: { amount: 400, years: 5, services: 10, interval: SHORT_INTERVAL },
  tundra: { amount: 400, years: 5, services: 10, interval: SHORT_INTERVAL },
  bz4x: { amount: 180 },
  corolla: { amount: 245 },
  yaris: { amount: 245 },
  camry: { amount: 255 },
  yariscross: { amount: 250 },
  chr: { amount: 250 },
  corollacross: { amount: 250 },
  rav4: { amount: 260 },
  kluger: { amount: 265 },
}

/** 'LandCruiser 300 Series' → 'landcruiser300series', 'C-HR' → 'chr'. */
function normaliseModel(model: string): string {
  return model.toLowerCase().replace(/[^a-z0-9]/g, '')
}

/**
 * The plan for a Toyota model. Names match by prefix so 'RAV4 Hybrid' and 'Camry Hybrid' find their
 * model, the longest key winning so 'Yaris Cross' is not read as 'Yaris'. Any Prado (also
 * 'LandCruiser Prado') is a Prado. Unknown models get the default plan.
 */
export function serviceAdvantageFor(model: string | null | undefined): ServiceAdvantage {
  const name = model?.trim() ?? ''
  const normalised = normaliseModel(name)
  const key = normalised.includes('prado')
    ? 'prado'
    : Object.keys(SERVICE_ADVANTAGE_OVERRIDES)
        .filter((candidate) => normalised.startsWith(candidate))
        .sort((a, b) => b.length - a.length)[0]
  const override = key ? SERVICE_ADVANTAGE_OVERRIDES[key] : undefined
  return { model: name, ...DEFAULT_SERVICE_ADVANTAGE, ...override }
}

/** 'every 12 months or 15,000 km' */
export function serviceIntervalText(plan: Pick<ServiceAdvantage, 'interval'>): string {
  return `every ${plan.interval.months} months or ${formatThousands(plan.interval.km)} km`
}
