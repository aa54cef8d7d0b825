import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  API_VERSION_PATTERN as SHOPIFY_API_VERSION_PATTERN,
  DEFAULT_API_VERSION as DEFAULT_SHOPIFY_API_VERSION,
  DEFAULT_SCOPES as SHOPIFY_REQUIRED_SCOPES,
} from './commerce/shopify/store.js';
import { DEFAULT_GRAPH_VERSION } from './instagram/graphClient.js';
import { PRIVATE_FILE_MODE, ensurePrivateDir } from './privateFiles.js';
import { deriveClaimLinkSecret } from './rewards/claimLinks.js';

/** Everything the API reads from the environment, resolved once at start-up. */
export interface ApiConfig {
  /**
   * `NODE_ENV=production`: no demo (shop, fake Graph API, demo routes), every secret and the
   * public URL required, CORS for the public URL only (see docs/adr/024).
   */
  production: boolean;
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
  /** Origins allowed to call the API from a browser (besides the API's own); PUBLIC_URL alone in production. */
  corsOrigins: string[];
  /**
   * Whose X-Forwarded-For names the client, so that per-address limits count clients, not the
   * proxy: a number of proxy hops in front, or the proxies' addresses, CIDRs or `loopback`,
   * comma-separated. None outside production unless set.
   */
  trustProxy: string | number | undefined;
  jwtSecret: string;
  /** Signs the customers' claim links (a year long), apart from sessions (docs/adr/028). */
  claimLinks: { secret: string; previousSecrets: string[] };
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  /** Requests per minute and address on sign-in, reset and resend-activation. */
  authRateLimit: number;
  instagram: InstagramConfig;
  shopify: ShopifyConfig;
  automations: AutomationConfig;
}

/** Shopify's app, for the shops' online stores (docs/adr/037). */
export interface ShopifyConfig {
  /** Run the local fake Shopify and connect stores there (the offline demo). */
  fakeShopify: boolean;
  apiKey: string;
  apiSecret: string;
  /** The Admin API's version in every path, e.g. `2026-10`. */
  apiVersion: string;
  scopes: string[];
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
  /** Graph API version segment of every call and of the login dialog, e.g. `v26.0`. */
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

/** The fake Shopify's app: any key works, it only has to match on both sides. */
export const FAKE_SHOPIFY_API_KEY = 'merci-demo-app';
export const DEFAULT_GRAPH_API_URL = 'https://graph.facebook.com';
export const DEFAULT_GRAPH_API_VERSION = DEFAULT_GRAPH_VERSION;
/** The fake Graph server's app: any id works, it only has to match on both sides. */
export const FAKE_FACEBOOK_APP_ID = '100000000000042';

/** `api/`, whether this file runs from `src/` (tests) or from `dist/` (npm start). */
const packageRoot = fileURLToPath(new URL('..', import.meta.url));

/** What production refuses to start without (README, "Running in production"). */
export const REQUIRED_IN_PRODUCTION = [
  'PUBLIC_URL',
  'JWT_SECRET',
  'CLAIM_LINK_SECRET',
  'TOKEN_ENCRYPTION_KEY',
  'FACEBOOK_APP_ID',
  'FACEBOOK_APP_SECRET',
  'SHOPIFY_API_KEY',
  'SHOPIFY_API_SECRET',
] as const;
/** Bytes of a production secret at least (`openssl rand -base64 48` gives 64 characters). */
export const MIN_SECRET_BYTES = 32;

export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const production = env.NODE_ENV === 'production';
  if (production) checkProductionEnvironment(env);
  checkSigningSecrets(env, production);
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number between 0 and 65535, got "${env.PORT}"`);
  }
  const host = env.HOST ?? '127.0.0.1';
  const dataDir = resolve(env.MERCI_DATA_DIR ?? resolve(packageRoot, 'data'));
  // In production PUBLIC_URL is checked above, and compared with browsers' Origin as they write it.
  const publicUrl = production
    ? new URL(env.PUBLIC_URL ?? '').origin
    : (env.PUBLIC_URL ?? `http://${host}:${port}`).replace(/\/$/, '');
  /** The environment's secret; outside production, one generated once into the data folder. */
  const secret = (name: string, file: string): string => {
    const value = env[name];
    if (value) return value;
    // Unreachable after the production check above: a server must never make up its own keys.
    if (production) throw new Error(`${name} is required in production (NODE_ENV=production)`);
    return persistentSecret(dataDir, file);
  };
  const jwtSecret = secret('JWT_SECRET', 'jwt-secret');
  return {
    production,
    host,
    port,
    apiPrefix: normalizePrefix(env.API_PREFIX ?? '/api'),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    sqliteFile: env.MERCI_SQLITE_FILE ?? join(dataDir, 'merci.sqlite'),
    dashboardDir: env.MERCI_DASHBOARD_DIR ?? resolve(packageRoot, '../dashboard/dist'),
    publicUrl,
    corsOrigins: production
      ? [publicUrl]
      : (env.CORS_ORIGINS ?? `${publicUrl},http://127.0.0.1:5173,http://localhost:5173`)
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
    trustProxy: readTrustProxy(env.TRUST_PROXY) ?? (production ? 'loopback' : undefined),
    jwtSecret,
    claimLinks: {
      // Outside production, one derived from the session secret (and distinct from it).
      secret: env.CLAIM_LINK_SECRET || deriveClaimLinkSecret(jwtSecret),
      previousSecrets: listOf(env.CLAIM_LINK_PREVIOUS_SECRETS),
    },
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'merci <no-reply@merci.test>',
    logLevel: env.LOG_LEVEL ?? 'warn',
    authRateLimit: Number(env.AUTH_RATE_LIMIT ?? 10) || 10,
    instagram: readInstagramConfig(env, secret),
    shopify: readShopifyConfig(env, secret),
    automations: readAutomationConfig(env),
  };
}

