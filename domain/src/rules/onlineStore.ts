/**
 * The shop's online store (docs/adr/037): the message keys of its refusals, which the API answers
 * and the dashboard words, and the platforms it can be on.
 */
export const ONLINE_STORE_PLATFORMS = ['shopify'] as const;
export type OnlineStorePlatform = (typeof ONLINE_STORE_PLATFORMS)[number];

/**
 * Whether the store tells merci of its orders. `awaiting_approval`: the platform refused the order
 * webhooks because it has not yet approved merci's access to protected customer data (Shopify's
 * review); the store stays connected and its unique codes work, merci asks again for the webhooks
 * until they are granted (docs/adr/037).
 */
export const ORDER_TRACKING_STATES = ['tracked', 'awaiting_approval'] as const;
export type OrderTracking = (typeof ORDER_TRACKING_STATES)[number];

export const ONLINE_STORE_ERRORS = {
  /** 422: not an address of the platform's stores (`atelier-lea.myshopify.com`). */
  domain: 'online_store.errors.domain',
  /** 409: the store is connected to another merci shop. */
  taken: 'online_store.errors.taken',
  /** The way back from the store did not hold (signature, state, expired). */
  callback: 'online_store.errors.callback',
  /**
   * The way back reached another browser than the one that started the connection (a link sent to
   * someone else): refused, so that nobody connects a store to a shop that is not its owner's.
   */
  otherBrowser: 'online_store.errors.other_browser',
  /** The merchant declined on the store's page. */
  denied: 'online_store.errors.denied',
  /** 502: the store did not answer, or refused; nothing was given. */
  unavailable: 'online_store.errors.unavailable',
  /** 409: no connected store (or its access was revoked) for a reward with unique codes. */
  disconnected: 'online_store.errors.disconnected',
  /** 401: a webhook whose signature does not hold. */
  badSignature: 'online_store.errors.bad_signature',
} as const;
