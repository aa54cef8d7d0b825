import { TEXT_LIMITS } from './rules/textLimits.js';

/** Enums and limits of SPEC §9. Lists are tuples so that each also gives its union type. */

export const REWARD_TYPES = ['percent', 'code', 'voucher', 'other'] as const;
export type RewardType = (typeof REWARD_TYPES)[number];

export const PLACES = ['online', 'shop'] as const;
export type Place = (typeof PLACES)[number];
export const DEFAULT_PLACE: Place = 'online';
export const DEFAULT_PERCENT = 0;

export const CONTENT_TYPES = ['ad', 'feed', 'story', 'reels'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const MEDIA_TYPES = ['image', 'video', 'carousel_album', 'story'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

export const NETWORKS = ['instagram'] as const;
export type Network = (typeof NETWORKS)[number];

/**
 * Why a connected Instagram account needs a new connection (ADR 025): its token expired, Meta says
 * access was withdrawn (password changed, app removed, logged out), or renewing it failed.
 */
export const INSTAGRAM_CONNECTION_PROBLEMS = ['expired', 'revoked', 'refresh_failed'] as const;
export type InstagramConnectionProblem = (typeof INSTAGRAM_CONNECTION_PROBLEMS)[number];

/**
 * Whether Meta delivers the account's mentions and story mentions to merci in real time: its
 * Facebook Page subscribed merci's app (`subscribed`), has not or no longer (`missing`), or Meta
 * refused the subscription (`failed`). ADR 009.
 */
export const INSTAGRAM_WEBHOOK_STATUSES = ['subscribed', 'missing', 'failed'] as const;
export type InstagramWebhookStatus = (typeof INSTAGRAM_WEBHOOK_STATUSES)[number];

/** Status of an assigned reward: the customer asks to use it, the merchant accepts or refuses. */
export const REWARD_STATUSES = ['assigned', 'use_requested', 'used', 'refused', 'expired'] as const;
export type RewardStatus = (typeof REWARD_STATUSES)[number];

export const AUTOMATION_FEATURE_TYPES = ['loyalty', 'thanks'] as const;
export type AutomationFeatureType = (typeof AUTOMATION_FEATURE_TYPES)[number];
export const AUTOMATION_MODES = ['automatic'] as const;
export type AutomationMode = (typeof AUTOMATION_MODES)[number];
/**
 * Where a story's automation message stands (ADR 012): waiting, being sent by the worker, sent,
 * failed (Meta refused or stayed unavailable) or cancelled (a rule or the merchant stopped it).
 */
export const AUTOMATION_MESSAGE_STATUSES = ['scheduled', 'sending', 'sent', 'failed', 'cancelled'] as const;
export type AutomationMessageStatus = (typeof AUTOMATION_MESSAGE_STATUSES)[number];

export const SUBSCRIPTION_OFFER_TYPES = ['basic', 'pro', 'advanced', 'enterprise'] as const;
export type SubscriptionOfferType = (typeof SUBSCRIPTION_OFFER_TYPES)[number];
export const SUBSCRIPTION_KINDS = ['collect', 'loyalty', 'all'] as const;
export type SubscriptionKind = (typeof SUBSCRIPTION_KINDS)[number];
export const SUBSCRIPTION_INTERVALS = ['monthly', 'annual'] as const;
export type SubscriptionInterval = (typeof SUBSCRIPTION_INTERVALS)[number];
/** SPEC §1: the private-message automation comes with Advanced (and Enterprise, which has everything). */
export const AUTOMATION_OFFER_TYPES: readonly SubscriptionOfferType[] = ['advanced', 'enterprise'];

/** Loyalty quota parameters of the plans (rewarded contents per month). */
export const PLAN_LOYALTY_QUOTA: Readonly<Record<'basic' | 'pro' | 'advanced', number>> = {
  basic: 10,
  pro: 10,
  advanced: 50,
};

export const PAGE_SIZE = {
  /** Social contents list. */
  socialContents: 12,
  /** Configured rewards, assigned rewards, picker, notifications, authors table, automations. */
  default: 10,
  /** The authors call defaults to 12 on the wire while the table shows 10. */
  authorsWire: 12,
  /** Home: latest images and latest configured rewards. */
  homeImages: 12,
  homeRewards: 2,
} as const;
export const FIRST_PAGE = 1;
/** Upper bound of itemsPerPage accepted by the API. */
export const MAX_ITEMS_PER_PAGE = 100;
/**
 * Beyond this many matches, a count the API cannot keep ahead (a like-count range, an author's
 * contents) stops and answers "at least" (ADR 034).
 */
export const COUNT_CAP = 1000;

/** Minimum length of every password (sign-in, sign-up, new password). */
export const PASSWORD_MIN_LENGTH = 6;

const HOUR_MS = 60 * 60 * 1000;
/** A session lasts 3 hours from sign-in. */
export const SESSION_LIFETIME_MS = 3 * HOUR_MS;
/** The stored expiration of a missing or past session. */
export const SESSION_EXPIRED = 'EXPIRED';

/** Sign-in always sends this context. */
export const SIGN_IN_CONTEXT = 'shop';
export const ROLE_OWNER = 'ROLE_OWNER';
/** merci's own staff: validates shops, sets their plans, suspends and reinstates them. */
export const ROLE_ADMIN = 'ROLE_ADMIN';

/** French phone: 0 or +33, then 1-7 or 9, then 8 digits. */
export const PHONE_PATTERN = /^(?:0|\+33)[1-79]\d{8}$/;
export const POSTAL_CODE_PATTERN = /^\d{5}$/;
/** Author e-mail: text, @, text, dot, text, no whitespace. */
export const AUTHOR_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Stories last 24 hours; the automatic message goes 30 minutes before expiry. */
export const STORY_LIFETIME_MS = 24 * HOUR_MS;
export const STORY_MESSAGE_OFFSET_MS = 30 * 60 * 1000;

/** Display limits. */
export const AUTHOR_NAME_MAX_LENGTH = 20;

/** The longest reason an operator can give for a suspension or a reinstatement. */
export const ADMIN_REASON_MAX_LENGTH = TEXT_LIMITS.adminReason;

/** Longest message a private reply carries (Instagram's cap on a text message). */
export const AUTOMATION_MESSAGE_MAX_LENGTH = TEXT_LIMITS.automationMessage;
export const FILTER_DEBOUNCE_MS = 500;
export const LIKE_AVERAGE_DECIMALS = 2;
export const CONTENT_CARD_IMAGE_HEIGHT_PX = 412;
export const HOME_IMAGE_SIZE_PX = 150;
export const TOAST_AUTO_CLOSE_MS = 5000;

/** Months the analytics can look back over (GET /shops/{id}/reward_statistics?months=…); 12 by default. */
export const STATISTICS_PERIODS = [3, 6, 12] as const;
export type StatisticsPeriod = (typeof STATISTICS_PERIODS)[number];

/**
 * The cookie holding the language the dashboard remembers (SPEC §9's cookie source), which the
 * API also reads to send the prerendered screens in that language.
 */
export const LOCALE_COOKIE = 'i18next';
