import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { databaseLimitStore, memoryLimitStore } from './auth/limitStore.js';
import { OWASP_SCRYPT, type PasswordHashing } from './auth/password.js';
import { authPlugin } from './auth/plugin.js';
import { SIGN_IN_THROTTLE, rateLimitStoreClass, type SignInThrottle } from './auth/throttle.js';
import { createAutomationService, type AutomationOptions } from './automations/service.js';
import { createCommerceService, type CommerceOptions } from './commerce/service.js';
import type { AppContext } from './context.js';
import type { DatabaseHandle } from './db/database.js';
import { CONTENT_SECURITY_POLICY } from './dashboard/contentSecurityPolicy.js';
import { serveDashboard } from './dashboard/serve.js';
import { answerClientError, registerErrorHandler } from './http/errors.js';
import { trackRoutes } from './http/routeList.js';
import { createInstagramService, type InstagramOptions } from './instagram/service.js';
import type { Mailer } from './mail/mailer.js';
import { createClaimLinks, deriveClaimLinkSecret, type ClaimLinkKeys } from './rewards/claimLinks.js';
import { apiRoutes } from './routes/index.js';

export interface ServerOptions {
  database: DatabaseHandle;
  mailer: Mailer;
  jwtSecret: string;
  /** Signs and checks the customers' claim links. @default a key derived from jwtSecret (docs/adr/028) */
  claimLinks?: ClaimLinkKeys;
  /** Where the API is mounted. @default '/api' */
  apiPrefix?: string;
  /** Origin of the dashboard, for links in e-mails. */
  publicUrl?: string;
  /** Browser origins allowed by CORS besides the API's own. */
  corsOrigins?: string[];
  /** Built dashboard to serve at `/`, with client-side routes falling back to its index.html. */
  dashboardDir?: string | undefined;
  logLevel?: string;
  /** Where the log lines go, one JSON line per write. @default standard output */
  logStream?: { write(line: string): void };
  /** Requests per minute per address on the sign-in, reset and resend routes. @default 10 */
  authRateLimit?: number;
  /**
   * Whose X-Forwarded-For gives the client's address: a number of proxy hops, or the proxies'
   * addresses, CIDRs or `loopback`, comma-separated. @default none: the header is ignored
   */
  trustProxy?: string | number | undefined;
  /** scrypt's cost for new hashes and the dummy one. @default OWASP's (N=2^17, r=8, p=1) */
  passwordHashing?: PasswordHashing;
  /** The growing delays after failed sign-ins for one e-mail address. @default SIGN_IN_THROTTLE */
  signInThrottle?: SignInThrottle;
  /** Graph API, token encryption key, webhook verify token. @default Meta's Graph API, a key derived from jwtSecret */
  instagram?: InstagramOptions;
  /** Story messages: offset before expiry, and the worker (off unless `workerIntervalMs` is set). */
  automations?: AutomationOptions;
  /** The online stores' platforms (docs/adr/037). @default none: no store can be connected */
  commerce?: Partial<CommerceOptions>;
  now?: () => Date;
}

