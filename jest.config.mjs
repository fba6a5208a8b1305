// Jest 30 in ES-module mode (run with NODE_OPTIONS=--experimental-vm-modules): Payload and its
// adapters are ES modules and cannot be loaded through Jest's CommonJS mode.
const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
      // Keep `with { type: 'json' }` so Node loads JSON modules natively.
      experimental: { keepImportAttributes: true, emitAssertForImportAttributes: false },
    },
    module: { type: 'es6' },
  },
]

const shared = {
  rootDir: '.',
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.(t|j)sx?$': swcTransform },
  moduleNameMapper: {
    '^@payload-config$': '<rootDir>/cms/src/payload.config.ts',
    '^@forecourt/schema$': '<rootDir>/schema/payload-types.ts',
    '^@forecourt/domain/testing/repaymentSchedule$': '<rootDir>/domain/test/repaymentSchedule.ts',
    '^@forecourt/domain/testing/openingHours$': '<rootDir>/domain/test/openingHours.ts',
    '^@forecourt/domain/testing/menuModels$': '<rootDir>/domain/test/menuModels.ts',
    '^@forecourt/domain/(.*)$': '<rootDir>/domain/src/$1/index.ts',
    '^@forecourt/site-ui/(.*)$': '<rootDir>/site-ui/src/$1/index.ts',
    '^@forecourt/cms$': '<rootDir>/cms/src/index.ts',
    '^@forecourt/cms/settings$': '<rootDir>/cms/src/platform/settings.ts',
    '^@forecourt/blocks/configs$': '<rootDir>/blocks/src/configs.ts',
    '^@forecourt/blocks/registry$': '<rootDir>/blocks/src/registry.tsx',
    '^@forecourt/blocks/vehicleSearch$': '<rootDir>/blocks/src/vehicleSearch/index.ts',
    '^@forecourt/blocks/vehicleSearch/client$': '<rootDir>/blocks/src/vehicleSearch/Lazy.client.tsx',
    '^@forecourt/blocks/showMeButton$': '<rootDir>/blocks/src/showMeButton/index.ts',
    '^@forecourt/search-engine$': '<rootDir>/search-engine/src/index.ts',
    '^@forecourt/tenant-seeds$': '<rootDir>/tenant-seeds/src/index.ts',
    '^@/(lib|site)/(.*)$': '<rootDir>/renderer/$1/$2',
  },
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '<rootDir>/tests/e2e/'],
}

/** @type {import('jest').Config} */
export default {
  // Integration files each boot their own Payload on their own database; two at a time suits 2 cores.
  maxWorkers: 2,
  // Booting Payload and migrating a fresh database takes seconds, more on Postgres.
  testTimeout: 60_000,
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: ['<rootDir>/{search-engine,domain,site-ui,cms,blocks,renderer,tenant-seeds,scripts}/**/*.test.{ts,tsx}'],
      testPathIgnorePatterns: [...shared.testPathIgnorePatterns, '\\.int\\.test\\.ts$', '\\.slow\\.test\\.ts$'],
    },
    {
      ...shared,
      // Unit tests that take seconds each (the engine against a brute-force reference, the start check in
      // child processes, generated photos, a real SMTP server): run by `npm test`, left out of `test:unit`.
      displayName: 'slow',
      testMatch: ['<rootDir>/{search-engine,domain,site-ui,cms,blocks,renderer,tenant-seeds,scripts}/**/*.slow.test.ts'],
    },
    {
      ...shared,
      displayName: 'integration',
      testMatch: ['<rootDir>/{search-engine,domain,site-ui,cms,blocks,renderer,tenant-seeds}/**/*.int.test.ts'],
      globalSetup: '<rootDir>/cms/test/helpers/integrationGlobalSetup.mjs',
      globalTeardown: '<rootDir>/cms/test/helpers/integrationGlobalTeardown.mjs',
    },
  ],
}
