/**
 * Database faults on the embedded SQLite file: the file locked by another writer beyond the busy
 * timeout, and a full disk. The client gets a clear 503 `errors.unavailable` (not a 500), nothing
 * of the failed write is left behind, and the API works again once the fault is gone.
 */
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../http/errors.js';
import {
  configRewardBody,
  connectedShop,
  createConfigDiscount,
  createContent,
} from '../testing/factories.js';
import { startTestApi, type TestApi } from '../testing/harness.js';

const NOW = '2026-11-22T10:00:00.000Z';
const UNAVAILABLE = { status: 503, message: 'errors.unavailable' };
/** Far larger than a page: the reward row copying it needs new pages of the file. */
const LONG_DESCRIPTION = 'Un long texte de récompense. '.repeat(1000);

describe('database faults (SQLite): 503 errors.unavailable, and no half-written data', () => {
  let api: TestApi;
  let token: string;
  let shopId: number;
  let accountId: number;
  let configId: number;

  beforeAll(async () => {
    api = await startTestApi({ sqlite: true, now: () => new Date(NOW), logLevel: 'silent' });
    ({ shopId, accountId, token } = await connectedShop(api, { shop: { quota: 10, quota_remaining: 10 } }));
    // A description far over today's limit, as written before the limits existed (migration 0012
    // keeps such rows): its approval needs pages enough to meet a full disk. The length guards are
    // not what this file tests.
    for (const table of ['config_discount', 'discount'])
      await sql.raw(`drop trigger ${table}_description_length_insert`).execute(api.db);
    configId = await createConfigDiscount(api.db, shopId, {
      type: 'other',
      percent: 0,
      description: LONG_DESCRIPTION,
      quantity: 5,
    });
  });
  afterAll(() => api.close());

  /** A content of the shop retained as a product, ready for its reward. */
  async function retainedContent() {
    const contentId = await createContent(api.db, accountId);
    const response = await api.call<{ id: number }>('POST', '/products', {
      token,
      body: { socialContent: `/social_content_instagrams/${contentId}`, shop: `/shops/${shopId}` },
    });
    expect(response.status).toBe(201);
    return { contentId, productId: response.body.id };
  }

  const approve = (productId: number) =>
    api.call('PUT', `/products/${productId}/approve`, {
      token,
      body: configRewardBody(shopId, configId),
    });

  /** Everything an approval writes: the quota, the reward's quantity, the reward, the product. */
  async function written(contentId: number, productId: number) {
    const shop = await api.db
      .selectFrom('shop')
      .select('quota_remaining')
      .where('id', '=', shopId)
      .executeTakeFirstOrThrow();
    const config = await api.db
      .selectFrom('config_discount')
      .select('quantity_allocated')
      .where('id', '=', configId)
      .executeTakeFirstOrThrow();
    const discounts = await api.db
      .selectFrom('discount')
      .select(['description', 'claim_token_hash'])
      .where('social_content_id', '=', contentId)
      .execute();
    const product = await api.db
      .selectFrom('product')
      .select('approved_at')
      .where('id', '=', productId)
      .executeTakeFirstOrThrow();
    return {
      quotaRemaining: shop.quota_remaining,
      allocated: config.quantity_allocated,
      discounts,
      approvedAt: product.approved_at,
    };
  }

  async function pragma(text: string): Promise<unknown> {
    const { rows } = await sql.raw<Record<string, unknown>>(`pragma ${text}`).execute(api.db);
    return rows[0] ? Object.values(rows[0])[0] : undefined;
  }

  /** The approval succeeded in full: one more reward, the quota and the quantity taken once. */
  function expectApproved(
    after: Awaited<ReturnType<typeof written>>,
    before: Awaited<ReturnType<typeof written>>,
  ) {
    expect(after.quotaRemaining).toBe((before.quotaRemaining ?? 0) - 1);
    expect(after.allocated).toBe(before.allocated + 1);
    expect(after.discounts).toHaveLength(1);
    expect(after.discounts[0]?.description).toBe(LONG_DESCRIPTION);
    expect(after.discounts[0]?.claim_token_hash).toEqual(expect.any(String));
    expect(after.approvedAt).toBe(NOW);
  }

  it('answers 503 while another connection holds the write lock beyond the busy timeout, then works again', async () => {
    const { contentId, productId } = await retainedContent();
    const before = await written(contentId, productId);
    const file = String((await sql<{ file: string }>`pragma database_list`.execute(api.db)).rows[0]?.file);
    expect(file).toMatch(/\.sqlite$/);

    // Another process's writer: an exclusive transaction on the same file, held past the timeout.
    await pragma('busy_timeout = 150');
    const holder = new SQLite(file);
    holder.exec('begin exclusive');
    try {
      const response = await approve(productId);
      expect(response.status).toBe(503);
      expect(response.body).toEqual(UNAVAILABLE);
      // Readers are not blocked by a writer (WAL): the lists still answer.
      const list = await api.call('GET', `/shops/${shopId}/config_discounts`, { token });
      expect(list.status).toBe(200);
      expect(await written(contentId, productId)).toEqual(before);
    } finally {
      holder.exec('rollback');
      holder.close();
      await pragma('busy_timeout = 5000');
    }

    expect(await pragma('integrity_check')).toBe('ok');
    const again = await approve(productId);
    expect(again.status).toBe(200);
    expectApproved(await written(contentId, productId), before);
  });

  it('answers 503 when the disk is full, rolls the whole approval back, then works again once there is room', async () => {
    const { contentId, productId } = await retainedContent();
    const before = await written(contentId, productId);

    // The file may not grow by a single page: the quota and quantity updates fit in their pages,
    // the reward row (with its long description) does not, so the failure comes mid-transaction.
    const limit = await pragma('max_page_count');
    await pragma(`max_page_count = ${Number(await pragma('page_count'))}`);
    try {
      const response = await approve(productId);
      expect(response.status).toBe(503);
      expect(response.body).toEqual(UNAVAILABLE);
      expect(await written(contentId, productId)).toEqual(before);
    } finally {
      await pragma(`max_page_count = ${Number(limit)}`);
    }

    expect(await pragma('integrity_check')).toBe('ok');
    const again = await approve(productId);
    expect(again.status).toBe(200);
    expectApproved(await written(contentId, productId), before);
  });

  it('tells an unavailable database from other database errors, for SQLite and PostgreSQL', () => {
    const sqliteError = (code: string) => Object.assign(new Error(code), { name: 'SqliteError', code });
    const postgresError = (code: string) => Object.assign(new Error(code), { code, severity: 'ERROR' });
    for (const code of [
      'SQLITE_BUSY',
      'SQLITE_BUSY_SNAPSHOT',
      'SQLITE_LOCKED',
      'SQLITE_FULL',
      'SQLITE_IOERR',
      'SQLITE_IOERR_WRITE',
    ]) {
      expect(isDatabaseUnavailable(sqliteError(code)), code).toBe(true);
    }
    // Disk full, out of memory, too many connections, lock not available, starting up.
    for (const code of ['53100', '53200', '53300', '55P03', '57P03']) {
      expect(isDatabaseUnavailable(postgresError(code)), code).toBe(true);
    }
    for (const error of [
      sqliteError('SQLITE_CONSTRAINT_UNIQUE'),
      sqliteError('SQLITE_ERROR'),
      postgresError('23505'),
      Object.assign(new Error('53100'), { code: '53100' }),
      new Error('SQLITE_BUSY'),
      undefined,
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
  });
});
