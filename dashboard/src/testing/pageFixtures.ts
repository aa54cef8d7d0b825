/**
 * One resource at a time, shaped as the API sends it, for the screens' unit tests: each test
 * states the fields it is about and leaves the rest to these defaults. (The stories' whole data
 * set is in ./fixtures.)
 */
import type {
  AssignedReward,
  AuthorMetricsRow,
  ConfigReward,
  SalesStatistics,
  SocialContent,
  StatisticsPeriod,
} from '@merci/domain';
import { SHOP_ID, USER_ID } from './fixtures';

export const contentFixture = (id: number, overrides: Partial<SocialContent> = {}): SocialContent => ({
  '@id': `/social_content_instagrams/${id}`,
  '@type': 'SocialContentInstagram',
  id,
  media_url: `/api/media/content-${id}.svg`,
  caption: 'Nouvelle robe de chez Maison Lumière, merci pour l’accueil !',
  permalink: `https://www.instagram.com/p/DEMO${id}/`,
  type: 'feed',
  media_type: 'image',
  author_username: 'lea.martin',
  like_count: 1284,
  comment_count: 36,
  discount: null,
  expiresAt: null,
  createdAt: '2026-11-20T14:30:00.000Z',
  ...overrides,
});

export const configRewardFixture = (id: number, overrides: Partial<ConfigReward> = {}): ConfigReward => ({
  '@id': `/config_discount_percents/${id}`,
  '@type': 'ConfigDiscount',
  id,
  type: 'percent',
  socialContentTypes: ['feed', 'reels'],
  place: 'online',
  code: null,
  percent: 15,
  description: 'Réduction fidélité',
  validity_start_at: null,
  validity_end_at: null,
  quantity: null,
  quantityAllocated: 3,
  quantityUsed: 1,
  quantityRemaining: null,
  shop: `/shops/${SHOP_ID}`,
  createdBy: `/users/${USER_ID}`,
  createdAt: '2026-11-01T09:00:00.000Z',
  uniqueCodes: false,
  amount: null,
  ...overrides,
});

export const assignedRewardFixture = (overrides: Partial<AssignedReward> = {}): AssignedReward => ({
  '@id': '/discounts/90',
  '@type': 'Discount',
  id: 90,
  username: 'lea.martin',
  mediaId: 101,
  mediaType: 'image',
  createdAt: '2026-03-22T09:00:00.000Z',
  type: 'percent',
  place: 'online',
  description: 'Réduction fidélité',
  code: null,
  amount_in_percent: 15,
  validity_start_at: null,
  validity_end_at: null,
  status: 'assigned',
  useRequestedAt: null,
  usedAt: null,
  refusedAt: null,
  permalink: 'https://www.instagram.com/p/DEMO101/',
  configDiscountId: 4,
  notifiedAt: null,
  uniqueCode: false,
  order: null,
  ...overrides,
});

export const authorRowFixture = (overrides: Partial<AuthorMetricsRow> = {}): AuthorMetricsRow => ({
  username: 'lea.martin',
  count: 4,
  feed_count: 3,
  reel_count: 1,
  like_avg: 12.5,
  discount_count: 1,
  email: null,
  ...overrides,
});

/** The months of a period ending in March 2026, `yyyy-MM`, oldest first. */
const monthsEndingInMarch = (period: StatisticsPeriod) =>
  Array.from({ length: period }, (_, index) =>
    new Date(Date.UTC(2026, 2 - (period - 1) + index, 1)).toISOString().slice(0, 7),
  );

/** The sales of a shop whose codes no order used yet, as the API answers them. */
export const noSales = (period: StatisticsPeriod): SalesStatistics => ({
  period,
  currency: null,
  totals: { orders: 0, revenueCents: 0 },
  months: monthsEndingInMarch(period).map((month) => ({ month, orders: 0, revenueCents: 0 })),
  ambassadors: [],
  rewards: [],
});

/** Three orders in February and March 2026: 59,90 €, 120,00 € and 35,50 €. */
export function someSales(period: StatisticsPeriod): SalesStatistics {
  const months = noSales(period).months.map((month) =>
    month.month === '2026-02'
      ? { ...month, orders: 1, revenueCents: 5990 }
      : month.month === '2026-03'
        ? { ...month, orders: 2, revenueCents: 15550 }
        : month,
  );
  return {
    period,
    currency: 'EUR',
    totals: { orders: 3, revenueCents: 21540 },
    months,
    ambassadors: [
      { username: 'marc.b', orders: 1, revenueCents: 12000 },
      { username: 'lea.martin', orders: 2, revenueCents: 9540 },
    ],
    rewards: [
      { configDiscountId: 6, label: '10 € avec votre code', orders: 2, revenueCents: 15990 },
      { configDiscountId: null, label: 'Récompense ponctuelle', orders: 1, revenueCents: 5550 },
    ],
  };
}
