import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { InstagramWebhookStatus, OrderTracking } from '@merci/domain';

/**
 * Kysely's view of the tables, one interface per table. Timestamps are ISO-8601 text, booleans
 * integers 0/1 and lists JSON text, identically on SQLite and PostgreSQL.
 */
export interface Database {
  category: CategoryTable;
  subscription_offer: SubscriptionOfferTable;
  shop: ShopTable;
  user_account: UserAccountTable;
  auth_token: AuthTokenTable;
  user_session: UserSessionTable;
  social_account: SocialAccountTable;
  social_content: SocialContentTable;
  social_author: SocialAuthorTable;
  social_author_content_count: SocialAuthorContentCountTable;
  list_tally: ListTallyTable;
  config_discount: ConfigDiscountTable;
  product: ProductTable;
  discount: DiscountTable;
  social_automation: SocialAutomationTable;
  user_notification: UserNotificationTable;
  automation_message: AutomationMessageTable;
  admin_audit_log: AdminAuditLogTable;
  rate_limit: RateLimitTable;
  online_store: OnlineStoreTable;
  online_store_connection: OnlineStoreConnectionTable;
  commerce_webhook: CommerceWebhookTable;
  commerce_task: CommerceTaskTable;
}

export interface CategoryTable {
  id: Generated<number>;
  name: string;
}

export interface SubscriptionOfferTable {
  id: Generated<number>;
  type: string;
  kind: string;
  loyalty_quota: number | null;
  reward_type_limit: number | null;
  features: Generated<string>;
  /** Euro cents. */
  monthly_amount: number;
  annual_amount: number;
}

export interface ShopTable {
  id: Generated<number>;
  name: string;
  phone_number: string | null;
  category_id: number | null;
  address_first_row: string | null;
  address_second_row: string | null;
  postal_code: string | null;
  city: string | null;
  social_name: string | null;
  validated: Generated<number>;
  discount_types: Generated<string>;
  quota: number | null;
  quota_remaining: number | null;
  subscription_offer_type: string | null;
  subscription_type: string | null;
  /** Euro cents per interval. */
  subscription_amount: number | null;
  created_at: string;
  /** IANA time zone of the shop's months and validity dates. */
  time_zone: Generated<string>;
  /** `yyyy-MM`: the month quota_remaining counts for; in any other month the quota is whole. */
  quota_period: Generated<string | null>;
  validated_at: Generated<string | null>;
  /** Set while merci's team has suspended the shop (it reads, it changes nothing). */
  suspended_at: Generated<string | null>;
  suspension_reason: Generated<string | null>;
}

export interface UserAccountTable {
  id: Generated<number>;
  email: string;
  name: string;
  password_hash: string;
  roles: string;
  activated: Generated<number>;
  shop_id: number | null;
  created_at: string;
}

