/**
 * How a background worker takes its jobs (docs/adr/012, docs/adr/037): one statement claims the
 * due rows of a table under a lease, so that several API processes on one database never work the
 * same row, and a row whose worker died is claimed again once its lease has run out.
 */
import { randomUUID } from 'node:crypto';
import type { Expression, ExpressionBuilder, Kysely, Selectable, SqlBool } from 'kysely';
import type { Dialect } from './database.js';
import type { Database } from './schema.js';

/** The tables whose rows are jobs under a lease: they have `status`, `attempts` and the lease columns. */
export type LeasedTable = {
  [T in keyof Database]: 'lease_token' extends keyof Database[T] ? T : never;
}[keyof Database];

/** A row's columns that hold a time as text, one of which says when the row is due. */
type TimeColumn<T extends LeasedTable> = {
  [C in keyof Selectable<Database[T]>]: Selectable<Database[T]>[C] extends string ? C : never;
}[keyof Selectable<Database[T]>] &
  string;

/** The statuses a row of the table takes. */
type Status<T extends LeasedTable> = Selectable<Database[T]> extends { status: infer S } ? S : never;

export interface LeaseClaim<T extends LeasedTable> {
  db: Kysely<Database>;
  dialect: Dialect;
  table: T;
  /** When a row is due: claimed once `now` has reached it, earliest first (then by id). */
  dueColumn: TimeColumn<T>;
  /** The status of a row waiting for a worker (`scheduled`, `pending`). */
  waiting: Status<T>;
  /** The status of a claimed row (`sending`, `working`): claimable again once its lease has run out. */
  leased: Status<T>;
  now: Date;
  leaseMs: number;
  /** Rows claimed at most by one call. */
  batchSize: number;
  /** More conditions a due row must meet, each its own `where`, on other tables too (`exists`). */
  filters?: readonly ((eb: ExpressionBuilder<Database, T>) => Expression<SqlBool>)[];
}

/** The columns the claim reads and writes, whatever the table: how it is typed inside. */
interface JobRow {
  id: number;
  status: string;
  due_at: string;
  attempts: number;
  lease_until: string | null;
  lease_token: string | null;
}

/**
 * Claims at most `batchSize` due rows: their status becomes `leased`, `lease_until` now +
 * `leaseMs`, `lease_token` a random token shared by the batch, and `attempts` grows by one. Returns
 * the claimed rows as they are now; every later write of the worker is to be conditioned on the
 * row's `lease_token`, so that a worker that outlived its lease records nothing.
 */
export async function claimLeased<T extends LeasedTable>(
  claim: LeaseClaim<T>,
): Promise<Selectable<Database[T]>[]> {
  const { dialect, leaseMs, batchSize } = claim;
  const at = claim.now.toISOString();
  // Every leased table has the same job columns; only the due column's name differs.
  const db = claim.db as unknown as Kysely<{ job: JobRow }>;
  const table = claim.table as 'job';
  const column = <C extends keyof JobRow>(name: C) => `${claim.table}.${name}` as `job.${C}`;
  const dueAt = `${claim.table}.${claim.dueColumn}` as 'job.due_at';
  const waiting = claim.waiting as string;
  const leased = claim.leased as string;
  const filters = (claim.filters ?? []) as readonly ((
    eb: ExpressionBuilder<{ job: JobRow }, 'job'>,
  ) => Expression<SqlBool>)[];

  let dueRows = db
    .selectFrom(table)
    .select(column('id'))
    .where(dueAt, '<=', at)
    .where((eb) =>
      eb.or([
        eb(column('status'), '=', waiting),
        eb.and([eb(column('status'), '=', leased), eb(column('lease_until'), '<', at)]),
      ]),
    );
  for (const filter of filters) dueRows = dueRows.where(filter);
  const due = dueRows
    .orderBy(dueAt)
    .orderBy(column('id'))
    .limit(batchSize)
    // PostgreSQL: rows another worker is claiming right now are skipped, not waited for. SQLite
    // runs one writer at a time.
    .$if(dialect === 'postgres', (query) => query.forUpdate().skipLocked());
  const claimed = await db
    // The due rows are picked once, as a materialized CTE. As a subquery of the UPDATE,
    // PostgreSQL may pick them anew for each row it updates, past the rows just claimed, and one
    // claim would then take every due row whatever `batchSize` says.
    .with(
      (cte) => cte('due').materialized(),
      () => due,
    )
    .updateTable(table)
    .set((eb) => ({
      status: leased,
      lease_until: new Date(claim.now.getTime() + leaseMs).toISOString(),
      lease_token: randomUUID(),
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', 'in', (eb) => eb.selectFrom('due').select('due.id'))
    // Checked again on the row itself: what decides when two claims meet.
    .where((eb) =>
      eb.or([eb('status', '=', waiting), eb.and([eb('status', '=', leased), eb('lease_until', '<', at)])]),
    )
    .returningAll()
    .execute();
  return claimed as unknown as Selectable<Database[T]>[];
}
