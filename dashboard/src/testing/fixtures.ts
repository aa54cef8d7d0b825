/**
 * Deterministic data for stories and tests, shaped exactly as the API sends it (JSON-LD resources
 * of api/src/resources.ts). Every date is fixed, nothing is random: a screenshot taken today and
 * one taken next year are the same.
 */
import {
  PLAN_LOYALTY_QUOTA,
  ROLE_OWNER,
  type AdminShopDetail,
  type AssignedReward,
  type Automation,
  type Category,
  type ConfigReward,
  type ContentType,
  type InstagramLoginConfig,
  type MediaType,
  type OnlineStore,
  type OwnerUser,
  type RewardStatus,
  type Shop,
  type SocialAccount,
  type SocialContent,
  type SubscriptionOffer,
  type UserNotification,
} from '@merci/domain';
import { adminShopFixtures } from './adminFixtures';
import { accountPicture, feedPicture } from './pictures';

/** The moment the mock API lives in: "this month" is November 2026. */
export const FIXED_NOW = new Date('2026-11-22T10:00:00.000Z');

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const before = (ms: number) => new Date(FIXED_NOW.getTime() - ms).toISOString();

/** The signed-in shop owner's credentials, accepted by the mock POST /v1/oauth. */
export const OWNER_CREDENTIALS = { email: 'camille@maison-lumiere.fr', password: 'merci-demo' } as const;
/** An account registered but never activated: sign-in answers `activated: false`. */
export const UNACTIVATED_CREDENTIALS = { email: 'nouvelle@boutique.fr', password: 'bienvenue' } as const;
/** A reset-password token that has expired (any other token is accepted). */
export const EXPIRED_RESET_TOKEN = 'lien-expire';
/** The token the mock sign-in hands out. */
export const SESSION_TOKEN = 'story-session-token';

export const SHOP_ID = 1;
export const USER_ID = 7;
export const SOCIAL_ACCOUNT_ID = 3;

export function ownerFixture(overrides: Partial<OwnerUser> = {}): OwnerUser {
  return {
    '@id': `/users/${USER_ID}`,
    '@type': 'User',
    id: USER_ID,
    email: OWNER_CREDENTIALS.email,
    roles: [ROLE_OWNER],
    shop: { id: SHOP_ID, '@id': `/shops/${SHOP_ID}` },
    ...overrides,
  };
}

/** What merci's team sets on a shop it suspends (a suspended shop: `shopFixture({ suspension: SUSPENSION_FIXTURE })`). */
export const SUSPENSION_FIXTURE = {
  since: '2026-11-20T09:00:00.000Z',
  reason: 'factures impayées depuis deux mois',
} as const satisfies NonNullable<Shop['suspension']>;

/**
 * The shop as GET /shops/{id} sends it; the mock API recomputes the two counters and the quota's
 * renewal date, and refuses the changes of a suspended shop as the API does.
 */
export function shopFixture(overrides: Partial<Shop> = {}): Shop {
  return {
    '@id': `/shops/${SHOP_ID}`,
    '@type': 'Shop',
    id: SHOP_ID,
    name: 'Maison Lumière',
    validated: true,
    discountTypes: ['percent', 'code', 'voucher', 'other'],
    discountCount: 0,
    discountMonthCount: 0,
    quota: PLAN_LOYALTY_QUOTA.advanced,
    quotaRemaining: 46,
    subscriptionOfferType: 'advanced',
    subscriptionType: 'monthly',
    subscriptionAmount: 99,
    socialName: 'maison.lumiere',
    timeZone: 'Europe/Paris',
    // 1 December 2026, 00:00 in Paris.
    quotaRenewsAt: '2026-11-30T23:00:00.000Z',
    suspension: null,
    ...overrides,
  };
}

const CATEGORY_NAMES = [
  'Autre',
  'Beauté & bien-être',
  'Épicerie fine',
  'Librairie & papeterie',
  'Maison & décoration',
  'Mode & accessoires',
  'Restaurant & café',
  'Sport & loisirs',
];

/** GET /categories, ordered by name as the API does. */
export function categoryFixtures(): Category[] {
  return CATEGORY_NAMES.map((name, index) => ({
    '@id': `/categories/${index + 1}`,
    '@type': 'Category',
    id: index + 1,
    name,
  }));
}

