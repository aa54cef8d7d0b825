/** The rewards given and their use (api assigned rewards). */
import { PAGE_SIZE, REWARD_STATUSES, REWARD_TYPES } from '@merci/domain';
import { hydraPage, pageOf } from '../hydra';
import { Problem, badRequest, notFound, unprocessable } from './problem';
import type { Route } from './store';
import { json, bodyOf, idParam, ownShop, query, createdAtOrder, byCreatedAt, nowIso } from './http';

/** Rewards given, accepted or refused. */
export const assignedRewardRoutes: Route[] = [
  {
    method: 'get',
    path: '/shops/:shopId/discounts',
    resolve: (context) => {
      const { url, state } = context;
      const username = query(url, 'username');
      const status = query(url, 'status');
      const type = query(url, 'type');
      // The query's schema refuses an unknown filter before the shop is looked at.
      const violations = [
        ...(status === undefined || (REWARD_STATUSES as readonly string[]).includes(status)
          ? []
          : [{ propertyPath: 'status', message: 'errors.invalid_choice' }]),
        ...(type === undefined || (REWARD_TYPES as readonly string[]).includes(type)
          ? []
          : [{ propertyPath: 'type', message: 'errors.invalid_choice' }]),
      ];
      if (violations.length > 0) throw badRequest(violations);
      ownShop(context);
      const items = byCreatedAt(state.assignedRewards, createdAtOrder(url)).filter(
        (reward) =>
          (username === undefined || reward.username === username) &&
          (status === undefined || reward.status === status) &&
          (type === undefined || reward.type === type),
      );
      return json(hydraPage(url, items, pageOf(url, PAGE_SIZE.default)));
    },
  },
  {
    method: 'get',
    path: '/discounts/:id',
    resolve: ({ params, state }) => {
      const id = idParam(params.id);
      const reward = state.assignedRewards.find((candidate) => candidate.id === id);
      if (!reward) throw notFound();
      return json(reward);
    },
  },
  ...(['accept', 'refuse'] as const).map((decision): Route => ({
    method: 'put',
    path: `/discounts/:id/${decision}`,
    resolve: ({ params, state }) => {
      const id = idParam(params.id);
      const reward = state.assignedRewards.find((candidate) => candidate.id === id);
      if (!reward) throw notFound();
      if (reward.status !== 'use_requested') throw new Problem(409, 'discount.errors.status');
      if (decision === 'accept') Object.assign(reward, { status: 'used', usedAt: nowIso() });
      else Object.assign(reward, { status: 'refused', refusedAt: nowIso() });
      return json(reward);
    },
  })),
  {
    method: 'put',
    path: '/discounts/:id/notified',
    resolve: async ({ request, params, state }) => {
      const id = idParam(params.id);
      const reward = state.assignedRewards.find((candidate) => candidate.id === id);
      if (!reward) throw notFound();
      const { notified } = await bodyOf(request);
      if (typeof notified !== 'boolean') {
        throw unprocessable('errors.validation', [
          {
            propertyPath: 'notified',
            message: notified === undefined ? 'errors.required' : 'errors.invalid_type',
          },
        ]);
      }
      // Marking twice keeps the first moment the author was told, as the API does.
      reward.notifiedAt = notified ? (reward.notifiedAt ?? nowIso()) : null;
      return json(reward);
    },
  },
];
