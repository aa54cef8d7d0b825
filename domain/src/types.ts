/**
 * Entities of SPEC §3 as they travel over the wire (JSON-LD: `@id` and `@type` beside the fields).
 * Dates are ISO-8601 strings.
 */
import type {
  AutomationFeatureType,
  AutomationMessageStatus,
  AutomationMode,
  ContentType,
  InstagramConnectionProblem,
  InstagramWebhookStatus,
  MediaType,
  Network,
  Place,
  RewardStatus,
  RewardType,
  StatisticsPeriod,
  SubscriptionInterval,
  SubscriptionKind,
  SubscriptionOfferType,
} from './constants.js';
import type { OnlineStorePlatform, OrderTracking } from './rules/onlineStore.js';
import type { OnlineStoreStatus } from './rules/storeDomain.js';

export type IsoDate = string;

/** JSON-LD identity of a resource: `@id` is its IRI (`/shops/1`), `@type` its class. */
export interface JsonLd {
  '@id': string;
  '@type': string;
}

/** Browser-stored session: the token and its expiration (ms since epoch as a string, or 'EXPIRED'). */
export interface Session {
  token: string;
  expiration: string;
}

export interface SignInPayload {
  email: string;
  password: string;
  context: 'shop';
}

export interface SignInResponse {
  token: string;
  activated: boolean;
}

export interface ShopRegisterPayload {
  shop: {
    name: string;
    phoneNumber: string;
    /** Category id. */
    category: number;
    address: { firstRow: string; secondRow?: string; postalCode: string; city: string };
    /** The shop's username on the network, if known at sign-up. */
    socialName?: string;
  };
  user: { name: string; email: string; password: string };
}

export interface Shop extends JsonLd {
  id: number;
  name: string;
  validated: boolean;
  discountTypes: RewardType[];
  /** Rewards given, in total and this calendar month in the shop's time zone. */
  discountCount: number;
  discountMonthCount: number;
  /** Rewarded contents allowed this month; null when the plan sets no quota. */
  quota: number | null;
  quotaRemaining: number | null;
  subscriptionOfferType: SubscriptionOfferType | null;
  subscriptionType: SubscriptionInterval | null;
  subscriptionAmount: number | null;
  socialName: string | null;
  /** The IANA time zone its months and validity dates are counted in (Europe/Paris by default). */
  timeZone: string;
  /** When the monthly quota is full again: the first instant of next month there; null without quota. */
  quotaRenewsAt: IsoDate | null;
  /** Set while merci's team has suspended the shop: it reads everything and changes nothing. */
  suspension: { since: IsoDate; reason: string } | null;
}

export interface Category extends JsonLd {
  id: number;
  name: string;
}

export interface OwnerUser extends JsonLd {
  id: number;
  email: string;
  roles: string[];
  shop: { id: number; '@id': string } | null;
}

export interface SocialAccount extends JsonLd {
  id: number;
  network: Network;
  account_name: string;
  website: string | null;
  image_url: string | null;
  post_count: number;
  follower_count: number;
  has_account_token_expired: boolean;
  /** Why the account needs a new connection; set exactly when `has_account_token_expired` is. */
  connection_problem: InstagramConnectionProblem | null;
  /**
   * When the connection ends although it works today: Meta's renewal did not move the token's
   * end, and the merchant is asked to connect again before then (ADR 025); null otherwise.
   */
  connection_ends_at: IsoDate | null;
  /** Whether Meta delivers the account's mentions and story mentions in real time (its Page's subscription). */
  webhooks: InstagramWebhookStatus;
  pullStatus: 'idle' | 'pending' | 'done';
  lastPulledAt: IsoDate | null;
  /** Message key of the last pull that failed (status back to idle), else null; always sent by the API. */
  pullError?: string | null;
}

/**
 * How the dashboard's Instagram login opens (GET /instagram/login_config), read at run time: the
 * demo's dialog while the server runs the offline demo's fake Graph API, else Facebook's dialog
 * of the app `appId`, or no login at all when the server has no Facebook app.
 */
export interface InstagramLoginConfig {
  /** The Facebook app of the login dialog; null in the demo and on a server without one. */
  appId: string | null;
  /** The server runs the offline demo: its demo accounts stand in for Facebook's dialog. */
  demo: boolean;
  /** The Graph API version of the login dialog: the one of every call the server makes (`v26.0`). */
  graphVersion: string;
}

