import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Import boundaries: schemas never import app code; site and admin never import each other; the shared renderers
// in blocks/ import neither of them; adapters depend only on the port; the generator never names a specific entity.
// Scripts (the rules generators among them) run in Node: the browser's code, schemas included, never imports them.
const NO_SCRIPTS = { group: ['**/scripts/*', '**/scripts/**'], message: 'scripts/ runs in Node: the app and the schemas never import it.' };
const restrict = (patterns) => ['error', { patterns: [...patterns, NO_SCRIPTS] }];
/**
 * The site's pages and the blocks import no zod and no module that makes schemas at its top level: visitors never
 * download the schemas' code (they read schemas/published.ts, plain data). Dates are in @schemas/kit/dates.
 * Modules that need a schema at run time (a list of an entity's cards) load @schemas/index on demand.
 */
const SCHEMA_CODE = [
  { group: ['zod', 'zod/*', '@schemas/kit/schedule', '@schemas/kit/atoms', '@schemas/kit/ui'], allowTypeImports: true, message: 'Visitors never download schema code: import plain values (@schemas/published, @schemas/kit/dates).' },
];

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'functions/lib', 'node_modules', '.scratch', 'coverage', 'public/local-files-sw.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  { files: ['src/**'], rules: { 'no-restricted-imports': restrict([]) } },
  { files: ['schemas/**'], rules: { 'no-restricted-imports': restrict([{ group: ['@/*', '../src/*', '../../src/*', 'react', 'firebase/*'], message: 'schemas/ is pure: no app, React or Firebase imports.' }]) } },
  { files: ['src/site/**'], rules: { 'no-restricted-imports': restrict([{ group: ['@/admin/*'], message: 'The site never imports the admin.' }, ...SCHEMA_CODE]) } },
  { files: ['src/admin/**'], rules: { 'no-restricted-imports': restrict([{ group: ['@/site/*'], message: 'The admin never imports the site.' }]) } },
  {
    files: ['src/blocks/**'],
    rules: { 'no-restricted-imports': restrict([{ group: ['@/site/*', '@/admin/*', '**/site/*', '**/admin/*'], message: 'Blocks are shared by the site and the admin, so they import neither.' }, ...SCHEMA_CODE]) },
  },
  {
    files: ['src/backend/local/**', 'src/backend/firebase/**'],
    rules: { 'no-restricted-imports': restrict([{ group: ['@/site/*', '@/admin/*', '@/components/*', 'react'], message: 'Adapters depend only on the port.' }]) },
  },
  {
    files: ['src/admin/generator/**'],
    rules: { 'no-restricted-imports': restrict([{ group: ['@schemas/collections/*', '@schemas/singletons/*'], message: 'The generator never names a specific entity.' }]) },
  },
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: { ...globals.node } } },
);
