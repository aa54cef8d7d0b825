/** What the fake Graph server is started with, what it records and what tests can do to it. */
import type { FakeMedia } from './data.js';

export interface FakeGraphOptions {
  appId: string;
  appSecret: string;
  /** Where media pictures are served. @default the fake server's own `/media` */
  mediaBaseUrl?: string;
  /** Publications are dated before this moment. @default the start time */
  now?: () => Date;
  /** Items per page of a list, whatever `limit` asks for more. @default 10 */
  pageSize?: number;
  /** The app's webhook callback URL (merci's `/webhooks/instagram`); also `setWebhookCallbackUrl`. */
  webhookCallbackUrl?: string;
  /** The Instagram fields the app subscribed to in the App Dashboard. @default ['mentions', 'messages'] */
  instagramWebhookFields?: readonly FakeWebhookField[];
  /**
   * What exchanging a token that is already long-lived gives (`fb_exchange_token`). Meta's
   * "Long-Lived Access Tokens" guide
   * (https://developers.facebook.com/docs/facebook-login/guides/access-tokens/get-long-lived)
   * documents the exchange of a short-lived token for one of about 60 days, and promises nothing
   * more for a long-lived one: by default the new token ends when the exchanged one does
   * (`keeps_end`), the worst the documentation allows. `extends` gives 60 days from now, as Meta
   * may also do, for tests of what merci does then. A short-lived token always gets 60 days.
   * @default 'keeps_end'
   */
  longLivedExchange?: FakeLongLivedExchange;
  /**
   * The time tokens are issued and checked against (their ends, `expires_in`). Tests that move
   * their own clock give it here so that a token ends when their clock says so. @default the real time
   */
  clock?: () => number;
}

/** How the fake answers the exchange of a long-lived user token: see `longLivedExchange`. */
export type FakeLongLivedExchange = 'keeps_end' | 'extends';

/** The Instagram webhook fields merci uses: caption mentions, and messages (story mentions). */
export type FakeWebhookField = 'mentions' | 'messages';

/** Why a delivery did not leave the fake Graph API. */
export type FakeDeliveryDrop =
  | 'unknown_account'
  /** The Page connected to the account has not subscribed the app (`subscribed_apps`). */
  | 'page_not_subscribed'
  /** The app did not choose this Instagram field in the App Dashboard. */
  | 'field_not_subscribed'
  | 'no_callback_url'
  | 'callback_unreachable';

/** One webhook the fake Graph API was asked to deliver, and what became of it. */
export interface FakeDelivery {
  accountId: string;
  field: FakeWebhookField;
  /** The body Meta would send, `{ object: 'instagram', entry: [...] }`. */
  payload: unknown;
  delivered: boolean;
  dropped?: FakeDeliveryDrop;
  /** The callback's HTTP status, when it was delivered. */
  status?: number;
  /** The callback's answer (JSON when it is), or why it could not be reached. */
  response?: unknown;
}

/**
 * Where one delivery goes instead of the app's callback URL: the process a load balancer in front
 * of several API processes would pick.
 */
export interface FakeDeliveryRoute {
  callbackUrl?: string;
}

/** A story mention, as Instagram's messaging webhook carries it. */
export interface FakeStoryMention {
  /** Instagram-scoped id of the person whose story mentions the account. */
  sender: string;
  /** Milliseconds since the epoch. */
  timestamp: number;
  /** The message id (`mid`). */
  mid: string;
  /** The story's picture. @default one of the fake server's pictures */
  url?: string;
  /** @default the demo account */
  accountId?: string;
}

/**
 * `outside_window` and `user_unavailable` are the Send API's refusals: the 24-hour messaging window
 * is over, or the person cannot receive messages (blocked, deactivated).
 */
export type FakeFailure =
  | 'expired_token'
  | 'revoked_token'
  | 'rate_limit'
  | 'server_error'
  | 'outside_window'
  | 'user_unavailable'
  /** A permission the app lacks (code 200): a refusal no retry changes, not about the token. */
  | 'permission_denied'
  /** A field Meta does not know on that node (code 100, "Tried accessing nonexisting field"). */
  | 'nonexisting_field'
  /** The request is held without an answer, as a Graph API that hangs: the caller's time limit ends it. */
  | 'timeout';

