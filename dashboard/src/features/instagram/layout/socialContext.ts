import { useOutletContext } from 'react-router-dom';
import type { Shop, SocialAccount } from '@merci/domain';

/** What the social layout hands its screens: the connected account and the shop (when loaded). */
export interface SocialContext {
  account: SocialAccount;
  shop: Shop | undefined;
}

export function useSocialContext(): SocialContext {
  return useOutletContext<SocialContext>();
}
