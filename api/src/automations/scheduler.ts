/**
 * Scheduling the story messages of the automations (ADR 012): when a story mention is stored, each
 * live automation of the shop gets one message, due 24 hours after the story minus the configured
 * offset (SPEC §9: 30 minutes before the story expires). Pending messages follow the automation:
 * kept while it is suspended, cancelled when it is archived or deleted.
 */
import { STORY_LIFETIME_MS, planIncludesAutomation } from '@merci/domain';
import type { Kysely, Transaction } from 'kysely';
import type { AutomationMessageStatus, Database } from '../db/schema.js';
import { releaseReward } from '../rewards/assignment.js';
import { MESSAGE_REASONS, type MessageReason } from './notices.js';

type Db = Transaction<Database> | Kysely<Database>;

/** A story mention just stored, as the webhook saw it. */
export interface StoryMention {
  contentId: number;
  shopId: number;
  /** The sender's Instagram-scoped id: who the private message goes to. */
  recipient: string;
  recipientUsername: string;
  /** When the story was posted (the event's timestamp). */
  storyAt: Date;
}

/** Waiting to be sent: not yet claimed, or claimed by a worker right now. */
export const PENDING_STATUSES: readonly AutomationMessageStatus[] = ['scheduled', 'sending'];

/** When Meta's messaging window of a story closes, and when its message is due. */
export function messageTimes(storyAt: Date, offsetMs: number): { windowEndsAt: Date; dueAt: Date } {
  const windowEndsAt = new Date(storyAt.getTime() + STORY_LIFETIME_MS);
  return { windowEndsAt, dueAt: new Date(windowEndsAt.getTime() - offsetMs) };
}

/**
 * One message per live automation (neither suspended nor archived) of a shop whose plan includes
 * the automation. Runs in the transaction that stores the story; a story delivered twice is stored
 * once, and the unique (automation, story) key makes a second scheduling a no-op anyway.
 */
export async function scheduleStoryMessages(
  trx: Db,
  story: StoryMention,
  { offsetMs, now }: { offsetMs: number; now: Date },
): Promise<number> {
  if (!story.recipient) return 0;
  const shop = await trx
    .selectFrom('shop')
    .select('subscription_offer_type')
    .where('id', '=', story.shopId)
    .executeTakeFirst();
  if (!shop || !planIncludesAutomation(shop.subscription_offer_type)) return 0;
  const automations = await trx
    .selectFrom('social_automation')
    .select('id')
    .where('shop_id', '=', story.shopId)
    .where('suspended_at', 'is', null)
    .where('deleted_at', 'is', null)
    .execute();
  if (automations.length === 0) return 0;
  const { windowEndsAt, dueAt } = messageTimes(story.storyAt, offsetMs);
  const result = await trx
    .insertInto('automation_message')
    .values(
      automations.map((automation) => ({
        automation_id: automation.id,
        shop_id: story.shopId,
        social_content_id: story.contentId,
        recipient: story.recipient,
        recipient_username: story.recipientUsername,
        story_at: story.storyAt.toISOString(),
        window_ends_at: windowEndsAt.toISOString(),
        due_at: dueAt.toISOString(),
        status: 'scheduled' as const,
        attempts: 0,
        created_at: now.toISOString(),
      })),
    )
    .onConflict((conflict) => conflict.columns(['automation_id', 'social_content_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/**
 * The due time of each automation's next message (the earliest pending one whose window is still
 * open), for the automations list.
 */
export async function nextDueAt(db: Db, automationIds: number[], now: Date): Promise<Map<number, string>> {
  if (automationIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('automation_message')
    .select(['automation_id', (eb) => eb.fn.min<string>('due_at').as('next')])
    .where('automation_id', 'in', automationIds)
    .where('status', 'in', PENDING_STATUSES)
    .where('window_ends_at', '>', now.toISOString())
    .groupBy('automation_id')
    .execute();
  return new Map(rows.map((row) => [row.automation_id, row.next]));
}

/**
 * Cancels an automation's messages that no worker holds, giving back the reward of any that had
 * one (a loyalty message waiting for a retry). `windowClosedBy` keeps only those whose window has
 * closed by then. Call it inside a transaction.
 */
export async function cancelScheduledMessages(
  trx: Db,
  automationId: number | undefined,
  reason: MessageReason,
  { windowClosedBy, suspendedOnly = false }: { windowClosedBy?: Date; suspendedOnly?: boolean } = {},
): Promise<number> {
  // One conditional UPDATE: a message a worker claimed meanwhile is not touched.
  const cancelled = await trx
    .updateTable('automation_message')
    .set({ status: 'cancelled', reason, lease_until: null, lease_token: null })
    .where('status', '=', 'scheduled')
    .$if(automationId !== undefined, (query) => query.where('automation_id', '=', automationId as number))
    .$if(windowClosedBy !== undefined, (query) =>
      query.where('window_ends_at', '<=', (windowClosedBy as Date).toISOString()),
    )
    .$if(suspendedOnly, (query) =>
      query.where('automation_id', 'in', (eb) =>
        eb.selectFrom('social_automation').select('id').where('suspended_at', 'is not', null),
      ),
    )
    .returning(['id', 'discount_id'])
    .execute();
  // The reward's row goes, and the foreign key clears the message's link to it.
  for (const row of cancelled) if (row.discount_id != null) await releaseReward(trx, row.discount_id);
  return cancelled.length;
}

/** Archive and delete: nothing more goes out for this automation. */
export const cancelForArchive = (trx: Db, automationId: number) =>
  cancelScheduledMessages(trx, automationId, MESSAGE_REASONS.automationArchived);
