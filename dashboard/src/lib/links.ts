/** The product's public website: where a merchant subscribes to a plan (SPEC §2 banner). */
export const PRODUCT_WEBSITE_OFFERS_URL =
  import.meta.env.VITE_WEBSITE_OFFERS_URL ?? 'https://www.merci.shop/offres';
export const PRIVACY_POLICY_URL =
  import.meta.env.VITE_PRIVACY_URL ?? 'https://www.merci.shop/confidentialite';
export const TERMS_URL = import.meta.env.VITE_TERMS_URL ?? 'https://www.merci.shop/cgu';

/** Where a reward is given: the contents to choose one from (SPEC §2 rewards empty state). */
export const ASSIGN_REWARD_PATH = '/instagram/contents';

/**
 * The anchor of the rewards given on /rewards: a link to the use requests lands on their table,
 * not above the fold.
 */
export const ASSIGNED_REWARDS_ANCHOR = 'given-rewards';

/** The account's tab where the shop connects its online store (docs/adr/037). */
export const ONLINE_STORE_PATH = '/account/online-store';
