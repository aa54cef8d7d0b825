/**
 * The query plans of the read routes that must hold at 100 000 contents and more (SPEC §7):
 * the SQL each route really runs is captured as it is prepared, then SQLite's EXPLAIN QUERY PLAN
 * must show index searches only, never a full scan of a table. Structural, so the data is small:
 * the plans do not depend on it (the API never runs ANALYZE).
 */
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
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

  /** The SELECT statements a GET runs (it must answer 200), each with its query plan. */
  async function plansOf(path: string): Promise<Plan[]> {
    const prepare = vi.spyOn(SQLite.prototype, 'prepare');
    let sources: string[];
    try {
      const response = await api.call('GET', path, { token });
      expect(response.status, path).toBe(200);
      sources = prepare.mock.calls.map(([source]) => source);
    } finally {
      prepare.mockRestore();
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

  it('contents list, 12 per page with type, like-count, status and order filters: the page in index order, the counts in the same pass as the page', async () => {
    const filters = 'type=feed&likeCount%5Bgte%5D=10&likeCount%5Blte%5D=400&order%5BcreatedAt%5D=desc';
    for (const path of [
      `/social_account_instagrams/${accountId}/social_contents?page=1&itemsPerPage=12&${filters}`,
      `/social_account_instagrams/${accountId}/social_contents?page=2&itemsPerPage=12&order%5BcreatedAt%5D=asc`,
      `/social_account_instagrams/${accountId}/social_contents?page=1`,
      `/social_account_instagrams/${accountId}/social_contents?page=1&rewarded=false&${filters}`,
      `/social_account_instagrams/${accountId}/social_contents?page=1&rewarded=true`,
    ]) {
      const plans = await plansOf(path);
      expect(fullScans(plans), path).toEqual([]);
      const page = planOf(plans, /select "social_content"\.\*/);
      expect(page[0]).toBe(
        'SEARCH social_content USING INDEX social_content_account_listing (social_account_id=?)',
      );
      expect(page.join('\n')).not.toMatch(/TEMP B-TREE/);
      expect(page).toContain(
        'SEARCH discount USING INDEX sqlite_autoindex_discount_1 (social_content_id=?) LEFT-JOIN',
      );
      // One statement for the three tabs: the filtered contents in an index, each one's reward
      // found by content, as the page does; no grouping, no temporary table, no subquery.
      const counts = planOf(plans, /select count\(\*\) as "all", count\("discount"\."id"\) as "rewarded"/);
      expect(counts).toHaveLength(2);
      expect(counts[0]).toMatch(
        /^SEARCH social_content USING (COVERING )?INDEX \w+ \(social_account_id=\?\)$/,
      );
      expect(counts[1]).toBe(
        'SEARCH discount USING COVERING INDEX sqlite_autoindex_discount_1 (social_content_id=?) LEFT-JOIN',
      );
      expect(
        plans.filter((plan) => /count\(/.test(plan.sql)),
        path,
      ).toHaveLength(1);
    }
  });

  it("the shop's to-do: the use requests among the shop's rewards, the live stories in the last day's range", async () => {
    const plans = await plansOf(`/shops/${shopId}/todo`);
    expect(fullScans(plans)).toEqual([]);
    expect(planOf(plans, /"status" = \?/)).toEqual([
      'SEARCH discount USING INDEX discount_shop_created (shop_id=?)',
    ]);
    const stories = planOf(plans, /"social_content"\."expires_at" > \?/);
    expect(stories[0]).toBe(
      'SEARCH social_content USING INDEX social_content_account_listing (social_account_id=? AND created_at>?)',
    );
    expect(stories).toContain(
      'SEARCH discount USING COVERING INDEX sqlite_autoindex_discount_1 (social_content_id=?) LEFT-JOIN',
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

  it('author metrics: the page of authors read from the ranking index, only their contents aggregated', async () => {
    const plans = await plansOf(
      `/social_content_instagrams/author_metrics?socialAccount=%2Fsocial_account_instagrams%2F${accountId}&page=1`,
    );
    expect(fullScans(plans)).toEqual([]);
    const ranked = planOf(plans, /select "author_username" from "social_author_content_count"/);
    expect(ranked).toEqual([
      'SEARCH social_author_content_count USING COVERING INDEX social_author_content_count_ranking (social_account_id=?)',
    ]);
    const total = planOf(plans, /select count\(\*\) as "total" from "social_author_content_count"/);
    expect(total).toHaveLength(1);
    expect(total[0]).toMatch(
      /^SEARCH social_author_content_count USING COVERING INDEX \w+ \(social_account_id=\?\)$/,
    );
    const figures = planOf(plans, /group by "social_content"\."author_username"/);
    expect(figures).toContain(
      'SEARCH social_content USING COVERING INDEX social_content_account_author_metrics (social_account_id=? AND author_username=?)',
    );
    expect(figures).toContain(
      'SEARCH discount USING COVERING INDEX sqlite_autoindex_discount_1 (social_content_id=?) LEFT-JOIN',
    );
    expect(figures.join('\n')).toMatch(
      /SEARCH social_author USING INDEX sqlite_autoindex_social_author_1 \(social_account_id=\? AND username=\?\)/,
    );
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
