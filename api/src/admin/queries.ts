/**
 * The shops as merci's team reads them: the filtered, paginated list and one shop in full. A page
 * costs a fixed number of queries whatever its size: the shops, then their owners, their
 * Instagram accounts and their month's rewards for all the page's shops at once.
 */
import {
  ROLE_OWNER,
  monthStart,
  type AdminAction,
  type AdminShopDetail,
  type AdminShopStatus,
  type AdminShopSummary,
  type AuditEntry,
  type InstagramHealth,
  type OnlineStorePlatform,
  type RewardType,
  type SubscriptionInterval,
  type SubscriptionOfferType,
} from '@merci/domain';
import { PostgresAdapter, sql, type Expression, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { Database, ShopRow, SocialAccountRow } from '../db/schema.js';
import { discountResource, parseJsonList } from '../resources.js';
import { quotaRemainingNow, quotaRenewsAt, quotaUsedNow } from '../rewards/quota.js';

type Db = Kysely<Database> | Transaction<Database>;

export const adminIri = {
  shop: (id: number) => `/admin/shops/${id}`,
  audit: (shopId: number, id: number) => `/admin/shops/${shopId}/audit/${id}`,
};

export interface ShopFilters {
  status?: AdminShopStatus | undefined;
  /** Trimmed; empty means no search. */
  q?: string | undefined;
}

/** `%text%` for LIKE … ESCAPE '\': the text's own `%`, `_` and `\` match themselves only. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function like(text: Expression<unknown>, pattern: string) {
  return sql<SqlBool>`${text} like ${pattern} escape '\\'`;
}

/**
 * A column in lower case, every letter of it: SQLite's lower() (made Unicode-aware in
 * db/database.ts) and PostgreSQL's through ICU, whatever the database's own locale (under "C",
 * lower('É') is 'É').
 */
const lower = (db: Db, column: string) =>
  db.getExecutor().adapter instanceof PostgresAdapter
    ? sql<string>`lower(${sql.ref(column)} collate "und-x-icu")`
    : sql<string>`lower(${sql.ref(column)})`;

/** The JSON text of the user's roles (`user_account.roles`) names ROLE_OWNER. */
export const isOwnerRow = () => like(sql.ref('user_account.roles'), containing(JSON.stringify(ROLE_OWNER)));

function filteredShops(db: Db, { status, q }: ShopFilters) {
  let query = db.selectFrom('shop');
  if (status === 'pending')
    query = query.where('shop.validated', '=', 0).where('shop.suspended_at', 'is', null);
  if (status === 'validated')
    query = query.where('shop.validated', '=', 1).where('shop.suspended_at', 'is', null);
  if (status === 'suspended') query = query.where('shop.suspended_at', 'is not', null);
  if (q) {
    // Lower-cased on both sides: PostgreSQL's LIKE minds the case, SQLite's only outside ASCII.
    const pattern = containing(q.toLowerCase());
    query = query.where((eb) =>
      eb.or([
        like(lower(db, 'shop.name'), pattern),
        eb.exists(
          eb
            .selectFrom('user_account')
            .select('user_account.id')
            .whereRef('user_account.shop_id', '=', 'shop.id')
            .where(isOwnerRow())
            .where(like(lower(db, 'user_account.email'), pattern)),
        ),
      ]),
    );
  }
  return query;
}

type ShopWithCategory = ShopRow & { category_name: string | null };

/** One page of shops, newest first, and how many match in all. */
export async function listShops(
  db: Db,
  filters: ShopFilters,
  page: { itemsPerPage: number; offset: number },
  now: Date,
): Promise<{ members: AdminShopSummary[]; total: number }> {
  const filtered = filteredShops(db, filters);
  const [rows, count] = await Promise.all([
    filtered
      .leftJoin('category', 'category.id', 'shop.category_id')
      .selectAll('shop')
      .select('category.name as category_name')
      .orderBy('shop.created_at', 'desc')
      .orderBy('shop.id', 'desc')
      .limit(page.itemsPerPage)
      .offset(page.offset)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const related = await relatedRows(db, rows, now);
  return { members: rows.map((row) => summary(row, related, now)), total: Number(count.total) };
}

interface Owner {
  id: number;
  shop_id: number | null;
  name: string;
  email: string;
  activated: number;
}

interface Related {
  owners: Map<number, Owner>;
  accounts: Map<number, SocialAccountRow>;
  /** Rewards this month of the shops without a quota (the others count it in quota_remaining). */
  monthRewards: Map<number, number>;
}

/** Owners, connected accounts and this month's rewards of some shops, three queries in all. */
async function relatedRows(db: Db, shops: ShopRow[], now: Date): Promise<Related> {
  const related: Related = { owners: new Map(), accounts: new Map(), monthRewards: new Map() };
  if (shops.length === 0) return related;
  const ids = shops.map((shop) => shop.id);
  const unlimited = shops.filter((shop) => shop.quota == null);
  const [owners, accounts, counts] = await Promise.all([
    db
      .selectFrom('user_account')
      .select(['id', 'shop_id', 'name', 'email', 'activated'])
      .where('shop_id', 'in', ids)
      .where(isOwnerRow())
      .orderBy('id')
      .execute(),
    db
      .selectFrom('social_account')
      .selectAll()
      .where('shop_id', 'in', ids)
      .where('disconnected_at', 'is', null)
      .orderBy('id', 'desc')
      .execute(),
    unlimited.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('discount')
          .select(['shop_id', (eb) => eb.fn.countAll<string | number>().as('count')])
          // Each shop's own month, where it is.
          .where((eb) =>
            eb.or(
              unlimited.map((shop) =>
                eb.and([
                  eb('shop_id', '=', shop.id),
                  eb('created_at', '>=', monthStart(now, shop.time_zone).toISOString()),
                ]),
              ),
            ),
          )
          .groupBy('shop_id')
          .execute(),
  ]);
  // The first owner and the latest connected account of each shop.
  for (const owner of owners) {
    if (owner.shop_id != null && !related.owners.has(owner.shop_id)) related.owners.set(owner.shop_id, owner);
  }
  for (const account of accounts) {
    if (!related.accounts.has(account.shop_id)) related.accounts.set(account.shop_id, account);
  }
  for (const count of counts) related.monthRewards.set(count.shop_id, Number(count.count));
  return related;
}

/** Whether the stored Instagram token still works, as far as merci knows. */
export function instagramHealth(account: SocialAccountRow | undefined, now: Date): InstagramHealth {
  if (!account) return 'not_connected';
  const expired =
    account.token_problem != null ||
    account.has_account_token_expired === 1 ||
    (account.token_expires_at != null && Date.parse(account.token_expires_at) <= now.getTime());
  return expired ? 'needs_reconnect' : 'connected';
}

function summary(row: ShopWithCategory, related: Related, now: Date): AdminShopSummary {
  const owner = related.owners.get(row.id);
  const account = related.accounts.get(row.id);
  return {
    '@id': adminIri.shop(row.id),
    '@type': 'AdminShop',
    id: row.id,
    name: row.name,
    ownerEmail: owner?.email ?? null,
    category: row.category_name,
    createdAt: row.created_at,
    activated: owner?.activated === 1,
    validated: row.validated === 1,
    suspended: row.suspended_at != null,
    plan: row.subscription_offer_type as SubscriptionOfferType | null,
    quota: row.quota,
    quotaUsed: quotaUsedNow(row, now) ?? related.monthRewards.get(row.id) ?? 0,
    instagram: instagramHealth(account, now),
    instagramAccount: account?.account_name ?? null,
  };
}

/** Rewards a shop gave this calendar month, in its time zone. */
export async function rewardsThisMonth(
  db: Db,
  shop: Pick<ShopRow, 'id' | 'time_zone'>,
  now: Date,
): Promise<number> {
  const row = await db
    .selectFrom('discount')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('shop_id', '=', shop.id)
    .where('created_at', '>=', monthStart(now, shop.time_zone).toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function auditEntry(row: {
  id: number;
  shop_id: number;
  operator_email: string;
  action: string;
  before_state: string | null;
  after_state: string | null;
  reason: string | null;
  created_at: string;
}): AuditEntry {
  const state = (text: string | null) =>
    text == null ? null : (JSON.parse(text) as Record<string, unknown> | null);
  return {
    '@id': adminIri.audit(row.shop_id, row.id),
    '@type': 'AuditEntry',
    id: row.id,
    operator: row.operator_email,
    action: row.action as AdminAction,
    before: state(row.before_state),
    after: state(row.after_state),
    reason: row.reason,
    createdAt: row.created_at,
  };
}

/** One shop in full, or undefined when there is none by that id. */
export async function shopDetail(db: Db, shopId: number, now: Date): Promise<AdminShopDetail | undefined> {
  const row = await db
    .selectFrom('shop')
    .leftJoin('category', 'category.id', 'shop.category_id')
    .selectAll('shop')
    .select('category.name as category_name')
    .where('shop.id', '=', shopId)
    .executeTakeFirst();
  if (!row) return undefined;
  const [related, rewards, audit, store] = await Promise.all([
    relatedRows(db, [row], now),
    db
      .selectFrom('discount')
      .leftJoin('social_content', 'social_content.id', 'discount.social_content_id')
      .selectAll('discount')
      .select('social_content.permalink')
      .where('discount.shop_id', '=', shopId)
      .orderBy('discount.created_at', 'desc')
      .orderBy('discount.id', 'desc')
      .limit(5)
      .execute(),
    db
      .selectFrom('admin_audit_log')
      .selectAll()
      .where('shop_id', '=', shopId)
      .orderBy('id', 'desc')
      .execute(),
    db
      .selectFrom('online_store')
      .select(['platform', 'domain', 'status', 'order_tracking'])
      .where('shop_id', '=', shopId)
      .executeTakeFirst(),
  ]);
  const owner = related.owners.get(shopId);
  const account = related.accounts.get(shopId);
  return {
    ...summary(row, related, now),
    owner: owner ? { name: owner.name, email: owner.email, activated: owner.activated === 1 } : null,
    contact: {
      phoneNumber: row.phone_number,
      addressFirstRow: row.address_first_row,
      addressSecondRow: row.address_second_row,
      postalCode: row.postal_code,
      city: row.city,
      socialName: row.social_name,
    },
    timeZone: row.time_zone,
    discountTypes: parseJsonList<RewardType>(row.discount_types),
    subscriptionType: row.subscription_type as SubscriptionInterval | null,
    quotaRemaining: quotaRemainingNow(row, now),
    quotaRenewsAt: quotaRenewsAt(row, now),
    validatedAt: row.validated_at,
    suspendedAt: row.suspended_at,
    suspensionReason: row.suspension_reason,
    instagramAccountDetail: account
      ? {
          accountName: account.account_name,
          tokenExpiresAt: account.token_expires_at,
          health: instagramHealth(account, now),
          webhooks: account.webhook_subscription,
          webhookError: account.webhook_error,
          webhooksCheckedAt: account.webhook_checked_at,
          graphRefusal: account.graph_refusal,
          graphRefusalAt: account.graph_refusal_at,
        }
      : null,
    onlineStore: store
      ? {
          platform: store.platform as OnlineStorePlatform,
          domain: store.domain,
          status: store.status,
          orderTracking: store.order_tracking,
        }
      : null,
    lastRewards: rewards.map((reward) => discountResource(reward, reward.permalink)),
    audit: audit.map(auditEntry),
  };
}
