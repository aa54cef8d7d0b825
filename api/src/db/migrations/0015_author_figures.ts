import { PostgresAdapter, sql, type Kysely } from 'kysely';

// The authors page showed, for each of its 12 authors, figures aggregated over all their contents
// (feed and reel counts, like average, rewards): a page cost grew with the authors' history. The
// per-author row of migration 0007 now keeps them too, by the same triggers, which also follow a
// content's type, likes (a pull refreshes them) and reward (ADR 034). The like average is
// like_total / content_count.
const FIGURES = ['feed_count', 'reel_count', 'like_total', 'rewarded_count'] as const;

/** A content's part in each figure, as SQL on `row` ('new' or 'old'). */
const parts = (row: 'new' | 'old') => [
  `case when ${row}.type = 'feed' then 1 else 0 end`,
  `case when ${row}.type = 'reels' then 1 else 0 end`,
  `${row}.like_count`,
  `${row}.rewarded`,
];

const added = (row: 'new') => `
  insert into social_author_content_count
    (social_account_id, author_username, content_count, ${FIGURES.join(', ')})
    values (${row}.social_account_id, ${row}.author_username, 1, ${parts(row).join(', ')})
    on conflict (social_account_id, author_username) do update set
      content_count = social_author_content_count.content_count + 1,
      ${FIGURES.map((figure) => `${figure} = social_author_content_count.${figure} + excluded.${figure}`).join(',\n      ')};`;

const removed = (row: 'old') => `
  update social_author_content_count set
      content_count = content_count - 1,
      ${FIGURES.map((figure, index) => `${figure} = ${figure} - (${parts(row)[index]})`).join(',\n      ')}
    where social_account_id = ${row}.social_account_id and author_username = ${row}.author_username;
  delete from social_author_content_count
    where social_account_id = ${row}.social_account_id and author_username = ${row}.author_username
      and content_count <= 0;`;

/** The columns whose change moves a content's part from an author's figures to another's. */
const WATCHED = ['social_account_id', 'author_username', 'type', 'like_count', 'rewarded'];

async function refill(db: Kysely<unknown>, withFigures: boolean): Promise<void> {
  await sql`delete from social_author_content_count`.execute(db);
  const figures = withFigures ? `, ${FIGURES.join(', ')}` : '';
  const sums = withFigures
    ? `, ${parts('social_content' as 'new')
        .map((part) => `sum(${part})`)
        .join(', ')}`
    : '';
  await sql`insert into social_author_content_count
      (social_account_id, author_username, content_count${sql.raw(figures)})
    select social_account_id, author_username, count(*)${sql.raw(sums)}
    from social_content group by social_account_id, author_username`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const figure of FIGURES)
    await db.schema
      .alterTable('social_author_content_count')
      .addColumn(figure, figure === 'like_total' ? 'bigint' : 'integer', (col) => col.notNull().defaultTo(0))
      .execute();

  if (postgres) {
    await sql`create or replace function social_author_content_count_keep() returns trigger language plpgsql as $$
      begin
        if tg_op in ('DELETE', 'UPDATE') then ${sql.raw(removed('old'))} end if;
        if tg_op in ('INSERT', 'UPDATE') then ${sql.raw(added('new'))} end if;
        return null;
      end $$`.execute(db);
    await sql`drop trigger social_author_content_count_keep on social_content`.execute(db);
    await sql`create trigger social_author_content_count_keep
      after insert or delete or update of ${sql.raw(WATCHED.join(', '))} on social_content
      for each row execute function social_author_content_count_keep()`.execute(db);
  } else {
    for (const event of ['insert', 'delete', 'update'])
      await sql`drop trigger ${sql.raw(`social_author_content_count_${event}`)}`.execute(db);
    const changed = WATCHED.map((column) => `old.${column} is not new.${column}`).join(' or ');
    await sql`create trigger social_author_content_count_insert after insert on social_content
      begin ${sql.raw(added('new'))} end`.execute(db);
    await sql`create trigger social_author_content_count_delete after delete on social_content
      begin ${sql.raw(removed('old'))} end`.execute(db);
    await sql`create trigger social_author_content_count_update
      after update of ${sql.raw(WATCHED.join(', '))} on social_content
      when ${sql.raw(changed)}
      begin ${sql.raw(removed('old'))} ${sql.raw(added('new'))} end`.execute(db);
  }
  await refill(db, true);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // Migration 0007's triggers, counting contents only.
  const countAdded = `
    insert into social_author_content_count (social_account_id, author_username, content_count)
      values (new.social_account_id, new.author_username, 1)
      on conflict (social_account_id, author_username)
      do update set content_count = social_author_content_count.content_count + 1;`;
  const countRemoved = `
    update social_author_content_count set content_count = content_count - 1
      where social_account_id = old.social_account_id and author_username = old.author_username;
    delete from social_author_content_count
      where social_account_id = old.social_account_id and author_username = old.author_username
        and content_count <= 0;`;
  if (postgres) {
    await sql`create or replace function social_author_content_count_keep() returns trigger language plpgsql as $$
      begin
        if tg_op in ('DELETE', 'UPDATE') then ${sql.raw(countRemoved)} end if;
        if tg_op in ('INSERT', 'UPDATE') then ${sql.raw(countAdded)} end if;
        return null;
      end $$`.execute(db);
    await sql`drop trigger social_author_content_count_keep on social_content`.execute(db);
    await sql`create trigger social_author_content_count_keep
      after insert or delete or update of social_account_id, author_username on social_content
      for each row execute function social_author_content_count_keep()`.execute(db);
  } else {
    for (const event of ['insert', 'delete', 'update'])
      await sql`drop trigger ${sql.raw(`social_author_content_count_${event}`)}`.execute(db);
    await sql`create trigger social_author_content_count_insert after insert on social_content
      begin ${sql.raw(countAdded)} end`.execute(db);
    await sql`create trigger social_author_content_count_delete after delete on social_content
      begin ${sql.raw(countRemoved)} end`.execute(db);
    await sql`create trigger social_author_content_count_update
      after update of social_account_id, author_username on social_content
      when old.social_account_id is not new.social_account_id or old.author_username is not new.author_username
      begin ${sql.raw(countRemoved)} ${sql.raw(countAdded)} end`.execute(db);
  }
  for (const figure of FIGURES)
    await db.schema.alterTable('social_author_content_count').dropColumn(figure).execute();
  await refill(db, false);
}
