import { STORY_MESSAGE_OFFSET_MS } from '@merci/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import type { TokenUpkeep } from '../instagram/tokenRefresh.js';
import type { WebhookSubscriptions } from '../instagram/webhookSubscription.js';
import { scheduleStoryMessages, type StoryMention } from './scheduler.js';
import { createAutomationWorker, type AutomationWorker, type AutomationWorkerOptions } from './worker.js';

/** Tunables of the story messages; tests shorten them, `npm start` reads them from the environment. */
export interface AutomationOptions {
  /** How long before the story expires its message goes. @default 30 min (SPEC §9) */
  messageOffsetMs?: number;
  /** Runs the worker in this process every so many ms; unset or 0 leaves it off (tests call `runOnce`). */
  workerIntervalMs?: number;
  leaseMs?: number;
  batchSize?: number;
  maxAttempts?: number;
  retryDelayMs?: number;
  maxRetryDelayMs?: number;
}

export type AutomationService = ReturnType<typeof createAutomationService>;

/** The scheduler hook for the webhooks, this process's worker, and more workers for the tests. */
export function createAutomationService(
  options: AutomationOptions,
  {
    tokenUpkeep,
    webhookSubscriptions,
    ...deps
  }: Omit<AutomationWorkerOptions, keyof AutomationOptions | 'intervalMs' | 'tokens' | 'webhooks'> & {
    /** The Instagram token upkeep on a worker's own database connection. */
    tokenUpkeep: (db: Kysely<Database>) => TokenUpkeep;
    /** The daily check of the Pages' webhook subscriptions, likewise. */
    webhookSubscriptions?: (db: Kysely<Database>) => WebhookSubscriptions;
  },
) {
  const { messageOffsetMs = STORY_MESSAGE_OFFSET_MS, workerIntervalMs, ...tunables } = options;
  const createWorker = (overrides: Partial<AutomationWorkerOptions> = {}): AutomationWorker =>
    createAutomationWorker({
      ...deps,
      tokens: tokenUpkeep(overrides.db ?? deps.db),
      webhooks: webhookSubscriptions?.(overrides.db ?? deps.db),
      ...tunables,
      ...(workerIntervalMs ? { intervalMs: workerIntervalMs } : {}),
      ...overrides,
    });
  const worker = createWorker();
  return {
    messageOffsetMs,
    worker,
    /** Another worker, e.g. on its own database connection as a second API process would be. */
    createWorker,
    /** Called by the webhook in the transaction that stores a story mention. */
    scheduleStory: (trx: Transaction<Database>, story: StoryMention) =>
      scheduleStoryMessages(trx, story, { offsetMs: messageOffsetMs, now: deps.now() }),
    /** Starts the worker when this process runs one. */
    start() {
      if (workerIntervalMs) worker.start();
    },
    close: () => worker.stop(),
  };
}
