/**
 * The operator's side of the mock API (GET /admin/shops…): merci's team, and shops in each state
 * (waiting for validation, validated, suspended), as the API sends them. Fixed November 2026
 * dates, nothing random, like fixtures.ts.
 */
import {
  PLAN_LOYALTY_QUOTA,
  ROLE_ADMIN,
  type AdminAction,
  type AdminShopDetail,
  type AdminShopSummary,
  type AssignedReward,
  type AuditEntry,
  type InstagramHealth,
  type InstagramWebhookStatus,
  type OwnerUser,
  type RewardStatus,
  type RewardType,
  type SubscriptionInterval,
  type SubscriptionOfferType,
} from '@merci/domain';

/** The signed-in operator's credentials (a member of merci's team). */
export const OPERATOR_CREDENTIALS = { email: 'julie@merci.test', password: 'merci-equipe' } as const;
/** Another member of the team, who wrote part of the audit logs. */
export const OTHER_OPERATOR_EMAIL = 'marc@merci.test';
export const OPERATOR_ID = 2;

/** The operator as GET /users/me sends it: no shop, the admin role only. */
export function operatorFixture(overrides: Partial<OwnerUser> = {}): OwnerUser {
  return {
    '@id': `/users/${OPERATOR_ID}`,
    '@type': 'User',
    id: OPERATOR_ID,
    email: OPERATOR_CREDENTIALS.email,
    roles: [ROLE_ADMIN],
    shop: null,
    ...overrides,
  };
}

/** When a monthly quota set in November renews for a shop in Paris: 1 December 2026, 00:00. */
export const ADMIN_QUOTA_RENEWS_AT = '2026-11-30T23:00:00.000Z';

/** The shops' ids, by what the stories show of them. */
export const ADMIN_SHOP_IDS = {
  /** The demo owner's shop: validated, Advanced, Instagram connected. */
  validated: 1,
  /** Signed up yesterday, activated, waiting for validation. */
  pending: 13,
  /** Suspended after two months without payment. */
  suspended: 8,
  /** Validated, Enterprise (no quota), its Instagram connection to renew. */
  needsReconnect: 9,
  /** Validated, Pro, connected, but Meta refused its Page's webhook subscription: no real time. */
  webhooksFailed: 3,
} as const;

const OFFER_QUOTA: Record<SubscriptionOfferType, number | null> = {
  basic: PLAN_LOYALTY_QUOTA.basic,
  pro: PLAN_LOYALTY_QUOTA.pro,
  advanced: PLAN_LOYALTY_QUOTA.advanced,
  enterprise: null,
};

interface Plan {
  offerType: SubscriptionOfferType;
  subscriptionType: SubscriptionInterval;
  discountTypes: RewardType[];
}

interface ShopSeed {
  id: number;
  name: string;
  owner: { name: string; email: string; activated: boolean } | null;
  category: string;
  createdAt: string;
  phoneNumber: string;
  address: [string, string | null, string, string];
  socialName: string | null;
  plan?: Plan;
  validatedAt?: string;
  suspension?: { at: string; reason: string };
  quotaUsed?: number;
  instagram?: {
    accountName: string;
    health: Exclude<InstagramHealth, 'not_connected'>;
    tokenExpiresAt: string;
    /** The Page's webhook subscription. @default 'subscribed', checked at the token's refresh */
    webhooks?: InstagramWebhookStatus;
    webhookError?: string;
    /** A field or permission the Graph API refused: when, and Meta's words. */
    graphRefusal?: { at: string; message: string };
  };
  rewards?: number;
  audit?: Omit<AuditEntry, '@id' | '@type' | 'id'>[];
  onlineStore?: AdminShopDetail['onlineStore'];
}

const AMBASSADORS = ['lea.martin', 'hugo_voyage', 'chloe.cuisine', 'sarah.deco', 'julien.photo'];
const REWARD_STATUS_CYCLE: RewardStatus[] = ['assigned', 'use_requested', 'used', 'assigned', 'refused'];

