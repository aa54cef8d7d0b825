/** A pooled PostgreSQL connection the server ends while idle costs the process nothing. */
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { openDatabase } from './database.js';

/** Ends, from another connection, the server process behind the pool's only connection. */
async function endConnectionOf(db: ReturnType<typeof openDatabase>['db']) {
  const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    await admin.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
  } finally {
    await admin.end();
  }
}

describe('a pooled PostgreSQL connection ended by the server', () => {
  it('is reported, dropped, and the next query opens another', async () => {
    const lost: Error[] = [];
    const { db } = openDatabase({
      databaseUrl: process.env.DATABASE_URL,
      sqliteFile: '',
      onIdleConnectionLost: (error) => lost.push(error),
    });
    try {
      await endConnectionOf(db);
      await vi.waitFor(() => expect(lost).toHaveLength(1));
      expect(lost[0]).toMatchObject({ code: '57P01' });
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await db.destroy();
    }
  });

  it('says so on standard error when nobody else is told', async () => {
    const written = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const { db } = openDatabase({ databaseUrl: process.env.DATABASE_URL, sqliteFile: '' });
    try {
      await endConnectionOf(db);
      await vi.waitFor(() =>
        expect(written).toHaveBeenCalledWith(
          expect.stringMatching(/^A pooled PostgreSQL connection was ended \(57P01: terminating connection/),
        ),
      );
    } finally {
      written.mockRestore();
      await db.destroy();
    }
  });
});
