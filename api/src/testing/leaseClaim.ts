/** The lease claim's tests' rows and call, on the table of the online stores' tasks. */
import { afterEach, beforeEach } from 'vitest';
import { claimLeased, type LeaseClaim } from '../db/leaseClaim.js';
import { createShop } from './factories.js';
import { startTestApi, type TestApi } from './harness.js';

export const NOW = new Date('2027-03-01T10:00:00.000Z');
export const minutes = (count: number) => new Date(NOW.getTime() + count * 60_000).toISOString();

/** Each test gets an API and a shop of its own, opened before it and closed after it. */
export function leaseClaimFixture() {
  let api: TestApi;
  let shopId: number;
  beforeEach(async () => {
    api = await startTestApi();
    shopId = await createShop(api.db);
  });
  afterEach(() => api.close());

  /** A task due at `dueAt`, named by `name` (its external id). */
  const task = async (
    name: string,
    dueAt: string,
    values: { status?: 'working' | 'done'; lease_until?: string } = {},
  ) => {
    const row = await api.db
      .insertInto('commerce_task')
      .values({
        shop_id: shopId,
        kind: 'deactivate_discount',
        external_id: name,
        created_at: minutes(-60),
        next_attempt_at: dueAt,
        ...values,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };

  const claim = (options: Partial<LeaseClaim<'commerce_task'>> = {}) =>
    claimLeased({
      db: api.db,
      dialect: api.dialect,
      table: 'commerce_task',
      dueColumn: 'next_attempt_at',
      waiting: 'pending',
      leased: 'working',
      now: NOW,
      leaseMs: 2 * 60_000,
      batchSize: 3,
      ...options,
    });

  return { task, claim, currentApi: () => api };
}
