import type { Kysely } from 'kysely';
import { idColumn } from './columns.js';

// The story messages of the automations (ADR 012): one row per (automation, story), scheduled
// when the story mention arrives and claimed by the worker with a lease, so that several API
// processes on one database never send a message twice.
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db, db.schema.createTable('automation_message'))
    .addColumn('automation_id', 'integer', (col) =>
      col.notNull().references('social_automation.id').onDelete('cascade'),
    )
    .addColumn('shop_id', 'integer', (col) => col.notNull().references('shop.id').onDelete('cascade'))
    // Set null when the story row goes: the worker then cancels the message with a reason.
    .addColumn('social_content_id', 'integer', (col) =>
      col.references('social_content.id').onDelete('set null'),
    )
    // The Instagram-scoped id of the story's author, who the message goes to.
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('recipient_username', 'text', (col) => col.notNull())
    .addColumn('story_at', 'text', (col) => col.notNull())
    // Meta accepts a reply until 24 h after the story mention: never sent at or after this.
    .addColumn('window_ends_at', 'text', (col) => col.notNull())
    .addColumn('due_at', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('scheduled'))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('lease_until', 'text')
    .addColumn('lease_token', 'text')
    .addColumn('reason', 'text')
    .addColumn('last_error', 'text')
    .addColumn('text', 'text')
    .addColumn('discount_id', 'integer', (col) => col.references('discount.id').onDelete('set null'))
    .addColumn('graph_message_id', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('automation_message_story_unique', ['automation_id', 'social_content_id'])
    .execute();
  await db.schema
    .createIndex('automation_message_status_due')
    .on('automation_message')
    .columns(['status', 'due_at'])
    .execute();
  await db.schema
    .createIndex('automation_message_automation_status')
    .on('automation_message')
    .columns(['automation_id', 'status'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('automation_message').execute();
}
