import { FIRST_PAGE, REWARD_TYPES, type RewardType } from '@merci/domain';
import { pageParam } from '../../lib/pagination/pageParam';
import { STATUS_FILTERS, type StatusFilter } from '../../lib/rewards/assignedRewardsApi';

/**
 * The /rewards page state kept in the URL, so that a reload, a shared link or a notification
 * (`/rewards?status=use_requested#discount-12`) opens the same view:
 * `configPage` (configured rewards), `page` (assigned rewards) and `status`.
 */
export interface RewardsQuery {
  configPage: number;
  page: number;
  status: StatusFilter | null;
}

export function readRewardsQuery(params: URLSearchParams): RewardsQuery {
  const status = params.get('status');
  return {
    configPage: pageParam(params.get('configPage')),
    page: pageParam(params.get('page')),
    status: (STATUS_FILTERS as readonly string[]).includes(status ?? '') ? (status as StatusFilter) : null,
  };
}

/** The query string of a state, leaving out the defaults (first pages, every status). */
export function writeRewardsQuery(query: RewardsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.configPage > FIRST_PAGE) params.set('configPage', String(query.configPage));
  if (query.page > FIRST_PAGE) params.set('page', String(query.page));
  if (query.status) params.set('status', query.status);
  return params;
}

/** A reward type named in a path (`/rewards/{type}/…`), or null when it names none. */
export function rewardTypeOf(value: string | undefined): RewardType | null {
  return (REWARD_TYPES as readonly string[]).includes(value ?? '') ? (value as RewardType) : null;
}

export const rewardsPaths = {
  list: '/rewards',
  add: (type: RewardType) => `/rewards/${type}/add`,
  edit: (type: RewardType, id: number) => `/rewards/${type}/${id}`,
} as const;
