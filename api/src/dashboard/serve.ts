import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { pagePolicy } from './contentSecurityPolicy.js';
import { dashboardPage } from './page.js';

/** Where Facebook's login dialog returns the popup (the dashboard's public/facebook-login.html). */
const FACEBOOK_REDIRECT_PAGE = '/facebook-login.html';

const notFound = { status: 404, message: 'errors.not_found' };

/**
 * The built dashboard at `/`: its files, and for every other address outside the API the app's
 * page for that address (dashboardPage), with its inline scripts allowed by the policy. Without a
 * built dashboard, a 404 for any unknown address.
 */
export async function serveDashboard(
  app: FastifyInstance,
  { dashboardDir, apiPrefix }: { dashboardDir: string | undefined; apiPrefix: string },
): Promise<void> {
  if (!dashboardDir || !existsSync(dashboardDir)) {
    app.setNotFoundHandler((_request, reply) => reply.code(404).send(notFound));
    return;
  }
  // wildcard: files are looked up per request, so a rebuilt dashboard is served without a restart.
  // preCompressed: the build writes .br and .gz beside each file; the smallest accepted is sent.
  // Files under assets/ have a content hash in their name, so they never change: cached a year.
  await app.register(fastifyStatic, {
    root: dashboardDir,
    wildcard: true,
    // `/` is the app's page too: the not-found handler below writes it. A folder is never sent
    // (without an index the static plugin would answer 403 to a request without compression).
    index: false,
    allowedPath: (pathname) => !pathname.endsWith('/'),
    preCompressed: true,
    cacheControl: false,
    setHeaders: (response, path) =>
      response.setHeader(
        'cache-control',
        /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
      ),
  });
  app.addHook('onSend', async (request, reply, payload) => {
    // The login popup comes back to this page from Facebook's origin: with any opener policy it
    // would land in another browsing context group, out of the dashboard's reach (docs/adr/028).
    if (request.url.split('?')[0] === FACEBOOK_REDIRECT_PAGE)
      reply.removeHeader('cross-origin-opener-policy');
    // A precompressed file depends on Accept-Encoding: caches are told so, beside CORS's Origin.
    const vary = reply.getHeader('vary');
    if (reply.getHeader('content-encoding') && !/accept-encoding/i.test(String(vary ?? '')))
      reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    return payload;
  });
  // Client-side routes (/, /signin, /rewards/…) are resolved by the dashboard's router; the page
  // announces the chunks of the screen asked for. Compressed on the fly.
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' || request.url.startsWith(`${apiPrefix}/`))
      return reply.code(404).send(notFound);
    const page = await dashboardPage(dashboardDir, {
      url: request.url,
      cookie: request.headers.cookie,
      acceptLanguage: request.headers['accept-language'],
    });
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string' && page.scriptHashes.length > 0)
      reply.header('content-security-policy', pagePolicy(policy, page.scriptHashes));
    // The page's language follows the cookie and Accept-Language (prerendered screens).
    const vary = reply.getHeader('vary');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', vary ? `${String(vary)}, Cookie, Accept-Language` : 'Cookie, Accept-Language')
      .send(page.html);
  });
}
