import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Paths from the repository root whatever the working folder (ESLint's Node API in tests). */
const ROOT = fileURLToPath(new URL('.', import.meta.url));
const fromRoot = (path) => fileURLToPath(new URL(path, import.meta.url));

/** The folders under `parent`, read at each run: a new feature or module is fenced in at once. */
const folders = (parent) =>
  readdirSync(fromRoot(parent), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const FEATURES = 'apps/web/src/features';
const STAFF_FEATURES = 'apps/staff/src/features';
const MODULES = 'apps/api/src/modules';
const DB = 'apps/api/src/db';

/**
 * The layers (../shared/architecture.md) as import-x/no-restricted-paths zones, one set per
 * kind of folder so each can be told apart in a report (and given its own severity).
 */
const featureZones = folders(FEATURES).map((feature) => ({
  target: `${FEATURES}/${feature}`,
  from: FEATURES,
  except: [`./${feature}`],
  message: 'A feature does not import another: share it through components, lib or config.',
}));
const staffFeatureZones = folders(STAFF_FEATURES).map((feature) => ({
  target: `${STAFF_FEATURES}/${feature}`,
  from: STAFF_FEATURES,
  except: [`./${feature}`],
  message: 'A feature does not import another: share it through components, lib or config.',
}));
const moduleZones = folders(MODULES).map((module) => ({
  target: `${MODULES}/${module}`,
  from: `${MODULES}/!(${module})/**/*.repository.*`,
  message: "Go through the other module's service, not its repository.",
}));
const dbZones = [
  {
    target: DB,
    from: MODULES,
    message: 'db/ is the bottom layer: it imports no module (seeding lives above the modules).',
  },
];
const fence = (severity, zones) => ({
  'import-x/no-restricted-paths': [severity, { basePath: ROOT, zones }],
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', 'data/**', '.artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/{web,staff}/**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Only the applications' sources: their tests, tools and scripts may reach across.
    files: ['apps/*/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The files imported are read too (for cycles): with the TypeScript parser.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Resolves the web's @/ paths and the API's .js specifiers of .ts files as tsc does.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            fromRoot('apps/web/tsconfig.json'),
            fromRoot('apps/staff/tsconfig.json'),
            fromRoot('apps/api/tsconfig.json'),
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // Type-only imports are erased and never form a cycle at run time; lazy import() ones do.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  { files: [`${FEATURES}/**/*.{ts,tsx}`], rules: fence('error', featureZones) },
  { files: [`${STAFF_FEATURES}/**/*.{ts,tsx}`], rules: fence('error', staffFeatureZones) },
  { files: [`${MODULES}/**/*.ts`], rules: fence('error', moduleZones) },
  // Three tests still arrange their data through another module's repository (access, points,
  // reports): warned until they go through the services, then this entry goes.
  { files: [`${MODULES}/**/*.test.ts`], rules: fence('warn', moduleZones) },
  { files: [`${DB}/**/*.ts`], rules: fence('error', dbZones) },
);
