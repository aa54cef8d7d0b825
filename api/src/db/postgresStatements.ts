/**
 * Prepared statements on PostgreSQL (docs/adr/038): each statement the API runs with parameters is
 * parsed and planned once per connection, under a name, instead of on every request. PostgreSQL
 * then keeps a generic plan for it, so a list request no longer pays for its planning.
 */
import type pg from 'pg';

/** PostgreSQL's SQLSTATE when a prepared `select *` meets a table whose columns changed. */
const FEATURE_NOT_SUPPORTED = '0A000';
const RESULT_TYPE_CHANGED = /cached plan must not change result type/;

type Query = (text: unknown, values?: unknown, callback?: unknown) => unknown;

/**
 * Names statements for every connection of `pool`. At most `capacity` statements get a name:
 * beyond it (lists of varying length, say) they run unnamed, so a connection never holds more.
 */
export function prepareStatements(pool: pg.Pool, capacity: number): void {
  const names = new Map<string, string>();
  let made = 0;
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (name === undefined && names.size < capacity) {
      made += 1;
      name = `merci_${made}`;
      names.set(text, name);
    }
    return name;
  };

  pool.on('connect', (client) => {
    const query = client.query.bind(client) as Query;
    const named = async (text: string, values: unknown[]) => {
      const name = nameOf(text);
      if (name === undefined) return query(text, values);
      try {
        return await query({ name, text, values });
      } catch (error) {
        const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
        const changed = code === FEATURE_NOT_SUPPORTED && RESULT_TYPE_CHANGED.test(String(message));
        if (!changed) throw error;
        // A migration changed the table under the statement (another process deployed first):
        // every connection prepares this text again under a new name.
        if (names.get(text) === name) names.delete(text);
        // Inside a transaction the failure has aborted it: the caller's transaction fails once.
        if (client.getTransactionStatus() !== 'I') throw error;
        return query(text, values);
      }
    };
    // Kysely runs every statement as `query(sql, parameters)`; anything else is pg's own use.
    (client as unknown as { query: Query }).query = (text, values, callback) =>
      typeof text === 'string' && Array.isArray(values) && values.length > 0 && callback === undefined
        ? named(text, values as unknown[])
        : query(text, values, callback);
  });
}
