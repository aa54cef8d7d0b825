// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
  prettier,
);
