/**
 * Rows → JSON-LD resources as SPEC §3 names their fields. Every resource carries `@id` (its IRI,
 * relative to the API base) and `@type`.
 */
import type {
  AssignedReward,
  Automation,
  AutomationFeatureType,
  AutomationMode,
  Category,
  ConfigReward,
  ContentType,
  MediaType,
  OnlineStore,
  OnlineStorePlatform,
  OwnerUser,
  Place,
  Product,
  RewardStatus,
  RewardType,
  Shop,
  SocialAccount,
  SocialContent,
  StoryAutomationMessage,
  SubscriptionInterval,
  SubscriptionKind,
  SubscriptionOffer,
  SubscriptionOfferType,
  UserNotification,
} from '@merci/domain';
import {
  CONFIG_COLLECTION_BY_TYPE,
  INSTAGRAM_CONNECTION_PROBLEMS,
  INSTAGRAM_WEBHOOK_STATUSES,
} from '@merci/domain';
import type { Selectable } from 'kysely';
import type {
  AutomationRow,
  CategoryTable,
  ConfigDiscountRow,
  DiscountRow,
  NotificationRow,
  OnlineStoreRow,
  ProductTable,
  ShopRow,
  SocialAccountRow,
  SocialContentRow,
  SubscriptionOfferTable,
  UserRow,
} from './db/schema.js';
import { quotaRemainingNow, quotaRenewsAt } from './rewards/quota.js';

export const parseJsonList = <T = string>(text: string | null): T[] => {
  if (!text) return [];
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? (value as T[]) : [];
};

export const iri = {
  shop: (id: number) => `/shops/${id}`,
  user: (id: number) => `/users/${id}`,
  category: (id: number) => `/categories/${id}`,
  socialAccount: (id: number) => `/social_account_instagrams/${id}`,
  socialContent: (id: number) => `/social_content_instagrams/${id}`,
  configDiscount: (type: string, id: number) => `/${CONFIG_COLLECTION_BY_TYPE[type as RewardType]}/${id}`,
  discount: (id: number) => `/discounts/${id}`,
  product: (id: number) => `/products/${id}`,
  automation: (id: number) => `/social_automations/${id}`,
  notification: (id: number) => `/user_notifications/${id}`,
  offer: (id: number) => `/subscription_offers/${id}`,
  onlineStore: (id: number) => `/online_stores/${id}`,
};

/** SPEC §7: each configured reward type has its own collection path (shared with the mock API). */
export { CONFIG_COLLECTION_BY_TYPE };

export interface ShopCounters {
  discountCount: number;
  discountMonthCount: number;
}

/** The shop as its owner reads it; the quota as it stands at `now` (a new month renews it). */
export function shopResource(row: ShopRow, counters: ShopCounters, now: Date): Shop {
  return {
    '@id': iri.shop(row.id),
    '@type': 'Shop',
    id: row.id,
    name: row.name,
    validated: row.validated === 1,
    discountTypes: parseJsonList<RewardType>(row.discount_types),
    discountCount: counters.discountCount,
    discountMonthCount: counters.discountMonthCount,
    quota: row.quota,
    quotaRemaining: quotaRemainingNow(row, now),
    subscriptionOfferType: row.subscription_offer_type as SubscriptionOfferType | null,
    subscriptionType: row.subscription_type as SubscriptionInterval | null,
    subscriptionAmount: row.subscription_amount == null ? null : row.subscription_amount / 100,
    socialName: row.social_name,
    timeZone: row.time_zone,
    quotaRenewsAt: quotaRenewsAt(row, now),
    suspension:
      row.suspended_at == null ? null : { since: row.suspended_at, reason: row.suspension_reason ?? '' },
  };
}

export function userResource(row: UserRow): OwnerUser {
  return {
    '@id': iri.user(row.id),
    '@type': 'User',
    id: row.id,
    email: row.email,
    roles: parseJsonList(row.roles),
    shop: row.shop_id == null ? null : { id: row.shop_id, '@id': iri.shop(row.shop_id) },
  };
}

export function categoryResource(row: Selectable<CategoryTable>): Category {
  return { '@id': iri.category(row.id), '@type': 'Category', id: row.id, name: row.name };
}

export function socialAccountResource(row: SocialAccountRow, now: Date): SocialAccount {
  const expired =
    row.has_account_token_expired === 1 ||
    (row.token_expires_at != null && Date.parse(row.token_expires_at) <= now.getTime());
  // A token past its date that the worker has not flagged yet has expired all the same.
  const problem = INSTAGRAM_CONNECTION_PROBLEMS.find((candidate) => candidate === row.token_problem);
  return {
    '@id': iri.socialAccount(row.id),
    '@type': 'SocialAccountInstagram',
    id: row.id,
    network: 'instagram',
    account_name: row.account_name,
    website: row.website,
    image_url: row.image_url,
    post_count: row.post_count,
    follower_count: row.follower_count,
    has_account_token_expired: expired,
    connection_problem: expired ? (problem ?? 'expired') : null,
    connection_ends_at: !expired && row.token_end_notified_at !== null ? row.token_expires_at : null,
    webhooks: INSTAGRAM_WEBHOOK_STATUSES.find((status) => status === row.webhook_subscription) ?? 'missing',
    pullStatus: row.pull_status,
    lastPulledAt: row.last_pulled_at,
    pullError: row.pull_error,
  };
}

