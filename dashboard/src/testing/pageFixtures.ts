/**
 * One resource at a time, shaped as the API sends it, for the screens' unit tests: each test
 * states the fields it is about and leaves the rest to these defaults. (The stories' whole data
 * set is in ./fixtures.)
 */
import type { AssignedReward, AuthorMetricsRow, ConfigReward, SocialContent } from '@merci/domain';
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
