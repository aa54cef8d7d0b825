import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { CHUNK_GROUPS } from './build/chunks.ts';
import { inlineStylesheet } from './build/inlineStylesheet.ts';
import { precompileMessages } from './build/precompileMessages.ts';
import { precompress } from './build/precompress.ts';
import { PRODUCTION_ALIASES } from './build/productionAliases.ts';
import { routePreloads } from './build/routePreloads.ts';
import { textsInChunks } from './build/textsInChunks.ts';

// The build's plugins and chunks are in build/ (ADR 015 to 020 say why each exists).
// The workspace packages export their TypeScript sources under the "source" condition,
// so the dashboard is built from sources without building tokens/domain/ui-kit first.
export default defineConfig(({ command }) => ({
  root: import.meta.dirname,
  plugins: [
    react(),
    textsInChunks({
      catalogue: join(import.meta.dirname, 'src/i18n/messages/fr.json'),
      sources: join(import.meta.dirname, 'src'),
      sharedSources: [join(import.meta.dirname, '../domain/src'), join(import.meta.dirname, '../api/src')],
      // The console's texts (its API refusals and form rules among them) never reach a shop's screens.
      namespaces: { 'admin.': join(import.meta.dirname, 'src/features/admin/AdminLayout.tsx') },
    }),
    precompileMessages(),
    inlineStylesheet(),
    routePreloads(join(import.meta.dirname, 'src/app/routeModules.json')),
    precompress(),
  ],
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    alias: command === 'build' ? PRODUCTION_ALIASES : [],
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 8080}` },
  },
  // The manifest (dist/.vite/manifest.json) lets bench/bundle.bench.mjs list each route's chunks.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    // Every browser of the build's target that lacks `<link rel="modulepreload">` (Safari 16,
    // Firefox before 115) still runs the app: it only fetches the chunks when they are imported.
    // The polyfill would cost every screen some code for them.
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
}));
