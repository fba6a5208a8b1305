import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from '@jest/globals'

import { DEFAULT_INTEREST_RATE } from '@forecourt/domain/finance'

import { defaultRetryPolicy } from '../enquiries/delivery'
import {
  describeSettings,
  forgetPlatformSettings,
  invalidSettingsReport,
  isSettingsError,
  parseSettings,
  platformSettings,
  SettingsError,
  type Environment,
} from './settings'
import { DEFAULT_LEAD_DELIVERY_RETRY_BASE_MS, MAX_LEAD_DELIVERY_RETRY_BASE_MS } from './settings/leads'

/** The one-line problems parseSettings reports for `env`; [] when it is valid. */
function problemsOf(env: Environment): readonly string[] {
  try {
    parseSettings(env)
    return []
  } catch (error) {
    if (error instanceof SettingsError) return error.problems
    throw error
  }
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')

describe('parseSettings', () => {
  it('gives the documented default of every unset variable', () => {
    const settings = parseSettings({})
    expect(settings.server).toEqual({
      nodeEnv: null,
      production: false,
      port: 3000,
      publicUrl: null,
      payloadSecret: null,
      logLevel: null,
      seedDemoTenants: false,
      trustedProxyHops: 0,
    })
    expect(settings.files).toEqual({ repoRoot, dataDir: path.join(repoRoot, 'data'), mediaDir: path.join(repoRoot, 'data/media') })
    expect(settings.database).toEqual({
      url: null,
      kind: 'sqlite',
      sqliteUrl: `file:${path.join(repoRoot, 'data/forecourt.db')}`,
      migrationDirs: { sqlite: path.join(repoRoot, 'migrations/sqlite'), postgres: path.join(repoRoot, 'migrations/postgres') },
    })
    expect(settings.mail).toEqual({ host: null, port: 1025, secure: false, auth: null, from: 'Forecourt <no-reply@localhost>' })
    expect(settings.leads).toEqual({ deliveryIntervalMs: 5000, retryBaseMs: null })
    expect(settings.rateLimits).toEqual({
      enquiries: { limit: 10, windowMs: 60_000 },
      quotes: { limit: 240, windowMs: 60_000 },
      phoneReveals: { limit: 30, windowMs: 60_000 },
      valuations: { limit: 30, windowMs: 60_000 },
    })
    expect(settings.quotes).toEqual({ provider: 'local', annualRatePercent: 10, establishmentFee: 0 })
    expect(settings.search).toEqual({ reconcileIntervalMs: 60_000 })
    expect(settings.valuations).toEqual({ regoLookup: 'local' })
    expect(settings.sms).toEqual({ provider: 'outbox', dir: path.join(repoRoot, 'data/outbox-sms') })
  })

  it('switches text messages to a provider only with its account, token and sender', () => {
    const provider = {
      SMS_PROVIDER_URL: 'https://sms.example.com/2010-04-01/',
      SMS_ACCOUNT_SID: 'AC1',
      SMS_AUTH_TOKEN: 'token',
      SMS_FROM: '+61400000000',
    }
    expect(parseSettings(provider).sms).toEqual({
      provider: 'http',
      url: 'https://sms.example.com/2010-04-01',
      accountSid: 'AC1',
      authToken: 'token',
      from: '+61400000000',
      timeoutMs: 10_000,
    })
    expect(describeSettings(parseSettings(provider)).SMS_AUTH_TOKEN).toBe('(hidden)')
    expect(() => parseSettings({ SMS_PROVIDER_URL: 'https://sms.example.com' })).toThrow(
      /SMS_ACCOUNT_SID must be set when SMS_PROVIDER_URL is/,
    )
    expect(() => parseSettings({ ...provider, SMS_FROM: 'not a sender!' })).toThrow(/SMS_FROM must be/)
  })

  it('reads blank as unset, as .env files write it', () => {
    expect(parseSettings({ PORT: '', DATABASE_URL: ' ', SMTP_USER: '', SMTP_PASS: '', ENQUIRY_RATE_LIMIT: '  ' })).toEqual(
      parseSettings({}),
    )
  })

  it('reads every variable', () => {
    const settings = parseSettings({
      NODE_ENV: 'production',
      PORT: '8080',
      PUBLIC_URL: 'https://admin.example.com',
      PAYLOAD_SECRET: 's3cret',
      PAYLOAD_LOG_LEVEL: 'warn',
      SEED_DEMO_TENANTS: '1',
      TRUSTED_PROXY_HOPS: '2',
      FORECOURT_ROOT: '/srv/forecourt',
      DATA_DIR: '/var/forecourt',
      DATABASE_URL: 'postgres://forecourt:pw@db:5432/forecourt',
      SMTP_HOST: 'smtp.example.com',
      SMTP_PORT: '465',
      SMTP_USER: 'leads',
      SMTP_PASS: 'mail-pw',
      SMTP_FROM: 'Dealer Leads <leads@example.com>',
      LEAD_DELIVERY_INTERVAL_MS: '1000',
      LEAD_DELIVERY_RETRY_BASE_MS: '2000',
      ENQUIRY_RATE_LIMIT: '0',
      ENQUIRY_RATE_WINDOW_SECONDS: '30',
      QUOTE_RATE_LIMIT: '5',
      QUOTE_RATE_WINDOW_SECONDS: '10',
      QUOTE_PROVIDER_URL: 'https://quotes.example.com/v1/quote',
      QUOTE_PROVIDER_KEY: 'quote-key',
      QUOTE_PROVIDER_TIMEOUT_MS: '2500',
      SEARCH_RECONCILE_INTERVAL_MS: '0',
      REGO_LOOKUP_URL: 'https://rego.example.com/v1/lookup',
      REGO_LOOKUP_KEY: 'rego-key',
      REGO_LOOKUP_TIMEOUT_MS: '3000',
    })
    expect(settings.server).toMatchObject({
      production: true,
      port: 8080,
      publicUrl: 'https://admin.example.com',
      payloadSecret: 's3cret',
      logLevel: 'warn',
      seedDemoTenants: true,
      trustedProxyHops: 2,
    })
    expect(settings.files).toEqual({ repoRoot: '/srv/forecourt', dataDir: '/var/forecourt', mediaDir: '/var/forecourt/media' })
    expect(settings.database).toMatchObject({
      kind: 'postgres',
      url: 'postgres://forecourt:pw@db:5432/forecourt',
      migrationDirs: { postgres: '/srv/forecourt/migrations/postgres' },
    })
    expect(settings.mail).toEqual({
      host: 'smtp.example.com',
      port: 465,
      secure: true,
      auth: { user: 'leads', pass: 'mail-pw' },
      from: 'Dealer Leads <leads@example.com>',
    })
    expect(settings.leads).toEqual({ deliveryIntervalMs: 1000, retryBaseMs: 2000 })
    expect(settings.rateLimits).toMatchObject({ enquiries: { limit: 0, windowMs: 30_000 }, quotes: { limit: 5, windowMs: 10_000 } })
    expect(settings.quotes).toEqual({ provider: 'http', url: 'https://quotes.example.com/v1/quote', apiKey: 'quote-key', timeoutMs: 2500 })
    expect(settings.search).toEqual({ reconcileIntervalMs: 0 })
    expect(settings.valuations).toEqual({
      regoLookup: 'http',
      url: 'https://rego.example.com/v1/lookup',
      apiKey: 'rego-key',
      timeoutMs: 3000,
    })
  })

  it('picks the database from the start of DATABASE_URL', () => {
    expect(parseSettings({ DATABASE_URL: 'file:/tmp/x.db' }).database).toMatchObject({ kind: 'sqlite', sqliteUrl: 'file:/tmp/x.db' })
    expect(parseSettings({ SQLITE_PATH: '/tmp/y.db' }).database.sqliteUrl).toBe('file:/tmp/y.db')
    expect(parseSettings({ DATABASE_URL: 'postgresql://db/forecourt' }).database.kind).toBe('postgres')
    expect(parseSettings({ DATABASE_URL: 'mongodb://mongo:27017/forecourt' }).database.kind).toBe('mongodb')
    expect(parseSettings({ DATABASE_URL: 'mongodb+srv://cluster.example.net/forecourt' }).database.kind).toBe('mongodb')
  })

  it('takes TRUSTED_PROXY_HOPS over its older name', () => {
    expect(parseSettings({ ENQUIRY_TRUSTED_PROXY_HOPS: '1' }).server.trustedProxyHops).toBe(1)
    expect(parseSettings({ TRUSTED_PROXY_HOPS: '0', ENQUIRY_TRUSTED_PROXY_HOPS: '3' }).server.trustedProxyHops).toBe(0)
  })

  it('accepts each bound and refuses one step past it, naming the variable, the value and what is accepted', () => {
    const bounds: Array<[name: string, lowest: string, highest: string, below: string | null, above: string | null, accepts: string]> = [
      ['PORT', '1', '65535', '0', '65536', 'must be a whole number from 1 to 65535'],
      ['SMTP_PORT', '1', '65535', '0', '65536', 'must be a whole number from 1 to 65535'],
      ['TRUSTED_PROXY_HOPS', '0', '10', null, '11', 'must be a whole number from 0 to 10'],
      ['LEAD_DELIVERY_INTERVAL_MS', '100', '3600000', '99', '3600001', 'must be a whole number from 100 to 3600000'],
      ['LEAD_DELIVERY_RETRY_BASE_MS', '100', '21600000', '99', '21600001', 'must be a whole number from 100 to 21600000'],
      ['ENQUIRY_RATE_LIMIT', '0', String(Number.MAX_SAFE_INTEGER), null, null, 'must be a whole number, 0 or more'],
      ['ENQUIRY_RATE_WINDOW_SECONDS', '1', '86400', '0', '86401', 'must be a whole number from 1 to 86400'],
      ['QUOTE_RATE_LIMIT', '0', String(Number.MAX_SAFE_INTEGER), null, null, 'must be a whole number, 0 or more'],
      ['QUOTE_RATE_WINDOW_SECONDS', '1', '86400', '0', '86401', 'must be a whole number from 1 to 86400'],
      ['QUOTE_INTEREST_RATE', '0', '30', null, '30.01', 'must be a number from 0 to 30'],
      ['QUOTE_ESTABLISHMENT_FEE', '0', '10000', null, '10000.5', 'must be a number from 0 to 10000'],
      ['QUOTE_PROVIDER_TIMEOUT_MS', '1', '60000', '0', '60001', 'must be a whole number from 1 to 60000'],
      ['SEARCH_RECONCILE_INTERVAL_MS', '1000', '86400000', '999', '86400001', 'must be 0 (off) or a whole number from 1000 to 86400000'],
      ['CHANGE_POLL_INTERVAL_MS', '50', '60000', '49', '60001', 'must be a whole number from 50 to 60000'],
    ]
    for (const [name, lowest, highest, below, above, accepts] of bounds) {
      expect(problemsOf({ [name]: lowest })).toEqual([])
      expect(problemsOf({ [name]: highest })).toEqual([])
      for (const bad of [below, above, '-1', '1e3', 'abc'].filter((value): value is string => value !== null)) {
        expect(problemsOf({ [name]: bad })).toEqual([`${name} ${accepts} (got "${bad}").`])
      }
    }
  })

  it('says what each worded variable accepts', () => {
    expect(problemsOf({ PORT: 'abc' })).toEqual(['PORT must be a whole number from 1 to 65535 (got "abc").'])
    expect(problemsOf({ DATABASE_URL: 'mysql://x' })).toEqual([
      'DATABASE_URL must start with file:, postgres://, postgresql://, mongodb:// or mongodb+srv:// (got "mysql://x").',
    ])
    expect(problemsOf({ PUBLIC_URL: 'admin.example.com' })).toEqual([
      'PUBLIC_URL must be an http(s) address like https://admin.example.com (got "admin.example.com").',
    ])
    expect(problemsOf({ QUOTE_PROVIDER_URL: 'ftp://quotes' })).toEqual([
      'QUOTE_PROVIDER_URL must be an http(s) address like https://quotes.example.com/v1/quote (got "ftp://quotes").',
    ])
    expect(problemsOf({ PAYLOAD_LOG_LEVEL: 'loud' })).toEqual([
      'PAYLOAD_LOG_LEVEL must be one of fatal, error, warn, info, debug, trace or silent (got "loud").',
    ])
    expect(problemsOf({ SEED_DEMO_TENANTS: 'yes' })).toEqual(['SEED_DEMO_TENANTS must be 0 or 1 (got "yes").'])
    expect(problemsOf({ SMTP_SECURE: 'maybe' })).toEqual(['SMTP_SECURE must be true or false (got "maybe").'])
    expect(problemsOf({ SMTP_HOST: 'smtp://x:25' })).toEqual([
      'SMTP_HOST must be a host name or IP address, without scheme or port (got "smtp://x:25").',
    ])
    expect(problemsOf({ SMTP_FROM: 'leads' })).toEqual([
      'SMTP_FROM must be an address like "Dealer Leads <leads@example.com>" (got "leads").',
    ])
    expect(problemsOf({ SEARCH_RECONCILE_INTERVAL_MS: '0' })).toEqual([])
  })

  it('checks the rules across variables', () => {
    expect(problemsOf({ SMTP_USER: 'leads' })).toEqual(['SMTP_PASS must be set together with SMTP_USER (not set).'])
    expect(problemsOf({ SMTP_PASS: 'pw' })).toEqual(['SMTP_USER must be set together with SMTP_PASS (not set).'])
    expect(problemsOf({ NODE_ENV: 'production', SMTP_HOST: 'smtp.example.com' })).toEqual([
      'SMTP_FROM must be set in production when SMTP_HOST is (not set).',
    ])
    expect(problemsOf({ NODE_ENV: 'production', SMTP_HOST: 'smtp.example.com', MAIL_FROM: 'Leads <leads@example.com>' })).toEqual([])
    // Without SMTP_HOST lead emails go to .eml files, in production too.
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([])
  })

  it('reports every bad variable at once, one line each', () => {
    const env = { PORT: 'abc', DATABASE_URL: 'mysql://x', SMTP_PORT: '0', ENQUIRY_RATE_LIMIT: '-1', SMTP_USER: 'leads' }
    expect(problemsOf(env)).toEqual([
      'PORT must be a whole number from 1 to 65535 (got "abc").',
      'DATABASE_URL must start with file:, postgres://, postgresql://, mongodb:// or mongodb+srv:// (got "mysql://x").',
      'SMTP_PORT must be a whole number from 1 to 65535 (got "0").',
      'ENQUIRY_RATE_LIMIT must be a whole number, 0 or more (got "-1").',
      'SMTP_PASS must be set together with SMTP_USER (not set).',
    ])
    try {
      parseSettings(env)
      throw new Error('expected a SettingsError')
    } catch (error) {
      expect(isSettingsError(error)).toBe(true)
      expect((error as Error).message.split('\n')).toHaveLength(5)
      expect(invalidSettingsReport(error as SettingsError)).toBe(
        [
          'Forecourt cannot start: 5 settings are invalid (see docs/configuration.md).',
          '  PORT must be a whole number from 1 to 65535 (got "abc").',
          '  DATABASE_URL must start with file:, postgres://, postgresql://, mongodb:// or mongodb+srv:// (got "mysql://x").',
          '  SMTP_PORT must be a whole number from 1 to 65535 (got "0").',
          '  ENQUIRY_RATE_LIMIT must be a whole number, 0 or more (got "-1").',
          '  SMTP_PASS must be set together with SMTP_USER (not set).',
        ].join('\n'),
      )
    }
  })

  it('never repeats a password in its messages', () => {
    expect(problemsOf({ DATABASE_URL: 'mysql://forecourt:hunter2@db/forecourt' })).toEqual([
      'DATABASE_URL must start with file:, postgres://, postgresql://, mongodb:// or mongodb+srv:// (got "mysql://forecourt:***@db/forecourt").',
    ])
    expect(problemsOf({ QUOTE_PROVIDER_URL: 'quotes?password=hunter2' }).join()).not.toContain('hunter2')
  })
})

describe('describeSettings', () => {
  it('gives the effective value of each setting', () => {
    const described = describeSettings(parseSettings({ SEARCH_RECONCILE_INTERVAL_MS: '0' }))
    expect(described).toMatchObject({
      PORT: '3000',
      DATABASE_URL: 'not set (SQLite)',
      SQLITE_PATH: path.join(repoRoot, 'data/forecourt.db'),
      DATA_DIR: path.join(repoRoot, 'data'),
      SMTP_HOST: 'not set (lead emails are written as .eml files)',
      SMTP_FROM: 'Forecourt <no-reply@localhost>',
      LEAD_DELIVERY_INTERVAL_MS: '5000',
      LEAD_DELIVERY_RETRY_BASE_MS: '60000',
      ENQUIRY_RATE_LIMIT: '10',
      ENQUIRY_RATE_WINDOW_SECONDS: '60',
      QUOTE_RATE_LIMIT: '240',
      QUOTE_INTEREST_RATE: '10',
      SEARCH_RECONCILE_INTERVAL_MS: '0 (off)',
      CHANGE_POLL_INTERVAL_MS: '250',
      TRUSTED_PROXY_HOPS: '0',
    })
  })

  it('hides secrets and the passwords in addresses', () => {
    const secrets = ['payload-secret-value', 'smtp-password-value', 'quote-key-value', 'database-password-value', 'rego-key-value']
    const described = describeSettings(
      parseSettings({
        PAYLOAD_SECRET: secrets[0],
        SMTP_HOST: 'smtp.example.com',
        SMTP_USER: 'leads',
        SMTP_PASS: secrets[1],
        QUOTE_PROVIDER_URL: 'https://quotes.example.com/v1/quote',
        QUOTE_PROVIDER_KEY: secrets[2],
        DATABASE_URL: `postgres://forecourt:${secrets[3]}@db:5432/forecourt?sslmode=require`,
        REGO_LOOKUP_URL: 'https://rego.example.com/v1/lookup',
        REGO_LOOKUP_KEY: secrets[4],
      }),
    )
    expect(described).toMatchObject({
      PAYLOAD_SECRET: '(hidden)',
      REGO_LOOKUP_KEY: '(hidden)',
      SMTP_USER: 'leads',
      SMTP_PASS: '(hidden)',
      QUOTE_PROVIDER_KEY: '(hidden)',
      DATABASE_URL: 'postgres://forecourt:***@db:5432/forecourt?sslmode=require',
    })
    const text = JSON.stringify(described)
    for (const secret of secrets) expect(text).not.toContain(secret)
    expect(describeSettings(parseSettings({ DATABASE_URL: `mongodb://db/forecourt?user=f&password=${secrets[3]}` })).DATABASE_URL).toBe(
      'mongodb://db/forecourt?user=f&password=***',
    )
  })
})

describe('platformSettings', () => {
  it('parses process.env once, until told to forget it', () => {
    const previous = process.env.QUOTE_RATE_LIMIT
    try {
      process.env.QUOTE_RATE_LIMIT = '7'
      forgetPlatformSettings()
      const first = platformSettings()
      expect(first.rateLimits.quotes.limit).toBe(7)
      process.env.QUOTE_RATE_LIMIT = '8'
      expect(platformSettings()).toBe(first)
      forgetPlatformSettings()
      expect(platformSettings().rateLimits.quotes.limit).toBe(8)
      process.env.QUOTE_RATE_LIMIT = 'many'
      forgetPlatformSettings()
      expect(() => platformSettings()).toThrow('QUOTE_RATE_LIMIT must be a whole number, 0 or more (got "many").')
    } finally {
      if (previous === undefined) delete process.env.QUOTE_RATE_LIMIT
      else process.env.QUOTE_RATE_LIMIT = previous
      forgetPlatformSettings()
    }
  })
})

describe('the defaults shared with other modules', () => {
  it('agree with the calculator and the retry schedule', () => {
    expect(parseSettings({}).quotes).toMatchObject({ annualRatePercent: DEFAULT_INTEREST_RATE })
    expect(DEFAULT_LEAD_DELIVERY_RETRY_BASE_MS).toBe(defaultRetryPolicy.baseDelayMs)
    expect(MAX_LEAD_DELIVERY_RETRY_BASE_MS).toBe(defaultRetryPolicy.maxDelayMs)
  })
})