/** The shop's latest rewards, newest first: `count` of them, given this month. */
function lastRewards(shopId: number, types: RewardType[], count: number): AssignedReward[] {
  return Array.from({ length: count }, (_, index) => {
    const id = shopId * 100 + count - index;
    const type = types[index % types.length] ?? 'percent';
    const status = REWARD_STATUS_CYCLE[index % REWARD_STATUS_CYCLE.length] ?? 'assigned';
    const createdAt = new Date(Date.UTC(2026, 10, 21 - index * 3, 15, 30)).toISOString();
    return {
      '@id': `/discounts/${id}`,
      '@type': 'Discount',
      id,
      username: AMBASSADORS[index % AMBASSADORS.length] ?? 'lea.martin',
      mediaId: 500 + id,
      mediaType: 'image',
      createdAt,
      type,
      place: 'online',
      description: type === 'voucher' ? 'Bon de 10 €' : type === 'other' ? 'Un café offert' : null,
      code: type === 'code' ? 'MERCI10' : null,
      amount_in_percent: type === 'percent' ? 10 : null,
      validity_start_at: null,
      validity_end_at: null,
      status,
      useRequestedAt: status === 'assigned' ? null : createdAt,
      usedAt: status === 'used' ? createdAt : null,
      refusedAt: status === 'refused' ? createdAt : null,
      permalink: `https://www.instagram.com/p/merci${id}/`,
      configDiscountId: null,
      notifiedAt: null,
      uniqueCode: false,
      order: null,
    };
  });
}

let auditIds = 0;
const auditEntry = (
  action: AdminAction,
  createdAt: string,
  fields: Partial<Pick<AuditEntry, 'operator' | 'before' | 'after' | 'reason'>> = {},
): Omit<AuditEntry, '@id' | '@type' | 'id'> => ({
  action,
  before: null,
  after: null,
  reason: null,
  createdAt,
  ...fields,
  operator: fields.operator ?? OPERATOR_CREDENTIALS.email,
});

/** What a validation writes in the audit log: the plan chosen, from none. */
const validation = (plan: Plan, createdAt: string, operator?: string) =>
  auditEntry('validate', createdAt, {
    operator,
    before: {
      validated: false,
      offerType: null,
      subscriptionType: null,
      discountTypes: [],
      quota: null,
      quotaRemaining: null,
    },
    after: {
      validated: true,
      ...plan,
      quota: OFFER_QUOTA[plan.offerType],
      quotaRemaining: OFFER_QUOTA[plan.offerType],
    },
  });

function adminShop(seed: ShopSeed): AdminShopDetail {
  const quota = seed.plan ? OFFER_QUOTA[seed.plan.offerType] : null;
  const quotaUsed = seed.quotaUsed ?? 0;
  const instagram = seed.instagram;
  return {
    '@id': `/admin/shops/${seed.id}`,
    '@type': 'AdminShop',
    id: seed.id,
    name: seed.name,
    ownerEmail: seed.owner?.email ?? null,
    category: seed.category,
    createdAt: seed.createdAt,
    activated: seed.owner?.activated ?? false,
    validated: seed.validatedAt !== undefined,
    suspended: seed.suspension !== undefined,
    plan: seed.plan?.offerType ?? null,
    quota,
    quotaUsed,
    instagram: instagram?.health ?? 'not_connected',
    instagramAccount: instagram?.accountName ?? null,
    owner: seed.owner,
    contact: {
      phoneNumber: seed.phoneNumber,
      addressFirstRow: seed.address[0],
      addressSecondRow: seed.address[1],
      postalCode: seed.address[2],
      city: seed.address[3],
      socialName: seed.socialName,
    },
    timeZone: 'Europe/Paris',
    discountTypes: seed.plan?.discountTypes ?? [],
    subscriptionType: seed.plan?.subscriptionType ?? null,
    quotaRemaining: quota === null ? null : Math.max(0, quota - quotaUsed),
    quotaRenewsAt: quota === null ? null : ADMIN_QUOTA_RENEWS_AT,
    validatedAt: seed.validatedAt ?? null,
    suspendedAt: seed.suspension?.at ?? null,
    suspensionReason: seed.suspension?.reason ?? null,
    instagramAccountDetail: instagram
      ? {
          accountName: instagram.accountName,
          tokenExpiresAt: instagram.tokenExpiresAt,
          health: instagram.health,
          webhooks: instagram.webhooks ?? 'subscribed',
          webhookError: instagram.webhookError ?? null,
          webhooksCheckedAt: '2026-11-21T06:00:00.000Z',
          graphRefusal: instagram.graphRefusal?.message ?? null,
          graphRefusalAt: instagram.graphRefusal?.at ?? null,
        }
      : null,
    onlineStore: seed.onlineStore ?? null,
    lastRewards: lastRewards(seed.id, seed.plan?.discountTypes ?? ['percent'], seed.rewards ?? 0),
    // Newest first, as the API lists them.
    audit: [...(seed.audit ?? [])].reverse().map((entry) => {
      auditIds += 1;
      return {
        '@id': `/admin/shops/${seed.id}/audit/${auditIds}`,
        '@type': 'AuditEntry',
        id: auditIds,
        ...entry,
      };
    }),
  };
}

