/**
 * JSON schemas of the online store's routes (docs/adr/037). The connect body's address is checked
 * by the platform's connector, with the domain's message key.
 */
import { ONLINE_STORE_ERRORS, ONLINE_STORE_PLATFORMS } from '@merci/domain';
import {
  boolean,
  hydraCollectionSchema,
  ignoredBody,
  integer,
  noContent,
  noQuery,
  pathParams,
  problems,
  string,
  suspendedShopProblem,
} from '../http/schemas.js';
import { salesStatisticsQuerySchema, salesStatisticsSchema } from '../commerce/salesStatistics.js';
import { onlineStoreSchema } from '../resources.schemas.js';

const tags = ['online store'];
const security = [{ bearer: [] }];

export const onlineStoresSchema = {
  tags,
  security,
  summary: 'The shop’s online store, connected or not (at most one)',
  params: pathParams('shopId'),
  querystring: noQuery,
  response: {
    200: hydraCollectionSchema(onlineStoreSchema, 'The store, if the shop ever connected one'),
    ...problems({ 401: 'No valid session', 404: 'Not the caller’s shop' }),
  },
} as const;

export const connectSchema = {
  tags,
  security,
  summary: 'Start connecting a store: the address of the store’s page where the merchant approves merci',
  description:
    `The state in the address is single use and expires; the store sends the merchant back to ` +
    `/online_stores/{platform}/callback, which connects the store only in this browser: the answer ` +
    `sets the HttpOnly cookie merci_store_connection for the callback's path. 422 ${ONLINE_STORE_ERRORS.domain} for an address that is not one ` +
    `of the platform’s stores; 409 ${ONLINE_STORE_ERRORS.taken} for a store connected to another shop.`,
  params: pathParams('shopId'),
  querystring: noQuery,
  body: {
    type: 'object',
    properties: {
      platform: { description: `${ONLINE_STORE_PLATFORMS.join(', ')}; shopify when left out` },
      domain: { description: 'The store’s name (atelier-lea) or its address (atelier-lea.myshopify.com)' },
    },
  },
  response: {
    200: { type: 'object', properties: { authorizeUrl: string } },
    ...problems({
      400: 'A body that is not an object',
      401: 'No valid session',
      ...suspendedShopProblem,
      404: 'Not the caller’s shop',
      409: `${ONLINE_STORE_ERRORS.taken}: the store is connected to another merci shop`,
      422: `${ONLINE_STORE_ERRORS.domain} on domain, or errors.invalid_choice on platform`,
    }),
  },
} as const;

export const callbackSchema = {
  tags,
  summary: 'The store sends the merchant back here: connects the store, then redirects to the dashboard',
  description:
    'Public: trusted by the platform’s signature (`hmac`), the single-use `state`, and the ' +
    'merci_store_connection cookie of the browser that started the connection (cleared in the answer). ' +
    'Redirects to /account/online-store?connected={platform}, or ?error={message key} when it did not ' +
    `connect (${ONLINE_STORE_ERRORS.otherBrowser} in another browser).`,
  params: { type: 'object', properties: { platform: string }, required: ['platform'] },
  querystring: {
    type: 'object',
    properties: {
      code: string,
      hmac: string,
      host: string,
      shop: string,
      state: string,
      timestamp: string,
      error: string,
    },
  },
  response: { 302: noContent('To the dashboard’s online store tab') },
} as const;

export const disconnectSchema = {
  tags,
  security,
  summary:
    'Disconnect the store: merci’s app is uninstalled from it, its token forgotten, the codes given stay usable',
  description:
    'The app uninstalls itself from the store first (Shopify’s appUninstall: the token and the webhook ' +
    `subscriptions end there), then merci forgets the token. 502 ${ONLINE_STORE_ERRORS.unavailable} when ` +
    'the store cannot be reached: the store stays connected, try again.',
  params: pathParams('id'),
  querystring: noQuery,
  body: ignoredBody,
  response: {
    200: onlineStoreSchema,
    ...problems({
      401: 'No valid session',
      404: 'Not a store of the caller’s shop',
      502: `${ONLINE_STORE_ERRORS.unavailable}: the store did not answer; still connected`,
    }),
  },
} as const;

export const storeWebhookSchema = {
  tags: ['webhooks'],
  summary: 'Receive a store’s webhook (orders, privacy requests, uninstall), recorded for the worker',
  description:
    'Shopify: signed with X-Shopify-Hmac-Sha256, deduplicated by X-Shopify-Event-Id (the event’s, the same on a retry). A delivery ' +
    `received twice is recorded once. 401 ${ONLINE_STORE_ERRORS.badSignature} on a missing or wrong ` +
    'signature (nothing recorded).',
  params: { type: 'object', properties: { platform: string }, required: ['platform'] },
  // Described only: the body stays raw bytes until its signature is checked.
  body: { description: 'The platform’s JSON, read as the exact bytes sent' },
  response: {
    200: { type: 'object', properties: { received: boolean, recorded: boolean } },
    ...problems({ 401: `${ONLINE_STORE_ERRORS.badSignature}: missing or wrong signature` }),
  },
} as const;

export const demoOrderSchema = {
  tags,
  summary: 'The offline demo: a customer orders with a unique code in the fake store',
  description:
    'Only while the fake store is in use (npm start without SHOPIFY_API_KEY); 404 otherwise. The fake ' +
    'store delivers the order to merci as its webhook.',
  querystring: noQuery,
  body: {
    type: 'object',
    required: ['code'],
    properties: {
      code: { type: 'string', minLength: 1, maxLength: 64 },
      totalCents: { type: 'integer', minimum: 1, maximum: 100_000_000 },
      currency: { type: 'string', pattern: '^[A-Z]{3}$' },
    },
  },
  response: {
    202: {
      type: 'object',
      properties: {
        domain: string,
        order: { type: 'object', properties: { name: string, totalCents: integer, currency: string } },
      },
    },
    ...problems({ 404: 'No unique code of that text', 409: 'The store refused the code (used, stopped)' }),
  },
} as const;

export const salesStatisticsRouteSchema = {
  tags,
  security,
  summary: 'What the ambassadors’ codes brought: the online store’s orders by month, ambassador and reward',
  params: pathParams('shopId'),
  querystring: salesStatisticsQuerySchema,
  response: {
    200: salesStatisticsSchema,
    ...problems({
      400: 'A period that is not one of the statistics’ periods',
      401: 'No valid session',
      404: 'Not the caller’s shop',
    }),
  },
} as const;
