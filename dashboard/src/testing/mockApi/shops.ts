/** The shop, its statistics and its to-do (api/src/routes/shops.ts). */
import { HttpResponse } from 'msw';
import {
  STATISTICS_PERIODS,
  monthStart,
  nextMonthStart,
  type Shop,
  type ShopTodo,
  type SocialContent,
  type StatisticsPeriod,
} from '@merci/domain';
import { FIXED_NOW, type MockSeed } from '../fixtures';
import { badRequest } from './problem';
import { type MockStore, type Route } from './store';
import { json, ownShop, query } from './http';
import { rewardStatistics } from './rewardStatistics';

/**
 * The shop with its two counters computed from the rewards given, and the day its quota renews,
 * as GET /shops/{id} does: months are calendar months in the shop's time zone.
 */
export function shopResource(state: MockSeed): Shop {
  const { timeZone } = state.shop;
  const since = monthStart(FIXED_NOW, timeZone).getTime();
  return {
    ...state.shop,
    discountCount: state.assignedRewards.length,
    discountMonthCount: state.assignedRewards.filter((reward) => Date.parse(reward.createdAt) >= since)
      .length,
    quotaRenewsAt: state.shop.quota === null ? null : nextMonthStart(FIXED_NOW, timeZone).toISOString(),
  };
}

/** A story's messages that answer its author: sent, or still to be sent. */
export const ANSWERING_MESSAGES = new Set(['scheduled', 'sending', 'sent']);

/**
 * GET /shops/{id}/todo from the seed as it stands; `nothingLeft` (the group's `empty`) keeps the
 * connection but clears the figures, as for a merchant who has done everything.
 */
export function shopTodo(store: MockStore, nothingLeft: boolean): ShopTodo {
  const { state } = store;
  const account = state.socialAccounts[0];
  const connected = account !== undefined && !store.disconnectedAccounts.has(account.id);
  const connection: ShopTodo['connection'] = !connected
    ? 'not_connected'
    : account.has_account_token_expired || account.connection_problem !== null
      ? 'to_reconnect'
      : 'connected';
  const isRewarded = (content: SocialContent) =>
    state.assignedRewards.some((reward) => reward.mediaId === content.id);
  const toReward =
    connected && !nothingLeft ? state.socialContents.filter((content) => !isRewarded(content)) : [];
  const expiring = toReward
    .filter(
      (content) =>
        content.type === 'story' &&
        content.expiresAt !== null &&
        Date.parse(content.expiresAt) > FIXED_NOW.getTime() &&
        !(content.automationMessages ?? []).some((message) => ANSWERING_MESSAGES.has(message.status)),
    )
    .map((content) => content.expiresAt as string)
    .sort((a, b) => Date.parse(a) - Date.parse(b));
  return {
    contentsToReward: toReward.length,
    useRequests: nothingLeft
      ? 0
      : state.assignedRewards.filter((reward) => reward.status === 'use_requested').length,
    expiringStories: expiring.length,
    nextStoryExpiresAt: expiring[0] ?? null,
    connection,
  };
}
/** The shop and its statistics. */
export const shopRoutes: Route[] = [
  {
    method: 'get',
    path: '/shops/:shopId',
    resolve: (context) => {
      ownShop(context);
      return HttpResponse.json(shopResource(context.state), { headers: { 'cache-control': 'no-store' } });
    },
  },
  {
    method: 'get',
    path: '/shops/:shopId/reward_statistics',
    resolve: (context) => {
      ownShop(context);
      const months = Number(query(context.url, 'months') ?? 12);
      if (!(STATISTICS_PERIODS as readonly number[]).includes(months)) {
        throw badRequest([{ propertyPath: 'months', message: 'errors.invalid_choice' }]);
      }
      return json(rewardStatistics(context.state, months as StatisticsPeriod));
    },
  },
];

/** What is left to do. */
export const todoRoutes: Route[] = [
  {
    method: 'get',
    path: '/shops/:shopId/todo',
    resolve: (context) => {
      ownShop(context);
      return json(shopTodo(context.store, context.scenario === 'empty'));
    },
  },
];