export function discountResource(row: DiscountRow, permalink: string | null): AssignedReward {
  return {
    '@id': iri.discount(row.id),
    '@type': 'Discount',
    id: row.id,
    username: row.username,
    mediaId: row.social_content_id,
    mediaType: row.media_type as MediaType,
    createdAt: row.created_at,
    type: row.type as RewardType,
    place: row.place as Place,
    description: row.description,
    code: row.code,
    amount_in_percent: row.amount_in_percent,
    validity_start_at: row.validity_start_at,
    validity_end_at: row.validity_end_at,
    status: row.status as RewardStatus,
    useRequestedAt: row.use_requested_at,
    usedAt: row.used_at,
    refusedAt: row.refused_at,
    permalink,
    configDiscountId: row.config_discount_id,
    notifiedAt: row.notified_at,
    uniqueCode: row.external_discount_id != null,
    order:
      row.order_name != null && row.order_total_cents != null && row.order_currency != null
        ? { name: row.order_name, totalCents: Number(row.order_total_cents), currency: row.order_currency }
        : null,
  };
}

/**
 * `automationMessages`: a story's private message from each automation, as it stands; always an
 * empty list for the other content types.
 */
export function socialContentResource(
  row: SocialContentRow,
  discount: AssignedReward | null,
  automationMessages: StoryAutomationMessage[] = [],
): SocialContent {
  return {
    '@id': iri.socialContent(row.id),
    '@type': 'SocialContentInstagram',
    id: row.id,
    media_url: row.media_url,
    caption: row.caption,
    permalink: row.permalink,
    type: row.type as ContentType,
    media_type: row.media_type as MediaType,
    author_username: row.author_username,
    like_count: row.like_count,
    comment_count: row.comment_count,
    discount,
    expiresAt: row.expires_at,
    automationMessages,
    createdAt: row.created_at,
  };
}

export function configRewardResource(row: ConfigDiscountRow): ConfigReward {
  return {
    '@id': iri.configDiscount(row.type, row.id),
    '@type': 'ConfigDiscount',
    id: row.id,
    type: row.type as RewardType,
    socialContentTypes: parseJsonList<ContentType>(row.social_content_types),
    place: row.place as Place,
    code: row.code,
    percent: row.percent,
    description: row.description,
    validity_start_at: row.validity_start_at,
    validity_end_at: row.validity_end_at,
    quantity: row.quantity,
    quantityAllocated: row.quantity_allocated,
    quantityUsed: row.quantity_used,
    quantityRemaining: row.quantity == null ? null : Math.max(0, row.quantity - row.quantity_allocated),
    shop: iri.shop(row.shop_id),
    createdBy: row.created_by == null ? null : iri.user(row.created_by),
    createdAt: row.created_at,
    uniqueCodes: row.unique_codes === 1,
    amount: row.amount_cents == null ? null : row.amount_cents / 100,
  };
}

/** The shop's online store; never its token. */
export function onlineStoreResource(row: OnlineStoreRow): OnlineStore {
  return {
    '@id': iri.onlineStore(row.id),
    '@type': 'OnlineStore',
    id: row.id,
    platform: row.platform as OnlineStorePlatform,
    domain: row.domain,
    status: row.status,
    connectedAt: row.connected_at,
    scopes: parseJsonList<string>(row.scopes),
    orderTracking: row.order_tracking,
  };
}

export function productResource(row: Selectable<ProductTable>): Product {
  return {
    '@id': iri.product(row.id),
    '@type': 'Product',
    id: row.id,
    socialContent: iri.socialContent(row.social_content_id),
    shop: iri.shop(row.shop_id),
    publish: row.publish === 1,
    approvedAt: row.approved_at,
  };
}

/** `nextDueAt`: the automation's next story message, null while suspended or when none waits. */
export function automationResource(row: AutomationRow, nextDueAt: string | null = null): Automation {
  return {
    '@id': iri.automation(row.id),
    '@type': 'SocialAutomation',
    id: row.id,
    featureType: row.feature_type as AutomationFeatureType,
    mode: row.mode as AutomationMode,
    configDiscount: row.config_discount_id,
    message: row.message,
    suspendedAt: row.suspended_at,
    deletedAt: row.deleted_at,
    sentCount: row.sent_count,
    nextDueAt: row.suspended_at === null ? nextDueAt : null,
    shop: iri.shop(row.shop_id),
    createdAt: row.created_at,
  };
}

export function notificationResource(row: NotificationRow): UserNotification {
  return {
    '@id': iri.notification(row.id),
    '@type': 'UserNotification',
    id: row.id,
    title: row.title,
    message: row.message,
    read: row.read === 1,
    createdAt: row.created_at,
    link: row.link,
  };
}

export function offerResource(row: Selectable<SubscriptionOfferTable>): SubscriptionOffer {
  return {
    '@id': iri.offer(row.id),
    '@type': 'SubscriptionOffer',
    id: row.id,
    type: row.type as SubscriptionOfferType,
    kind: row.kind as SubscriptionKind,
    loyaltyQuota: row.loyalty_quota,
    rewardTypeLimit: row.reward_type_limit,
    features: parseJsonList(row.features),
    prices: [
      { interval: 'monthly', amount: row.monthly_amount / 100, currency: 'EUR' },
      { interval: 'annual', amount: row.annual_amount / 100, currency: 'EUR' },
    ],
  };
}
