import { FIRST_PAGE, type AdminShopStatus } from '@merci/domain';
import { pageParam } from '../../lib/pagination/pageParam';

/** The status filters of the shops table, in the order of its tabs (null: every shop). */
export const ADMIN_STATUS_FILTERS: readonly AdminShopStatus[] = ['pending', 'validated', 'suspended'];

/**
 * The /admin table's state kept in the URL, so that a reload or a shared link opens the same
 * view: `status` (one of ADMIN_STATUS_FILTERS, or every shop), `q` (a piece of the name or of
 * the owner's e-mail) and `page`.
 */
export interface AdminShopsQuery {
  status: AdminShopStatus | null;
  q: string;
  page: number;
}

export function readAdminShopsQuery(params: URLSearchParams): AdminShopsQuery {
  const status = params.get('status');
  return {
    status: (ADMIN_STATUS_FILTERS as readonly string[]).includes(status ?? '')
      ? (status as AdminShopStatus)
      : null,
    q: params.get('q')?.trim() ?? '',
    page: pageParam(params.get('page')),
  };
}

/** The query string of a state, leaving out the defaults (every shop, no search, first page). */
export function writeAdminShopsQuery(query: AdminShopsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.q.trim()) params.set('q', query.q.trim());
  if (query.page > FIRST_PAGE) params.set('page', String(query.page));
  return params;
}

/** The list's address with a state: `/admin?status=pending&q=lumi`. */
export function adminShopsHref(query: AdminShopsQuery): string {
  const search = writeAdminShopsQuery(query).toString();
  return search ? `/admin?${search}` : '/admin';
}

export const adminPaths = {
  list: '/admin',
  shop: (id: number) => `/admin/shops/${id}`,
} as const;
