import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { PROVIDED_REACT_I18NEXT } from './shared/site/sharedLibraries.mjs';

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

/**
 * Code that runs in a remote gets react-i18next from the shell, which provides only some of its
 * names (PROVIDED_REACT_I18NEXT): any other would be `undefined` at run time.
 */
const PROVIDED_BY_THE_SHELL = {
  name: 'react-i18next',
  allowImportNames: [...PROVIDED_REACT_I18NEXT],
  allowTypeImports: true,
  message: `The shell provides only ${PROVIDED_REACT_I18NEXT.join(', ')} of react-i18next; for Trans, import react-i18next/TransWithoutContext and pass it i18n and t.`,
};

/** The page's i18next instance is the runtime's `i18n`: a remote's own i18next would be another. */
const THE_PAGES_I18N = {
  name: 'i18next',
  allowTypeImports: true,
  message: "The page's i18next instance is `i18n` from @fair/shared/runtime.",
};

/** A remote's tests, its server's code and its standalone dev host run with all of react-i18next. */
const NOT_RUN_BY_THE_SHELL = [
  '**/*.test.{ts,tsx}',
  '**/*.test-d.ts',
  '**/test/**',
  '**/testing/**',
  '**/server/**',
  '**/standalone/**',
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
    ignores: ['shared/src/runtime/**', ...NOT_RUN_BY_THE_SHELL],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [PROVIDED_BY_THE_SHELL, THE_PAGES_I18N],
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
    files: ['mf-*/src/**/*.{ts,tsx}'],
    ignores: NOT_RUN_BY_THE_SHELL,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [PROVIDED_BY_THE_SHELL, THE_PAGES_I18N] },
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
