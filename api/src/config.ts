import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Everything the API reads from the environment, resolved once at start-up. */
export interface ApiConfig {
  host: string;
  port: number;
  /** `postgres://…` selects PostgreSQL; otherwise the embedded SQLite file below is used. */
  databaseUrl: string | undefined;
  sqliteFile: string;
  /** Built dashboard to serve at `/`; absent in API-only runs. */
  dashboardDir: string;
  logLevel: string;
}

/** `api/`, whether this file runs from `src/` (tests) or from `dist/` (npm start). */
const packageRoot = fileURLToPath(new URL('..', import.meta.url));

export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number between 0 and 65535, got "${env.PORT}"`);
  }
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    sqliteFile: env.MERCI_SQLITE_FILE ?? resolve(packageRoot, 'data/merci.sqlite'),
    dashboardDir: env.MERCI_DASHBOARD_DIR ?? resolve(packageRoot, '../dashboard/dist'),
    logLevel: env.LOG_LEVEL ?? 'warn',
  };
}
