import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * No import reaches into another package: not by a relative path that leaves the package (into
 * `../shared/…`, `../../mf-catalog/…`), not by a path inside another package (`@fair/shared/src/…`).
 */
const PACKAGE_BOUNDARIES = [
  {
    regex: '^(\\.\\./)+(shell|shared|tooling|e2e|mf-[a-z-]+)(/|$)',
    message: "Import another package by its name and exports (e.g. '@fair/shared'), not by path.",
  },
  {
    group: [
      '@fair/*/src',
      '@fair/*/src/*',
      '@fair/*/site/*',
      '@fair/*/build/*',
      '@fair/*/server/*',
    ],
    message: "Use the package's exports ('@fair/shared', '@fair/shared/site', …), not its files.",
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.bench/**',
      '.deploy/**',
      '**/.layout/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
    rules: {
      ...jsxA11y.flatConfigs.strict.rules,
      // A region that scrolls (a wide table on a phone) must be reachable by keyboard (WCAG 2.1.1).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
    },
  },
  // The boundaries between packages: each reaches another only through its package exports.
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    rules: { 'no-restricted-imports': ['error', { patterns: PACKAGE_BOUNDARIES }] },
  },
  {
    files: ['mf-*/**/*.{ts,tsx,mjs,js}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...PACKAGE_BOUNDARIES,
            {
              group: ['@fair/shell', '@fair/shell/*', '@fair/mf-*'],
              message: 'A remote never imports the shell or another remote.',
            },
          ],
          paths: [
            { name: 'react-router-dom', message: 'Only the shell routes: use the navigate prop.' },
            { name: 'react-router', message: 'Only the shell routes: use the navigate prop.' },
            { name: 'single-spa', message: "A remote's lifecycles come from @fair/shared." },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/**/*.{ts,tsx,mjs,js}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...PACKAGE_BOUNDARIES,
            {
              group: [
                '@fair/shell',
                '@fair/shell/*',
                '@fair/mf-*',
                '@fair/tooling',
                '@fair/tooling/*',
              ],
              message:
                'shared is what the apps build on: it imports none of them, nor the tooling.',
            },
          ],
        },
      ],
    },
  },
  // What the shell provides at run time (shared/src/runtime) is reached by the apps, never by the
  // rest of shared: a package's imports of itself stay in the remote's bundle, which would then
  // carry a second i18n instance and a second set of the page's contexts.
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: [
      'shared/src/runtime/**',
      'shared/src/server/**',
      'shared/src/testing/**',
      'shared/src/standalone/**',
      'shared/src/**/*.test.{ts,tsx}',
      'shared/src/**/*.test-d.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/runtime', '**/runtime/*', '@fair/shared/runtime'],
              allowTypeImports: true,
              message:
                "The page-wide instances are the apps' to use (@fair/shared/runtime); the rest of shared works without them.",
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      '**/*.mjs',
      '**/*.js',
      '**/vite.config.ts',
      '**/vitest.config.ts',
      'e2e/**/*.ts',
      '**/bench/**',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
);
