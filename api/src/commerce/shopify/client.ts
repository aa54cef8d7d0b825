/**
 * The Shopify connector (docs/adr/037): OAuth with an expiring offline token and its refresh, single-use discount codes
 * through the Admin GraphQL API, and the store's webhooks. Every store call is classified as a
 * `CommerceError`; none holds the token.
 */
import {
  CommerceError,
  type CommerceConnector,
  type ConnectedStore,
  type CreatedDiscount,
  type DiscountToCreate,
  type DiscountValue,
} from '../connector.js';
import { adminGraphql, userErrorsFailure, type TransportOptions, type UserError } from './adminGraphql.js';
import {
  authorizeUrl,
  exchangeCode,
  migrateGrant,
  refreshGrant,
  verifyCallback,
  type OAuthOptions,
} from './oauth.js';
import { API_VERSION_PATTERN, DEFAULT_API_VERSION, DEFAULT_SCOPES, normalizeDomain } from './store.js';
import { keptWebhookBody, readWebhook, verifyWebhook } from './webhooks.js';

export interface ShopifyConnectorOptions {
  /** The app's client id. */
  apiKey: string;
  /** The app's client secret: signs the OAuth callbacks and the webhooks. */
  apiSecret: string;
  /** The Admin API version in every path, `YYYY-01|04|07|10`. @default '2026-10' */
  apiVersion?: string;
  /** @default ['write_discounts', 'read_orders'] */
  scopes?: readonly string[];
  /** Where a store's pages and API live. @default (domain) => `https://${domain}` */
  storeOrigin?: (domain: string) => string;
  /** Time limit of one HTTP call. @default 10000 */
  timeoutMs?: number;
  /** Retries after a time-out, a 5xx, a network failure or a rate limit. @default 2 */
  maxRetries?: number;
  /** First back-off delay, doubled on each retry. @default 500 */
  retryDelayMs?: number;
  /** Longest wait before a retry; a rate limit asking for more fails at once as 'throttled'. @default 20000 */
  maxRetryDelayMs?: number;
  fetch?: typeof fetch;
  /** The clock of the callback's timestamp and of the tokens' expiries. @default () => new Date() */
  now?: () => Date;
}

const WEBHOOK_TOPICS = ['ORDERS_CREATE', 'ORDERS_CANCELLED', 'APP_UNINSTALLED'] as const;

const CREATE_DISCOUNT = `mutation merciDiscountCreate($discount: DiscountCodeBasicInput!) {
  discountCodeBasicCreate(basicCodeDiscount: $discount) {
    codeDiscountNode { id }
    userErrors { field code message }
  }
}`;

const DISCOUNT_BY_CODE = `query merciDiscountByCode($code: String!) {
  codeDiscountNodeByCode(code: $code) {
    id
    codeDiscount { ... on DiscountCodeBasic { title } }
  }
}`;

const DEACTIVATE_DISCOUNT = `mutation merciDiscountDeactivate($id: ID!) {
  discountCodeDeactivate(id: $id) {
    codeDiscountNode { id }
    userErrors { field code message }
  }
}`;

// shopify.dev/docs/api/admin-graphql/latest/mutations/appUninstall (since 2025-07).
const UNINSTALL_APP = `mutation merciAppUninstall {
  appUninstall {
    app { id }
    userErrors { field code message }
  }
}`;

// `UserError` has no `code` here, unlike the discounts' `DiscountUserError`.
const SUBSCRIBE_WEBHOOK = `mutation merciWebhookSubscribe($topic: WebhookSubscriptionTopic!, $subscription: WebhookSubscriptionInput!) {
  webhookSubscriptionCreate(topic: $topic, webhookSubscription: $subscription) {
    webhookSubscription { id }
    userErrors { field message }
  }
}`;

/**
 * Shopify's refusal of an order topic while the app's access to protected customer data is not
 * approved (shopify.dev/docs/apps/launch/protected-customer-data): "This app is not approved to
 * subscribe to webhook topics containing protected customer data. See … for more details."
 */
const AWAITING_PROTECTED_DATA =
  /not approved to subscribe to webhook topics containing protected customer data/i;

interface Payload {
  userErrors?: UserError[];
}

/** Cents as Shopify writes money: `1050` → `"10.50"`. */
const money = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/**
 * merci's value as Shopify's `DiscountCustomerGetsValueInput`: a percent (`10` is 10 %) becomes
 * a share (`0.1`), an amount in the store's currency (`10.5`) its text with two decimals.
 */
export function discountValueInput(value: DiscountValue): Record<string, unknown> {
  if ('percent' in value) {
    const { percent } = value;
    if (!Number.isFinite(percent) || percent <= 0 || percent > 100) {
      throw new CommerceError(`A discount of ${percent} % is not one`, 'rejected', 'INVALID');
    }
    return { percentage: Number((percent / 100).toFixed(6)) };
  }
  const cents = Math.round(value.amount * 100);
  if (!Number.isFinite(value.amount) || cents <= 0 || Math.abs(value.amount * 100 - cents) > 1e-6) {
    throw new CommerceError(`A discount of ${value.amount} is not an amount of money`, 'rejected', 'INVALID');
  }
  return { discountAmount: { amount: money(cents), appliesOnEachItem: false } };
}

