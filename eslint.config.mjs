// One ESLint config for the whole workspace (`npm run lint`, and `npm test` before the type-check).
// typescript-eslint's recommended rules without type information (the type-checked variants cost a
// full program per run, too slow on 2 cores; tsc already runs in `npm test`), the React hooks rules
// for components, Next's rules for what the Next app renders, and eslint-config-prettier last so no
// rule argues with the formatter.
import nextPlugin from '@next/eslint-plugin-next'
import prettierConfig from 'eslint-config-prettier'
import reactHooks from 'eslint-plugin-react-hooks'
import { defineConfig, globalIgnores } from 'eslint/config'
import tseslint from 'typescript-eslint'

export default defineConfig([
  // What .prettierignore leaves alone, and what Payload and Next generate.
  globalIgnores([
    '**/node_modules/',
    '**/.next/',
    'data/',
    'test-results/',
    'playwright-report/',
    'coverage/',
    '**/payload-types.ts',
    'renderer/app/(payload)/admin/importMap.js',
    'renderer/next-env.d.ts',
    'migrations/*/[0-9]*_*.ts',
    'migrations/*/index.ts',
  ]),

  tseslint.configs.recommended,

  {
    name: 'forecourt/typescript',
    rules: {
      // A value left out of an object by destructuring (`{ log: _log, ...state }`) or a parameter a
      // signature has to name is named with `_`, or is a rest sibling.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },

  {
    name: 'forecourt/tests',
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.ts', 'tests/**/*.ts'],
    rules: {
      // Tests read parsed JSON and XML answers by deep paths; the assertions on them are the check.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },

  {
    name: 'forecourt/react-hooks',
    files: ['**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      // Effects set state on purpose: what only the browser knows (storage, that hydration is done) is read
      // after hydration so the server's HTML and the first client render agree, and an edit in progress is
      // reset when what it edits changes outside.
      'react-hooks/set-state-in-effect': 'off',
    },
  },

  {
    // The renderer, and every component it renders wherever the component lives.
    name: 'forecourt/next',
    files: ['renderer/**/*.{ts,tsx}', '**/*.tsx'],
    plugins: { '@next/next': nextPlugin },
    settings: { next: { rootDir: 'renderer/' } },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
    },
  },

  prettierConfig,
])
