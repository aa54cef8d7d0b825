/** The shop's online store and the sales its codes brought (api/src/routes/onlineStores.ts). */
import {
  ONLINE_STORE_ERRORS,
  ONLINE_STORE_PLATFORMS,
  STATISTICS_PERIODS,
  TOP_AMBASSADORS,
  monthKey,
  normalizeStoreDomain,
  periodMonths,
  rewardName,
  type OnlineStorePlatform,
  type SalesFigures,
  type SalesStatistics,
  type StatisticsPeriod,
} from '@merci/domain';
import { FIXED_NOW, type MockSeed } from '../fixtures';
import { hydraCollection } from '../hydra';
import { badRequest, notFound, unprocessable } from './problem';
import type { Route } from './store';
import { idParam, json, objectBodyOf, ownShop, query } from './http';

/** The fake Shopify app's key, as `npm start` runs it (api FAKE_SHOPIFY_API_KEY). */
const FAKE_APP_KEY = 'merci-demo-app';

/** Most first, ties by name in byte order, as the API sorts on both databases. */
const byRevenue =
  <T extends SalesFigures>(key: (row: T) => string) =>
  (a: T, b: T) =>
    b.revenueCents - a.revenueCents || (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);

/**
 * GET /shops/{id}/sales_statistics?period=: the rewards whose code an order used, counted in the
 * month of their use in the shop's time zone, over the `period` last months.
 */
export function salesStatistics(state: MockSeed, period: StatisticsPeriod): SalesStatistics {
  const { timeZone } = state.shop;
  const months = new Map(
    periodMonths(FIXED_NOW, period, timeZone).map(({ key }) => [
      key,
      { month: key, orders: 0, revenueCents: 0 },
    ]),
  );
  const ambassadors = new Map<string, { username: string } & SalesFigures>();
  const rewards = new Map<number | null, { configDiscountId: number | null; label: string } & SalesFigures>();
  const totals = { orders: 0, revenueCents: 0 };
  const add = (figures: SalesFigures, cents: number) => {
    figures.orders += 1;
    figures.revenueCents += cents;
  };
  const used = state.assignedRewards
    .filter(
      (reward) => reward.order && reward.usedAt && months.has(monthKey(new Date(reward.usedAt), timeZone)),
    )
    .sort((a, b) => Date.parse(b.usedAt as string) - Date.parse(a.usedAt as string) || b.id - a.id);
  // A store sells in one currency; should it have changed, the latest order's is the one summed.
  const currency = used[0]?.order?.currency ?? null;
  for (const reward of used) {
    if (!reward.order || reward.order.currency !== currency) continue;
    const month = months.get(monthKey(new Date(reward.usedAt as string), timeZone));
    if (!month) continue;
    const cents = reward.order.totalCents;
    add(totals, cents);
    add(month, cents);
    const ambassador = ambassadors.get(reward.username) ?? {
      username: reward.username,
      orders: 0,
      revenueCents: 0,
    };
    ambassadors.set(reward.username, ambassador);
    add(ambassador, cents);
    const config = state.configRewards.find((candidate) => candidate.id === reward.configDiscountId);
    // As the API words a one-off reward (the dashboard says it in its own language).
    const label = (config && rewardName(config)) || 'Récompense ponctuelle';
    const key = reward.configDiscountId;
    const row = rewards.get(key) ?? { configDiscountId: key, label, orders: 0, revenueCents: 0 };
    rewards.set(key, row);
    add(row, cents);
  }
  return {
    period,
    currency,
    totals,
    months: [...months.values()],
    ambassadors: [...ambassadors.values()].sort(byRevenue((row) => row.username)).slice(0, TOP_AMBASSADORS),
    rewards: [...rewards.values()].sort(byRevenue((row) => row.label)),
  };
}

/** The shop's store: connecting it through the platform, reading it, disconnecting it. */
export const onlineStoreRoutes: Route[] = [
  {
    method: 'get',
    path: '/shops/:shopId/online_stores',
    resolve: (context) => {
      ownShop(context);
      const members = context.state.onlineStores.slice(0, 1);
      return json(hydraCollection(context.url, members, members.length, { page: 1, itemsPerPage: 1 }));
    },
  },
  {
    method: 'post',
    path: '/shops/:shopId/online_stores/connect',
    resolve: async (context) => {
      const body = await objectBodyOf(context.request);
      ownShop(context);
      const platform = (body.platform ?? 'shopify') as OnlineStorePlatform;
      if (!(ONLINE_STORE_PLATFORMS as readonly unknown[]).includes(platform)) {
        throw unprocessable('errors.validation', [
          { propertyPath: 'platform', message: 'errors.invalid_choice' },
        ]);
      }
      const domain =
        typeof body.domain === 'string' ? normalizeStoreDomain(platform, body.domain) : undefined;
      if (!domain) {
        throw unprocessable('errors.validation', [
          { propertyPath: 'domain', message: ONLINE_STORE_ERRORS.domain },
        ]);
      }
      const authorize = new URLSearchParams({
        client_id: FAKE_APP_KEY,
        scope: 'write_discounts,read_orders',
        redirect_uri: `${context.url.origin}/api/online_stores/${platform}/callback`,
        state: 'mock-state',
      });
      return json({ authorizeUrl: `https://${domain}/admin/oauth/authorize?${authorize}` });
    },
  },
  {
    method: 'put',
    path: '/online_stores/:id/disconnect',
    // A suspended shop may still take its store back from merci.
    allowedWhileSuspended: true,
    resolve: ({ params, state }) => {
      const id = idParam(params.id);
      const store = state.onlineStores.find((candidate) => candidate.id === id);
      if (!store) throw notFound();
      store.status = 'disconnected';
      return json(store);
    },
  },
  {
    method: 'get',
    path: '/shops/:shopId/sales_statistics',
    resolve: (context) => {
      ownShop(context);
      const period = Number(query(context.url, 'period') ?? 12);
      if (!(STATISTICS_PERIODS as readonly number[]).includes(period)) {
        throw badRequest([{ propertyPath: 'period', message: 'errors.invalid_choice' }]);
      }
      return json(salesStatistics(context.state, period as StatisticsPeriod));
    },
  },
];
