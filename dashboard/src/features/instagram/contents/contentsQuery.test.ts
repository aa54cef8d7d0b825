import { describe, expect, it } from 'vitest';
import { buildQuery } from '../../../lib/api/client';
import { contentsWireQuery } from '../api/contentsWireQuery';
import { socialContentsKey } from '../api/socialContents';
import {
  NO_FILTERS,
  activeFilterCount,
  isLikeRangeValid,
  positionOfLink,
  readContentsQuery,
  withFilters,
  withStatus,
  writeContentsQuery,
} from './contentsQuery';

const read = (search: string) => readContentsQuery(new URLSearchParams(search));

describe('contents list address', () => {
  it('reads the type, the like range and the page of a shared address', () => {
    expect(read('?type=reels&likeMin=100&likeMax=2000&page=2')).toEqual({
      status: 'to_reward',
      type: 'reels',
      likeMin: 100,
      likeMax: 2000,
      page: 2,
    });
  });

  it('reads a bare address as the contents to reward, no filter, on the first page', () => {
    expect(read('')).toEqual({ ...NO_FILTERS, status: 'to_reward', page: 1 });
  });

  it('reads the rewarded and the all tabs', () => {
    expect(read('?status=rewarded').status).toBe('rewarded');
    expect(read('?status=all&type=story').status).toBe('all');
  });

  it('ignores values that are not valid filters', () => {
    expect(read('?status=pending&type=tiktok&likeMin=-5&likeMax=1e3&page=0')).toEqual({
      ...NO_FILTERS,
      status: 'to_reward',
      page: 1,
    });
    expect(read('?likeMin=abc&page=-2')).toEqual({ ...NO_FILTERS, status: 'to_reward', page: 1 });
  });

  it('ignores a like range whose minimum is above its maximum', () => {
    expect(read('?likeMin=2000&likeMax=100&type=feed')).toEqual({
      ...NO_FILTERS,
      status: 'to_reward',
      type: 'feed',
      page: 1,
    });
    expect(read('?likeMin=100&likeMax=100')).toMatchObject({ likeMin: 100, likeMax: 100 });
  });

  it('keeps a minimum of 0, which is a filter of its own', () => {
    expect(read('?likeMin=0').likeMin).toBe(0);
  });

  it('writes only the filters that are set, and the page after the first', () => {
    expect(
      writeContentsQuery({
        status: 'to_reward',
        type: 'story',
        likeMin: null,
        likeMax: null,
        page: 1,
      }).toString(),
    ).toBe('type=story');
    expect(
      writeContentsQuery({ status: 'to_reward', type: null, likeMin: 0, likeMax: 50, page: 3 }).toString(),
    ).toBe('likeMin=0&likeMax=50&page=3');
    expect(writeContentsQuery({ ...NO_FILTERS, status: 'to_reward', page: 1 }).toString()).toBe('');
  });

  it('writes the tab unless it is the default one', () => {
    expect(writeContentsQuery({ ...NO_FILTERS, status: 'all', page: 1 }).toString()).toBe('status=all');
    expect(writeContentsQuery({ ...NO_FILTERS, status: 'rewarded', page: 2 }).toString()).toBe(
      'status=rewarded&page=2',
    );
  });

  it('reads back what it writes', () => {
    const query = { status: 'rewarded' as const, type: 'feed' as const, likeMin: 10, likeMax: 900, page: 4 };
    expect(readContentsQuery(writeContentsQuery(query))).toEqual(query);
  });

  it('goes back to the first page of the same tab when the filters change', () => {
    expect(withFilters('all', { type: 'ad', likeMin: 5, likeMax: null })).toEqual({
      status: 'all',
      type: 'ad',
      likeMin: 5,
      likeMax: null,
      page: 1,
    });
  });

  it('keeps the filters and goes back to the first page when the tab changes', () => {
    expect(
      withStatus({ status: 'to_reward', type: 'reels', likeMin: 3, likeMax: null, page: 4 }, 'rewarded'),
    ).toEqual({ status: 'rewarded', type: 'reels', likeMin: 3, likeMax: null, page: 1 });
  });

  it('counts the filters set, a minimum of 0 included', () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(activeFilterCount({ type: 'story', likeMin: 0, likeMax: null })).toBe(2);
    expect(activeFilterCount({ type: 'feed', likeMin: 1, likeMax: 9 })).toBe(3);
  });

  it('accepts a like range with one bound or a minimum up to the maximum', () => {
    expect(isLikeRangeValid({ likeMin: 2000, likeMax: null })).toBe(true);
    expect(isLikeRangeValid({ likeMin: 100, likeMax: 100 })).toBe(true);
    expect(isLikeRangeValid({ likeMin: 2000, likeMax: 100 })).toBe(false);
  });
});

