// Flat ESLint config for every workspace.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importBoundaries from './scripts/eslint/importBoundaries.mjs';
import serverLayers from './scripts/eslint/serverLayers.mjs';

// The repository's own rules.
const tessera = { rules: { 'import-boundaries': importBoundaries, 'server-layers': serverLayers } };

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-e2e/**',
      '**/dist-bench/**',
      'functions/lib/**',
      '.cache/**',
      '.emulator-data/**',
      'screenshots/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(firebase|firebase-admin|firebase-functions)(/.*)?$',
              message: 'the domain package is pure TypeScript: keep Firebase out',
            },
          ],
        },
      ],
    },
  },
  // The domain package never imports Firebase; everything else may.
  { files: ['functions/**', 'seed/**', 'tests/**', 'scripts/**'], rules: { 'no-restricted-imports': 'off' } },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Screens read through the app's own hooks (web/src/lib/data); only that folder and lib/firebase touch firebase.
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(reactfire|firebase)(/.*)?$', message: 'use the hooks in web/src/lib/data' }] },
      ],
    },
  },
  {
    files: ['web/src/lib/data/**', 'web/src/lib/firebase/**'],
    rules: {
      // reactfire's root import pulls the Realtime Database, Storage and Remote Config SDKs into the bundle
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^reactfire(/.*)?$', message: 'use firebase/* in lib/firebase and lib/data' }] },
      ],
    },
  },
  // Imports run components/lib → features → app, and features never import each other (scripts/eslint/importBoundaries.mjs).
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { tessera },
    rules: { 'tessera/import-boundaries': 'error' },
  },
  // The server's areas stand on floors and import only the floors below (scripts/eslint/serverLayers.mjs).
  {
    files: ['functions/src/**/*.ts'],
    plugins: { tessera },
    rules: { 'tessera/server-layers': 'error' },
  },
);
