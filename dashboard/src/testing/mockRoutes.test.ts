// @vitest-environment node
/**
 * The mock API serves the API's routes, no more and no fewer: a route added to the API without its
 * mock (or a mock left for a route gone) fails here, before a story or a test meets it.
 */
import { describe, expect, it } from 'vitest';
import { mockRoutes, routeKey } from './contractHarness';

/** Routes the dashboard never calls: the health probe, images, e-mail links, the platforms' webhooks. */
const NOT_CALLED_BY_THE_DASHBOARD = [
  'GET /health',
  'GET /media/:',
  'GET /v1/activate/:',
  'GET /customer/discounts/use_request',
  'POST /customer/discounts/use_request',
  'GET /webhooks/instagram',
  'POST /webhooks/instagram',
  // The store sends the merchant's browser back there (a page load, not a call), and its webhooks.
  'GET /online_stores/:/callback',
  'POST /webhooks/:',
];

async function apiRoutes(): Promise<string[]> {
  const source = (path: string) => new URL(`../../../api/src/${path}`, import.meta.url).href;
  // With its fake Graph server, as the offline demo runs: the mock serves the demo's routes too.
  const { startInstagramTestApi } = (await import(/* @vite-ignore */ source('testing/instagram.ts'))) as {
    startInstagramTestApi: () => Promise<{ app: unknown; close: () => Promise<void> }>;
  };
  const { registeredRoutes } = (await import(/* @vite-ignore */ source('http/routeList.ts'))) as {
    registeredRoutes: (app: unknown) => { method: string; url: string; schema?: unknown }[];
  };
  const api = await startInstagramTestApi();
  try {
    return registeredRoutes(api.app)
      .filter(
        ({ method, url, schema }) =>
          method !== 'HEAD' && url.startsWith('/api/') && !(schema as { hide?: boolean } | undefined)?.hide,
      )
      .map(({ method, url }) => routeKey(method, url.slice('/api'.length)));
  } finally {
    await api.close();
  }
}

describe('the mock API', () => {
  it("serves every route of the API's, and none other", async () => {
    const api = (await apiRoutes()).filter((route) => !NOT_CALLED_BY_THE_DASHBOARD.includes(route));
    expect(mockRoutes()).toEqual([...new Set(api)].sort());
  }, 60_000);
});