export interface AuthTokenTable {
  id: Generated<number>;
  user_id: number;
  /** An invitation is a password link for an operator created from the command line. */
  purpose: 'activation' | 'password_reset' | 'invitation';
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** A signed-in session: its token is refused once the row is ended, expired or gone. */
export interface UserSessionTable {
  /** SHA-256 of the random session id the token carries (`sid`). */
  id_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  ended_at: string | null;
}

export interface SocialAccountTable {
  id: Generated<number>;
  shop_id: number;
  network: string;
  external_id: string;
  page_id: string | null;
  account_name: string;
  website: string | null;
  image_url: string | null;
  post_count: Generated<number>;
  follower_count: Generated<number>;
  access_token_encrypted: string | null;
  token_expires_at: string | null;
  has_account_token_expired: Generated<number>;
  pull_status: Generated<'idle' | 'pending' | 'done'>;
  last_pulled_at: string | null;
  /** When the running pull started: a pull older than the lease is taken over (crashed process). */
  pull_started_at: Generated<string | null>;
  /** Message key of the last failed pull, cleared when a pull starts. */
  pull_error: Generated<string | null>;
  disconnected_at: string | null;
  created_at: string;
  /** Why the stored token stopped working: 'expired', 'revoked' or 'refresh_failed'; null while it works. */
  token_problem: Generated<string | null>;
  token_refreshed_at: Generated<string | null>;
  /** When the merchant was told to connect again (once per problem). */
  reconnect_notified_at: Generated<string | null>;
  /** No refresh of the token is tried before this time: the refresh's lease and daily limit. */
  next_token_refresh_at: Generated<string | null>;
  /** When the merchant was told the token ends on its date, a renewal not moving it (once per end). */
  token_end_notified_at: Generated<string | null>;
  /** Whether the account's Page subscribed merci's app to its webhooks: 'subscribed', 'missing', 'failed'. */
  webhook_subscription: Generated<InstagramWebhookStatus>;
  /** Meta's words when subscribing failed; null otherwise. */
  webhook_error: Generated<string | null>;
  /** When the subscription was last made or checked. */
  webhook_checked_at: Generated<string | null>;
  /** No check of the subscription before this time: the daily check's lease and limit. */
  next_webhook_check_at: Generated<string | null>;
  /** The last field or permission the Graph API refused (Meta's words), until a read succeeds. */
  graph_refusal: Generated<string | null>;
  graph_refusal_at: Generated<string | null>;
  /** The Page's own token (encrypted, no end date when obtained with a long-lived user token). */
  page_token_encrypted: Generated<string | null>;
}

export interface SocialContentTable {
  id: Generated<number>;
  social_account_id: number;
  external_id: string;
  media_url: string | null;
  caption: string | null;
  permalink: string | null;
  type: string;
  media_type: string;
  author_username: string;
  like_count: Generated<number>;
  comment_count: Generated<number>;
  expires_at: string | null;
  created_at: string;
  /** 'tag', 'mention' (caption) or 'story_mention': how Instagram told us about it. */
  source: Generated<string>;
  /** 1 when the content has its reward, kept by triggers on discount (migration 0014). */
  rewarded: Generated<number>;
}

export interface SocialAuthorTable {
  social_account_id: number;
  username: string;
  email: string | null;
}

/**
 * How many rows of a big list each owner has, per bucket of its few-valued filters, kept by
 * triggers (migration 0014, `db/tallies.ts`).
 */
export interface ListTallyTable {
  list: string;
  owner_id: number;
  bucket: string;
  row_count: number;
}

/** Contents per author of an account, kept by triggers on social_content (migrations 0007, 0015). */
export interface SocialAuthorContentCountTable {
  social_account_id: number;
  author_username: string;
  content_count: number;
  /** Kept by the same triggers (migration 0015): the author page's figures, whatever the history. */
  feed_count: Generated<number>;
  reel_count: Generated<number>;
  /** The sum of the author's like counts (bigint on PostgreSQL: a string there). */
  like_total: Generated<number | string>;
  rewarded_count: Generated<number>;
}

export interface ConfigDiscountTable {
  id: Generated<number>;
  shop_id: number;
  type: string;
  social_content_types: string;
  place: Generated<string>;
  code: string | null;
  percent: Generated<number>;
  description: string | null;
  validity_start_at: string | null;
  validity_end_at: string | null;
  quantity: number | null;
  quantity_allocated: Generated<number>;
  quantity_used: Generated<number>;
  created_by: number | null;
  created_at: string;
  /** Set when the merchant deleted it: hidden everywhere, kept for the rewards given from it. */
  deleted_at: Generated<string | null>;
  /** 1: each assignment creates a single-use code in the shop's online store (docs/adr/037). */
  unique_codes: Generated<number>;
  /** A code reward's amount off with unique codes, in cents of the store's currency. */
  amount_cents: number | null;
}

export interface ProductTable {
  id: Generated<number>;
  shop_id: number;
  social_content_id: number;
  publish: Generated<number>;
  approved_at: string | null;
  created_at: string;
}

export interface DiscountTable {
  id: Generated<number>;
  shop_id: number;
  product_id: number | null;
  social_content_id: number;
  config_discount_id: number | null;
  username: string;
  media_type: string;
  type: string;
  place: Generated<string>;
  code: string | null;
  amount_in_percent: number | null;
  description: string | null;
  validity_start_at: string | null;
  validity_end_at: string | null;
  status: Generated<string>;
  claim_token_hash: string | null;
  use_requested_at: string | null;
  used_at: string | null;
  refused_at: string | null;
  created_at: string;
  /** When the merchant marked the author as told of the reward; null until then. */
  notified_at: string | null;
  /** The online store's id of the reward's single-use discount; null for a shared code. */
  external_discount_id: string | null;
  /** The store's order that used the code, what the merchant calls it, and what it was worth. */
  external_order_id: string | null;
  order_name: string | null;
  order_total_cents: number | null;
  order_currency: string | null;
}

export interface SocialAutomationTable {
  id: Generated<number>;
  shop_id: number;
  feature_type: string;
  mode: Generated<string>;
  config_discount_id: number | null;
  message: string;
  suspended_at: string | null;
  deleted_at: string | null;
  sent_count: Generated<number>;
  created_at: string;
}

export interface UserNotificationTable {
  id: Generated<number>;
  user_id: number;
  title: string | null;
  message: string;
  read: Generated<number>;
  created_at: string;
  /** Dashboard path of what the notification is about (`/rewards?status=use_requested#discount-3`). */
  link: Generated<string | null>;
}

/** Where a story message stands; `sending` is held by a worker until `lease_until`. */
export type AutomationMessageStatus = 'scheduled' | 'sending' | 'sent' | 'failed' | 'cancelled';

export interface AutomationMessageTable {
  id: Generated<number>;
  automation_id: number;
  shop_id: number;
  /** Null once the story row is gone. */
  social_content_id: number | null;
  /** Instagram-scoped id of the story's author. */
  recipient: string;
  recipient_username: string;
  story_at: string;
  /** Story timestamp + 24 h: Meta's messaging window closes then. */
  window_ends_at: string;
  due_at: string;
  status: Generated<AutomationMessageStatus>;
  /** Claims so far, a crashed one included. */
  attempts: Generated<number>;
  lease_until: string | null;
  /** The claim of the worker holding the lease: only it may record the outcome. */
  lease_token: string | null;
  /** Message key of why it was cancelled or failed. */
  reason: string | null;
  /** What the Graph API or the rules said last, for the logs and support. */
  last_error: string | null;
  /** The text as rendered for this story (kept so that a retry sends the same words). */
  text: string | null;
  /** The reward a loyalty message gives, assigned before the send. */
  discount_id: number | null;
  graph_message_id: string | null;
  sent_at: string | null;
  created_at: string;
}

/** What an operator did to a shop: written once, never updated. */
export interface AdminAuditLogTable {
  id: Generated<number>;
  shop_id: number;
  operator_id: number | null;
  operator_email: string;
  action: string;
  /** JSON of the fields the action changed, before and after. */
  before_state: string | null;
  after_state: string | null;
  reason: string | null;
  created_at: string;
}

/** The counters of the rate limits and failed sign-ins on PostgreSQL (docs/adr/027). */
export interface RateLimitTable {
  /** A route and an address, a user, or a digest of an e-mail address. */
  key: string;
  hits: number;
  /** When the count is forgotten; never before `locked_until`. */
  expires_at: string;
  locked_until: string | null;
}

export type ShopRow = Selectable<ShopTable>;
export type UserRow = Selectable<UserAccountTable>;
export type SocialAccountRow = Selectable<SocialAccountTable>;
export type SocialContentRow = Selectable<SocialContentTable>;
export type ConfigDiscountRow = Selectable<ConfigDiscountTable>;
export type DiscountRow = Selectable<DiscountTable>;
export type AutomationRow = Selectable<SocialAutomationTable>;
export type NotificationRow = Selectable<UserNotificationTable>;
export type NewShop = Insertable<ShopTable>;
export type ShopUpdate = Updateable<ShopTable>;
export type AutomationMessageRow = Selectable<AutomationMessageTable>;
export type OnlineStoreRow = Selectable<OnlineStoreTable>;
export type CommerceWebhookRow = Selectable<CommerceWebhookTable>;
export type CommerceTaskRow = Selectable<CommerceTaskTable>;

export type OnlineStoreStatus = 'connected' | 'disconnected';

/** A shop's online store (docs/adr/037): one per shop, one shop per store. */
export interface OnlineStoreTable {
  id: Generated<number>;
  shop_id: number;
  platform: string;
  domain: string;
  /** Encrypted; null once disconnected. */
  access_token: string | null;
  /** When the access token ends; null for a non-expiring one (exchanged by the worker before 2027). */
  access_token_expires_at: string | null;
  /** Encrypted; replaced in the same statement as the access token it came with. */
  refresh_token: string | null;
  refresh_token_expires_at: string | null;
  /** The one process renewing the tokens, until when (docs/adr/037). */
  token_lease_until: string | null;
  token_lease_token: string | null;
  /** JSON list of the scopes the store granted. */
  scopes: Generated<string>;
  status: OnlineStoreStatus;
  connected_at: string | null;
  disconnected_at: string | null;
  /** Set when merci disconnected the store itself: `token_refused` (the store must be connected again). */
  disconnect_reason: string | null;
  created_at: string;
  /** Whether the store sends its orders (0019): `awaiting_approval` until the platform lets it. */
  order_tracking: Generated<OrderTracking>;
  /** When merci last asked the store for its order webhooks while awaiting approval. */
  order_tracking_checked_at: string | null;
}

/** The OAuth `state` of a connection under way, stored hashed, used once. */
export interface OnlineStoreConnectionTable {
  id: Generated<number>;
  shop_id: number;
  platform: string;
  domain: string;
  state_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export type CommerceJobStatus = 'pending' | 'working' | 'done' | 'failed';

/** What the online stores' worker keeps of a job: its state, its tries and the lease of its worker. */
interface CommerceJobColumns {
  status: Generated<CommerceJobStatus>;
  attempts: Generated<number>;
  next_attempt_at: string;
  lease_until: string | null;
  lease_token: string | null;
  last_error: string | null;
  done_at: string | null;
}

/** A store's webhook delivery: recorded when it arrives, worked by the worker. */
export interface CommerceWebhookTable extends CommerceJobColumns {
  id: Generated<number>;
  platform: string;
  delivery_id: string;
  topic: string;
  domain: string;
  body: string;
  received_at: string;
}

/** A store call that failed and must still happen (a discount to stop). */
export interface CommerceTaskTable extends CommerceJobColumns {
  id: Generated<number>;
  shop_id: number;
  kind: 'deactivate_discount';
  external_id: string;
  created_at: string;
}
