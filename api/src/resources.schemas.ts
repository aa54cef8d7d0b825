/**
 * JSON schemas of the resources `resources.ts` builds, field for field: the answers are serialized
 * with them, so a field added there and not here would be dropped from every answer.
 */
import {
  AUTOMATION_FEATURE_TYPES,
  AUTOMATION_MESSAGE_STATUSES,
  AUTOMATION_MODES,
  CONTENT_TYPES,
  INSTAGRAM_CONNECTION_PROBLEMS,
  INSTAGRAM_WEBHOOK_STATUSES,
  MEDIA_TYPES,
  NETWORKS,
  ONLINE_STORE_PLATFORMS,
  ORDER_TRACKING_STATES,
  PLACES,
  REWARD_STATUSES,
  REWARD_TYPES,
  SUBSCRIPTION_INTERVALS,
  SUBSCRIPTION_KINDS,
  SUBSCRIPTION_OFFER_TYPES,
} from '@merci/domain';
import { boolean, dateTime, integer, jsonLd, nullable, number, string } from './http/schemas.js';

const rewardType = { type: 'string', enum: REWARD_TYPES } as const;
const place = { type: 'string', enum: PLACES } as const;

/** An assigned reward (`discountResource`). */
export const assignedRewardSchema = {
  type: 'object',
  properties: {
    ...jsonLd,
    id: integer,
    username: string,
    mediaId: integer,
    mediaType: { type: 'string', enum: MEDIA_TYPES },
    createdAt: dateTime,
    type: rewardType,
    place,
    description: nullable(string),
    code: nullable(string),
    amount_in_percent: nullable(number),
    validity_start_at: nullable(string),
    validity_end_at: nullable(string),
    status: { type: 'string', enum: REWARD_STATUSES },
    useRequestedAt: nullable(string),
    usedAt: nullable(string),
    refusedAt: nullable(string),
    permalink: nullable(string),
    configDiscountId: nullable(integer),
    notifiedAt: nullable(string),
    uniqueCode: {
      ...boolean,
      description: 'The code was made for this ambassador alone in the online store',
    },
    order: {
      type: ['object', 'null'],
      description: 'The online store’s order that used the code; null until then',
      properties: { name: string, totalCents: integer, currency: string },
    },
  },
} as const;

/** A configured reward (`configRewardResource`). */
export const configRewardSchema = {
  type: 'object',
  properties: {
    ...jsonLd,
    id: integer,
    type: rewardType,
    socialContentTypes: { type: 'array', items: { type: 'string', enum: CONTENT_TYPES } },
    place,
    code: nullable(string),
    percent: number,
    description: nullable(string),
    validity_start_at: nullable(string),
    validity_end_at: nullable(string),
    quantity: { ...nullable(integer), description: 'Null when unlimited' },
    quantityAllocated: integer,
    quantityUsed: integer,
    quantityRemaining: nullable(integer),
    shop: string,
    createdBy: nullable(string),
    createdAt: dateTime,
    uniqueCodes: { ...boolean, description: 'Each assignment creates a single-use code in the online store' },
    amount: {
      ...nullable(number),
      description: 'A code reward’s amount off each unique code, in the store’s currency',
    },
  },
} as const;

/** The shop's online store (`onlineStoreResource`). */
export const onlineStoreSchema = {
  type: 'object',
  properties: {
    ...jsonLd,
    id: integer,
    platform: { type: 'string', enum: ONLINE_STORE_PLATFORMS },
    domain: string,
    status: { type: 'string', enum: ['connected', 'disconnected'] },
    connectedAt: nullable(string),
    scopes: { type: 'array', items: string },
    orderTracking: {
      type: 'string',
      enum: ORDER_TRACKING_STATES,
      description:
        'tracked, or awaiting_approval while the platform has not approved merci’s access to protected customer data: the store is connected and its codes work, its orders are not seen yet',
    },
  },
} as const;

/** A retained publication (`productResource`). */
export const productSchema = {
  type: 'object',
  properties: {
    ...jsonLd,
    id: integer,
    socialContent: string,
    shop: string,
    publish: boolean,
    approvedAt: nullable(string),
  },
} as const;

/** The signed-in user (`userResource`). */
export const userSchema = {
  type: 'object',
  properties: {
    ...jsonLd,
    id: integer,
    email: string,
    roles: { type: 'array', items: string },
    shop: nullable({ type: 'object', properties: { id: integer, '@id': string } }),
  },
} as const;

export const categorySchema = {
  type: 'object',
  properties: { ...jsonLd, id: integer, name: string },
} as const;

export const offerSchema = {
  type: 'object',
  properties: {
    ...jsonLd,
    id: integer,
    type: { type: 'string', enum: SUBSCRIPTION_OFFER_TYPES },
    kind: { type: 'string', enum: SUBSCRIPTION_KINDS },
    loyaltyQuota: nullable(integer),
    rewardTypeLimit: nullable(integer),
    features: { type: 'array', items: string },
    prices: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          interval: { type: 'string', enum: SUBSCRIPTION_INTERVALS },
          amount: { ...number, description: 'In euros' },
          currency: string,
        },
      },
    },
  },
} as const;

