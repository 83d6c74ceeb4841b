// ESLint flat config: TypeScript (type-aware where cheap), React hooks, accessibility of JSX, Astro
// files, and the one-way imports between the source folders.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';

/** The site's rendering and browser layers: what the editor, data, lib and schemas never import. */
const SITE_LAYERS = [
  './src/components',
  './src/pages',
  './src/layouts',
  './src/client',
  './src/integrations',
];

export default defineConfig(
  {
    ignores: [
      '**/dist/**',
      '**/.astro/**',
      'dist/',
      '.astro/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'reports/',
      'screenshots/',
      '.scratch/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'jsx-a11y': jsxA11y, 'react-hooks': reactHooks },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      ...reactHooks.configs.recommended.rules,
      // role="list" is kept on styled lists: Safari drops list semantics when list-style is none.
      'jsx-a11y/no-redundant-roles': ['error', { ul: ['list'], ol: ['list'] }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'deploy/**/*.mjs', '*.config.{js,mjs,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Playwright fixtures receive a callback named `use`: not React's use() hook.
    files: ['tests/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Code passed to page.evaluate runs in the browser.
    files: ['src/client/**/*.ts', 'scripts/**/*.mjs', 'tests/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // One-way imports: pages and layouts → sections, layout → ui → lib and data → schemas;
    // the editor (src/admin) → lib, data, schemas. Components of one kind do not reach
    // into another kind; lib, data and schemas never import a component; lib and data do not import
    // each other; schemas import nothing of the site; the browser code (src/client) imports lib and
    // types only; no import cycle (the zones read `import type` too; no-cycle does not, so a circle
    // of types is caught by src/imports.test.ts).
    files: ['src/**/*.{ts,tsx,astro}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              // The schemas' own test reads files through the loader and reader.
              target: './src/schemas/!(*.test).ts',
              from: [...SITE_LAYERS, './src/admin', './src/lib', './src/data'],
              message:
                'src/schemas is the bottom layer (with the French messages, the week and the paths): it imports nothing of the site.',
            },
            {
              target: './src/data',
              from: [...SITE_LAYERS, './src/admin', './src/lib'],
              message: "src/data (loader, reader, images) reads the owner's files: it imports schemas only.",
            },
            {
              // The preview pane (previews.tsx and its test) draws the site with its own components.
              target: './src/admin/!(previews|previews.test).{ts,tsx}',
              from: SITE_LAYERS,
              message:
                "src/admin (the owner's editor) checks with the build's rules: it imports schemas, data and lib, never a component, page or browser script of the site.",
            },
            {
              target: './src/admin/previews?(.test).tsx',
              from: SITE_LAYERS.filter((layer) => layer !== './src/components'),
              message:
                "src/admin/previews.tsx (the editor's preview pane) draws the site's own components from the typed data: no page, layout or browser script of the site.",
            },
            {
              // Its tests may read the owner's real files (src/data/reader.ts).
              target: './src/lib/!(*.test).ts',
              from: [...SITE_LAYERS, './src/admin', './src/data'],
              message:
                'src/lib is pure logic: it never imports a component, page or layout, nor the code that reads the files (src/data).',
            },
            {
              // Its tests may render the markup a script enhances.
              target: './src/client/!(*.test).ts',
              from: ['./src/components', './src/pages', './src/layouts', './src/integrations'],
              message:
                'src/client runs in the browser: it imports lib (and types), never a component or page.',
            },
            {
              target: './src/components',
              from: ['./src/pages', './src/layouts', './src/integrations', './src/admin', './src/client'],
              message:
                'Components are rendered by pages and layouts: they never import one, nor a build step, the editor or a browser script.',
            },
            {
              target: './src/components/ui',
              from: ['./src/components/sections', './src/components/layout'],
              message: 'ui components are leaves: they import other ui components only.',
            },
            {
              target: './src/components/sections',
              from: ['./src/components/layout'],
              message: 'Sections import ui components; the page composes them with the layout.',
            },
            {
              target: './src/components/layout',
              from: ['./src/components/sections'],
              message: 'The header and footer import ui components only.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
