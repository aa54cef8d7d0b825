import { mixed, object, string, type InferType } from 'yup';
import {
  ONLINE_STORE_ERRORS,
  ONLINE_STORE_PLATFORMS,
  type OnlineStorePlatform,
} from '../rules/onlineStore.js';
import { normalizeStoreDomain } from '../rules/storeDomain.js';

const E = ONLINE_STORE_ERRORS;

/**
 * The connect form (POST /shops/{id}/online_stores/connect): the platform and the store's address,
 * its name alone or its whole address.
 */
export const onlineStoreConnectSchema = object({
  platform: mixed<OnlineStorePlatform>().oneOf(ONLINE_STORE_PLATFORMS, E.domain).default('shopify'),
  domain: string()
    .trim()
    .required(E.domain)
    .test('store-domain', E.domain, function isStore(value) {
      const platform = (this.parent as { platform?: OnlineStorePlatform }).platform ?? 'shopify';
      return value === undefined || normalizeStoreDomain(platform, value) !== undefined;
    }),
});

export type OnlineStoreConnectValues = InferType<typeof onlineStoreConnectSchema>;
