/**
 * What PostgreSQL adds to the lease claim: rows another transaction holds are skipped, not
 * waited for, and a claim still takes no more than its batch.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createShop } from '../testing/factories.js';
import { startTestApi, type TestApi } from '../testing/harness.js';
import { leaseClaimFixture, minutes } from '../testing/leaseClaim.js';

describe('claimLeased on PostgreSQL', () => {
  let api: TestApi;
  let shopId: number;

  beforeEach(async () => {
    api = await startTestApi();
    shopId = await createShop(api.db);
  });
  afterEach(() => api.close());

  const { task, claim } = leaseClaimFixture(() => ({ api, shopId }));

  it('skips the rows another transaction holds, and still takes no more than a batch', async () => {
    for (let index = 0; index < 6; index += 1) await task(`task ${index}`, minutes(index - 10));
    const other = api.openDatabase();
    try {
      const claimed = await other.db.transaction().execute(async (trx) => {
        await trx
          .selectFrom('commerce_task')
          .select('id')
          .where('external_id', 'in', ['task 0', 'task 1'])
          .forUpdate()
          .execute();
        return claim();
      });
      expect(claimed.map((row) => row.external_id).sort()).toEqual(['task 2', 'task 3', 'task 4']);
    } finally {
      await other.db.destroy();
    }
  });
});
