import { describe, expect, it } from 'vitest';
import { CONTENTS_FILTER_PARAMS, readContentsFilter, type ContentsFilterField } from './contentsFilter.js';

/** Reads wire parameters, as the API and the mock API do. */
const fromWire = (query: string) => {
  const params = new URLSearchParams(query);
  return readContentsFilter(
    (field: ContentsFilterField) => params.get(CONTENTS_FILTER_PARAMS[field]) ?? undefined,
  );
};

describe('readContentsFilter', () => {
  it('reads every filter under its wire name', () => {
    expect(
      fromWire(
        'type=reels&likeCount[gte]=10&likeCount[lte]=200&authorUsername=@alice&rewarded=false&order[createdAt]=asc',
      ),
    ).toEqual({
      filters: {
        type: 'reels',
        likeMin: 10,
        likeMax: 200,
        authorUsername: 'alice',
        rewarded: false,
        order: 'asc',
      },
      violations: [],
    });
  });

  it('leaves out empty values and orders newest first by default', () => {
    expect(fromWire('type=&likeCount[gte]=&authorUsername=%20%20')).toEqual({
      filters: { order: 'desc' },
      violations: [],
    });
  });

  it.each([
    ['likeCount[gte]=abc', 'likeCount[gte]', 'errors.invalid_number'],
    ['likeCount[lte]=-1', 'likeCount[lte]', 'errors.invalid_number'],
    ['likeCount[gte]=1.5', 'likeCount[gte]', 'errors.invalid_number'],
    ['likeCount[gte]=1e3', 'likeCount[gte]', 'errors.invalid_number'],
    ['likeCount[lte]=9007199254740993', 'likeCount[lte]', 'errors.invalid_number'],
    ['likeCount[gte]=50&likeCount[lte]=5', 'likeCount[lte]', 'errors.out_of_range'],
    ['type=photo', 'type', 'errors.invalid_choice'],
    ['rewarded=yes', 'rewarded', 'errors.invalid_choice'],
    ['order[createdAt]=sideways', 'order[createdAt]', 'errors.invalid_choice'],
    [`authorUsername=${'a'.repeat(200)}`, 'authorUsername', 'errors.too_long'],
  ])('refuses %s, naming the parameter and a message key', (query, propertyPath, message) => {
    const { filters, violations } = fromWire(query);
    expect(violations).toEqual([{ propertyPath, message }]);
    expect(filters).toEqual({ order: 'desc' });
  });

  it('accepts a range whose bounds are equal, and zero', () => {
    expect(fromWire('likeCount[gte]=0&likeCount[lte]=0').filters).toMatchObject({ likeMin: 0, likeMax: 0 });
  });
});
