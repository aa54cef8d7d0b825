import { Migrator, type Kysely } from 'kysely';
import { migrations } from './migrations/index.js';
import type { Database } from './schema.js';

/**
 * Brings the schema to the latest migration; throws with the failing migration's name.
 * `schema` (PostgreSQL) keeps Kysely's bookkeeping tables in the schema the app works in.
 */
export async function migrateToLatest(db: Kysely<Database>, schema?: string): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
  return results.map((result) => result.migrationName);
}
