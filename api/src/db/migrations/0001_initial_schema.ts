import type { Kysely } from 'kysely';
import { idColumn } from './columns.js';

// Migrations receive an untyped Kysely: they describe the schema at that point in history.
// Timestamps are ISO-8601 text (UTC) on both dialects; booleans are integers 0/1; lists are JSON text.
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db, db.schema.createTable('category'))
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .execute();

  await idColumn(db, db.schema.createTable('subscription_offer'))
    .addColumn('type', 'text', (col) => col.notNull().unique())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('loyalty_quota', 'integer')
    .addColumn('reward_type_limit', 'integer')
    .addColumn('features', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('monthly_amount', 'integer', (col) => col.notNull())
    .addColumn('annual_amount', 'integer', (col) => col.notNull())
    .execute();

  await idColumn(db, db.schema.createTable('shop'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('phone_number', 'text')
    .addColumn('category_id', 'integer', (col) => col.references('category.id').onDelete('set null'))
    .addColumn('address_first_row', 'text')
    .addColumn('address_second_row', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('city', 'text')
    .addColumn('social_name', 'text')
    .addColumn('validated', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('discount_types', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('quota', 'integer')
    .addColumn('quota_remaining', 'integer')
    .addColumn('subscription_offer_type', 'text')
    .addColumn('subscription_type', 'text')
    .addColumn('subscription_amount', 'integer')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await idColumn(db, db.schema.createTable('user_account'))
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('roles', 'text', (col) => col.notNull())
    .addColumn('activated', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('shop_id', 'integer', (col) => col.references('shop.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  // One-time links: account activation and password reset. Only a hash of the token is kept.
  await idColumn(db, db.schema.createTable('auth_token'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('user_account.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await idColumn(db, db.schema.createTable('social_account'))
    .addColumn('shop_id', 'integer', (col) => col.notNull().references('shop.id').onDelete('cascade'))
    .addColumn('network', 'text', (col) => col.notNull())
    .addColumn('external_id', 'text', (col) => col.notNull())
    .addColumn('page_id', 'text')
    .addColumn('account_name', 'text', (col) => col.notNull())
    .addColumn('website', 'text')
    .addColumn('image_url', 'text')
    .addColumn('post_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('follower_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('access_token_encrypted', 'text')
    .addColumn('token_expires_at', 'text')
    .addColumn('has_account_token_expired', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('pull_status', 'text', (col) => col.notNull().defaultTo('idle'))
    .addColumn('last_pulled_at', 'text')
    .addColumn('disconnected_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await idColumn(db, db.schema.createTable('social_content'))
    .addColumn('social_account_id', 'integer', (col) =>
      col.notNull().references('social_account.id').onDelete('cascade'),
    )
    .addColumn('external_id', 'text', (col) => col.notNull())
    .addColumn('media_url', 'text')
    .addColumn('caption', 'text')
    .addColumn('permalink', 'text')
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('media_type', 'text', (col) => col.notNull())
    .addColumn('author_username', 'text', (col) => col.notNull())
    .addColumn('like_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('comment_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('expires_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('social_content_external_unique', ['social_account_id', 'external_id'])
    .execute();
  await db.schema
    .createIndex('social_content_account_created')
    .on('social_content')
    .columns(['social_account_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('social_content_account_author')
    .on('social_content')
    .columns(['social_account_id', 'author_username'])
    .execute();

  await db.schema
    .createTable('social_author')
    .addColumn('social_account_id', 'integer', (col) =>
      col.notNull().references('social_account.id').onDelete('cascade'),
    )
    .addColumn('username', 'text', (col) => col.notNull())
    .addColumn('email', 'text')
    .addPrimaryKeyConstraint('social_author_pk', ['social_account_id', 'username'])
    .execute();

  await idColumn(db, db.schema.createTable('config_discount'))
    .addColumn('shop_id', 'integer', (col) => col.notNull().references('shop.id').onDelete('cascade'))
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('social_content_types', 'text', (col) => col.notNull())
    .addColumn('place', 'text', (col) => col.notNull().defaultTo('online'))
    .addColumn('code', 'text')
    .addColumn('percent', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('description', 'text')
    .addColumn('validity_start_at', 'text')
    .addColumn('validity_end_at', 'text')
    .addColumn('quantity', 'integer')
    .addColumn('quantity_allocated', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('quantity_used', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_by', 'integer', (col) => col.references('user_account.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('config_discount_shop_created')
    .on('config_discount')
    .columns(['shop_id', 'created_at'])
    .execute();

  await idColumn(db, db.schema.createTable('product'))
    .addColumn('shop_id', 'integer', (col) => col.notNull().references('shop.id').onDelete('cascade'))
    .addColumn('social_content_id', 'integer', (col) =>
      col.notNull().references('social_content.id').onDelete('cascade'),
    )
    .addColumn('publish', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('approved_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  // An assigned reward. One per content: the unique constraint refuses a second reward even
  // when two approvals race.
  await idColumn(db, db.schema.createTable('discount'))
    .addColumn('shop_id', 'integer', (col) => col.notNull().references('shop.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (col) => col.references('product.id').onDelete('set null'))
    .addColumn('social_content_id', 'integer', (col) =>
      col.notNull().unique().references('social_content.id').onDelete('cascade'),
    )
    .addColumn('config_discount_id', 'integer', (col) =>
      col.references('config_discount.id').onDelete('set null'),
    )
    .addColumn('username', 'text', (col) => col.notNull())
    .addColumn('media_type', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('place', 'text', (col) => col.notNull().defaultTo('online'))
    .addColumn('code', 'text')
    .addColumn('amount_in_percent', 'integer')
    .addColumn('description', 'text')
    .addColumn('validity_start_at', 'text')
    .addColumn('validity_end_at', 'text')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('assigned'))
    .addColumn('claim_token_hash', 'text', (col) => col.unique())
    .addColumn('use_requested_at', 'text')
    .addColumn('used_at', 'text')
    .addColumn('refused_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('discount_shop_created')
    .on('discount')
    .columns(['shop_id', 'created_at'])
    .execute();

  await idColumn(db, db.schema.createTable('social_automation'))
    .addColumn('shop_id', 'integer', (col) => col.notNull().references('shop.id').onDelete('cascade'))
    .addColumn('feature_type', 'text', (col) => col.notNull())
    .addColumn('mode', 'text', (col) => col.notNull().defaultTo('automatic'))
    .addColumn('config_discount_id', 'integer', (col) =>
      col.references('config_discount.id').onDelete('set null'),
    )
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('suspended_at', 'text')
    .addColumn('deleted_at', 'text')
    .addColumn('sent_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await idColumn(db, db.schema.createTable('user_notification'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('user_account.id').onDelete('cascade'))
    .addColumn('title', 'text')
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('read', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('user_notification_user_created')
    .on('user_notification')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'user_notification',
    'social_automation',
    'discount',
    'product',
    'config_discount',
    'social_author',
    'social_content',
    'social_account',
    'auth_token',
    'user_account',
    'shop',
    'subscription_offer',
    'category',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
