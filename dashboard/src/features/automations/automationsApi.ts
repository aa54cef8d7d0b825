import useSWR, { useSWRConfig } from 'swr';
import useSWRInfinite from 'swr/infinite';
import {
  MAX_ITEMS_PER_PAGE,
  type Automation,
  type AutomationFeatureType,
  type AutomationMode,
  type ConfigReward,
  type HydraCollection,
} from '@merci/domain';
import { apiRequest, fromHydra } from '../../lib/api/client';
import { endpoints, keyOf, newestFirst, readsOf } from '../../lib/api/endpoints';

/** shopAutomations: GET /shops/{id}/social_automations, newest first, 10 a page (SPEC §7). */
export const automationsKey = (shopId: number, page: number) =>
  keyOf(endpoints.automations(shopId), newestFirst(page));

export function useAutomations(shopId: number | undefined, page: number) {
  const { data, error, isLoading, mutate } = useSWR<HydraCollection<Automation>>(
    shopId ? automationsKey(shopId, page) : null,
    { keepPreviousData: true },
  );
  return { page: data ? fromHydra(data) : undefined, error, isLoading, retry: () => mutate() };
}

/** Revalidates every cached page of the shop's automations. */
export function useRevalidateAutomations() {
  const { mutate } = useSWRConfig();
  return (shopId: number) => mutate(readsOf(endpoints.automations(shopId)));
}

/**
 * Every configured reward of the shop, by id, to name the reward of each automation in the list
 * (an automation carries the reward's id only). One page of the API's largest size.
 */
export const shopRewardsKey = (shopId: number) =>
  keyOf(endpoints.configRewards(shopId), newestFirst(1, MAX_ITEMS_PER_PAGE));

export function useShopRewards(shopId: number | undefined) {
  const { data, error } = useSWR<HydraCollection<ConfigReward>>(shopId ? shopRewardsKey(shopId) : null);
  const byId = new Map((data?.['hydra:member'] ?? []).map((reward) => [reward.id, reward]));
  return { byId, isLoaded: data !== undefined || error !== undefined };
}

/**
 * The rewards an automation may send or name: valid now (SPEC §7 `valid=true`) and meant for
 * stories, newest first, 10 a page.
 */
export const storyRewardsKey = (shopId: number, page: number) =>
  keyOf(endpoints.configRewards(shopId), { ...newestFirst(page), valid: true, socialContentType: 'story' });

/** The pages loaded so far, one after the other; `loadPage(n)` fetches up to page n. */
export function useStoryRewards(shopId: number | undefined) {
  const { data, error, isLoading, isValidating, size, setSize } = useSWRInfinite<
    HydraCollection<ConfigReward>
  >((index) => (shopId ? storyRewardsKey(shopId, index + 1) : null));
  const pages = (data ?? []).map(fromHydra);
  const rewards = pages.flatMap((page) => page.items);
  const total = pages[0]?.total ?? 0;
  return {
    rewards,
    hasMore: rewards.length < total,
    isLoading,
    isLoadingMore: isValidating && size > pages.length,
    error,
    loadPage: (page: number) => void setSize(page),
  };
}

/** GET /social_automations/{id}: the automation to edit. */
export const getAutomation = (id: number) =>
  apiRequest<Automation>(endpoints.automation(id), { errorKey: 'automation.errors.get' });

/** The JSON body of POST /social_automations and PUT /social_automations/{id} (SPEC §7). */
export interface AutomationBody {
  featureType: AutomationFeatureType;
  mode: AutomationMode;
  /** The configured reward's id: a loyalty message gives it, a thank-you names it (SPEC §5). */
  configDiscount: number;
  message: string;
  /** The shop's IRI. */
  shop: string;
}

/** Creates (no `id`) or replaces an automation. */
export function saveAutomation(body: AutomationBody, id?: number) {
  return id === undefined
    ? apiRequest<Automation>(endpoints.automationCollection(), {
        method: 'POST',
        body,
        errorKey: 'automation.errors.create',
      })
    : apiRequest<Automation>(endpoints.automation(id), {
        method: 'PUT',
        body,
        errorKey: 'automation.errors.update',
      });
}

/** DELETE /social_automations/{id}. */
export const deleteAutomation = (id: number) =>
  apiRequest<undefined>(endpoints.automation(id), {
    method: 'DELETE',
    errorKey: 'automation.errors.delete',
  });

/** SPEC §7: the suspend and archive PATCH bodies travel as JSON-API. */
const JSON_API = 'application/vnd.api+json';

/**
 * PATCH /social_automations/{id} {suspendedAt}: a date suspends (SPEC §4: today, yyyy-MM-dd),
 * null reactivates.
 */
export const setAutomationSuspendedAt = (id: number, suspendedAt: string | null) =>
  apiRequest<Automation>(endpoints.automation(id), {
    method: 'PATCH',
    body: { suspendedAt },
    contentType: JSON_API,
    errorKey: 'automation.errors.activation',
  });

/** PATCH /social_automations/{id} {deletedAt}: archives it (SPEC §4: today, yyyy-MM-dd). */
export const archiveAutomation = (id: number, deletedAt: string) =>
  apiRequest<Automation>(endpoints.automation(id), {
    method: 'PATCH',
    body: { deletedAt },
    contentType: JSON_API,
    errorKey: 'automation.errors.archive',
  });

/** Today in the merchant's calendar, `yyyy-MM-dd` (SPEC §4 suspend and archive dates). */
export function today(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
