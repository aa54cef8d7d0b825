/** The embedded SQLite database as the API opens it. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from './database.js';

describe('openDatabase (SQLite)', () => {
  let folder: string;
  let handle: DatabaseHandle;

  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'merci-database-test-'));
    handle = openDatabase({ sqliteFile: join(folder, 'merci.sqlite') });
  });
  afterEach(async () => {
    await handle.db.destroy();
    rmSync(folder, { recursive: true, force: true });
  });

  it('prepares a query once and runs the kept statement after, even once the table has changed', async () => {
    await sql`create table item (id integer primary key, name text)`.execute(handle.db);
    const prepare = vi.spyOn(SQLite.prototype, 'prepare');
    try {
      const read = () => sql<{ name: string }>`select name from item where id = ${1}`.execute(handle.db);
      await sql`insert into item (id, name) values (${1}, ${'carnet'})`.execute(handle.db);
      expect((await read()).rows).toEqual([{ name: 'carnet' }]);
      await sql`update item set name = ${'stylo'} where id = ${1}`.execute(handle.db);
      expect((await read()).rows).toEqual([{ name: 'stylo' }]);
      // A column added after the statement was prepared: SQLite prepares it again by itself.
      await sql`alter table item add column price integer`.execute(handle.db);
      expect((await read()).rows).toEqual([{ name: 'stylo' }]);
      const reads = prepare.mock.calls.filter(([source]) => source.startsWith('select name from item'));
      expect(reads).toHaveLength(1);
    } finally {
      prepare.mockRestore();
    }
  });
});
