/**
 * The contents of a social account as the API lists them (SPEC §7): the filters read by the
 * domain's rules, the counts of the status tabs, and pages sought in the index from a position.
 */
import type { FastifyRequest } from 'fastify';
import type { SelectQueryBuilder } from 'kysely';
import {
  CONTENTS_FILTER_PARAMS,
  CONTENT_TYPES,
  COUNT_CAP,
  PAGE_SIZE,
  readContentsFilter,
  type AutomationFeatureType,
  type ContentCountName,
  type ContentCounts,
  type ContentsFilter,
  type SocialContent,
  type SocialContentCollection,
  type StoryAutomationMessage,
} from '@merci/domain';
import type { AppContext } from '../context.js';
import type { Database, DiscountRow } from '../db/schema.js';
import { countUpTo, readTally, tallySum } from '../db/tallies.js';
import type { Violation } from '../http/errors.js';
import { hydraCollection, pagination } from '../http/hydra.js';
import { MAX_ID, badRequest, queryValue } from '../http/params.js';
import { discountResource, socialContentResource } from '../resources.js';

/** Every column of `discount`, read through a left join as `discount__<column>`. */
const DISCOUNT_COLUMNS = [
  'id',
  'shop_id',
  'product_id',
  'social_content_id',
  'config_discount_id',
  'username',
  'media_type',
  'type',
  'place',
  'code',
  'amount_in_percent',
  'description',
  'validity_start_at',
  'validity_end_at',
  'status',
  'claim_token_hash',
  'use_requested_at',
  'used_at',
  'refused_at',
  'created_at',
  'notified_at',
] as const satisfies readonly (keyof DiscountRow)[];

const joinedDiscountColumns = DISCOUNT_COLUMNS.map(
  (column) => `discount.${column} as discount__${column}` as const,
);

/** The reward carried by a content row read with its left-joined discount, or null. */
function joinedDiscount(row: object): DiscountRow | null {
  const values = row as Record<string, unknown>;
  if (values.discount__id == null) return null;
  return Object.fromEntries(
    DISCOUNT_COLUMNS.map((column) => [column, values[`discount__${column}`]]),
  ) as DiscountRow;
}

/**
 * The rewards of the rewarded contents among `rows`, by content id, in one read by the unique
 * index on the content (none when the page holds no rewarded content, as on « À récompenser »).
 */
async function rewardsOf(
  ctx: AppContext,
  rows: readonly { id: number; rewarded: number }[],
): Promise<Map<number, DiscountRow>> {
  const rewardedIds = rows.filter((row) => row.rewarded === 1).map((row) => row.id);
  if (rewardedIds.length === 0) return new Map();
  const found = await ctx.db
    .selectFrom('discount')
    .selectAll()
    .where('social_content_id', 'in', rewardedIds)
    .execute();
  return new Map(found.map((reward) => [reward.social_content_id, reward]));
}

/**
 * The automation messages of the stories among `rows`, by content id, in one query whatever the
 * page size: each with its automation's feature, oldest due first.
 */
async function storyMessagesOf(
  ctx: AppContext,
  rows: readonly { id: number; type: string }[],
): Promise<Map<number, StoryAutomationMessage[]>> {
  const storyIds = rows.filter((row) => row.type === 'story').map((row) => row.id);
  const messages = new Map<number, StoryAutomationMessage[]>();
  if (storyIds.length === 0) return messages;
  const found = await ctx.db
    .selectFrom('automation_message')
    .innerJoin('social_automation', 'social_automation.id', 'automation_message.automation_id')
    .select([
      'automation_message.social_content_id as contentId',
      'automation_message.automation_id as automationId',
      'social_automation.feature_type as featureType',
      'automation_message.status as status',
      'automation_message.due_at as dueAt',
      'automation_message.sent_at as sentAt',
      'automation_message.reason as reason',
    ])
    .where('automation_message.social_content_id', 'in', storyIds)
    .orderBy('automation_message.due_at', 'asc')
    .orderBy('automation_message.automation_id', 'asc')
    .execute();
  for (const { contentId, ...message } of found) {
    if (contentId === null) continue;
    const list = messages.get(contentId) ?? [];
    list.push({ ...message, featureType: message.featureType as AutomationFeatureType });
    messages.set(contentId, list);
  }
  return messages;
}