/** The shop as its owner reads it (`shopResource`). */
export const shopSchema = {
  type: 'object',
  properties: {
    ...jsonLd,
    id: integer,
    name: string,
    validated: boolean,
    discountTypes: { type: 'array', items: rewardType },
    discountCount: integer,
    discountMonthCount: integer,
    quota: nullable(integer),
    quotaRemaining: nullable(integer),
    subscriptionOfferType: nullable({ type: 'string', enum: SUBSCRIPTION_OFFER_TYPES }),
    subscriptionType: nullable({ type: 'string', enum: SUBSCRIPTION_INTERVALS }),
    subscriptionAmount: { ...nullable(number), description: 'In euros' },
    socialName: nullable(string),
    timeZone: string,
    quotaRenewsAt: nullable(dateTime),
    suspension: nullable({ type: 'object', properties: { since: string, reason: string } }),
  },
} as const;

/** The social account (`socialAccountResource`). */
export const socialAccountSchema = {
  type: 'object',
  properties: {
    ...jsonLd,
    id: integer,
    network: { type: 'string', enum: NETWORKS },
    account_name: string,
    website: nullable(string),
    image_url: nullable(string),
    post_count: integer,
    follower_count: integer,
    has_account_token_expired: boolean,
    connection_problem: {
      ...nullable({ type: 'string', enum: INSTAGRAM_CONNECTION_PROBLEMS }),
      description:
        'Why the account needs a new connection (set exactly when has_account_token_expired is): ' +
        'expired, revoked (access withdrawn on Meta’s side) or refresh_failed',
    },
    connection_ends_at: {
      ...nullable(dateTime),
      description:
        'When the connection ends although it works today (Meta’s renewal did not move the ' +
        'token’s end): the merchant is asked to connect again before then; null otherwise',
    },
    webhooks: {
      type: 'string',
      enum: INSTAGRAM_WEBHOOK_STATUSES,
      description:
        'Whether Meta delivers the account’s mentions and story mentions in real time: its Facebook Page ' +
        'subscribed merci’s app (subscribed), has not or no longer (missing), or Meta refused it (failed)',
    },
    pullStatus: { type: 'string', enum: ['idle', 'pending', 'done'] },
    lastPulledAt: nullable(dateTime),
    pullError: { ...nullable(string), description: 'Message key of the last failed pull' },
  },
} as const;

/** A story's private message from one automation, as it stands. */
export const storyAutomationMessageSchema = {
  type: 'object',
  properties: {
    automationId: integer,
    featureType: { type: 'string', enum: AUTOMATION_FEATURE_TYPES },
    status: { type: 'string', enum: AUTOMATION_MESSAGE_STATUSES },
    dueAt: dateTime,
    sentAt: nullable(dateTime),
    reason: { ...nullable(string), description: 'Message key of why it failed or was cancelled' },
  },
} as const;

/** A content (`socialContentResource`), with its reward when rewarded. */
export const socialContentSchema = {
  type: 'object',
  properties: {
    ...jsonLd,
    id: integer,
    media_url: nullable(string),
    caption: nullable(string),
    permalink: nullable(string),
    type: { type: 'string', enum: CONTENT_TYPES },
    media_type: { type: 'string', enum: MEDIA_TYPES },
    author_username: string,
    like_count: integer,
    comment_count: integer,
    discount: { ...assignedRewardSchema, type: ['object', 'null'], description: 'Null until rewarded' },
    expiresAt: { ...nullable(dateTime), description: 'Stories only: 24 h after publication' },
    automationMessages: {
      type: 'array',
      items: storyAutomationMessageSchema,
      description: 'Stories only: the private message of each automation; empty for other types',
    },
    createdAt: dateTime,
  },
} as const;

/** An automation (`automationResource`). */
export const automationSchema = {
  type: 'object',
  properties: {
    ...jsonLd,
    id: integer,
    featureType: { type: 'string', enum: AUTOMATION_FEATURE_TYPES },
    mode: { type: 'string', enum: AUTOMATION_MODES },
    configDiscount: { ...nullable(integer), description: 'The configured reward of a loyalty automation' },
    message: string,
    suspendedAt: nullable(string),
    deletedAt: nullable(string),
    sentCount: integer,
    nextDueAt: {
      ...nullable(dateTime),
      description: 'The next story message; null when none waits or while suspended',
    },
    shop: string,
    createdAt: dateTime,
  },
} as const;

/** A notification (`notificationResource`). */
export const notificationSchema = {
  type: 'object',
  properties: {
    ...jsonLd,
    id: integer,
    title: nullable(string),
    message: string,
    read: boolean,
    createdAt: dateTime,
    link: { ...nullable(string), description: 'The dashboard path it is about, if any' },
  },
} as const;
