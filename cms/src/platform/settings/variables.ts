import { z } from 'zod'

/**
 * The building blocks of the settings areas (the other files of this folder): each environment
 * variable is a zod schema from its raw text to its value, or to undefined when it is unset. A value
 * that is set but unusable is an issue whose message says what is accepted; settings.ts turns every
 * issue into one line naming the variable and the value given. Nothing here falls back to a default
 * on a bad value: the defaults apply to unset variables only, in each area's `…Settings` function.
 */
export type Environment = Readonly<Record<string, string | undefined>>

/** Effective values by variable name, secrets hidden: what the server logs as it starts. */
export type Description = Record<string, string>

/** What an area's variables parse to: each variable's value, undefined when unset. */
export type Values<Shape extends z.ZodRawShape> = z.output<z.ZodObject<Shape>>

/**
 * Unset or blank is undefined (.env files often carry `NAME=` with nothing after it: that means unset);
 * otherwise `read` gets the text (trimmed unless asked not to) and answers the value, or undefined
 * when the text is not acceptable, which reports `accepts`.
 */
export function variable<T>(accepts: string, read: (text: string) => T | undefined, options: { trim?: boolean } = {}) {
  return z
    .string()
    .optional()
    .transform((raw, context): T | undefined => {
      if (raw === undefined || raw.trim() === '') return undefined
      const value = read(options.trim === false ? raw : raw.trim())
      if (value === undefined) {
        context.addIssue({ code: 'custom', message: accepts })
        return z.NEVER
      }
      return value
    })
}

/** Any text: names, paths, secrets. */
export const text = (options: { trim?: boolean } = {}) => variable('must be text', (value) => value, options)

/** Digits only (no sign, exponent or hex), within the bounds and exactly representable. */
export function wholeNumber(min: number, max?: number) {
  const accepts = max === undefined ? `must be a whole number, ${min} or more` : `must be a whole number from ${min} to ${max}`
  return variable(accepts, (value) => {
    if (!/^\d+$/.test(value)) return undefined
    const number = Number(value)
    return Number.isSafeInteger(number) && number >= min && (max === undefined || number <= max) ? number : undefined
  })
}

/** A plain decimal like `7.5` (no sign or exponent), within the bounds. */
export function decimalNumber(min: number, max: number) {
  return variable(`must be a number from ${min} to ${max}`, (value) => {
    if (!/^\d+(\.\d+)?$/.test(value)) return undefined
    const number = Number(value)
    return number >= min && number <= max ? number : undefined
  })
}

/** One of the listed words, exactly as written. */
export function oneOf<const Word extends string>(words: readonly Word[]) {
  const listed = words.length === 1 ? words[0] : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`
  return variable(`must be ${words.length > 2 ? 'one of ' : ''}${listed}`, (value) => words.find((word) => word === value))
}

/** true/false, also as 1/0 or yes/no, in any case. */
export const yesOrNo = () =>
  variable('must be true or false', (value) => {
    const word = value.toLowerCase()
    if (['true', '1', 'yes'].includes(word)) return true
    if (['false', '0', 'no'].includes(word)) return false
    return undefined
  })

/** An absolute http(s) address. */
export const httpAddress = (example: string) =>
  variable(`must be an http(s) address like ${example}`, (value) =>
    /^https?:\/\/\S+$/i.test(value) && URL.canParse(value) ? value : undefined,
  )

/** Variables whose value never appears in a log line or an error message. */
export const secretVariables: ReadonlySet<string> = new Set([
  'PAYLOAD_SECRET',
  'SMTP_PASS',
  'QUOTE_PROVIDER_KEY',
  'REGO_LOOKUP_KEY',
  'SMS_AUTH_TOKEN',
])

export const hidden = '(hidden)'

/**
 * What may be shown of a value: nothing of a secret, and an address with the password of its
 * `user:password@` part and any `password=` parameter replaced (a database URL usually carries one).
 */
export function shownValue(name: string, value: string): string {
  if (secretVariables.has(name)) return hidden
  return value.replace(/^([a-z][a-z0-9+.-]*:\/\/[^/@:]*:)[^/@]*@/i, '$1***@').replace(/([?&](?:password|pass|pwd)=)[^&]*/gi, '$1***')
}

/** `NAME must … (got "value").`, or `(not set)` when the rule is about a missing variable. */
export function problemLine(name: string, accepts: string, env: Environment): string {
  const raw = env[name]
  const given = raw === undefined || raw.trim() === '' ? 'not set' : `got ${JSON.stringify(shownValue(name, raw))}`
  return `${name} ${accepts} (${given}).`
}

/** Every invalid variable, one line each; thrown by settings.ts before anything uses a setting. */
export class SettingsError extends Error {
  override name = 'SettingsError'

  constructor(readonly problems: readonly string[]) {
    super(problems.join('\n'))
  }
}

/** By name and shape rather than instanceof: each Next.js bundle has its own copy of the class. */
export function isSettingsError(error: unknown): error is SettingsError {
  return error instanceof Error && error.name === 'SettingsError' && Array.isArray((error as { problems?: unknown }).problems)
}
