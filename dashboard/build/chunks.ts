/**
 * The build's named chunks (ADR 015, ADR 020): what every screen loads travels in a few large
 * chunks, the app's and the libraries', rather than in about thirty small ones. Each group names
 * the modules it takes by path: `'ui-kit/src/Button/'` matches a module whose path contains that,
 * with either separator.
 */

/** A module's path containing one of `fragments` (a RegExp is taken as written). */
function pathWith(...fragments: (string | RegExp)[]): RegExp {
  const sources = fragments.map((fragment) =>
    typeof fragment === 'string'
      ? fragment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll('/', '[\\\\/]')
      : fragment.source,
  );
  return new RegExp(`(${sources.join('|')})`);
}

/** The kit's components the signed-out screens draw (their fields, buttons and headings). */
const SIGNED_OUT_KIT = [
  'Button',
  'IconButton',
  'Spinner',
  'Text',
  'Heading',
  'Inline',
  'Stack',
  'VisuallyHidden',
  'FormField',
  'TextInput',
  'EmailInput',
  'PasswordInput',
];

/** lucide's icons the signed-out screens draw: the password field's eye and a field's error. */
const SIGNED_OUT_ICONS = ['eye', 'eye-off', 'triangle-exclamation-point'];

/** lucide's own code (every file outside `icons/`) and the signed-out screens' icons. */
const LUCIDE = new RegExp(
  `node_modules[\\\\/]lucide-react[\\\\/]dist[\\\\/]esm[\\\\/]((?!icons[\\\\/])|icons[\\\\/](${SIGNED_OUT_ICONS.join('|')})\\.)`,
);

export const CHUNK_GROUPS = [
  {
    // The app's own modules every screen uses (its frame, first screen, fields and errors draw
    // with them): one chunk beside the framework instead of twenty small ones. Of lucide's icons,
    // only the signed-out screens': the kit's named set (Icon) travels with the signed-in frame
    // (ADR 020), keeping /signin within its budget.
    name: 'app-core',
    test: pathWith(
      ...SIGNED_OUT_KIT.map((component) => `ui-kit/src/${component}/`),
      'ui-kit/src/Toaster/toastStore',
      LUCIDE,
      'domain/src/constants',
      // The API's client and the signed-out screens' paths; the other paths travel with the
      // screens that call them.
      /dashboard[\\/]src[\\/]lib[\\/]api[\\/](client|endpoints[\\/](index|paths|auth))\./,
      'dashboard/src/lib/session/',
      'dashboard/src/lib/routing/navigation',
      'dashboard/src/i18n/I18nProvider.',
      'dashboard/src/i18n/messages.',
      'dashboard/src/i18n/detectLocale.',
      'dashboard/src/app/ScreenProviders.',
      'dashboard/src/app/signedOutScreens.',
      'ui-kit/src/ThemeProvider/',
      'tokens/src/',
      'dashboard/src/lib/links',
      'vite/preload-helper',
    ),
    priority: 5,
  },
  {
    // The kit's Alert, which the sign-in form shows after a failure and the signed-in frame draws
    // too: its own small chunk, or its place in the frame's would make the sign-in screen load
    // the whole frame.
    name: 'alert',
    test: pathWith('ui-kit/src/Alert/', 'ui-kit/src/styles/dismissButton'),
    // Between app-core's and the frame's: what app-core holds (lucide's own code) stays there.
    priority: 4.5,
  },
  {
    // The app's start and the signed-in frame (with the kit's named icon set), which every
    // signed-in screen loads: one chunk instead of a dozen (ADR 020). Below app-core's priority,
    // so what the signed-out screens share stays there.
    name: 'app',
    test: pathWith('dashboard/src/app/appStart.', 'dashboard/src/features/layout/AuthenticatedLayout.'),
    priority: 4,
  },
  {
    // The Instagram screens' shared plumbing (account, loaders, paths, permissions): one chunk
    // that every one of them loads instead of six tiny ones.
    name: 'instagram-core',
    test: pathWith(
      /dashboard[\\/]src[\\/]features[\\/]instagram[\\/](paths|permissions|api[\\/](socialAccount|instagramConnect)|layout[\\/](socialContext|socialLoaders))\.ts$/,
      'domain/src/rules/quota',
      // The contents filter's rules, which the app's barrel of `domain` would otherwise pull into
      // the signed-in frame's chunk.
      'domain/src/rules/contentsFilter',
    ),
    priority: 5,
  },
  {
    // React, styles and texts: what every screen loads.
    name: 'framework',
    test: pathWith(
      ...[
        'react',
        'react-dom',
        'scheduler',
        'styled-components',
        'stylis',
        '@emotion',
        'react-intl',
        '@formatjs',
        'intl-messageformat',
        'tslib',
      ].map((name) => `node_modules/${name}/`),
    ),
    priority: 10,
  },
  {
    // The router and the data layer: the app's, which the prerendered signed-out screens start
    // without (ADR 020).
    name: 'router',
    test: pathWith(
      ...['react-router', 'swr', 'use-sync-external-store', 'dequal'].map((name) => `node_modules/${name}/`),
    ),
    priority: 10,
  },
];
