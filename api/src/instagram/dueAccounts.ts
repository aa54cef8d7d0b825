import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database, SocialAccountRow } from '../db/schema.js';

type AccountExpression = ExpressionBuilder<Database, 'social_account'>;

export interface DueAccounts {
  /** What makes an account due: read for the candidates, then again on the row that is claimed. */
  due: (eb: AccountExpression) => ReturnType<AccountExpression['and']>;
  /** The time column the claim moves: the account is not due again before `until`. */
  column: 'next_webhook_check_at' | 'next_token_refresh_at';
  until: string;
  orderBy: 'id' | 'token_expires_at';
  limit: number;
}

/**
 * Works each due Instagram account in one process only: each is claimed by moving its `column`
 * to `until` in an update that checks `due` again on the row itself, so a process that read the
 * same candidates finds the row taken and goes on. Safe to run in several processes.
 */
export async function workDueAccounts(
  db: Kysely<Database>,
  { due, column, until, orderBy, limit }: DueAccounts,
  work: (claimed: SocialAccountRow) => Promise<void>,
): Promise<void> {
  const candidates = await db
    .selectFrom('social_account')
    .select('id')
    .where(due)
    .orderBy(orderBy)
    .limit(limit)
    .execute();
  for (const { id } of candidates) {
    const claimed = await db
      .updateTable('social_account')
      .set({ [column]: until })
      .where('id', '=', id)
      .where(due)
      .returningAll()
      .executeTakeFirst();
    if (claimed) await work(claimed);
  }
}
