import { FIRST_PAGE } from '@merci/domain';

/** The page of the automations list, kept in the URL (`/automations?page=2`). */
export function readAutomationsPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isSafeInteger(page) && page > FIRST_PAGE ? page : FIRST_PAGE;
}

/** The query string of a page, the first page left out. */
export function writeAutomationsPage(page: number): URLSearchParams {
  return new URLSearchParams(page > FIRST_PAGE ? { page: String(page) } : {});
}

export const automationsPaths = {
  list: '/automations',
  add: '/automations/add',
  edit: (id: number) => `/automations/${id}`,
  /** Where the plans are compared (the automation comes with Advanced). */
  offer: '/account/offer',
} as const;
