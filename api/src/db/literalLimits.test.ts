/** A LIMIT written in the statement's text, an OFFSET bound, and left out when it is zero. */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContent, createShop, createSocialAccount } from '../testing/factories.js';
import { startTestApi, type TestApi } from '../testing/harness.js';

describe('limits written in the statement', () => {
  let api: TestApi;
  let accountId: number;
  const captions = ['Un', 'Deux', 'Trois', 'Quatre', 'Cinq'];

  beforeAll(async () => {
    api = await startTestApi();
    accountId = await createSocialAccount(api.db, await createShop(api.db));
    for (const caption of captions) await createContent(api.db, accountId, { caption });
  });
  afterAll(() => api.close());

  const page = (limit: number, offset: number) =>
    api.db
      .selectFrom('social_content')
      .select('caption')
      .where('social_account_id', '=', accountId)
      .orderBy('id')
      .limit(limit)
      .offset(offset);

  it('reads the first page, then the ones after it, and a last page shorter than the others', async () => {
    const read = async (offset: number) => (await page(2, offset).execute()).map((row) => row.caption);
    expect(await read(0)).toEqual(['Un', 'Deux']);
    expect(await read(2)).toEqual(['Trois', 'Quatre']);
    expect(await read(4)).toEqual(['Cinq']);
    expect(await read(6)).toEqual([]);
  });

  it('writes the limit in the statement, and binds an offset only when there is one', () => {
    const first = page(12, 0).compile();
    expect(first.sql).toMatch(/ limit 12$/);
    expect(first.parameters).toEqual([accountId]);
    const third = page(12, 24).compile();
    expect(third.sql).toMatch(/ limit 12 offset (\$2|\?)$/);
    expect(third.parameters).toEqual([accountId, 24]);
  });

  it('does the same in a subquery', () => {
    const newest = api.db
      .selectFrom((eb) =>
        eb.selectFrom('social_content').select('id').orderBy('id', 'desc').limit(3).offset(0).as('newest'),
      )
      .select('newest.id')
      .compile();
    expect(newest.sql).toMatch(/ limit 3\) as "newest"$/);
    expect(newest.parameters).toEqual([]);
  });

  it('leaves bound what is not a whole number, which cannot be written as it is', () => {
    const odd = page(2.5, 0).compile();
    expect(odd.sql).toMatch(/ limit (\$2|\?)$/);
    expect(odd.parameters).toEqual([accountId, 2.5]);
    const computed = api.db
      .selectFrom('social_content')
      .select('id')
      .limit(sql<number>`${2} + ${1}`)
      .compile();
    expect(computed.parameters).toEqual([2, 1]);
  });
});
