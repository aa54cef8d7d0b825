/**
 * The worker that sends the story messages of the automations (ADR 012).
 *
 * Each run claims the due messages with one conditional UPDATE that sets a lease (`sending` until
 * `lease_until`, under a random `lease_token`): on SQLite and PostgreSQL alike, two workers — two
 * API processes on one database — never claim the same message, and a message whose worker died
 * is claimed again once its lease has run out. Only the holder of the lease records an outcome.
 *
 * Before sending, the rules are checked again against `now()`: the automation is live, the story
 * is still there and Meta's 24-hour window is open. A loyalty message first assigns its reward
 * through the same transaction as a manual assignment (quota, quantity, validity); a thank-you
 * names its reward without assigning it. Transient Graph
 * failures are retried with a doubling delay inside the window; anything that ends a message
 * without sending it tells the merchant through a notification.
 */
import {
  ONLINE_STORE_ERRORS,
  isWithinValidity,
  renderMessageTemplate,
  templateUses,
  type ContentType,
} from '@merci/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AssignInTransaction } from '../commerce/storeCodes.js';
import type { Dialect } from '../db/database.js';
import { claimLeased } from '../db/leaseClaim.js';
import type { AutomationMessageRow, Database, DiscountRow } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { parseJsonList } from '../resources.js';
import { GraphError, type GraphClient } from '../instagram/graphClient.js';
import { tokenUsable } from '../instagram/service.js';
import type { TokenCipher } from '../instagram/tokenCipher.js';
import { tokenProblemOf, type TokenUpkeep } from '../instagram/tokenRefresh.js';
import type { WebhookSubscriptions } from '../instagram/webhookSubscription.js';
import { notificationLinks } from '../notifications/subjects.js';
import { notifyOwners } from '../notifications/owners.js';
import { ASSIGNMENT_PROBLEMS, affected, assignReward, releaseReward } from '../rewards/assignment.js';
import {
  MESSAGE_REASONS,
  NOT_SENT_TITLE,
  describeReward,
  notSentMessage,
  notifies,
  type MessageReason,
} from './notices.js';
import { cancelScheduledMessages } from './scheduler.js';

/** The columns that give a message's lease up: another worker may then take it. */
const LEASE_ENDED = { lease_until: null, lease_token: null } as const;

/** How long a claim holds a message unless told otherwise: longer than one send with its Graph retries. */
export const DEFAULT_LEASE_MS = 5 * 60_000;

export interface AutomationWorkerOptions {
  db: Kysely<Database>;
  dialect: Dialect;
  /** The clock of every decision (due, lease, window): tests drive it. */
  now: () => Date;
  log: FastifyBaseLogger;
  graph: GraphClient;
  cipher: TokenCipher;
  /** Instagram tokens: marks dead ones, and renews those near their end at each run (ADR 025). */
  tokens: TokenUpkeep;
  /** Instagram Pages' webhook subscriptions: checked once a day per account at each run (ADR 009). */
  webhooks?: Pick<WebhookSubscriptions, 'checkDue'> | undefined;
  /** Signs the claim link of a reward a loyalty message gives. */
  signClaim: (discountId: number) => string;
  /** Runs a loyalty reward's assignment, with the online store's code when it gives unique ones. */
  assign?: AssignInTransaction;
  /** How long a claim holds a message. @default DEFAULT_LEASE_MS (5 min) */
  leaseMs?: number;
  /** Messages claimed at once. @default 20 */
  batchSize?: number;
  /** Claims of one message before it fails for good (a crash counts). @default 5 */
  maxAttempts?: number;
  /** First retry delay after a transient failure, doubled on each attempt. @default 1 min */
  retryDelayMs?: number;
  /** Longest retry delay. @default 30 min */
  maxRetryDelayMs?: number;
  /** Pause between two runs of `start()`. @default 15 s */
  intervalMs?: number;
}

/** What one run did. */
export interface WorkerRun {
  claimed: number;
  sent: number;
  retried: number;
  cancelled: number;
  failed: number;
  /** Put back untouched (the automation or its shop was suspended meanwhile, or the lease was lost). */
  released: number;
}

