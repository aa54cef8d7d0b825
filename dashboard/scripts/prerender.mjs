// Writes dist/prerendered.json after the dashboard's build: the markup and styles of the screens
// of src/prerender/renderScreen.tsx and the signed-in screens' loading, in each language; the inline
// script that goes with the screens; the file of each language's texts downloaded apart. The API puts them in the page it sends
// for those addresses, so the screen shows before the app's code has arrived (ADR 016).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, defaultServerConditions } from 'vite';

const DASHBOARD = join(import.meta.dirname, '..');
const vite = await createServer({
  configFile: join(DASHBOARD, 'vite.config.ts'),
  appType: 'custom',
  logLevel: 'warn',
  server: { middlewareMode: true, hmr: false, ws: false },
  // Node would load styled-components' CommonJS build, whose default export ESM imports miss.
  // The workspace packages are read from their sources, as in the client build: the
  // prerender must not depend on their own builds having run.
  ssr: {
    noExternal: ['styled-components'],
    resolve: { conditions: ['source', ...defaultServerConditions] },
  },
});
try {
  const { renderScreen, renderSignedInLoading, PRERENDERED_PATHS } = await vite.ssrLoadModule(
    '/src/prerender/renderScreen.tsx',
  );
  const { LOCALES } = await vite.ssrLoadModule('/src/i18n/messages.ts');
  const { watchPrerendered } = await vite.ssrLoadModule('/src/app/prerendered.ts');
  const manifest = JSON.parse(readFileSync(join(DASHBOARD, 'dist', '.vite', 'manifest.json'), 'utf8'));
  const screens = {};
  const loading = {};
  const catalogues = {};
  // One render first, thrown away: it starts the lazily loaded parts (the toasts' region), so
  // that every screen is drawn with them, the first one as much as the others.
  await renderScreen(PRERENDERED_PATHS[0], LOCALES[0]);
  await vite.ssrLoadModule('/src/app/LocalizedToaster.tsx');
  await new Promise((resolve) => setTimeout(resolve, 0));
  for (const locale of LOCALES) {
    screens[locale] = {};
    for (const path of PRERENDERED_PATHS) screens[locale][path] = await renderScreen(path, locale);
    loading[locale] = await renderSignedInLoading(locale);
    // A language downloaded apart (all but French): the page announces it in that language.
    const catalogue = manifest[`src/i18n/messages/${locale}.json`]?.file;
    if (catalogue) catalogues[locale] = catalogue;
  }
  // The page's inline script after a prerendered screen: the function's own source, called.
  const script = `(${watchPrerendered.toString()})();`;
  writeFileSync(
    join(DASHBOARD, 'dist', 'prerendered.json'),
    JSON.stringify({ script, screens, loading, catalogues }),
  );
} finally {
  await vite.close();
}
