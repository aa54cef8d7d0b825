/**
 * Rows for tests, inserted straight into the database with sensible defaults. Each returns the
 * new id. Passwords are hashed for real (at the test APIs' cost), so that sign-in goes through the
 * real route.
 */
import {
  ROLE_OWNER,
  monthKey,
  type ContentType,
  type MediaType,
  type RewardType,
  type ShopRegisterPayload,
} from '@merci/domain';
import type { Insertable, Kysely } from 'kysely';
import { hashPassword } from '../auth/password.js';
import { newOneTimeToken } from '../auth/tokens.js';
import { storeContents } from '../instagram/storeContents.js';
import { TEST_PASSWORD_HASHING, type TestApi } from './harness.js';
import type {
  ConfigDiscountTable,
  Database,
  DiscountTable,
  ProductTable,
  ShopTable,
  SocialAccountTable,
  SocialAutomationTable,
  SocialContentTable,
  UserNotificationTable,
} from '../db/schema.js';

const NOW = '2026-11-22T10:00:00.000Z';
let sequence = 0;
const next = () => (sequence += 1);

export async function createCategory(db: Kysely<Database>, name = `Catégorie ${next()}`) {
  const row = await db.insertInto('category').values({ name }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function createShop(db: Kysely<Database>, values: Partial<Insertable<ShopTable>> = {}) {
  const row = await db
    .insertInto('shop')
    .values({
      name: `Boutique ${next()}`,
      validated: 1,
      discount_types: JSON.stringify(['percent', 'code', 'voucher', 'other'] satisfies RewardType[]),
      quota: 10,
      quota_remaining: 10,
      // The count of the month of NOW (in Paris), where the suites' clocks stand: a test whose
      // clock is in another month sets the period it means. Never the real date, which moves on.
      quota_period: monthKey(new Date(NOW)),
      subscription_offer_type: 'advanced',
      subscription_type: 'monthly',
      subscription_amount: 9900,
      created_at: NOW,
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface OwnerOptions {
  shopId: number | null;
  email?: string;
  password?: string;
  roles?: string[];
  activated?: boolean;
}

export async function createOwner(db: Kysely<Database>, options: OwnerOptions) {
  const email = (options.email ?? `owner${next()}@shop.test`).toLowerCase();
  const password = options.password ?? 'secret-password';
  const row = await db
    .insertInto('user_account')
    .values({
      email,
      name: 'Camille Martin',
      password_hash: await hashPassword(password, TEST_PASSWORD_HASHING),
      roles: JSON.stringify(options.roles ?? [ROLE_OWNER]),
      activated: options.activated === false ? 0 : 1,
      shop_id: options.shopId,
      created_at: NOW,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, email, password };
}

/** A shop, its owner and the owner's session, signed in through the real route. */
export async function signedInShop(api: TestApi, shop: Partial<Insertable<ShopTable>> = {}) {
  const shopId = await createShop(api.db, shop);
  const owner = await createOwner(api.db, { shopId });
  return { shopId, owner, token: await api.signIn(owner.email, owner.password) };
}

/** A signed-in shop with its Instagram account (`account` overrides the account's columns). */
export async function connectedShop(
  api: TestApi,
  {
    shop = {},
    account = {},
  }: { shop?: Partial<Insertable<ShopTable>>; account?: Partial<Insertable<SocialAccountTable>> } = {},
) {
  const signedIn = await signedInShop(api, shop);
  return { ...signedIn, accountId: await createSocialAccount(api.db, signedIn.shopId, account) };
}

/**
 * A session row of a user, for tokens written by hand: returns the session id a token carries
 * (`sid`). Sign-in makes the same row for a real token.
 */
export async function createSession(
  db: Kysely<Database>,
  userId: number,
  { expiresAt = new Date(Date.now() + 3 * 60 * 60 * 1000) }: { expiresAt?: Date } = {},
) {
  const { token: sessionId, hash } = newOneTimeToken();
  await db
    .insertInto('user_session')
    .values({
      id_hash: hash,
      user_id: userId,
      created_at: new Date().toISOString(),
      expires_at: expiresAt.toISOString(),
      ended_at: null,
    })
    .execute();
  return sessionId;
}

export async function createSocialAccount(
  db: Kysely<Database>,
  shopId: number,
  values: Partial<Insertable<SocialAccountTable>> = {},
) {
  const row = await db
    .insertInto('social_account')
    .values({
      shop_id: shopId,
      network: 'instagram',
      external_id: `ig-${next()}`,
      account_name: 'maison.lumiere',
      website: 'https://maison-lumiere.test',
      image_url: null,
      post_count: 120,
      follower_count: 4800,
      has_account_token_expired: 0,
      pull_status: 'idle',
      created_at: NOW,
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function createContent(
  db: Kysely<Database>,
  socialAccountId: number,
  values: Partial<Insertable<SocialContentTable>> & { type?: ContentType; media_type?: MediaType } = {},
) {
  const n = next();
  const row = await db
    .insertInto('social_content')
    .values({
      social_account_id: socialAccountId,
      external_id: `media-${n}`,
      media_url: `/media/${n}.svg`,
      caption: `Publication ${n}`,
      permalink: `https://www.instagram.com/p/${n}/`,
      type: 'feed',
      media_type: 'image',
      author_username: `auteur_${n}`,
      like_count: 10,
      comment_count: 2,
      expires_at: null,
      created_at: NOW,
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function createConfigDiscount(
  db: Kysely<Database>,
  shopId: number,
  values: Partial<Insertable<ConfigDiscountTable>> = {},
) {
  const row = await db
    .insertInto('config_discount')
    .values({
      shop_id: shopId,
      type: 'percent',
      social_content_types: JSON.stringify(['ad', 'feed', 'story', 'reels']),
      place: 'online',
      code: null,
      percent: 15,
      description: null,
      validity_start_at: null,
      validity_end_at: null,
      quantity: null,
      quantity_allocated: 0,
      quantity_used: 0,
      created_by: null,
      created_at: NOW,
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A configured reward of each type, with the values each type requires. */
export async function createConfigDiscountOfEachType(
  db: Kysely<Database>,
  shopId: number,
  label = { code: 'MERCI10', voucher: 'Un café', other: 'Une surprise' },
) {
  return {
    percent: await createConfigDiscount(db, shopId),
    code: await createConfigDiscount(db, shopId, { type: 'code', code: label.code }),
    voucher: await createConfigDiscount(db, shopId, { type: 'voucher', description: label.voucher }),
    other: await createConfigDiscount(db, shopId, { type: 'other', description: label.other }),
  };
}

/** A product (a publication being rewarded), not approved yet unless `values` says so. */
export async function createProduct(
  db: Kysely<Database>,
  shopId: number,
  socialContentId: number,
  values: Partial<Insertable<ProductTable>> = {},
) {
  const row = await db
    .insertInto('product')
    .values({
      shop_id: shopId,
      social_content_id: socialContentId,
      publish: 1,
      approved_at: null,
      created_at: '2026-11-22T09:00:00.000Z',
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The body of `POST /users/shop-register`, as the sign-up form sends it. */
export function registration(
  categoryId: number,
  email = 'nina@atelier-nina.test',
  password = 'motdepasse',
): ShopRegisterPayload {
  return {
    shop: {
      name: 'Atelier Nina',
      phoneNumber: '06 12 34 56 78',
      category: categoryId,
      address: { firstRow: '3 place Bellecour', secondRow: '', postalCode: '69002', city: 'Lyon' },
      socialName: '@atelier.nina',
    },
    user: { name: 'Nina Roux', email, password },
  };
}

/** A content put forward for a reward through the API (`POST /products`), as the dashboard does: the product's id. */
export async function postProduct(api: TestApi, token: string, shopId: number, contentId: number) {
  const response = await api.call<{ id: number }>('POST', '/products', {
    token,
    body: {
      socialContent: `/social_content_instagrams/${contentId}`,
      shop: `/shops/${shopId}`,
      publish: true,
    },
  });
  if (response.status !== 201) throw new Error(`POST /products answered ${response.status}`);
  return response.body.id;
}

export async function createDiscount(
  db: Kysely<Database>,
  shopId: number,
  socialContentId: number,
  values: Partial<Insertable<DiscountTable>> = {},
) {
  const row = await db
    .insertInto('discount')
    .values({
      shop_id: shopId,
      social_content_id: socialContentId,
      username: 'auteur',
      media_type: 'image',
      type: 'percent',
      place: 'online',
      amount_in_percent: 15,
      status: 'assigned',
      created_at: NOW,
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function createAutomation(
  db: Kysely<Database>,
  shopId: number,
  values: Partial<Insertable<SocialAutomationTable>> = {},
) {
  const row = await db
    .insertInto('social_automation')
    .values({
      shop_id: shopId,
      feature_type: 'thanks',
      mode: 'automatic',
      message: 'Merci {{username}} pour votre story !',
      created_at: NOW,
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function createNotification(
  db: Kysely<Database>,
  userId: number,
  values: Partial<Insertable<UserNotificationTable>> = {},
) {
  const row = await db
    .insertInto('user_notification')
    .values({
      user_id: userId,
      title: null,
      message: `Notification ${next()}`,
      read: 0,
      created_at: NOW,
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The subscription offers as the seed writes them (Basic 10 contents a month and 1 reward type,
 * Pro 10 and 2, Advanced 50 and 4, Enterprise without limits), or only the types asked for.
 */
export async function createOffers(
  db: Kysely<Database>,
  types: readonly ('basic' | 'pro' | 'advanced' | 'enterprise')[] = [
    'basic',
    'pro',
    'advanced',
    'enterprise',
  ],
) {
  const offers = {
    basic: {
      kind: 'collect',
      loyalty_quota: 10,
      reward_type_limit: 1,
      monthly_amount: 2900,
      annual_amount: 29000,
    },
    pro: {
      kind: 'loyalty',
      loyalty_quota: 10,
      reward_type_limit: 2,
      monthly_amount: 5900,
      annual_amount: 59000,
    },
    advanced: {
      kind: 'all',
      loyalty_quota: 50,
      reward_type_limit: 4,
      monthly_amount: 9900,
      annual_amount: 99000,
    },
    enterprise: {
      kind: 'all',
      loyalty_quota: null,
      reward_type_limit: null,
      monthly_amount: 24900,
      annual_amount: 249000,
    },
  };
  await db
    .insertInto('subscription_offer')
    .values(types.map((type) => ({ type, ...offers[type] })))
    .execute();
}

/** An approval's body that gives a configured reward as it is, as the dashboard sends it. */
export const configRewardBody = (shopId: number, configId: number) => ({
  config_discount_id: configId,
  type: null,
  place: null,
  code: null,
  percent: null,
  description: null,
  validity_start_at: null,
  validity_end_at: null,
  shop: `/shops/${shopId}`,
});

/** The body of PUT /products/{id}/approve the dashboard sends for a custom reward (15 %, online). */
export const customRewardBody = (shopId: number, values: Record<string, unknown> = {}) => ({
  config_discount_id: null,
  type: 'percent',
  place: 'online',
  code: '',
  percent: 15,
  description: 'Merci pour ta story',
  validity_start_at: '',
  validity_end_at: '',
  shop: `/shops/${shopId}`,
  ...values,
});

/**
 * What a pull does to a content, through the pull's own `storeContents`: a new one is inserted, a
 * known one gets what Instagram may change (here its like count) and keeps what merci decided.
 */
export async function refreshPulledContent(
  db: Kysely<Database>,
  socialAccountId: number,
  values: { external_id: string; author_username: string; like_count: number },
) {
  await storeContents(db, socialAccountId, [
    {
      media_url: null,
      caption: null,
      permalink: null,
      type: 'feed',
      media_type: 'image',
      comment_count: 0,
      expires_at: null,
      created_at: new Date().toISOString(),
      source: 'tag',
      ...values,
    },
  ]);
}
