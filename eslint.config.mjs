// The lint that keeps the architecture (docs/decisions/0008-one-way-to-build-a-page.md): TypeScript and
// React hooks rules, accessibility, and the import boundaries the federated
// build depends on. `npm run lint` runs it with Prettier's check; `npm test`
// runs `npm run lint`.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REMOTES = ['remote-auth', 'remote-player', 'remote-resources', 'remote-workers', 'remote-explore'];
const BROWSER = ['host', 'shared', ...REMOTES].map((pkg) => `${pkg}/src/**/*.{ts,tsx}`);

/** The subpaths of @mediawatch/shared that are not the shared entry (each app bundles its own copy). */
const UNSHARED_SUBPATHS = ['ui-kit', 'queries', 'router', 'dev', 'testing'].map((folder) => `shared/src/${folder}/**/*.{ts,tsx}`);

// Imports that would break the one-instance rule or pull a whole library into a page.
const restrictedImports = {
  paths: [
    {
      name: '@mui/material',
      message: 'Import MUI by deep path (@mui/material/Button): the barrel is one shared module that cannot be tree-shaken.',
    },
    { name: '@mui/icons-material', message: 'Import an icon by deep path (@mui/icons-material/Article).' },
    { name: 'react-router', message: "Import routing from '@mediawatch/shared/router', the one shared routing entry." },
    { name: 'react-router-dom', message: "Import routing from '@mediawatch/shared/router', the one shared routing entry." },
    { name: 'react-i18next', message: "Import useTranslation and Trans from '@mediawatch/shared' (decision 0036)." },
  ],
};

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', '**/coverage/**', 'e2e/.artifacts/**', '**/*.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    settings: { 'import-x/resolver': { typescript: { project: ['*/tsconfig.json'], noWarnOnMultipleProjects: true }, node: true } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      'no-restricted-imports': ['error', restrictedImports],
    },
  },
  // Browser code: React hooks, accessibility, the browser's globals.
  {
    files: BROWSER,
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // The first field of a dialog takes focus on open (MUI's focus trap expects one); a DOM
      // element given autoFocus outside a dialog is still an error.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
      // Who may do what is the permissions table (shared/src/auth/permissions.ts), never a role literal.
      'no-restricted-syntax': [
        'error',
        {
          selector: "BinaryExpression:has(MemberExpression[property.name='role']):has(Literal)",
          message: 'Read the permissions table (can / useCan / requirePermission) instead of comparing a role.',
        },
      ],
    },
  },
  // The boundaries of the packages.
  {
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './shared',
              from: ['./host', './api', ...REMOTES.map((pkg) => `./${pkg}`)],
              message: '@mediawatch/shared imports no app.',
            },
            {
              target: './host',
              from: ['./api', ...REMOTES.map((pkg) => `./${pkg}`)],
              message: 'The host loads remotes at run time; it never imports one (or the API).',
            },
            ...REMOTES.map((pkg) => ({
              target: `./${pkg}`,
              from: ['./host', './api', ...REMOTES.filter((other) => other !== pkg).map((other) => `./${other}`)],
              message: 'A remote depends on @mediawatch/shared alone: no other remote, no host, no API.',
            })),
          ],
        },
      ],
    },
  },
  // The unshared subpaths reach the shared entry (the auth store, the client,
  // the i18n registry: one instance on a page) by its name, never by a path.
  {
    files: UNSHARED_SUBPATHS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...restrictedImports,
          patterns: [
            {
              regex: '^(\\.\\./)+(api|auth|i18n|player|query|federation|config|index)(/|$)',
              message:
                "Import the shared entry by its name ('@mediawatch/shared'), so a bundle of this subpath reads the page's one instance.",
            },
          ],
        },
      ],
    },
  },
  // The auth screens are the first thing a visitor loads: their forms validate with the zod/mini bodies of
  // '@mediawatch/shared/forms', never classic zod (25 KiB gzip more on the sign-in page,
  // docs/decisions/0036-the-sign-in-page-within-its-budgets.md).
  {
    files: ['remote-auth/src/**/*.{ts,tsx}', 'shared/src/api/schemas/auth-requests.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: "Use 'zod/mini' (the sign-in page's budget)." },
            {
              name: 'react-hook-form',
              message: "Use useSchemaForm from '@mediawatch/shared/ui' (the sign-in page's budget, decision 0036).",
            },
            {
              name: '@hookform/resolvers/zod',
              message: "Use useSchemaForm from '@mediawatch/shared/ui' (the sign-in page's budget, decision 0036).",
            },
            {
              name: '@mediawatch/shared/schemas',
              message: "Import request bodies from '@mediawatch/shared/forms' (zod/mini); only types may come from here.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  // The search engine boundary: only the search module turns a topic query into full-text SQL, so
  // another engine can replace it (docs/decisions/0059-the-search-engine-boundary.md).
  {
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/plugins/app/search/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...restrictedImports,
          patterns: [
            {
              group: ['**/news/topic-query'],
              importNames: ['compileTopicQuery', 'highlightTsquery', 'rankQuery'],
              message: "Search through 'plugins/app/search/article-search' (the engine or its match conditions).",
            },
          ],
        },
      ],
    },
  },
  // The one routing entry may import react-router-dom.
  {
    files: ['shared/src/router/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  // Tests may use jest's globals.
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.ts', 'tooling/jest/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
  // CommonJS tooling files.
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