const feature = (name: string) => `offer.feature.${name}`;

/** GET /subscription_offers: the four plans, prices in euros. */
export function offerFixtures(): SubscriptionOffer[] {
  const offer = (
    id: number,
    type: SubscriptionOffer['type'],
    kind: SubscriptionOffer['kind'],
    loyaltyQuota: number | null,
    rewardTypeLimit: number | null,
    features: string[],
    monthly: number,
  ): SubscriptionOffer => ({
    '@id': `/subscription_offers/${id}`,
    '@type': 'SubscriptionOffer',
    id,
    type,
    kind,
    loyaltyQuota,
    rewardTypeLimit,
    features: features.map(feature),
    prices: [
      { interval: 'monthly', amount: monthly, currency: 'EUR' },
      { interval: 'annual', amount: monthly * 10, currency: 'EUR' },
    ],
  });
  return [
    offer(1, 'basic', 'collect', PLAN_LOYALTY_QUOTA.basic, 1, ['communication_kit', 'web_page'], 29),
    offer(2, 'pro', 'loyalty', PLAN_LOYALTY_QUOTA.pro, 2, ['communication_kit', 'web_page', 'mailing'], 59),
    offer(
      3,
      'advanced',
      'all',
      PLAN_LOYALTY_QUOTA.advanced,
      4,
      ['communication_kit', 'web_page', 'mailing', 'automation'],
      99,
    ),
    offer(
      4,
      'enterprise',
      'all',
      null,
      null,
      ['communication_kit', 'web_page', 'mailing', 'automation', 'support'],
      249,
    ),
  ];
}

const NOTIFICATION_TEXTS: [string | null, string][] = [
  ['Nouvelle demande', '@chloe.cuisine souhaite utiliser sa récompense «\u00a0Un café offert\u00a0».'],
  [null, '@hugo_voyage vous a mentionné dans une story.'],
  ['Récompense utilisée', 'La récompense de @chloe.cuisine a été utilisée en boutique.'],
  [null, 'Votre quota du mois a été renouvelé : 50 récompenses restantes.'],
  ['Nouvelle publication', '@sarah.deco a publié un reel qui mentionne votre boutique.'],
];

/**
 * The owner's notifications, newest first: `count` of them (14 by default, two pages of 10), the
 * first `unread` not read yet.
 */
export function notificationFixtures({ count = 14, unread = 3 } = {}): UserNotification[] {
  return Array.from({ length: count }, (_, index) => {
    const [title, message] = NOTIFICATION_TEXTS[index % NOTIFICATION_TEXTS.length] ?? [null, ''];
    const id = count - index;
    return {
      '@id': `/user_notifications/${id}`,
      '@type': 'UserNotification',
      id,
      title,
      message,
      read: index >= unread,
      createdAt: before((index * 26 + 3) * HOUR),
      // A use request leads to its reward; the other messages lead nowhere.
      link: title === 'Nouvelle demande' ? '/rewards?status=use_requested#discount-39' : null,
    };
  });
}

export function socialAccountFixture(overrides: Partial<SocialAccount> = {}): SocialAccount {
  return {
    '@id': `/social_account_instagrams/${SOCIAL_ACCOUNT_ID}`,
    '@type': 'SocialAccountInstagram',
    id: SOCIAL_ACCOUNT_ID,
    network: 'instagram',
    account_name: 'maison.lumiere',
    website: 'https://maison-lumiere.fr',
    image_url: accountPicture('M'),
    post_count: 248,
    follower_count: 12480,
    has_account_token_expired: false,
    // As the API: an expired account always says why.
    connection_problem: overrides.has_account_token_expired ? 'expired' : null,
    connection_ends_at: null,
    webhooks: 'subscribed',
    pullStatus: 'done',
    lastPulledAt: before(2 * HOUR),
    pullError: null,
    ...overrides,
  };
}

export const ONLINE_STORE_ID = 3;

/**
 * The shop's Shopify store as GET /shops/{id}/online_stores lists it: connected in October with
 * the access merci asks for (`onlineStoreFixture({ status: 'disconnected' })` once it is not).
 */
