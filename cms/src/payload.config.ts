import path from 'node:path'

import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig, type Plugin } from 'payload'

import { databaseAdapter } from './database'
import { graphqlValidationRules } from './graphql/queryCost'
import { answerForeignKeyRefusals } from './hooks/answerForeignKeyRefusals'
import { PublicReadRefused, withPublicReadsBounded } from './hooks/boundPublicReads'
import { hideAccountLocks } from './hooks/equaliseLoginAnswers'
import { keepPublicErrorMessages, keepValidationErrorDetails } from './hooks/keepValidationErrorDetails'
import { mongodbConstraints } from './hooks/mongodbConstraints'
import { withMalformedIdsRejected } from './hooks/rejectMalformedIds'
import { validateBeforeTheDatabase } from './hooks/validateBeforeTheDatabase'
import { withBoundedNumberFields } from './lib/boundedNumberFields'
import { features } from './features'
import { jobsQueue } from './jobs/queue'
import { featurePlugin } from './lib/feature'
import { boundedSharp, withImagePixelLimit } from './lib/imagePixelLimit'
import { repoRoot } from './lib/paths'
import { restrictDocumentLocks } from './locks/restrictDocumentLocks'
import { platformSettings } from './platform/settings'
import { tenancyPlugin } from './tenancy/plugin'

/**
 * Limits every collection keeps, whichever feature brought it: malformed ids refused before a query,
 * numbers within what the columns hold, anonymous reads one bounded page at a time, images bounded in
 * pixels. Applied before the tenancy plugin, as before: its `tenant` field is checked by the plugin itself.
 */
const boundedCollections: Plugin = (config) => ({
  ...config,
  collections: (config.collections ?? [])
    .map(withMalformedIdsRejected)
    .map(withBoundedNumberFields)
    .map(withPublicReadsBounded)
    .map(withImagePixelLimit),
})

const { server } = platformSettings()

function payloadSecret(): string {
  const secret = server.payloadSecret
  if (secret) return secret
  // `next build` evaluates the config to collect page data; the secret is only used when serving.
  const building = process.env.NEXT_PHASE === 'phase-production-build'
  if (server.production && !building) {
    throw new Error('PAYLOAD_SECRET must be set in production (npm start generates one under data/).')
  }
  return 'forecourt-development-secret-not-for-production'
}

const rendererDir = path.join(repoRoot, 'renderer')

export default buildConfig({
  secret: payloadSecret(),
  serverURL: server.publicUrl ?? '',
  telemetry: false,
  // PAYLOAD_LOG_LEVEL=silent keeps test output to the assertions; otherwise Payload's pretty logger.
  ...(server.logLevel ? { logger: { options: { level: server.logLevel } } } : {}),
  admin: {
    user: 'users',
    avatar: 'default',
    meta: { titleSuffix: ' — Forecourt' },
    importMap: {
      baseDir: rendererDir,
      importMapFile: path.join(rendererDir, 'app/(payload)/admin/importMap.js'),
    },
  },
  hooks: { afterError: [keepValidationErrorDetails, keepPublicErrorMessages, answerForeignKeyRefusals, hideAccountLocks] },
  // A public read asking for too much is the caller's mistake, not the server's: no stack in the log.
  loggingLevels: { [PublicReadRefused.name]: 'info' },
  db: databaseAdapter(),
  editor: lexicalEditor(),
  // Bounded in pixels and time (lib/imagePixelLimit.ts).
  sharp: boundedSharp,
  // Signed-in users only, within a cost that counts documents (cms/src/graphql/queryCost.ts).
  graphQL: { disablePlaygroundInProduction: true, validationRules: graphqlValidationRules },
  // Scheduled publishing and unpublishing (docs/scheduled-work.md).
  jobs: jobsQueue,
  typescript: {
    outputFile: path.join(repoRoot, 'schema/payload-types.ts'),
    autoGenerate: false,
  },
  plugins: [
    ...features.map(featurePlugin),
    boundedCollections,
    tenancyPlugin,
    // Last, so the fields the plugins above add are checked too.
    validateBeforeTheDatabase,
    mongodbConstraints,
  ],
}).then(restrictDocumentLocks)
