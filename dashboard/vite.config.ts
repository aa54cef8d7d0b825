import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { parse } from '@formatjs/icu-messageformat-parser';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { textsInChunks } from './build/textsInChunks.ts';

const CATALOGUE = /\/i18n\/messages\/[a-z]+\.json$/;

/**
 * Ships the message catalogues already parsed (ICU syntax trees), so the browser never downloads
 * the ICU parser (~8 kB gzip): react-intl formats the trees as they are (see the alias below).
 * Development, tests and Storybook keep the plain texts and the parser.
 */
function precompileMessages(): Plugin {
  return {
    name: 'merci-precompile-messages',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOGUE.test(id)) return undefined;
      const texts = JSON.parse(code) as Record<string, string>;
      const trees = Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, parse(text)]));
      return { code: JSON.stringify(trees), map: null };
    },
  };
}

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

/** Inter's Latin subset: every French and English text is drawn with it. */
const LATIN_FONT = /^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/;

/**
 * Writes the app's one small stylesheet (the font faces, ~2 kB) into index.html instead of
 * linking it: a stylesheet link holds the first paint for one more round trip (Lighthouse's
 * render-blocking audit). The CSP allows inline styles (styled-components needs them anyway).
 *
 * The page drawn by the server (ADR 016, ADR 019) paints its texts once, in Inter: the Latin
 * font file is preloaded with the page, and its faces wait for it (`font-display: block`,
 * at most 3 s, the browser's block period) instead of painting in a system font that the app's
 * own texts then replace in Inter, wider, as a later and larger paint.
 */
function inlineStylesheet(): Plugin {
  return {
    name: 'merci-inline-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const inlined = html.replace(
          /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g,
          (link, file: string) => {
            const asset = bundle?.[file];
            return asset?.type === 'asset' ? `<style>${String(asset.source)}</style>` : link;
          },
        );
        const latinFont = Object.keys(bundle ?? {}).find((file) => LATIN_FONT.test(file));
        if (!latinFont || !inlined.includes('font-display:swap'))
          throw new Error("index.html: Inter's Latin file or its faces are not where the build expects them");
        return inlined
          .replaceAll('font-display:swap', 'font-display:block')
          .replace(
            '<link rel="icon"',
            `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${latinFont}"><link rel="icon"`,
          );
      },
    },
  };
}

/**
 * React Router 7's package exports name only its development build (warnings, checks), whatever
 * the mode (remix-run/react-router#14102, open): a production build points at the production
 * files it ships beside them, without the development warnings and checks. Same API.
 */
const REACT_ROUTER_PRODUCTION = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);

const ROUTE_MODULES = JSON.parse(
  readFileSync(join(import.meta.dirname, 'src/app/routeModules.json'), 'utf8'),
) as { path: string; start?: string; modules: string[] }[];

/** The frames of the signed-in screens: a shop's (ADR 019) and merci's team's (ADR 022). */
const SIGNED_IN_FRAMES = ['layout/AuthenticatedLayout', 'admin/AdminLayout'];

/** The start of routes that name none in routeModules.json: the app with its router (ADR 020). */
const APP_START = 'app/appStart';

/**
 * Writes route-preloads.json: for each route of src/app/routeModules.json, the chunks its start
 * (ADR 020) and lazy modules load that index.html does not already ask for. The server lists them in the page it
 * sends for that address (`<link rel="modulepreload">`), so a screen's code downloads beside the
 * framework instead of after it has run.
 */
