import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // public/ holds MSW's service worker (mockServiceWorker.js), served at the root.
  staticDirs: ['../public'],
  // The network is closed on our machines and CI; telemetry would only time out.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      // Workspace packages are read from their TypeScript sources (the "source" export condition).
      resolve: { conditions: ['source', ...defaultClientConditions] },
    }),
};

export default config;
