import { type AustralianState, australianStates } from '../enquiry/fields'

/**
 * Registration plates as each state issues them, standard and personalised: letters and digits only
 * (spaces and dashes on the plate are dropped), up to the state's longest plate.
 */
const REGO_MAX_LENGTH_BY_STATE: Readonly<Record<AustralianState, number>> = {
  ACT: 6,
  NSW: 6,
  NT: 6,
  QLD: 8,
  SA: 7,
  TAS: 6,
  VIC: 6,
  WA: 7,
}

export const regoMessages = {
  regoRequired: 'Please enter your car’s registration (rego).',
  regoFormat: 'A rego has letters and numbers only.',
  stateRequired: 'Please choose the state your car is registered in.',
  tooLong: (state: AustralianState, max: number) => `A ${state} rego has at most ${max} letters and numbers.`,
  kmsRequired: 'Please enter the kilometres on the odometer.',
  kmsInvalid: 'Kilometres must be a whole number from 0 to 999,999.',
  notFound: 'We could not find a car with that rego. Please check it and its state, or send us your details for a valuation.',
  lookupUnavailable: 'Rego lookup is unavailable just now. Please try again, or send us your details for a valuation.',
} as const

export const VALUATION_MAX_KMS = 999_999

type RegoCheck = { ok: true; rego: string; state: AustralianState } | { ok: false; field: 'rego' | 'regoState'; message: string }

/** The rego as the state's registry writes it (upper case, no spaces or dashes), or why it cannot be one. */
export function checkRego(rego: unknown, state: unknown): RegoCheck {
  const stateText = typeof state === 'string' ? state.trim().toUpperCase() : ''
  if (!(australianStates as readonly string[]).includes(stateText))
    return { ok: false, field: 'regoState', message: regoMessages.stateRequired }
  const regoState = stateText as AustralianState
  const compact = typeof rego === 'string' ? rego.trim().toUpperCase().replace(/[\s-]/g, '') : ''
  if (!compact) return { ok: false, field: 'rego', message: regoMessages.regoRequired }
  if (!/^[A-Z0-9]+$/.test(compact)) return { ok: false, field: 'rego', message: regoMessages.regoFormat }
  const max = REGO_MAX_LENGTH_BY_STATE[regoState]
  if (compact.length > max) return { ok: false, field: 'rego', message: regoMessages.tooLong(regoState, max) }
  return { ok: true, rego: compact, state: regoState }
}

type KmsCheck = { ok: true; kms: number } | { ok: false; message: string }

/** Odometer kilometres, 0 to 999,999, typed as '45,000', '45000 km' or sent as a number. */
export function checkKms(value: unknown): KmsCheck {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    return { ok: false, message: regoMessages.kmsRequired }
  }
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.replace(/[\s,]/g, '').replace(/km$/i, '') : ''
  if (!/^\d{1,6}$/.test(text)) return { ok: false, message: regoMessages.kmsInvalid }
  return { ok: true, kms: Number(text) }
}
