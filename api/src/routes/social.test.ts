import {
  COUNT_CAP,
  PAGE_SIZE,
  type AuthorMetricsRow,
  type HydraCollection,
  type SocialAccount,
  type SocialContent,
  type SocialContentCollection,
} from '@merci/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContent, createDiscount, createSocialAccount, signedInShop } from '../testing/factories.js';
import { startTestApi, testDialect, type TestApi } from '../testing/harness.js';

type Contents = HydraCollection<SocialContent>;
type Metrics = Omit<HydraCollection<never>, 'hydra:member'> & {
  'hydra:member': [AuthorMetricsRow[], number];
};

describe(`social accounts, contents and authors (${testDialect()})`, () => {
  let api: TestApi;
  let shopId: number;
  let token: string;
  let otherShopId: number;
  let otherToken: string;

  const merchant = () => signedInShop(api);
  const day = (n: number) => `2026-01-${String(n).padStart(2, '0')}T09:00:00.000Z`;

  beforeAll(async () => {
    api = await startTestApi();
    ({ shopId, token } = await merchant());
    ({ shopId: otherShopId, token: otherToken } = await merchant());
  });
  afterAll(() => api.close());

  describe('GET /shops/:shopId/social_accounts', () => {
    it("lists the shop's connected account as the only member", async () => {
      const { shopId: shop, token: own } = await merchant();
      const accountId = await createSocialAccount(api.db, shop, {
        account_name: 'atelier.nina',
        follower_count: 321,
        post_count: 12,
        token_expires_at: '2099-01-01T00:00:00.000Z',
      });
      const response = await api.call<HydraCollection<SocialAccount>>(
        'GET',
        `/shops/${shop}/social_accounts?socialId=instagram`,
        { token: own },
      );
      expect(response.status).toBe(200);
      expect(response.body['hydra:totalItems']).toBe(1);
      expect(response.body['hydra:member']).toEqual([
        expect.objectContaining({
          '@id': `/social_account_instagrams/${accountId}`,
          id: accountId,
          account_name: 'atelier.nina',
          website: 'https://maison-lumiere.test',
          post_count: 12,
          follower_count: 321,
          has_account_token_expired: false,
        }),
      ]);
    });

    it('says the token has expired when its expiry date is past', async () => {
      const { shopId: shop, token: own } = await merchant();
      await createSocialAccount(api.db, shop, { token_expires_at: '2020-01-01T00:00:00.000Z' });
      const response = await api.call<HydraCollection<SocialAccount>>(
        'GET',
        `/shops/${shop}/social_accounts`,
        {
          token: own,
        },
      );
      expect(response.body['hydra:member'][0]?.has_account_token_expired).toBe(true);
    });

    it('leaves disconnected accounts out, and is empty when none is connected', async () => {
      const { shopId: shop, token: own } = await merchant();
      await createSocialAccount(api.db, shop, { disconnected_at: '2026-01-01T00:00:00.000Z' });
      const response = await api.call('GET', `/shops/${shop}/social_accounts?socialId=instagram`, {
        token: own,
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ 'hydra:member': [], 'hydra:totalItems': 0 });
    });

    it('answers 401 without a token', async () => {
      const response = await api.call('GET', `/shops/${shopId}/social_accounts`);
      expect(response).toMatchObject({ status: 401, body: { status: 401, message: 'errors.unauthorized' } });
    });

    it("answers 404 for another shop's accounts and for an id that cannot exist", async () => {
      await createSocialAccount(api.db, otherShopId);
      for (const path of [`/shops/${otherShopId}/social_accounts`, '/shops/abc/social_accounts']) {
        const response = await api.call('GET', path, { token });
        expect(response).toMatchObject({ status: 404, body: { status: 404, message: 'errors.not_found' } });
      }
    });
  });

  describe('GET /social_account_instagrams/:id', () => {
    it('returns one account of the shop', async () => {
      const accountId = await createSocialAccount(api.db, shopId, { account_name: 'maison.claire' });
      const response = await api.call('GET', `/social_account_instagrams/${accountId}`, { token });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        '@id': `/social_account_instagrams/${accountId}`,
        '@type': 'SocialAccountInstagram',
        id: accountId,
        account_name: 'maison.claire',
      });
    });

    it("answers 404 for another shop's account, an unknown id or a malformed one, and 401 without a token", async () => {
      const foreign = await createSocialAccount(api.db, otherShopId);
      for (const id of [foreign, 999999, 'x1']) {
        const response = await api.call('GET', `/social_account_instagrams/${id}`, { token });
        expect(response).toMatchObject({ status: 404, body: { message: 'errors.not_found' } });
      }
      expect((await api.call('GET', `/social_account_instagrams/${foreign}`)).status).toBe(401);
    });
  });

  describe('PUT /social_accounts/:id/logout', () => {
    it('disconnects the account, forgets its token and removes it from the list', async () => {
      const { shopId: shop, token: own } = await merchant();
      const accountId = await createSocialAccount(api.db, shop, {
        access_token_encrypted: 'ciphertext',
        token_expires_at: '2099-01-01T00:00:00.000Z',
      });
      const before = await api.call('GET', `/shops/${shop}/social_accounts`, { token: own });
      expect(before.body['hydra:totalItems']).toBe(1);

      const response = await api.call('PUT', `/social_accounts/${accountId}/logout`, { token: own });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        id: accountId,
        '@id': `/social_account_instagrams/${accountId}`,
      });

      const after = await api.call('GET', `/shops/${shop}/social_accounts`, { token: own });
      expect(after.body).toMatchObject({ 'hydra:member': [], 'hydra:totalItems': 0 });
      const row = await api.db
        .selectFrom('social_account')
        .select(['access_token_encrypted', 'token_expires_at', 'disconnected_at'])
        .where('id', '=', accountId)
        .executeTakeFirstOrThrow();
      expect(row.access_token_encrypted).toBeNull();
      expect(row.token_expires_at).toBeNull();
      expect(row.disconnected_at).toEqual(expect.any(String));
    });

    it("answers 404 for another shop's account and leaves it connected; 401 without a token", async () => {
      const { shopId: shop, token: own } = await merchant();
      const foreign = await createSocialAccount(api.db, shop);
      const response = await api.call('PUT', `/social_accounts/${foreign}/logout`, { token });
      expect(response).toMatchObject({ status: 404, body: { message: 'errors.not_found' } });
      expect((await api.call('PUT', `/social_accounts/${foreign}/logout`)).status).toBe(401);
      const list = await api.call('GET', `/shops/${shop}/social_accounts`, { token: own });
      expect(list.body['hydra:totalItems']).toBe(1);
    });
  });

  describe('GET /social_account_instagrams/:id/social_contents', () => {
    let accountId: number;
    const ids: Record<string, number> = {};
    let discountId: number;

    beforeAll(async () => {
      accountId = await createSocialAccount(api.db, shopId);
      const rows = [
        ['c1', 'feed', 5, 'alice', 1],
        ['c2', 'reels', 20, 'bob', 2],
        ['c3', 'feed', 50, 'alice', 3],
        ['c4', 'story', 100, 'carol', 4],
        ['c5', 'ad', 0, 'bob', 5],
      ] as const;
      for (const [name, type, likes, author, date] of rows) {
        ids[name] = await createContent(api.db, accountId, {
          type,
          media_type: type === 'story' ? 'story' : 'image',
          like_count: likes,
          author_username: author,
          created_at: day(date),
          permalink: `https://www.instagram.com/p/${name}/`,
        });
      }
      discountId = await createDiscount(api.db, shopId, ids.c3 ?? 0, {
        username: 'alice',
        type: 'code',
        code: 'MERCI10',
        amount_in_percent: null,
      });
    });

    const list = (query = '') =>
      api.call<Contents>('GET', `/social_account_instagrams/${accountId}/social_contents${query}`, { token });
    const names = (body: Contents) =>
      body['hydra:member'].map((content) => Object.keys(ids).find((name) => ids[name] === content.id));

    it('lists the contents newest first, each with its reward or null', async () => {
      const response = await list('?order[createdAt]=desc&itemsPerPage=12&page=1');
      expect(response.status).toBe(200);
      expect(response.body['hydra:totalItems']).toBe(5);
      expect(names(response.body)).toEqual(['c5', 'c4', 'c3', 'c2', 'c1']);
      const rewarded = response.body['hydra:member'].find((content) => content.id === ids.c3);
      expect(rewarded).toMatchObject({
        '@id': `/social_content_instagrams/${ids.c3}`,
        type: 'feed',
        like_count: 50,
        author_username: 'alice',
        createdAt: day(3),
        discount: {
          '@id': `/discounts/${discountId}`,
          id: discountId,
          type: 'code',
          code: 'MERCI10',
          username: 'alice',
          mediaId: ids.c3,
          permalink: 'https://www.instagram.com/p/c3/',
          usedAt: null,
        },
      });
      const others = response.body['hydra:member'].filter((content) => content.id !== ids.c3);
      expect(others.map((content) => content.discount)).toEqual([null, null, null, null]);
    });

    it('honours order[createdAt]=asc', async () => {
      expect(names((await list('?order[createdAt]=asc')).body)).toEqual(['c1', 'c2', 'c3', 'c4', 'c5']);
    });

    it.each([
      ['type=feed', ['c3', 'c1']],
      ['likeCount[gte]=20', ['c4', 'c3', 'c2']],
      ['likeCount[lte]=20', ['c5', 'c2', 'c1']],
      ['likeCount[gte]=5&likeCount[lte]=50', ['c3', 'c2', 'c1']],
      ['authorUsername=alice', ['c3', 'c1']],
      ['authorUsername=bob&type=reels', ['c2']],
      ['type=feed&likeCount[gte]=10&likeCount[lte]=50', ['c3']],
      ['type=feed&likeCount[gte]=1&likeCount[lte]=20', ['c1']],
      ['likeCount%5Bgte%5D=100', ['c4']],
      ['type=&likeCount[gte]=&likeCount[lte]=&authorUsername=', ['c5', 'c4', 'c3', 'c2', 'c1']],
    ])('filters with %s', async (query, expected) => {
      const response = await list(`?order[createdAt]=desc&${query}`);
      expect(response.status).toBe(200);
      expect(names(response.body)).toEqual(expected);
      expect(response.body['hydra:totalItems']).toBe(expected.length);
    });

    it.each([
      ['likeCount[gte]=abc', 'likeCount[gte]', 'errors.invalid_number'],
      ['likeCount[lte]=-1', 'likeCount[lte]', 'errors.invalid_number'],
      ['likeCount[gte]=1.5', 'likeCount[gte]', 'errors.invalid_number'],
      ['likeCount[gte]=1e3', 'likeCount[gte]', 'errors.invalid_number'],
      ['likeCount[lte]=0x10', 'likeCount[lte]', 'errors.invalid_number'],
      ['likeCount[gte]=50&likeCount[lte]=5', 'likeCount[lte]', 'errors.out_of_range'],
      [`authorUsername=${'a'.repeat(31)}`, 'authorUsername', 'errors.too_long'],
      ['rewarded=yes', 'rewarded', 'errors.invalid_choice'],
      ['type=photo', 'type', 'errors.invalid_choice'],
      ['order[createdAt]=sideways', 'order[createdAt]', 'errors.invalid_choice'],
    ])(
      'refuses %s with a 400 problem naming the field and a message key',
      async (query, propertyPath, message) => {
        const response = await list(`?${query}`);
        expect(response.status).toBe(400);
        expect(response.body).toEqual({
          status: 400,
          message: 'errors.bad_request',
          violations: [{ propertyPath, message }],
        });
      },
    );

    it('names every filter at fault at once, in the order of the query', async () => {
      const response = await list('?type=photo&likeCount[gte]=x&rewarded=1&order[createdAt]=up');
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        status: 400,
        message: 'errors.bad_request',
        violations: [
          { propertyPath: 'type', message: 'errors.invalid_choice' },
          { propertyPath: 'likeCount[gte]', message: 'errors.invalid_number' },
          { propertyPath: 'rewarded', message: 'errors.invalid_choice' },
          { propertyPath: 'order[createdAt]', message: 'errors.invalid_choice' },
        ],
      });
    });

    it('pages by 12 by default with hydra:view links that keep the filters', async () => {
      const paged = await createSocialAccount(api.db, shopId);
      for (let n = 1; n <= 14; n += 1)
        await createContent(api.db, paged, { created_at: day(n), like_count: n });
      const path = `/social_account_instagrams/${paged}/social_contents`;

      const first = await api.call<Contents>('GET', path, { token });
      expect(first.body['hydra:totalItems']).toBe(14);
      expect(first.body['hydra:member']).toHaveLength(12);
      // The next link seeks from the page's last content (`after`), whatever the depth.
      expect(first.body['hydra:view']).toMatchObject({
        'hydra:next': expect.stringMatching(new RegExp(`^${path}\\?page=2&after=[\\w-]+$`)),
        'hydra:last': `${path}?page=2`,
      });
      expect(first.body['hydra:view']?.['hydra:previous']).toBeUndefined();

      const second = await api.call<Contents>('GET', `${path}?page=2`, { token });
      expect(second.body['hydra:member'].map((content) => content.like_count)).toEqual([2, 1]);
      expect(second.body['hydra:view']).toMatchObject({
        'hydra:previous': expect.stringMatching(new RegExp(`^${path}\\?page=1&before=[\\w-]+$`)),
      });
      expect(second.body['hydra:view']?.['hydra:next']).toBeUndefined();

      const filtered = await api.call<Contents>('GET', `${path}?likeCount[gte]=4&itemsPerPage=5&page=2`, {
        token,
      });
      expect(filtered.body['hydra:totalItems']).toBe(11);
      expect(filtered.body['hydra:member'].map((content) => content.like_count)).toEqual([9, 8, 7, 6, 5]);
      expect(filtered.body['hydra:view']).toMatchObject({
        'hydra:previous': expect.stringMatching(/\?likeCount%5Bgte%5D=4&itemsPerPage=5&page=1&before=/),
        'hydra:next': expect.stringMatching(/\?likeCount%5Bgte%5D=4&itemsPerPage=5&page=3&after=/),
        'hydra:last': `${path}?likeCount%5Bgte%5D=4&itemsPerPage=5&page=3`,
      });
    });

    it('reads the pages its next and previous links give by position, the same pages as by number (the far ones from the end), in both orders', async () => {
      const paged = await createSocialAccount(api.db, shopId);
      // Two contents at the same instant: the id breaks the tie, in the index as in the list.
      for (let n = 1; n <= 11; n += 1)
        await createContent(api.db, paged, { created_at: day(Math.min(n, 10)), like_count: n });
      const path = `/social_account_instagrams/${paged}/social_contents`;
      for (const order of ['desc', 'asc']) {
        const byNumber: number[][] = [];
        for (let page = 1; page <= 4; page += 1) {
          const response = await api.call<Contents>(
            'GET',
            `${path}?order%5BcreatedAt%5D=${order}&itemsPerPage=3&page=${page}`,
            { token },
          );
          byNumber.push(response.body['hydra:member'].map((content) => content.like_count));
        }
        const byLink: number[][] = [];
        let link: string | undefined = `${path}?order%5BcreatedAt%5D=${order}&itemsPerPage=3&page=1`;
        let lastView: Contents['hydra:view'];
        while (link) {
          const response: { body: Contents } = await api.call<Contents>('GET', link, { token });
          byLink.push(response.body['hydra:member'].map((content) => content.like_count));
          lastView = response.body['hydra:view'];
          link = lastView?.['hydra:next'];
        }
        expect(byLink, order).toEqual(byNumber);
        expect(byLink.flat(), order).toHaveLength(11);
        // And back, from the last page, by the previous links.
        const back: number[][] = [];
        link = lastView?.['hydra:previous'];
        while (link) {
          const response: { body: Contents } = await api.call<Contents>('GET', link, { token });
          back.unshift(response.body['hydra:member'].map((content) => content.like_count));
          link = response.body['hydra:view']?.['hydra:previous'];
        }
        expect(back, order).toEqual(byNumber.slice(0, 3));
        // Past the last page, nothing.
        const beyond = await api.call<Contents>(
          'GET',
          `${path}?order%5BcreatedAt%5D=${order}&itemsPerPage=3&page=5`,
          { token },
        );
        expect(beyond.body['hydra:member'], order).toEqual([]);
      }
    });

    it('answers 400 for a position it did not give, or for two at once', async () => {
      const paged = await createSocialAccount(api.db, shopId);
      const path = `/social_account_instagrams/${paged}/social_contents`;
      const valid = Buffer.from('2026-01-01T09:00:00.000Z|4').toString('base64url');
      for (const [query, propertyPath] of [
        ['after=abc', 'after'],
        [`before=${Buffer.from('2026-01-01|4').toString('base64url')}`, 'before'],
        [`after=${Buffer.from("2026-01-01T09:00:00.000Z|1' or 1=1").toString('base64url')}`, 'after'],
        [`after=${valid}&before=${valid}`, 'before'],
      ] as const) {
        expect(await api.call('GET', `${path}?${query}`, { token }), query).toMatchObject({
          status: 400,
          body: { violations: [{ propertyPath, message: 'errors.invalid_choice' }] },
        });
      }
      expect((await api.call('GET', `${path}?after=${valid}`, { token })).status).toBe(200);
    });

    it("answers 404 for another shop's account and 401 without a token", async () => {
      const foreign = await createSocialAccount(api.db, otherShopId);
      await createContent(api.db, foreign);
      const path = `/social_account_instagrams/${foreign}/social_contents`;
      expect(await api.call('GET', path, { token })).toMatchObject({
        status: 404,
        body: { message: 'errors.not_found' },
      });
      expect((await api.call('GET', path)).status).toBe(401);
      expect((await api.call('GET', path, { token: otherToken })).status).toBe(200);
    });
  });

  describe('GET /social_content_instagrams/:id', () => {
    it('returns one content with its reward', async () => {
      const accountId = await createSocialAccount(api.db, shopId);
      const contentId = await createContent(api.db, accountId, { author_username: 'lea', like_count: 7 });
      const discountId = await createDiscount(api.db, shopId, contentId, { username: 'lea' });
      const response = await api.call('GET', `/social_content_instagrams/${contentId}`, { token });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        '@id': `/social_content_instagrams/${contentId}`,
        '@type': 'SocialContentInstagram',
        id: contentId,
        author_username: 'lea',
        like_count: 7,
        discount: { id: discountId, type: 'percent', amount_in_percent: 15, username: 'lea' },
      });
    });

    it('gives discount null to a content not rewarded yet', async () => {
      const contentId = await createContent(api.db, await createSocialAccount(api.db, shopId));
      const response = await api.call('GET', `/social_content_instagrams/${contentId}`, { token });
      expect(response).toMatchObject({ status: 200, body: { id: contentId, discount: null } });
    });

    it("answers 404 for another shop's content, an unknown or malformed id, and 401 without a token", async () => {
      const foreign = await createContent(api.db, await createSocialAccount(api.db, otherShopId));
      for (const id of [foreign, 999999, 'abc']) {
        const response = await api.call('GET', `/social_content_instagrams/${id}`, { token });
        expect(response).toMatchObject({ status: 404, body: { message: 'errors.not_found' } });
      }
      expect((await api.call('GET', `/social_content_instagrams/${foreign}`)).status).toBe(401);
    });
  });

  describe('authors: GET /social_content_instagrams/author_metrics and PATCH patch_email_by_username', () => {
    let accountId: number;

    beforeAll(async () => {
      accountId = await createSocialAccount(api.db, shopId);
      const alice = [
        ['feed', 10],
        ['feed', 20],
        ['reels', 31],
      ] as const;
      let rewarded = 0;
      for (const [type, likes] of alice) {
        rewarded = await createContent(api.db, accountId, {
          author_username: 'alice',
          type,
          like_count: likes,
        });
      }
      await createDiscount(api.db, shopId, rewarded, { username: 'alice' });
      const bob = [
        ['reels', 1],
        ['story', 0],
        ['feed', 1],
      ] as const;
      for (const [type, likes] of bob) {
        await createContent(api.db, accountId, {
          author_username: 'bob',
          type,
          media_type: type === 'story' ? 'story' : 'image',
          like_count: likes,
        });
      }
      await createContent(api.db, accountId, { author_username: 'dave', type: 'ad', like_count: 4 });
      await createContent(api.db, accountId, { author_username: 'carol', type: 'feed', like_count: 9 });
      await api.db
        .insertInto('social_author')
        .values({ social_account_id: accountId, username: 'alice', email: 'alice@mail.test' })
        .execute();
    });

    const metrics = (query: string, bearer = token) =>
      api.call<Metrics>('GET', `/social_content_instagrams/author_metrics?${query}`, { token: bearer });
    const patchEmail = (body: unknown, account: number | string = accountId, bearer = token) =>
      api.call('PATCH', `/social_content_instagrams/patch_email_by_username?socialAccount=${account}`, {
        token: bearer,
        body,
      });

    it('answers a pair: the author rows by count then username, and the number of authors', async () => {
      const response = await metrics(`socialAccount=${accountId}&itemsPerPage=12&page=1`);
      expect(response.status).toBe(200);
      expect(response.body['hydra:totalItems']).toBe(4);
      expect(response.body['hydra:member']).toEqual([
        [
          {
            username: 'alice',
            count: 3,
            feed_count: 2,
            reel_count: 1,
            like_avg: 20.33,
            discount_count: 1,
            email: 'alice@mail.test',
          },
          {
            username: 'bob',
            count: 3,
            feed_count: 1,
            reel_count: 1,
            like_avg: 0.67,
            discount_count: 0,
            email: null,
          },
          {
            username: 'carol',
            count: 1,
            feed_count: 1,
            reel_count: 0,
            like_avg: 9,
            discount_count: 0,
            email: null,
          },
          {
            username: 'dave',
            count: 1,
            feed_count: 0,
            reel_count: 0,
            like_avg: 4,
            discount_count: 0,
            email: null,
          },
        ],
        4,
      ]);
    });

    it('pages the authors and accepts the account as an IRI', async () => {
      const response = await metrics(
        `socialAccount=/social_account_instagrams/${accountId}&itemsPerPage=2&page=2`,
      );
      expect(response.status).toBe(200);
      const [rows, total] = response.body['hydra:member'];
      expect(rows.map((row) => row.username)).toEqual(['carol', 'dave']);
      expect(total).toBe(4);
      expect(response.body['hydra:totalItems']).toBe(4);
      expect(response.body['hydra:view']?.['hydra:previous']).toMatch(/page=1$/);
      expect(response.body['hydra:view']?.['hydra:next']).toBeUndefined();
    });

    it('pages by 12 by default', async () => {
      const crowded = await createSocialAccount(api.db, shopId);
      for (let n = 10; n < 23; n += 1) await createContent(api.db, crowded, { author_username: `fan${n}` });
      const response = await metrics(`socialAccount=${crowded}`);
      expect(response.body['hydra:member'][0]).toHaveLength(12);
      expect(response.body['hydra:member'][1]).toBe(13);
      expect(response.body['hydra:totalItems']).toBe(13);
      expect(response.body['hydra:view']?.['hydra:next']).toMatch(/page=2$/);
    });

    it('is an empty pair for an account without contents', async () => {
      const empty = await createSocialAccount(api.db, shopId);
      const response = await metrics(`socialAccount=${empty}`);
      expect(response.body).toMatchObject({ 'hydra:member': [[], 0], 'hydra:totalItems': 0 });
    });

    it('is not mistaken for a content id, and refuses a missing or malformed socialAccount with 400', async () => {
      for (const query of ['', 'socialAccount=abc']) {
        const response = await metrics(query);
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({ violations: [{ propertyPath: 'socialAccount' }] });
      }
    });

    it("answers 404 for another shop's account and 401 without a token", async () => {
      const foreign = await createSocialAccount(api.db, otherShopId);
      await createContent(api.db, foreign, { author_username: 'zoe' });
      expect(await metrics(`socialAccount=${foreign}`)).toMatchObject({
        status: 404,
        body: { message: 'errors.not_found' },
      });
      const anonymous = await api.call(
        'GET',
        `/social_content_instagrams/author_metrics?socialAccount=${foreign}`,
      );
      expect(anonymous.status).toBe(401);
    });

    it("adds an author's e-mail, then updates it, and the metrics show it", async () => {
      const added = await patchEmail({ authorUsername: 'carol', authorEmail: ' carol@mail.test ' });
      expect(added).toMatchObject({
        status: 200,
        body: {
          socialAccount: `/social_account_instagrams/${accountId}`,
          username: 'carol',
          email: 'carol@mail.test',
        },
      });
      const updated = await patchEmail({
        authorUsername: 'carol',
        authorEmail: 'carol@atelier.test',
        extra: 1,
      });
      expect(updated).toMatchObject({
        status: 200,
        body: { username: 'carol', email: 'carol@atelier.test' },
      });

      const rows = await api.db
        .selectFrom('social_author')
        .selectAll()
        .where('social_account_id', '=', accountId)
        .where('username', '=', 'carol')
        .execute();
      expect(rows).toHaveLength(1);
      const [members] = (await metrics(`socialAccount=${accountId}`)).body['hydra:member'];
      expect(members.find((row) => row.username === 'carol')?.email).toBe('carol@atelier.test');
    });

    it('accepts a merge-patch content type', async () => {
      const response = await api.call(
        'PATCH',
        `/social_content_instagrams/patch_email_by_username?socialAccount=${accountId}`,
        {
          token,
          body: { authorUsername: 'dave', authorEmail: 'dave@mail.test' },
          contentType: 'application/merge-patch+json',
        },
      );
      expect(response).toMatchObject({ status: 200, body: { username: 'dave', email: 'dave@mail.test' } });
    });

    it.each([['not-an-email'], ['a b@mail.test'], [''], [undefined]])(
      'refuses the e-mail %j with 422 and the form key',
      async (authorEmail) => {
        const response = await patchEmail({ authorUsername: 'bob', authorEmail });
        expect(response.status).toBe(422);
        expect(response.body).toEqual({
          status: 422,
          message: 'errors.validation',
          violations: [{ propertyPath: 'authorEmail', message: 'form.social_author_email_form.email.error' }],
        });
      },
    );

    it('refuses a missing author username with 422', async () => {
      const response = await patchEmail({ authorEmail: 'x@mail.test' });
      expect(response).toMatchObject({
        status: 422,
        body: { violations: [{ propertyPath: 'authorUsername' }] },
      });
    });

    it('answers 404 for an author without content on the account', async () => {
      const response = await patchEmail({ authorUsername: 'nobody', authorEmail: 'nobody@mail.test' });
      expect(response).toMatchObject({ status: 404, body: { message: 'errors.not_found' } });
    });

    it("answers 404 for another shop's account and writes nothing; 401 without a token", async () => {
      const foreign = await createSocialAccount(api.db, otherShopId);
      await createContent(api.db, foreign, { author_username: 'zoe' });
      const response = await patchEmail({ authorUsername: 'zoe', authorEmail: 'zoe@mail.test' }, foreign);
      expect(response).toMatchObject({ status: 404, body: { message: 'errors.not_found' } });
      const anonymous = await api.call(
        'PATCH',
        `/social_content_instagrams/patch_email_by_username?socialAccount=${foreign}`,
        {
          body: { authorUsername: 'zoe', authorEmail: 'zoe@mail.test' },
        },
      );
      expect(anonymous.status).toBe(401);
      const written = await api.db
        .selectFrom('social_author')
        .select('email')
        .where('social_account_id', '=', foreign)
        .execute();
      expect(written).toEqual([]);
    });
  });

  describe('contents counts beyond the cap (ADR 034)', () => {
    let accountId: number;
    let own: string;
    const REWARDED = 3;
    const UNREWARDED = COUNT_CAP + 5;

    beforeAll(async () => {
      const merchantOfMany = await merchant();
      own = merchantOfMany.token;
      accountId = await createSocialAccount(api.db, merchantOfMany.shopId);
      const rows = Array.from({ length: UNREWARDED + REWARDED }, (_, i) => ({
        social_account_id: accountId,
        external_id: `many-${i}`,
        type: 'feed',
        media_type: 'image',
        author_username: 'lea',
        like_count: 100,
        created_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
      }));
      for (let from = 0; from < rows.length; from += 200)
        await api.db
          .insertInto('social_content')
          .values(rows.slice(from, from + 200))
          .execute();
      const first = await api.db
        .selectFrom('social_content')
        .select('id')
        .where('social_account_id', '=', accountId)
        .orderBy('id')
        .limit(REWARDED)
        .execute();
      for (const { id } of first) await createDiscount(api.db, merchantOfMany.shopId, id);
    });

    const list = (query: string) =>
      api.call<SocialContentCollection>(
        'GET',
        `/social_account_instagrams/${accountId}/social_contents?${query}`,
        { token: own },
      );

    it('gives exact totals without a like range or an author, whatever the size', async () => {
      const all = await list('page=1');
      expect(all.body['hydra:totalItems']).toBe(UNREWARDED + REWARDED);
      expect(all.body.counts).toEqual({
        toReward: UNREWARDED,
        rewarded: REWARDED,
        all: UNREWARDED + REWARDED,
      });
      const feeds = await list('page=1&type=feed&rewarded=false');
      expect(feeds.body['hydra:totalItems']).toBe(UNREWARDED);
    });

    it('under a like range, counts each tab up to the cap and says which counts are lower bounds', async () => {
      const ranged = await list('page=1&likeCount%5Bgte%5D=50');
      expect(ranged.status).toBe(200);
      expect(ranged.body.counts).toEqual({
        toReward: COUNT_CAP,
        rewarded: REWARDED,
        all: COUNT_CAP + REWARDED,
        atLeast: ['toReward', 'all'],
      });
      // The lower bound is not SPEC §7's exact total: it has its own name, and the pager reaches
      // the last page it covers.
      expect(ranged.body).not.toHaveProperty('hydra:totalItems');
      expect(ranged.body).toHaveProperty('totalItemsAtLeast', COUNT_CAP + REWARDED);
      const lastPage = Math.ceil((COUNT_CAP + REWARDED) / PAGE_SIZE.socialContents);
      expect(ranged.body['hydra:view']?.['hydra:last']).toMatch(new RegExp(`[?&]page=${lastPage}(&|$)`));
      expect(ranged.body['hydra:member']).toHaveLength(PAGE_SIZE.socialContents);

      // The rewarded tab holds fewer than the cap: its total stays exact.
      const rewarded = await list('page=1&likeCount%5Bgte%5D=50&rewarded=true');
      expect(rewarded.body['hydra:totalItems']).toBe(REWARDED);
      expect(rewarded.body).not.toHaveProperty('totalItemsAtLeast');
      expect(rewarded.body['hydra:member']).toHaveLength(REWARDED);

      // An author's contents are counted the same way.
      const author = await list('page=1&authorUsername=lea&rewarded=false');
      expect(author.body).toHaveProperty('totalItemsAtLeast', COUNT_CAP);
      expect(author.body.counts.atLeast).toEqual(['toReward', 'all']);

      // Under the cap, nothing is a lower bound.
      const few = await list('page=1&likeCount%5Bgte%5D=101');
      expect(few.body.counts).toEqual({ toReward: 0, rewarded: 0, all: 0 });
      expect(few.body['hydra:totalItems']).toBe(0);
    });

    it('under a like range, gives the pages past the middle of a lower-bound total the same contents as a forward read', async () => {
      const size = PAGE_SIZE.socialContents;
      const lastPage = Math.ceil((COUNT_CAP + REWARDED) / size);
      // Pages past the middle of the lower bound, the deepest it covers among them: the list holds
      // more than that bound, so its end is not where the bound says.
      for (const page of [Math.ceil(lastPage * 0.75), lastPage]) {
        const expected = await api.db
          .selectFrom('social_content')
          .select('id')
          .where('social_account_id', '=', accountId)
          .where('like_count', '>=', 50)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(size)
          .offset((page - 1) * size)
          .execute();
        expect(expected).toHaveLength(size);
        const response = await list(`order%5BcreatedAt%5D=desc&likeCount%5Bgte%5D=50&page=${page}`);
        expect(response.status).toBe(200);
        expect(response.body).toHaveProperty('totalItemsAtLeast', COUNT_CAP + REWARDED);
        expect(response.body['hydra:member'].map((content) => content.id)).toEqual(
          expected.map(({ id }) => id),
        );
      }
    });
  });

  it('documents its routes in the OpenAPI description under the social tag', async () => {
    const response = await fetch(`${api.baseUrl}/api/docs/json`);
    const document = (await response.json()) as {
      paths: Record<string, Record<string, { tags?: string[]; summary?: string }>>;
    };
    for (const [path, method] of [
      ['/api/shops/{shopId}/social_accounts', 'get'],
      ['/api/social_account_instagrams/{id}', 'get'],
      ['/api/social_accounts/{id}/logout', 'put'],
      ['/api/social_account_instagrams/{id}/social_contents', 'get'],
      ['/api/social_content_instagrams/author_metrics', 'get'],
      ['/api/social_content_instagrams/{id}', 'get'],
      ['/api/social_content_instagrams/patch_email_by_username', 'patch'],
    ] as const) {
      expect(document.paths[path]?.[method]).toMatchObject({ tags: ['social'], summary: expect.any(String) });
    }
  });
});
