import type { Kysely } from 'kysely';

// Indexes for the read routes at 100 000 contents and more (bench/api-load.bench.mjs): every
// filter and every aggregate of these routes is answered from an index, never from the table.
// - Contents list: newest first with the type and like-count filters; the filters are read from
//   the index entries, the table row only for the 12 rows of the page, and the total is counted
//   in the index alone.
// - Author metrics: grouped by author in index order, counts and like average read from the
//   index (covering), so the aggregate never reads a content row.
// - Story messages of a page: found by content.
// Each replaces the narrower index it extends (same leading columns), so writes pay for no more
// indexes than before, but the one on story messages.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('social_content_account_listing')
    .on('social_content')
    .columns(['social_account_id', 'created_at', 'id', 'type', 'like_count'])
    .execute();
  await db.schema.dropIndex('social_content_account_created').execute();
  await db.schema
    .createIndex('social_content_account_author_metrics')
    .on('social_content')
    .columns(['social_account_id', 'author_username', 'type', 'like_count'])
    .execute();
  await db.schema.dropIndex('social_content_account_author').execute();
  await db.schema
    .createIndex('automation_message_content')
    .on('automation_message')
    .column('social_content_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('automation_message_content').execute();
  await db.schema
    .createIndex('social_content_account_author')
    .on('social_content')
    .columns(['social_account_id', 'author_username'])
    .execute();
  await db.schema.dropIndex('social_content_account_author_metrics').execute();
  await db.schema
    .createIndex('social_content_account_created')
    .on('social_content')
    .columns(['social_account_id', 'created_at'])
    .execute();
  await db.schema.dropIndex('social_content_account_listing').execute();
}
