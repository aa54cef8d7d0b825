import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium.mjs';

/**
 * Local visual regression (ADR 013): every story of `stories/` rendered in headless Chromium and
 * compared with its committed baseline PNG in `stories/__screenshots__/`. `npm run test:visual`
 * runs it; `npm run test:visual -- --update` rewrites the baselines after an intended change.
 * A config file of its own, so that `vitest` and Storybook's test panel never write baselines.
 */
export default defineConfig({
  plugins: [
    storybookTest({
      configDir: '.storybook',
      // A story that cannot be made to look the same on every run opts out with `tags: ['!visual']`.
      tags: { include: ['visual'] },
    }),
  ],
  // Workspace packages are read from their TypeScript sources (the "source" export condition).
  resolve: { conditions: ['source', ...defaultClientConditions] },
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
    name: 'visual',
    setupFiles: ['./.storybook/visual.setup.ts'],
    // The accessibility check already runs in the 'storybook' project: here it would only cost time.
    provide: { 'storybook/test-provided': { a11y: false } },
    // Writing baselines needs file access, which Storybook's plugin turns off unless asked for.
    // The server only listens on localhost.
    api: { allowWrite: true },
    // Room for the comparison's own timeout (below) after the story's play function.
    hookTimeout: 60_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
        // Wider and taller than any story's viewport (1200 × 900 unless a story picks a breakpoint),
        // so the page under test is never scaled down to fit: baselines are at 1 CSS px per pixel.
        contextOptions: { viewport: { width: 1600, height: 1000 } },
      }),
      instances: [{ browser: 'chromium' }],
      // A failing comparison attaches its own reference, actual and diff images.
      screenshotFailures: false,
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          comparatorOptions: {
            // Per pixel: pixelmatch's default colour distance, anti-aliased pixels ignored.
            threshold: 0.1,
            // Per image: at most 0.1 % of the pixels and never more than 40 of them may differ.
            allowedMismatchedPixelRatio: 0.001,
            allowedMismatchedPixels: 40,
          },
          // Captures repeat until two in a row agree; a tall screen on a busy machine needs time.
          timeout: 30_000,
          // One flat folder of baselines, named by story id (`ui-kit-badge-default.png`).
          resolveScreenshotPath: ({ arg, ext, root }) => `${root}/stories/__screenshots__/${arg}${ext}`,
        },
      },
    },
  },
});
