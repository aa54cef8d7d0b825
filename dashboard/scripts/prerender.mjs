// Writes dist/prerendered.json after the dashboard's build: the markup and styles of the screens
// of src/prerender/renderScreen.tsx, in each language, and the inline script that goes with them. The API puts them in the page it sends
// for those addresses, so the screen shows before the app's code has arrived (ADR 016).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'vite';

const DASHBOARD = join(import.meta.dirname, '..');
const vite = await createServer({
  configFile: join(DASHBOARD, 'vite.config.ts'),
  appType: 'custom',
  logLevel: 'warn',
  server: { middlewareMode: true, hmr: false, ws: false },
  // Node would load styled-components' CommonJS build, whose default export ESM imports miss.
  ssr: { noExternal: ['styled-components'] },
});
try {
  const { renderScreen, PRERENDERED_PATHS } = await vite.ssrLoadModule('/src/prerender/renderScreen.tsx');
  const { LOCALES } = await vite.ssrLoadModule('/src/i18n/messages.ts');
  const { watchPrerendered } = await vite.ssrLoadModule('/src/app/prerendered.ts');
  const screens = {};
  for (const locale of LOCALES) {
    screens[locale] = {};
    for (const path of PRERENDERED_PATHS) screens[locale][path] = await renderScreen(path, locale);
  }
  // The page's inline script after a prerendered screen: the function's own source, called.
  const script = `(${watchPrerendered.toString()})();`;
  writeFileSync(join(DASHBOARD, 'dist', 'prerendered.json'), JSON.stringify({ script, screens }));
} finally {
  await vite.close();
}
