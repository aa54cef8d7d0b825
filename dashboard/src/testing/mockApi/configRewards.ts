/** The rewards a shop configures (api configured rewards). */
import { ValidationError } from 'yup';
import {
  CONFIG_COLLECTION_BY_TYPE,
  PAGE_SIZE,
  REWARD_TYPES,
  configRewardSchema,
  isWithinValidity,
  type ConfigReward,
  type ContentType,
  type RewardType,
} from '@merci/domain';
import { FIXED_NOW, type MockSeed } from '../fixtures';
import { hydraPage, pageOf } from '../hydra';
import { type Violation, notFound, unprocessable, violationsOf } from './problem';
import type { Route } from './store';
import {
  json,
  noContent,
  objectBodyOf,
  idParam,
  ownShop,
  query,
  createdAtOrder,
  byCreatedAt,
  nextId,
  blankToNull,
  nowIso,
} from './http';

/** A configured reward's body checked with the domain schema (api `configRewardColumns`). */
export async function configRewardFields(state: MockSeed, body: Record<string, unknown>, type: RewardType) {
  const violations: Violation[] = [];
  if ((body.type != null && body.type !== type) || !state.shop.discountTypes.includes(type)) {
    violations.push({ propertyPath: 'type', message: 'form.reward_form.type.error' });
  }
  try {
    const values = await configRewardSchema.validate(
      {
        type,
        socialContentTypes: Array.isArray(body.socialContentTypes) ? body.socialContentTypes : undefined,
        place: body.place === null || body.place === '' ? undefined : body.place,
        code: body.code,
        percent: body.percent,
        description: body.description,
        validityStartAt: body.validityStartAt ?? body.validity_start_at,
        validityEndAt: body.validityEndAt ?? body.validity_end_at,
        quantity: body.quantity,
        uniqueCodes: body.uniqueCodes ?? false,
        amount: body.amount,
      },
      { abortEarly: false, stripUnknown: true },
    );
    if (violations.length > 0) throw unprocessable('form.config_reward_form.error', violations);
    // A code with unique codes names no code of its own: its value is a percent or an amount.
    const isUniqueCode = type === 'code' && values.uniqueCodes;
    return {
      type,
      socialContentTypes: [...new Set(values.socialContentTypes)] as ContentType[],
      place: values.place,
      code: isUniqueCode ? null : blankToNull(values.code),
      percent: type === 'percent' || isUniqueCode ? (values.percent ?? 0) : 0,
      uniqueCodes: values.uniqueCodes,
      amount: isUniqueCode && values.amount ? values.amount : null,
      description: blankToNull(values.description),
      validity_start_at: blankToNull(values.validityStartAt),
      validity_end_at: blankToNull(values.validityEndAt),
      quantity: values.quantity ?? null,
    };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    throw unprocessable('form.config_reward_form.error', [...violations, ...violationsOf(error)]);
  }
}

export function withQuantities(reward: ConfigReward): ConfigReward {
  return {
    ...reward,
    quantityRemaining:
      reward.quantity === null ? null : Math.max(0, reward.quantity - reward.quantityAllocated),
  };
}
/** Configured rewards, one collection per type. */
export const configRewardRoutes: Route[] = [
  {
    method: 'get',
    path: '/shops/:shopId/config_discounts',
    resolve: (context) => {
      ownShop(context);
      const { url, state } = context;
      const validOnly = query(url, 'valid') === 'true';
      const contentType = query(url, 'socialContentType');
      const items = byCreatedAt(state.configRewards, createdAtOrder(url)).filter(
        (reward) =>
          (!validOnly ||
            ((reward.quantity === null || reward.quantityAllocated < reward.quantity) &&
              isWithinValidity(
                FIXED_NOW,
                reward.validity_start_at,
                reward.validity_end_at,
                state.shop.timeZone,
              ))) &&
          (contentType === undefined || reward.socialContentTypes.includes(contentType as ContentType)),
      );
      return json(hydraPage(url, items, pageOf(url, PAGE_SIZE.default)));
    },
  },
  ...REWARD_TYPES.flatMap((type): Route[] => {
    const collection = CONFIG_COLLECTION_BY_TYPE[type];
    const find = (state: MockSeed, id: string | undefined, message: string) => {
      const rewardId = idParam(id, message);
      const reward = state.configRewards.find(
        (candidate) => candidate.id === rewardId && candidate.type === type,
      );
      if (!reward) throw notFound(message);
      return reward;
    };
    return [
      {
        method: 'post',
        path: `/${collection}`,
        resolve: async ({ request, state }) => {
          const fields = await configRewardFields(state, await objectBodyOf(request), type);
          const id = nextId(state.configRewards);
          const reward = withQuantities({
            '@id': `/${collection}/${id}`,
            '@type': 'ConfigDiscount',
            id,
            ...fields,
            quantityAllocated: 0,
            quantityUsed: 0,
            quantityRemaining: null,
            shop: state.shop['@id'],
            createdBy: state.user['@id'],
            createdAt: nowIso(),
          });
          state.configRewards.push(reward);
          return json(reward, 201);
        },
      },
      {
        method: 'get',
        path: `/${collection}/:id`,
        resolve: ({ params, state }) => json(find(state, params.id, 'config_reward.errors.get')),
      },
      {
        method: 'put',
        path: `/${collection}/:id`,
        resolve: async ({ request, params, state }) => {
          const body = await objectBodyOf(request);
          const existing = find(state, params.id, 'form.config_reward_form.error');
          const fields = await configRewardFields(state, body, type);
          Object.assign(existing, withQuantities({ ...existing, ...fields }));
          return json(existing);
        },
      },
    ];
  }),
  {
    method: 'delete',
    path: '/config_discounts/:id',
    resolve: ({ params, state }) => {
      const id = idParam(params.id, 'config_reward.errors.delete');
      const index = state.configRewards.findIndex((reward) => reward.id === id);
      if (index < 0) throw notFound('config_reward.errors.delete');
      state.configRewards.splice(index, 1);
      return noContent();
    },
  },
];
