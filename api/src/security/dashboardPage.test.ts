/**
 * The page itself, over real HTTP with a built dashboard: every address answers 200 whatever the
 * client accepts (br, gzip or no compression: curl, health checks), the page may keep its Facebook
 * login popup, and no one-time link of the dashboard reaches the log.
 */
import { rmSync } from 'node:fs';
import { request } from 'node:http';
import { dirname } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_SCRIPT, DASHBOARD_SCRIPT_TEXT, writeBuiltDashboard } from '../testing/dashboard.js';
import { startTestApi, testDialect, type TestApi } from '../testing/harness.js';

/** Raw HTTP, so that no Accept-Encoding is added and the bytes sent can be checked. */
function get(baseUrl: string, path: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; text: string }>(
    (resolve, reject) => {
      const headers: Record<string, string> = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
      request(`${baseUrl}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'];
          const text = (
            encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body
          ).toString('utf8');
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text });
        });
      })
        .on('error', reject)
        .end();
    },
  );
}

describe(`the dashboard's addresses (${testDialect()})`, () => {
  let api: TestApi;
  let dashboardDir: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    dashboardDir = writeBuiltDashboard();
    api = await startTestApi({
      dashboardDir,
      logLevel: 'info',
      logStream: { write: (line: string) => logLines.push(line) },
    });
  });
  afterAll(async () => {
    await api.close();
    rmSync(dirname(dashboardDir), { recursive: true, force: true });
  });

  const pages = ['/', '/signin', '/rewards', '/instagram/contents', '/reset-password/x', '/assets/'];
  const encodings = [
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['no Accept-Encoding', undefined],
    ['identity', 'identity'],
  ] as const;

  it.each(pages.flatMap((path) => encodings.map(([name, value]) => [path, name, value] as const)))(
    'answers the page at %s with 200 (%s)',
    async (path, _name, acceptEncoding) => {
      const response = await get(api.baseUrl, path, acceptEncoding);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.text).toContain('<div id="root">');
      if (!acceptEncoding || acceptEncoding === 'identity')
        expect(response.headers['content-encoding']).toBeUndefined();
    },
  );

  it.each(encodings)(
    'answers a script file and the login redirect page with 200 (%s)',
    async (_name, value) => {
      const script = await get(api.baseUrl, DASHBOARD_SCRIPT, value);
      expect(script.status).toBe(200);
      expect(script.text).toBe(DASHBOARD_SCRIPT_TEXT);
      expect(script.headers['content-encoding']).toBe(value === 'br' || value === 'gzip' ? value : undefined);
      const redirect = await get(api.baseUrl, '/facebook-login.html', value);
      expect(redirect.status).toBe(200);
      expect(redirect.text).toContain('Connexion à Instagram');
    },
  );

  it('keeps the pages it opens (the Facebook login popup): Cross-Origin-Opener-Policy same-origin-allow-popups', async () => {
    for (const path of ['/', '/instagram/contents', '/signin']) {
      const response = await get(api.baseUrl, path, 'br');
      expect({ path, coop: response.headers['cross-origin-opener-policy'] }).toEqual({
        path,
        coop: 'same-origin-allow-popups',
      });
    }
    // The popup comes back to this page from Facebook's origin: any policy there would put it in
    // another browsing context group than the page that opened it, which could then not read it.
    const redirect = await get(api.baseUrl, '/facebook-login.html?x=1#state=s', 'br');
    expect(redirect.headers['cross-origin-opener-policy']).toBeUndefined();
  });

  it('writes no reset or activation token into the log at LOG_LEVEL=info', async () => {
    const token = 'Zr8VbQ2m-reset-token-of-the-log-test';
    const activation = 'Kq4Pn7Ls-activation-token-of-the-log-test';
    expect((await get(api.baseUrl, `/reset-password/${token}`)).status).toBe(200);
    expect((await get(api.baseUrl, `/reset-password/${token}?from=mail`, 'br')).status).toBe(200);
    await get(api.baseUrl, `/api/v1/activate/${activation}`);
    // The API's own route keeps its name: only the token is hidden.
    await api.call('POST', '/v1/reset-password/confirm', { body: { token, password: 'x' } });
    const log = logLines.join('');
    expect(log).toContain('"url":"/reset-password/[redacted]"');
    expect(log).toContain('"url":"/reset-password/[redacted]?from=mail"');
    expect(log).toContain('"url":"/api/v1/reset-password/confirm"');
    expect(log).toContain('/api/v1/activate/[redacted]');
    expect(log).not.toContain(token);
    expect(log).not.toContain(activation);
  });
});
