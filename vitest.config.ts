import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium.mjs';

// Workspace packages are read from their TypeScript sources (the "source" export condition).
const resolve = { conditions: ['source', ...defaultClientConditions] };

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        resolve,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['{tokens,domain,ui-kit,dashboard}/src/**/*.test.{ts,tsx}'],
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      {
        resolve,
        test: {
          name: 'api',
          environment: 'node',
          include: ['api/src/**/*.test.ts'],
        },
      },
      {
        plugins: [storybookTest({ configDir: '.storybook' })],
        resolve,
        optimizeDeps: {
          include: [
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-runtime',
            'styled-components',
            'react-intl',
          ],
        },
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
