/**
 * What a pull writes, on SQLite and on PostgreSQL: new contents inserted, known ones refreshed with
 * what Instagram may change, merci's own columns kept, and the tallies the lists read kept exact.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readTally } from '../db/tallies.js';
import { createContent, createDiscount, createShop, createSocialAccount } from '../testing/factories.js';
import { startTestApi, type TestApi } from '../testing/harness.js';
import type { ContentFields } from './mapping.js';
import { STORE_CONTENTS_CHUNK, storeContents } from './storeContents.js';

const pulled = (externalId: string, values: Partial<ContentFields> = {}): ContentFields => ({
  external_id: externalId,
  media_url: `https://cdn.test/${externalId}.jpg`,
  caption: `Merci @boutique ${externalId}`,
  permalink: `https://www.instagram.com/p/${externalId}/`,
  type: 'feed',
  media_type: 'image',
  author_username: 'lea',
  like_count: 1,
  comment_count: 0,
  expires_at: null,
  created_at: '2026-11-20T09:30:00.000Z',
  source: 'tag',
  ...values,
});

describe('storeContents (what a pull writes)', () => {
  let api: TestApi;
  let shopId: number;
  let accountId: number;

  beforeEach(async () => {
    api = await startTestApi();
    shopId = await createShop(api.db);
    accountId = await createSocialAccount(api.db, shopId);
  });
  afterEach(() => api.close());

  const stored = () =>
    api.db
      .selectFrom('social_content')
      .select(['external_id', 'caption', 'like_count', 'comment_count', 'author_username', 'rewarded'])
      .where('social_account_id', '=', accountId)
      .orderBy('external_id')
      .execute();

  it('inserts the new contents and refreshes the known ones, keeping what merci decided', async () => {
    const known = await createContent(api.db, accountId, {
      external_id: 'ig-1',
      author_username: 'hugo',
      caption: 'avant',
      like_count: 3,
    });
    await createDiscount(api.db, shopId, known);

    await storeContents(api.db, accountId, [
      pulled('ig-1', { caption: 'après', like_count: 40, comment_count: 5, author_username: 'hugo' }),
      pulled('ig-2', { like_count: 7 }),
    ]);

    expect(
      (await stored()).map((row) => ({
        ...row,
        like_count: Number(row.like_count),
        rewarded: Number(row.rewarded),
      })),
    ).toEqual([
      {
        external_id: 'ig-1',
        caption: 'après',
        like_count: 40,
        comment_count: 5,
        author_username: 'hugo',
        rewarded: 1,
      },
      {
        external_id: 'ig-2',
        caption: 'Merci @boutique ig-2',
        like_count: 7,
        comment_count: 0,
        author_username: 'lea',
        rewarded: 0,
      },
    ]);
    expect(Object.fromEntries(await readTally(api.db, 'content', accountId))).toEqual({
      'feed:0': 1,
      'feed:1': 1,
    });
  });

  it('keeps the last copy of a content a page lists twice', async () => {
    await storeContents(api.db, accountId, [
      pulled('ig-1', { like_count: 1 }),
      pulled('ig-1', { like_count: 2 }),
    ]);
    expect((await stored()).map((row) => [row.external_id, Number(row.like_count)])).toEqual([['ig-1', 2]]);
    expect(Object.fromEntries(await readTally(api.db, 'content', accountId))).toEqual({ 'feed:0': 1 });
  });

  it('stores a batch larger than one statement, every content once', async () => {
    const size = STORE_CONTENTS_CHUNK * 2 + 1;
    const ids = Array.from({ length: size }, (_, index) => `ig-${String(index).padStart(5, '0')}`);
    await storeContents(
      api.db,
      accountId,
      ids.map((id, index) => pulled(id, { type: index % 2 === 0 ? 'feed' : 'reels' })),
    );
    // Again, as the next pull reads the same publications: nothing is counted twice.
    await storeContents(
      api.db,
      accountId,
      ids.map((id) => pulled(id, { like_count: 9 })),
    );

    const rows = await stored();
    expect(rows.map((row) => row.external_id)).toEqual(ids);
    expect(rows.every((row) => Number(row.like_count) === 9)).toBe(true);
    expect(Object.fromEntries(await readTally(api.db, 'content', accountId))).toEqual({
      'feed:0': STORE_CONTENTS_CHUNK + 1,
      'reels:0': STORE_CONTENTS_CHUNK,
    });
  });

  it('writes nothing for an empty page', async () => {
    await storeContents(api.db, accountId, []);
    expect(await stored()).toEqual([]);
  });
});
