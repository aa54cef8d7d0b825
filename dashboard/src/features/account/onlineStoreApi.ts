import type { OnlineStore, OnlineStorePlatform } from '@merci/domain';
import { apiRequest } from '../../lib/api/client';
import { endpoints } from '../../lib/api/endpoints';

/**
 * POST /shops/{shopId}/online_stores/connect: the store's page where the merchant lets merci in;
 * the store sends the browser back to /account/online-store (docs/adr/037).
 */
export const connectOnlineStore = (
  shopId: number,
  domain: string,
  platform: OnlineStorePlatform = 'shopify',
) =>
  apiRequest<{ authorizeUrl: string }>(endpoints.onlineStoreConnect(shopId), {
    method: 'POST',
    body: { platform, domain },
    errorKey: 'online_store.errors.connect',
  });

/** PUT /online_stores/{id}/disconnect: the store as it now stands, disconnected. */
export const disconnectOnlineStore = (id: number) =>
  apiRequest<OnlineStore>(endpoints.onlineStoreDisconnect(id), {
    method: 'PUT',
    errorKey: 'online_store.errors.disconnect',
  });

/** Leaves the dashboard for the store's consent page. */
export const leaveForStore = (authorizeUrl: string) => window.location.assign(authorizeUrl);
