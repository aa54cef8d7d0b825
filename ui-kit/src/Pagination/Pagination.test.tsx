import { describe, expect, it } from 'vitest';
import { paginationItems, paginationPageCount } from './Pagination';

describe('paginationItems', () => {
  it('holds 5 entries on a phone: the current page, the first, the last and the gaps', () => {
    expect(paginationItems(2, 5, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationItems(1, 12, 5)).toEqual([1, 2, 3, '…', 12]);
    expect(paginationItems(3, 12, 5)).toEqual([1, 2, 3, '…', 12]);
    expect(paginationItems(4, 12, 5)).toEqual([1, '…', 4, '…', 12]);
    expect(paginationItems(9, 12, 5)).toEqual([1, '…', 9, '…', 12]);
    expect(paginationItems(10, 12, 5)).toEqual([1, '…', 10, 11, 12]);
    expect(paginationItems(12, 12, 5)).toEqual([1, '…', 10, 11, 12]);
  });

  it('lists every page when there are 7 or fewer', () => {
    expect(paginationItems(1, 3)).toEqual([1, 2, 3]);
    expect(paginationItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows the current page between its neighbours and an ellipsis on each side in the middle', () => {
    expect(paginationItems(6, 12)).toEqual([1, '…', 5, 6, 7, '…', 12]);
    expect(paginationItems(5, 12)).toEqual([1, '…', 4, 5, 6, '…', 12]);
  });

  it('keeps the first five pages and one ellipsis near the start', () => {
    expect(paginationItems(1, 12)).toEqual([1, 2, 3, 4, 5, '…', 12]);
    expect(paginationItems(3, 12)).toEqual([1, 2, 3, 4, 5, '…', 12]);
    expect(paginationItems(4, 12)).toEqual([1, 2, 3, 4, 5, '…', 12]);
  });

  it('keeps the last five pages and one ellipsis near the end', () => {
    expect(paginationItems(12, 12)).toEqual([1, '…', 8, 9, 10, 11, 12]);
    expect(paginationItems(9, 12)).toEqual([1, '…', 8, 9, 10, 11, 12]);
  });

  it('never hides a single page behind an ellipsis and always holds 7 entries beyond 7 pages', () => {
    for (let pageCount = 8; pageCount <= 30; pageCount += 1) {
      for (let page = 1; page <= pageCount; page += 1) {
        const items = paginationItems(page, pageCount);
        expect(items).toHaveLength(7);
        expect(items).toContain(page);
        items.forEach((item, index) => {
          if (item !== '…') return;
          const before = items[index - 1] as number;
          const after = items[index + 1] as number;
          expect(after - before).toBeGreaterThan(2);
        });
      }
    }
  });

  it('brings an out-of-range page back within the pages and gives nothing for no pages', () => {
    expect(paginationItems(40, 12)).toEqual([1, '…', 8, 9, 10, 11, 12]);
    expect(paginationItems(0, 12)).toEqual([1, 2, 3, 4, 5, '…', 12]);
    expect(paginationItems(1, 0)).toEqual([]);
  });
});

describe('paginationPageCount', () => {
  it('rounds up the last, partial page', () => {
    expect(paginationPageCount(25, 10)).toBe(3);
    expect(paginationPageCount(30, 10)).toBe(3);
    expect(paginationPageCount(1, 10)).toBe(1);
  });

  it('gives no pages for no items or an invalid page size', () => {
    expect(paginationPageCount(0, 10)).toBe(0);
    expect(paginationPageCount(25, 0)).toBe(0);
  });
});
