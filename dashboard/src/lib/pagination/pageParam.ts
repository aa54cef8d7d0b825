import { FIRST_PAGE } from '@merci/domain';

/** A page number read from the address: a whole number from 1, else the first page. */
export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page > FIRST_PAGE ? page : FIRST_PAGE;
}

/** The `?page=` query of a page; the first page is the bare address. */
export function pageSearch(page: number): Record<string, string> {
  return page > FIRST_PAGE ? { page: String(page) } : {};
}
