export { createShopifyConnector, discountValueInput } from './client.js';
export type { ShopifyConnectorOptions } from './client.js';
export { CALLBACK_MAX_AGE_MS } from './oauth.js';
export {
  API_VERSION_PATTERN,
  DEFAULT_API_VERSION,
  DEFAULT_SCOPES,
  apiVersionWindow,
  normalizeDomain,
  oldestSupportedApiVersion,
  orderGid,
} from './store.js';
export { parseCents } from './webhooks.js';
