/**
 * JSON schemas of the operator's routes: Fastify validates the params and the query with them
 * (a refusal is a 400 problem with a violation on the field), serializes the answers with them,
 * and /api/docs shows them. The bodies' values are checked by the domain's yup schemas, which give
 * the form's message keys; the JSON schema only keeps out what is not even the right type.
 */
import {
  ADMIN_REASON_MAX_LENGTH,
  INSTAGRAM_WEBHOOK_STATUSES,
  MAX_ITEMS_PER_PAGE,
  ONLINE_STORE_PLATFORMS,
  ORDER_TRACKING_STATES,
  REWARD_TYPES,
  SUBSCRIPTION_INTERVALS,
  SUBSCRIPTION_OFFER_TYPES,
  TEXT_LIMITS,
} from '@merci/domain';
import { MAX_ID } from '../http/params.js';
import {
  boolean,
  dateTime as date,
  hydraCollectionSchema,
  integer,
  jsonLd,
  nullable,
  pathParams,
  string,
} from '../http/schemas.js';
import { assignedRewardSchema } from '../resources.schemas.js';

/** What the list's `q` may be: a name or an e-mail, or part of one. */
export const SEARCH_MAX_LENGTH = TEXT_LIMITS.search;
export const ADMIN_SHOP_STATUSES = ['pending', 'validated', 'suspended'] as const;
export const ADMIN_ACTIONS = [
  'validate',
  'suspend',
  'reinstate',
  'change_plan',
  'resubscribe_webhooks',
] as const;
export const INSTAGRAM_HEALTHS = ['connected', 'needs_reconnect', 'not_connected'] as const;

export const shopParamsSchema = pathParams('id');

export const shopListQuerySchema = {
  type: 'object',
  properties: {
    status: {
      type: 'string',
      enum: ADMIN_SHOP_STATUSES,
      description:
        'pending: neither validated nor suspended; validated: validated and not suspended; suspended',
    },
    q: {
      type: 'string',
      maxLength: SEARCH_MAX_LENGTH,
      description: 'Part of the shop name or of the owner’s e-mail, whatever the case',
    },
    page: { type: 'integer', minimum: 1, maximum: MAX_ID },
    itemsPerPage: { type: 'integer', minimum: 1, maximum: MAX_ITEMS_PER_PAGE },
  },
} as const;

export const shopPlanBodySchema = {
  type: 'object',
  description:
    'offerType must name a subscription offer, discountTypes distinct reward types within the offer’s limit; ' +
    'values out of their lists answer 422 with the admin.form.* keys',
  properties: {
    offerType: { type: 'string', examples: [...SUBSCRIPTION_OFFER_TYPES] },
    subscriptionType: { type: 'string', examples: [...SUBSCRIPTION_INTERVALS] },
    discountTypes: { type: 'array', items: { type: 'string', examples: [...REWARD_TYPES] } },
  },
} as const;

export const shopReasonBodySchema = {
  type: 'object',
  description: `The reason the owner reads, 1 to ${ADMIN_REASON_MAX_LENGTH} characters once trimmed`,
  properties: { reason: string },
} as const;

const instagramHealth = { type: 'string', enum: INSTAGRAM_HEALTHS } as const;

const summaryProperties = {
  ...jsonLd,
  id: integer,
  name: string,
  ownerEmail: nullable(string),
  category: nullable(string),
  createdAt: date,
  activated: boolean,
  validated: boolean,
  suspended: boolean,
  plan: nullable({ type: 'string', enum: SUBSCRIPTION_OFFER_TYPES }),
  quota: nullable(integer),
  quotaUsed: {
    type: 'integer',
    description: 'Rewarded contents this calendar month, in the shop’s time zone',
  },
  instagram: instagramHealth,
  instagramAccount: nullable(string),
} as const;

export const adminShopSummarySchema = { type: 'object', properties: summaryProperties } as const;

/** What an action changed: free-form, so every field it names is kept. */
const stateSchema = { type: ['object', 'null'], additionalProperties: true } as const;

const auditEntrySchema = {
  type: 'object',
  properties: {
    ...jsonLd,
    id: integer,
    operator: { type: 'string', description: 'The operator’s e-mail' },
    action: { type: 'string', enum: ADMIN_ACTIONS },
    before: stateSchema,
    after: stateSchema,
    reason: nullable(string),
    createdAt: date,
  },
} as const;

export const adminShopDetailSchema = {
  type: 'object',
  properties: {
    ...summaryProperties,
    owner: nullable({
      type: 'object',
      properties: { name: string, email: string, activated: boolean },
    }),
    contact: {
      type: 'object',
      properties: {
        phoneNumber: nullable(string),
        addressFirstRow: nullable(string),
        addressSecondRow: nullable(string),
        postalCode: nullable(string),
        city: nullable(string),
        socialName: nullable(string),
      },
    },
    timeZone: string,
    discountTypes: { type: 'array', items: { type: 'string', enum: REWARD_TYPES } },
    subscriptionType: nullable({ type: 'string', enum: SUBSCRIPTION_INTERVALS }),
    quotaRemaining: nullable(integer),
    quotaRenewsAt: nullable(date),
    validatedAt: nullable(date),
    suspendedAt: nullable(date),
    suspensionReason: nullable(string),
    instagramAccountDetail: nullable({
      type: 'object',
      properties: {
        accountName: string,
        tokenExpiresAt: nullable(date),
        health: instagramHealth,
        webhooks: {
          type: 'string',
          enum: INSTAGRAM_WEBHOOK_STATUSES,
          description: 'Whether the account’s Page subscribed merci’s app to its webhooks',
        },
        webhookError: { ...nullable(string), description: 'Meta’s words when subscribing failed' },
        webhooksCheckedAt: nullable(date),
        graphRefusal: {
          ...nullable(string),
          description: 'The last field or permission the Graph API refused (code and Meta’s words)',
        },
        graphRefusalAt: nullable(date),
      },
    }),
    onlineStore: nullable({
      type: 'object',
      description: 'The shop’s online store, connected or not; null when it never connected one',
      properties: {
        platform: { type: 'string', enum: ONLINE_STORE_PLATFORMS },
        domain: string,
        status: { type: 'string', enum: ['connected', 'disconnected'] },
        orderTracking: {
          type: 'string',
          enum: ORDER_TRACKING_STATES,
          description:
            'awaiting_approval: the platform has not approved merci’s access to protected customer data, its orders are not seen yet',
        },
      },
    }),
    lastRewards: { type: 'array', items: assignedRewardSchema, description: 'The 5 latest, newest first' },
    audit: { type: 'array', items: auditEntrySchema, description: 'Every operator action, newest first' },
  },
} as const;

export const adminShopCollectionSchema = hydraCollectionSchema(adminShopSummarySchema);