export interface AutomationWorker {
  /** Claims the due messages and sends them; resolves when they are all settled. */
  runOnce: () => Promise<WorkerRun>;
  /** Claims due messages without sending them (what a worker that then dies would leave). */
  claim: () => Promise<AutomationMessageRow[]>;
  /** Runs every `intervalMs` until `stop()`. */
  start: () => void;
  /** No new run; resolves once the current one has settled. */
  stop: () => Promise<void>;
}

type Outcome = keyof Omit<WorkerRun, 'claimed'>;

/** The message's lease was taken over (it outlived its lease): this worker must stop there. */
class LeaseLost extends Error {}

/** A message that ends here, with the reason kept on it. */
class Ending extends Error {
  constructor(
    readonly status: 'cancelled' | 'failed',
    readonly reason: MessageReason,
    readonly detail?: string,
  ) {
    super(detail ?? reason);
  }
}

const cancel = (reason: MessageReason, detail?: string) => new Ending('cancelled', reason, detail);
const fail = (reason: MessageReason, detail?: string) => new Ending('failed', reason, detail);

/** The approval's refusals, as the reason a loyalty message is cancelled. */
function rewardRefusal(error: HttpError): Ending {
  if (error.message === ONLINE_STORE_ERRORS.disconnected) return cancel(MESSAGE_REASONS.storeDisconnected);
  if (error.message === ASSIGNMENT_PROBLEMS.quotaExhausted) return cancel(MESSAGE_REASONS.quotaExhausted);
  if (error.message === ASSIGNMENT_PROBLEMS.configExhausted) return cancel(MESSAGE_REASONS.rewardExhausted);
  if (error.statusCode === 409) return cancel(MESSAGE_REASONS.alreadyRewarded);
  return cancel(MESSAGE_REASONS.rewardInvalid);
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createAutomationWorker(options: AutomationWorkerOptions): AutomationWorker {
  const {
    db,
    dialect,
    now,
    log,
    graph,
    cipher,
    tokens,
    webhooks,
    signClaim,
    assign = (_assignment, work) => db.transaction().execute((trx) => work(trx, undefined)),
    leaseMs = DEFAULT_LEASE_MS,
    batchSize = 20,
    maxAttempts = 5,
    retryDelayMs = 60_000,
    maxRetryDelayMs = 30 * 60_000,
    intervalMs = 15_000,
  } = options;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const runs = new Set<Promise<unknown>>();

  function claim(): Promise<AutomationMessageRow[]> {
    return claimLeased({
      db,
      dialect,
      table: 'automation_message',
      dueColumn: 'due_at',
      waiting: 'scheduled',
      leased: 'sending',
      now: now(),
      leaseMs,
      batchSize,
      filters: [
        // Messages of a suspended automation wait, untouched, for its reactivation.
        (eb) =>
          eb.exists(
            eb
              .selectFrom('social_automation')
              .select('social_automation.id')
              .whereRef('social_automation.id', '=', 'automation_message.automation_id')
              .where('social_automation.suspended_at', 'is', null),
          ),
        // Those of a shop merci's team suspended wait for its reinstatement (docs/adr/021).
        (eb) =>
          eb.exists(
            eb
              .selectFrom('shop')
              .select('shop.id')
              .whereRef('shop.id', '=', 'automation_message.shop_id')
              .where('shop.suspended_at', 'is', null),
          ),
      ],
    });
  }

  /** Records how a message ended, with its notification and the reward given back, atomically. */
  async function end(message: AutomationMessageRow, ending: Ending): Promise<Outcome> {
    const at = now().toISOString();
    const recorded = await db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('automation_message')
        .set({
          status: ending.status,
          reason: ending.reason,
          last_error: ending.detail ?? null,
          ...LEASE_ENDED,
        })
        .where('id', '=', message.id)
        .where('lease_token', '=', message.lease_token)
        .where('status', '=', 'sending')
        .returning('discount_id')
        .executeTakeFirst();
      if (!result) return false;
      if (result.discount_id != null) await releaseReward(trx, result.discount_id, now());
      if (notifies(ending.reason)) {
        await notifyOwners(trx, message.shop_id, {
          title: NOT_SENT_TITLE,
          message: notSentMessage(ending.reason, message.recipient_username),
          ...(message.social_content_id != null && {
            link: notificationLinks.content(message.social_content_id),
          }),
          createdAt: at,
        });
      }
      return true;
    });
    if (!recorded) return 'released';
    log.info(
      { automationMessageId: message.id, reason: ending.reason, detail: ending.detail },
      `Story message ${ending.status}`,
    );
    return ending.status;
  }

  /** Back to `scheduled` after a transient failure, later, while the window allows it. */
  async function retry(message: AutomationMessageRow, error: unknown): Promise<Outcome> {
    const at = now().getTime();
    const detail = errorText(error);
    // Named after what kept failing: the online store making the code, or else Instagram.
    const unavailable =
      error instanceof HttpError && error.message === ONLINE_STORE_ERRORS.unavailable
        ? MESSAGE_REASONS.storeUnavailable
        : MESSAGE_REASONS.graphUnavailable;
    if (message.attempts >= maxAttempts) return end(message, fail(unavailable, detail));
    const delay = Math.min(maxRetryDelayMs, retryDelayMs * 2 ** Math.max(0, message.attempts - 1));
    // The last try leaves a minute before the window closes, rather than never.
    const retryAt = Math.min(at + delay, Date.parse(message.window_ends_at) - 60_000);
    if (retryAt <= at) return end(message, fail(unavailable, detail));
    const result = await db
      .updateTable('automation_message')
      .set({
        status: 'scheduled',
        due_at: new Date(retryAt).toISOString(),
        last_error: detail,
        ...LEASE_ENDED,
      })
      .where('id', '=', message.id)
      .where('lease_token', '=', message.lease_token)
      .where('status', '=', 'sending')
      .executeTakeFirst();
    log.warn(
      { automationMessageId: message.id, attempts: message.attempts },
      `Story message retried: ${detail}`,
    );
    return affected(result) > 0 ? 'retried' : 'released';
  }

  /** A message put back as it was: its automation or its shop was suspended after the claim. */
  async function release(message: AutomationMessageRow): Promise<Outcome> {
    await db
      .updateTable('automation_message')
      .set((eb) => ({
        status: 'scheduled',
        ...LEASE_ENDED,
        attempts: eb('attempts', '-', 1),
      }))
      .where('id', '=', message.id)
      .where('lease_token', '=', message.lease_token)
      .where('status', '=', 'sending')
      .execute();
    return 'released';
  }

  /** The reward of a loyalty message: the one assigned on an earlier attempt, or a new one. */
  async function rewardOf(
    message: AutomationMessageRow,
    automation: { config_discount_id: number | null },
    content: { id: number; type: string; media_type: string; author_username: string },
  ): Promise<DiscountRow> {
    if (message.discount_id != null) {
      const given = await db
        .selectFrom('discount')
        .selectAll()
        .where('id', '=', message.discount_id)
        .executeTakeFirst();
      if (given) return given;
    }
    if (automation.config_discount_id == null) throw cancel(MESSAGE_REASONS.rewardInvalid);
    const configDiscountId = automation.config_discount_id;
    const at = now();
    const assignment = { shopId: message.shop_id, configDiscountId, username: content.author_username };
    try {
      return await assign(assignment, async (trx, storeDiscount) => {
        // As the merchant would: a product for the story, then its approval with the reward.
        const product = await trx
          .insertInto('product')
          .values({
            shop_id: message.shop_id,
            social_content_id: content.id,
            publish: 1,
            approved_at: null,
            created_at: at.toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const { row } = await assignReward(trx, {
          shopId: message.shop_id,
          content,
          productId: product.id,
          reward: { configDiscountId },
          now: at,
          signClaim,
          storeDiscount,
        });
        const held = await trx
          .updateTable('automation_message')
          .set({ discount_id: row.id })
          .where('id', '=', message.id)
          .where('lease_token', '=', message.lease_token)
          .where('status', '=', 'sending')
          .executeTakeFirst();
        if (affected(held) === 0) throw new LeaseLost();
        return row;
      });
    } catch (error) {
      // An online store that did not answer is a transient failure: tried again within the window.
      if (error instanceof HttpError && error.message !== ONLINE_STORE_ERRORS.unavailable) {
        throw rewardRefusal(error);
      }
      throw error;
    }
  }

  /**
   * The `{{reward}}` of a thank-you: its configured reward named, never assigned (ADR 012), so no
   * quota or quantity is taken. A reward that no longer applies to the story (deleted, out of its
   * validity, not for this content type) is not named: the message is cancelled, as a loyalty one
   * would be. An automation saved before thank-yous needed a reward has none to name.
   */
  async function namedReward(
    automation: { config_discount_id: number | null; message: string },
    content: { type: string },
    at: Date,
  ): Promise<string> {
    if (automation.config_discount_id == null || !templateUses(automation.message, 'reward')) return '';
    const config = await db
      .selectFrom('config_discount')
      .innerJoin('shop', 'shop.id', 'config_discount.shop_id')
      .selectAll('config_discount')
      .select('shop.time_zone')
      .where('config_discount.id', '=', automation.config_discount_id)
      .where('config_discount.deleted_at', 'is', null)
      .executeTakeFirst();
    if (
      !config ||
      // Validity dates are days where the shop is.
      !isWithinValidity(at, config.validity_start_at, config.validity_end_at, config.time_zone) ||
      !parseJsonList<ContentType>(config.social_content_types).includes(content.type as ContentType)
    ) {
      throw cancel(MESSAGE_REASONS.rewardInvalid);
    }
    return describeReward({
      type: config.type,
      amount_in_percent: config.type === 'percent' ? config.percent : null,
      code: config.code,
      description: config.description,
      place: config.place,
    });
  }

  async function send(message: AutomationMessageRow): Promise<Outcome> {
    const at = now();
    const automation = await db
      .selectFrom('social_automation')
      .selectAll()
      .where('id', '=', message.automation_id)
      .executeTakeFirst();
    if (!automation || automation.deleted_at !== null) throw cancel(MESSAGE_REASONS.automationArchived);
    if (automation.suspended_at !== null) return release(message);
    const shopSuspended = await db
      .selectFrom('shop')
      .select('id')
      .where('id', '=', message.shop_id)
      .where('suspended_at', 'is not', null)
      .executeTakeFirst();
    if (shopSuspended) return release(message);

    if (at.getTime() >= Date.parse(message.window_ends_at)) throw cancel(MESSAGE_REASONS.windowExpired);
    const content =
      message.social_content_id === null
        ? undefined
        : await db
            .selectFrom('social_content')
            .selectAll()
            .where('id', '=', message.social_content_id)
            .executeTakeFirst();
    if (!content) throw cancel(MESSAGE_REASONS.storyDeleted);
    if (content.expires_at !== null && Date.parse(content.expires_at) <= at.getTime())
      throw cancel(MESSAGE_REASONS.windowExpired);

    const account = await db
      .selectFrom('social_account')
      .selectAll()
      .where('id', '=', content.social_account_id)
      .executeTakeFirstOrThrow();
    if (account.disconnected_at !== null || !account.page_id || account.access_token_encrypted === null)
      throw cancel(MESSAGE_REASONS.notConnected);
    if (!tokenUsable(account, at)) throw cancel(MESSAGE_REASONS.tokenExpired);
    let userToken: string;
    try {
      userToken = cipher.decrypt(account.access_token_encrypted);
    } catch (error) {
      await tokens.markProblem(account, 'expired');
      throw cancel(MESSAGE_REASONS.tokenExpired, errorText(error));
    }

    let text = message.text;
    if (text === null) {
      const shop = await db
        .selectFrom('shop')
        .select(['name', 'social_name'])
        .where('id', '=', message.shop_id)
        .executeTakeFirstOrThrow();
      const reward =
        automation.feature_type === 'loyalty'
          ? describeReward(await rewardOf(message, automation, content))
          : await namedReward(automation, content, at);
      text = renderMessageTemplate(automation.message, {
        username: message.recipient_username,
        shop: shop.social_name || account.account_name || shop.name,
        content_type: content.type,
        reward,
      });
      // Kept so that a retry sends the very same words.
      const held = await db
        .updateTable('automation_message')
        .set({ text })
        .where('id', '=', message.id)
        .where('lease_token', '=', message.lease_token)
        .where('status', '=', 'sending')
        .executeTakeFirst();
      if (affected(held) === 0) throw new LeaseLost();
    }

    let messageId: string;
    try {
      const pageToken = await graph.pageAccessToken(account.page_id, userToken);
      ({ message_id: messageId } = await graph.sendMessage(
        account.page_id,
        message.recipient,
        text,
        pageToken,
      ));
    } catch (error) {
      if (!(error instanceof GraphError)) throw error;
      if (error.kind === 'transient' || error.kind === 'rate_limit') return retry(message, error);
      if (error.kind === 'token') {
        await tokens.markProblem(account, tokenProblemOf(error));
        throw fail(MESSAGE_REASONS.tokenExpired, error.message);
      }
      throw fail(MESSAGE_REASONS.sendRefused, error.message);
    }

    const sentAt = now().toISOString();
    const recorded = await db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('automation_message')
        .set({
          status: 'sent',
          sent_at: sentAt,
          graph_message_id: messageId,
          reason: null,
          last_error: null,
          ...LEASE_ENDED,
        })
        .where('id', '=', message.id)
        .where('lease_token', '=', message.lease_token)
        .where('status', '=', 'sending')
        .executeTakeFirst();
      if (affected(result) === 0) return false;
      await trx
        .updateTable('social_automation')
        .set((eb) => ({ sent_count: eb('sent_count', '+', 1) }))
        .where('id', '=', message.automation_id)
        .execute();
      return true;
    });
    if (!recorded) {
      log.warn({ automationMessageId: message.id }, 'Story message sent after its lease ran out');
      return 'released';
    }
    return 'sent';
  }

  async function settle(message: AutomationMessageRow): Promise<Outcome> {
    try {
      return await send(message);
    } catch (error) {
      if (error instanceof Ending) return end(message, error);
      if (error instanceof LeaseLost) return 'released';
      if (error instanceof HttpError && error.message === ONLINE_STORE_ERRORS.unavailable)
        return retry(message, error);
      log.error({ automationMessageId: message.id, err: error }, 'Story message failed unexpectedly');
      return retry(message, error);
    }
  }

  async function runOnce(): Promise<WorkerRun> {
    const run: WorkerRun = { claimed: 0, sent: 0, retried: 0, cancelled: 0, failed: 0, released: 0 };
    // Stories whose window closed while their automation was suspended: nothing left to do.
    await db.transaction().execute((trx) =>
      cancelScheduledMessages(trx, undefined, MESSAGE_REASONS.suspended, {
        windowClosedBy: now(),
        suspendedOnly: true,
      }),
    );
    for (let batch = 0; batch < 10 && !stopped; batch += 1) {
      const claimed = await claim();
      run.claimed += claimed.length;
      for (const message of claimed) run[await settle(message)] += 1;
      if (claimed.length < batchSize) break;
    }
    if (!stopped) {
      await tokens
        .refreshDue()
        .catch((error: unknown) => log.error({ err: error }, 'Instagram token refresh run failed'));
    }
    if (!stopped && webhooks) {
      await webhooks
        .checkDue()
        .catch((error: unknown) => log.error({ err: error }, 'Instagram webhook subscription check failed'));
    }
    return run;
  }

  function track<T>(promise: Promise<T>): Promise<T> {
    runs.add(promise);
    void promise.finally(() => runs.delete(promise)).catch(() => undefined);
    return promise;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = undefined;
      track(runOnce())
        .catch((error: unknown) => log.error({ err: error }, 'Automation worker run failed'))
        .finally(schedule);
    }, intervalMs);
    timer.unref();
  }

  return {
    runOnce: () => track(runOnce()),
    claim,
    start() {
      stopped = false;
      if (!timer) schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      while (runs.size > 0) await Promise.allSettled([...runs]);
    },
  };
}
