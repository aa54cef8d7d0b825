import { PostgresAdapter, sql, type Kysely } from 'kysely';

// The totals of the big lists (contents, assigned rewards, notifications) were counted at every
// read, over every row the filters keep: a page cost grew with the shop's history. They are kept
// here instead, per owner and per bucket of the filters that have few values, by triggers (as
// migration 0007 does for authors), so every write path keeps them without knowing of them; a
// list's total is then a sum of a few rows (ADR 034).
// - `social_content.rewarded` says whether a content has its reward, kept by triggers on
//   `discount`: the status tabs then filter and count on the content row, without the join.
// - Indexes: the listing carries `rewarded`; a like-count range is counted (up to a cap) on
//   (account, rewarded, type, like_count); the author figures read `rewarded` from their index;
//   the rewards given filter status and type in their listing index, an author's in their own.

/** A list whose rows are tallied: its table, its owner column and its bucket from a row. */
interface TalliedList {
  list: string;
  table: string;
  owner: string;
  /** The bucket of a row, as an SQL expression on `row` ('new' or 'old'). */
  bucket: (row: 'new' | 'old') => string;
  /** The columns whose change moves a row from a bucket (or an owner) to another. */
  watched: string[];
}

const TALLIED_LISTS: TalliedList[] = [
  {
    list: 'content',
    table: 'social_content',
    owner: 'social_account_id',
    bucket: (row) => `${row}.type || ':' || ${row}.rewarded`,
    watched: ['social_account_id', 'type', 'rewarded'],
  },
  {
    list: 'reward',
    table: 'discount',
    owner: 'shop_id',
    bucket: (row) => `${row}.status || ':' || ${row}.type`,
    watched: ['shop_id', 'status', 'type'],
  },
  {
    list: 'notification',
    table: 'user_notification',
    owner: 'user_id',
    bucket: (row) => `'' || ${row}.read`,
    watched: ['user_id', 'read'],
  },
];

const added = ({ list, owner, bucket }: TalliedList) => `
  insert into list_tally (list, owner_id, bucket, row_count)
    values ('${list}', new.${owner}, ${bucket('new')}, 1)
    on conflict (list, owner_id, bucket) do update set row_count = list_tally.row_count + 1;`;
