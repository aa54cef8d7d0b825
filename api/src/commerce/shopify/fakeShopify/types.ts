/** What the fake Shopify is started with, what it keeps and records, and what tests can do to it. */

export interface FakeShopifyOptions {
  apiKey: string;
  apiSecret: string;
  /** The app's API version: always answered, and named on every webhook delivery. @default '2026-10' */
  apiVersion?: string;
  /**
   * Where the privacy topics (`customers/data_request`, `customers/redact`, `shop/redact`) go: at
   * Shopify they are set in the app's configuration, not subscribed to by a store.
   */
  complianceAddress?: string;
  /**
   * The app's allowed redirection URLs (its configuration at Shopify): the consent of a
   * `redirect_uri` not among them, compared exactly, is refused as Shopify refuses it.
   */
  redirectUrls?: readonly string[];
  /**
   * The clock of orders, discounts, deliveries, API versions and tokens: an access token's hour,
   * a refresh token's 90 days, and the end of non-expiring tokens on 1 January 2027.
   * @default () => new Date()
   */
  now?: () => Date;
  /**
   * Whether Shopify approved the app's access to protected customer data. When false, a
   * subscription to an order or customer topic answers Shopify's userError ("This app is not
   * approved to subscribe to webhook topics containing protected customer data…"), as it does
   * for a public app before its review. @default true
   */
  protectedCustomerDataApproved?: boolean;
}

/**
 * How the next matching requests fail: `slow` answered as usual after `delayMs` (two callers then
 * meet); `error` a 500; `timeout` no answer and nothing done;
 * `lost_answer` done but no answer (the caller's time limit ends it); `throttle` the store's
 * cost bucket emptied and a `THROTTLED` answer; `rate_limit` a 429 with `Retry-After`; `frozen`
 * a 402 (the store's plan unpaid); `locked` a 423.
 */
export type FakeShopifyFailure =
  'slow' | 'error' | 'timeout' | 'lost_answer' | 'throttle' | 'rate_limit' | 'frozen' | 'locked';

export interface FakeFailureFilter {
  /** The GraphQL root field (`discountCodeBasicCreate`), or `access_token`; any Admin API call if unset. */
  operation?: string;
  domain?: string;
  /** The `Retry-After` of a `rate_limit`. @default 2 */
  retryAfterSeconds?: number;
  /** How long a `slow` answer waits. @default 200 */
  delayMs?: number;
}

export interface FakeShopifyRequest {
  method: string;
  domain: string;
  /** The path under the store, e.g. `/admin/api/2026-10/graphql.json`. */
  path: string;
  /** The GraphQL root field, or `access_token` for the token endpoint. */
  operation?: string;
  /** On the token endpoint: a consent's code, a refresh, or the exchange of a non-expiring token. */
  grantType?: 'authorization_code' | 'refresh_token' | 'token_exchange';
  variables?: Record<string, unknown>;
  /** 0 when no answer was sent (a time-out). */
  status: number;
}

export type FakeDiscountStatus = 'ACTIVE' | 'EXPIRED' | 'SCHEDULED';

export interface FakeDiscount {
  /** `gid://shopify/DiscountCodeNode/…` */
  id: string;
  code: string;
  title: string;
  startsAt: string;
  endsAt: string | null;
  status: FakeDiscountStatus;
  value: { percentage: number } | { amount: string; appliesOnEachItem: boolean };
  usageLimit: number | null;
  appliesOncePerCustomer: boolean;
  /** Orders that used it. */
  usageCount: number;
  /** The `DiscountCodeBasicInput` as received. */
  input: Record<string, unknown>;
}

export interface FakeSubscription {
  /** `gid://shopify/WebhookSubscription/…` */
  id: string;
  topic: string;
  uri: string;
  format: string;
}

/** An order as Shopify's webhooks carry it (REST order shape). */
export interface FakeOrder {
  id: number;
  admin_graphql_api_id: string;
  name: string;
  order_number: number;
  email: string;
  total_price: string;
  currency: string;
  discount_codes: { code: string; amount: string; type: 'percentage' | 'fixed_amount' }[];
  customer: { id: number; email: string; admin_graphql_api_id: string };
  cancelled_at: string | null;
  created_at: string;
  [field: string]: unknown;
}

