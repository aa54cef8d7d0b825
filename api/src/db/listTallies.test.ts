/**
 * The tallies the big lists read their totals from (migration 0014, ADR 034) are kept by the
 * database itself, on SQLite and on PostgreSQL: after every kind of write, each tally equals a
 * count over the rows, and the routes answer those counts.
 */
import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createContent,
  createDiscount,
  createNotification,
  createOwner,
  createShop,
  createSocialAccount,
  refreshPulledContent,
} from '../testing/factories.js';
import { startTestApi, type TestApi } from '../testing/harness.js';
import * as m0014 from './migrations/0014_list_tallies.js';
import * as m0015 from './migrations/0015_author_figures.js';
import { readTally } from './tallies.js';

describe('list tallies', () => {
  let api: TestApi;
  let shopId: number;
  let accountId: number;

  beforeEach(async () => {
    api = await startTestApi();
    shopId = await createShop(api.db);
    accountId = await createSocialAccount(api.db, shopId);
  });
  afterEach(() => api.close());

  const tally = async (list: 'content' | 'reward' | 'notification', owner: number) =>
    Object.fromEntries([...(await readTally(api.db, list, owner))].filter(([, count]) => count !== 0));

  /** The same figures, counted over the rows. */
  const counted = async (list: 'content' | 'reward' | 'notification', owner: number) => {
    const query = {
      content: sql<{
        bucket: string;
        total: string | number;
      }>`select type || ':' || rewarded as bucket, count(*) as total
        from social_content where social_account_id = ${owner} group by 1`,
      reward: sql<{
        bucket: string;
        total: string | number;
      }>`select status || ':' || type as bucket, count(*) as total
        from discount where shop_id = ${owner} group by 1`,
      notification: sql<{
        bucket: string;
        total: string | number;
      }>`select '' || read as bucket, count(*) as total
        from user_notification where user_id = ${owner} group by 1`,
    }[list];
    const { rows } = await query.execute(api.db);
    return Object.fromEntries(rows.map((row) => [row.bucket, Number(row.total)]));
  };

  it('contents: counted by type and by reward, through inserts, a sync upsert, rewards given and taken back, a change of type and deletions', async () => {
    const feed = await createContent(api.db, accountId, { type: 'feed', external_id: 'ig-1' });
    await createContent(api.db, accountId, { type: 'feed' });
    const story = await createContent(api.db, accountId, { type: 'story', media_type: 'story' });
    expect(await tally('content', accountId)).toEqual({ 'feed:0': 2, 'story:0': 1 });

    // A reward moves its content to the rewarded bucket, and marks the content.
    const reward = await createDiscount(api.db, shopId, feed);
    expect(await tally('content', accountId)).toEqual({ 'feed:0': 1, 'feed:1': 1, 'story:0': 1 });
    const marked = await api.db
      .selectFrom('social_content')
      .select('rewarded')
      .where('id', '=', feed)
      .executeTakeFirstOrThrow();
    expect(Number(marked.rewarded)).toBe(1);

    // The sync's upsert of a known content refreshes its likes: nothing moves.
    await refreshPulledContent(api.db, accountId, {
      external_id: 'ig-1',
      author_username: 'lea',
      like_count: 7,
    });
    expect(await tally('content', accountId)).toEqual({ 'feed:0': 1, 'feed:1': 1, 'story:0': 1 });

    await api.db.updateTable('social_content').set({ type: 'reels' }).where('id', '=', feed).execute();
    expect(await tally('content', accountId)).toEqual({ 'feed:0': 1, 'reels:1': 1, 'story:0': 1 });

    // A reward deleted gives its content back to the tab to reward.
    await api.db.deleteFrom('discount').where('id', '=', reward).execute();
    expect(await tally('content', accountId)).toEqual({ 'feed:0': 1, 'reels:0': 1, 'story:0': 1 });

    await createDiscount(api.db, shopId, story);
    await api.db.deleteFrom('social_content').where('id', '=', story).execute();
    expect(await tally('content', accountId)).toEqual({ 'feed:0': 1, 'reels:0': 1 });
    expect(await tally('content', accountId)).toEqual(await counted('content', accountId));
    expect(await tally('reward', shopId)).toEqual(await counted('reward', shopId));
  });

  it('rewards: counted by status and type as they move; notifications by read', async () => {
    const owner = await createOwner(api.db, { shopId });
    const ids: number[] = [];
    for (const type of ['percent', 'code', 'percent'] as const)
      ids.push(await createDiscount(api.db, shopId, await createContent(api.db, accountId), { type }));
    expect(await tally('reward', shopId)).toEqual({ 'assigned:percent': 2, 'assigned:code': 1 });
    await api.db
      .updateTable('discount')
      .set({ status: 'use_requested' })
      .where('id', '=', ids[0] as number)
      .execute();
    await api.db
      .updateTable('discount')
      .set({ status: 'used' })
      .where('id', '=', ids[1] as number)
      .execute();
    expect(await tally('reward', shopId)).toEqual({
      'assigned:percent': 1,
      'use_requested:percent': 1,
      'used:code': 1,
    });
    expect(await tally('reward', shopId)).toEqual(await counted('reward', shopId));

    const first = await createNotification(api.db, owner.id);
    await createNotification(api.db, owner.id);
    await api.db.updateTable('user_notification').set({ read: 1 }).where('id', '=', first).execute();
    expect(await tally('notification', owner.id)).toEqual({ '0': 1, '1': 1 });
    expect(await tally('notification', owner.id)).toEqual(await counted('notification', owner.id));
  });

  it('are filled from the rows when the migrations run on a database that has them, and undone cleanly', async () => {
    const owner = await createOwner(api.db, { shopId });
    const rewarded = await createContent(api.db, accountId, {
      type: 'reels',
      media_type: 'video',
      like_count: 8,
      author_username: 'lea',
    });
    await createContent(api.db, accountId, { type: 'feed', like_count: 3, author_username: 'lea' });
    await createDiscount(api.db, shopId, rewarded, { status: 'used' });
    await createNotification(api.db, owner.id);
    const db = api.db as unknown as Kysely<unknown>;
    await m0015.down(db);
    await m0014.down(db);
    await m0014.up(db);
    await m0015.up(db);
    expect(await tally('content', accountId)).toEqual({ 'feed:0': 1, 'reels:1': 1 });
    expect(await tally('reward', shopId)).toEqual({ 'used:percent': 1 });
    expect(await tally('notification', owner.id)).toEqual({ '0': 1 });
    const author = await api.db
      .selectFrom('social_author_content_count')
      .select(['author_username', 'content_count', 'reel_count', 'like_total', 'rewarded_count'])
      .where('social_account_id', '=', accountId)
      .execute();
    expect(author.map((row) => ({ ...row, like_total: Number(row.like_total) }))).toEqual([
      { author_username: 'lea', content_count: 2, reel_count: 1, like_total: 11, rewarded_count: 1 },
    ]);
    // And the triggers work again.
    await createContent(api.db, accountId, { type: 'feed' });
    expect(await tally('content', accountId)).toEqual({ 'feed:0': 2, 'reels:1': 1 });
  });

  it('an account that goes takes its contents and their counts with it; the other accounts keep theirs', async () => {
    const other = await createSocialAccount(api.db, await createShop(api.db));
    await createContent(api.db, other, { type: 'ad' });
    const content = await createContent(api.db, accountId, { type: 'feed' });
    await createDiscount(api.db, shopId, content);
    await api.db.deleteFrom('social_account').where('id', '=', accountId).execute();
    expect(await tally('content', accountId)).toEqual({});
    expect(await tally('reward', shopId)).toEqual({});
    expect(await tally('content', other)).toEqual({ 'ad:0': 1 });
  });
});
