import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { readConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { DEMO_LOGIN, seedDemoShop, seedReferenceData } from './db/seed.js';
import { startFakeShopify } from './commerce/shopify/fakeShopify/index.js';
import { onlineStoreCallbackUrl, onlineStoreWebhookUrl } from './commerce/service.js';
import {
  DEFAULT_API_VERSION as NEWEST_SHOPIFY_API_VERSION,
  apiVersionWindow,
  createShopifyConnector,
  oldestSupportedApiVersion,
  parseCents,
} from './commerce/shopify/index.js';
import { HttpError } from './http/errors.js';
import { startFakeGraph } from './instagram/fakeGraph/server.js';
import { FAKE_GRAPH_URL_FILE } from './instagram/fakeGraph/webhooks.js';
import { PAGE_SUBSCRIBED_FIELDS } from './instagram/graphClient.js';
import { createTokenCipher } from './instagram/tokenCipher.js';
import { createMailer, outboxDirOf } from './mail/mailer.js';
import { tightenPrivateTree } from './privateFiles.js';
import { buildServer } from './server.js';

export interface StartOptions {
  /** The variables to read (README, "Configuration"). @default process.env */
  env?: NodeJS.ProcessEnv;
  /** PostgreSQL only: the schema to work in (the tests use one per file). */
  searchPath?: string;
  /** Where the start lines go. @default console.log */
  print?: (line: string) => void;
  /** The server's clock: journeys run a second server a month later on the same data. @default the real time */
  now?: () => Date;
}

export interface RunningMerci {
  app: FastifyInstance;
  /** `http://<host>:<port>` the server listens on. */
  url: string;
  /** Stops the server (worker and database included) and the demo's fake Graph API. */
  close: () => Promise<void>;
}

/**
 * Migrate, seed, and serve the API and the dashboard on one port. Outside production that is the
 * offline demo (demo shop, fake Graph API unless GRAPH_API_URL is set, printed login); with
 * NODE_ENV=production the reference data only, and a configuration that is complete or refused
 * (docs/adr/024).
 */
export async function start(options: StartOptions = {}): Promise<RunningMerci> {
  const { env = process.env, searchPath, print = console.log, now } = options;
  const config = readConfig(env);
  const { instagram, shopify, production } = config;
  // Database, secrets and outbox: a folder an older version left readable by all is tightened.
  if (existsSync(config.dataDir)) tightenPrivateTree(config.dataDir);
  const database = openDatabase({ ...config, ...(searchPath ? { searchPath } : {}) });
  try {
    await migrateToLatest(database.db, searchPath);
  } catch (error) {
    await database.db.destroy();
    throw error;
  }

  // The offline demo: a local Graph API whose pictures are the API's own generated ones.
  // readConfig refuses MERCI_FAKE_GRAPH in production; the check here keeps it so.
  const fakeGraph =
    !production && instagram.fakeGraph && instagram.facebookAppId && instagram.facebookAppSecret
      ? await startFakeGraph({
          appId: instagram.facebookAppId,
          appSecret: instagram.facebookAppSecret,
          mediaBaseUrl: `${config.apiPrefix}/media`,
        })
      : undefined;
  // The offline demo's Shopify: the stores the merchants connect live on this local server.
  const fakeShopify =
    !production && shopify.fakeShopify
      ? await startFakeShopify({
          apiKey: shopify.apiKey,
          apiSecret: shopify.apiSecret,
          apiVersion: shopify.apiVersion,
          redirectUrls: [onlineStoreCallbackUrl(`${config.publicUrl}${config.apiPrefix}`, 'shopify')],
        })
      : undefined;
  if (production) {
    await seedReferenceData(database.db);
  } else {
    const demoToken = fakeGraph?.issueLongLivedToken();
    await seedDemoShop(database.db, {
      publicUrl: config.publicUrl,
      apiPrefix: config.apiPrefix,
      ...(demoToken
        ? {
            instagramToken: {
              encrypted: createTokenCipher(instagram.tokenEncryptionKey).encrypt(demoToken.accessToken),
              expiresAt: demoToken.expiresAt,
            },
          }
        : {}),
    });
  }

  const outboxDir = outboxDirOf(config.dataDir);
  const app = await buildServer({
    ...(now ? { now } : {}),
    database,
    mailer: createMailer({ smtpUrl: config.smtpUrl, outboxDir, from: config.mailFrom }),
    jwtSecret: config.jwtSecret,
    claimLinks: config.claimLinks,
    apiPrefix: config.apiPrefix,
    publicUrl: config.publicUrl,
    corsOrigins: config.corsOrigins,
    trustProxy: config.trustProxy,
    dashboardDir: config.dashboardDir,
    logLevel: config.logLevel,
    authRateLimit: config.authRateLimit,
    instagram: {
      graph: {
        baseUrl: fakeGraph?.url ?? instagram.graphApiUrl,
        version: instagram.graphApiVersion,
        appId: instagram.facebookAppId,
        appSecret: instagram.facebookAppSecret,
        maxRetries: instagram.graphMaxRetries,
        retryDelayMs: instagram.graphRetryDelayMs,
      },
      tokenEncryptionKey: instagram.tokenEncryptionKey,
      webhookVerifyToken: instagram.webhookVerifyToken,
      // Without them the demo routes are not even registered (routes/index.ts).
      demoAccounts: fakeGraph?.demoAccounts,
      demoMessages: fakeGraph ? () => fakeGraph.messages : undefined,
      demoDeliver: fakeGraph?.deliver,
    },
    automations: {
      messageOffsetMs: config.automations.messageOffsetMinutes * 60_000,
      workerIntervalMs: config.automations.workerIntervalMs,
    },
    commerce: {
      connectors: [
        createShopifyConnector({
          apiKey: shopify.apiKey,
          apiSecret: shopify.apiSecret,
          apiVersion: shopify.apiVersion,
          scopes: shopify.scopes,
          ...(fakeShopify ? { storeOrigin: fakeShopify.storeOrigin } : {}),
        }),
      ],
      // The same worker rhythm as the story messages': one setting for the background work.
      workerIntervalMs: config.automations.workerIntervalMs,
      ...(fakeShopify
        ? {
            demo: {
              async placeOrder(input) {
                const placed = await fakeShopify.placeOrder(input);
                if (!placed.ok) throw new HttpError(409, `online_store.errors.order_${placed.reason}`);
                return {
                  name: placed.order.name,
                  totalCents: parseCents(placed.order.total_price),
                  currency: placed.order.currency,
                };
              },
            },
          }
        : {}),
    },
  });
  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await app.close();
    await fakeGraph?.close();
    await fakeShopify?.close();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host}:${port}`;
  // The fake Graph API delivers the app's webhooks where Meta's App Dashboard would: to this
  // server's callback URL; the demo's script finds the fake server through the data folder.
  if (fakeGraph) {
    fakeGraph.setWebhookCallbackUrl(`${url}${config.apiPrefix}/webhooks/instagram`);
    mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
    writeFileSync(join(config.dataDir, FAKE_GRAPH_URL_FILE), `${fakeGraph.url}\n`, { mode: 0o600 });
    // Meta keeps the Pages' subscriptions while merci is down; the fake Graph API starts with
    // none: those the database says were made are given back, and the accounts' checks due now
    // (the freshly seeded one's) subscribe now rather than at the worker's first tick.
    const subscribed = await app.ctx.db
      .selectFrom('social_account')
      .select('page_id')
      .where('disconnected_at', 'is', null)
      .where('webhook_subscription', '=', 'subscribed')
      .where('page_id', 'is not', null)
      .execute();
    for (const { page_id: pageId } of subscribed) {
      if (pageId) fakeGraph.keepPageSubscription(pageId, PAGE_SUBSCRIBED_FIELDS);
    }
    await app.ctx.instagram
      .webhookSubscriptions()
      .checkDue()
      .catch((error: unknown) =>
        app.log.error({ err: error }, 'Instagram webhook subscription check failed'),
      );
  }
  // Shopify sends the privacy webhooks to the address of the app's configuration: here, ours.
  fakeShopify?.setComplianceAddress(
    onlineStoreWebhookUrl(`${config.publicUrl}${config.apiPrefix}`, 'shopify'),
  );

  // Names and places only: no secret, and no database URL (it may hold a password).
  const where = database.dialect === 'sqlite' ? displayPath(config.sqliteFile) : 'PostgreSQL (DATABASE_URL)';
  print(`\n  merci is running at ${url}/${production ? ' (production)' : ''}`);
  if (production) print(`  Public URL: ${config.publicUrl}`);
  else print(`  Demo login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`);
  print(`  Database:   ${where}`);
  print(`  API docs:   ${url}${config.apiPrefix}/docs`);
  print(
    fakeGraph
      ? `  Instagram:  local fake Graph API at ${fakeGraph.url} (set GRAPH_API_URL for Meta's)`
      : `  Instagram:  ${instagram.graphApiUrl}/${instagram.graphApiVersion}${instagram.facebookAppSecret ? '' : ' (FACEBOOK_APP_ID and FACEBOOK_APP_SECRET are not set: connecting fails)'}`,
  );
  print(
    fakeShopify
      ? `  Shopify:    local fake Shopify at ${fakeShopify.url} (set SHOPIFY_API_KEY and SHOPIFY_API_SECRET for Shopify's); npm run demo:order -- <code> orders with a code`
      : `  Shopify:    app ${shopify.apiKey}, Admin API ${shopify.apiVersion}`,
  );
  const today = now?.() ?? new Date();
  const { supportedUntil } = apiVersionWindow(shopify.apiVersion);
  if (supportedUntil <= today) {
    print(
      `  Warning:    SHOPIFY_API_VERSION ${shopify.apiVersion} left Shopify's support on ${supportedUntil.toISOString().slice(0, 10)}: ` +
        `Shopify answers with ${oldestSupportedApiVersion(today)} instead; set SHOPIFY_API_VERSION=${NEWEST_SHOPIFY_API_VERSION} (or leave it unset)`,
    );
  }
  if (!fakeGraph && !instagram.webhookVerifyToken)
    print(`  Webhooks:   INSTAGRAM_WEBHOOK_VERIFY_TOKEN is not set: Meta's subscription check gets 503`);
  print(
    config.automations.workerIntervalMs > 0
      ? `  Stories:    automation messages go ${config.automations.messageOffsetMinutes} min before expiry (checked every ${config.automations.workerIntervalMs / 1000} s)${fakeGraph ? '; npm run demo:story-mention delivers one' : ''}`
      : '  Stories:    automation worker off in this process (AUTOMATION_WORKER_INTERVAL_MS=0)',
  );
  print(
    config.smtpUrl
      ? '  E-mails:    sent through SMTP_URL'
      : `  E-mails:    written to ${displayPath(outboxDir)} (set SMTP_URL to send them)`,
  );

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= app
      .close()
      .then(() => fakeGraph?.close())
      .then(() => fakeShopify?.close());
    return closing;
  };
  return { app, url, close };
}

