/**
 * What the contract tests share: the real API started in-process from its sources, the mock API
 * behind MSW, the same session run against both, and the shape comparison of their answers.
 */
import { setupServer } from 'msw/node';
import { FIXED_NOW, OWNER_CREDENTIALS, onlineStoreFixture } from './fixtures';
import { OPERATOR_CREDENTIALS } from './adminFixtures';
import { API_GROUPS, mockApi, type MockApiOptions } from './handlers';

/** A route as `METHOD /path/:/…`: `/shops/:shopId/todo` and `/shops/:id/todo` are the same route. */
export const routeKey = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/:[A-Za-z]+/g, ':')}`;

/** The route a mock handler serves, without the mock's origin and `/api` prefix. */
export function routeOf(handler: { info: unknown }): string {
  const { method, path } = handler.info as { method: string; path: string };
  return routeKey(method, path.replace(/^.*?\/api(?=\/)/, ''));
}

/** Every route of the mock API. */
export function mockRoutes(): string[] {
  const handlers = mockApi();
  return [...new Set(API_GROUPS.flatMap((group) => handlers[group].map(routeOf)))].sort();
}

/** The mock's routes that a compared session of this test file has reached. */
const reached = new Set<string>();

/** The routes of the mock API that no compared session of this test file has reached yet. */
export const unreachedMockRoutes = () => mockRoutes().filter((route) => !reached.has(route));

export interface Answer {
  status: number;
  body: unknown;
}

export type Call = (
  method: string,
  path: string,
  options?: { token?: string; body?: unknown },
) => Promise<Answer>;

export type Json = Record<string, unknown>;
export type Credentials = { email: string; password: string };
export type Session = (call: Call, credentials: Credentials) => Promise<Record<string, Answer>>;

export const members = (answer: Answer) => (answer.body as { 'hydra:member': Json[] })['hydra:member'];

/** What this test uses of the API package's own test harness (api/src/testing/harness.ts). */
interface TestApi {
  db: unknown;
  call: (method: string, path: string, options?: { token?: string; body?: unknown }) => Promise<Answer>;
  app: unknown;
  close: () => Promise<void>;
}

/** The test API wired to the fake Shopify (api/src/testing/shopifyApi.ts). */
interface ShopifyTestApi extends TestApi {
  connectStore: (token: string, shopId: number, domain: string) => Promise<void>;
}

const source = (path: string) => new URL(`../../../api/src/${path}`, import.meta.url).href;

/**
 * The API is started from its sources by path, not imported: the dashboard depends on it over
 * HTTP only, and the contract tests are the one place that starts it.
 */
export async function realApi() {
  // With the fake Shopify behind it, as the offline demo runs: the online store's routes answer.
  const { startShopifyTestApi: startTestApi } = (await import(
    /* @vite-ignore */ source('testing/shopifyApi.ts')
  )) as {
    startShopifyTestApi: (options: { now: () => Date }) => Promise<ShopifyTestApi>;
  };
  const { seedDemoShop, DEMO_LOGIN } = (await import(/* @vite-ignore */ source('db/seed.ts'))) as {
    seedDemoShop: (db: unknown, options: { now: Date }) => Promise<unknown>;
    DEMO_LOGIN: Credentials;
  };
  const api = await startTestApi({ now: () => FIXED_NOW });
  await seedDemoShop(api.db, { now: FIXED_NOW });
  return { api, login: DEMO_LOGIN };
}

/**
 * The demo shop's API with its store connected to the fake Shopify, as the mock's seed has it: a
 * reward with unique codes then gets its code from the store, and the store can be disconnected.
 */
export async function realApiWithStore() {
  const started = await realApi();
  const { api, login } = started;
  const signIn = await api.call('POST', '/v1/oauth', { body: { ...login, context: 'shop' } });
  const token = (signIn.body as { token: string }).token;
  const me = await api.call('GET', '/users/me', { token });
  const shopId = (me.body as { shop: { id: number } }).shop.id;
  await api.connectStore(token, shopId, onlineStoreFixture().domain);
  return started;
}

/**
 * The real API for the operator's calls: the demo shop, a shop waiting for validation, and an
 * operator of merci's team (as `npm run operator -- create` makes one).
 */
export async function realApiForOperators() {
  const { api } = await realApi();
  const { createOwner, createShop } = (await import(/* @vite-ignore */ source('testing/factories.ts'))) as {
    createShop: (db: unknown, values: Json) => Promise<number>;
    createOwner: (
      db: unknown,
      options: { shopId: number | null; email?: string; password?: string; roles?: string[] },
    ) => Promise<unknown>;
  };
  const pending = await createShop(api.db, {
    name: 'Atelier Nina',
    validated: 0,
    discount_types: '[]',
    quota: null,
    quota_remaining: null,
    quota_period: null,
    subscription_offer_type: null,
    subscription_type: null,
    subscription_amount: null,
    created_at: FIXED_NOW.toISOString(),
  });
  await createOwner(api.db, { shopId: pending, email: 'nina@atelier.test' });
  await createOwner(api.db, { shopId: null, ...OPERATOR_CREDENTIALS, roles: ['ROLE_ADMIN'] });
  return { api, login: OPERATOR_CREDENTIALS };
}

/**
 * The fields the API's response schemas declare nullable, by name: where one side answers null
 * and the other a value, only these may differ, since which are null depends on the data.
 */
async function nullableFields(api: TestApi): Promise<Set<string>> {
  const { registeredRoutes } = (await import(/* @vite-ignore */ source('http/routeList.ts'))) as {
    registeredRoutes: (app: unknown) => { schema?: { response?: unknown } }[];
  };
  const names = new Set<string>();
  const walk = (schema: unknown): void => {
    if (!schema || typeof schema !== 'object') return;
    const { properties } = schema as { properties?: Record<string, { type?: unknown; anyOf?: unknown }> };
    for (const [name, field] of Object.entries(properties ?? {})) {
      const types = [field.type, ...(Array.isArray(field.anyOf) ? field.anyOf : [])].flat();
      if (types.some((type) => type === 'null' || (type as { type?: unknown })?.type === 'null')) {
        names.add(name);
      }
    }
    Object.values(schema).forEach(walk);
  };
  registeredRoutes(api.app).forEach((route) => walk(route.schema?.response));
  return names;
}

/** A call to the real API, over HTTP. */
const realCall =
  (api: TestApi): Call =>
  async (method, path, options) => {
    const { status, body } = await api.call(method, path, options);
    return { status, body };
  };

/** A call to the mock API, over fetch as the dashboard makes it. */
export const mockCall: Call = async (method, path, { token, body } = {}) => {
  const headers: Record<string, string> = { accept: 'application/ld+json, application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const response = await fetch(`http://localhost/api${path}`, { method, headers, body: payload });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
};

