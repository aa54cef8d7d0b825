/**
 * The Page subscription that makes Meta deliver an Instagram account's webhooks (ADR 009).
 *
 * Meta sends an account's `mentions` and `messages` (story mentions) only while the Facebook Page
 * connected to it has subscribed merci's app ("Set Up Webhooks for Instagram": "Your app must
 * enable Page subscriptions on the Page connected to the app user's account"). merci subscribes
 * the Page on connect, removes the subscription on disconnect, and checks it once a day from the
 * worker: one process per account, by a conditional UPDATE on `next_webhook_check_at`, the lease
 * and the daily limit at once (as the token refresh's `next_token_refresh_at`). The outcome is the
 * account's `webhook_subscription`: subscribed, missing (gone, or not made yet) or failed.
 */
import type { InstagramWebhookStatus } from '@merci/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database, SocialAccountRow } from '../db/schema.js';
import { GraphError, type GraphClient } from './graphClient.js';
import type { TokenCipher } from './tokenCipher.js';
import { workDueAccounts } from './dueAccounts.js';
import { tokenProblemOf, type TokenUpkeep } from './tokenRefresh.js';

const HOUR_MS = 60 * 60 * 1000;
/** One check of an account's subscription a day; also the lease of a process that died mid-check. */
export const WEBHOOK_CHECK_INTERVAL_MS = 24 * HOUR_MS;
/** After a rate limit or an outage, the next try. */
export const WEBHOOK_CHECK_RETRY_MS = HOUR_MS;
/** Accounts checked by one tick; the next ticks take the rest. */
const CHECK_BATCH = 20;

/** What one subscription attempt came to. `unavailable`: Meta could not be reached; nothing known. */
export type SubscribeOutcome = InstagramWebhookStatus | 'unavailable';

/** What one `checkDue()` did. */
export interface WebhookCheckRun {
  subscribed: number;
  /** Found gone on Meta's side and subscribed again. */
  renewed: number;
  failed: number;
  /** Tried again in an hour: a rate limit or an outage. */
  retried: number;
}

export interface WebhookSubscriptionDeps {
  db: Kysely<Database>;
  now: () => Date;
  log: FastifyBaseLogger;
  graph: GraphClient;
  cipher: TokenCipher;
  /** The Pages' own tokens (`page_token_encrypted`). */
  pageCipher: TokenCipher;
  tokens: TokenUpkeep;
}

export type WebhookSubscriptions = ReturnType<typeof createWebhookSubscriptions>;

const unreachable = (error: GraphError) => error.kind === 'rate_limit' || error.kind === 'transient';