/** A content's place in the list: what a keyset read seeks from. */
interface ContentPosition {
  createdAt: string;
  id: number;
}

/** A position as the links carry it: opaque to clients, so its form may change. */
const encodePosition = (row: { created_at: string; id: number }) =>
  Buffer.from(`${row.created_at}|${row.id}`).toString('base64url');

function decodePosition(text: string): ContentPosition | undefined {
  const match = /^(\d{4}-\d\d-\d\dT[\d:.]+Z)\|(\d{1,15})$/.exec(Buffer.from(text, 'base64url').toString());
  if (!match) return undefined;
  const id = Number(match[2]);
  return id > 0 && id <= MAX_ID ? { createdAt: match[1] as string, id } : undefined;
}

/** The filters of a list, and where its page starts. */
interface ContentListQuery extends ContentsFilter {
  /** Read the page that follows this content in the list's order (keyset: no offset). */
  after?: ContentPosition;
  /** Read the page that comes before this content in the list's order. */
  before?: ContentPosition;
}

/** The list's query: the domain's filter rules, then the positions; every fault at once, as 400. */
function contentListQuery(query: unknown): ContentListQuery {
  const { filters, violations } = readContentsFilter((field) =>
    queryValue(query, CONTENTS_FILTER_PARAMS[field]),
  );
  const problems: Violation[] = [...violations];
  const list: ContentListQuery = filters;
  for (const key of ['after', 'before'] as const) {
    const text = queryValue(query, key);
    if (text === undefined) continue;
    const position = decodePosition(text);
    if (position) list[key] = position;
    else problems.push({ propertyPath: key, message: 'errors.invalid_choice' });
  }
  if (list.after && list.before) problems.push({ propertyPath: 'before', message: 'errors.invalid_choice' });
  if (problems.length > 0) throw badRequest(problems);
  return list;
}

/**
 * The counts of the status tabs under the other filters (ADR 034). Without a like-count range or
 * an author, they are sums of the account's tally (exact, whatever its size); with one, each tab
 * is counted up to COUNT_CAP and says when its figure is a lower bound.
 */
async function contentCounts(
  ctx: AppContext,
  accountId: number,
  filters: ContentsFilter,
  filtered: SelectQueryBuilder<Database, 'social_content', object>,
): Promise<ContentCounts> {
  const ranged =
    filters.likeMin !== undefined || filters.likeMax !== undefined || filters.authorUsername !== undefined;
  if (!ranged) {
    const tally = await readTally(ctx.db, 'content', accountId);
    const ofTab = (rewarded: '0' | '1') =>
      tallySum(tally, ([type, flag]) => flag === rewarded && (filters.type ?? type) === type);
    const toReward = ofTab('0');
    const rewarded = ofTab('1');
    return { toReward, rewarded, all: toReward + rewarded };
  }
  // Every type named, so that a like-count range is read as one stretch of the index per type.
  const typed =
    filters.type === undefined && filters.authorUsername === undefined
      ? filtered.where('social_content.type', 'in', CONTENT_TYPES)
      : filtered;
  const ofTab = (rewarded: 0 | 1) =>
    countUpTo(ctx.db, typed.where('social_content.rewarded', '=', rewarded), COUNT_CAP);
  const [toReward, rewarded] = await Promise.all([ofTab(0), ofTab(1)]);
  const atLeast: ContentCountName[] = [];
  if (toReward.atLeast) atLeast.push('toReward');
  if (rewarded.atLeast) atLeast.push('rewarded');
  if (atLeast.length > 0) atLeast.push('all');
  const counts: ContentCounts = {
    toReward: toReward.count,
    rewarded: rewarded.count,
    all: toReward.count + rewarded.count,
  };
  return atLeast.length > 0 ? { ...counts, atLeast } : counts;
}

