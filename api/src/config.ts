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
}

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
