import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { endpoints, isKeyOf, keyOf, newestFirst, readsOf, readsOfEvery } from '.';

const SOURCE_ROOT = join(import.meta.dirname, '..', '..', '..');
const ENDPOINTS_FOLDER = 'lib/api/endpoints/';
const isInEndpoints = (file: string) => file.startsWith(ENDPOINTS_FOLDER);

/** The dashboard's own addresses start with these too (`/admin`, `/instagram/contents`). */
const ADDRESS_ROOTS = new Set(['admin', 'instagram']);
/** The console's address of a shop, `/admin/shops/{id}`, mirrors the API's path of it. */
const ADDRESSES_LIKE_PATHS = ['/admin/shops/${'];

const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/** The string and template literals of a source that start with a slash. */
const slashLiterals = (text: string) =>
  [...withoutComments(text).matchAll(/['"`](\/[^'"`\s]*)/g)].map((match) => match[1] as string);

const segments = (literal: string) => literal.split(/[/?$]/).filter(Boolean).slice(0, 2);

/** What an API path starts with: its first segment, and its first two for the shared roots. */
function apiPrefixes() {
  const roots = new Set<string>();
  const pairs = new Set<string>();
  const pathModules = readdirSync(join(SOURCE_ROOT, ENDPOINTS_FOLDER)).filter(
    (name) => !name.includes('.test.'),
  );
  const literals = pathModules.flatMap((name) =>
    slashLiterals(readFileSync(join(SOURCE_ROOT, ENDPOINTS_FOLDER, name), 'utf8')),
  );
  for (const literal of literals) {
    const [first, second] = segments(literal);
    if (!first) continue;
    if (ADDRESS_ROOTS.has(first)) pairs.add(`${first}/${second}`);
    else roots.add(first);
  }
  return { roots, pairs };
}

const { roots, pairs } = apiPrefixes();

function isApiPath(literal: string) {
  if (ADDRESSES_LIKE_PATHS.some((address) => literal.startsWith(address))) return false;
  const [first, second] = segments(literal);
  if (!first) return false;
  return ADDRESS_ROOTS.has(first) ? pairs.has(`${first}/${second}`) : roots.has(first);
}

/** Every source of the dashboard, tests and the mock API left out. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the API paths', () => {
  it('are written in the endpoints folder only', () => {
    const strays = sourceFiles(SOURCE_ROOT)
      .map((file) => relative(SOURCE_ROOT, file).split('\\').join('/'))
      .filter((file) => !isInEndpoints(file))
      .flatMap((file) =>
        slashLiterals(readFileSync(join(SOURCE_ROOT, file), 'utf8'))
          .filter(isApiPath)
          .map((literal) => `${file}: ${literal}`),
      );
    expect(strays).toEqual([]);
  });

  it('finds a path written outside the endpoints folder, and leaves the dashboard’s addresses alone', () => {
    expect(roots.size).toBeGreaterThan(10);
    expect(
      slashLiterals("apiRequest(`/shops/${id}/config_discounts`, { method: 'DELETE' })").filter(isApiPath),
    ).toEqual(['/shops/${id}/config_discounts']);
    expect(slashLiterals("useSWR('/instagram/demo_login', fetch)").filter(isApiPath)).toHaveLength(1);
    expect(
      slashLiterals("navigate('/signin'); const to = '/instagram/contents'; // GET /shops/{id}").filter(
        isApiPath,
      ),
    ).toEqual([]);
  });
});

describe('the refreshes', () => {
  it('match every read of a path, whatever its query, and no other path', () => {
    const refresh = readsOf(endpoints.configRewards(12));
    expect(refresh(keyOf(endpoints.configRewards(12), newestFirst(2)))).toBe(true);
    expect(refresh(endpoints.configRewards(12))).toBe(true);
    expect(refresh(keyOf(endpoints.configRewards(1), newestFirst(1)))).toBe(false);
    expect(refresh(keyOf(endpoints.assignedRewards(12), newestFirst(1)))).toBe(false);
    expect(refresh(['/shops/12/config_discounts'])).toBe(false);
    expect(isKeyOf(endpoints.shop(12), endpoints.shop(1))).toBe(false);
  });

  it('match a path for any id, from the endpoint itself', () => {
    const refresh = readsOfEvery(endpoints.shopTodo);
    expect(refresh(endpoints.shopTodo(12))).toBe(true);
    expect(refresh(endpoints.shopTodo(7))).toBe(true);
    expect(refresh(endpoints.shop(12))).toBe(false);
    expect(refresh(`${endpoints.shopTodo(12)}/more`)).toBe(false);
  });
});
