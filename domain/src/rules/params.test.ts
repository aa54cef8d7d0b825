import { describe, expect, it } from 'vitest';
import { MAX_ID, idOrIri, positiveId, queryValue, readCreatedAtOrder } from './params.js';

describe('request params', () => {
  it('reads an id given as a number, digits or an IRI, and nothing else', () => {
    expect(idOrIri(3)).toBe(3);
    expect(idOrIri(' 3 ')).toBe(3);
    expect(idOrIri('/social_account_instagrams/3')).toBe(3);
    for (const value of [0, -1, '3a', '/a/b/3', MAX_ID + 1, null, undefined]) {
      expect(idOrIri(value)).toBeUndefined();
    }
    expect(positiveId('12')).toBe(12);
    expect(positiveId('1.5')).toBeUndefined();
    expect(positiveId(String(MAX_ID + 1))).toBeUndefined();
  });

  it('reads a flat query key, its first value when repeated, and an empty one as absent', () => {
    expect(queryValue({ 'likeCount[gte]': '3' }, 'likeCount[gte]')).toBe('3');
    expect(queryValue({ type: ['story', 'feed'] }, 'type')).toBe('story');
    expect(queryValue({ type: '' }, 'type')).toBeUndefined();
  });

  it('orders newest first by default and refuses an unknown direction', () => {
    expect(readCreatedAtOrder({})).toEqual({ order: 'desc' });
    expect(readCreatedAtOrder({ 'order[createdAt]': 'asc' })).toEqual({ order: 'asc' });
    expect(readCreatedAtOrder({ 'order[createdAt]': 'up' })).toEqual({
      violation: { propertyPath: 'order[createdAt]', message: 'errors.invalid_choice' },
    });
  });
});
