import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// The workspace packages export their TypeScript sources under the "source" condition,
// so the dashboard is built from sources without building tokens/domain/ui-kit first.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 8080}` },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
