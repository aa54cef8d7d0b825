import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside each built text file worth compressing, which
 * the API's static server sends to browsers that accept them (@fastify/static `preCompressed`).
 */
function precompress(): Plugin {
  return {
    name: 'merci-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const file of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(file) || !options.dir) continue;
        const path = join(options.dir, file);
        const content = readFileSync(path);
        if (content.length < 1024) continue;
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
        writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

// The workspace packages export their TypeScript sources under the "source" condition,
// so the dashboard is built from sources without building tokens/domain/ui-kit first.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), precompress()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 8080}` },
  },
  // The manifest (dist/.vite/manifest.json) lets bench/bundle.bench.mjs list each route's chunks.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, manifest: true },
});
