// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { signedOutFiles } from './dashboard/scripts/signedOutFiles.mjs';

const FEATURES = readdirSync('dashboard/src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A screen takes its form rules through useSpecForm, loaded on demand (ADR 015). */
const FORM_RULES = {
  group: ['yup', '@hookform/resolvers', '@hookform/resolvers/*'],
  message: 'A screen takes its schema through useSpecForm (lib/forms), never yup itself (ADR 015).',
};
/** The signed-out screens start without the router (ADR 020). */
const ROUTER = {
  group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'],
  message: 'The signed-out screens start without the router: use lib/routing/navigation (ADR 020).',
};
const SIGNED_OUT_FILES = signedOutFiles();

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.tsbuild/**',
      'storybook-static/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['{ui-kit,dashboard,stories}/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  { ...jsxA11y.flatConfigs.strict, files: ['**/*.tsx'] },
  ...storybook.configs['flat/recommended'],
  {
    // One-way imports (ARCHITECTURE.md): tokens and domain stand alone, ui-kit never reaches up.
    files: ['tokens/src/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@merci/*', 'react', 'styled-components'] }] },
  },
  {
    files: ['domain/src/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@merci/*', 'react', 'react-*', 'styled-components'] }],
    },
  },
  {
    files: ['ui-kit/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@merci/dashboard', '@merci/api', 'react-router*', 'swr', 'react-intl/server'] },
      ],
    },
  },
  {
    files: ['api/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@merci/ui-kit', '@merci/dashboard', '@merci/tokens', 'react'] },
      ],
    },
  },
  {
    // No import cycles, in any package (the rule passes over type-only imports).
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Each imported module is read with TypeScript's parser, with the workspace's sources.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: 'tsconfig.json',
          conditionNames: ['source', 'types', 'import', 'default'],
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // No imports across dashboard features: a shared piece moves to lib/ or to ui-kit.
    files: ['dashboard/src/features/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: FEATURES.map((feature) => ({
            target: `./dashboard/src/features/${feature}`,
            from: './dashboard/src/features',
            except: [`./${feature}`],
            message: 'No imports across features: move the shared piece to dashboard/src/lib or ui-kit.',
          })),
        },
      ],
      'no-restricted-imports': ['error', { patterns: [FORM_RULES] }],
    },
  },
  {
    files: SIGNED_OUT_FILES.filter((file) => file.startsWith('dashboard/src/features/')),
    rules: { 'no-restricted-imports': ['error', { patterns: [FORM_RULES, ROUTER] }] },
  },
  {
    files: SIGNED_OUT_FILES.filter((file) => !file.startsWith('dashboard/src/features/')),
    rules: { 'no-restricted-imports': ['error', { patterns: [ROUTER] }] },
  },
  prettier,
);
