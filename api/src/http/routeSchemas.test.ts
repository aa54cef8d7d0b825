import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, testDialect, type TestApi } from '../testing/harness.js';
import { registeredRoutes } from './routeList.js';

/** What a route must declare: its answers, and each part of the request it can be given. */
function missingParts(method: string, url: string, schema: Record<string, unknown> | undefined): string[] {
  const missing: string[] = [];
  if (!schema?.response) missing.push('response');
  if (url.includes(':') && !schema?.params) missing.push('params');
  if (method === 'GET' && !schema?.querystring) missing.push('querystring');
  if (['POST', 'PUT', 'PATCH'].includes(method) && !('body' in (schema ?? {}))) missing.push('body');
  return missing;
}

describe(`every API route declares its schemas (${testDialect()})`, () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  /** The API's routes (not the documentation's own), Fastify's automatic HEAD routes left out. */
  const apiRoutes = () =>
    registeredRoutes(api.app).filter(
      ({ method, url, schema }) =>
        method !== 'HEAD' && url.startsWith('/api/') && !(schema as { hide?: boolean } | undefined)?.hide,
    );

  it('declares the response, the path params, the query of a GET and the body of a write', () => {
    const missing = apiRoutes()
      .map(({ method, url, schema }) => ({
        route: `${method} ${url}`,
        parts: missingParts(method, url, schema as Record<string, unknown> | undefined),
      }))
      .filter(({ parts }) => parts.length > 0);
    expect(missing).toEqual([]);
  });

  it('documents the parameters and the answers in /api/docs', async () => {
    const response = await fetch(`${api.baseUrl}/api/docs/json`);
    const document = (await response.json()) as {
      paths: Record<
        string,
        Record<string, { parameters?: { in: string; name: string }[]; responses?: Record<string, unknown> }>
      >;
    };
    const list = document.paths['/api/shops/{shopId}/discounts']?.get;
    expect(list?.parameters?.map(({ in: where, name }) => `${where} ${name}`)).toEqual(
      expect.arrayContaining(['path shopId', 'query status', 'query type', 'query order[createdAt]']),
    );
    expect(Object.keys(list?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '404']));
    const documented = apiRoutes().filter(({ url }) => {
      const path = url.replace(/:(\w+)/g, '{$1}');
      return document.paths[path] !== undefined;
    });
    expect(documented).toEqual(apiRoutes());
  });
});
