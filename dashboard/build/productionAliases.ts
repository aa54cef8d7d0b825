import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * React Router 7's package exports name only its development build (warnings, checks), whatever
 * the mode (remix-run/react-router#14102, open): a production build points at the production
 * files it ships beside them, without the development warnings and checks. Same API.
 */
const REACT_ROUTER_PRODUCTION = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);

/** What a production build reads in place of some packages' default entries. */
export const PRODUCTION_ALIASES = [
  // The catalogues are parsed already (precompileMessages): react-intl's own advice.
  {
    find: /^@formatjs\/icu-messageformat-parser$/,
    replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
  },
  { find: /^react-router$/, replacement: join(REACT_ROUTER_PRODUCTION, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(REACT_ROUTER_PRODUCTION, 'dom-export.mjs') },
];
