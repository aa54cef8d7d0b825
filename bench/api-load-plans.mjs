// The SQL a bench run sends and the database's plan for each statement.
import SQLite from 'better-sqlite3';
import pg from 'pg';

/**
 * Records every statement run while `action` runs, with its parameters: on SQLite as the kept
 * statements run (they are prepared once), on PostgreSQL as the pool's clients send them.
 */
export async function capturedStatements(dialect, action) {
  const seen = new Map();
  const restore = [];
  if (dialect === 'sqlite') {
    const statement = Object.getPrototypeOf(new SQLite(':memory:').prepare('select 1'));
    for (const method of ['all', 'get', 'run']) {
      const original = statement[method];
      statement[method] = function capture(...parameters) {
        if (!seen.has(this.source)) seen.set(this.source, parameters.flat());
        return original.apply(this, parameters);
      };
      restore.push(() => (statement[method] = original));
    }
  } else {
    const original = pg.Client.prototype.query;
    pg.Client.prototype.query = function capture(text, values, ...rest) {
      if (typeof text === 'string' && !seen.has(text)) seen.set(text, Array.isArray(values) ? values : []);
      return original.call(this, text, values, ...rest);
    };
    restore.push(() => (pg.Client.prototype.query = original));
  }
  try {
    await action();
  } finally {
    for (const undo of restore) undo();
  }
  return [...seen].map(([source, parameters]) => ({ source, parameters }));
}

/**
 * The plan of each SELECT, with the parameters it ran with, and the full scans among them: on
 * SQLite `SCAN <table>` without a covering index, on PostgreSQL a sequential scan of a table of
 * more than 10 000 rows.
 */
export async function queryPlans(dialect, target, statements) {
  const selects = statements.filter(({ source }) => /^\s*select/i.test(source));
  const plans = [];
  if (dialect === 'sqlite') {
    const inspector = new SQLite(target, { readonly: true });
    const tables = inspector.prepare(`select name from sqlite_schema where type = 'table'`).pluck().all();
    for (const { source, parameters } of selects) {
      const steps = inspector
        .prepare(`explain query plan ${source}`)
        .all(...parameters)
        .map((step) => step.detail);
      const fullScans = steps.filter((detail) => {
        const scanned = /^SCAN (\w+)/.exec(detail)?.[1];
        return scanned !== undefined && tables.includes(scanned) && !/COVERING INDEX/.test(detail);
      });
      plans.push({ source, steps, fullScans });
    }
    inspector.close();
    return plans;
  }
  const client = new pg.Client({ connectionString: target });
  await client.connect();
  try {
    const big = new Set(
      (await client.query(`select relname from pg_class where relkind = 'r' and reltuples > 10000`)).rows.map(
        (row) => row.relname,
      ),
    );
    for (const { source, parameters } of selects) {
      const { rows } = await client.query(`explain ${source}`, parameters);
      const steps = rows.map((row) => row['QUERY PLAN']);
      const fullScans = steps.filter((step) => {
        const scanned = /Seq Scan on (\w+)/.exec(step)?.[1];
        return scanned !== undefined && big.has(scanned);
      });
      plans.push({ source, steps, fullScans });
    }
  } finally {
    await client.end();
  }
  return plans;
}