export interface FakeDelivery {
  /** `X-Shopify-Webhook-Id`: this delivery's own, new on a retry. */
  webhookId: string;
  /** `X-Shopify-Event-Id`: the event's, the same on every delivery of it. */
  eventId: string;
  topic: string;
  domain: string;
  address: string;
  /** Every header sent, with Shopify's capitalisation. */
  headers: Record<string, string>;
  /** The exact bytes signed and sent. */
  body: string;
  /** The receiver's HTTP status; 0 when it could not be reached or did not answer in time. */
  status: number;
  /** Set on a delivery sent again: the webhook id it repeats. */
  replayOf?: string;
}

export type FakeOrderRefusal = 'unknown_code' | 'used_up' | 'inactive';

export type FakeOrderResult =
  | { ok: true; order: FakeOrder; deliveries: FakeDelivery[] }
  /** What checkout says when a code does not apply; nothing is created or sent. */
  | { ok: false; code: string; reason: FakeOrderRefusal };

export interface FakePlaceOrder {
  domain: string;
  /** Discount codes typed at checkout, matched without regard to case. */
  codes?: string[];
  /** What the customer paid, in cents. @default 5990 */
  totalCents?: number;
  /** @default 'EUR' */
  currency?: string;
  /** The customer; a customer redaction names them. @default 'client@example.com' */
  email?: string;
}

export interface FakeShopifyServer {
  /** Origin of the server, e.g. `http://127.0.0.1:41234`. */
  url: string;
  /** Where a store lives on this server: `${url}/stores/${domain}`; the client's `storeOrigin`. */
  storeOrigin: (domain: string) => string;
  /** Admin API and OAuth requests received, oldest first. */
  requests: FakeShopifyRequest[];
  /** Webhooks sent, oldest first. */
  deliveries: FakeDelivery[];
  /** Makes the next `times` matching Admin API (or code exchange) requests fail. */
  failNext: (times: number, failure: FakeShopifyFailure, filter?: FakeFailureFilter) => void;
  /**
   * The signed redirect of an approval, as the consent page's install link: `redirectUri` with
   * `code`, `hmac`, `host`, `shop`, `state` and `timestamp`. `scopes` are those granted.
   */
  approve: (input: { domain: string; redirectUri: string; state: string; scopes?: string[] }) => string;
  /**
   * A store's non-expiring offline token, as an install gave it before expiring tokens (valid
   * until 1 January 2027). @default scopes: write_discounts, read_orders
   */
  issueToken: (domain: string, scopes?: string[]) => string;
  /** A store's expiring offline token (one hour from the fake's clock) and its refresh token. */
  issueGrant: (domain: string, scopes?: string[]) => { accessToken: string; refreshToken: string };
  discounts: (domain: string) => FakeDiscount[];
  subscriptions: (domain: string) => FakeSubscription[];
  orders: (domain: string) => FakeOrder[];
  /** Sets what the store's cost bucket holds now (it refills from there). */
  setBucket: (domain: string, currentlyAvailable: number) => void;
  setComplianceAddress: (address: string) => void;
  /** Grants or withdraws the app's approval for protected customer data (see the option). */
  setProtectedCustomerDataApproval: (approved: boolean) => void;
  /** Replaces the app's allowed redirection URLs (a test API knows its port once started). */
  setRedirectUrls: (urls: readonly string[]) => void;
  /** A checkout: uses the codes and sends `orders/create` to the store's subscriptions. */
  placeOrder: (input: FakePlaceOrder) => Promise<FakeOrderResult>;
  /** Cancels an order by its name (`#1001`) and sends `orders/cancelled`. */
  cancelOrder: (input: { domain: string; name: string }) => Promise<FakeDelivery[]>;
  /** Sends `customers/data_request` for the customer's orders to the compliance address. */
  requestCustomerData: (input: { domain: string; email: string }) => Promise<FakeDelivery>;
  /** Sends `customers/redact` for the customer's orders to the compliance address. */
  redactCustomer: (input: { domain: string; email: string }) => Promise<FakeDelivery>;
  /** Sends `shop/redact` to the compliance address. */
  redactShop: (domain: string) => Promise<FakeDelivery>;
  /** Revokes the store's tokens, sends `app/uninstalled` and drops its subscriptions. */
  uninstall: (domain: string) => Promise<FakeDelivery[]>;
  /** Sends a delivery again with the same webhook id, body and signature, as Shopify's retries do. */
  redeliver: (webhookId: string) => Promise<FakeDelivery>;
  /** Forgets failures, logs, stores and their tokens' revocations. */
  reset: () => void;
  close: () => Promise<void>;
}
