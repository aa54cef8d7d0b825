/**
 * What merci does with Instagram: connect a shop's business account, pull the publications that
 * tag it, and take in the mentions and story mentions that Meta's webhooks deliver. Contents are
 * keyed by their Instagram id per account, so a pull or a delivery repeated is harmless.
 */
import { STORY_LIFETIME_MS, type InstagramLoginConfig } from '@merci/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { StoryMention } from '../automations/scheduler.js';
import type { Database, SocialAccountRow } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import type { Mailer } from '../mail/mailer.js';
import type { DemoLoginAccount, FakeGraphServer, FakeSentMessage } from './fakeGraph/types.js';
import { DEFAULT_GRAPH_VERSION, GraphClient, GraphError, type GraphClientOptions } from './graphClient.js';
import { contentFromMedia } from './mapping.js';
import { storeContents } from './storeContents.js';
import { INSTAGRAM_PAGE_TOKENS, createTokenCipher, type TokenCipher } from './tokenCipher.js';
import { createTokenUpkeep, tokenProblemOf, type TokenUpkeep } from './tokenRefresh.js';
import {
  WEBHOOK_CHECK_INTERVAL_MS,
  createWebhookSubscriptions,
  type WebhookSubscriptions,
} from './webhookSubscription.js';

export interface InstagramOptions {
  graph?: Partial<GraphClientOptions>;
  /** Secret of the AES-256-GCM key that encrypts stored tokens. */
  tokenEncryptionKey: string;
  /** Echoed back to Meta when it verifies the webhook subscription; unset refuses verification. */
  webhookVerifyToken?: string | undefined;
  /** Set only when the fake Graph server is in use: the accounts of the demo login dialog. */
  demoAccounts?: (() => DemoLoginAccount[]) | undefined;
  /** Set only with the fake Graph server: the private messages it was asked to send. */
  demoMessages?: (() => FakeSentMessage[]) | undefined;
  /** Set only with the fake Graph server: asks it to deliver a webhook, as Meta would. */
  demoDeliver?: FakeGraphServer['deliver'] | undefined;
}

/** A pull older than this is taken as crashed and may be started again. */
export const PULL_LEASE_MS = 10 * 60 * 1000;
/** Caption mentions whose counts a pull refreshes: the recent ones, at most this many. */
const MENTION_REFRESH_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;
const MENTION_REFRESH_LIMIT = 50;

export const INSTAGRAM_ERRORS = {
  notConfigured: 'instagram.errors.not_configured',
  invalidToken: 'instagram.errors.invalid_token',
  noPage: 'instagram.errors.no_page',
  noBusinessAccount: 'instagram.errors.no_business_account',
  graphUnavailable: 'instagram.errors.graph_unavailable',
  rateLimited: 'instagram.errors.rate_limited',
  tokenExpired: 'instagram.errors.token_expired',
  notConnected: 'instagram.errors.not_connected',
  shopNotValidated: 'instagram.errors.shop_not_validated',
  badSignature: 'instagram.errors.bad_signature',
  pullFailed: 'instagram.errors.pull_failed',
} as const;

/** Where a refusal of a field or a permission is kept for the operator, with Meta's words. */
async function recordRefusal(
  db: Kysely<Database>,
  accountId: number,
  error: GraphError,
  at: Date,
): Promise<void> {
  await db
    .updateTable('social_account')
    .set({ graph_refusal: `${error.code ?? ''} ${error.message}`.trim(), graph_refusal_at: at.toISOString() })
    .where('id', '=', accountId)
    .execute();
}

export type InstagramService = ReturnType<typeof createInstagramService>;

interface ServiceDeps {
  db: Kysely<Database>;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Tells the merchant when the connection needs renewing. */
  mailer: Mailer;
  /** Origin of the dashboard, for links in e-mails. */
  publicUrl: string;
  /** Called in the transaction that stores a new story mention (the automations schedule it). */
  onStoryMention?: (trx: Transaction<Database>, story: StoryMention) => Promise<unknown>;
}

/** Whether a stored account can still call Meta: connected, a token, not flagged or past expiry. */
export function tokenUsable(account: SocialAccountRow, now: Date): boolean {
  return (
    account.disconnected_at === null &&
    account.access_token_encrypted !== null &&
    account.has_account_token_expired !== 1 &&
    (account.token_expires_at === null || Date.parse(account.token_expires_at) > now.getTime())
  );
}