export function onlineStoreFixture(overrides: Partial<OnlineStore> = {}): OnlineStore {
  return {
    '@id': `/online_stores/${ONLINE_STORE_ID}`,
    '@type': 'OnlineStore',
    id: ONLINE_STORE_ID,
    platform: 'shopify',
    domain: 'maison-lumiere.myshopify.com',
    status: 'connected',
    connectedAt: '2026-10-14T09:30:00.000Z',
    scopes: ['write_discounts', 'read_orders'],
    orderTracking: 'tracked',
    ...overrides,
  };
}

/** The Facebook app of the stories and tests that open Facebook's login dialog. */
export const FACEBOOK_APP_ID_FIXTURE = '400000000000042';
/** The Graph API version the API answers by default (GRAPH_API_VERSION unset). */
export const GRAPH_VERSION_FIXTURE = 'v26.0';

/**
 * GET /instagram/login_config: the offline demo's (its demo login) by default; `facebook`, a
 * server with a Facebook app, whose login opens Facebook's dialog; `unavailable`, a server with
 * neither, where connecting is not possible.
 */
export function loginConfigFixture(kind: 'demo' | 'facebook' | 'unavailable' = 'demo'): InstagramLoginConfig {
  if (kind === 'demo') return { appId: null, demo: true, graphVersion: GRAPH_VERSION_FIXTURE };
  return {
    appId: kind === 'facebook' ? FACEBOOK_APP_ID_FIXTURE : null,
    demo: false,
    graphVersion: GRAPH_VERSION_FIXTURE,
  };
}

const AUTHORS = [
  'lea.martin',
  'hugo_voyage',
  'chloe.cuisine',
  'sarah.deco',
  'julien.photo',
  'manon_lifestyle',
  'adam_style_parisien_officiel',
  'ines.bijoux',
];

const CAPTIONS = [
  'Coup de cœur pour la nouvelle collection de bougies de @maison.lumiere 🕯️',
  'Petit tour chez @maison.lumiere ce samedi, toujours aussi bien accueillie ✨',
  'Mon salon a changé de vie grâce à ce plaid tout doux #maisonlumiere',
  'Unboxing de ma commande @maison.lumiere : emballage soigné, mot manuscrit 💛',
  'La lampe en céramique est arrivée et elle est encore plus belle en vrai',
  'Dimanche cocooning avec les bougies @maison.lumiere et un bon livre 📚',
];

const CONTENT_KINDS: [ContentType, MediaType][] = [
  ['feed', 'image'],
  ['reels', 'video'],
  ['feed', 'carousel_album'],
  ['story', 'story'],
  ['feed', 'image'],
  ['ad', 'image'],
];

/**
 * The account's publications, newest first (16 by default: the home's 12 and a second page of the
 * list). Their `discount` is filled by the mock API from the assigned rewards.
 */
export function socialContentFixtures(count = 16): SocialContent[] {
  return Array.from({ length: count }, (_, index) => {
    const id = 100 + count - index;
    const [type, mediaType] = CONTENT_KINDS[index % CONTENT_KINDS.length] ?? ['feed', 'image'];
    const createdAt = before((index * 90 + 5) * HOUR);
    const isStory = type === 'story';
    return {
      '@id': `/social_content_instagrams/${id}`,
      '@type': 'SocialContentInstagram',
      id,
      media_url: feedPicture(index),
      caption: isStory ? null : (CAPTIONS[index % CAPTIONS.length] ?? null),
      permalink: isStory ? null : `https://www.instagram.com/p/MERCI${id}/`,
      type,
      media_type: mediaType,
      author_username: AUTHORS[index % AUTHORS.length] ?? 'lea.martin',
      like_count: isStory ? 0 : 40 + ((index * 137) % 900),
      comment_count: isStory ? 0 : (index * 7) % 60,
      discount: null,
      expiresAt: isStory ? new Date(Date.parse(createdAt) + DAY).toISOString() : null,
      createdAt,
    };
  });
}

/** Authors who left their e-mail (the authors table's editable column). */
export function authorEmailFixtures(): Record<string, string> {
  return { 'lea.martin': 'lea.martin@mail.test', 'sarah.deco': 'sarah.deco@mail.test' };
}

