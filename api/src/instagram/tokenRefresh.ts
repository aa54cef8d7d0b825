/**
 * Keeps the shops' Instagram connections alive (ADR 025).
 *
 * A long-lived user token lasts about 60 days. The automation worker's tick calls `refreshDue()`:
 * a token in its last `REFRESH_WINDOW_MS` is exchanged for a new one, at most once a day per
 * account, by one process at a time — a conditional UPDATE on `next_token_refresh_at` is both the
 * lease and the daily limit, as the pulls' lease is. A rate limit or an outage tries again an hour
 * later; a token Meta refuses (error 190), or a refusal that no retry will change, marks the
 * account as needing a new connection. `markProblem()` does the same for every other Graph call
 * that meets a dead token (pulls, webhooks, story messages), and tells the merchant once per
 * problem — a notification and an e-mail — guarded by `reconnect_notified_at`. Meta does not
 * promise that a renewal moves a long-lived token's end: when its answer leaves the end where it
 * was, or a token reaches its last `LAST_DAYS_MS` without a renewal that moved it, the merchant is
 * told once, ahead of that day, to connect again (`token_end_notified_at`); nothing is marked.
 */
import {
  DEFAULT_SHOP_TIME_ZONE,
  INSTAGRAM_CONNECTION_PROBLEMS,
  mention,
  type InstagramConnectionProblem,
} from '@merci/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database, SocialAccountRow } from '../db/schema.js';
import type { Mailer } from '../mail/mailer.js';
import { notifyOwners } from '../notifications/owners.js';
import { GraphError, type GraphClient } from './graphClient.js';
import type { TokenCipher } from './tokenCipher.js';
import { workDueAccounts } from './dueAccounts.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A token is renewed in the last days of its life: enough days to survive a few bad ones. */
export const REFRESH_WINDOW_MS = 10 * DAY_MS;
/** At most one refresh of an account a day; also the lease of a process that died mid-refresh. */
export const REFRESH_INTERVAL_MS = DAY_MS;
/** After a rate limit or an outage, the next try. */
export const REFRESH_RETRY_MS = HOUR_MS;
/** Accounts renewed by one tick; the next ticks take the rest. */
const REFRESH_BATCH = 20;
/**
 * A token this close to its end that no renewal has moved, whatever the reason (Meta failing day
 * after day, the app unable to exchange tokens), is told as ending, as a renewal that keeps the
 * end is. Shorter than the refresh window: a token Meta does renew never gets here.
 */
export const LAST_DAYS_MS = 3 * DAY_MS;
/** A renewal moving the end by less than this (`expires_in` rounded) has not moved it. */
const END_MOVED_MS = HOUR_MS;

/** Where the merchant goes to connect again. */
export const RECONNECT_PATH = '/instagram/contents';
export const RECONNECT_TITLE = 'Reconnectez votre compte Instagram';

/**
 * What the merchant reads, in the notification and the e-mail (the dashboard says the same, with
 * French typography's no-break space before the colon).
 */
export function reconnectMessage(problem: InstagramConnectionProblem, accountName: string): string {
  const account = mention(accountName);
  switch (problem) {
    case 'expired':
      return `Votre connexion Instagram a expiré\u00a0: reconnectez le compte ${account} pour continuer à recevoir vos mentions.`;
    case 'revoked':
      return `L’accès à votre compte Instagram ${account} a été retiré\u00a0: reconnectez-le pour continuer à recevoir vos mentions.`;
    case 'refresh_failed':
      return `Votre connexion Instagram n’a pas pu être renouvelée\u00a0: reconnectez le compte ${account} pour continuer à recevoir vos mentions.`;
  }
}

export const ENDING_TITLE = 'Votre connexion Instagram se termine bientôt';

