import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * The longest text each column may hold, in characters, as the domain's TEXT_LIMITS gave them
 * when this migration was written. A migration is a frozen record: these stay literals here,
 * and a test checks that they still equal the domain's figures (a change of limit is a new
 * migration). docs/adr/029 gives the reasons.
 */
export const TEXT_COLUMN_LIMITS = {
  shop: {
    name: 120,
    phone_number: 20,
    address_first_row: 200,
    address_second_row: 200,
    postal_code: 10,
    city: 100,
    social_name: 30,
    suspension_reason: 500,
  },
  user_account: { email: 254, name: 100 },
  social_author: { email: 254 },
  config_discount: { code: 64, description: 250, validity_start_at: 40, validity_end_at: 40 },
  discount: { code: 64, description: 250, validity_start_at: 40, validity_end_at: 40 },
  social_automation: { message: 1000 },
  admin_audit_log: { operator_email: 254, reason: 500 },
} as const satisfies Record<string, Record<string, number>>;

/** The start of the database's refusal, which the API's error handler recognizes. */
export const TEXT_TOO_LONG_ERROR = 'text_too_long';

const tables = Object.entries(TEXT_COLUMN_LIMITS) as [string, Record<string, number>][];

// Every text a client writes is checked by the API first; this guard makes the limits hold for
// every other writer too (seed, command line, a future route that forgets). Rows already longer
// stay as they are: only a write that sets such a text is refused (an insert, or an update that
// changes that column), so a legacy row can still be validated, counted or suspended.
// PostgreSQL could check with constraints, but a CHECK also refuses an update of another column
// of a legacy row, and SQLite cannot add one to an existing table: triggers do both, alike.
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const [table, columns] of tables) {
      const checks = Object.entries(columns).map(
        ([column, max]) => `
        if char_length(new.${column}) > ${max}
          and (tg_op = 'INSERT' or new.${column} is distinct from old.${column}) then
          raise exception '${TEXT_TOO_LONG_ERROR}: ${table}.${column} over ${max} characters'
            using errcode = '22001';
        end if;`,
      );
      await sql
        .raw(
          `create function ${table}_text_limits() returns trigger language plpgsql as $$
        begin${checks.join('')}
          return new;
        end $$`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger ${table}_text_limits before insert or update on ${table}
        for each row execute function ${table}_text_limits()`,
        )
        .execute(db);
    }
    return;
  }
  for (const [table, columns] of tables) {
    for (const [column, max] of Object.entries(columns)) {
      const refusal = `select raise(abort, '${TEXT_TOO_LONG_ERROR}: ${table}.${column} over ${max} characters');`;
      await sql
        .raw(
          `create trigger ${table}_${column}_length_insert before insert on ${table}
        when length(new.${column}) > ${max}
        begin ${refusal} end`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger ${table}_${column}_length_update before update of ${column} on ${table}
        when length(new.${column}) > ${max} and new.${column} is not old.${column}
        begin ${refusal} end`,
        )
        .execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const [table] of tables) {
      await sql.raw(`drop trigger ${table}_text_limits on ${table}`).execute(db);
      await sql.raw(`drop function ${table}_text_limits()`).execute(db);
    }
    return;
  }
  for (const [table, columns] of tables) {
    for (const column of Object.keys(columns)) {
      for (const write of ['insert', 'update'])
        await sql.raw(`drop trigger ${table}_${column}_length_${write}`).execute(db);
    }
  }
}
