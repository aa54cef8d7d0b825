// The shop the API load bench reads: seeded on SQLite straight through better-sqlite3, on
// PostgreSQL by the server itself, both migrated first.
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { hashPassword } from '../api/dist/auth/password.js';
import { migrateToLatest, openDatabase } from '../api/dist/index.js';

export const AUTHORS = 5_000;
const CONFIG_REWARDS = 30;
export const EMAIL = 'bench@shop.test';
export const PASSWORD = 'bench-password';
const BATCH = 50_000;
const CONTENT_TYPES = ['feed', 'feed', 'feed', 'feed', 'feed', 'reels', 'reels', 'story', 'ad', 'feed'];
const MEDIA_TYPES = { feed: 'image', reels: 'video', story: 'story', ad: 'image' };
const START = Date.parse('2024-01-01T00:00:00.000Z');
const notificationsFor = (contents) => Math.max(40, Math.floor(contents / 100));

const iso = (minutes) => new Date(START + minutes * 60_000).toISOString();

/**
 * A migrated SQLite file with one shop, its owner, its Instagram account, `contents` contents by
 * 5 000 authors (half of them with an e-mail), a reward on one content in 10, configured rewards
 * and notifications. Written straight through better-sqlite3 in big transactions (the triggers
 * keep the tallies as they would for the API's own writes).
 */
export async function seed(file, contents) {
  const migrated = openDatabase({ sqliteFile: file });
  await migrateToLatest(migrated.db);
  await migrated.db.destroy();

  const sqlite = new SQLite(file);
  sqlite.pragma('synchronous = OFF');
  const passwordHash = await hashPassword(PASSWORD);
  const ids = sqlite.transaction(() => {
    const shopId = sqlite
      .prepare(
        `insert into shop (name, validated, discount_types, quota, quota_remaining, subscription_offer_type,
           subscription_type, subscription_amount, created_at) values (?, 1, ?, 1000000, 1000000, 'advanced', 'monthly', 9900, ?)`,
      )
      .run(
        'Boutique de charge',
        JSON.stringify(['percent', 'code', 'voucher', 'other']),
        iso(0),
      ).lastInsertRowid;
    const userId = sqlite
      .prepare(
        `insert into user_account (email, name, password_hash, roles, activated, shop_id, created_at)
           values (?, 'Camille Martin', ?, '["ROLE_OWNER"]', 1, ?, ?)`,
      )
      .run(EMAIL, passwordHash, shopId, iso(0)).lastInsertRowid;
    const accountId = sqlite
      .prepare(
        `insert into social_account (shop_id, network, external_id, account_name, created_at)
           values (?, 'instagram', '17841400000000001', 'boutique.charge', ?)`,
      )
      .run(shopId, iso(0)).lastInsertRowid;
    const config = sqlite.prepare(
      `insert into config_discount (shop_id, type, social_content_types, place, code, percent, description, created_at)
         values (?, ?, '["feed","reels","story"]', 'online', ?, ?, ?, ?)`,
    );
    for (let i = 0; i < CONFIG_REWARDS; i += 1) {
      const type = ['percent', 'code', 'voucher', 'other'][i % 4];
      config.run(
        shopId,
        type,
        `MERCI${i}`,
        type === 'percent' ? 10 + (i % 30) : 0,
        `Récompense ${i}`,
        iso(i),
      );
    }
    const notification = sqlite.prepare(
      `insert into user_notification (user_id, title, message, read, created_at) values (?, ?, ?, ?, ?)`,
    );
    for (let i = 0; i < notificationsFor(contents); i += 1)
      notification.run(userId, `Notification ${i}`, `Message ${i}`, i % 3 === 0 ? 1 : 0, iso(i));
    const author = sqlite.prepare(
      `insert into social_author (social_account_id, username, email) values (?, ?, ?)`,
    );
    for (let i = 0; i < AUTHORS; i += 1)
      author.run(accountId, `author${i}`, i % 2 === 0 ? `author${i}@mail.test` : null);
    return { shopId: Number(shopId), userId: Number(userId), accountId: Number(accountId) };
  })();

  const content = sqlite.prepare(
    `insert into social_content (id, social_account_id, external_id, media_url, caption, permalink, type, media_type,
       author_username, like_count, comment_count, created_at, source) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'tag')`,
  );
  const discount = sqlite.prepare(
    `insert into discount (shop_id, social_content_id, config_discount_id, username, media_type, type, place, code,
       amount_in_percent, status, created_at) values (?, ?, ?, ?, ?, 'percent', 'online', ?, 15, 'assigned', ?)`,
  );
  const insertBatch = sqlite.transaction((from, to) => {
    for (let id = from; id < to; id += 1) {
      const type = CONTENT_TYPES[id % CONTENT_TYPES.length];
      const username = `author${(id * 7919) % AUTHORS}`;
      content.run(
        id,
        ids.accountId,
        `media-${id}`,
        `https://cdn.test/${id}.jpg`,
        `Merci @boutique.charge #${id}`,
        `https://instagram.test/p/${id}`,
        type,
        MEDIA_TYPES[type],
        username,
        (id * 2_654_435_761) % 5_000,
        id % 40,
        iso(id),
      );
      if (id % 10 === 0)
        discount.run(
          ids.shopId,
          id,
          1 + (id % CONFIG_REWARDS),
          username,
          MEDIA_TYPES[type],
          `C${id}`,
          iso(id),
        );
    }
  });
  for (let from = 1; from <= contents; from += BATCH) insertBatch(from, Math.min(contents + 1, from + BATCH));
  sqlite.pragma('wal_checkpoint(TRUNCATE)');
  sqlite.close();
  return ids;
}