export interface SocialContent extends JsonLd {
  id: number;
  media_url: string | null;
  caption: string | null;
  permalink: string | null;
  type: ContentType;
  media_type: MediaType;
  author_username: string;
  like_count: number;
  comment_count: number;
  /** The reward already given for this content; null when not rewarded yet. */
  discount: AssignedReward | null;
  /** Stories only: when the media disappears (24 h after publication). */
  expiresAt: IsoDate | null;
  /** Stories only: the private message of each automation to its author; empty for other types. */
  automationMessages?: StoryAutomationMessage[];
  createdAt: IsoDate;
}

/** The private message an automation sends to a story's author, as it stands (read-only). */
export interface StoryAutomationMessage {
  automationId: number;
  featureType: AutomationFeatureType;
  status: AutomationMessageStatus;
  /** When it is (or was) due: 30 minutes before the story expires. */
  dueAt: IsoDate;
  sentAt: IsoDate | null;
  /** Message key of why it failed or was cancelled (`automation.reasons.*`), else null. */
  reason: string | null;
}

export interface ConfigReward extends JsonLd {
  id: number;
  type: RewardType;
  socialContentTypes: ContentType[];
  place: Place;
  code: string | null;
  percent: number;
  description: string | null;
  validity_start_at: IsoDate | null;
  validity_end_at: IsoDate | null;
  /** Null when unlimited. */
  quantity: number | null;
  quantityAllocated: number;
  quantityUsed: number;
  quantityRemaining: number | null;
  shop: string;
  createdBy: string | null;
  createdAt: IsoDate;
  /**
   * Each assignment creates a single-use code in the shop's online store (online percent and code
   * rewards only, docs/adr/037); false for a code every ambassador shares.
   */
  uniqueCodes?: boolean;
  /** A code reward's amount off with unique codes, in the store's currency; null otherwise. */
  amount?: number | null;
}

/** The online store's order that used a reward's code: what the merchant calls it, and its total. */
export interface RewardOrder {
  /** E.g. `#1042`. */
  name: string;
  totalCents: number;
  /** ISO 4217, e.g. `EUR`. */
  currency: string;
}

export interface AssignedReward extends JsonLd {
  id: number;
  username: string;
  mediaId: number;
  mediaType: MediaType;
  createdAt: IsoDate;
  type: RewardType;
  place: Place;
  description: string | null;
  code: string | null;
  amount_in_percent: number | null;
  validity_start_at: IsoDate | null;
  validity_end_at: IsoDate | null;
  status: RewardStatus;
  useRequestedAt: IsoDate | null;
  /** Set when the merchant accepted the use request. */
  usedAt: IsoDate | null;
  refusedAt: IsoDate | null;
  permalink: string | null;
  configDiscountId: number | null;
  /** When the merchant marked the author as told of the reward ("Prévenu"); null until then. */
  notifiedAt: IsoDate | null;
  /** `code` was created for this ambassador alone in the shop's online store. */
  uniqueCode?: boolean;
  /** The online store's order that used the code; null until then (and after a customer's redaction). */
  order?: RewardOrder | null;
}

export interface Product extends JsonLd {
  id: number;
  socialContent: string;
  shop: string;
  publish: boolean;
  approvedAt: IsoDate | null;
}

export interface Automation extends JsonLd {
  id: number;
  featureType: AutomationFeatureType;
  mode: AutomationMode;
  /** The configured reward sent by a loyalty automation; null for a thank-you. */
  configDiscount: number | null;
  message: string;
  suspendedAt: string | null;
  deletedAt: string | null;
  sentCount: number;
  /**
   * When the next story message goes, the earliest one scheduled; null when none is waiting or
   * while the automation is suspended.
   */
  nextDueAt?: IsoDate | null;
  shop: string;
  createdAt: IsoDate;
}

export interface AuthorMetricsRow {
  username: string;
  count: number;
  feed_count: number;
  reel_count: number;
  like_avg: number;
  discount_count: number;
  email: string | null;
}

export interface UserNotification extends JsonLd {
  id: number;
  title: string | null;
  message: string;
  read: boolean;
  createdAt: IsoDate;
  /**
   * Dashboard path of what the notification is about, e.g. a use request's row:
   * `/rewards?status=use_requested#discount-12`; null (or absent) for a plain message.
   */
  link?: string | null;
}

export interface SubscriptionOffer extends JsonLd {
  id: number;
  type: SubscriptionOfferType;
  kind: SubscriptionKind;
  /** Rewarded contents per month; null for unlimited. */
  loyaltyQuota: number | null;
  /** Reward types the plan allows; null for unlimited. */
  rewardTypeLimit: number | null;
  features: string[];
  prices: { interval: SubscriptionInterval; amount: number; currency: 'EUR' }[];
}