const configReward = (
  id: number,
  fields: Pick<ConfigReward, 'type' | 'socialContentTypes' | 'place' | 'description'> & Partial<ConfigReward>,
): ConfigReward => {
  const collection = {
    percent: 'config_discount_percents',
    code: 'config_discount_codes',
    voucher: 'config_discount_vouchers',
    other: 'config_discount_others',
  }[fields.type];
  const quantity = fields.quantity ?? null;
  const quantityAllocated = fields.quantityAllocated ?? 0;
  return {
    '@id': `/${collection}/${id}`,
    '@type': 'ConfigDiscount',
    id,
    code: null,
    percent: 0,
    validity_start_at: null,
    validity_end_at: null,
    quantityUsed: 0,
    shop: `/shops/${SHOP_ID}`,
    createdBy: `/users/${USER_ID}`,
    createdAt: before((60 - id * 10) * DAY),
    uniqueCodes: false,
    amount: null,
    ...fields,
    quantity,
    quantityAllocated,
    quantityRemaining: quantity === null ? null : Math.max(0, quantity - quantityAllocated),
  };
};

/** Configured rewards, newest first; the last one ended last winter (never "valid"). */
export function configRewardFixtures(): ConfigReward[] {
  return [
    configReward(5, {
      type: 'percent',
      socialContentTypes: ['feed'],
      place: 'online',
      percent: 10,
      description: 'Merci ambassadeur',
      quantity: 100,
      quantityAllocated: 12,
      quantityUsed: 4,
    }),
    configReward(4, {
      type: 'other',
      socialContentTypes: ['story', 'feed'],
      place: 'shop',
      description: 'Un café offert',
      quantityAllocated: 9,
      quantityUsed: 6,
    }),
    configReward(3, {
      type: 'voucher',
      socialContentTypes: ['story'],
      place: 'shop',
      description: 'Bon d’achat de 20 €',
      quantity: 20,
      quantityAllocated: 5,
      quantityUsed: 2,
      validity_start_at: '2026-01-01',
      validity_end_at: '2026-12-31',
    }),
    configReward(2, {
      type: 'code',
      socialContentTypes: ['feed', 'reels'],
      place: 'online',
      code: 'MERCI10',
      description: '10 € dès 50 € d’achat',
      quantity: 50,
      quantityAllocated: 8,
      quantityUsed: 3,
    }),
    configReward(1, {
      type: 'percent',
      socialContentTypes: ['reels'],
      place: 'shop',
      percent: 20,
      description: 'Soldes d’hiver',
      validity_start_at: '2026-01-08',
      validity_end_at: '2026-02-04',
    }),
  ];
}

const REWARD_STATUSES_CYCLE: RewardStatus[] = ['assigned', 'use_requested', 'used', 'assigned', 'refused'];
/** The rewards (by rank, newest first) whose author the merchant marked as told (« Prévenu »). */
const NOTIFIED_RANKS = new Set([2, 3]);

/**
 * Rewards given for the newest contents (7 of them, 4 this month, 3 in October), newest first. Each copies its
 * configured reward as the API does at assignment; two of them have their author marked as told.
 */
export function assignedRewardFixtures(
  contents: SocialContent[] = socialContentFixtures(),
  configs: ConfigReward[] = configRewardFixtures(),
): AssignedReward[] {
  const rewarded = contents.filter((content) => content.type !== 'story').slice(1, 8);
  return rewarded.map((content, index) => {
    const config = configs[index % 4] ?? configs[0];
    const status = REWARD_STATUSES_CYCLE[index % REWARD_STATUSES_CYCLE.length] ?? 'assigned';
    const createdAt = new Date(Date.parse(content.createdAt) + 6 * HOUR).toISOString();
    const id = 40 - index;
    return {
      '@id': `/discounts/${id}`,
      '@type': 'Discount',
      id,
      username: content.author_username,
      mediaId: content.id,
      mediaType: content.media_type,
      createdAt,
      type: config?.type ?? 'percent',
      place: config?.place ?? 'online',
      description: config?.description ?? null,
      code: config?.code ?? null,
      amount_in_percent: config?.type === 'percent' ? config.percent : null,
      validity_start_at: config?.validity_start_at ?? null,
      validity_end_at: config?.validity_end_at ?? null,
      status,
      useRequestedAt: status === 'assigned' ? null : new Date(Date.parse(createdAt) + 2 * HOUR).toISOString(),
      usedAt: status === 'used' ? new Date(Date.parse(createdAt) + 3 * HOUR).toISOString() : null,
      refusedAt: status === 'refused' ? new Date(Date.parse(createdAt) + 3 * HOUR).toISOString() : null,
      permalink: content.permalink,
      configDiscountId: config?.id ?? null,
      notifiedAt: NOTIFIED_RANKS.has(index) ? new Date(Date.parse(createdAt) + HOUR).toISOString() : null,
      uniqueCode: false,
      order: null,
    };
  });
}

