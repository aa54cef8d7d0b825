import type { OnlineStorePlatform } from './onlineStore.js';

/** A store merci creates codes in, or one whose access ended (disconnected, app uninstalled). */
export const ONLINE_STORE_STATUSES = ['connected', 'disconnected'] as const;
export type OnlineStoreStatus = (typeof ONLINE_STORE_STATUSES)[number];

/** What a Shopify store's permanent address ends with; the connect field shows it after the name. */
export const SHOPIFY_DOMAIN_SUFFIX = '.myshopify.com';

const SHOPIFY_DOMAIN = /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/;
const SHOPIFY_NAME = /^[a-z0-9][a-z0-9-]*$/;

/**
 * A store's permanent address (`atelier-lea.myshopify.com`) from what a merchant types: the
 * store's name alone, its address or its URL. Undefined for anything else, a custom domain
 * included: only the `myshopify.com` address names a Shopify store for OAuth.
 */
export function normalizeStoreDomain(platform: OnlineStorePlatform, input: string): string | undefined {
  if (platform !== 'shopify') return undefined;
  let text = input.trim().toLowerCase();
  text = text.replace(/^https?:\/\//, '').replace(/\/+$/, '');
  if (SHOPIFY_NAME.test(text)) text = `${text}${SHOPIFY_DOMAIN_SUFFIX}`;
  return SHOPIFY_DOMAIN.test(text) ? text : undefined;
}