/** One page of the account's contents, with the counts of its status tabs. */
export async function listContents(
  ctx: AppContext,
  request: FastifyRequest,
  accountId: number,
): Promise<SocialContentCollection> {
  const filters = contentListQuery(request.query);
  const page = pagination(request.query as Record<string, unknown>, PAGE_SIZE.socialContents);
  const filtered = ctx.db
    .selectFrom('social_content')
    .where('social_content.social_account_id', '=', accountId)
    .$if(filters.type !== undefined, (query) =>
      query.where('social_content.type', '=', filters.type as string),
    )
    .$if(filters.likeMin !== undefined, (query) =>
      query.where('social_content.like_count', '>=', filters.likeMin as number),
    )
    .$if(filters.likeMax !== undefined, (query) =>
      query.where('social_content.like_count', '<=', filters.likeMax as number),
    )
    .$if(filters.authorUsername !== undefined, (query) =>
      query.where('social_content.author_username', '=', filters.authorUsername as string),
    );
  const tab = filters.rewarded === undefined ? 'all' : filters.rewarded ? 'rewarded' : 'toReward';
  const counts = await contentCounts(ctx, accountId, filters, filtered);
  // From a position (a next or previous link), the page is sought in the index whatever its
  // depth. A page number alone is read by offset, from the nearer end of an exact total: the
  // last page costs what the first does.
  const position = filters.after ?? filters.before;
  const total = counts[tab];
  const fromEnd = position === undefined && !counts.atLeast?.includes(tab) && page.offset > total / 2;
  const reversed = filters.before !== undefined || fromEnd;
  const order = reversed ? (filters.order === 'desc' ? 'asc' : 'desc') : filters.order;
  const limit = fromEnd ? Math.min(page.itemsPerPage, total - page.offset) : page.itemsPerPage;
  const offset = fromEnd ? Math.max(0, total - page.offset - page.itemsPerPage) : page.offset;
  const read =
    limit <= 0
      ? []
      : await filtered
          .$if(filters.rewarded !== undefined, (query) =>
            query.where('social_content.rewarded', '=', filters.rewarded ? 1 : 0),
          )
          .$if(position !== undefined, (query) =>
            query.where((eb) =>
              eb(
                eb.refTuple('social_content.created_at', 'social_content.id'),
                order === 'desc' ? '<' : '>',
                eb.tuple((position as ContentPosition).createdAt, (position as ContentPosition).id),
              ),
            ),
          )
          .selectAll('social_content')
          .orderBy('social_content.created_at', order)
          .orderBy('social_content.id', order)
          .limit(limit)
          .$if(position === undefined && offset > 0, (query) => query.offset(offset))
          .execute();
  const rows = reversed ? read.reverse() : read;
  const [rewards, messages] = await Promise.all([rewardsOf(ctx, rows), storyMessagesOf(ctx, rows)]);
  const members = rows.map((row) => {
    const discount = rewards.get(row.id);
    return socialContentResource(
      row,
      discount ? discountResource(discount, row.permalink) : null,
      messages.get(row.id),
    );
  });
  const first = rows[0];
  const last = rows[rows.length - 1];
  const collection = hydraCollection(request, members, counts[tab], page, {
    next: last && encodePosition(last),
    previous: first && encodePosition(first),
  });
  if (!counts.atLeast?.includes(tab)) return { ...collection, counts };
  // A lower bound is not SPEC §7's exact total: it travels under its own name.
  const { 'hydra:totalItems': lowerBound, ...rest } = collection;
  return { ...rest, totalItemsAtLeast: lowerBound, counts };
}

/** One content of the shop, with its reward and its story messages, or undefined. */
export async function contentOf(
  ctx: AppContext,
  shopId: number,
  id: number,
): Promise<SocialContent | undefined> {
  const row = await ctx.db
    .selectFrom('social_content')
    .innerJoin('social_account', 'social_account.id', 'social_content.social_account_id')
    .leftJoin('discount', 'discount.social_content_id', 'social_content.id')
    .selectAll('social_content')
    .select(joinedDiscountColumns)
    .where('social_content.id', '=', id)
    .where('social_account.shop_id', '=', shopId)
    .executeTakeFirst();
  if (!row) return undefined;
  const discount = joinedDiscount(row);
  const messages = await storyMessagesOf(ctx, [row]);
  return socialContentResource(
    row,
    discount ? discountResource(discount, row.permalink) : null,
    messages.get(row.id),
  );
}
