// Writes dist/prerendered.json after the dashboard's build: the markup and styles of the screens
// of src/prerender/renderScreen.tsx and of each signed-in route's loading, in each language; the
// inline scripts that go with them; the file of each language's texts downloaded apart. The API puts them in the page it sends
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
  const { watchPrerendered, leaveUnlessSignedIn, loadAppAfterFirstPaint, APP_CODE_ID } =
    await vite.ssrLoadModule('/src/app/prerendered.ts');
  // The signed-in routes, as the build listed them: each gets its loading, with its heading.
  const signedInPaths = JSON.parse(readFileSync(join(DASHBOARD, 'dist', 'route-preloads.json'), 'utf8'))
    .filter((route) => route.signedIn)
    .map((route) => route.path);
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
    loading[locale] = {};
    for (const path of signedInPaths)
      // An address of the route: its parameters filled with a stand-in (only the heading and the
      // navigation's current entry are drawn, both named by the route).
      loading[locale][path] = await renderSignedInLoading(path.replace(/:\w+/g, 'x'), locale);
    // A language downloaded apart (all but French): the page announces it in that language.
    const catalogue = manifest[`src/i18n/messages/${locale}.json`]?.file;
    if (catalogue) catalogues[locale] = catalogue;
  }
  // The page's inline scripts, each the function's own source, called: after a prerendered
  // screen or loading; before a loading (a visitor without a session goes to /signin at once).
  const script = `(${watchPrerendered.toString()})();`;
  const signedInScript = `(${leaveUnlessSignedIn.toString()})();`;
  // And after either, the one that asks for the app's code once the page has painted.
  const codeScript = `(${loadAppAfterFirstPaint.toString()})();`;
  writeFileSync(
    join(DASHBOARD, 'dist', 'prerendered.json'),
    JSON.stringify({
      script,
      signedInScript,
      codeScript,
      codeElementId: APP_CODE_ID,
      screens,
      loading,
      catalogues,
    }),
  );
} finally {
  await vite.close();
}
