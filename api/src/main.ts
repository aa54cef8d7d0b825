import { isAbsolute, relative } from 'node:path';
import { readConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { DEMO_LOGIN, seedDemoShop } from './db/seed.js';
import { startFakeGraph } from './instagram/fakeGraph/server.js';
import { createTokenCipher } from './instagram/tokenCipher.js';
import { createMailer, outboxDirOf } from './mail/mailer.js';
import { buildServer } from './server.js';

/**
 * The `npm start` process: migrate, seed the demo shop, serve API and dashboard on one port,
 * and stop cleanly on Ctrl-C (SIGINT) or SIGTERM.
 */
export async function start(): Promise<void> {
  const config = readConfig();
  const { instagram } = config;
  const database = openDatabase(config);
  await migrateToLatest(database.db);

  // The offline demo: a local Graph API whose pictures are the API's own generated ones.
  const fakeGraph =
    instagram.fakeGraph && instagram.facebookAppId && instagram.facebookAppSecret
      ? await startFakeGraph({
          appId: instagram.facebookAppId,
          appSecret: instagram.facebookAppSecret,
          mediaBaseUrl: `${config.apiPrefix}/media`,
        })
      : undefined;
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

  const outboxDir = outboxDirOf(config.dataDir);
  const app = await buildServer({
    database,
    mailer: createMailer({ smtpUrl: config.smtpUrl, outboxDir, from: config.mailFrom }),
    jwtSecret: config.jwtSecret,
    apiPrefix: config.apiPrefix,
    publicUrl: config.publicUrl,
    corsOrigins: config.corsOrigins,
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
      demoAccounts: fakeGraph?.demoAccounts,
      demoMessages: fakeGraph ? () => fakeGraph.messages : undefined,
    },
    automations: {
      messageOffsetMs: config.automations.messageOffsetMinutes * 60_000,
      workerIntervalMs: config.automations.workerIntervalMs,
    },
  });
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;

  const where = database.dialect === 'sqlite' ? displayPath(config.sqliteFile) : 'PostgreSQL (DATABASE_URL)';
  console.log(`\n  merci is running at http://${config.host}:${port}/`);
  console.log(`  Demo login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`);
  console.log(`  Database:   ${where}`);
  console.log(`  API docs:   http://${config.host}:${port}${config.apiPrefix}/docs`);
  console.log(
    fakeGraph
      ? `  Instagram:  local fake Graph API at ${fakeGraph.url} (set GRAPH_API_URL for Meta's)`
      : `  Instagram:  ${instagram.graphApiUrl}/${instagram.graphApiVersion}${instagram.facebookAppSecret ? '' : ' (FACEBOOK_APP_ID and FACEBOOK_APP_SECRET are not set: connecting fails)'}`,
  );
  console.log(
    config.automations.workerIntervalMs > 0
      ? `  Stories:    automation messages go ${config.automations.messageOffsetMinutes} min before expiry (checked every ${config.automations.workerIntervalMs / 1000} s)${fakeGraph ? '; npm run demo:story-mention delivers one' : ''}`
      : '  Stories:    automation worker off in this process (AUTOMATION_WORKER_INTERVAL_MS=0)',
  );
  if (!config.smtpUrl)
    console.log(`  E-mails:    written to ${displayPath(outboxDir)} (set SMTP_URL to send them)`);
  console.log('  Press Ctrl-C to stop.\n');

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n  ${signal} received, stopping merci…`);
    app
      .close()
      .then(() => fakeGraph?.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

/** A path relative to the current folder when it lies inside it, absolute otherwise. */
function displayPath(file: string): string {
  const local = relative(process.cwd(), file);
  return local.startsWith('..') || isAbsolute(local) ? file : local;
}
