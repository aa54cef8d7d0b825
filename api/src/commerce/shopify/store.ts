/** What the Shopify client and the fake Shopify agree on: addresses, versions, scopes, ids. */
import { normalizeStoreDomain } from '@merci/domain';

/** The Admin API version merci is written against: Shopify's newest stable one. */
export const DEFAULT_API_VERSION = '2026-10';
/** Shopify releases a version each quarter, named by its month. */
export const API_VERSION_PATTERN = /^\d{4}-(01|04|07|10)$/;

/**
 * A stable version's life (shopify.dev/docs/api/usage/versioning): released on the first day of
 * its month (at 17:00 UTC), supported for 12 months; past that, Shopify answers a request for it
 * with the oldest version it still supports ("falls forward").
 */
export function apiVersionWindow(version: string): { releasedAt: Date; supportedUntil: Date } {
  const [year = 0, month = 0] = version.split('-').map(Number);
  return {
    releasedAt: new Date(Date.UTC(year, month - 1, 1, 17)),
    supportedUntil: new Date(Date.UTC(year + 1, month - 1, 1, 17)),
  };
}

/** The oldest stable version Shopify still supports on `now`: the one it falls forward to. */
export function oldestSupportedApiVersion(now: Date): string {
  let year = now.getUTCFullYear() - 1;
  let month = Math.floor(now.getUTCMonth() / 3) * 3 + 1;
  for (;;) {
    const version = `${year}-${String(month).padStart(2, '0')}`;
    if (apiVersionWindow(version).supportedUntil > now) return version;
    month += 3;
    if (month > 12) [year, month] = [year + 1, 1];
  }
}
/** Discounts to create the single-use codes, orders to see them used. */
export const DEFAULT_SCOPES = ['write_discounts', 'read_orders'] as const;

/**
 * A store's permanent address (`atelier-lea.myshopify.com`) from what a merchant types: the
 * domain's rule, shared with the dashboard's connect form.
 */
export const normalizeDomain = (input: string): string | undefined => normalizeStoreDomain('shopify', input);

/**
 * Whether `granted` covers every scope of `required`; a `write_` scope implies its `read_` one,
 * and Shopify lists only the former when both are granted.
 */
export function coversScopes(granted: readonly string[], required: readonly string[]): boolean {
  const held = new Set(granted);
  return required.every(
    (scope) => held.has(scope) || (scope.startsWith('read_') && held.has(`write_${scope.slice(5)}`)),
  );
}

/**
 * An order's id as merci keeps it: its GraphQL id. Webhooks give it as `admin_graphql_api_id` on
 * an order and as a bare number in the privacy requests; both become this form so they match.
 */
export const orderGid = (id: string | number) => `gid://shopify/Order/${id}`;