describe("page positions (the API's next and previous links)", () => {
  it('reads the position a link carries, and nothing from a link without one', () => {
    expect(positionOfLink('/social_account_instagrams/3/social_contents?page=3&after=MjAyNi0wMQ')).toEqual({
      key: 'after',
      value: 'MjAyNi0wMQ',
    });
    expect(positionOfLink('/x?page=1&before=abc-_9')).toEqual({ key: 'before', value: 'abc-_9' });
    expect(positionOfLink('/x?page=3')).toBeNull();
    expect(positionOfLink(undefined)).toBeNull();
    expect(positionOfLink('/x?after=%3Cscript%3E')).toBeNull();
  });

  it('keeps a position in the address and on the wire, and drops it with a new tab', () => {
    const query = {
      ...NO_FILTERS,
      status: 'all' as const,
      page: 4,
      position: { key: 'after' as const, value: 'cG9z' },
    };
    const address = writeContentsQuery(query);
    expect(address.toString()).toBe('status=all&page=4&after=cG9z');
    expect(read(address.toString())).toEqual(query);
    expect(contentsWireQuery(query)).toMatchObject({ page: 4, after: 'cG9z', before: null });
    expect(withStatus(query, 'rewarded')).toEqual({ ...NO_FILTERS, status: 'rewarded', page: 1 });
  });
});

describe('contents wire query', () => {
  it('asks for 12 contents, newest first, with the filters of SPEC §7 and the tab', () => {
    expect(
      buildQuery(
        contentsWireQuery({ status: 'to_reward', type: 'reels', likeMin: 100, likeMax: 2000, page: 2 }),
      ),
    ).toBe(
      `?${new URLSearchParams([
        ['order[createdAt]', 'desc'],
        ['itemsPerPage', '12'],
        ['page', '2'],
        ['rewarded', 'false'],
        ['type', 'reels'],
        ['likeCount[gte]', '100'],
        ['likeCount[lte]', '2000'],
      ]).toString()}`,
    );
  });

  it('sends rewarded=true for the rewarded tab and no rewarded for every content', () => {
    const rewarded = new URL(
      socialContentsKey(7, { ...NO_FILTERS, status: 'rewarded', page: 1 }),
      'http://x',
    );
    expect(rewarded.searchParams.get('rewarded')).toBe('true');
    const all = new URL(socialContentsKey(7, { ...NO_FILTERS, status: 'all', page: 1 }), 'http://x');
    expect(all.searchParams.has('rewarded')).toBe(false);
  });

  it('leaves out the empty filters', () => {
    const key = socialContentsKey(7, { ...NO_FILTERS, status: 'all', page: 1 });
    const url = new URL(key, 'http://x');
    expect(url.pathname).toBe('/social_account_instagrams/7/social_contents');
    expect([...url.searchParams.keys()]).toEqual(['order[createdAt]', 'itemsPerPage', 'page']);
  });

  it('sends a minimum of 0 and the author of an author page', () => {
    const url = new URL(
      socialContentsKey(7, {
        ...NO_FILTERS,
        status: 'all',
        likeMin: 0,
        page: 1,
        authorUsername: 'lea.martin',
      }),
      'http://x',
    );
    expect(url.searchParams.get('likeCount[gte]')).toBe('0');
    expect(url.searchParams.get('authorUsername')).toBe('lea.martin');
  });
});
