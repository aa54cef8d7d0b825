// @vitest-environment node
/**
 * The mock API against the real one: what the screens read (contractReads.ts) and what they
 * change (contractWrites.ts), in one file so that the last test sees every route the compared
 * sessions reached, and fails for a mock route that none of them calls.
 */
import { describe, expect, it } from 'vitest';
import { unreachedMockRoutes } from './contractHarness';
import { compareReads } from './contractReads';
import { compareWrites } from './contractWrites';

compareReads();
compareWrites();

describe('the compared sessions', () => {
  it('reach every route of the mock API, so that none is left uncompared', () => {
    expect(unreachedMockRoutes()).toEqual([]);
  });
});
