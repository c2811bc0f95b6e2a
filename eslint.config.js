import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

import layers from './eslint/import-layers.js';

/**
 * The layers, bottom to top: schemas/ (pure) < src/lib (settings and plain code over published content) <
 * src/backend (the port, its adapters, publishing) < src/blocks (the renderers the site and the admin share) <
 * src/site and src/admin (never each other) < src/app (router, start, page editor) < src/prerender (the build's
 * and the page function's renderer). Each entry: files under `from` import nothing under `forbid` (paths in the
 * repository or package names) but what is under `except`. Checked by eslint/import-layers.js, which resolves
 * aliases and relative paths alike; every entry that applies to a file counts.
 */
const UI = ['react', 'react-dom', 'react-router-dom'];
const LAYERS = [
  { from: 'schemas', forbid: ['src', ...UI, 'firebase', 'firebase-admin'], message: 'schemas/ is pure: no app, React or Firebase imports.' },
  { from: 'src/lib', forbid: ['src'], except: ['src/lib'], message: 'src/lib is below every other layer: it imports only src/lib and schemas/.' },
  { from: 'src/backend', forbid: ['src', ...UI], except: ['src/backend', 'src/lib'], message: 'The backend imports only src/backend, src/lib and schemas/: no renderers, pages, app or React.' },
  { from: 'src/backend/local', forbid: ['src/backend'], except: ['src/backend/local', 'src/backend/port', 'src/backend/doc-ops'], message: 'Adapters depend only on the port.' },
  { from: 'src/backend/firebase', forbid: ['src/backend'], except: ['src/backend/firebase', 'src/backend/port', 'src/backend/doc-ops'], message: 'Adapters depend only on the port.' },
  {
    from: 'src/blocks',
    forbid: ['src/site', 'src/admin', 'src/app', 'src/components', 'src/prerender'],
    message: 'Blocks are shared by the site and the admin: they import neither, nor the app (settings are in src/lib).',
  },
  { from: 'src/components', forbid: ['src/site', 'src/admin', 'src/app', 'src/prerender'], message: 'UI components are below the admin and the app: they import no page.' },
  { from: 'src/site', forbid: ['src/admin'], message: 'The site never imports the admin.' },
  { from: 'src/admin', forbid: ['src/site'], message: 'The admin never imports the site.' },
  { from: ['src/site', 'src/admin', 'src/app'], forbid: ['src/prerender'], message: 'src/prerender is the server\'s renderer: only the build and the page function load it.' },
  { from: 'src/admin/generator', forbid: ['schemas/collections', 'schemas/singletons'], message: 'The generator never names a specific entity.' },
  // Scripts (the rules generators among them) run in Node: the browser's code, schemas included, never imports them.
  { from: ['src', 'schemas'], forbid: ['scripts'], message: 'scripts/ runs in Node: the app and the schemas never import it.' },
];
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
      // Comments read in any editor: under 120 characters (code lines are left to the formatter's judgement).
      'max-len': ['error', { code: 1000, comments: 120, ignoreUrls: true }],
    },
  },
  { files: ['src/**/*.{ts,tsx}', 'schemas/**/*.ts'], plugins: { layers }, rules: { 'layers/imports': ['error', LAYERS] } },
  { files: ['src/site/**', 'src/blocks/**'], rules: { 'no-restricted-imports': ['error', { patterns: SCHEMA_CODE }] } },
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: { ...globals.node } } },
);
