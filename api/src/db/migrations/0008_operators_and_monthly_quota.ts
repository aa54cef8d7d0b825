import { sql, type Kysely } from 'kysely';
import { DEFAULT_SHOP_TIME_ZONE, monthKey, monthStart } from '@merci/domain';
import { idColumn } from './columns.js';

// Real shops, not only the demo one: merci's team validates, suspends and re-plans them (every
// action kept in an audit log), the quota counts rewarded contents per calendar month in the
// shop's time zone, and an Instagram connection that stops working is remembered until the
// merchant connects again.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('shop')
    .addColumn('time_zone', 'text', (col) => col.notNull().defaultTo(DEFAULT_SHOP_TIME_ZONE))
    .execute();
  // The month (`yyyy-MM` in the shop's time zone) that quota_remaining counts for: in another
  // month the whole quota is available again, whatever the server did over the boundary.
  await db.schema.alterTable('shop').addColumn('quota_period', 'text').execute();
  await db.schema.alterTable('shop').addColumn('validated_at', 'text').execute();
  await db.schema.alterTable('shop').addColumn('suspended_at', 'text').execute();
  await db.schema.alterTable('shop').addColumn('suspension_reason', 'text').execute();
  await sql`create index shop_created_at on shop (created_at desc, id desc)`.execute(db);

  // Why the stored token stopped working ('expired', 'revoked', 'refresh_failed'), when it was
  // last refreshed, and when the merchant was told (once per problem).
  await db.schema.alterTable('social_account').addColumn('token_problem', 'text').execute();
  await db.schema.alterTable('social_account').addColumn('token_refreshed_at', 'text').execute();
  await db.schema.alterTable('social_account').addColumn('reconnect_notified_at', 'text').execute();

  await idColumn(db, db.schema.createTable('admin_audit_log'))
    .addColumn('shop_id', 'integer', (col) => col.notNull().references('shop.id').onDelete('cascade'))
    .addColumn('operator_id', 'integer', (col) => col.references('user_account.id').onDelete('set null'))
    /** Kept beside the id: the entry still names its operator if that account goes. */
    .addColumn('operator_email', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('before_state', 'text')
    .addColumn('after_state', 'text')
    .addColumn('reason', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await sql`create index admin_audit_log_shop on admin_audit_log (shop_id, id desc)`.execute(db);

  // Until now quota_remaining counted since the shop was set up: from here on it counts this
  // month, so each shop with a quota starts with its quota less what it rewarded this month.
  const shops = await sql<{ id: number; quota: number }>`
    select id, quota from shop where quota is not null`.execute(db);
  const now = new Date();
  const since = monthStart(now, DEFAULT_SHOP_TIME_ZONE).toISOString();
  const period = monthKey(now, DEFAULT_SHOP_TIME_ZONE);
  for (const shop of shops.rows) {
    const used = await sql<{ count: number | string }>`
      select count(*) as count from discount where shop_id = ${shop.id} and created_at >= ${since}`.execute(
      db,
    );
    const remaining = Math.max(0, Number(shop.quota) - Number(used.rows[0]?.count ?? 0));
    await sql`update shop set quota_remaining = ${remaining}, quota_period = ${period}
      where id = ${shop.id}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admin_audit_log').execute();
  for (const column of ['reconnect_notified_at', 'token_refreshed_at', 'token_problem'])
    await db.schema.alterTable('social_account').dropColumn(column).execute();
  await sql`drop index shop_created_at`.execute(db);
  for (const column of ['suspension_reason', 'suspended_at', 'validated_at', 'quota_period', 'time_zone'])
    await db.schema.alterTable('shop').dropColumn(column).execute();
}
