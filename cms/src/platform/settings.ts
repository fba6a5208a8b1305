/**
 * Every environment variable the platform reads at run time, in one zod object composed from the
 * areas in settings/ (each declares its own variables, accepted values and defaults, as the tables in
 * docs/ list them). The contract:
 * - unset (or blank) → the documented default;
 * - set but unusable → a SettingsError listing every bad variable, one line each, naming the variable,
 *   the value given (never a secret) and what is accepted; nothing falls back to a default quietly;
 * - `platformSettings()` parses process.env once per process and keeps the result; the server checks it
 *   before anything else (renderer/instrumentation.ts) and `npm start` before it builds
 *   (scripts/checkSettings.ts), so an invalid setting stops the start with its message;
 * - `parseSettings(env)` parses a given environment, for tests and the start check.
 * Test-only variables (TEST_POSTGRES_URL…), the command-line tools' own (FORECOURT_URL…) and those
 * Next.js sets for itself (NEXT_PHASE, NEXT_RUNTIME) are not settings and are read where they are used.
 */
import { z } from 'zod'

import { clearProcessSlot, processSlot } from '../lib/processSlot'
import { admissionSettings, admissionVariables, describeAdmission, type AdmissionSettings } from './settings/admission'
import { changeSettings, changeVariables, describeChanges, type ChangeSettings } from './settings/changes'
import { databaseSettings, databaseVariables, describeDatabase, type DatabaseSettings } from './settings/database'
import { describeFiles, filesSettings, filesVariables, type FilesSettings } from './settings/files'
import { describeJobs, jobSettings, jobVariables, type JobSettings } from './settings/jobs'
import { describeLeads, leadSettings, leadVariables, type LeadSettings } from './settings/leads'
import { checkMail, describeMail, mailSettings, mailVariables, type MailSettings } from './settings/mail'
import { describeQuotes, quoteSettings, quoteVariables, type QuoteSettings } from './settings/quotes'
import { describeRateLimits, rateLimitSettings, rateLimitVariables, type RateLimitSettings } from './settings/rateLimits'
import { describeSearch, searchSettings, searchVariables, type SearchSettings } from './settings/search'
import { checkSms, describeSms, smsSettings, smsVariables, type SmsSettings } from './settings/sms'
import { describeServer, serverSettings, serverVariables, type ServerSettings } from './settings/server'
import { describeValuations, valuationSettings, valuationVariables, type ValuationSettings } from './settings/valuations'
import { problemLine, SettingsError, type Description, type Environment } from './settings/variables'

export { isSettingsError, SettingsError, type Description, type Environment } from './settings/variables'

export type PlatformSettings = {
  server: ServerSettings
  files: FilesSettings
  database: DatabaseSettings
  mail: MailSettings
  leads: LeadSettings
  rateLimits: RateLimitSettings
  quotes: QuoteSettings
  search: SearchSettings
  changes: ChangeSettings
  valuations: ValuationSettings
  sms: SmsSettings
  admission: AdmissionSettings
  jobs: JobSettings
}

const environmentSchema = z
  .object({
    ...serverVariables,
    ...filesVariables,
    ...databaseVariables,
    ...mailVariables,
    ...leadVariables,
    ...rateLimitVariables,
    ...quoteVariables,
    ...searchVariables,
    ...changeVariables,
    ...valuationVariables,
    ...smsVariables,
    ...admissionVariables,
    ...jobVariables,
  })
  // The rules across variables run even when some variable failed its own check, so one start
  // reports every problem at once.
  .superRefine(
    (values, context) => {
      checkMail(values, context)
      checkSms(values, context)
    },
    { when: () => true },
  )

/** The settings of `env`; throws a SettingsError naming every bad variable. */
export function parseSettings(env: Environment): PlatformSettings {
  const parsed = environmentSchema.safeParse(env)
  if (!parsed.success) {
    throw new SettingsError(parsed.error.issues.map((issue) => problemLine(String(issue.path[0] ?? 'environment'), issue.message, env)))
  }
  const values = parsed.data
  const files = filesSettings(values)
  const server = serverSettings(values)
  return {
    server,
    files,
    database: databaseSettings(values, files),
    mail: mailSettings(values),
    leads: leadSettings(values),
    rateLimits: rateLimitSettings(values),
    quotes: quoteSettings(values),
    search: searchSettings(values),
    changes: changeSettings(values),
    valuations: valuationSettings(values),
    sms: smsSettings(values, files),
    admission: admissionSettings(values),
    jobs: jobSettings(values, server),
  }
}

/** The process's settings: process.env, parsed on first use; throws a SettingsError when invalid. */
export function platformSettings(): PlatformSettings {
  return processSlot('settings', () => parseSettings(process.env))
}

/**
 * For tests that set process.env themselves (cms/test/helpers/testPayload.ts): the next
 * platformSettings() parses it again. Services already built keep the settings they were built with.
 */
export function forgetPlatformSettings(): void {
  clearProcessSlot('settings')
}

/** The effective value of every setting by variable name, secrets hidden and passwords in addresses masked. */
export function describeSettings(settings: PlatformSettings): Description {
  return {
    ...describeServer(settings.server),
    ...describeFiles(settings.files),
    ...describeDatabase(settings.database),
    ...describeMail(settings.mail),
    ...describeLeads(settings.leads),
    ...describeRateLimits(settings.rateLimits),
    ...describeQuotes(settings.quotes),
    ...describeSearch(settings.search),
    ...describeChanges(settings.changes),
    ...describeValuations(settings.valuations),
    ...describeSms(settings.sms),
    ...describeAdmission(settings.admission),
    ...describeJobs(settings.jobs),
  }
}

/** The description as the server logs it: one `NAME=value` line each. */
export function settingsReport(settings: PlatformSettings): string {
  return Object.entries(describeSettings(settings))
    .map(([name, value]) => `  ${name}=${value}`)
    .join('\n')
}

/** What a start prints before it stops on invalid settings. */
export function invalidSettingsReport(error: SettingsError): string {
  const count = error.problems.length
  return [
    `Forecourt cannot start: ${count === 1 ? 'a setting is' : `${count} settings are`} invalid (see docs/configuration.md).`,
    ...error.problems.map((line) => `  ${line}`),
  ].join('\n')
}