export function createWebhookSubscriptions({
  db,
  now,
  log,
  graph,
  cipher,
  pageCipher,
  tokens,
}: WebhookSubscriptionDeps) {
  /** Records the outcome on the account, if it still holds the token that was used. */
  async function record(
    account: Pick<SocialAccountRow, 'id' | 'access_token_encrypted'>,
    status: InstagramWebhookStatus,
    error: string | null,
  ): Promise<void> {
    await db
      .updateTable('social_account')
      .set({ webhook_subscription: status, webhook_error: error, webhook_checked_at: now().toISOString() })
      .where('id', '=', account.id)
      .where('disconnected_at', 'is', null)
      .where((eb) =>
        account.access_token_encrypted === null
          ? eb('access_token_encrypted', 'is', null)
          : eb('access_token_encrypted', '=', account.access_token_encrypted),
      )
      .execute();
  }

  /** A refusal: a dead token is the merchant's to renew; anything else is told on the account. */
  async function refused(account: SocialAccountRow, error: unknown): Promise<SubscribeOutcome> {
    if (error instanceof GraphError && unreachable(error)) {
      log.warn(
        { accountId: account.id, code: error.code },
        `Instagram Page subscription postponed: ${error.message}`,
      );
      return 'unavailable';
    }
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof GraphError && error.kind === 'token') {
      await tokens.markProblem(account, tokenProblemOf(error));
    }
    // Without it no webhook reaches merci: an error for whoever runs merci, not a passing warning.
    log.error(
      {
        accountId: account.id,
        ...(error instanceof GraphError ? { code: error.code, kind: error.kind } : {}),
      },
      `Instagram Page subscription failed: ${message}`,
    );
    await record(account, 'failed', message);
    return 'failed';
  }

  /**
   * The Page's own token: the one stored at connect (no end date), else one asked for with the
   * user token, then stored. Throws a GraphError.
   */
  async function pageToken(account: SocialAccountRow): Promise<{ pageId: string; token: string }> {
    if (!account.page_id) throw new GraphError('The account has no Facebook Page on record', 'other', 0);
    if (account.page_token_encrypted) {
      try {
        return { pageId: account.page_id, token: pageCipher.decrypt(account.page_token_encrypted) };
      } catch {
        // Another key: ask Meta again with the user token below.
      }
    }
    let userToken: string;
    try {
      userToken = cipher.decrypt(account.access_token_encrypted ?? '');
    } catch {
      throw new GraphError('The stored token no longer decrypts', 'token', 0);
    }
    const token = await graph.pageAccessToken(account.page_id, userToken);
    await db
      .updateTable('social_account')
      .set({ page_token_encrypted: pageCipher.encrypt(token) })
      .where('id', '=', account.id)
      .where('access_token_encrypted', '=', account.access_token_encrypted)
      .execute();
    return { pageId: account.page_id, token };
  }

  /** Subscribes the account's Page to merci's app and records the outcome. */
  async function subscribe(account: SocialAccountRow): Promise<SubscribeOutcome> {
    try {
      const page = await pageToken(account);
      await graph.subscribePage(page.pageId, page.token);
      await record(account, 'subscribed', null);
      return 'subscribed';
    } catch (error) {
      return refused(account, error);
    }
  }

  /**
   * Removes the subscription of a Page merci stops listening to (a disconnect). Best effort: the
   * account is disconnected whatever Meta answers, and a failure is logged.
   */
  async function unsubscribe(account: SocialAccountRow): Promise<boolean> {
    if (!account.page_id || (account.access_token_encrypted === null && !account.page_token_encrypted))
      return false;
    try {
      const page = await pageToken(account);
      await graph.unsubscribePage(page.pageId, page.token);
      return true;
    } catch (error) {
      log.warn(
        { accountId: account.id, ...(error instanceof GraphError ? { code: error.code } : {}) },
        `Instagram Page subscription not removed: ${error instanceof Error ? error.message : String(error)}`,
      );
      return false;
    }
  }

  /** One account whose daily check this process holds until `claimedUntil`. */
  async function checkOne(account: SocialAccountRow, claimedUntil: string): Promise<keyof WebhookCheckRun> {
    let apps;
    try {
      const page = await pageToken(account);
      apps = await graph.pageSubscriptions(page.pageId, page.token);
    } catch (error) {
      const outcome = await refused(account, error);
      if (outcome !== 'unavailable') return 'failed';
      await db
        .updateTable('social_account')
        .set({ next_webhook_check_at: new Date(now().getTime() + WEBHOOK_CHECK_RETRY_MS).toISOString() })
        .where('id', '=', account.id)
        .where('next_webhook_check_at', '=', claimedUntil)
        .execute();
      return 'retried';
    }
    if (apps.some((app) => app.id === graph.appId)) {
      await record(account, 'subscribed', null);
      return 'subscribed';
    }
    // Gone on Meta's side (removed in the Page's settings): worth a warning; never made (an account
    // connected before merci subscribed Pages, or seeded): just made now.
    if (account.webhook_checked_at === null) {
      log.info({ accountId: account.id }, 'Instagram Page subscription not made yet: subscribing');
    } else {
      log.warn({ accountId: account.id }, 'Instagram Page subscription missing: subscribing again');
    }
    await record(account, 'missing', null);
    const outcome = await subscribe(account);
    if (outcome === 'subscribed') return 'renewed';
    return outcome === 'unavailable' ? 'retried' : 'failed';
  }

  /** Checks the subscriptions not checked for a day. Safe to run in several processes. */
  async function checkDue(): Promise<WebhookCheckRun> {
    const run: WebhookCheckRun = { subscribed: 0, renewed: 0, failed: 0, retried: 0 };
    const at = now();
    const atIso = at.toISOString();
    const due = (eb: ExpressionBuilder<Database, 'social_account'>) =>
      eb.and([
        eb('network', '=', 'instagram'),
        eb('disconnected_at', 'is', null),
        eb('access_token_encrypted', 'is not', null),
        eb('page_id', 'is not', null),
        // The Page's own token outlives the user token: the subscription is checked either way.
        eb.or([
          eb('page_token_encrypted', 'is not', null),
          eb.and([
            eb('has_account_token_expired', '=', 0),
            eb.or([eb('token_expires_at', 'is', null), eb('token_expires_at', '>', atIso)]),
          ]),
        ]),
        eb.or([eb('next_webhook_check_at', 'is', null), eb('next_webhook_check_at', '<=', atIso)]),
      ]);
    const claimedUntil = new Date(at.getTime() + WEBHOOK_CHECK_INTERVAL_MS).toISOString();
    await workDueAccounts(
      db,
      { due, column: 'next_webhook_check_at', until: claimedUntil, orderBy: 'id', limit: CHECK_BATCH },
      async (claimed) => {
        run[await checkOne(claimed, claimedUntil)] += 1;
      },
    );
    return run;
  }

  return { subscribe, unsubscribe, checkDue };
}
