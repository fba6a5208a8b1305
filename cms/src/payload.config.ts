import path from 'node:path'

import { multiTenantPlugin } from '@payloadcms/plugin-multi-tenant'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'

import { isSuperAdminUser } from './auth/roles'
import { BrandAssets } from './collections/BrandAssets'
import { Dealerships } from './collections/Dealerships'
import { Enquiries } from './enquiries/collection'
import { LegalContent } from './collections/LegalContent'
import { Locations } from './collections/Locations'
import { Manufacturers } from './collections/Manufacturers'
import { Media } from './collections/Media'
import { Models } from './collections/Models'
import { Navigation } from './collections/Navigation'
import { Offers } from './collections/Offers'
import { Pages } from './collections/Pages'
import { PhoneReveals } from './phoneReveals/collection'
import { PurchaseJourneys } from './purchaseJourneys/collection'
import { Reservations } from './reservations/collection'
import { Posts } from './collections/Posts'
import { hideAccountLocks } from './hooks/equaliseLoginAnswers'
import { answerForeignKeyRefusals } from './hooks/answerForeignKeyRefusals'
import { mongodbConstraints } from './hooks/mongodbConstraints'
import { keepPublicErrorMessages, keepValidationErrorDetails } from './hooks/keepValidationErrorDetails'
import { withMalformedIdsRejected } from './hooks/rejectMalformedIds'
import { PublicReadRefused, withPublicReadsBounded } from './hooks/boundPublicReads'
import { validateBeforeTheDatabase } from './hooks/validateBeforeTheDatabase'
import { Popups } from './collections/Popups'
import { PromoCards } from './collections/PromoCards'
import { Regulators } from './collections/Regulators'
import { ShopperCodes } from './shoppers/codesCollection'
import { Shoppers } from './shoppers/collection'
import { SiteSettings } from './collections/SiteSettings'
import { Tenants } from './collections/Tenants'
import { Users } from './collections/Users'
import { Valuations } from './tradeIn/collection'
import { Vehicles } from './vehicles/collection'
import { Watchlist } from './shoppers/watchlistCollection'
import { databaseAdapter } from './database'
import { financeQuoteEndpoint } from './finance/quoteEndpoint'
import { miscellaneousEndpoint } from './tradeIn/endpoints'
import { testProcessorEndpoints } from './reservations/testProcessorPages'
import { graphqlValidationRules } from './graphql/queryCost'
import { boundedSharp, withImagePixelLimit } from './lib/imagePixelLimit'
import { withBoundedNumberFields } from './lib/boundedNumberFields'
import { restrictDocumentLocks } from './locks/restrictDocumentLocks'
import { repoRoot } from './lib/paths'
import type { Config } from '@forecourt/schema'
import { contentChangedEndpoint, PlatformChanges } from './platform/contentChanges'
import { platformSettings } from './platform/settings'

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
    user: Users.slug,
    avatar: 'default',
    meta: { titleSuffix: ' — Forecourt' },
    importMap: {
      baseDir: rendererDir,
      importMapFile: path.join(rendererDir, 'app/(payload)/admin/importMap.js'),
    },
  },
  collections: [
    Tenants,
    Users,
    SiteSettings,
    Pages,
    Media,
    Vehicles,
    PromoCards,
    Enquiries,
    Dealerships,
    Locations,
    Offers,
    Popups,
    Posts,
    Regulators,
    LegalContent,
    Navigation,
    Manufacturers,
    Models,
    BrandAssets,
    PhoneReveals,
    Valuations,
    Shoppers,
    ShopperCodes,
    Watchlist,
    Reservations,
    PurchaseJourneys,
    PlatformChanges,
  ]
    .map(withMalformedIdsRejected)
    .map(withBoundedNumberFields)
    .map(withPublicReadsBounded)
    .map(withImagePixelLimit),
  // Public, on every site's host: POST /api/youx/quote (finance estimates on car cards) and
  // POST /api/miscellaneous (a trade-in valuation saved with its enquiry).
  // Internal: the request a server process makes to itself to expire pages another process changed.
  endpoints: [financeQuoteEndpoint, miscellaneousEndpoint, contentChangedEndpoint, ...testProcessorEndpoints],
  hooks: { afterError: [keepValidationErrorDetails, keepPublicErrorMessages, answerForeignKeyRefusals, hideAccountLocks] },
  // A public read asking for too much is the caller's mistake, not the server's: no stack in the log.
  loggingLevels: { [PublicReadRefused.name]: 'info' },
  db: databaseAdapter(),
  editor: lexicalEditor(),
  // Bounded in pixels and time (lib/imagePixelLimit.ts).
  sharp: boundedSharp,
  // Signed-in users only, within a cost that counts documents (cms/src/graphql/queryCost.ts).
  graphQL: { disablePlaygroundInProduction: true, validationRules: graphqlValidationRules },
  typescript: {
    outputFile: path.join(repoRoot, 'schema/payload-types.ts'),
    autoGenerate: false,
  },
  plugins: [
    multiTenantPlugin<Config>({
      tenantsSlug: 'tenants',
      collections: {
        pages: {},
        media: {},
        vehicles: {},
        enquiries: {},
        'phone-reveals': {},
        valuations: {},
        shoppers: {},
        'shopper-codes': {},
        watchlist: {},
        reservations: {},
        'purchase-journeys': {},
        'promo-cards': {},
        dealerships: {},
        locations: {},
        offers: {},
        popups: {},
        posts: {},
        'legal-content': { isGlobal: true },
        // One settings document per tenant, edited as a single form rather than a list.
        'site-settings': { isGlobal: true },
        navigation: { isGlobal: true },
      },
      tenantsArrayField: { includeDefaultField: false },
      // The Tenants collection removes a tenant's content itself, before the tenant (tenancy/deleteTenantContent):
      // the plugin's cleanup runs after, when the database has already refused the deletion.
      cleanupAfterTenantDelete: false,
      userHasAccessToAllTenants: (user) => isSuperAdminUser(user),
    }),
    // Last, so the fields the plugins above add are checked too.
    validateBeforeTheDatabase,
    mongodbConstraints,
  ],
}).then(restrictDocumentLocks)