/**
 * Rewards given by a shop (/analytics). `total`, `thisMonth` and `thisYear` count every reward
 * ever given; every other figure covers the `months` last months (this one included), and
 * `byMonth` lists each of those months, oldest first, zero-filled. Months and years are calendar
 * ones in the shop's time zone (`Shop.timeZone`), as the monthly quota counts them.
 */
export interface RewardStatistics {
  months: StatisticsPeriod;
  total: number;
  thisMonth: number;
  thisYear: number;
  /** `month` is `yyyy-MM` in the shop's time zone. */
  byMonth: { month: string; count: number; byType: Record<RewardType, number> }[];
  byType: Record<RewardType, number>;
  byStatus: Record<RewardStatus, number>;
  byPlace: Record<Place, number>;
  byContentType: Record<ContentType, number>;
  /** Used rewards over rewards given in the period, between 0 and 1; null when none was given. */
  useRate: number | null;
  /** The 5 ambassadors rewarded most in the period, most first (ties by username). */
  topAmbassadors: { username: string; count: number }[];
}

/**
 * The shop's online store (GET /shops/{id}/online_stores, docs/adr/037): merci creates the unique
 * codes there and reads the orders that use them.
 */
export interface OnlineStore extends JsonLd {
  id: number;
  platform: OnlineStorePlatform;
  /** The store's own address, e.g. `atelier-lea.myshopify.com`. */
  domain: string;
  status: OnlineStoreStatus;
  connectedAt: IsoDate | null;
  /** The access the store granted, as the platform writes it (`write_discounts`, `read_orders`). */
  scopes: string[];
  /**
   * Whether merci sees the store's orders: `awaiting_approval` while the platform has not approved
   * merci's access to protected customer data (the codes work, their orders are not seen yet).
   */
  orderTracking: OrderTracking;
}

/** Orders and their total in cents of the statistics' currency. */
export interface SalesFigures {
  orders: number;
  revenueCents: number;
}

/**
 * The online store's orders that used a merci code (GET /shops/{id}/sales_statistics?period=…),
 * over the `period` last months, this one included. `months` lists each of them, oldest first.
 */
export interface SalesStatistics {
  period: StatisticsPeriod;
  /** ISO 4217; null when there is no order in the period. */
  currency: string | null;
  totals: SalesFigures;
  /** `month` is `yyyy-MM` in the shop's time zone. */
  months: ({ month: string } & SalesFigures)[];
  /** The 5 ambassadors whose codes brought the most revenue, most first. */
  ambassadors: ({ username: string } & SalesFigures)[];
  /** By configured reward; `configDiscountId` null for one-off rewards. */
  rewards: ({ configDiscountId: number | null; label: string } & SalesFigures)[];
}

/** A hydra collection as the API returns it. */
export interface HydraCollection<T> {
  '@context'?: string;
  '@id'?: string;
  '@type': 'hydra:Collection';
  'hydra:member': T[];
  'hydra:totalItems': number;
  'hydra:view'?: {
    '@id': string;
    '@type': 'hydra:PartialCollectionView';
    'hydra:first'?: string;
    'hydra:last'?: string;
    'hydra:next'?: string;
    'hydra:previous'?: string;
  };
}

/** A status tab of the contents list, by the name of its count. */
export type ContentCountName = 'toReward' | 'rewarded' | 'all';

/**
 * How many contents each status tab of the contents list holds, under the list's other filters
 * (type, likes, author) but whatever its `rewarded` filter.
 */
export interface ContentCounts {
  /** Not rewarded yet (`rewarded=false`). */
  toReward: number;
  /** Rewarded (`rewarded=true`). */
  rewarded: number;
  all: number;
  /**
   * The counts that are lower bounds: under a like-count range or an author, a tab is counted up
   * to COUNT_CAP and holds at least that many (ADR 034). Absent when every count is exact.
   */
  atLeast?: ContentCountName[];
}

/**
 * The contents collection: a hydra collection with the counts of its status tabs. When the
 * listed tab's count is a lower bound, `hydra:totalItems` (exact, SPEC §7) gives way to
 * `totalItemsAtLeast`.
 */
export type SocialContentCollection = Omit<HydraCollection<SocialContent>, 'hydra:totalItems'> & {
  'hydra:totalItems'?: number;
  totalItemsAtLeast?: number;
  counts: ContentCounts;
};

