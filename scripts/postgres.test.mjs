import { describe, expect, it } from 'vitest';
import { withoutPostgres } from './postgres.mjs';

describe('withoutPostgres', () => {
  it('skips the PostgreSQL suite on a developer’s machine, saying why', () => {
    expect(withoutPostgres('initdb failed: no space left', {})).toEqual({
      skip: 'PostgreSQL run skipped: initdb failed: no space left',
    });
  });

  it('fails the run under CI=true, with the reason', () => {
    expect(withoutPostgres('the server did not start: port in use', { CI: 'true' })).toEqual({
      fail: 'PostgreSQL run failed: the server did not start: port in use. Under CI=true the PostgreSQL suite must run.',
    });
  });
});
