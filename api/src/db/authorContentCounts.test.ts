/**
 * The per-author content counts the authors page ranks by (migration 0007) are kept by the
 * database itself, on SQLite and on PostgreSQL: whatever writes social_content, the counts follow.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createContent, createShop, createSocialAccount } from '../testing/factories.js';
import { startTestApi, type TestApi } from '../testing/harness.js';

describe('per-author content counts', () => {
  let api: TestApi;
  let accountId: number;

  beforeEach(async () => {
    api = await startTestApi();
    accountId = await createSocialAccount(api.db, await createShop(api.db));
  });
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
    await api.db
      .insertInto('social_content')
      .values({
        social_account_id: accountId,
        external_id: 'ig-1',
        type: 'feed',
        media_type: 'image',
        author_username: 'hugo',
        like_count: 99,
        created_at: new Date().toISOString(),
      })
      .onConflict((conflict) =>
        conflict.columns(['social_account_id', 'external_id']).doUpdateSet({ like_count: 99 }),
      )
      .execute();
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