/** Where the shop's Instagram connection stands for its to-do. */
export type TodoConnection = 'connected' | 'not_connected' | 'to_reconnect';

/**
 * What the merchant has left to do (GET /shops/{shopId}/todo): the home's « À traiter » and the
 * navigation's count read it.
 */
export interface ShopTodo {
  /** Contents of the connected account not rewarded yet; 0 without a connected account. */
  contentsToReward: number;
  /** Given rewards whose customer asked to use them, waiting for accept or refuse. */
  useRequests: number;
  /**
   * Stories still online, not rewarded, with no automation message sent or due to their author:
   * they disappear unanswered unless the merchant acts.
   */
  expiringStories: number;
  /** When the first of those stories disappears; null when there is none. */
  nextStoryExpiresAt: IsoDate | null;
  connection: TodoConnection;
}

/** The author-metrics call puts a pair in hydra:member: the rows, then the total count. */
export type AuthorMetricsCollection = Omit<HydraCollection<never>, 'hydra:member'> & {
  'hydra:member': [AuthorMetricsRow[], number];
};

/** A collection as the dashboard uses it. */
export interface Page<T> {
  items: T[];
  total: number;
}

/** Where a shop stands for merci's team: waiting for validation, validated, or suspended. */
export type AdminShopStatus = 'pending' | 'validated' | 'suspended';

/** The Instagram connection as the team sees it. */
export type InstagramHealth = 'connected' | 'needs_reconnect' | 'not_connected';

/** One row of the operator's shops table (GET /admin/shops). */
export interface AdminShopSummary extends JsonLd {
  id: number;
  name: string;
  ownerEmail: string | null;
  category: string | null;
  createdAt: IsoDate;
  activated: boolean;
  validated: boolean;
  suspended: boolean;
  plan: SubscriptionOfferType | null;
  quota: number | null;
  /** Rewarded contents this calendar month, in the shop's time zone. */
  quotaUsed: number;
  instagram: InstagramHealth;
  instagramAccount: string | null;
}

/** What an operator did to a shop; never edited once written. */
export type AdminAction = 'validate' | 'suspend' | 'reinstate' | 'change_plan' | 'resubscribe_webhooks';

export interface AuditEntry extends JsonLd {
  id: number;
  /** The operator's e-mail. */
  operator: string;
  action: AdminAction;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string | null;
  createdAt: IsoDate;
}

/** One shop as the operator sees it (GET /admin/shops/{id}), and the answer of every action. */
export interface AdminShopDetail extends AdminShopSummary {
  owner: { name: string; email: string; activated: boolean } | null;
  contact: {
    phoneNumber: string | null;
    addressFirstRow: string | null;
    addressSecondRow: string | null;
    postalCode: string | null;
    city: string | null;
    socialName: string | null;
  };
  timeZone: string;
  discountTypes: RewardType[];
  subscriptionType: SubscriptionInterval | null;
  quotaRemaining: number | null;
  quotaRenewsAt: IsoDate | null;
  validatedAt: IsoDate | null;
  suspendedAt: IsoDate | null;
  suspensionReason: string | null;
  instagramAccountDetail: {
    accountName: string;
    tokenExpiresAt: IsoDate | null;
    health: InstagramHealth;
    /** The Page's webhook subscription, as for the merchant. */
    webhooks: InstagramWebhookStatus;
    /** Meta's words when the subscription failed. */
    webhookError: string | null;
    /** When merci last made or checked the subscription. */
    webhooksCheckedAt: IsoDate | null;
    /** The last field or permission the Graph API refused (Meta's words), until a read succeeds. */
    graphRefusal: string | null;
    graphRefusalAt: IsoDate | null;
  } | null;
  /** The shop's online store, connected or not; null when it never connected one. */
  onlineStore: {
    platform: OnlineStorePlatform;
    domain: string;
    status: OnlineStoreStatus;
    orderTracking: OrderTracking;
  } | null;
  /** The 5 latest rewards given, newest first. */
  lastRewards: AssignedReward[];
  /** Every operator action on the shop, newest first. */
  audit: AuditEntry[];
}

/** Body of POST /admin/shops/{id}/validate and /admin/shops/{id}/plan. */
export interface ShopPlanPayload {
  offerType: SubscriptionOfferType;
  subscriptionType: SubscriptionInterval;
  discountTypes: RewardType[];
}

/** Body of POST /admin/shops/{id}/suspend and /admin/shops/{id}/reinstate. */
export interface ShopReasonPayload {
  reason: string;
}
