/**
 * What merci needs from a shop's e-commerce platform (docs/adr/037): connect a store, create and
 * stop single-use discount codes, and read the store's webhooks as merci's events. Shopify is the
 * first platform (`commerce/shopify/`); another one implements this interface in a folder of its own.
 */

import type { OnlineStorePlatform, OrderTracking } from '@merci/domain';

/** The platforms merci can connect (the domain's list), as stored in `online_store.platform`. */
export type StorePlatform = OnlineStorePlatform;

/**
 * What a platform grants merci for a store: an access token, and, when it expires (Shopify's
 * expiring offline tokens, one hour), when, and the refresh token that gets the next one.
 */
export interface StoreGrant {
  accessToken: string;
  /** Null: a token that does not expire (Shopify's non-expiring offline token, refused from 2027). */
  accessTokenExpiresAt: Date | null;
  refreshToken: string | null;
  refreshTokenExpiresAt: Date | null;
  scopes: string[];
}

/** A connected store as a connector call needs it: its address and its decrypted token. */
export interface ConnectedStore {
  /** The store's own address, e.g. `atelier-lea.myshopify.com`. */
  domain: string;
  accessToken: string;
}

/**
 * What a unique code gives: a share of the order as merci writes it (`10` is 10 %), or an amount
 * off it in units of the store's currency, two decimals at most (`10.5` is 10.50).
 */
export type DiscountValue = { percent: number } | { amount: number };

export interface DiscountToCreate {
  /** The code the ambassador types at checkout, e.g. `MERCI-LEA-7K3Q`. */
  code: string;
  /** The name the merchant sees in the store's admin, e.g. `merci · @lea.martin`. */
  title: string;
  value: DiscountValue;
  /** ISO-8601 instants; `startsAt` is required by Shopify, `endsAt` null means no end. */
  startsAt: string;
  endsAt: string | null;
}

/** A discount the store created: its id in the store (a Shopify GID) and the code it holds. */
export interface CreatedDiscount {
  externalId: string;
  code: string;
}

/** An order as merci keeps it: which codes it used, and what it was worth. */
export interface StoreOrder {
  /** The store's id of the order (a Shopify GID, or its numeric id as text). */
  externalId: string;
  /** What the merchant calls the order, e.g. `#1042`. */
  name: string;
  /** The order's total in cents of `currency`. */
  totalCents: number;
  /** ISO 4217, e.g. `EUR`. */
  currency: string;
  /** The discount codes the order used, as the customer typed them. */
  codes: string[];
}

/** A store's webhook delivery, as merci's events. */
export type StoreEvent =
  | { kind: 'order_placed'; order: StoreOrder }
  | { kind: 'order_cancelled'; order: StoreOrder }
  /** The merchant asks what merci holds about one customer (GDPR, CCPA). */
  | { kind: 'customer_data_request'; orderIds: string[] }
  /** Forget one customer's orders. */
  | { kind: 'customer_redact'; orderIds: string[] }
  /** Forget the whole store (some time after it uninstalled merci). */
  | { kind: 'store_redact' }
  | { kind: 'app_uninstalled' }
  /** A topic merci does not subscribe to: recorded and ignored. */
  | { kind: 'ignored'; topic: string };

/** A delivery whose signature holds, before it is read. */
export interface VerifiedDelivery {
  /** The platform's id of the event delivered: a retry, or a second delivery of it, has the same. */
  deliveryId: string;
  topic: string;
  /** The store the delivery is about. */
  domain: string;
  /** The exact bytes received, as text: the signature is checked on them, and they are read once. */
  body: string;
}

export type CommerceErrorKind =
  /** The token was revoked or the app uninstalled: the store must be connected again. */
  | 'unauthorized'
  /** A scope merci needs was not granted. */
  | 'forbidden'
  /** The store's rate limit: try again after `retryAfterMs`. */
  | 'throttled'
  /** No answer in time, a 5xx, a network failure. */
  | 'unavailable'
  /** The store refused the request itself (a code already taken, a field it rejects). */
  | 'rejected';

/** A failed store call, classified; the message never holds a token. */
export class CommerceError extends Error {
  constructor(
    message: string,
    readonly kind: CommerceErrorKind,
    /** The platform's own error code when it gave one (`TAKEN`, `THROTTLED`, …). */
    readonly code?: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'CommerceError';
  }
}

export interface CommerceConnector {
  platform: StorePlatform;
  /** The scopes merci asks for, as the platform writes them. */
  scopes: readonly string[];
  /** The store's address as stored, or undefined when the input is not one of this platform's. */
  normalizeDomain(input: string): string | undefined;
  /** Where the merchant approves merci's access; `state` comes back to the callback. */
  authorizeUrl(input: { domain: string; state: string; redirectUri: string }): string;
  /**
   * Whether the callback's query was signed by the platform (Shopify: `hmac` over the other
   * parameters, sorted), compared in a time that does not depend on where it differs.
   */
  verifyCallback(query: Record<string, string>): boolean;
  /** The tokens for a callback's `code`, and the scopes granted. */
  exchangeCode(input: { domain: string; code: string }): Promise<StoreGrant>;
  /**
   * The next grant for a refresh token (the platform rotates it: store the new one). A refresh
   * token the platform refuses (expired, revoked) is an 'unauthorized' CommerceError.
   */
  refreshGrant(input: { domain: string; refreshToken: string }): Promise<StoreGrant>;
  /**
   * An expiring grant for a token that does not expire, which stops working once exchanged; a
   * token the platform refuses is an 'unauthorized' CommerceError. A platform whose tokens never
   * needed it leaves it out.
   */
  migrateGrant?(input: { domain: string; accessToken: string }): Promise<StoreGrant>;
  /**
   * Asks the store to send its order and uninstall events to `address`. A platform that refuses
   * the order topics until it approves merci's access to protected customer data (Shopify) leaves
   * the other subscriptions made and answers `awaiting_approval`: the store works without its
   * orders, and merci asks again later. Throws on any other refusal.
   */
  subscribeWebhooks(store: ConnectedStore, address: string): Promise<{ orderTracking: OrderTracking }>;
  createDiscount(store: ConnectedStore, discount: DiscountToCreate): Promise<CreatedDiscount>;
  /** Stops a code: it can no longer be used. Stopping one already stopped or gone succeeds. */
  deactivateDiscount(store: ConnectedStore, externalId: string): Promise<void>;
  /**
   * Removes merci's app from the store: its token and webhook subscriptions end with it. Throws
   * `unauthorized` when the token no longer works (the app already gone).
   */
  uninstall(store: ConnectedStore): Promise<void>;
  /**
   * The delivery when its signature holds for the raw body, undefined otherwise. `headers` are
   * lower-case, as Node gives them.
   */
  verifyWebhook(
    headers: Record<string, string | string[] | undefined>,
    rawBody: Buffer,
  ): VerifiedDelivery | undefined;
  /**
   * What merci keeps of a verified delivery's body until the worker reads it: the fields
   * `readWebhook` reads, in a form it reads the same, never a customer's name, e-mail, phone,
   * address or IP (docs/adr/037, "What a delivery keeps").
   */
  keptWebhookBody(delivery: Pick<VerifiedDelivery, 'topic' | 'body'>): string;
  /** A verified delivery's body as merci's event. Throws on a body that does not parse. */
  readWebhook(delivery: Pick<VerifiedDelivery, 'topic' | 'body'>): StoreEvent;
}
