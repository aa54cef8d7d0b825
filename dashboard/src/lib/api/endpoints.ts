import { CONFIG_COLLECTION_BY_TYPE, PAGE_SIZE, type RewardType } from '@merci/domain';
import { apiPath, type QueryValue } from './client';

/**
 * Every path of the API the dashboard calls, written here only (SPEC §7). A hook builds its SWR
 * key and a write its refresh from these functions, so renaming a path here renames both.
 */
export const endpoints = {
  // Sign-in, sign-up and the session: public, except the sign-outs.
  signIn: () => '/v1/oauth',
  signOut: () => '/v1/logout',
  signOutEverywhere: () => '/v1/logout/everywhere',
  shopRegister: () => '/users/shop-register',
  resendActivation: () => '/v1/resend-activation',
  passwordReset: () => '/v1/reset-password',
  passwordResetConfirm: () => '/v1/reset-password/confirm',
  categories: () => '/categories',

  // The signed-in merchant.
  currentUser: () => '/users/me',
  password: (userId: number) => `/v2/users/${userId}/password`,
  notifications: (userId: number) => `/users/${userId}/user_notifications`,
  notification: (id: number) => `/user_notifications/${id}`,

  // The shop.
  shop: (shopId: number) => `/shops/${shopId}`,
  shopTodo: (shopId: number) => `/shops/${shopId}/todo`,
  rewardStatistics: (shopId: number) => `/shops/${shopId}/reward_statistics`,
  subscriptionOffers: () => '/subscription_offers',

  // Instagram: the account, its contents and their authors.
  socialAccounts: (shopId: number) => `/shops/${shopId}/social_accounts`,
  socialAccountLogout: (accountId: number) => `/social_accounts/${accountId}/logout`,
  instagramConnect: (shopId: number) => `/v2/shops/${shopId}/instagram/connect`,
  instagramLoginConfig: () => '/instagram/login_config',
  demoLogin: () => '/instagram/demo_login',
  demoStoryMention: () => '/instagram/demo_story_mention',
  pullContents: (accountId: number) => `/social_account_instagrams/${accountId}/pull_contents`,
  socialContents: (accountId: number) => `/social_account_instagrams/${accountId}/social_contents`,
  socialContent: (contentId: number) => `/social_content_instagrams/${contentId}`,
  authorMetrics: () => '/social_content_instagrams/author_metrics',
  authorEmail: () => '/social_content_instagrams/patch_email_by_username',

  // Rewards: configured, then given (assigned).
  configRewards: (shopId: number) => `/shops/${shopId}/config_discounts`,
  configReward: (id: number) => `/config_discounts/${id}`,
  configRewardsOfType: (type: RewardType) => `/${CONFIG_COLLECTION_BY_TYPE[type]}`,
  configRewardOfType: (type: RewardType, id: number) => `/${CONFIG_COLLECTION_BY_TYPE[type]}/${id}`,
  assignedRewards: (shopId: number) => `/shops/${shopId}/discounts`,
  useRequestDecision: (id: number, decision: 'accept' | 'refuse') => `/discounts/${id}/${decision}`,
  rewardNotified: (id: number) => `/discounts/${id}/notified`,
  products: () => '/products',
  productApproval: (productId: number) => `/products/${productId}/approve`,

  // Automations.
  automations: (shopId: number) => `/shops/${shopId}/social_automations`,
  automationCollection: () => '/social_automations',
  automation: (id: number) => `/social_automations/${id}`,

  // merci's team console.
  adminShops: () => '/admin/shops',
  adminShop: (id: number) => `/admin/shops/${id}`,
  adminShopAction: (id: number, action: string) => `/admin/shops/${id}/${action}`,
} as const;

/** An SWR key: the path plus its query, which is also the request's target. */
export const keyOf = (path: string, query?: Record<string, QueryValue>) => apiPath(path, query);

/** The list order every paged list asks for: newest first (SPEC §7), one page of `itemsPerPage`. */
export const newestFirst = (page: number, itemsPerPage: number = PAGE_SIZE.default) => ({
  'order[createdAt]': 'desc',
  itemsPerPage,
  page,
});

/** Whether an SWR key reads `path`: the path alone or with any query. */
export const isKeyOf = (key: unknown, path: string): key is string =>
  typeof key === 'string' && (key === path || key.startsWith(`${path}?`));

/**
 * The refresh matcher of a write: every cached read of these paths, whatever its query (a page,
 * a filter, the home's latest), for SWR's `mutate(matcher)`.
 */
export const readsOf =
  (...paths: string[]) =>
  (key: unknown) =>
    paths.some((path) => isKeyOf(key, path));

/**
 * The refresh matcher of a path for any id: `readsOfEvery(endpoints.shopTodo)` matches every
 * shop's to-do. The pattern is the endpoint's own path with its id left open.
 */
export function readsOfEvery(path: (id: number) => string) {
  const HOLE = '\u0000';
  const [before = '', after = ''] = (path as unknown as (id: string) => string)(HOLE).split(HOLE);
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`^${escape(before)}\\d+${escape(after)}(\\?|$)`);
  return (key: unknown) => typeof key === 'string' && pattern.test(key);
}