/**
 * The session against the API (torn down after) and against the mock API, the real one first.
 * The API is the demo shop's, signed in with its login, unless `start` and `login` say otherwise.
 */
export async function bothSides(
  session: Session,
  {
    start,
    mockCredentials = OWNER_CREDENTIALS,
    options = {},
  }: {
    start?: () => Promise<{ api: TestApi; login: Credentials }>;
    mockCredentials?: Credentials;
    options?: MockApiOptions;
  } = {},
) {
  // The real API first: MSW, once listening, would answer its calls too.
  const { api, login } = await (start ?? realApi)();
  let real: Record<string, Answer>;
  let nullable: Set<string>;
  try {
    nullable = await nullableFields(api);
    real = await session(realCall(api), login);
  } finally {
    await api.close();
  }
  const handlers = mockApi('full', options);
  const server = setupServer(...API_GROUPS.flatMap((group) => handlers[group]));
  server.listen({ onUnhandledRequest: 'error' });
  try {
    const mock = await session(mockCall, mockCredentials);
    for (const handler of API_GROUPS.flatMap((group) => handlers[group])) {
      if (handler.isUsed) reached.add(routeOf(handler));
    }
    const differences = (actual: unknown, expected: unknown) => shapeDifferences(actual, expected, nullable);
    return { real, mock, differences };
  } finally {
    server.close();
  }
}

const PAGE_LINKS = ['hydra:next', 'hydra:previous'];

/** A tuple (author metrics: [rows, total]) holds items of different kinds: compared item by item. */
const isTuple = (list: unknown[]) =>
  new Set(list.map((item) => (Array.isArray(item) ? 'array' : typeof item))).size > 1;

/**
 * Where two JSON values differ in shape: object keys, value types, list items. A null matches
 * only a null, but in a field the API declares nullable; each item of a non-empty list is compared with the other side's first item, both
 * ways, so that an extra or missing key in any item shows. An empty list matches any list: how
 * many items there are depends on the data, not on the shape.
 */
export function shapeDifferences(
  actual: unknown,
  expected: unknown,
  nullable: ReadonlySet<string>,
  path = '$',
): string[] {
  const kind = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);
  const field = /\.([^.[\]]+)$/.exec(path)?.[1];
  if ((actual === null || expected === null) && field !== undefined && nullable.has(field)) return [];
  if (kind(actual) !== kind(expected)) {
    return [`${path}: ${JSON.stringify(actual)?.slice(0, 60)} vs ${JSON.stringify(expected)?.slice(0, 60)}`];
  }
  if (Array.isArray(actual) && Array.isArray(expected)) {
    if (actual.length === 0 || expected.length === 0) return [];
    if (isTuple(expected) || isTuple(actual)) {
      return actual.flatMap((item, index) =>
        shapeDifferences(item, expected[index], nullable, `${path}[${index}]`),
      );
    }
    return [
      ...actual.flatMap((item, index) => shapeDifferences(item, expected[0], nullable, `${path}[${index}]`)),
      ...expected.flatMap((item, index) =>
        shapeDifferences(actual[0], item, nullable, `${path}[API ${index}]`),
      ),
    ];
  }
  if (actual !== null && typeof actual === 'object' && typeof expected === 'object') {
    const a = actual as Json;
    const e = expected as Json;
    // Next and previous page links exist or not with the amount of data, not with the shape.
    const missing = Object.keys(e).filter((key) => !(key in a) && !PAGE_LINKS.includes(key));
    const extra = Object.keys(a).filter((key) => !(key in e) && !PAGE_LINKS.includes(key));
    return [
      ...missing.map((key) => `${path}.${key}: missing`),
      ...extra.map((key) => `${path}.${key}: not in the API's answer`),
      ...Object.keys(e)
        .filter((key) => key in a)
        .flatMap((key) => shapeDifferences(a[key], e[key], nullable, `${path}.${key}`)),
    ];
  }
  return [];
}
