import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, SqliteDriver, type DatabaseConnection } from 'kysely';
import pg from 'pg';
import { PRIVATE_DIR_MODE, ensurePrivateFile } from '../privateFiles.js';
import { LiteralLimitsPlugin } from './literalLimits.js';
import { prepareStatements } from './postgresStatements.js';
import type { Database } from './schema.js';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  sqliteFile: string;
  /** PostgreSQL only: the schema every connection works in (tests use one schema per file). */
  searchPath?: string;
  /**
   * PostgreSQL only: told when the server ends a pooled connection that was idle (a restart, a
   * failover, an administrator). @default a line on standard error
   */
  onIdleConnectionLost?: (error: Error) => void;
}

/** Stateless, so one is shared by every database opened. */
const plugins = [new LiteralLimitsPlugin()];

const reportLostConnection = (error: Error) =>
  process.stderr.write(
    `A pooled PostgreSQL connection was ended (${(error as { code?: string }).code ?? 'no code'}: ${error.message}); the next query opens another.\n`,
  );

/**
 * On some failures SQLite rolls the whole transaction back by itself (a full disk, an I/O error):
 * the ROLLBACK that follows would then fail with "no transaction is active" and hide the error that
 * caused it. Only roll back what is still open.
 */
class SqliteDriverKeepingCause extends SqliteDriver {
  constructor(private readonly sqlite: SQLite.Database) {
    super({ database: withStatementCache(sqlite) });
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.sqlite.inTransaction) await super.rollbackTransaction(connection);
  }
}

/** How many prepared statements are kept (per connection on PostgreSQL): more than the API has distinct queries. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query it runs; preparing costs as much as running a small read. The
 * statements are kept by their SQL, least recently used dropped first. better-sqlite3 runs each
 * one to completion synchronously (the API never streams), so one statement serves every caller.
 */
function withStatementCache(sqlite: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(source: string): SQLite.Statement {
      let statement = statements.get(source);
      if (statement) statements.delete(source);
      else statement = sqlite.prepare(source);
      statements.set(source, statement);
      if (statements.size > STATEMENT_CACHE_SIZE) {
        const oldest = statements.keys().next().value;
        if (oldest !== undefined) statements.delete(oldest);
      }
      return statement;
    },
  };
}

class AppSqliteDialect extends SqliteDialect {
  constructor(private readonly sqlite: SQLite.Database) {
    super({ database: sqlite });
  }

  override createDriver(): SqliteDriver {
    return new SqliteDriverKeepingCause(this.sqlite);
  }
}

/** PostgreSQL when a `postgres://` URL is given, else the embedded SQLite file. */
export function openDatabase({
  databaseUrl,
  sqliteFile,
  searchPath,
  onIdleConnectionLost = reportLostConnection,
}: DatabaseOptions): DatabaseHandle {
  if (databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl)) {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 10,
      ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
    });
    // The pool drops a connection the server ended while it was idle, and emits an 'error' that,
    // unheard, would end the process: a PostgreSQL restart must not stop every API process.
    pool.on('error', onIdleConnectionLost);
    prepareStatements(pool, STATEMENT_CACHE_SIZE);
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins }),
      dialect: 'postgres',
    };
  }
  if (databaseUrl) {
    throw new Error('DATABASE_URL must start with postgres:// (leave it empty for the embedded SQLite file)');
  }
  if (sqliteFile !== ':memory:') {
    // Created 0600 before SQLite opens it: SQLite gives its -wal and -shm files the same mode.
    // A folder of its own is made private; an existing one (the data folder) is main.ts's.
    mkdirSync(dirname(sqliteFile), { recursive: true, mode: PRIVATE_DIR_MODE });
    ensurePrivateFile(sqliteFile);
    for (const companion of [`${sqliteFile}-wal`, `${sqliteFile}-shm`, `${sqliteFile}-journal`])
      if (existsSync(companion)) ensurePrivateFile(companion);
  }
  const sqlite = new SQLite(sqliteFile);
  // WAL lets readers proceed while a write is in flight; SQLite leaves foreign keys off unless asked.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // SQLite's own lower() changes ASCII letters only (« Épicerie » stays « Épicerie »); searches
  // lower-case both sides, so every letter must be, as PostgreSQL's lower() does.
  sqlite.function('lower', { deterministic: true }, (text: unknown) =>
    typeof text === 'string' ? text.toLowerCase() : text,
  );
  return {
    db: new Kysely<Database>({ dialect: new AppSqliteDialect(sqlite), plugins }),
    dialect: 'sqlite',
  };
}
