import { useRef } from 'react';
import { useSWRConfig } from 'swr';
import type { AssignedReward, Product, RewardAssignmentValues, Shop, SocialContent } from '@merci/domain';
import { apiRequest } from '../../../lib/api/client';
import { endpoints, readsOf } from '../../../lib/api/endpoints';
import { shopKey } from '../../../lib/owner/useOwner';
import { shopTodoKey } from '../../../lib/todo/useShopTodo';
import { socialContentKey } from './socialContents';

/** What PUT /products/{id}/approve answers: the reward given. */
export type AssignedRewardResult = AssignedReward;

const blankToNull = (value: string | null | undefined) => {
  const text = value?.trim();
  return text ? text : null;
};

/** The approve body of SPEC §7: a configured reward by id, or the fields of a one-off reward. */
export function approveBody(values: RewardAssignmentValues, shop: Pick<Shop, '@id'>) {
  if (values.mode === 'config') {
    return {
      config_discount_id: values.configDiscountId ?? null,
      type: null,
      place: null,
      code: null,
      percent: null,
      description: null,
      validity_start_at: null,
      validity_end_at: null,
      shop: shop['@id'],
    };
  }
  return {
    config_discount_id: null,
    type: values.type ?? null,
    place: values.place,
    code: values.type === 'code' ? blankToNull(values.code) : null,
    percent: values.type === 'percent' ? (values.percent ?? null) : null,
    description: blankToNull(values.description),
    validity_start_at: blankToNull(values.validityStartAt),
    validity_end_at: blankToNull(values.validityEndAt),
    shop: shop['@id'],
  };
}

/**
 * Reward assignment (SPEC §4): create the product (publish true), then approve it with the chosen
 * reward. `productId` skips the first call when a product was already created for this content by
 * an attempt whose approval failed, so a retry does not leave a second product behind.
 */
export async function assignReward(
  content: Pick<SocialContent, '@id'>,
  shop: Pick<Shop, '@id'>,
  values: RewardAssignmentValues,
  productId?: number,
  onProductCreated?: (productId: number) => void,
): Promise<AssignedRewardResult> {
  let id = productId;
  if (id === undefined) {
    const product = await apiRequest<Product>(endpoints.products(), {
      method: 'POST',
      body: { socialContent: content['@id'], shop: shop['@id'], publish: true },
      errorKey: 'form.reward_form.error',
    });
    id = product.id;
    onProductCreated?.(id);
  }
  return apiRequest<AssignedRewardResult>(endpoints.productApproval(id), {
    method: 'PUT',
    body: approveBody(values, shop),
    errorKey: 'form.reward_form.error',
  });
}

/**
 * Assigns a reward to one content, then reads again what it changed: the shop (its quota) and its
 * to-do, the content and the contents lists, the assigned rewards and the authors' reward counts.
 */
export function useAssignReward(
  content: SocialContent | undefined,
  shop: Shop | undefined,
  accountId: number | undefined,
) {
  const { mutate } = useSWRConfig();
  const createdProduct = useRef<{ contentId: number; productId: number } | null>(null);

  return async (values: RewardAssignmentValues): Promise<AssignedRewardResult> => {
    if (!content || !shop) throw new Error('The content and the shop must be loaded to assign a reward');
    const reused =
      createdProduct.current?.contentId === content.id ? createdProduct.current.productId : undefined;
    const reward = await assignReward(content, shop, values, reused, (productId) => {
      createdProduct.current = { contentId: content.id, productId };
    });
    createdProduct.current = null;
    const lists = [
      endpoints.assignedRewards(shop.id),
      endpoints.authorMetrics(),
      ...(accountId ? [endpoints.socialContents(accountId)] : []),
    ];
    await Promise.all([
      mutate(shopKey(shop.id)),
      // The to-do counts one content less to reward.
      mutate(shopTodoKey(shop.id)),
      mutate(socialContentKey(content.id)),
      mutate(readsOf(...lists)),
    ]);
    return reward;
  };
}

/**
 * After the « Prévenu » mark of a reward changed: the content's card and lists and the shop's
 * rewards lists show it too, so they are read again.
 */
export function useRefreshNotifiedMark() {
  const { mutate } = useSWRConfig();
  return ({ contentId, accountId, shopId }: { contentId: number; accountId?: number; shopId?: number }) =>
    mutate(
      readsOf(
        endpoints.socialContent(contentId),
        ...(accountId !== undefined ? [endpoints.socialContents(accountId)] : []),
        ...(shopId !== undefined ? [endpoints.assignedRewards(shopId)] : []),
      ),
    );
}