const removed = ({ list, owner, bucket }: TalliedList) => `
  update list_tally set row_count = row_count - 1
    where list = '${list}' and owner_id = old.${owner} and bucket = ${bucket('old')};`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .alterTable('social_content')
    .addColumn('rewarded', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`update social_content set rewarded = 1
    where id in (select social_content_id from discount)`.execute(db);

  await db.schema
    .createTable('list_tally')
    .addColumn('list', 'text', (col) => col.notNull())
    .addColumn('owner_id', 'integer', (col) => col.notNull())
    .addColumn('bucket', 'text', (col) => col.notNull())
    .addColumn('row_count', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('list_tally_pk', ['list', 'owner_id', 'bucket'])
    .execute();
  for (const tallied of TALLIED_LISTS) {
    await sql`insert into list_tally (list, owner_id, bucket, row_count)
      select ${tallied.list}, ${sql.raw(tallied.owner)}, ${sql.raw(tallied.bucket(tallied.table as 'new'))}, count(*)
      from ${sql.table(tallied.table)}
      group by ${sql.raw(tallied.owner)}, ${sql.raw(tallied.bucket(tallied.table as 'new'))}`.execute(db);
  }

  if (postgres) {
    await sql`create function social_content_rewarded_keep() returns trigger language plpgsql as $$
      begin
        if tg_op in ('DELETE', 'UPDATE') then
          update social_content set rewarded = 0 where id = old.social_content_id;
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          update social_content set rewarded = 1 where id = new.social_content_id;
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger social_content_rewarded_keep
      after insert or delete or update of social_content_id on discount
      for each row execute function social_content_rewarded_keep()`.execute(db);
    for (const tallied of TALLIED_LISTS) {
      const name = `${tallied.table}_tally_keep`;
      await sql`create function ${sql.raw(name)}() returns trigger language plpgsql as $$
        begin
          if tg_op in ('DELETE', 'UPDATE') then ${sql.raw(removed(tallied))} end if;
          if tg_op in ('INSERT', 'UPDATE') then ${sql.raw(added(tallied))} end if;
          return null;
        end $$`.execute(db);
      await sql`create trigger ${sql.raw(name)}
        after insert or delete or update of ${sql.raw(tallied.watched.join(', '))} on ${sql.table(tallied.table)}
        for each row execute function ${sql.raw(name)}()`.execute(db);
    }
  } else {
    await sql`create trigger social_content_rewarded_insert after insert on discount
      begin update social_content set rewarded = 1 where id = new.social_content_id; end`.execute(db);
    await sql`create trigger social_content_rewarded_delete after delete on discount
      begin update social_content set rewarded = 0 where id = old.social_content_id; end`.execute(db);
    await sql`create trigger social_content_rewarded_update after update of social_content_id on discount
      when old.social_content_id is not new.social_content_id
      begin
        update social_content set rewarded = 0 where id = old.social_content_id;
        update social_content set rewarded = 1 where id = new.social_content_id;
      end`.execute(db);
    for (const tallied of TALLIED_LISTS) {
      const name = (event: string) => sql.raw(`${tallied.table}_tally_${event}`);
      const changed = tallied.watched.map((column) => `old.${column} is not new.${column}`).join(' or ');
      await sql`create trigger ${name('insert')} after insert on ${sql.table(tallied.table)}
        begin ${sql.raw(added(tallied))} end`.execute(db);
      await sql`create trigger ${name('delete')} after delete on ${sql.table(tallied.table)}
        begin ${sql.raw(removed(tallied))} end`.execute(db);
      await sql`create trigger ${name('update')}
        after update of ${sql.raw(tallied.watched.join(', '))} on ${sql.table(tallied.table)}
        when ${sql.raw(changed)}
        begin ${sql.raw(removed(tallied))} ${sql.raw(added(tallied))} end`.execute(db);
    }
  }

  // The listing, newest first, filters type, like count and the status tab in the index entries.
  await db.schema
    .createIndex('social_content_account_page')
    .on('social_content')
    .columns(['social_account_id', 'created_at', 'id', 'type', 'like_count', 'rewarded'])
    .execute();
  await db.schema.dropIndex('social_content_account_listing').execute();
  // A like-count range of a type and a tab is one stretch of this index: counted up to a cap.
  await db.schema
    .createIndex('social_content_account_like_range')
    .on('social_content')
    .columns(['social_account_id', 'rewarded', 'type', 'like_count'])
    .execute();
  // The author figures count rewards from the index, without joining the rewards.
  await db.schema
    .createIndex('social_content_account_author_figures')
    .on('social_content')
    .columns(['social_account_id', 'author_username', 'type', 'like_count', 'rewarded'])
    .execute();
  await db.schema.dropIndex('social_content_account_author_metrics').execute();
  // The rewards given, newest first, filter status and type in the index entries.
  await db.schema
    .createIndex('discount_shop_page')
    .on('discount')
    .columns(['shop_id', 'created_at', 'id', 'status', 'type'])
    .execute();
  await db.schema.dropIndex('discount_shop_created').execute();
  // An author's rewards (their page), newest first, counted over their own rows only.
  await db.schema
    .createIndex('discount_shop_author')
    .on('discount')
    .columns(['shop_id', 'username', 'created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.dropIndex('discount_shop_author').execute();
  await db.schema
    .createIndex('discount_shop_created')
    .on('discount')
    .columns(['shop_id', 'created_at'])
    .execute();
  await db.schema.dropIndex('discount_shop_page').execute();
  await db.schema
    .createIndex('social_content_account_author_metrics')
    .on('social_content')
    .columns(['social_account_id', 'author_username', 'type', 'like_count'])
    .execute();
  await db.schema.dropIndex('social_content_account_author_figures').execute();
  await db.schema.dropIndex('social_content_account_like_range').execute();
  await db.schema
    .createIndex('social_content_account_listing')
    .on('social_content')
    .columns(['social_account_id', 'created_at', 'id', 'type', 'like_count'])
    .execute();
  await db.schema.dropIndex('social_content_account_page').execute();
  if (postgres) {
    await sql`drop trigger social_content_rewarded_keep on discount`.execute(db);
    await sql`drop function social_content_rewarded_keep()`.execute(db);
    for (const { table } of TALLIED_LISTS) {
      await sql`drop trigger ${sql.raw(`${table}_tally_keep`)} on ${sql.table(table)}`.execute(db);
      await sql`drop function ${sql.raw(`${table}_tally_keep`)}()`.execute(db);
    }
  } else {
    for (const event of ['insert', 'delete', 'update']) {
      await sql`drop trigger ${sql.raw(`social_content_rewarded_${event}`)}`.execute(db);
      for (const { table } of TALLIED_LISTS)
        await sql`drop trigger ${sql.raw(`${table}_tally_${event}`)}`.execute(db);
    }
  }
  await db.schema.dropTable('list_tally').execute();
  await db.schema.alterTable('social_content').dropColumn('rewarded').execute();
}
