// The files the signed-out screens run (ADR 020): the modules app/signedOutScreens.ts loads and
// everything they import, statically or lazily, inside the dashboard's sources. ESLint keeps the
// router and the data layer out of them; a new import is covered without a list to update.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const SOURCES = join(import.meta.dirname, '../src');
const SCREENS = join(SOURCES, 'app/signedOutScreens.ts');
// `import … from './x'`, `export … from './x'` and `import('./x')`, type-only imports aside.
const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?!type\s)[^'";]*?from\s+'(\.[^']+)'|import\('(\.[^']+)'\)/g;

function resolveModule(from, specifier) {
  const base = resolve(dirname(from), specifier);
  return ['.ts', '.tsx', '/index.ts', '/index.tsx', '']
    .map((end) => base + end)
    .find((file) => existsSync(file) && /\.tsx?$/.test(file));
}

function relativeImports(file) {
  return [...readFileSync(file, 'utf8').matchAll(IMPORT)]
    .map((match) => resolveModule(file, match[1] ?? match[2]))
    .filter((found) => found !== undefined);
}

/** Paths relative to the repository's root, for ESLint's `files`. */
export function signedOutFiles() {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || !file.startsWith(SOURCES)) return;
    seen.add(file);
    for (const imported of relativeImports(file)) visit(imported);
  };
  for (const screen of relativeImports(SCREENS)) visit(screen);
  return [...seen].map((file) => relative(join(import.meta.dirname, '../..'), file)).sort();
}
