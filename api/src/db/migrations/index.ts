import type { Migration } from 'kysely';
import * as m0001 from './0001_initial_schema.js';

/**
 * Every migration, in order. Listed statically (not read from the folder) so that the same list
 * runs from TypeScript sources in tests and from the compiled files in production.
 */
export const migrations: Record<string, Migration> = {
  '0001_initial_schema': m0001,
};
