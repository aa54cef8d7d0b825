import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Everything the API reads from the environment, resolved once at start-up. */
export interface ApiConfig {
  host: string;
  port: number;
  /** Where the API is mounted; the dashboard's VITE_API_BASE points here. */
  apiPrefix: string;
  /** `postgres://…` selects PostgreSQL; otherwise the embedded SQLite file below is used. */
  databaseUrl: string | undefined;
  /** SQLite file, generated secrets and the mail outbox live here. */
  dataDir: string;
  sqliteFile: string;
  /** Built dashboard to serve at `/`; empty in API-only runs. */
  dashboardDir: string;
  /** Origin of the dashboard, for links in e-mails and CORS. */
  publicUrl: string;
  /** Origins allowed to call the API from a browser (besides the API's own). */
  corsOrigins: string[];
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  /** Requests per minute and address on sign-in, reset and resend-activation. */
  authRateLimit: number;
  instagram: InstagramConfig;
  automations: AutomationConfig;
}

/** The story-message automations (see docs/adr/012). */
export interface AutomationConfig {
  /** How long before the story expires its message goes (SPEC §9: 30 minutes). */
  messageOffsetMinutes: number;
  /** How often the worker looks for due messages; 0 leaves the worker off in this process. */
  workerIntervalMs: number;
}

/** Meta's Graph API and what the Instagram connection needs (see docs/adr/009). */
export interface InstagramConfig {
  /** Run the local fake Graph API server and talk to it instead of Meta (the offline demo). */
  fakeGraph: boolean;
  /** Origin of the Graph API; ignored when the fake server is used. */
  graphApiUrl: string;
  /** Graph API version segment, e.g. `v23.0`. */
  graphApiVersion: string;
  /** The Facebook app that the dashboard's login dialog belongs to. */
  facebookAppId: string | undefined;
  /** Exchanges tokens, signs Graph calls (appsecret_proof) and webhook payloads. */
  facebookAppSecret: string | undefined;
  /** The token Meta echoes when the webhook subscription is verified; unset refuses verification. */
  webhookVerifyToken: string | undefined;
  /** Encrypts the stored Instagram tokens (AES-256-GCM). */
  tokenEncryptionKey: string;
  /** Retries of a rate-limited or failing Graph call, and the first back-off delay. */
  graphMaxRetries: number;
  graphRetryDelayMs: number;
}

export const DEFAULT_GRAPH_API_URL = 'https://graph.facebook.com';
export const DEFAULT_GRAPH_API_VERSION = 'v23.0';
/** The fake Graph server's app: any id works, it only has to match on both sides. */
export const FAKE_FACEBOOK_APP_ID = '100000000000042';

/** `api/`, whether this file runs from `src/` (tests) or from `dist/` (npm start). */
const packageRoot = fileURLToPath(new URL('..', import.meta.url));

export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number between 0 and 65535, got "${env.PORT}"`);
  }
  const host = env.HOST ?? '127.0.0.1';
  const dataDir = resolve(env.MERCI_DATA_DIR ?? resolve(packageRoot, 'data'));
  const publicUrl = (env.PUBLIC_URL ?? `http://${host}:${port}`).replace(/\/$/, '');
  return {
    host,
    port,
    apiPrefix: normalizePrefix(env.API_PREFIX ?? '/api'),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    sqliteFile: env.MERCI_SQLITE_FILE ?? join(dataDir, 'merci.sqlite'),
    dashboardDir: env.MERCI_DASHBOARD_DIR ?? resolve(packageRoot, '../dashboard/dist'),
    publicUrl,
    corsOrigins: (env.CORS_ORIGINS ?? `${publicUrl},http://127.0.0.1:5173,http://localhost:5173`)
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    jwtSecret: env.JWT_SECRET || persistentSecret(dataDir, 'jwt-secret'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'merci <no-reply@merci.test>',
    logLevel: env.LOG_LEVEL ?? 'warn',
    authRateLimit: Number(env.AUTH_RATE_LIMIT ?? 10) || 10,
    instagram: readInstagramConfig(env, dataDir),
    automations: readAutomationConfig(env),
  };
}