export function createShopifyConnector(options: ShopifyConnectorOptions): CommerceConnector {
  if (!options.apiKey || !options.apiSecret) throw new Error("Shopify's app needs its client id and secret");
  const apiVersion = options.apiVersion ?? DEFAULT_API_VERSION;
  if (!API_VERSION_PATTERN.test(apiVersion)) {
    throw new Error(`Not a Shopify API version: ${apiVersion} (expected YYYY-01, -04, -07 or -10)`);
  }
  const scopes = [...(options.scopes ?? DEFAULT_SCOPES)];
  const settings: OAuthOptions & TransportOptions = {
    apiKey: options.apiKey,
    apiSecret: options.apiSecret,
    scopes,
    storeOrigin: options.storeOrigin ?? ((domain) => `https://${domain}`),
    now: options.now ?? (() => new Date()),
    apiVersion,
    timeoutMs: options.timeoutMs ?? 10_000,
    maxRetries: options.maxRetries ?? 2,
    retryDelayMs: options.retryDelayMs ?? 500,
    maxRetryDelayMs: options.maxRetryDelayMs ?? 20_000,
    fetch: options.fetch ?? globalThis.fetch,
  };
  const call = <T>(store: ConnectedStore, query: string, variables: Record<string, unknown>) =>
    adminGraphql<T>(settings, store, query, variables);

  /** The store's discount holding `code`, when it is the one merci asked for under `title`. */
  const ownDiscount = async (store: ConnectedStore, code: string, title: string) => {
    const { data } = await call<{
      codeDiscountNodeByCode: { id: string; codeDiscount?: { title?: string } } | null;
    }>(store, DISCOUNT_BY_CODE, { code });
    const node = data.codeDiscountNodeByCode;
    return node && node.codeDiscount?.title === title ? node.id : undefined;
  };

  return {
    platform: 'shopify',
    scopes,
    normalizeDomain,
    authorizeUrl: (input) => authorizeUrl(settings, input),
    verifyCallback: (query) => verifyCallback(settings, query),
    exchangeCode: (input) => exchangeCode(settings, input),
    refreshGrant: (input) => refreshGrant(settings, input),
    migrateGrant: (input) => migrateGrant(settings, input),

    async createDiscount(store: ConnectedStore, discount: DiscountToCreate): Promise<CreatedDiscount> {
      const input = {
        title: discount.title,
        code: discount.code,
        startsAt: discount.startsAt,
        endsAt: discount.endsAt,
        context: { all: 'ALL' },
        customerGets: { value: discountValueInput(discount.value), items: { all: true } },
        appliesOncePerCustomer: true,
        usageLimit: 1,
      };
      const { data, ambiguous } = await call<{
        discountCodeBasicCreate: (Payload & { codeDiscountNode: { id: string } | null }) | null;
      }>(store, CREATE_DISCOUNT, { discount: input });
      const payload = data.discountCodeBasicCreate;
      const userErrors = payload?.userErrors ?? [];
      if (userErrors.length > 0) {
        // A first attempt that timed out may have created the code: the retry then finds it taken.
        if (ambiguous && userErrors.some((error) => error.code === 'TAKEN')) {
          const id = await ownDiscount(store, discount.code, discount.title);
          if (id) return { externalId: id, code: discount.code };
        }
        throw userErrorsFailure('the discount', userErrors);
      }
      const id = payload?.codeDiscountNode?.id;
      if (!id) throw new CommerceError('Shopify created no discount and said nothing', 'unavailable');
      return { externalId: id, code: discount.code };
    },

    async deactivateDiscount(store: ConnectedStore, externalId: string): Promise<void> {
      const { data } = await call<{ discountCodeDeactivate: Payload | null }>(store, DEACTIVATE_DISCOUNT, {
        id: externalId,
      });
      const userErrors = data.discountCodeDeactivate?.userErrors ?? [];
      // A discount the merchant deleted in the store is as stopped as merci wants it.
      const remaining = userErrors.filter((error) => !/does not exist|not found/i.test(error.message ?? ''));
      if (remaining.length > 0) throw userErrorsFailure('the deactivation', remaining);
    },

    async uninstall(store: ConnectedStore): Promise<void> {
      const { data } = await call<{ appUninstall: Payload | null }>(store, UNINSTALL_APP, {});
      const userErrors = data.appUninstall?.userErrors ?? [];
      if (userErrors.length > 0) throw userErrorsFailure('the uninstallation', userErrors);
    },

    async subscribeWebhooks(store: ConnectedStore, address: string) {
      let awaitingApproval = false;
      for (const topic of WEBHOOK_TOPICS) {
        const { data } = await call<{ webhookSubscriptionCreate: Payload | null }>(store, SUBSCRIBE_WEBHOOK, {
          topic,
          subscription: { uri: address, format: 'JSON' },
        });
        const userErrors = data.webhookSubscriptionCreate?.userErrors ?? [];
        // Connecting again finds the subscriptions of the first time.
        const remaining = userErrors.filter((error) => !/already been taken/i.test(error.message ?? ''));
        // The orders wait for Shopify's review of the app; the other topics are still subscribed.
        if (
          remaining.length > 0 &&
          remaining.every((error) => AWAITING_PROTECTED_DATA.test(error.message ?? ''))
        ) {
          awaitingApproval = true;
        } else if (remaining.length > 0) throw userErrorsFailure(`the ${topic} subscription`, remaining);
      }
      return { orderTracking: awaitingApproval ? ('awaiting_approval' as const) : ('tracked' as const) };
    },

    verifyWebhook: (headers, rawBody) => verifyWebhook(settings.apiSecret, headers, rawBody),
    keptWebhookBody,
    readWebhook,
  };
}