/** The shop's connected Instagram account (the newest, should an old one linger), or undefined. */
export function connectedInstagramAccount(
  db: Kysely<Database>,
  shopId: number,
): Promise<SocialAccountRow | undefined> {
  return db
    .selectFrom('social_account')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('network', '=', 'instagram')
    .where('disconnected_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** The message key a pull failure leaves on the account. */
function pullErrorKey(error: unknown): string {
  if (!(error instanceof GraphError)) return INSTAGRAM_ERRORS.pullFailed;
  if (error.kind === 'token') return INSTAGRAM_ERRORS.tokenExpired;
  if (error.kind === 'rate_limit') return INSTAGRAM_ERRORS.rateLimited;
  return INSTAGRAM_ERRORS.graphUnavailable;
}

export function createInstagramService(
  options: InstagramOptions,
  { db, now, log, mailer, publicUrl, onStoryMention }: ServiceDeps,
) {
  const graph = options.graph ?? {};
  const client = new GraphClient({
    baseUrl: 'https://graph.facebook.com',
    version: DEFAULT_GRAPH_VERSION,
    ...graph,
  });
  const cipher: TokenCipher = createTokenCipher(options.tokenEncryptionKey);
  const pageCipher: TokenCipher = createTokenCipher(options.tokenEncryptionKey, INSTAGRAM_PAGE_TOKENS);
  const running = new Set<Promise<void>>();
  /** Token refresh and dead-token marking, on a database connection (a worker may hold its own). */
  const tokenUpkeep = (on: Kysely<Database> = db): TokenUpkeep =>
    createTokenUpkeep({ db: on, now, log, graph: client, cipher, mailer, publicUrl });
  const tokens = tokenUpkeep();
  /** The Pages' webhook subscriptions, on a database connection (a worker may hold its own). */
  const webhookSubscriptions = (on: Kysely<Database> = db): WebhookSubscriptions =>
    createWebhookSubscriptions({
      db: on,
      now,
      log,
      graph: client,
      cipher,
      pageCipher,
      tokens: tokenUpkeep(on),
    });
  const subscriptions = webhookSubscriptions();

  /** A field or a permission Meta refuses: an error for whoever runs merci, kept for the operator. */
  async function refusal(account: SocialAccountRow, error: GraphError, what: string): Promise<void> {
    log.error(
      { accountId: account.id, code: error.code, subcode: error.subcode },
      `Instagram ${what} refused by Meta: ${error.message}`,
    );
    await recordRefusal(db, account.id, error, now());
  }

  /** The Graph failure of a connect as the problem the dashboard receives. */
  function connectFailure(error: unknown): Error {
    if (!(error instanceof GraphError)) return error instanceof Error ? error : new Error(String(error));
    log.warn(
      { kind: error.kind, code: error.code, status: error.status },
      `Instagram connect failed: ${error.message}`,
    );
    if (error.kind === 'token') return new HttpError(422, INSTAGRAM_ERRORS.invalidToken);
    return new HttpError(502, INSTAGRAM_ERRORS.graphUnavailable);
  }

  async function runPull(account: SocialAccountRow): Promise<void> {
    let token: string;
    try {
      token = cipher.decrypt(account.access_token_encrypted ?? '');
    } catch (error) {
      log.error({ accountId: account.id }, error instanceof Error ? error.message : String(error));
      // Flagged before the pull ends, so that whoever sees it end sees why.
      await tokens.markProblem(account, 'expired');
      await db
        .updateTable('social_account')
        .set({ pull_status: 'idle', pull_started_at: null, pull_error: INSTAGRAM_ERRORS.tokenExpired })
        .where('id', '=', account.id)
        .execute();
      return;
    }
    try {
      const profile = await client.getInstagramProfile(account.external_id, token);
      await db
        .updateTable('social_account')
        .set({
          account_name: profile.username || account.account_name,
          website: profile.website ?? account.website,
          image_url: profile.profile_picture_url ?? account.image_url,
          post_count: profile.media_count ?? account.post_count,
          follower_count: profile.followers_count ?? account.follower_count,
        })
        .where('id', '=', account.id)
        .execute();

      // Each page is committed on its own: a failure later keeps what was already read.
      for await (const batch of client.taggedMedia(account.external_id, token)) {
        await storeContents(
          db,
          account.id,
          batch.filter((media) => media.id).map((media) => contentFromMedia(media, 'tag', now())),
        );
      }

      // Caption mentions have no list on Meta's side: refresh the recent ones the webhook brought.
      const since = new Date(now().getTime() - MENTION_REFRESH_WINDOW_MS).toISOString();
      const mentions = await db
        .selectFrom('social_content')
        .select('external_id')
        .where('social_account_id', '=', account.id)
        .where('source', '=', 'mention')
        .where('created_at', '>=', since)
        .orderBy('created_at', 'desc')
        .limit(MENTION_REFRESH_LIMIT)
        .execute();
      for (const { external_id: mediaId } of mentions) {
        try {
          const media = await client.mentionedMedia(account.external_id, mediaId, token);
          await storeContents(db, account.id, [contentFromMedia(media, 'mention', now())]);
        } catch (error) {
          // A deleted or archived publication: keep what we have.
          if (!(error instanceof GraphError && error.kind === 'not_found')) throw error;
        }
      }
      if (account.graph_refusal !== null) {
        await db
          .updateTable('social_account')
          .set({ graph_refusal: null, graph_refusal_at: null })
          .where('id', '=', account.id)
          .execute();
      }

      await db
        .updateTable('social_account')
        .set({
          pull_status: 'done',
          last_pulled_at: now().toISOString(),
          pull_started_at: null,
          pull_error: null,
        })
        .where('id', '=', account.id)
        .execute();
    } catch (error) {
      const key = pullErrorKey(error);
      log.warn(
        {
          accountId: account.id,
          key,
          ...(error instanceof GraphError ? { code: error.code, status: error.status } : {}),
        },
        `Instagram pull failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      if (error instanceof GraphError && error.kind === 'token') {
        await tokens.markProblem(account, tokenProblemOf(error));
      }
      if (error instanceof GraphError && error.kind === 'refused') await refusal(account, error, 'pull');
      await db
        .updateTable('social_account')
        .set({ pull_status: 'idle', pull_started_at: null, pull_error: key })
        .where('id', '=', account.id)
        .execute();
    }
  }

  /** The username of a story's author; its Instagram-scoped id when Meta does not say. */
  async function senderUsername(account: SocialAccountRow, token: string, senderId: string): Promise<string> {
    const fallback = `instagram_${senderId}`;
    if (!account.page_id || !/^\d+$/.test(senderId)) return fallback;
    try {
      const pageToken = await client.pageAccessToken(account.page_id, token);
      const profile = await client.messagingProfile(senderId, pageToken);
      return profile.username || fallback;
    } catch (error) {
      log.warn(
        { accountId: account.id },
        `Story mention author unknown: ${error instanceof Error ? error.message : String(error)}`,
      );
      if (error instanceof GraphError && error.kind === 'token') {
        await tokens.markProblem(account, tokenProblemOf(error));
      }
      return fallback;
    }
  }

  // The demo accounts exist exactly when the fake Graph API is in use (main.ts); its app id is
  // then the fake server's, of no use to a browser.
  const loginConfig: InstagramLoginConfig = options.demoAccounts
    ? { appId: null, demo: true, graphVersion: graph.version ?? DEFAULT_GRAPH_VERSION }
    : { appId: graph.appId || null, demo: false, graphVersion: graph.version ?? DEFAULT_GRAPH_VERSION };

  return {
    client,
    cipher,
    appSecret: graph.appSecret,
    tokenUpkeep,
    webhookSubscriptions,
    webhookVerifyToken: options.webhookVerifyToken,
    demoDeliver: options.demoDeliver,
    demoAccounts: options.demoAccounts,
    demoMessages: options.demoMessages,
    loginConfig,

    /**
     * The login dialog's short-lived token → the shop's Instagram business account, stored with a
     * long-lived token (encrypted). A shop has one connected account: connecting another one
     * disconnects the previous (its contents and rewards stay for the history); reconnecting the
     * same Instagram account reuses its row and contents.
     */
    async connect(shopId: number, shortLivedToken: string): Promise<SocialAccountRow> {
      if (!graph.appId || !graph.appSecret) throw new HttpError(503, INSTAGRAM_ERRORS.notConfigured);
      let longLived: { accessToken: string; expiresInSeconds: number | null };
      let instagramId: string;
      let pageId: string;
      let pageToken: string | undefined;
      let profile: Awaited<ReturnType<GraphClient['getInstagramProfile']>>;
      try {
        longLived = await client.exchangeToken(shortLivedToken);
        const pages = await client.listPages(longLived.accessToken);
        if (pages.length === 0) throw new HttpError(422, INSTAGRAM_ERRORS.noPage);
        const page = pages.find((candidate) => candidate.instagram_business_account?.id);
        if (!page?.instagram_business_account) throw new HttpError(422, INSTAGRAM_ERRORS.noBusinessAccount);
        instagramId = page.instagram_business_account.id;
        pageId = page.id;
        // Asked with the long-lived user token: Meta gives it no end date (ADR 025).
        pageToken = page.access_token;
        profile = await client.getInstagramProfile(instagramId, longLived.accessToken);
      } catch (error) {
        if (error instanceof HttpError) throw error;
        throw connectFailure(error);
      }

      const at = now();
      const fields = {
        page_id: pageId,
        account_name: profile.username,
        website: profile.website ?? null,
        image_url: profile.profile_picture_url ?? null,
        post_count: profile.media_count ?? 0,
        follower_count: profile.followers_count ?? 0,
        access_token_encrypted: cipher.encrypt(longLived.accessToken),
        token_expires_at:
          longLived.expiresInSeconds === null
            ? null
            : new Date(at.getTime() + longLived.expiresInSeconds * 1000).toISOString(),
        has_account_token_expired: 0,
        // A new connection: the problem is over, and the next one will be told again.
        token_problem: null,
        reconnect_notified_at: null,
        token_end_notified_at: null,
        token_refreshed_at: null,
        next_token_refresh_at: null,
        disconnected_at: null,
        // Subscribed right after the row is stored; checked again a day later.
        webhook_subscription: 'missing' as const,
        webhook_error: null,
        webhook_checked_at: null,
        next_webhook_check_at: new Date(at.getTime() + WEBHOOK_CHECK_INTERVAL_MS).toISOString(),
        graph_refusal: null,
        graph_refusal_at: null,
        page_token_encrypted: pageToken ? pageCipher.encrypt(pageToken) : null,
      };
      // Accounts this connection replaces: their Pages stop sending merci anything.
      const replaced = await db
        .selectFrom('social_account')
        .selectAll()
        .where('shop_id', '=', shopId)
        .where('disconnected_at', 'is', null)
        .where('external_id', '!=', instagramId)
        .execute();
      const connected = await db.transaction().execute(async (trx) => {
        const same = await trx
          .selectFrom('social_account')
          .select('id')
          .where('shop_id', '=', shopId)
          .where('network', '=', 'instagram')
          .where('external_id', '=', instagramId)
          .orderBy('id', 'desc')
          .executeTakeFirst();
        await trx
          .updateTable('social_account')
          .set({
            disconnected_at: at.toISOString(),
            access_token_encrypted: null,
            token_expires_at: null,
            page_token_encrypted: null,
          })
          .where('shop_id', '=', shopId)
          .where('disconnected_at', 'is', null)
          .$if(same !== undefined, (query) => query.where('id', '!=', same?.id as number))
          .execute();
        if (same) {
          return trx
            .updateTable('social_account')
            .set({ ...fields, pull_error: null })
            .where('id', '=', same.id)
            .returningAll()
            .executeTakeFirstOrThrow();
        }
        return trx
          .insertInto('social_account')
          .values({
            ...fields,
            shop_id: shopId,
            network: 'instagram',
            external_id: instagramId,
            pull_status: 'idle',
            created_at: at.toISOString(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      for (const previous of replaced) {
        if (previous.page_id !== pageId) await subscriptions.unsubscribe(previous);
      }
      // A refusal here keeps the connection: the account shows `failed` and can try again.
      await subscriptions.subscribe(connected);
      return db
        .selectFrom('social_account')
        .selectAll()
        .where('id', '=', connected.id)
        .executeTakeFirstOrThrow();
    },

    /**
     * Subscribes the account's Page again (the merchant's or the operator's button). 409 when the
     * account is disconnected, or has neither a Page token nor a working user token; 502 when Meta could not be reached (nothing changed); otherwise the
     * account, `subscribed` or `failed`.
     */
    async resubscribe(account: SocialAccountRow): Promise<SocialAccountRow> {
      if (account.disconnected_at !== null || account.access_token_encrypted === null) {
        throw new HttpError(409, INSTAGRAM_ERRORS.notConnected);
      }
      // The Page's own token outlives the user token: with it, the Page can still subscribe.
      if (!account.page_token_encrypted && !tokenUsable(account, now()))
        throw new HttpError(409, INSTAGRAM_ERRORS.tokenExpired);
      const outcome = await subscriptions.subscribe(account);
      if (outcome === 'unavailable') throw new HttpError(502, INSTAGRAM_ERRORS.graphUnavailable);
      return db
        .selectFrom('social_account')
        .selectAll()
        .where('id', '=', account.id)
        .executeTakeFirstOrThrow();
    },

    /**
     * Disconnects the account: its Page's subscription is removed (best effort, while the token
     * still works), then the token is forgotten.
     */
    async disconnect(account: SocialAccountRow): Promise<SocialAccountRow> {
      if (account.disconnected_at === null && (account.page_token_encrypted || tokenUsable(account, now()))) {
        await subscriptions.unsubscribe(account);
      }
      return db
        .updateTable('social_account')
        .set({
          disconnected_at: account.disconnected_at ?? now().toISOString(),
          access_token_encrypted: null,
          token_expires_at: null,
          webhook_subscription: 'missing',
          webhook_error: null,
          next_webhook_check_at: null,
          page_token_encrypted: null,
        })
        .where('id', '=', account.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /**
     * Marks the account pending and pulls in the background; the caller answers at once and the
     * dashboard polls the account. A pull already running (within its lease) is not doubled,
     * even across API processes: the conditional UPDATE decides.
     */
    async startPull(account: SocialAccountRow): Promise<SocialAccountRow> {
      if (account.disconnected_at !== null || account.access_token_encrypted === null) {
        throw new HttpError(409, INSTAGRAM_ERRORS.notConnected);
      }
      const at = now();
      if (!tokenUsable(account, at)) throw new HttpError(409, INSTAGRAM_ERRORS.tokenExpired);
      const staleBefore = new Date(at.getTime() - PULL_LEASE_MS).toISOString();
      const claimed = await db
        .updateTable('social_account')
        .set({ pull_status: 'pending', pull_started_at: at.toISOString(), pull_error: null })
        .where('id', '=', account.id)
        .where((eb) =>
          eb.or([
            eb('pull_status', '!=', 'pending'),
            eb('pull_started_at', 'is', null),
            eb('pull_started_at', '<', staleBefore),
          ]),
        )
        .returningAll()
        .executeTakeFirst();
      if (!claimed) {
        return db
          .selectFrom('social_account')
          .selectAll()
          .where('id', '=', account.id)
          .executeTakeFirstOrThrow();
      }
      const job: Promise<void> = runPull(claimed)
        .catch((error: unknown) => log.error(error, 'Instagram pull could not record its outcome'))
        .finally(() => running.delete(job));
      running.add(job);
      return claimed;
    },

    /**
     * One verified webhook delivery: caption mentions (`mentions` changes) are read from the Graph
     * API and stored; story mentions (messaging attachments) are stored from the event itself,
     * with their 24-hour expiry. Events for an account merci does not know are ignored. Throws a
     * `GraphError` of kind rate_limit or transient so that the delivery is answered with an error
     * and Meta sends it again.
     */
    async handleWebhook(payload: unknown): Promise<{ stored: number }> {
      const body = (payload ?? {}) as { object?: unknown; entry?: unknown };
      if (body.object !== 'instagram' || !Array.isArray(body.entry)) return { stored: 0 };
      let stored = 0;
      for (const rawEntry of body.entry as unknown[]) {
        const entry = (rawEntry ?? {}) as {
          id?: unknown;
          time?: unknown;
          changes?: unknown;
          messaging?: unknown;
        };
        const instagramId = String(entry.id ?? '');
        if (!instagramId) continue;
        const accounts = await db
          .selectFrom('social_account')
          .selectAll()
          .where('network', '=', 'instagram')
          .where('external_id', '=', instagramId)
          .where('disconnected_at', 'is', null)
          .execute();
        for (const account of accounts) {
          const usable = tokenUsable(account, now());
          let token: string | null = null;
          if (usable) {
            try {
              token = cipher.decrypt(account.access_token_encrypted ?? '');
            } catch {
              await tokens.markProblem(account, 'expired');
            }
          }

          for (const rawChange of Array.isArray(entry.changes) ? (entry.changes as unknown[]) : []) {
            const change = (rawChange ?? {}) as {
              field?: unknown;
              value?: { media_id?: unknown; comment_id?: unknown };
            };
            if (change.field !== 'mentions' || change.value?.media_id == null) continue;
            // A mention in a comment names the shop under someone else's publication: not a content.
            if (change.value.comment_id != null) continue;
            if (!token) {
              log.warn(
                { accountId: account.id },
                'Instagram mention received for an account without a usable token',
              );
              continue;
            }
            try {
              const media = await client.mentionedMedia(instagramId, String(change.value.media_id), token);
              await storeContents(db, account.id, [contentFromMedia(media, 'mention', now())]);
              stored += 1;
            } catch (error) {
              if (error instanceof GraphError && error.kind === 'token') {
                await tokens.markProblem(account, tokenProblemOf(error));
                token = null;
              } else if (error instanceof GraphError && error.kind === 'refused') {
                // Not one publication's fate: every mention would meet it. Told, never skipped quietly.
                await refusal(account, error, 'mention read');
              } else if (
                error instanceof GraphError &&
                (error.kind === 'not_found' || error.kind === 'other')
              ) {
                log.warn({ accountId: account.id }, `Instagram mention skipped: ${error.message}`);
              } else throw error;
            }
          }

          for (const rawEvent of Array.isArray(entry.messaging) ? (entry.messaging as unknown[]) : []) {
            const event = (rawEvent ?? {}) as {
              sender?: { id?: unknown };
              timestamp?: unknown;
              message?: { mid?: unknown; is_deleted?: unknown; attachments?: unknown };
            };
            const message = event.message;
            if (!message || message.is_deleted === true || typeof message.mid !== 'string') continue;
            const attachments = Array.isArray(message.attachments) ? (message.attachments as unknown[]) : [];
            for (const [index, rawAttachment] of attachments.entries()) {
              const attachment = (rawAttachment ?? {}) as { type?: unknown; payload?: { url?: unknown } };
              if (attachment.type !== 'story_mention' || typeof attachment.payload?.url !== 'string')
                continue;
              const timestamp = Number(event.timestamp) || Number(entry.time) * 1000 || now().getTime();
              const createdAt = new Date(timestamp);
              const senderId = String(event.sender?.id ?? '');
              const externalId = index === 0 ? message.mid : `${message.mid}:${index}`;
              const known = await db
                .selectFrom('social_content')
                .select('id')
                .where('social_account_id', '=', account.id)
                .where('external_id', '=', externalId)
                .executeTakeFirst();
              if (known) continue;
              const author = token ? await senderUsername(account, token, senderId) : `instagram_${senderId}`;
              const mediaUrl = attachment.payload.url;
              // The story and its automation messages are stored together, or not at all.
              const inserted = await db.transaction().execute(async (trx) => {
                const row = await trx
                  .insertInto('social_content')
                  .values({
                    social_account_id: account.id,
                    external_id: externalId,
                    media_url: mediaUrl,
                    caption: null,
                    permalink: null,
                    type: 'story',
                    media_type: 'story',
                    author_username: author,
                    like_count: 0,
                    comment_count: 0,
                    created_at: createdAt.toISOString(),
                    expires_at: new Date(timestamp + STORY_LIFETIME_MS).toISOString(),
                    source: 'story_mention',
                  })
                  // Two deliveries racing: the unique (account, id) keeps one.
                  .onConflict((conflict) =>
                    conflict.columns(['social_account_id', 'external_id']).doNothing(),
                  )
                  .returning('id')
                  .executeTakeFirst();
                if (row && onStoryMention) {
                  await onStoryMention(trx, {
                    contentId: row.id,
                    shopId: account.shop_id,
                    recipient: senderId,
                    recipientUsername: author,
                    storyAt: createdAt,
                  });
                }
                return row;
              });
              if (inserted) stored += 1;
            }
          }
        }
      }
      return { stored };
    },

    /**
     * Stops the Graph calls in flight (a pull waiting out a rate limit gives up) and waits for the
     * pulls to record their outcome, before the database closes.
     */
    async close(): Promise<void> {
      client.close();
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
