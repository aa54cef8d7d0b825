/**
 * The API's statements are prepared once per PostgreSQL connection (docs/adr/038), and a table
 * changed by another process's migration is read again rather than failing every request.
 */
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createContent, createShop, createSocialAccount } from '../testing/factories.js';
import { startTestApi, type TestApi } from '../testing/harness.js';
import { prepareStatements } from './postgresStatements.js';
import type { Database } from './schema.js';

/** The statements the connection running it has prepared, by their text. */
const preparedOn = async (db: Kysely<Database>) =>
  (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db)).rows.map(
    (row) => row.statement,
  );

describe('prepared statements on PostgreSQL', () => {
  let api: TestApi;

  beforeEach(async () => {
    api = await startTestApi();
    await sql`create table probe (id integer primary key, label text not null)`.execute(api.db);
    await sql`insert into probe (id, label) values (1, 'un'), (2, 'deux')`.execute(api.db);
  });
  afterEach(() => api.close());

  it('prepares a statement with parameters once per connection, and runs it again by name', async () => {
    const shopId = await createShop(api.db);
    await api.db.connection().execute(async (db) => {
      for (let run = 0; run < 3; run += 1) {
        const shop = await db.selectFrom('shop').select('id').where('id', '=', shopId).executeTakeFirst();
        expect(shop).toEqual({ id: shopId });
      }
      const shopReads = (await preparedOn(db)).filter((text) => text.includes('from "shop"'));
      expect(shopReads).toEqual(['select "id" from "shop" where "id" = $1']);
    });
  });

  it('reads a table whose columns another process changed, outside a transaction', async () => {
    await api.db.connection().execute(async (db) => {
      const read = () => sql`select * from probe where id = ${1}`.execute(db);
      expect((await read()).rows).toEqual([{ id: 1, label: 'un' }]);
      // Another connection migrates while this one holds the prepared `select *`.
      const other = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await other.connect();
      const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]
        ?.schema;
      await other.query(`alter table ${schema}.probe add column note text not null default 'ajoutée'`);
      await other.end();
      expect((await read()).rows).toEqual([{ id: 1, label: 'un', note: 'ajoutée' }]);
      expect((await read()).rows).toEqual([{ id: 1, label: 'un', note: 'ajoutée' }]);
    });
  });

  it('fails the transaction that met the change once, and the next one reads the new columns', async () => {
    await api.db.connection().execute(async (db) => {
      const read = (on: Kysely<Database>) => sql`select * from probe where id = ${2}`.execute(on);
      expect((await read(db)).rows).toEqual([{ id: 2, label: 'deux' }]);
      await sql`alter table probe add column note text`.execute(api.db);
      await expect(db.transaction().execute((trx) => read(trx))).rejects.toMatchObject({ code: '0A000' });
      const again = await db.transaction().execute((trx) => read(trx));
      expect(again.rows).toEqual([{ id: 2, label: 'deux', note: null }]);
    });
  });

  it('keeps a generic plan for a page, whose size is written in the statement (literalLimits.ts)', async () => {
    const accountId = await createSocialAccount(api.db, await createShop(api.db));
    for (let n = 0; n < 3; n += 1) await createContent(api.db, accountId);
    await api.db.connection().execute(async (db) => {
      // PostgreSQL tries custom plans five times before it weighs a generic one.
      for (let run = 0; run < 8; run += 1) {
        const rows = await db
          .selectFrom('social_content')
          .select('id')
          .where('social_account_id', '=', accountId)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(12)
          .offset(0)
          .execute();
        expect(rows).toHaveLength(3);
      }
      const { rows } = await sql<{ generic: string }>`
        select generic_plans as generic from pg_prepared_statements
        where statement like '%from "social_content"%limit 12'`.execute(db);
      expect(rows).toHaveLength(1);
      expect(Number(rows[0]?.generic)).toBeGreaterThan(0);
    });
  });

  it('names no more statements than its capacity: the others run unnamed', async () => {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
    prepareStatements(pool, 2);
    try {
      const client = await pool.connect();
      try {
        for (const step of [0, 1, 2, 3]) {
          const { rows } = await client.query(`select $1::int + ${step} as n`, [10]);
          expect(rows).toEqual([{ n: 10 + step }]);
        }
        const { rows } = await client.query('select statement from pg_prepared_statements order by name');
        expect(rows).toEqual([
          { statement: 'select $1::int + 0 as n' },
          { statement: 'select $1::int + 1 as n' },
        ]);
      } finally {
        client.release();
      }
    } finally {
      await pool.end();
    }
  });
});
