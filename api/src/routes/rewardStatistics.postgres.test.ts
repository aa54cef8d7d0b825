/**
 * What PostgreSQL adds to the reward statistics: ambassadors tied in the ranking go by username in
 * byte order, as on SQLite, whatever collation the database was set up with.
 */
import type { RewardStatistics } from '@merci/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectedShop, createContent, createDiscount } from '../testing/factories.js';
import { startTestApi, type TestApi } from '../testing/harness.js';

const NOW = new Date('2026-11-22T10:00:00.000Z');
const TIED = ['lea_martin', 'lea.martin'];

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ now: () => NOW });
});
afterAll(() => api.close());

it('ranks tied ambassadors by username in byte order under a collation that orders them otherwise', async () => {
  // ICU's root collation, as a server set up with a locale would have: `_` before `.`, where
  // bytes put `.` first.
  await sql`alter table discount alter column username type text collate "und-x-icu"`.execute(api.db);
  const { shopId, token, accountId } = await connectedShop(api);
  for (const username of [...TIED, ...TIED]) {
    const content = await createContent(api.db, accountId, { author_username: username });
    await createDiscount(api.db, shopId, content, { created_at: '2026-11-20T09:00:00.000Z', username });
  }
  const databaseOrder = await api.db
    .selectFrom('discount')
    .select('username')
    .distinct()
    .orderBy('username')
    .execute();
  expect(databaseOrder.map((row) => row.username)).toEqual(['lea_martin', 'lea.martin']);

  const response = await api.call<RewardStatistics>('GET', `/shops/${shopId}/reward_statistics?months=3`, {
    token,
  });
  expect(response.status).toBe(200);
  expect(response.body.topAmbassadors).toEqual([
    { username: 'lea.martin', count: 2 },
    { username: 'lea_martin', count: 2 },
  ]);
});
