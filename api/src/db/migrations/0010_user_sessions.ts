import type { Kysely } from 'kysely';

// One row per signed-in session, checked at every request, so that a session can end before its
// token expires: at logout, when the password is changed or reset, or everywhere at once. The
// token carries a random session id; only its hash is kept, like the one-time links'.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_session')
    .addColumn('id_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('user_account.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('ended_at', 'text')
    .execute();
  await db.schema.createIndex('user_session_user').on('user_session').column('user_id').execute();
  // Sign-in deletes the rows past their end without reading the others.
  await db.schema.createIndex('user_session_expires_at').on('user_session').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_session').execute();
}