export interface ServeOptions extends StartOptions {
  /** Where the failure line goes. @default console.error */
  printError?: (line: string) => void;
  /** @default process.exit */
  exit?: (code: number) => void;
}

/**
 * The command line's start (`node api/dist/serve.js`, `npm start`): a start that fails prints
 * `merci could not start: <reason>` on one line, without a stack, and exits 1; Ctrl-C (SIGINT)
 * or SIGTERM stops cleanly. Resolves to the running server, or undefined when it could not start.
 */
export async function serve(options: ServeOptions = {}): Promise<RunningMerci | undefined> {
  const { printError = console.error, exit = (code) => process.exit(code), ...startOptions } = options;
  const print = startOptions.print ?? console.log;
  let running: RunningMerci;
  try {
    running = await start({ ...startOptions, print });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    printError(`merci could not start: ${reason.replace(/\s*\n\s*/g, ' ').trim()}`);
    exit(1);
    return undefined;
  }
  print('  Press Ctrl-C to stop.\n');

  const stop = (signal: NodeJS.Signals) => {
    print(`\n  ${signal} received, stopping merci…`);
    running.close().then(
      () => exit(0),
      (error: unknown) => {
        printError(`merci did not stop cleanly: ${error instanceof Error ? error.message : String(error)}`);
        exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return running;
}

/** A path relative to the current folder when it lies inside it, absolute otherwise. */
function displayPath(file: string): string {
  const local = relative(process.cwd(), file);
  return local.startsWith('..') || isAbsolute(local) ? file : local;
}
