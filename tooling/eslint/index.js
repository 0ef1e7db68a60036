import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const browserSafe =
  'Browser code may import only types from here, and code from @buildright/api/shared and @buildright/db/domain.';

/** One lint configuration for every package: TypeScript rules, React hooks rules for .tsx. */
export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.turbo/**',
      '**/playwright-report/**',
      '**/test-results/**',
      'packages/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The browser apps may take types from the server's packages, and code only from their
    // browser-safe parts: anything else would bundle the server (or fail) in the browser.
    files: ['apps/web/src/**', 'apps/admin/src/**', 'packages/browser/src/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@buildright/api', allowTypeImports: true, message: browserSafe },
            { name: '@buildright/db', allowTypeImports: true, message: browserSafe },
          ],
          patterns: [
            {
              group: [
                '@buildright/api/*',
                '!@buildright/api/shared',
                '@buildright/db/*',
                '!@buildright/db/domain',
              ],
              allowTypeImports: true,
              message: browserSafe,
            },
            { group: ['node:*'], message: browserSafe },
          ],
        },
      ],
    },
  },
  {
    // The apps format what they show through the browser toolkit, one rule for both.
    files: ['apps/web/src/**', 'apps/admin/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@buildright/api/shared',
              importNames: ['formatMoney', 'formatCalendarDay'],
              message: 'Import it from @buildright/browser, with the other formatting.',
            },
          ],
        },
      ],
    },
  },
  {
    // Each domain's browser-safe part (its `shared` folder) may use only other `shared` folders.
    files: ['packages/api/src/**/shared/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@buildright/db', allowTypeImports: true, message: browserSafe }],
          patterns: [
            {
              // Anything relative outside this folder that is not `…/<domain>/shared/…` or `…/shared/…`.
              regex: '^\\.\\./(?!(\\.\\./)?([a-z-]+/)?shared/[^/]+$)',
              allowTypeImports: true,
              message: browserSafe,
            },
            {
              group: ['node:*', '@buildright/db/*', '!@buildright/db/domain'],
              message: browserSafe,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
