import { postJson } from '../lib/postJson'
import type { AustralianState } from '@forecourt/domain/enquiry'
import { LATEST_MODEL_YEAR, EARLIEST_MODEL_YEAR, MAX_MONEY_DOLLARS } from '@forecourt/domain/limits'
import { localRegoVehicle, type RegoVehicle } from '@forecourt/domain/tradeIn'
import { z } from 'zod'

import { DEFAULT_REGO_LOOKUP_TIMEOUT_MS, type ValuationSettings } from '../platform/settings/valuations'
import { processSlot } from '../lib/processSlot'
import { platformSettings } from '../platform/settings'

/**
 * Where a trade-in's rego is looked up. The default answers here, with no outside call; a registry or
 * data provider is used only when REGO_LOOKUP_URL names one. `null`: the provider knows no such car.
 */
export interface RegoLookup {
  readonly name: string
  lookup(rego: string, state: AustralianState): Promise<RegoVehicle | null>
}

/** A provider that could not answer (unreachable, an error status, an unusable answer): the shopper is told to try again. */
export class RegoLookupError extends Error {
  override name = 'RegoLookupError'
}

/** The default: a deterministic car per rego and state (domain/tradeIn/vehicle.ts), so demos and tests need no provider. */
export class LocalRegoLookup implements RegoLookup {
  readonly name = 'local'

  async lookup(rego: string, state: AustralianState): Promise<RegoVehicle> {
    return localRegoVehicle(rego, state)
  }
}

const providerText = z.string().trim().min(1).max(100)
const providerNumber = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z.number().finite(),
)
const providerAnswerSchema = z.object({
  make: providerText,
  model: providerText,
  variant: z.string().trim().max(100).nullish(),
  year: providerNumber.pipe(z.number().int().min(EARLIEST_MODEL_YEAR).max(LATEST_MODEL_YEAR)),
  referenceValue: providerNumber.pipe(z.number().positive().max(MAX_MONEY_DOLLARS)),
})

export type HttpRegoLookupOptions = { url: string; apiKey?: string | null; timeoutMs?: number; fetch?: typeof fetch }

/**
 * A registry or data provider: POSTed { rego, state } as JSON; answers 200 with
 * { make, model, variant?, year, referenceValue } (numbers or numeric strings), or 404 for no such car.
 * Every figure is bounded before it is used.
 */
export class HttpRegoLookup implements RegoLookup {
  readonly name = 'http'

  constructor(readonly options: HttpRegoLookupOptions) {}

  async lookup(rego: string, state: AustralianState): Promise<RegoVehicle | null> {
    let response: Response
    try {
      response = await postJson({ ...this.options, timeoutMs: this.options.timeoutMs ?? DEFAULT_REGO_LOOKUP_TIMEOUT_MS }, { rego, state })
    } catch (error) {
      throw new RegoLookupError(`The rego lookup could not be reached: ${error instanceof Error ? error.message : String(error)}`)
    }
    if (response.status === 404) return null
    if (!response.ok) throw new RegoLookupError(`The rego lookup answered ${response.status}.`)
    let answer: unknown
    try {
      answer = await response.json()
    } catch {
      throw new RegoLookupError('The rego lookup answered with something other than JSON.')
    }
    const parsed = providerAnswerSchema.safeParse(answer)
    if (!parsed.success) throw new RegoLookupError('The rego lookup answered without a usable vehicle.')
    const { variant, ...vehicle } = parsed.data
    return { ...vehicle, variant: variant ?? '' }
  }
}

export function regoLookupFrom(settings: ValuationSettings): RegoLookup {
  return settings.regoLookup === 'http'
    ? new HttpRegoLookup({ url: settings.url, apiKey: settings.apiKey, timeoutMs: settings.timeoutMs })
    : new LocalRegoLookup()
}

/** The process's rego lookup, the one REGO_LOOKUP_URL selects (local by default); built on first use. */
export function configuredRegoLookup(): RegoLookup {
  return processSlot('regoLookup', () => regoLookupFrom(platformSettings().valuations))
}
