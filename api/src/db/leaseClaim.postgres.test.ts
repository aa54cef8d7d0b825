/**
 * What PostgreSQL adds to the lease claim: rows another transaction holds are skipped, not
 * waited for, and a claim still takes no more than its batch.
 */
import { describe, expect, it } from 'vitest';
import { leaseClaimFixture, minutes } from '../testing/leaseClaim.js';

describe('claimLeased on PostgreSQL', () => {
  const { task, claim, currentApi } = leaseClaimFixture();

  it('skips the rows another transaction holds, and still takes no more than a batch', async () => {
    for (let index = 0; index < 6; index += 1) await task(`task ${index}`, minutes(index - 10));
    const other = currentApi().openDatabase();
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