/**
 * `TRUST_PROXY`: a hop count (`1`: the one proxy in front), or addresses, CIDRs and the names
 * proxy-addr knows (`loopback`, `linklocal`, `uniquelocal`). `true` would believe any client's
 * header, so it is refused.
 */
function readTrustProxy(value: string | undefined): string | number | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  if (/^\d+$/.test(trimmed)) {
    const hops = Number(trimmed);
    if (hops < 1 || hops > 10) {
      throw new Error(`TRUST_PROXY as a number of proxy hops must be from 1 to 10, got "${value}"`);
    }
    return hops;
  }
  const entries = trimmed.split(',').map((entry) => entry.trim());
  const named = ['loopback', 'linklocal', 'uniquelocal'];
  const address = /^[0-9a-fA-F:.]+(\/\d{1,3})?$/;
  const wrong = entries.find((entry) => !named.includes(entry) && !address.test(entry));
  if (wrong !== undefined) {
    throw new Error(
      `TRUST_PROXY must be a number of proxy hops, or addresses, CIDRs and loopback separated by commas, got "${wrong}"`,
    );
  }
  return entries.join(',');
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

/** `1`, `true` or `yes`, whatever the case and spaces. */
const isOn = (value: string | undefined) => ['1', 'true', 'yes'].includes((value ?? '').trim().toLowerCase());

/**
 * Production refuses to start, with one line naming the variable, rather than run half
 * configured: the demo's fake Graph API, a missing or short secret, a missing public URL.
 */
