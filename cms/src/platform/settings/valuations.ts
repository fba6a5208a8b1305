import { hidden, httpAddress, shownValue, text, wholeNumber, type Description, type Values } from './variables'

export const DEFAULT_REGO_LOOKUP_TIMEOUT_MS = 5000

/**
 * The rego lookup behind trade-in valuations (docs/trade-in.md). By default a rego is
 * answered here, with no outside call (a deterministic car per rego and state); REGO_LOOKUP_URL
 * switches a registry or data provider on. An unusable address is refused at start like any other value.
 */
export const valuationVariables = {
  REGO_LOOKUP_URL: httpAddress('https://rego.example.com/v1/lookup'),
  REGO_LOOKUP_KEY: text(),
  REGO_LOOKUP_TIMEOUT_MS: wholeNumber(1, 60_000),
}

export type ValuationSettings = { regoLookup: 'local' } | { regoLookup: 'http'; url: string; apiKey: string | null; timeoutMs: number }

export function valuationSettings(values: Values<typeof valuationVariables>): ValuationSettings {
  if (!values.REGO_LOOKUP_URL) return { regoLookup: 'local' }
  return {
    regoLookup: 'http',
    url: values.REGO_LOOKUP_URL,
    apiKey: values.REGO_LOOKUP_KEY ?? null,
    timeoutMs: values.REGO_LOOKUP_TIMEOUT_MS ?? DEFAULT_REGO_LOOKUP_TIMEOUT_MS,
  }
}

export function describeValuations(settings: ValuationSettings): Description {
  if (settings.regoLookup === 'local') return { REGO_LOOKUP_URL: 'not set (looked up locally)' }
  return {
    REGO_LOOKUP_URL: shownValue('REGO_LOOKUP_URL', settings.url),
    REGO_LOOKUP_KEY: settings.apiKey ? hidden : 'not set',
    REGO_LOOKUP_TIMEOUT_MS: String(settings.timeoutMs),
  }
}