function routePreloads(): Plugin {
  return {
    name: 'merci-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const withImports = (fileName: string, files: Set<string>) => {
        if (files.has(fileName)) return;
        files.add(fileName);
        const chunk = bundle[fileName];
        if (chunk?.type === 'chunk') for (const imported of chunk.imports) withImports(imported, files);
      };
      const inIndex = new Set<string>();
      for (const entry of chunks.filter((chunk) => chunk.isEntry)) withImports(entry.fileName, inIndex);
      const routes = ROUTE_MODULES.map(({ path, start = APP_START, modules }) => {
        const files = new Set<string>();
        for (const module of [start, ...modules.map((feature) => `features/${feature}`)]) {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(`/src/${module}.tsx`));
          if (!chunk) this.error(`routeModules.json names ${module}, which the build has no chunk for`);
          withImports(chunk.fileName, files);
        }
        return {
          path,
          files: [...files].filter((file) => !inIndex.has(file)),
          // A screen inside a signed-in frame (a shop's or the operator's console): its page shows
          // the loading account first.
          signedIn: SIGNED_IN_FRAMES.some((frame) => modules.includes(frame)),
        };
      });
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify(routes) });
    },
  };
}

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
    routePreloads(),
    precompress(),
  ],
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    // The build's catalogues are parsed already (precompileMessages): react-intl's own advice.
    alias:
      command === 'build'
        ? [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
            { find: /^react-router$/, replacement: join(REACT_ROUTER_PRODUCTION, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: join(REACT_ROUTER_PRODUCTION, 'dom-export.mjs') },
          ]
        : [],
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
    // The polyfill would cost every screen ~0.5 kB gzip for them.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // What every screen loads travels in a few large chunks, the app's and the libraries':
        // a few requests and compression windows instead of about thirty (ADR 015, ADR 020).
        codeSplitting: {
          groups: [
            {
              // The app's own modules every screen uses (its frame, first screen, fields and
              // errors draw with them): one chunk beside the framework instead of twenty small
              // ones. Of lucide's icons, only the ones the signed-out screens draw (the password
              // field's eye, a field's error): the kit's named set (Icon) travels with the
              // signed-in frame (ADR 020), keeping /signin within its budget.
              name: 'app-core',
              test: /(ui-kit[\\/]src[\\/](Button|IconButton|Spinner|Text|Heading|Inline|Stack|VisuallyHidden|FormField|TextInput|EmailInput|PasswordInput)[\\/]|ui-kit[\\/]src[\\/]Toaster[\\/]toastStore|node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]((?!icons[\\/])|icons[\\/](eye|eye-off|triangle-exclamation-point)\.)|domain[\\/]src[\\/]constants|dashboard[\\/]src[\\/]lib[\\/](api|session)[\\/]|dashboard[\\/]src[\\/]lib[\\/]routing[\\/]navigation|dashboard[\\/]src[\\/]i18n[\\/](I18nProvider|messages|detectLocale)\.|dashboard[\\/]src[\\/]app[\\/](ScreenProviders|signedOutScreens)\.|ui-kit[\\/]src[\\/]ThemeProvider[\\/]|tokens[\\/]src[\\/]|dashboard[\\/]src[\\/]lib[\\/]links|vite[\\/]preload-helper)/,
              priority: 5,
            },
            {
              // The kit's Alert, which the sign-in form shows after a failure and the signed-in
              // frame draws too: its own small chunk, or its place in the frame's would make the
              // sign-in screen load the whole frame.
              name: 'alert',
              test: /ui-kit[\\/]src[\\/](Alert[\\/]|styles[\\/]dismissButton)/,
              // Between app-core's and the frame's: what app-core holds (lucide's own code) stays there.
              priority: 4.5,
            },
            {
              // The app's start and the signed-in frame (with the kit's named icon set), which
              // every signed-in screen loads: one chunk instead of a dozen (ADR 020). Below
              // app-core's priority, so what the signed-out screens share stays there.
              name: 'app',
              test: /dashboard[\\/]src[\\/](app[\\/]appStart|features[\\/]layout[\\/]AuthenticatedLayout)\./,
              priority: 4,
            },
            {
              // The Instagram screens' shared plumbing (account, loaders, paths, permissions):
              // one chunk that every one of them loads instead of six tiny ones.
              name: 'instagram-core',
              test: /dashboard[\\/]src[\\/]features[\\/]instagram[\\/](paths|permissions|api[\\/](socialAccount|instagramConnect)|layout[\\/](socialContext|socialLoaders))\.ts$|domain[\\/]src[\\/]rules[\\/]quota/,
              priority: 5,
            },
            {
              // React, styles and texts: what every screen loads.
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|styled-components|stylis|@emotion|react-intl|@formatjs|intl-messageformat|tslib)[\\/]/,
              priority: 10,
            },
            {
              // The router and the data layer: the app's, which the prerendered signed-out
              // screens start without (ADR 020).
              name: 'router',
              test: /node_modules[\\/](react-router|swr|use-sync-external-store|dequal)[\\/]/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
}));