/** The day a token ends, as the merchant reads it: « 21 janvier 2027 », where the shop is. */
export function endingDate(endsAt: Date, timeZone: string = DEFAULT_SHOP_TIME_ZONE): string {
  return new Intl.DateTimeFormat('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(endsAt);
}

/** What the merchant reads when the token will end on its date, renewed or not (ADR 025). */
export function endingMessage(accountName: string, endsOn: string): string {
  return `Votre connexion Instagram au compte ${mention(accountName)} se termine le ${endsOn}\u00a0: reconnectez-le avant cette date pour ne manquer aucune mention.`;
}

/**
 * Meta's error 190 as the problem shown: subcode 463 is a token past its date; the others
 * (458 app removed, 460 password changed, 467 logged out, none) mean access was withdrawn.
 */
export function tokenProblemOf(error: GraphError): 'expired' | 'revoked' {
  return error.subcode === 463 ? 'expired' : 'revoked';
}

export const isTokenProblem = (value: string | null): value is InstagramConnectionProblem =>
  (INSTAGRAM_CONNECTION_PROBLEMS as readonly (string | null)[]).includes(value);

/** What one `refreshDue()` did. */
export interface TokenRefreshRun {
  refreshed: number;
  /** Tried again later: a rate limit, an outage, or the app's own configuration. */
  retried: number;
  /** Marked as needing a new connection (refused, or found past its date). */
  marked: number;
}

type RefreshOutcome = 'refreshed' | 'retried' | 'marked';

export interface TokenUpkeepDeps {
  db: Kysely<Database>;
  now: () => Date;
  log: FastifyBaseLogger;
  graph: GraphClient;
  cipher: TokenCipher;
  mailer: Mailer;
  /** Origin of the dashboard, for the link in the e-mail. */
  publicUrl: string;
}

export type TokenUpkeep = ReturnType<typeof createTokenUpkeep>;

/** An account still connected, with a token that works as far as merci knows. */
const connected = (eb: ExpressionBuilder<Database, 'social_account'>) =>
  eb.and([
    eb('disconnected_at', 'is', null),
    eb('access_token_encrypted', 'is not', null),
    eb('has_account_token_expired', '=', 0),
  ]);

const updated = (result: { numUpdatedRows?: bigint } | undefined) => Number(result?.numUpdatedRows ?? 0);

export function createTokenUpkeep({ db, now, log, graph, cipher, mailer, publicUrl }: TokenUpkeepDeps) {
  /**
   * Flags the account as needing a new connection with `problem`, if it still holds the token that
   * failed (a reconnection meanwhile wins), and tells its owners unless they were told already.
   * The first problem stays: it is the one the merchant heard about.
   */
  async function markProblem(
    account: Pick<SocialAccountRow, 'id' | 'access_token_encrypted'>,
    problem: InstagramConnectionProblem,
  ): Promise<void> {
    const at = now().toISOString();
    const notice = await db.transaction().execute(async (trx) => {
      const flagged = await trx
        .updateTable('social_account')
        .set((eb) => ({
          has_account_token_expired: 1,
          token_problem: eb.fn.coalesce('token_problem', eb.val(problem)),
        }))
        .where('id', '=', account.id)
        .where('disconnected_at', 'is', null)
        .where((eb) =>
          account.access_token_encrypted === null
            ? eb('access_token_encrypted', 'is', null)
            : eb('access_token_encrypted', '=', account.access_token_encrypted),
        )
        .executeTakeFirst();
      if (updated(flagged) === 0) return null;
      // Two failures, or two processes, meet here: the row lock lets one of them through.
      const told = await trx
        .updateTable('social_account')
        .set({ reconnect_notified_at: at })
        .where('id', '=', account.id)
        .where('reconnect_notified_at', 'is', null)
        .returning(['shop_id', 'account_name', 'token_problem'])
        .executeTakeFirst();
      if (!told) return null;
      const shown = isTokenProblem(told.token_problem) ? told.token_problem : problem;
      const message = reconnectMessage(shown, told.account_name);
      const owners = await notifyOwners(trx, told.shop_id, {
        title: RECONNECT_TITLE,
        message,
        link: RECONNECT_PATH,
        createdAt: at,
      });
      return { owners, message, problem: shown };
    });
    if (!notice) return;
    log.warn({ accountId: account.id, problem: notice.problem }, 'Instagram account needs a new connection');
    // After the commit: an e-mail cannot be taken back, the notification stays if it fails.
    for (const owner of notice.owners) {
      try {
        await mailer.send({
          to: owner.email,
          subject: 'Reconnectez votre compte Instagram à merci',
          text: `Bonjour ${owner.name},\n\n${notice.message}\n\nReconnectez-le depuis merci :\n${publicUrl}${RECONNECT_PATH}\n\nL’équipe merci`,
        });
      } catch (error) {
        log.error(
          { accountId: account.id, err: error },
          'The e-mail asking to reconnect Instagram could not be sent',
        );
      }
    }
  }

  /**
   * Tells the owners once, before the day, that the account's token ends then: Meta's renewal did
   * not move its end. Nothing is marked: the token works until that day. Only while the row holds
   * `tokenEncrypted`, works, and nobody was told about this account's end yet.
   */
  async function warnEnding(accountId: number, tokenEncrypted: string): Promise<void> {
    const at = now().toISOString();
    const notice = await db.transaction().execute(async (trx) => {
      const told = await trx
        .updateTable('social_account')
        .set({ token_end_notified_at: at })
        .where('id', '=', accountId)
        .where('access_token_encrypted', '=', tokenEncrypted)
        .where('disconnected_at', 'is', null)
        .where('has_account_token_expired', '=', 0)
        .where('token_expires_at', '>', at)
        .where('token_end_notified_at', 'is', null)
        .returning(['shop_id', 'account_name', 'token_expires_at'])
        .executeTakeFirst();
      if (!told?.token_expires_at) return null;
      const shop = await trx
        .selectFrom('shop')
        .select('time_zone')
        .where('id', '=', told.shop_id)
        .executeTakeFirst();
      const endsOn = endingDate(new Date(told.token_expires_at), shop?.time_zone);
      const message = endingMessage(told.account_name, endsOn);
      const owners = await notifyOwners(trx, told.shop_id, {
        title: ENDING_TITLE,
        message,
        link: RECONNECT_PATH,
        createdAt: at,
      });
      return { owners, message, endsOn, endsAt: told.token_expires_at };
    });
    if (!notice) return;
    log.warn({ accountId, endsAt: notice.endsAt }, 'Instagram token renewal did not move its end');
    for (const owner of notice.owners) {
      try {
        await mailer.send({
          to: owner.email,
          subject: `Reconnectez votre compte Instagram à merci avant le ${notice.endsOn}`,
          text: `Bonjour ${owner.name},\n\n${notice.message}\n\nReconnectez-le depuis merci :\n${publicUrl}${RECONNECT_PATH}\n\nL’équipe merci`,
        });
      } catch (error) {
        log.error({ accountId, err: error }, 'The e-mail telling that Instagram ends soon could not be sent');
      }
    }
  }

  /** One account whose claim this process holds until `claimedUntil`. */
  async function refreshOne(account: SocialAccountRow, claimedUntil: string): Promise<RefreshOutcome> {
    let token: string;
    try {
      token = cipher.decrypt(account.access_token_encrypted ?? '');
    } catch (error) {
      log.error({ accountId: account.id }, error instanceof Error ? error.message : String(error));
      await markProblem(account, 'expired');
      return 'marked';
    }
    try {
      const fresh = await graph.refreshUserToken(token);
      const at = now();
      // Meta not saying keeps the date we had: the account is checked again tomorrow.
      const endsAt =
        fresh.expiresInSeconds === null
          ? account.token_expires_at
          : new Date(at.getTime() + fresh.expiresInSeconds * 1000).toISOString();
      // Meta does not promise that renewing a long-lived token moves its end (ADR 025).
      const moved =
        endsAt !== null &&
        account.token_expires_at !== null &&
        Date.parse(endsAt) - Date.parse(account.token_expires_at) >= END_MOVED_MS;
      const encrypted = cipher.encrypt(fresh.accessToken);
      const stored = await db
        .updateTable('social_account')
        .set({
          access_token_encrypted: encrypted,
          token_expires_at: endsAt,
          token_refreshed_at: at.toISOString(),
          // A later end is a new one: if it too stays, the merchant hears about it again.
          ...(moved ? { token_end_notified_at: null } : {}),
        })
        .where('id', '=', account.id)
        // A reconnection meanwhile stored a newer token: keep it.
        .where('access_token_encrypted', '=', account.access_token_encrypted)
        .where('disconnected_at', 'is', null)
        .executeTakeFirst();
      if (!moved && updated(stored) > 0) await warnEnding(account.id, encrypted);
      return 'refreshed';
    } catch (error) {
      if (!(error instanceof GraphError)) throw error;
      const detail = { accountId: account.id, kind: error.kind, code: error.code, subcode: error.subcode };
      if (error.kind === 'token') {
        log.warn(detail, `Instagram token refresh refused: ${error.message}`);
        await markProblem(account, tokenProblemOf(error));
        return 'marked';
      }
      // The app's id or secret is wrong: ours to fix, not the merchant's; the claim holds a day.
      if (error.code === 101) {
        log.error(detail, `Instagram token refresh failed: ${error.message}`);
        return 'retried';
      }
      if (error.kind === 'rate_limit' || error.kind === 'transient') {
        log.warn(detail, `Instagram token refresh postponed: ${error.message}`);
        await db
          .updateTable('social_account')
          .set({ next_token_refresh_at: new Date(now().getTime() + REFRESH_RETRY_MS).toISOString() })
          .where('id', '=', account.id)
          .where('next_token_refresh_at', '=', claimedUntil)
          .execute();
        return 'retried';
      }
      log.warn(detail, `Instagram token refresh failed: ${error.message}`);
      await markProblem(account, 'refresh_failed');
      return 'marked';
    }
  }

  /**
   * Renews the tokens near their end, and flags those already past it (nothing can renew them;
   * the server may have been stopped over their last days). Safe to run in several processes.
   */
  async function refreshDue(): Promise<TokenRefreshRun> {
    const run: TokenRefreshRun = { refreshed: 0, retried: 0, marked: 0 };
    const at = now();
    const atIso = at.toISOString();

    const lapsed = await db
      .selectFrom('social_account')
      .select(['id', 'access_token_encrypted'])
      .where(connected)
      .where('token_expires_at', '<=', atIso)
      .limit(REFRESH_BATCH)
      .execute();
    for (const account of lapsed) {
      await markProblem(account, 'expired');
      run.marked += 1;
    }

    if (graph.canExchangeTokens) await renewDue(run, at);
    await warnLastDays(at);
    return run;
  }

  /** Renews the tokens in their last `REFRESH_WINDOW_MS`, each claimed by one process. */
  async function renewDue(run: TokenRefreshRun, at: Date): Promise<void> {
    const atIso = at.toISOString();
    const windowEnd = new Date(at.getTime() + REFRESH_WINDOW_MS).toISOString();
    const due = (eb: ExpressionBuilder<Database, 'social_account'>) =>
      eb.and([
        connected(eb),
        eb('token_expires_at', '>', atIso),
        eb('token_expires_at', '<=', windowEnd),
        eb.or([eb('next_token_refresh_at', 'is', null), eb('next_token_refresh_at', '<=', atIso)]),
      ]);
    const claimedUntil = new Date(at.getTime() + REFRESH_INTERVAL_MS).toISOString();
    await workDueAccounts(
      db,
      {
        due,
        column: 'next_token_refresh_at',
        until: claimedUntil,
        orderBy: 'token_expires_at',
        limit: REFRESH_BATCH,
      },
      async (claimed) => {
        run[await refreshOne(claimed, claimedUntil)] += 1;
      },
    );
  }

  /** The tokens in their last days that nothing renewed: their merchants hear about the day, once. */
  async function warnLastDays(at: Date): Promise<void> {
    const ending = await db
      .selectFrom('social_account')
      .select(['id', 'access_token_encrypted'])
      .where(connected)
      .where('token_expires_at', '>', at.toISOString())
      .where('token_expires_at', '<=', new Date(at.getTime() + LAST_DAYS_MS).toISOString())
      .where('token_end_notified_at', 'is', null)
      .limit(REFRESH_BATCH)
      .execute();
    for (const account of ending) {
      if (account.access_token_encrypted !== null)
        await warnEnding(account.id, account.access_token_encrypted);
    }
  }

  return { markProblem, refreshDue };
}