function checkProductionEnvironment(env: NodeJS.ProcessEnv): void {
  if (isOn(env.MERCI_FAKE_GRAPH)) {
    throw new Error(
      "MERCI_FAKE_GRAPH is set: the offline demo's fake Graph API never runs in production (NODE_ENV=production); unset it",
    );
  }
  if (isOn(env.MERCI_FAKE_SHOPIFY)) {
    throw new Error(
      "MERCI_FAKE_SHOPIFY is set: the offline demo's fake Shopify never runs in production (NODE_ENV=production); unset it",
    );
  }
  const missing = REQUIRED_IN_PRODUCTION.filter((name) => !env[name]?.trim());
  if (missing.length > 0) {
    const names =
      missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)}`;
    throw new Error(
      `${names} ${missing.length === 1 ? 'is' : 'are'} not set: required in production (NODE_ENV=production), see "Running in production" in the README`,
    );
  }
  for (const name of ['JWT_SECRET', 'CLAIM_LINK_SECRET', 'TOKEN_ENCRYPTION_KEY'] as const) {
    const bytes = Buffer.byteLength(env[name] ?? '', 'utf8');
    if (bytes < MIN_SECRET_BYTES) {
      throw new Error(
        `${name} is ${bytes} bytes long: production needs at least ${MIN_SECRET_BYTES} (generate one with: openssl rand -base64 48)`,
      );
    }
  }
  const publicUrl = URL.canParse(env.PUBLIC_URL ?? '') ? new URL(env.PUBLIC_URL ?? '') : undefined;
  if (
    !publicUrl ||
    !['http:', 'https:'].includes(publicUrl.protocol) ||
    publicUrl.username ||
    publicUrl.password ||
    publicUrl.pathname !== '/' ||
    publicUrl.search ||
    publicUrl.hash
  ) {
    throw new Error(
      'PUBLIC_URL must be the origin the dashboard is served from, such as https://merci.example.com (no path)',
    );
  }
  if (env.CORS_ORIGINS?.trim()) {
    throw new Error(
      'CORS_ORIGINS is set: in production (NODE_ENV=production) browsers may call the API from PUBLIC_URL only; unset it',
    );
  }
}

/** A comma-separated list, without blanks. */
const listOf = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * The keys that sign tokens, whenever the environment sets them (production or not): long enough
 * to resist guessing, and the claim links' key apart from the sessions' (docs/adr/028).
 */
function checkSigningSecrets(env: NodeJS.ProcessEnv, production: boolean): void {
  const tooShort = (name: string, value: string) => {
    const bytes = Buffer.byteLength(value, 'utf8');
    if (bytes < MIN_SECRET_BYTES)
      throw new Error(
        `${name} is ${bytes} bytes long: ${production ? 'production needs' : 'it needs'} at least ${MIN_SECRET_BYTES} (generate one with: openssl rand -base64 48)`,
      );
  };
  if (env.JWT_SECRET) tooShort('JWT_SECRET', env.JWT_SECRET);
  if (env.CLAIM_LINK_SECRET) tooShort('CLAIM_LINK_SECRET', env.CLAIM_LINK_SECRET);
  const previous = listOf(env.CLAIM_LINK_PREVIOUS_SECRETS);
  previous.forEach((value, index) => tooShort(`CLAIM_LINK_PREVIOUS_SECRETS (key ${index + 1})`, value));
  if (env.CLAIM_LINK_SECRET && env.CLAIM_LINK_SECRET === env.JWT_SECRET)
    throw new Error(
      'CLAIM_LINK_SECRET is JWT_SECRET: claim links need a key of their own, so that rotating JWT_SECRET keeps them working',
    );
  if (env.JWT_SECRET && previous.includes(env.JWT_SECRET))
    throw new Error(
      'CLAIM_LINK_PREVIOUS_SECRETS holds JWT_SECRET: a session token would then pass for a claim; list only former claim-link keys',
    );
}

function readInstagramConfig(
  env: NodeJS.ProcessEnv,
  secret: (name: string, file: string) => string,
): InstagramConfig {
  const fakeGraph = isOn(env.MERCI_FAKE_GRAPH);
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
      env.FACEBOOK_APP_SECRET ||
      (fakeGraph ? secret('FACEBOOK_APP_SECRET', 'fake-graph-app-secret') : undefined),
    webhookVerifyToken: env.INSTAGRAM_WEBHOOK_VERIFY_TOKEN || undefined,
    tokenEncryptionKey: secret('TOKEN_ENCRYPTION_KEY', 'token-encryption-key'),
    graphMaxRetries,
    graphRetryDelayMs,
  };
}

function readShopifyConfig(
  env: NodeJS.ProcessEnv,
  secret: (name: string, file: string) => string,
): ShopifyConfig {
  const apiKey = env.SHOPIFY_API_KEY?.trim();
  const apiSecret = env.SHOPIFY_API_SECRET?.trim();
  if (Boolean(apiKey) !== Boolean(apiSecret)) {
    throw new Error(
      `${apiKey ? 'SHOPIFY_API_SECRET' : 'SHOPIFY_API_KEY'} is not set while ${apiKey ? 'SHOPIFY_API_KEY' : 'SHOPIFY_API_SECRET'} is: Shopify's app needs both (its client id and its client secret)`,
    );
  }
  // Without Shopify's app, the demo connects stores on the local fake Shopify.
  const fakeShopify = isOn(env.MERCI_FAKE_SHOPIFY) || !apiKey;
  if (isOn(env.MERCI_FAKE_SHOPIFY) && apiKey) {
    throw new Error(
      'SHOPIFY_API_KEY and MERCI_FAKE_SHOPIFY=1 are both set: unset MERCI_FAKE_SHOPIFY to use that Shopify app, or SHOPIFY_API_KEY to use the fake Shopify',
    );
  }
  const apiVersion = env.SHOPIFY_API_VERSION?.trim() || DEFAULT_SHOPIFY_API_VERSION;
  if (!SHOPIFY_API_VERSION_PATTERN.test(apiVersion)) {
    throw new Error(
      `SHOPIFY_API_VERSION must be one of Shopify's quarterly versions, such as ${DEFAULT_SHOPIFY_API_VERSION}, got "${apiVersion}"`,
    );
  }
  const scopes = listOf(env.SHOPIFY_SCOPES ?? SHOPIFY_REQUIRED_SCOPES.join(','));
  const missing = SHOPIFY_REQUIRED_SCOPES.filter((scope) => !scopes.includes(scope));
  if (missing.length > 0) {
    throw new Error(
      `SHOPIFY_SCOPES must include ${missing.join(' and ')}: merci creates discounts and reads orders`,
    );
  }
  return {
    fakeShopify,
    apiKey: apiKey || FAKE_SHOPIFY_API_KEY,
    // The fake Shopify checks the same secret, so a generated one is enough for the demo.
    apiSecret: apiSecret || secret('SHOPIFY_API_SECRET', 'fake-shopify-app-secret'),
    apiVersion,
    scopes,
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
  ensurePrivateDir(dataDir);
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: PRIVATE_FILE_MODE });
  return secret;
}
