import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { ContentFields } from './mapping.js';

/**
 * Rows per statement: well under the bound-parameter limits of SQLite and PostgreSQL, and large
 * enough that a Graph page is one statement.
 */
export const STORE_CONTENTS_CHUNK = 500;

/**
 * Inserts new contents and refreshes what Instagram may change on known ones, in one transaction.
 *
 * One multi-row upsert per chunk rather than one per content: on PostgreSQL each statement is a
 * round trip that waits behind every request the process is serving, so a pull written row by row
 * falls behind the publications it reads (ADR 034).
 */
export async function storeContents(
  db: Kysely<Database>,
  accountId: number,
  rows: readonly ContentFields[],
): Promise<void> {
  // A statement may not update the same row twice (PostgreSQL refuses it): the last copy wins.
  const unique = [...new Map(rows.map((row) => [row.external_id, row])).values()];
  if (unique.length === 0) return;
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < unique.length; start += STORE_CONTENTS_CHUNK) {
      await trx
        .insertInto('social_content')
        .values(
          unique
            .slice(start, start + STORE_CONTENTS_CHUNK)
            .map((row) => ({ ...row, social_account_id: accountId })),
        )
        .onConflict((conflict) =>
          conflict.columns(['social_account_id', 'external_id']).doUpdateSet((update) => ({
            caption: update.ref('excluded.caption'),
            media_url: update.ref('excluded.media_url'),
            permalink: update.ref('excluded.permalink'),
            like_count: update.ref('excluded.like_count'),
            comment_count: update.ref('excluded.comment_count'),
          })),
        )
        .execute();
    }
  });
}
