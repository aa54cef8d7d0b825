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
  /** Forgets the injections, the request log and the sent messages. */
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
  /** The demo's Facebook accounts, each with a fresh short-lived token. */
  demoAccounts: () => DemoLoginAccount[];
  close: () => Promise<void>;
}
