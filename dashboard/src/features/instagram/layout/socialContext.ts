import { useOutletContext } from 'react-router-dom';
import type { Shop, SocialAccount } from '@merci/domain';

/** What the social layout hands its screens: the connected account and the shop (when loaded). */
export interface SocialContext {
  account: SocialAccount;
  shop: Shop | undefined;
  /** The shop's id, known before the shop itself is. */
  shopId: number | undefined;
  /** The shop could not be loaded: a screen that needs it says so (ShopLoadError). */
  isShopFailed: boolean;
}

export function useSocialContext(): SocialContext {
  return useOutletContext<SocialContext>();
}
