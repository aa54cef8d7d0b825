/**
 * The query plans of the read routes that must hold at 100 000 contents and more (SPEC §7):
 * the SQL each route really runs is captured as it is prepared, then SQLite's EXPLAIN QUERY PLAN
 * must show index searches only, never a full scan of a table. Structural, so the data is small:
 * the plans do not depend on it (the API never runs ANALYZE).
 */
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { COUNT_CAP } from '@merci/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createConfigDiscount,
  createContent,
  createDiscount,
  createNotification,
  createOwner,
  createShop,
  createSocialAccount,
} from '../testing/factories.js';
import { startTestApi, type TestApi } from '../testing/harness.js';

interface Plan {
  sql: string;
  steps: string[];
}

describe('query plans of the read routes (SQLite): indexes only, no full scan', () => {
  let api: TestApi;
  let token: string;
  let shopId: number;
  let userId: number;
  let accountId: number;
  let inspector: SQLite.Database;
  let tables: string[];

  beforeAll(async () => {
    api = await startTestApi({ sqlite: true });
    shopId = await createShop(api.db);
    const owner = await createOwner(api.db, { shopId });
    userId = owner.id;
    accountId = await createSocialAccount(api.db, shopId);
    const types = ['feed', 'reels', 'story', 'ad'] as const;
    for (let i = 0; i < 24; i += 1) {
      const contentId = await createContent(api.db, accountId, {
        type: types[i % types.length],
        media_type: i % 4 === 2 ? 'story' : 'image',
        author_username: `auteur_${i % 5}`,
        like_count: i * 10,
        created_at: new Date(Date.UTC(2026, 10, 1 + i)).toISOString(),
      });
      if (i % 3 === 0) await createDiscount(api.db, shopId, contentId, { username: `auteur_${i % 5}` });
    }
    await api.db
      .insertInto('social_author')
      .values({ social_account_id: accountId, username: 'auteur_1', email: 'auteur1@mail.test' })
      .execute();
    for (let i = 0; i < 3; i += 1) await createConfigDiscount(api.db, shopId);
    for (let i = 0; i < 3; i += 1) await createNotification(api.db, userId);
    token = await api.signIn(owner.email, owner.password);

    const file = (await sql<{ file: string }>`pragma database_list`.execute(api.db)).rows[0]?.file;
    inspector = new SQLite(String(file), { readonly: true });
    tables = inspector
      .prepare(`select name from sqlite_schema where type = 'table'`)
      .pluck()
      .all() as string[];
  });
  afterAll(async () => {
    inspector.close();
    await api.close();
  });

  /**
   * The SELECT statements a GET runs (it must answer 200), each with its query plan. Statements
   * are prepared once and kept (db/database.ts): they are caught as they run, not as prepared.
   */
  async function plansOf(path: string): Promise<Plan[]> {
    const statement = Object.getPrototypeOf(inspector.prepare('select 1')) as SQLite.Statement;
    const reads = vi.spyOn(statement, 'all');
    let sources: string[];
    try {
      const response = await api.call('GET', path, { token });
      expect(response.status, path).toBe(200);
      sources = reads.mock.contexts.map((context) => (context as SQLite.Statement).source);
    } finally {
      reads.mockRestore();
    }
    return [...new Set(sources)]
      .filter((source) => /^\s*select\b/i.test(source))
      .map((source) => {
        const parameters = (source.match(/\?/g) ?? []).map(() => null);
        const steps = inspector
          .prepare(`explain query plan ${source}`)
          .all(...parameters)
          .map((step) => (step as { detail: string }).detail);
        return { sql: source, steps };
      });
  }

  /** Steps reading a whole table: `SCAN <table>` without a covering index. */
  const fullScans = (plans: Plan[]) =>
    plans.flatMap(({ steps }) =>
      steps.filter((step) => {
        const scanned = /^SCAN (\w+)/.exec(step)?.[1];
        return scanned !== undefined && tables.includes(scanned) && !/COVERING INDEX/.test(step);
      }),
    );

  const planOf = (plans: Plan[], pattern: RegExp): string[] => {
    const found = plans.find((plan) => pattern.test(plan.sql));
    expect(found, `a statement matching ${pattern}`).toBeDefined();
    return found?.steps ?? [];
  };

  /** The statements of `plans` that read the tally of a list (ADR 034). */
  const tallyReads = (plans: Plan[]) => plans.filter((plan) => /from "list_tally"/.test(plan.sql));
  const TALLY_PLAN = ['SEARCH list_tally USING INDEX sqlite_autoindex_list_tally_1 (list=? AND owner_id=?)'];

  it('contents list, 12 per page with type, status and order filters: the page in index order, the counts from the tally', async () => {
    for (const path of [
      `/social_account_instagrams/${accountId}/social_contents?page=1&itemsPerPage=12&type=feed&order%5BcreatedAt%5D=desc`,
      `/social_account_instagrams/${accountId}/social_contents?page=2&itemsPerPage=12&order%5BcreatedAt%5D=asc`,
      `/social_account_instagrams/${accountId}/social_contents?page=1`,
      `/social_account_instagrams/${accountId}/social_contents?page=1&rewarded=true&type=reels`,
      `/social_account_instagrams/${accountId}/social_contents?page=1&rewarded=false`,
    ]) {
      const plans = await plansOf(path);
      expect(fullScans(plans), path).toEqual([]);
      const page = planOf(plans, /select "social_content"\.\*/);
      expect(page[0]).toBe(
        'SEARCH social_content USING INDEX social_content_account_page (social_account_id=?)',
      );
      expect(page.join('\n')).not.toMatch(/TEMP B-TREE/);
      // The rewards of the page's rewarded contents, read by content: no join over the listing.
      expect(page.join('\n')).not.toMatch(/discount/);
      // None on « À récompenser », whose contents have no reward.
      const rewardReads = plans.filter((plan) => /from "discount"/.test(plan.sql)).map((plan) => plan.steps);
      expect(rewardReads, path).toEqual(
        /rewarded=false/.test(path)
          ? []
          : [['SEARCH discount USING INDEX sqlite_autoindex_discount_1 (social_content_id=?)']],
      );
      // The counts of the three tabs are the account's tally: nothing is counted over the contents.
      expect(tallyReads(plans).map((plan) => plan.steps)).toEqual([TALLY_PLAN]);
      expect(
        plans.filter((plan) => /count\(/.test(plan.sql)),
        path,
      ).toEqual([]);
    }
  });

  it('contents list from a position (next and previous links): sought in the index, no offset', async () => {
    const position = Buffer.from('2026-11-10T00:00:00.000Z|10').toString('base64url');
    for (const [query, seek] of [
      [`after=${position}`, 'created_at<?'],
      [`before=${position}`, 'created_at>?'],
      [`after=${position}&order%5BcreatedAt%5D=asc&type=feed`, 'created_at>?'],
    ] as const) {
      const plans = await plansOf(`/social_account_instagrams/${accountId}/social_contents?page=90&${query}`);
      expect(fullScans(plans), query).toEqual([]);
      const page = planOf(plans, /select "social_content"\.\*/);
      expect(page[0], query).toBe(
        `SEARCH social_content USING INDEX social_content_account_page (social_account_id=? AND ${seek})`,
      );
      expect(plans.find((plan) => /select "social_content"\.\*/.test(plan.sql))?.sql).not.toMatch(/offset/);
    }
  });

  it('contents list under a like-count range or an author: each tab counted up to the cap, over one stretch of an index', async () => {
    const ranges = 'likeCount%5Bgte%5D=10&likeCount%5Blte%5D=400';
    for (const [path, index] of [
      [
        `type=feed&${ranges}`,
        'social_content_account_like_range (social_account_id=? AND rewarded=? AND type=? AND like_count>? AND like_count<?)',
      ],
      [
        `${ranges}&rewarded=false`,
        'social_content_account_like_range (social_account_id=? AND rewarded=? AND type=? AND like_count>? AND like_count<?)',
      ],
      [
        `authorUsername=auteur_1&${ranges}`,
        'social_content_account_author_figures (social_account_id=? AND author_username=?)',
      ],
    ] as const) {
      const plans = await plansOf(`/social_account_instagrams/${accountId}/social_contents?page=1&${path}`);
      expect(fullScans(plans), path).toEqual([]);
      const counts = plans.filter((plan) => /count\(/.test(plan.sql));
      // One statement per tab, each reading at most the cap and one more row.
      expect(counts, path).toHaveLength(1);
      expect(counts[0]?.sql).toMatch(/\) as "?capped"?$/);
      expect(counts[0]?.sql).toContain(`limit ${COUNT_CAP + 1})`);
      expect(counts[0]?.steps, path).toContain(`SEARCH social_content USING COVERING INDEX ${index}`);
      expect(tallyReads(plans)).toEqual([]);
    }
  });

  it("the shop's to-do: the use requests and the contents to reward from the tallies, the live stories in the last day's range", async () => {
    const plans = await plansOf(`/shops/${shopId}/todo`);
    expect(fullScans(plans)).toEqual([]);
    // The use requests from the shop's tally, the contents to reward from the account's.
    expect(tallyReads(plans).map((plan) => plan.steps)).toEqual([TALLY_PLAN]);
    expect(plans.filter((plan) => /from "discount"/.test(plan.sql))).toEqual([]);
    const stories = planOf(plans, /"social_content"\."expires_at" > \?/);
    expect(stories[0]).toBe(
      'SEARCH social_content USING INDEX social_content_account_page (social_account_id=? AND created_at>?)',
    );
    expect(stories.join('\n')).toMatch(/SEARCH automation_message USING INDEX automation_message_content/);
  });

  it('story messages of a page: found by content', async () => {
    const plans = await plansOf(`/social_account_instagrams/${accountId}/social_contents?type=story`);
    const messages = planOf(plans, /from "automation_message"/);
    expect(messages).toContain(
      'SEARCH automation_message USING INDEX automation_message_content (social_content_id=?)',
    );
    expect(fullScans(plans)).toEqual([]);
  });

  it('author metrics: the page of authors and their figures read from the ranking index, nothing aggregated', async () => {
    const plans = await plansOf(
      `/social_content_instagrams/author_metrics?socialAccount=%2Fsocial_account_instagrams%2F${accountId}&page=1`,
    );
    expect(fullScans(plans)).toEqual([]);
    const ranked = planOf(plans, /select "author_username", "content_count", "feed_count"/);
    expect(ranked).toEqual([
      'SEARCH social_author_content_count USING INDEX social_author_content_count_ranking (social_account_id=?)',
    ]);
    const total = planOf(plans, /select count\(\*\) as "total" from "social_author_content_count"/);
    expect(total).toHaveLength(1);
    expect(total[0]).toMatch(
      /^SEARCH social_author_content_count USING COVERING INDEX \w+ \(social_account_id=\?\)$/,
    );
    // The figures are kept per author (migration 0015): no content is read.
    expect(plans.filter((plan) => /from "social_content"/.test(plan.sql))).toEqual([]);
    expect(planOf(plans, /from "social_author" where/)).toEqual([
      'SEARCH social_author USING INDEX sqlite_autoindex_social_author_1 (social_account_id=? AND username=?)',
    ]);
  });

  it('rewards given and notifications: totals from the tallies, an author counted over their own rewards', async () => {
    for (const path of [
      `/shops/${shopId}/discounts?page=1`,
      `/shops/${shopId}/discounts?page=1&status=use_requested&type=percent`,
      `/users/${userId}/user_notifications?page=1`,
      `/users/${userId}/user_notifications?page=1&read=false`,
    ]) {
      const plans = await plansOf(path);
      expect(
        tallyReads(plans).map((plan) => plan.steps),
        path,
      ).toEqual([TALLY_PLAN]);
      expect(
        plans.filter((plan) => /count\(/.test(plan.sql)),
        path,
      ).toEqual([]);
    }
    const listing = planOf(await plansOf(`/shops/${shopId}/discounts?status=used`), /from "discount"/);
    expect(listing[0]).toBe('SEARCH discount USING INDEX discount_shop_page (shop_id=?)');
    const author = await plansOf(`/shops/${shopId}/discounts?username=auteur_1`);
    expect(planOf(author, /count\(/)).toEqual([
      'SEARCH discount USING COVERING INDEX discount_shop_author (shop_id=? AND username=?)',
    ]);
    expect(tallyReads(author)).toEqual([]);
  });

  it('configured rewards, notifications and the signed-in user: index searches only', async () => {
    const rewards = await plansOf(`/shops/${shopId}/config_discounts?page=1`);
    expect(planOf(rewards, /from "config_discount" .*order by/)).toEqual([
      'SEARCH config_discount USING INDEX config_discount_shop_created (shop_id=?)',
    ]);
    for (const path of [
      `/shops/${shopId}/config_discounts?page=1`,
      `/shops/${shopId}/config_discounts?valid=true&socialContentType=feed`,
      `/users/${userId}/user_notifications?page=1`,
      `/users/${userId}/user_notifications?page=1&read=false`,
      `/shops/${shopId}/discounts?page=1&status=use_requested`,
      `/shops/${shopId}/discounts?page=1&username=auteur_1`,
      '/users/me',
    ]) {
      const plans = await plansOf(path);
      expect(plans.length, path).toBeGreaterThan(0);
      expect(fullScans(plans), path).toEqual([]);
      for (const { steps } of plans)
        for (const step of steps) expect(step, path).toMatch(/^(SEARCH|USE TEMP)/);
    }
  });
});