// `code`, `hmac` and `state`: an online store's OAuth callback (docs/adr/037).
const SECRET_QUERY_KEYS =
  /([?&](?:accessToken|access_token|token|hub\.verify_token|code|hmac|state)=)[^&#]*/gi;
/**
 * The one-time tokens of the activation link (an API route) and of the reset link (the dashboard's
 * page `/reset-password/<token>`, not the API's `/v1/reset-password/confirm`) travel in the path.
 */
const SECRET_PATH_SEGMENTS = /(\/v1\/activate\/|^\/reset-password\/)[^/?#]+/gi;

/** A URL fit for the logs: the values of secret query parameters and path segments replaced. */
export function redactQuery(url: string): string {
  return url.replace(SECRET_QUERY_KEYS, '$1[redacted]').replace(SECRET_PATH_SEGMENTS, '$1[redacted]');
}

/** The API under its prefix, and the dashboard at `/` when it has been built. */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const {
    database,
    mailer,
    jwtSecret,
    claimLinks: claimLinkKeys = { secret: deriveClaimLinkSecret(jwtSecret) },
    apiPrefix = '/api',
    publicUrl = 'http://127.0.0.1:8080',
    corsOrigins = [],
    dashboardDir,
    logLevel = 'warn',
    logStream,
    authRateLimit = 10,
    trustProxy,
    passwordHashing = OWASP_SCRYPT,
    signInThrottle = SIGN_IN_THROTTLE,
    instagram = { tokenEncryptionKey: jwtSecret },
    automations = {},
    commerce = {},
    now = () => new Date(),
  } = options;

  const app = Fastify({
    logger: {
      level: logLevel,
      ...(logStream ? { stream: logStream } : {}),
      // Never log credentials: passwords travel in bodies (not logged), tokens in headers.
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.query.accessToken', 'req.query.token'],
      serializers: {
        // The request line carries the Instagram login token (connect) and the webhook verify token.
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: redactQuery(request.url),
          host: request.host,
          remoteAddress: request.ip,
        }),
      },
    },
    bodyLimit: 256 * 1024,
    // A hop count trusts that many proxies in front, whoever they are (Fastify's own reading of a
    // number trusts none): only for an API that nothing reaches around its proxies.
    ...(typeof trustProxy === 'number'
      ? { trustProxy: (_address: string, hop: number) => hop < trustProxy }
      : trustProxy
        ? { trustProxy }
        : {}),
    routerOptions: { ignoreTrailingSlash: true },
    clientErrorHandler: answerClientError,
  });
  trackRoutes(app);
  const claimLinks = createClaimLinks({ legacySecret: jwtSecret, ...claimLinkKeys });

  const instagramService = createInstagramService(instagram, {
    db: database.db,
    now,
    log: app.log,
    mailer,
    publicUrl,
    // Only called by a webhook delivery, long after both services exist.
    onStoryMention: (trx, story) => automationService.scheduleStory(trx, story),
  });
  const commerceService = createCommerceService(
    { tokenEncryptionKey: instagram.tokenEncryptionKey, ...commerce },
    { db: database.db, dialect: database.dialect, now, log: app.log, apiUrl: `${publicUrl}${apiPrefix}` },
  );
  const automationService = createAutomationService(automations, {
    db: database.db,
    dialect: database.dialect,
    now,
    log: app.log,
    graph: instagramService.client,
    cipher: instagramService.cipher,
    tokenUpkeep: instagramService.tokenUpkeep,
    webhookSubscriptions: instagramService.webhookSubscriptions,
    signClaim: claimLinks.sign,
    assign: commerceService.assign,
  });
  const context: AppContext = {
    db: database.db,
    dialect: database.dialect,
    mailer,
    publicUrl,
    apiPrefix,
    now,
    instagram: instagramService,
    automations: automationService,
    commerce: commerceService,
    claimLinks,
    passwordHashing,
    // One process owns the embedded SQLite file: its memory holds every count there is.
    limitStore:
      database.dialect === 'postgres' ? databaseLimitStore(database.db, now) : memoryLimitStore(now),
    signInThrottle,
  };
  app.decorate('ctx', context);
  registerErrorHandler(app);

  // The security headers of every answer. Helmet's middleware is built once: its Fastify plugin
  // builds it again for each request, which cost more than a small page read (ADR 034).
  const securityHeaders = helmet({
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    // The Instagram connection opens Facebook's login dialog in a popup and reads the answer once
    // the popup is back on our redirect page: `same-origin` would sever the popup (docs/adr/028).
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
  await app.register(fastifyCors, {
    origin: (origin, callback) => callback(null, !origin || corsOrigins.includes(origin)),
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
  });
  await app.register(fastifyRateLimit, {
    global: false,
    store: rateLimitStoreClass(context.limitStore, now),
  });
  // Answers and pictures of over 1 kB travel compressed when the browser accepts it (a page of
  // contents: ~12 kB of JSON → ~2 kB). Files the build precompressed keep their own encoding.
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'merci API',
        version: '1.0.0',
        description: 'The HTTP API of the merci dashboard (SPEC §7).',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: `${apiPrefix}/docs` });
  await app.register(authPlugin, { secret: jwtSecret });

  await app.register(apiRoutes, { prefix: apiPrefix, authRateLimit });

  await serveDashboard(app, { dashboardDir, apiPrefix });

  // The worker starts with the server (listen or ready) and stops before the database closes.
  app.addHook('onReady', async () => {
    context.automations.start();
    context.commerce.start();
  });
  app.addHook('onClose', async () => {
    // A send in flight records its outcome first, then the Graph client stops.
    await context.automations.close();
    await context.commerce.close();
    // A pull in the background still writes: let it record its outcome before the database goes.
    await context.instagram.close();
    await database.db.destroy();
  });
  return app;
}
