import { describe, expect, it } from 'vitest';
import { buildQuery } from '../../../lib/api/client';
import { socialContentsKey } from '../api/socialContents';
import {
  NO_FILTERS,
  contentsWireQuery,
  readContentsQuery,
  withFilters,
  writeContentsQuery,
} from './contentsQuery';

const read = (search: string) => readContentsQuery(new URLSearchParams(search));

describe('contents list address', () => {
  it('reads the type, the like range and the page of a shared address', () => {
    expect(read('?type=reels&likeMin=100&likeMax=2000&page=2')).toEqual({
      type: 'reels',
      likeMin: 100,
      likeMax: 2000,
      page: 2,
    });
  });

  it('reads a bare address as no filter on the first page', () => {
    expect(read('')).toEqual({ ...NO_FILTERS, page: 1 });
  });

  it('ignores values that are not valid filters', () => {
    expect(read('?type=tiktok&likeMin=-5&likeMax=1e3&page=0')).toEqual({ ...NO_FILTERS, page: 1 });
    expect(read('?likeMin=abc&page=-2')).toEqual({ ...NO_FILTERS, page: 1 });
  });

  it('keeps a minimum of 0, which is a filter of its own', () => {
    expect(read('?likeMin=0').likeMin).toBe(0);
  });

  it('writes only the filters that are set, and the page after the first', () => {
    expect(writeContentsQuery({ type: 'story', likeMin: null, likeMax: null, page: 1 }).toString()).toBe(
      'type=story',
    );
    expect(writeContentsQuery({ type: null, likeMin: 0, likeMax: 50, page: 3 }).toString()).toBe(
      'likeMin=0&likeMax=50&page=3',
    );
    expect(writeContentsQuery({ ...NO_FILTERS, page: 1 }).toString()).toBe('');
  });

  it('reads back what it writes', () => {
    const query = { type: 'feed' as const, likeMin: 10, likeMax: 900, page: 4 };
    expect(readContentsQuery(writeContentsQuery(query))).toEqual(query);
  });

  it('goes back to the first page when the filters change', () => {
    expect(withFilters({ type: 'ad', likeMin: 5, likeMax: null })).toEqual({
      type: 'ad',
      likeMin: 5,
      likeMax: null,
      page: 1,
    });
  });
});

describe('contents wire query', () => {
  it('asks for 12 contents, newest first, with the filters of SPEC §7', () => {
    expect(buildQuery(contentsWireQuery({ type: 'reels', likeMin: 100, likeMax: 2000, page: 2 }))).toBe(
      `?${new URLSearchParams([
        ['order[createdAt]', 'desc'],
        ['itemsPerPage', '12'],
        ['page', '2'],
        ['type', 'reels'],
        ['likeCount[gte]', '100'],
        ['likeCount[lte]', '2000'],
      ]).toString()}`,
    );
  });

  it('leaves out the empty filters', () => {
    const key = socialContentsKey(7, { ...NO_FILTERS, page: 1 });
    const url = new URL(key, 'http://x');
    expect(url.pathname).toBe('/social_account_instagrams/7/social_contents');
    expect([...url.searchParams.keys()]).toEqual(['order[createdAt]', 'itemsPerPage', 'page']);
  });

  it('sends a minimum of 0 and the author of an author page', () => {
    const url = new URL(
      socialContentsKey(7, { ...NO_FILTERS, likeMin: 0, page: 1, authorUsername: 'lea.martin' }),
      'http://x',
    );
    expect(url.searchParams.get('likeCount[gte]')).toBe('0');
    expect(url.searchParams.get('authorUsername')).toBe('lea.martin');
  });
});
