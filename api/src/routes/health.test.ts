import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, testDialect, type TestApi } from '../testing/harness.js';

describe(`health and errors over HTTP (${testDialect()})`, () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('answers GET /api/health with 200 and the database it reached', async () => {
    const response = await api.call('GET', '/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.body).toEqual({ status: 'ok', database: testDialect() });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await api.call('GET', '/nowhere');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ status: 404, message: 'errors.not_found' });
  });

  it('sends security headers', async () => {
    const response = await api.call('GET', '/health');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('refuses a body over 256 kB with 413', async () => {
    const response = await api.call('POST', '/v1/reset-password', {
      body: { email: 'x'.repeat(300 * 1024) },
    });
    expect(response.status).toBe(413);
  });

  it('allows the dashboard origin and no other through CORS', async () => {
    const allowed = await fetch(`${api.baseUrl}/api/health`, {
      headers: { origin: 'http://127.0.0.1:5173' },
    });
    const refused = await fetch(`${api.baseUrl}/api/health`, { headers: { origin: 'https://evil.test' } });
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
  });

  it('serves the OpenAPI description of the routes', async () => {
    const response = await fetch(`${api.baseUrl}/api/docs/json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/v1/oauth', '/api/shops/{shopId}']),
    );
  });

  it('draws the same demo picture for the same name', async () => {
    const first = await fetch(`${api.baseUrl}/api/media/content-1.svg`);
    const again = await fetch(`${api.baseUrl}/api/media/content-1.svg`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await first.text()).toBe(await again.text());
    expect((await fetch(`${api.baseUrl}/api/media/..%2Fsecret.svg`)).status).toBe(404);
  });
});
