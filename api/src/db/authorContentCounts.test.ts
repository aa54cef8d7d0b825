/**
 * The per-author content counts the authors page ranks by (migration 0007), and the figures it
 * shows (migration 0015), are kept by the database itself, on SQLite and on PostgreSQL: whatever
 * writes social_content or its rewards, they follow.
 */
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createContent,
  createDiscount,
  createShop,
  createSocialAccount,
  refreshPulledContent,
} from '../testing/factories.js';
import { startTestApi, type TestApi } from '../testing/harness.js';

describe('per-author content counts', () => {
  let api: TestApi;
  let accountId: number;

  beforeEach(async () => {
    api = await startTestApi();
    accountId = await createSocialAccount(api.db, await createShop(api.db));
  });

  const shopOf = async (account: number) =>
    (
      await api.db
        .selectFrom('social_account')
        .select('shop_id')
        .where('id', '=', account)
        .executeTakeFirstOrThrow()
    ).shop_id;
  afterEach(() => api.close());

  const counts = async (account = accountId) =>
    Object.fromEntries(
      (
        await api.db
          .selectFrom('social_author_content_count')
          .select(['author_username', 'content_count'])
          .where('social_account_id', '=', account)
          .execute()
      ).map((row) => [row.author_username, Number(row.content_count)]),
    );

  it('count each new content, not a content refreshed by a later sync', async () => {
    await createContent(api.db, accountId, { author_username: 'lea' });
    await createContent(api.db, accountId, { author_username: 'lea' });
    const id = await createContent(api.db, accountId, { author_username: 'hugo', external_id: 'ig-1' });
    expect(await counts()).toEqual({ lea: 2, hugo: 1 });

    // The sync's upsert: a known content gets its new like count, and is not counted twice.
    await refreshPulledContent(api.db, accountId, {
      external_id: 'ig-1',
      author_username: 'hugo',
      like_count: 99,
    });
    const refreshed = await api.db
      .selectFrom('social_content')
      .select('like_count')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(refreshed.like_count).toBe(99);
    expect(await counts()).toEqual({ lea: 2, hugo: 1 });
  });

  it('follow a content that changes author, and forget an author whose last content goes', async () => {
    const id = await createContent(api.db, accountId, { author_username: 'lea' });
    await createContent(api.db, accountId, { author_username: 'hugo' });
    await api.db
      .updateTable('social_content')
      .set({ author_username: 'hugo' })
      .where('id', '=', id)
      .execute();
    expect(await counts()).toEqual({ hugo: 2 });
    await api.db.deleteFrom('social_content').where('author_username', '=', 'hugo').execute();
    expect(await counts()).toEqual({});
  });

  /** Each author's figures as kept, and as counted over the contents. */
  const figures = async () => {
    const kept = await api.db
      .selectFrom('social_author_content_count')
      .select([
        'author_username',
        'content_count',
        'feed_count',
        'reel_count',
        'like_total',
        'rewarded_count',
      ])
      .where('social_account_id', '=', accountId)
      .orderBy('author_username')
      .execute();
    const { rows: counted } = await sql<
      Record<string, unknown>
    >`select author_username, count(*) as content_count,
        sum(case when type = 'feed' then 1 else 0 end) as feed_count,
        sum(case when type = 'reels' then 1 else 0 end) as reel_count,
        sum(like_count) as like_total, sum(rewarded) as rewarded_count
      from social_content where social_account_id = ${accountId}
      group by author_username order by author_username`.execute(api.db);
    const numbers = (rows: Record<string, unknown>[]) =>
      rows.map((row) =>
        Object.fromEntries(
          Object.entries(row).map(([key, value]) => [key, key === 'author_username' ? value : Number(value)]),
        ),
      );
    return { kept: numbers(kept), counted: numbers(counted) };
  };

  it("keep each author's feed and reel counts, like total and rewards through a pull's refresh, a change of type, a reward given and taken back", async () => {
    const first = await createContent(api.db, accountId, {
      author_username: 'lea',
      type: 'feed',
      like_count: 10,
      external_id: 'ig-7',
    });
    await createContent(api.db, accountId, {
      author_username: 'lea',
      type: 'reels',
      media_type: 'video',
      like_count: 30,
    });
    await createContent(api.db, accountId, {
      author_username: 'hugo',
      type: 'story',
      media_type: 'story',
      like_count: 0,
    });
    // A pull refreshes the likes of a known content.
    await refreshPulledContent(api.db, accountId, {
      external_id: 'ig-7',
      author_username: 'lea',
      like_count: 50,
    });
    const reward = await createDiscount(api.db, await shopOf(accountId), first);
    let { kept, counted } = await figures();
    expect(kept).toEqual([
      {
        author_username: 'hugo',
        content_count: 1,
        feed_count: 0,
        reel_count: 0,
        like_total: 0,
        rewarded_count: 0,
      },
      {
        author_username: 'lea',
        content_count: 2,
        feed_count: 1,
        reel_count: 1,
        like_total: 80,
        rewarded_count: 1,
      },
    ]);
    expect(kept).toEqual(counted);

    await api.db.updateTable('social_content').set({ type: 'reels' }).where('id', '=', first).execute();
    await api.db.deleteFrom('discount').where('id', '=', reward).execute();
    ({ kept, counted } = await figures());
    expect(kept[1]).toEqual({
      author_username: 'lea',
      content_count: 2,
      feed_count: 0,
      reel_count: 2,
      like_total: 80,
      rewarded_count: 0,
    });
    expect(kept).toEqual(counted);
  });

  it("go with the account they count for, and never mix two accounts' authors", async () => {
    const other = await createSocialAccount(api.db, await createShop(api.db));
    await createContent(api.db, accountId, { author_username: 'lea' });
    await createContent(api.db, other, { author_username: 'lea' });
    await createContent(api.db, other, { author_username: 'lea' });
    expect(await counts()).toEqual({ lea: 1 });
    expect(await counts(other)).toEqual({ lea: 2 });
    await api.db.deleteFrom('social_account').where('id', '=', other).execute();
    expect(await counts(other)).toEqual({});
    expect(await counts()).toEqual({ lea: 1 });
  });
});
