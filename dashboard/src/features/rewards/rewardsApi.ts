import useSWR from 'swr';
import type { ConfigReward, HydraCollection, RewardType } from '@merci/domain';
import { apiRequest, fromHydra } from '../../lib/api/client';
import { endpoints, keyOf, newestFirst } from '../../lib/api/endpoints';

/** shopConfigRewards: GET /shops/{id}/config_discounts, newest first, 10 a page (SPEC §7). */
export const configRewardsKey = (shopId: number, page: number) =>
  keyOf(endpoints.configRewards(shopId), newestFirst(page));

export function useConfigRewards(shopId: number | undefined, page: number) {
  const { data, error, isLoading, mutate } = useSWR<HydraCollection<ConfigReward>>(
    shopId ? configRewardsKey(shopId, page) : null,
    { keepPreviousData: true },
  );
  return { page: data ? fromHydra(data) : undefined, error, isLoading, retry: () => mutate() };
}

/** DELETE /config_discounts/{id}. */
export const deleteConfigReward = (id: number) =>
  apiRequest<undefined>(endpoints.configReward(id), {
    method: 'DELETE',
    errorKey: 'config_reward.errors.delete',
  });

/** GET /{collection by type}/{id}: the configured reward to edit. */
export const getConfigReward = (type: RewardType, id: number) =>
  apiRequest<ConfigReward>(endpoints.configRewardOfType(type, id), {
    errorKey: 'config_reward.errors.get',
  });

/**
 * The body of SPEC §7 for POST /{collection} and PUT /{collection}/{id}: the reward's own fields
 * (`shop` its IRI, `createdBy` the author's, which the API records whatever is sent), with the
 * validity in camel case.
 */
export interface ConfigRewardBody extends Pick<
  ConfigReward,
  | 'type'
  | 'socialContentTypes'
  | 'place'
  | 'code'
  | 'percent'
  | 'description'
  | 'quantity'
  | 'shop'
  | 'createdBy'
> {
  /** Only when updating. */
  id?: number;
  /** One code per ambassador, made by the online store (docs/adr/037). */
  uniqueCodes: boolean;
  /** Each unique code's amount off in the store's currency; null otherwise. */
  amount: number | null;
  /** `yyyy-MM-dd`, or null for no limit. */
  validityStartAt: string | null;
  validityEndAt: string | null;
}

/** Creates (no `id`) or updates a configured reward in its type's collection. */
export function saveConfigReward(body: ConfigRewardBody) {
  return body.id === undefined
    ? apiRequest<ConfigReward>(endpoints.configRewardsOfType(body.type), {
        method: 'POST',
        body,
        errorKey: 'form.config_reward_form.error',
      })
    : apiRequest<ConfigReward>(endpoints.configRewardOfType(body.type, body.id), {
        method: 'PUT',
        body,
        errorKey: 'form.config_reward_form.error',
      });
}
