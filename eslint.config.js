import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// The layout of docs/ARCHITECTURE: core <- server, core <- web; features never import each other.
const layoutRule = (patterns) => ['error', { patterns }];
// Routes are the top of the server: only the app that mounts them imports them (decision 021).
const routesOnlyFromApp = {
  group: ['**/routes/**'],
  message:
    'Only server/app.ts imports server/routes/: a read two layers need goes in server/queries/.',
};

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-server',
      'data',
      'server/db/migrations',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='Math'][property.name='random']",
          message:
            'Use node:crypto (randomInt, randomBytes): Math.random never touches the game or money.',
        },
      ],
    },
  },
  {
    // No file over 400 lines (decision 021): a larger one is split by concern. The Drizzle schema is
    // the one declaration file let past it; blank lines and comments count, as a reader reads them.
    ignores: ['server/db/schema.ts'],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  {
    files: ['core/**'],
    rules: {
      'no-restricted-imports': layoutRule([
        {
          group: ['**/server/**', '**/web/**', '@web/**'],
          message: 'core/ is pure: it imports neither server/ nor web/.',
        },
        { group: ['node:*', 'fs', 'path', 'http'], message: 'core/ does no I/O.' },
      ]),
    },
  },
  {
    files: ['server/**'],
    rules: {
      'no-restricted-imports': layoutRule([
        { group: ['**/web/**'], message: 'server/ never imports web/.' },
      ]),
    },
  },
  {
    files: ['server/**'],
    ignores: ['server/routes/**', 'server/app.ts'],
    rules: {
      'no-restricted-imports': layoutRule([
        { group: ['**/web/**'], message: 'server/ never imports web/.' },
        routesOnlyFromApp,
      ]),
    },
  },
  {
    files: ['tests/**', 'scripts/**'],
    rules: { 'no-restricted-imports': layoutRule([routesOnlyFromApp]) },
  },
  {
    files: ['web/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': layoutRule([
        { group: ['**/server/**'], message: 'web/ never imports server/; share through core/.' },
      ]),
    },
  },
  {
    files: ['web/features/**'],
    rules: {
      'no-restricted-imports': layoutRule([
        { group: ['**/server/**'], message: 'web/ never imports server/; share through core/.' },
        {
          group: ['../../**', '@web/features/**'],
          message:
            'A feature does not import another feature: share through @web/lib or @web/components.',
        },
      ]),
    },
  },
);