/** The shop's story automations, newest first; the first one is suspended, one message is due. */
export function automationFixtures(): Automation[] {
  const automation = (
    id: number,
    fields: Pick<Automation, 'featureType' | 'configDiscount' | 'message' | 'suspendedAt' | 'sentCount'> &
      Partial<Pick<Automation, 'nextDueAt'>>,
  ): Automation => ({
    nextDueAt: null,
    '@id': `/social_automations/${id}`,
    '@type': 'SocialAutomation',
    id,
    mode: 'automatic',
    deletedAt: null,
    shop: `/shops/${SHOP_ID}`,
    createdAt: before((90 - id * 20) * DAY),
    ...fields,
  });
  return [
    automation(3, {
      featureType: 'loyalty',
      configDiscount: 5,
      message: 'Bonjour {{username}}, voici {{reward}} sur ta prochaine commande chez {{shop}}.',
      suspendedAt: '2026-11-02',
      sentCount: 9,
    }),
    automation(2, {
      featureType: 'thanks',
      configDiscount: 4,
      message:
        'Merci {{username}} d’avoir partagé {{shop}} en {{content_type}} ! 💛 Pour ta prochaine visite : {{reward}}.',
      suspendedAt: null,
      sentCount: 112,
      // A live story's message, 30 minutes before the story expires.
      nextDueAt: '2026-11-22T15:30:00.000Z',
    }),
    automation(1, {
      featureType: 'loyalty',
      configDiscount: 4,
      message: 'Merci {{username}} pour ta story ! Pour te remercier, {{shop}} t’offre : {{reward}} 🎁',
      suspendedAt: null,
      sentCount: 38,
    }),
  ];
}

/** A registered account the mock sign-in knows. */
export interface MockAccount {
  email: string;
  password: string;
  activated: boolean;
}

/** Everything the mock API serves, before any request changes it. */
export interface MockSeed {
  user: OwnerUser;
  shop: Shop;
  /** Who can sign in; the owner's entry is also the current password of the password tab. */
  accounts: MockAccount[];
  categories: Category[];
  offers: SubscriptionOffer[];
  notifications: UserNotification[];
  /** How the Instagram login opens (GET /instagram/login_config). */
  loginConfig: InstagramLoginConfig;
  /** The connected account(s): the first is the shop's (SPEC §3). */
  socialAccounts: SocialAccount[];
  socialContents: SocialContent[];
  authorEmails: Record<string, string>;
  configRewards: ConfigReward[];
  assignedRewards: AssignedReward[];
  automations: Automation[];
  /** What merci's team sees of every shop (the /admin console), each with its detail. */
  adminShops: AdminShopDetail[];
  /** The shop's online store: none, or one connected or disconnected since (docs/adr/037). */
  onlineStores: OnlineStore[];
}

/** A shop in full swing: connected account, contents, rewards, notifications. */
export function fullSeed(): MockSeed {
  const socialContents = socialContentFixtures();
  const configRewards = configRewardFixtures();
  return {
    user: ownerFixture(),
    shop: shopFixture(),
    accounts: [
      { ...OWNER_CREDENTIALS, activated: true },
      { ...UNACTIVATED_CREDENTIALS, activated: false },
    ],
    categories: categoryFixtures(),
    offers: offerFixtures(),
    notifications: notificationFixtures(),
    loginConfig: loginConfigFixture(),
    socialAccounts: [socialAccountFixture()],
    socialContents,
    authorEmails: authorEmailFixtures(),
    configRewards,
    assignedRewards: assignedRewardFixtures(socialContents, configRewards),
    automations: automationFixtures(),
    adminShops: adminShopFixtures(),
    onlineStores: [onlineStoreFixture()],
  };
}
