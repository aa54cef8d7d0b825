/**
 * The database's own guard on text lengths (migration 0012), on SQLite and PostgreSQL: an
 * over-long text is refused whoever writes it, the figures are the domain's, and rows written
 * before the guard neither stop the migration nor block other updates.
 */
import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '@merci/domain';
import {
  connectedShop,
  createAutomation,
  createConfigDiscount,
  createContent,
  createDiscount,
} from '../testing/factories.js';
import { startTestApi, testDialect, type TestApi } from '../testing/harness.js';
import * as m0012 from './migrations/0012_text_length_limits.js';
import { TEXT_COLUMN_LIMITS } from './migrations/0012_text_length_limits.js';

type Tables = typeof TEXT_COLUMN_LIMITS;

describe('text limits in the database', () => {
  it('are the figures of the domain', () => {
    const L = TEXT_LIMITS;
    const reward = {
      code: L.rewardCode,
      description: L.rewardDescription,
      validity_start_at: L.validityDate,
      validity_end_at: L.validityDate,
    };
    expect(TEXT_COLUMN_LIMITS).toEqual({
      shop: {
        name: L.shopName,
        phone_number: L.phoneNumber,
        address_first_row: L.addressRow,
        address_second_row: L.addressRow,
        postal_code: L.postalCode,
        city: L.city,
        social_name: L.instagramUsername,
        suspension_reason: L.adminReason,
      },
      user_account: { email: L.email, name: L.personName },
      social_author: { email: L.email },
      config_discount: reward,
      discount: reward,
      social_automation: { message: L.automationMessage },
      admin_audit_log: { operator_email: L.email, reason: L.adminReason },
    } satisfies Tables);
  });
});

describe(`text limits in the database (${testDialect()})`, () => {
  let api: TestApi;
  /** A row of each guarded table, by the columns that find it. */
  let rows: Record<keyof Tables, Record<string, number | string>>;

  beforeEach(async () => {
    api = await startTestApi();
    const { db } = api;
    const { shopId, owner, accountId } = await connectedShop(api);
    const contentId = await createContent(db, accountId, { author_username: 'lea' });
    await db.insertInto('social_author').values({ social_account_id: accountId, username: 'lea' }).execute();
    const configId = await createConfigDiscount(db, shopId);
    const discountId = await createDiscount(db, shopId, contentId);
    const automationId = await createAutomation(db, shopId);
    const audit = await db
      .insertInto('admin_audit_log')
      .values({
        shop_id: shopId,
        operator_id: null,
        operator_email: 'ops@merci.test',
        action: 'suspend',
        before_state: null,
        after_state: null,
        reason: 'Motif',
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    rows = {
      shop: { id: shopId },
      user_account: { id: owner.id },
      social_author: { social_account_id: accountId, username: 'lea' },
      config_discount: { id: configId },
      discount: { id: discountId },
      social_automation: { id: automationId },
      admin_audit_log: { id: audit.id },
    };
  });
  afterEach(() => api.close());

  /** Sets one column of the table's row with plain SQL, as any writer but the API could. */
  const update = (table: string, column: string, value: string) => {
    const where = Object.entries(rows[table as keyof Tables]).map(
      ([key, id]) => sql`${sql.ref(key)} = ${id}`,
    );
    return sql`update ${sql.table(table)} set ${sql.ref(column)} = ${value} where ${sql.join(where, sql` and `)}`.execute(
      api.db,
    );
  };
  const read = async (table: string, column: string) => {
    const where = Object.entries(rows[table as keyof Tables]).map(
      ([key, id]) => sql`${sql.ref(key)} = ${id}`,
    );
    const result = await sql<{ value: string }>`select ${sql.ref(column)} as value from ${sql.table(table)}
      where ${sql.join(where, sql` and `)}`.execute(api.db);
    return result.rows[0]?.value;
  };

  const columns = Object.entries(TEXT_COLUMN_LIMITS).flatMap(([table, limits]) =>
    Object.entries(limits).map(([column, max]) => ({ table, column, max: max as number })),
  );

  it.each(columns)(
    '$column of $table holds $max characters, not one more',
    async ({ table, column, max }) => {
      // Counted in characters: an emoji is one, as the domain counts it.
      await update(table, column, '😀'.repeat(max));
      expect(await read(table, column)).toBe('😀'.repeat(max));
      await expect(update(table, column, 'a'.repeat(max + 1))).rejects.toThrow(/text_too_long/);
      expect(await read(table, column)).toBe('😀'.repeat(max));
    },
  );

  it('refuses an over-long insert', async () => {
    await expect(
      api.db
        .insertInto('shop')
        .values({ name: 'a'.repeat(TEXT_LIMITS.shopName + 1), created_at: new Date().toISOString() })
        .execute(),
    ).rejects.toThrow(/text_too_long: shop\.name/);
    await expect(
      api.db
        .insertInto('user_account')
        .values({
          email: `${'a'.repeat(TEXT_LIMITS.email)}@x.fr`,
          name: 'Camille',
          password_hash: 'x',
          roles: '[]',
          created_at: new Date().toISOString(),
        })
        .execute(),
    ).rejects.toThrow(/text_too_long: user_account\.email/);
    const shops = await api.db.selectFrom('shop').select('id').execute();
    expect(shops).toHaveLength(1);
  });

  it('keeps the rows written before it, which can still be updated', async () => {
    const shopId = Number(rows.shop.id);
    // A database from before the guard, with a name longer than the limit.
    await m0012.down(api.db as unknown as Kysely<unknown>);
    const legacy = 'Boutique '.repeat(20);
    await update('shop', 'name', legacy);
    await m0012.up(api.db as unknown as Kysely<unknown>);

    expect(await read('shop', 'name')).toBe(legacy);
    await api.db
      .updateTable('shop')
      .set({ validated: 0, quota_remaining: 3 })
      .where('id', '=', shopId)
      .execute();
    await api.db.updateTable('shop').set({ name: legacy }).where('id', '=', shopId).execute();
    await expect(update('shop', 'name', `${legacy}!`)).rejects.toThrow(/text_too_long/);
    await update('shop', 'name', 'Maison Lumière');
    expect(await read('shop', 'name')).toBe('Maison Lumière');
  });
});