const ALL_TYPES: RewardType[] = ['percent', 'code', 'voucher', 'other'];

/**
 * Thirteen shops, newest first as the list sends them (two pages of 10): five waiting for
 * validation (one never activated), six validated, two suspended (one of them never validated).
 */
export function adminShopFixtures(): AdminShopDetail[] {
  auditIds = 0;
  const advanced: Plan = { offerType: 'advanced', subscriptionType: 'monthly', discountTypes: ALL_TYPES };
  const seeds: ShopSeed[] = [
    {
      id: 1,
      name: 'Maison Lumière',
      owner: { name: 'Camille Laurent', email: 'camille@maison-lumiere.fr', activated: true },
      category: 'Maison & décoration',
      createdAt: '2026-06-12T08:15:00.000Z',
      phoneNumber: '0142685300',
      address: ['12 rue des Martyrs', null, '75009', 'Paris'],
      socialName: 'maison.lumiere',
      plan: advanced,
      validatedAt: '2026-06-13T09:00:00.000Z',
      quotaUsed: 4,
      instagram: {
        accountName: 'maison.lumiere',
        health: 'connected',
        tokenExpiresAt: '2027-01-10T08:00:00.000Z',
      },
      // Connected before Shopify approved merci's access to protected customer data.
      onlineStore: {
        platform: 'shopify',
        domain: 'maison-lumiere.myshopify.com',
        status: 'connected',
        orderTracking: 'awaiting_approval',
      },
      rewards: 5,
      audit: [
        validation(
          { offerType: 'pro', subscriptionType: 'monthly', discountTypes: ['percent', 'code'] },
          '2026-06-13T09:00:00.000Z',
          OTHER_OPERATOR_EMAIL,
        ),
        auditEntry('change_plan', '2026-09-01T13:45:00.000Z', {
          before: {
            offerType: 'pro',
            subscriptionType: 'monthly',
            discountTypes: ['percent', 'code'],
            quota: 10,
            quotaRemaining: 7,
          },
          after: {
            offerType: 'advanced',
            subscriptionType: 'monthly',
            discountTypes: ALL_TYPES,
            quota: 50,
            quotaRemaining: 47,
          },
        }),
      ],
    },
    {
      id: 2,
      name: 'Papeterie Odette',
      owner: { name: 'Odette Marchal', email: 'odette@papeterie-odette.fr', activated: true },
      category: 'Librairie & papeterie',
      createdAt: '2026-09-05T10:20:00.000Z',
      phoneNumber: '0561224455',
      address: ['3 place du Capitole', null, '31000', 'Toulouse'],
      socialName: 'papeterie.odette',
    },
    {
      id: 3,
      name: 'Mode Éthique',
      owner: { name: 'Inès Bouchard', email: 'ines@mode-ethique.fr', activated: true },
      category: 'Mode & accessoires',
      createdAt: '2026-09-18T14:05:00.000Z',
      phoneNumber: '0478123456',
      address: ['27 rue de la République', 'Bâtiment B', '69002', 'Lyon'],
      socialName: 'mode.ethique',
      plan: { offerType: 'pro', subscriptionType: 'annual', discountTypes: ['percent', 'voucher'] },
      validatedAt: '2026-09-19T08:30:00.000Z',
      quotaUsed: 7,
      instagram: {
        accountName: 'mode.ethique',
        health: 'connected',
        tokenExpiresAt: '2026-12-28T14:00:00.000Z',
        webhooks: 'failed',
        webhookError: '(#200) Requires pages_manage_metadata permission to manage the object',
        graphRefusal: {
          at: '2026-11-20T16:12:00.000Z',
          message:
            '100 (#100) Tried accessing nonexisting field (permalink) on node type (ShadowIGMediaBuilder)',
        },
      },
      rewards: 5,
      audit: [
        validation(
          { offerType: 'pro', subscriptionType: 'annual', discountTypes: ['percent', 'voucher'] },
          '2026-09-19T08:30:00.000Z',
        ),
      ],
    },
    {
      id: 4,
      name: 'Le Petit Grain',
      owner: { name: 'Hugo Perrin', email: 'hugo@lepetitgrain.fr', activated: true },
      category: 'Restaurant & café',
      createdAt: '2026-10-02T07:40:00.000Z',
      phoneNumber: '0299887766',
      address: ['8 rue Saint-Georges', null, '35000', 'Rennes'],
      socialName: null,
      plan: { offerType: 'basic', subscriptionType: 'monthly', discountTypes: ['other'] },
      validatedAt: '2026-10-03T10:00:00.000Z',
      audit: [
        validation(
          { offerType: 'basic', subscriptionType: 'monthly', discountTypes: ['other'] },
          '2026-10-03T10:00:00.000Z',
          OTHER_OPERATOR_EMAIL,
        ),
      ],
    },
    {
      id: 5,
      name: 'Beauté Sauvage',
      owner: { name: 'Manon Giraud', email: 'manon@beaute-sauvage.fr', activated: true },
      category: 'Beauté & bien-être',
      createdAt: '2026-10-15T16:25:00.000Z',
      phoneNumber: '0491556677',
      address: ['45 cours Julien', null, '13006', 'Marseille'],
      socialName: 'beaute.sauvage',
      suspension: {
        at: '2026-10-16T09:10:00.000Z',
        reason: 'Inscription en double : la boutique existe déjà.',
      },
      audit: [
        auditEntry('suspend', '2026-10-16T09:10:00.000Z', {
          before: { suspended: false },
          after: { suspended: true },
          reason: 'Inscription en double : la boutique existe déjà.',
        }),
      ],
    },
    {
      id: 6,
      name: 'Épicerie Nomade',
      owner: { name: 'Adam Lefèvre', email: 'adam@epicerie-nomade.fr', activated: true },
      category: 'Épicerie fine',
      createdAt: '2026-10-20T11:00:00.000Z',
      phoneNumber: '0320112233',
      address: ['19 rue de Béthune', null, '59000', 'Lille'],
      socialName: 'epicerie.nomade',
      plan: {
        offerType: 'advanced',
        subscriptionType: 'annual',
        discountTypes: ['percent', 'code', 'voucher'],
      },
      validatedAt: '2026-10-21T08:45:00.000Z',
      quotaUsed: 12,
      instagram: {
        accountName: 'epicerie.nomade',
        health: 'needs_reconnect',
        tokenExpiresAt: '2026-11-19T11:00:00.000Z',
      },
      rewards: 5,
      audit: [
        validation(
          {
            offerType: 'advanced',
            subscriptionType: 'annual',
            discountTypes: ['percent', 'code', 'voucher'],
          },
          '2026-10-21T08:45:00.000Z',
        ),
      ],
    },
    {
      id: 7,
      name: 'Sport & Cime',
      owner: { name: 'Julien Roux', email: 'julien@sport-cime.fr', activated: true },
      category: 'Sport & loisirs',
      createdAt: '2026-10-28T09:30:00.000Z',
      phoneNumber: '0476334455',
      address: ['2 avenue Alsace-Lorraine', null, '38000', 'Grenoble'],
      socialName: 'sport.cime',
      plan: { offerType: 'pro', subscriptionType: 'monthly', discountTypes: ['percent', 'code'] },
      validatedAt: '2026-10-29T10:15:00.000Z',
      quotaUsed: 10,
      instagram: {
        accountName: 'sport.cime',
        health: 'connected',
        tokenExpiresAt: '2026-12-27T09:30:00.000Z',
      },
      rewards: 5,
      audit: [
        validation(
          { offerType: 'pro', subscriptionType: 'monthly', discountTypes: ['percent', 'code'] },
          '2026-10-29T10:15:00.000Z',
        ),
      ],
    },
    {
      id: 8,
      name: 'Librairie des Quais',
      owner: { name: 'Sarah Benoît', email: 'sarah@librairie-des-quais.fr', activated: true },
      category: 'Librairie & papeterie',
      createdAt: '2026-11-02T13:10:00.000Z',
      phoneNumber: '0240778899',
      address: ['6 quai de la Fosse', null, '44000', 'Nantes'],
      socialName: 'librairie.desquais',
      plan: { offerType: 'pro', subscriptionType: 'monthly', discountTypes: ['voucher', 'other'] },
      validatedAt: '2026-11-03T08:00:00.000Z',
      suspension: {
        at: '2026-11-15T17:20:00.000Z',
        reason: 'Abonnement impayé depuis deux mois : en attente du règlement.',
      },
      quotaUsed: 2,
      instagram: {
        accountName: 'librairie.desquais',
        health: 'connected',
        tokenExpiresAt: '2027-01-01T13:10:00.000Z',
      },
      rewards: 2,
      audit: [
        validation(
          { offerType: 'pro', subscriptionType: 'monthly', discountTypes: ['voucher', 'other'] },
          '2026-11-03T08:00:00.000Z',
        ),
        auditEntry('suspend', '2026-11-15T17:20:00.000Z', {
          operator: OTHER_OPERATOR_EMAIL,
          before: { suspended: false },
          after: { suspended: true },
          reason: 'Abonnement impayé depuis deux mois : en attente du règlement.',
        }),
      ],
    },
    {
      id: 9,
      name: 'Le Comptoir Vert',
      owner: { name: 'Chloé Martin', email: 'chloe@comptoir-vert.fr', activated: true },
      category: 'Épicerie fine',
      createdAt: '2026-11-05T15:45:00.000Z',
      phoneNumber: '0556998877',
      address: ['14 rue Notre-Dame', null, '33000', 'Bordeaux'],
      socialName: 'comptoir.vert',
      plan: { offerType: 'enterprise', subscriptionType: 'annual', discountTypes: ALL_TYPES },
      validatedAt: '2026-11-06T09:20:00.000Z',
      quotaUsed: 4,
      instagram: {
        accountName: 'comptoir.vert',
        health: 'needs_reconnect',
        tokenExpiresAt: '2026-11-20T15:45:00.000Z',
      },
      rewards: 4,
      audit: [
        validation(
          { offerType: 'enterprise', subscriptionType: 'annual', discountTypes: ALL_TYPES },
          '2026-11-06T09:20:00.000Z',
        ),
      ],
    },
    {
      id: 10,
      name: 'Fleurs de Lys',
      owner: { name: 'Lucie Fontaine', email: 'lucie@fleursdelys.fr', activated: true },
      category: 'Maison & décoration',
      createdAt: '2026-11-12T08:05:00.000Z',
      phoneNumber: '0388445566',
      address: ['5 rue des Orfèvres', null, '67000', 'Strasbourg'],
      socialName: 'fleurs.delys',
      plan: { offerType: 'basic', subscriptionType: 'monthly', discountTypes: ['percent'] },
      validatedAt: '2026-11-13T10:30:00.000Z',
      quotaUsed: 3,
      instagram: {
        accountName: 'fleurs.delys',
        health: 'connected',
        tokenExpiresAt: '2027-01-11T08:05:00.000Z',
      },
      rewards: 3,
      audit: [
        validation(
          { offerType: 'basic', subscriptionType: 'monthly', discountTypes: ['percent'] },
          '2026-11-13T10:30:00.000Z',
        ),
      ],
    },
    {
      id: 11,
      name: 'La Bonne Pâte',
      owner: { name: 'Paul Garnier', email: 'paul@labonnepate.fr', activated: true },
      category: 'Restaurant & café',
      createdAt: '2026-11-18T12:00:00.000Z',
      phoneNumber: '0473112299',
      address: ['31 rue du Port', null, '63000', 'Clermont-Ferrand'],
      socialName: 'labonnepate',
      instagram: {
        accountName: 'labonnepate',
        health: 'connected',
        tokenExpiresAt: '2027-01-17T12:00:00.000Z',
      },
    },
    {
      id: 12,
      name: 'Atelier Brindille',
      owner: { name: 'Emma Faure', email: 'emma@atelier-brindille.fr', activated: false },
      category: 'Maison & décoration',
      createdAt: '2026-11-20T18:40:00.000Z',
      phoneNumber: '0467223344',
      address: ['9 rue de l’Aiguillerie', null, '34000', 'Montpellier'],
      socialName: null,
    },
    {
      id: 13,
      name: 'Café Mistral',
      owner: { name: 'Léa Moreau', email: 'lea@cafe-mistral.fr', activated: true },
      category: 'Restaurant & café',
      createdAt: '2026-11-21T09:05:00.000Z',
      phoneNumber: '0490112233',
      address: ['18 rue de la Carreterie', 'Au fond de la cour', '84000', 'Avignon'],
      socialName: 'cafe.mistral',
    },
  ];
  return seeds.map(adminShop).reverse();
}

/** A row of GET /admin/shops: the shop's detail without what only its page shows. */
export function adminShopSummary(shop: AdminShopDetail): AdminShopSummary {
  return {
    '@id': shop['@id'],
    '@type': shop['@type'],
    id: shop.id,
    name: shop.name,
    ownerEmail: shop.ownerEmail,
    category: shop.category,
    createdAt: shop.createdAt,
    activated: shop.activated,
    validated: shop.validated,
    suspended: shop.suspended,
    plan: shop.plan,
    quota: shop.quota,
    quotaUsed: shop.quotaUsed,
    instagram: shop.instagram,
    instagramAccount: shop.instagramAccount,
  };
}
