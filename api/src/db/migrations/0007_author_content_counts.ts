import { PostgresAdapter, sql, type Kysely } from 'kysely';

// The authors page ranks an account's authors by their number of contents. Counting them at read
// time groups every content of the account, which grows with the account (about 1 s at a million
// contents). The count per author is kept here instead, by triggers on social_content, so every
// write path (Instagram sync, webhooks, seed, bench loaders writing straight to SQLite) keeps it
// right without knowing about it; the page then reads 20 rows of an index. The other figures of a
// row (feed and reel counts, like average, rewards) are aggregated for those 20 authors only.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('social_author_content_count')
    .addColumn('social_account_id', 'integer', (col) =>
      col.notNull().references('social_account.id').onDelete('cascade'),
    )
    .addColumn('author_username', 'text', (col) => col.notNull())
    .addColumn('content_count', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('social_author_content_count_pk', ['social_account_id', 'author_username'])
    .execute();
  // The page's order: most contents first, then by name.
  await sql`create index social_author_content_count_ranking
    on social_author_content_count (social_account_id, content_count desc, author_username)`.execute(db);
  await sql`insert into social_author_content_count (social_account_id, author_username, content_count)
    select social_account_id, author_username, count(*) from social_content
    group by social_account_id, author_username`.execute(db);

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create function social_author_content_count_keep() returns trigger language plpgsql as $$
      begin
        if tg_op in ('DELETE', 'UPDATE') then
          update social_author_content_count set content_count = content_count - 1
            where social_account_id = old.social_account_id and author_username = old.author_username;
          delete from social_author_content_count
            where social_account_id = old.social_account_id and author_username = old.author_username
              and content_count <= 0;
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          insert into social_author_content_count (social_account_id, author_username, content_count)
            values (new.social_account_id, new.author_username, 1)
            on conflict (social_account_id, author_username)
            do update set content_count = social_author_content_count.content_count + 1;
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger social_author_content_count_keep
      after insert or delete or update of social_account_id, author_username on social_content
      for each row execute function social_author_content_count_keep()`.execute(db);
    return;
  }

  const added = (row: 'new') =>
    sql.raw(`
    insert into social_author_content_count (social_account_id, author_username, content_count)
      values (${row}.social_account_id, ${row}.author_username, 1)
      on conflict (social_account_id, author_username) do update set content_count = content_count + 1;`);
  const removed = (row: 'old') =>
    sql.raw(`
    update social_author_content_count set content_count = content_count - 1
      where social_account_id = ${row}.social_account_id and author_username = ${row}.author_username;
    delete from social_author_content_count
      where social_account_id = ${row}.social_account_id and author_username = ${row}.author_username
        and content_count <= 0;`);
  await sql`create trigger social_author_content_count_insert after insert on social_content
    begin ${added('new')} end`.execute(db);
  await sql`create trigger social_author_content_count_delete after delete on social_content
    begin ${removed('old')} end`.execute(db);
  await sql`create trigger social_author_content_count_update
    after update of social_account_id, author_username on social_content
    when old.social_account_id is not new.social_account_id or old.author_username is not new.author_username
    begin ${removed('old')} ${added('new')} end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger social_author_content_count_keep on social_content`.execute(db);
    await sql`drop function social_author_content_count_keep()`.execute(db);
  } else {
    for (const name of ['insert', 'delete', 'update'])
      await sql`drop trigger ${sql.raw(`social_author_content_count_${name}`)}`.execute(db);
  }
  await db.schema.dropTable('social_author_content_count').execute();
}