/**
 * How a user's tokens stop working, with Meta's error 190 subcode: `expired` (463), the password
 * changed (460), the user logged out (467), the app was removed from their account (458).
 */
export type FakeTokenInvalidation = 'expired' | 'password_changed' | 'logged_out' | 'app_removed';

export interface FakeInjection {
  /** Path without the version (`/17841400000000001/tags`), or a pattern of it; any path if unset. */
  path?: string | RegExp;
  /** A further condition on the request URL (e.g. only the second page). */
  when?: (url: URL) => boolean;
  /** How many matching requests fail. @default 1 */
  times?: number;
}

export interface FakeRequest {
  method: string;
  path: string;
  /** Query parameters, without `access_token` and `appsecret_proof`. */
  query: Record<string, string>;
  status: number;
}

/** A private message the Send API accepted (`POST /{page-id}/messages`). */
export interface FakeSentMessage {
  /** `m_…`, as Meta answers. */
  id: string;
  pageId: string;
  /** Instagram-scoped id of the person it goes to. */
  recipientId: string;
  /** Their username, when the fake world knows them. */
  recipientUsername: string | null;
  text: string;
  sentAt: string;
}

/** One entry of GET /api/instagram/demo_login. */
export interface DemoLoginAccount {
  name: string;
  username: string;
  pictureUrl: string;
  accessToken: string;
}

export interface FakeGraphServer {
  /** Origin of the server, e.g. `http://127.0.0.1:41234`. */
  url: string;
  media: FakeMedia[];
  /** Requests received so far, oldest first. */
  requests: FakeRequest[];
  /** Private messages sent through the Send API, oldest first. */
  messages: FakeSentMessage[];
  /** Makes the next matching requests fail the way Meta does. */
  inject: (failure: FakeFailure, injection?: FakeInjection) => void;
  /** Forgets the injections, the request log, the sent messages, the Page subscriptions and deliveries. */
  reset: () => void;
  /** Changes a publication (likes, comments…) as its author's audience would. */
  updateMedia: (id: string, patch: Partial<FakeMedia>) => void;
  /** A token as the login dialog would return it (short-lived, 2 hours). */
  issueUserToken: (userId?: string, ttlSeconds?: number) => string;
  /** A long-lived user token (60 days), as stored after a connect. */
  issueLongLivedToken: (userId?: string, ttlSeconds?: number) => { accessToken: string; expiresAt: Date };
  /**
   * Ends every token issued so far to the user (and to the Pages they administer), the way `reason`
   * does on Meta's side; tokens issued afterwards (a new login) work. `reset()` lifts it.
   */
  invalidateTokens: (reason: FakeTokenInvalidation, userId?: string) => void;
  /** Webhooks the server was asked to deliver, oldest first, delivered or dropped. */
  deliveries: FakeDelivery[];
  /** Where deliveries go: the app's callback URL of the App Dashboard. */
  setWebhookCallbackUrl: (url: string | undefined) => void;
  /** The fields a Page subscribed the app to, or null when it has not (`GET subscribed_apps`). */
  pageSubscription: (pageId: string) => string[] | null;
  /**
   * A Page subscription made before this server started: Meta keeps a Page's subscriptions while
   * the app is away, and the demo restores the ones its database says were made.
   */
  keepPageSubscription: (pageId: string, fields: readonly string[]) => void;
  /**
   * Delivers an Instagram webhook as Meta does (signed with the app secret, posted to the callback
   * URL), only when the account's Page has subscribed the app and the app chose the field.
   */
  deliver: (
    accountId: string,
    field: FakeWebhookField,
    value: Record<string, unknown>,
    route?: FakeDeliveryRoute,
  ) => Promise<FakeDelivery>;
  /** A story mention (`messages` field, `story_mention` attachment), delivered as `deliver` does. */
  deliverStoryMention: (mention: FakeStoryMention, route?: FakeDeliveryRoute) => Promise<FakeDelivery>;
  /** A caption mention (`mentions` field) of a publication, delivered as `deliver` does. */
  deliverMention: (
    mention: { mediaId: string; commentId?: string; accountId?: string },
    route?: FakeDeliveryRoute,
  ) => Promise<FakeDelivery>;
  /** The demo's Facebook accounts, each with a fresh short-lived token. */
  demoAccounts: () => DemoLoginAccount[];
  close: () => Promise<void>;
}
