import useSWR, { useSWRConfig } from 'swr';
import {
  PAGE_SIZE,
  type AssignedReward,
  type ConfigReward,
  type ContentType,
  type HydraCollection,
  type Place,
  type RewardStatus,
  type RewardType,
} from '@merci/domain';
import { apiPath, apiRequest, fromHydra } from '../../lib/api/client';

/** SPEC §7: each configured reward type has its own collection. */
export const CONFIG_REWARD_COLLECTIONS: Readonly<Record<RewardType, string>> = {
  percent: 'config_discount_percents',
  code: 'config_discount_codes',
  voucher: 'config_discount_vouchers',
  other: 'config_discount_others',
};

const configRewardsPrefix = (shopId: number) => `/shops/${shopId}/config_discounts`;
const assignedRewardsPrefix = (shopId: number) => `/shops/${shopId}/discounts`;

/** shopConfigRewards: GET /shops/{id}/config_discounts, newest first, 10 a page (SPEC §7). */
export const configRewardsKey = (shopId: number, page: number) =>
  apiPath(configRewardsPrefix(shopId), {
    'order[createdAt]': 'desc',
    itemsPerPage: PAGE_SIZE.default,
    page,
  });

export function useConfigRewards(shopId: number | undefined, page: number) {
  const { data, error, isLoading } = useSWR<HydraCollection<ConfigReward>>(
    shopId ? configRewardsKey(shopId, page) : null,
    { keepPreviousData: true },
  );
  return { page: data ? fromHydra(data) : undefined, error, isLoading };
}

/** shopRewards: GET /shops/{id}/discounts, newest first, 10 a page, optionally of one status. */
export const assignedRewardsKey = (shopId: number, page: number, status: RewardStatus | null) =>
  apiPath(assignedRewardsPrefix(shopId), {
    'order[createdAt]': 'desc',
    itemsPerPage: PAGE_SIZE.default,
    page,
    status,
  });

export function useAssignedRewards(shopId: number | undefined, page: number, status: RewardStatus | null) {
  const { data, error, isLoading } = useSWR<HydraCollection<AssignedReward>>(
    shopId ? assignedRewardsKey(shopId, page, status) : null,
    { keepPreviousData: true },
  );
  return { page: data ? fromHydra(data) : undefined, error, isLoading };
}

/** Revalidates every cached page of the shop's configured and assigned rewards. */
export function useRevalidateRewards() {
  const { mutate } = useSWRConfig();
  return (shopId: number) =>
    mutate(
      (key) =>
        typeof key === 'string' &&
        (key.startsWith(`${configRewardsPrefix(shopId)}?`) ||
          key.startsWith(`${assignedRewardsPrefix(shopId)}?`)),
    );
}

/** DELETE /config_discounts/{id}. */
export const deleteConfigReward = (id: number) =>
  apiRequest<undefined>(`/config_discounts/${id}`, {
    method: 'DELETE',
    errorKey: 'config_reward.errors.delete',
  });

/** The merchant's answer to a customer's use request: PUT /discounts/{id}/accept | refuse. */
export const decideUseRequest = (id: number, decision: 'accept' | 'refuse') =>
  apiRequest<AssignedReward>(`/discounts/${id}/${decision}`, { method: 'PUT' });

/** GET /{collection by type}/{id}: the configured reward to edit. */
export const getConfigReward = (type: RewardType, id: number) =>
  apiRequest<ConfigReward>(`/${CONFIG_REWARD_COLLECTIONS[type]}/${id}`, {
    errorKey: 'config_reward.errors.get',
  });

/** The body of SPEC §7 for POST /{collection} and PUT /{collection}/{id}. */
export interface ConfigRewardBody {
  /** Only when updating. */
  id?: number;
  type: RewardType;
  socialContentTypes: ContentType[];
  place: Place;
  code: string | null;
  percent: number;
  description: string | null;
  /** `yyyy-MM-dd`, or null for no limit. */
  validityStartAt: string | null;
  validityEndAt: string | null;
  /** Null for an unlimited quantity. */
  quantity: number | null;
  /** The shop's IRI. */
  shop: string;
  /** The author's IRI (the API records the caller whatever is sent). */
  createdBy: string | null;
}

/** Creates (no `id`) or updates a configured reward in its type's collection. */
export function saveConfigReward(body: ConfigRewardBody) {
  const collection = `/${CONFIG_REWARD_COLLECTIONS[body.type]}`;
  return body.id === undefined
    ? apiRequest<ConfigReward>(collection, {
        method: 'POST',
        body,
        errorKey: 'form.config_reward_form.error',
      })
    : apiRequest<ConfigReward>(`${collection}/${body.id}`, {
        method: 'PUT',
        body,
        errorKey: 'form.config_reward_form.error',
      });
}
