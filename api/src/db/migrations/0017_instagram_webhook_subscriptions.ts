import type { Kysely } from 'kysely';

// Meta delivers an Instagram account's webhooks only while the Facebook Page connected to it has
// subscribed merci's app (`POST /{page-id}/subscribed_apps`). merci subscribes on connect, removes
// the subscription on disconnect and checks it every day; the outcome is on the account:
// `webhook_subscription` is 'subscribed', 'missing' (not made yet, or gone on Meta's side: every
// account connected before this migration starts so, and the worker's first check subscribes it)
// or 'failed' (Meta refused it; `webhook_error` keeps Meta's words for the operator).
// `next_webhook_check_at` is the daily check's lease and limit, as `next_token_refresh_at` is
// the token refresh's. `graph_refusal` keeps the last refusal of a field or a permission by the
// Graph API (error 100 "nonexisting field", 10, 200–299), which no retry changes: the operator
// console shows it until a later read succeeds. `page_token_encrypted` keeps the Page's own token,
// which Meta issues without an end date when asked with a long-lived user token (ADR 025): the
// subscription is made and checked with it, whatever becomes of the user token.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('social_account')
    .addColumn('webhook_subscription', 'text', (column) => column.notNull().defaultTo('missing'))
    .execute();
  await db.schema.alterTable('social_account').addColumn('webhook_error', 'text').execute();
  await db.schema.alterTable('social_account').addColumn('webhook_checked_at', 'text').execute();
  await db.schema.alterTable('social_account').addColumn('next_webhook_check_at', 'text').execute();
  await db.schema.alterTable('social_account').addColumn('graph_refusal', 'text').execute();
  await db.schema.alterTable('social_account').addColumn('graph_refusal_at', 'text').execute();
  await db.schema.alterTable('social_account').addColumn('page_token_encrypted', 'text').execute();
  await db.schema
    .createIndex('social_account_next_webhook_check')
    .on('social_account')
    .column('next_webhook_check_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('social_account_next_webhook_check').execute();
  for (const column of [
    'page_token_encrypted',
    'graph_refusal_at',
    'graph_refusal',
    'next_webhook_check_at',
    'webhook_checked_at',
    'webhook_error',
    'webhook_subscription',
  ]) {
    await db.schema.alterTable('social_account').dropColumn(column).execute();
  }
}