/**
 * The same shop on PostgreSQL, in a database of its own: the contents are made by the server
 * itself (generate_series) with triggers held, then the rows the triggers keep (reward flags,
 * tallies, author counts) are filled in one pass each, as migrations 0007 and 0014 do.
 */
export async function seedPostgres(url, contents) {
  const migrated = openDatabase({ databaseUrl: url, sqliteFile: '' });
  await migrateToLatest(migrated.db);
  await migrated.db.destroy();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const passwordHash = await hashPassword(PASSWORD);
    const one = async (text, values) => (await client.query(text, values)).rows[0];
    const { id: shopId } = await one(
      `insert into shop (name, validated, discount_types, quota, quota_remaining, subscription_offer_type,
         subscription_type, subscription_amount, created_at) values ($1, 1, $2, 1000000, 1000000, 'advanced', 'monthly', 9900, $3) returning id`,
      ['Boutique de charge', JSON.stringify(['percent', 'code', 'voucher', 'other']), iso(0)],
    );
    const { id: userId } = await one(
      `insert into user_account (email, name, password_hash, roles, activated, shop_id, created_at)
         values ($1, 'Camille Martin', $2, '["ROLE_OWNER"]', 1, $3, $4) returning id`,
      [EMAIL, passwordHash, shopId, iso(0)],
    );
    const { id: accountId } = await one(
      `insert into social_account (shop_id, network, external_id, account_name, created_at)
         values ($1, 'instagram', '17841400000000001', 'boutique.charge', $2) returning id`,
      [shopId, iso(0)],
    );
    const start = `timestamptz '2024-01-01T00:00:00Z'`;
    const at = (minutes) =>
      `to_char((${start} + (${minutes}) * interval '1 minute') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    await client.query(
      `insert into config_discount (shop_id, type, social_content_types, place, code, percent, description, created_at)
       select $1, (array['percent','code','voucher','other'])[i % 4 + 1], '["feed","reels","story"]', 'online',
         'MERCI' || i, case when i % 4 = 0 then 10 + i % 30 else 0 end, 'Récompense ' || i, ${at('i')}
       from generate_series(0, ${CONFIG_REWARDS - 1}) i`,
      [shopId],
    );
    await client.query(
      `insert into user_notification (user_id, title, message, read, created_at)
       select $1, 'Notification ' || i, 'Message ' || i, case when i % 3 = 0 then 1 else 0 end, ${at('i')}
       from generate_series(0, ${notificationsFor(contents) - 1}) i`,
      [userId],
    );
    await client.query(
      `insert into social_author (social_account_id, username, email)
       select $1, 'author' || i, case when i % 2 = 0 then 'author' || i || '@mail.test' end
       from generate_series(0, ${AUTHORS - 1}) i`,
      [accountId],
    );
    // Triggers held for the bulk rows (superuser on the bench's own server), then done in one pass.
    await client.query(`set session_replication_role = replica`);
    const types = `(array['${CONTENT_TYPES.join("','")}'])[i % ${CONTENT_TYPES.length} + 1]`;
    await client.query(
      `insert into social_content (id, social_account_id, external_id, media_url, caption, permalink, type, media_type,
         author_username, like_count, comment_count, created_at, source, rewarded)
       select i, $1, 'media-' || i, 'https://cdn.test/' || i || '.jpg', 'Merci @boutique.charge #' || i,
         'https://instagram.test/p/' || i, ${types},
         case ${types} when 'reels' then 'video' when 'story' then 'story' else 'image' end,
         'author' || ((i::bigint * 7919) % ${AUTHORS}), (i::bigint * 2654435761) % 5000, i % 40, ${at('i')}, 'tag',
         case when i % 10 = 0 then 1 else 0 end
       from generate_series(1, ${contents}) i`,
      [accountId],
    );
    await client.query(
      `insert into discount (shop_id, social_content_id, config_discount_id, username, media_type, type, place, code,
         amount_in_percent, status, created_at)
       select $1, c.id, 1 + c.id % ${CONFIG_REWARDS}, c.author_username, c.media_type, 'percent', 'online', 'C' || c.id,
         15, 'assigned', c.created_at
       from social_content c where c.rewarded = 1`,
      [shopId],
    );
    await client.query(`set session_replication_role = origin`);
    await client.query(`delete from list_tally`);
    await client.query(
      `insert into list_tally (list, owner_id, bucket, row_count)
       select 'content', social_account_id, type || ':' || rewarded, count(*) from social_content group by 2, 3
       union all select 'reward', shop_id, status || ':' || type, count(*) from discount group by 2, 3
       union all select 'notification', user_id, '' || read, count(*) from user_notification group by 2, 3`,
    );
    await client.query(`delete from social_author_content_count`);
    await client.query(
      `insert into social_author_content_count (social_account_id, author_username, content_count)
       select social_account_id, author_username, count(*) from social_content group by 1, 2`,
    );
    for (const table of ['social_content', 'discount'])
      await client.query(
        `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
      );
    // As autovacuum would by then: statistics for the planner, and the visibility map that lets a
    // count read the index alone.
    await client.query('vacuum analyze');
    return { shopId: Number(shopId), userId: Number(userId), accountId: Number(accountId) };
  } finally {
    await client.end();
  }
}
