import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from './schema.js';

/**
 * The lists whose rows migration 0014's triggers tally, per owner and bucket (ADR 034):
 * - content: per social account, bucket `<type>:<rewarded 0|1>`;
 * - reward: per shop, bucket `<status>:<type>`;
 * - notification: per user, bucket `<read 0|1>`.
 */
export type TalliedList = 'content' | 'reward' | 'notification';

/** How many rows an owner has in each bucket of a list (a handful of rows, read by primary key). */
export async function readTally(
  db: Kysely<Database>,
  list: TalliedList,
  ownerId: number,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('list_tally')
    .select(['bucket', 'row_count'])
    .where('list', '=', list)
    .where('owner_id', '=', ownerId)
    .execute();
  return new Map(rows.map((row) => [row.bucket, Number(row.row_count)]));
}

/** The sum of the buckets `keep` accepts; a bucket's parts are split on ':'. */
export function tallySum(tally: Map<string, number>, keep: (parts: string[]) => boolean): number {
  let sum = 0;
  for (const [bucket, count] of tally) if (keep(bucket.split(':'))) sum += count;
  return sum;
}

/** A count that stops once past `cap`: the exact figure up to it, or `{ atLeast: true }` beyond. */
export interface CappedCount {
  count: number;
  atLeast: boolean;
}

/**
 * Counts the rows of `query` (its FROM and WHERE), reading at most `cap + 1` of them: the cost is
 * bounded by the cap, not by the table.
 */
export async function countUpTo(
  db: Kysely<Database>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any FROM of the schema
  query: SelectQueryBuilder<Database, any, object>,
  cap: number,
): Promise<CappedCount> {
  const inner = query
    .clearSelect()
    .select(sql<number>`1`.as('one'))
    .limit(cap + 1);
  const { rows } = await sql<{
    total: string | number;
  }>`select count(*) as total from (${inner}) as capped`.execute(db);
  const count = Number(rows[0]?.total ?? 0);
  return count > cap ? { count: cap, atLeast: true } : { count, atLeast: false };
}
