import type { Migration } from 'kysely';
import * as m0001 from './0001_initial_schema.js';
import * as m0002 from './0002_instagram_sync.js';
import * as m0003 from './0003_notification_link.js';
import * as m0004 from './0004_config_discount_soft_delete.js';
import * as m0005 from './0005_automation_messages.js';
import * as m0006 from './0006_read_route_indexes.js';
import * as m0007 from './0007_author_content_counts.js';
import * as m0008 from './0008_operators_and_monthly_quota.js';
import * as m0009 from './0009_instagram_token_refresh.js';
import * as m0010 from './0010_user_sessions.js';
import * as m0011 from './0011_rate_limit_store.js';
import * as m0012 from './0012_text_length_limits.js';
import * as m0013 from './0013_reward_author_notified.js';
import * as m0014 from './0014_list_tallies.js';
import * as m0015 from './0015_author_figures.js';
import * as m0016 from './0016_online_stores.js';
import * as m0017 from './0017_instagram_webhook_subscriptions.js';
import * as m0018 from './0018_shopify_expiring_tokens.js';
import * as m0019 from './0019_store_order_tracking.js';
import * as m0020 from './0020_instagram_token_end_notice.js';

/**
 * Every migration, in order. Listed statically (not read from the folder) so that the same list
 * runs from TypeScript sources in tests and from the compiled files in production.
 */
export const migrations: Record<string, Migration> = {
  '0001_initial_schema': m0001,
  '0002_instagram_sync': m0002,
  '0003_notification_link': m0003,
  '0004_config_discount_soft_delete': m0004,
  '0005_automation_messages': m0005,
  '0006_read_route_indexes': m0006,
  '0007_author_content_counts': m0007,
  '0008_operators_and_monthly_quota': m0008,
  '0009_instagram_token_refresh': m0009,
  '0010_user_sessions': m0010,
  '0011_rate_limit_store': m0011,
  '0012_text_length_limits': m0012,
  '0013_reward_author_notified': m0013,
  '0014_list_tallies': m0014,
  '0015_author_figures': m0015,
  '0016_online_stores': m0016,
  '0017_instagram_webhook_subscriptions': m0017,
  '0018_shopify_expiring_tokens': m0018,
  '0019_store_order_tracking': m0019,
  '0020_instagram_token_end_notice': m0020,
};