function readAutomationConfig(env: NodeJS.ProcessEnv): AutomationConfig {
  const numberOr = (value: string | undefined, fallback: number) =>
    value === undefined || value.trim() === '' ? fallback : Number(value);
  const messageOffsetMinutes = numberOr(env.AUTOMATION_MESSAGE_OFFSET_MINUTES, 30);
  // The message must leave while the story (24 hours) is still up.
  if (
    !Number.isInteger(messageOffsetMinutes) ||
    messageOffsetMinutes < 0 ||
    messageOffsetMinutes >= 24 * 60
  ) {
    throw new Error(
      `AUTOMATION_MESSAGE_OFFSET_MINUTES must be a whole number of minutes from 0 to 1439, got "${env.AUTOMATION_MESSAGE_OFFSET_MINUTES}"`,
    );
  }
  const workerIntervalMs = numberOr(env.AUTOMATION_WORKER_INTERVAL_MS, 15_000);
  if (!Number.isInteger(workerIntervalMs) || workerIntervalMs < 0) {
    throw new Error(
      `AUTOMATION_WORKER_INTERVAL_MS must be a whole number of milliseconds (0 turns the worker off), got "${env.AUTOMATION_WORKER_INTERVAL_MS}"`,
    );
  }
  return { messageOffsetMinutes, workerIntervalMs };
}

function readInstagramConfig(env: NodeJS.ProcessEnv, dataDir: string): InstagramConfig {
  const fakeGraph = ['1', 'true', 'yes'].includes((env.MERCI_FAKE_GRAPH ?? '').trim().toLowerCase());
  if (fakeGraph && env.GRAPH_API_URL) {
    throw new Error(
      'GRAPH_API_URL and MERCI_FAKE_GRAPH=1 are both set: unset MERCI_FAKE_GRAPH to use that Graph API, or GRAPH_API_URL to use the fake one',
    );
  }
  const graphApiUrl = (env.GRAPH_API_URL || DEFAULT_GRAPH_API_URL).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+$/.test(graphApiUrl)) {
    throw new Error(`GRAPH_API_URL must be an origin such as ${DEFAULT_GRAPH_API_URL}, got "${graphApiUrl}"`);
  }
  const graphApiVersion = env.GRAPH_API_VERSION || DEFAULT_GRAPH_API_VERSION;
  if (!/^v\d+\.\d+$/.test(graphApiVersion)) {
    throw new Error(
      `GRAPH_API_VERSION must look like ${DEFAULT_GRAPH_API_VERSION}, got "${graphApiVersion}"`,
    );
  }
  const graphMaxRetries = Number(env.GRAPH_API_MAX_RETRIES ?? 3);
  const graphRetryDelayMs = Number(env.GRAPH_API_RETRY_DELAY_MS ?? 1000);
  if (!Number.isInteger(graphMaxRetries) || graphMaxRetries < 0 || graphMaxRetries > 10) {
    throw new Error(
      `GRAPH_API_MAX_RETRIES must be an integer from 0 to 10, got "${env.GRAPH_API_MAX_RETRIES}"`,
    );
  }
  if (!Number.isFinite(graphRetryDelayMs) || graphRetryDelayMs < 0) {
    throw new Error(
      `GRAPH_API_RETRY_DELAY_MS must be a number of milliseconds, got "${env.GRAPH_API_RETRY_DELAY_MS}"`,
    );
  }
  return {
    fakeGraph,
    graphApiUrl,
    graphApiVersion,
    facebookAppId: env.FACEBOOK_APP_ID || (fakeGraph ? FAKE_FACEBOOK_APP_ID : undefined),
    // The fake server checks the same secret, so a generated one is enough for the demo.
    facebookAppSecret:
      env.FACEBOOK_APP_SECRET || (fakeGraph ? persistentSecret(dataDir, 'fake-graph-app-secret') : undefined),
    webhookVerifyToken: env.INSTAGRAM_WEBHOOK_VERIFY_TOKEN || undefined,
    tokenEncryptionKey: env.TOKEN_ENCRYPTION_KEY || persistentSecret(dataDir, 'token-encryption-key'),
    graphMaxRetries,
    graphRetryDelayMs,
  };
}

function normalizePrefix(prefix: string): string {
  const trimmed = prefix.trim().replace(/\/+$/, '');
  return trimmed === '' ? '' : trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/**
 * A secret generated on first start and kept in the data folder, so that the embedded demo needs
 * no setup and sessions survive a restart. Production sets it through the environment.
 */
export function persistentSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
