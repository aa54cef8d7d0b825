import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { SelectQueryBuilder } from 'kysely';
import {
  CONTENT_TYPES,
  COUNT_CAP,
  LIKE_AVERAGE_DECIMALS,
  PAGE_SIZE,
  AUTHOR_EMAIL_ERRORS,
  TEXT_TOO_LONG,
  authorEmailSchema,
  fitsLimit,
  type AuthorMetricsCollection,
  type AuthorMetricsRow,
  type AutomationFeatureType,
  type ContentType,
  type ContentCountName,
  type ContentCounts,
  type HydraCollection,
  type SocialAccount,
  type SocialContent,
  type SocialContentCollection,
  type StoryAutomationMessage,
} from '@merci/domain';
import type { AppContext } from '../context.js';
import type { Database, DiscountRow, SocialAccountRow } from '../db/schema.js';
import { countUpTo, readTally, tallySum } from '../db/tallies.js';
import { notFound, unprocessable, validateInput, type Violation } from '../http/errors.js';
import { hydraCollection, pagination } from '../http/hydra.js';
import { discountResource, iri, socialAccountResource, socialContentResource } from '../resources.js';
import { acceptJsonPatchTypes } from '../http/jsonPatch.js';
import { MAX_ID, badRequest, idOrIri, idParam, ownShop, queryValue } from '../http/params.js';

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

/** SPEC §7 content filters, read from flat query keys; empty values are ignored. */
interface ContentFilters {
  type?: ContentType;
  likeCountGte?: number;
  likeCountLte?: number;
  authorUsername?: string;
  /** The status tab: rewarded contents only (true) or those still to reward (false). */
  rewarded?: boolean;
  order: 'asc' | 'desc';
  /** Read the page that follows this content in the list's order (keyset: no offset). */
  after?: ContentPosition;
  /** Read the page that comes before this content in the list's order. */
  before?: ContentPosition;
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

function contentFilters(query: unknown): ContentFilters {
  const violations: Violation[] = [];
  const count = (key: string) => {
    const text = queryValue(query, key);
    if (text === undefined) return undefined;
    const value = Number(text);
    if (text.trim() === '' || !Number.isFinite(value) || value < 0) {
      violations.push({ propertyPath: key, message: 'errors.invalid_number' });
      return undefined;
    }
    return value;
  };
  const filters: ContentFilters = { order: 'desc' };
  const type = queryValue(query, 'type');
  if (type !== undefined) {
    if ((CONTENT_TYPES as readonly string[]).includes(type)) filters.type = type as ContentType;
    else violations.push({ propertyPath: 'type', message: 'errors.invalid_choice' });
  }
  const gte = count('likeCount[gte]');
  if (gte !== undefined) filters.likeCountGte = gte;
  const lte = count('likeCount[lte]');
  if (lte !== undefined) filters.likeCountLte = lte;
  const author = queryValue(query, 'authorUsername')?.trim().replace(/^@/, '');
  if (!fitsLimit(author, 'instagramUsername'))
    violations.push({ propertyPath: 'authorUsername', message: TEXT_TOO_LONG });
  else if (author) filters.authorUsername = author;
  const rewarded = queryValue(query, 'rewarded');
  if (rewarded !== undefined) {
    if (rewarded === 'true' || rewarded === 'false') filters.rewarded = rewarded === 'true';
    else violations.push({ propertyPath: 'rewarded', message: 'errors.invalid_choice' });
  }
  const order = queryValue(query, 'order[createdAt]');
  if (order !== undefined) {
    if (order === 'asc' || order === 'desc') filters.order = order;
    else violations.push({ propertyPath: 'order[createdAt]', message: 'errors.invalid_choice' });
  }
  for (const key of ['after', 'before'] as const) {
    const text = queryValue(query, key);
    if (text === undefined) continue;
    const position = decodePosition(text);
    if (position) filters[key] = position;
    else violations.push({ propertyPath: key, message: 'errors.invalid_choice' });
  }
  if (filters.after && filters.before)
    violations.push({ propertyPath: 'before', message: 'errors.invalid_choice' });
  if (violations.length > 0) throw badRequest(violations);
  return filters;
}

/**
 * The counts of the status tabs under the other filters (ADR 034). Without a like-count range or
 * an author, they are sums of the account's tally (exact, whatever its size); with one, each tab
 * is counted up to COUNT_CAP and says when its figure is a lower bound.
 */
async function contentCounts(
  ctx: AppContext,
  accountId: number,
  filters: ContentFilters,
  filtered: SelectQueryBuilder<Database, 'social_content', object>,
): Promise<ContentCounts> {
  const ranged =
    filters.likeCountGte !== undefined ||
    filters.likeCountLte !== undefined ||
    filters.authorUsername !== undefined;
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

/** The caller's social account with this id (connected or not), or 404. */
export async function ownAccount(
  ctx: AppContext,
  request: FastifyRequest,
  idValue: unknown,
): Promise<SocialAccountRow> {
  const id = idParam(idValue);
  const account = await ctx.db
    .selectFrom('social_account')
    .selectAll()
    .where('id', '=', id)
    .where('shop_id', '=', request.ownShopId())
    .executeTakeFirst();
  if (!account) throw notFound();
  return account;
}

/** The social account of the shop, its contents, their authors and the authors' e-mails (SPEC §2, §7). */
export const socialRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  const tags = ['social'];
  acceptJsonPatchTypes(app);

  app.get(
    '/shops/:shopId/social_accounts',
    {
      onRequest: app.authenticate,
      schema: { tags, summary: "The shop's connected social account (at most one)" },
    },
    async (request): Promise<HydraCollection<SocialAccount>> => {
      const shopId = ownShop(request, (request.params as { shopId: string }).shopId);
      const network = queryValue(request.query, 'socialId');
      // A shop has one connected account; should an older one linger, the newest wins.
      const account = await ctx.db
        .selectFrom('social_account')
        .selectAll()
        .where('shop_id', '=', shopId)
        .where('disconnected_at', 'is', null)
        .$if(network !== undefined, (query) => query.where('network', '=', network as string))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      const members = account ? [socialAccountResource(account, ctx.now())] : [];
      return hydraCollection(request, members, members.length, { page: 1, itemsPerPage: 1, offset: 0 });
    },
  );

  app.get(
    '/social_account_instagrams/:id',
    { onRequest: app.authenticate, schema: { tags, summary: 'One social account' } },
    async (request): Promise<SocialAccount> => {
      const account = await ownAccount(ctx, request, (request.params as { id: string }).id);
      return socialAccountResource(account, ctx.now());
    },
  );

  app.put(
    '/social_accounts/:id/logout',
    {
      onRequest: app.authenticate,
      config: { allowedWhileSuspended: true },
      schema: { tags, summary: 'Disconnect the social account (its token is forgotten)' },
    },
    async (request): Promise<SocialAccount> => {
      const account = await ownAccount(ctx, request, (request.params as { id: string }).id);
      const updated = await ctx.db
        .updateTable('social_account')
        .set({
          disconnected_at: account.disconnected_at ?? ctx.now().toISOString(),
          access_token_encrypted: null,
          token_expires_at: null,
        })
        .where('id', '=', account.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return socialAccountResource(updated, ctx.now());
    },
  );

  app.get(
    '/social_account_instagrams/:id/social_contents',
    {
      onRequest: app.authenticate,
      // The handler checks the filters itself, all at once, with the API's problem body.
      attachValidation: true,
      schema: {
        tags,
        summary:
          'Contents of the account, newest first; filters type, likeCount[gte], likeCount[lte], ' +
          'authorUsername, rewarded; with the counts of its status tabs (rewarded and counts extend SPEC §7)',
        description:
          'Extension of SPEC §7: `rewarded=false` lists the contents still to reward, `rewarded=true` the ' +
          'rewarded ones (anything else answers 400 with a violation on rewarded); `counts` gives how many ' +
          'contents each status tab holds (toReward, rewarded, all) under the other filters, whatever ' +
          '`rewarded` is, so a list shows the figures of its tabs without another call.',
        params: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
        querystring: {
          type: 'object',
          properties: {
            type: { type: 'string', enum: [...CONTENT_TYPES] },
            'likeCount[gte]': { type: 'string', description: 'A number of zero or more' },
            'likeCount[lte]': { type: 'string', description: 'A number of zero or more' },
            authorUsername: { type: 'string', description: 'The exact author username, @ optional' },
            rewarded: {
              type: 'string',
              enum: ['true', 'false'],
              description: 'true: rewarded contents only; false: contents still to reward',
            },
            'order[createdAt]': { type: 'string', enum: ['asc', 'desc'] },
            after: {
              type: 'string',
              description:
                'A position from a hydra:next link: the page after it, sought in the index (no offset)',
            },
            before: {
              type: 'string',
              description: 'A position from a hydra:previous link: the page before it',
            },
            page: { type: 'string' },
            itemsPerPage: { type: 'string' },
          },
        },
        response: {
          200: {
            description: 'A hydra collection of contents, with the counts of the status tabs',
            type: 'object',
            // The members keep every field of the content resource (see GET …/social_content_instagrams/{id}).
            additionalProperties: true,
            properties: {
              'hydra:totalItems': {
                type: 'integer',
                description:
                  'Exact; absent when the listed tab holds more than COUNT_CAP under a like range or an author',
              },
              totalItemsAtLeast: {
                type: 'integer',
                description: 'Instead of hydra:totalItems: the listed tab holds at least this many (ADR 034)',
              },
              counts: {
                type: 'object',
                required: ['toReward', 'rewarded', 'all'],
                properties: {
                  toReward: { type: 'integer', description: 'Not rewarded yet' },
                  rewarded: { type: 'integer', description: 'Rewarded' },
                  all: { type: 'integer' },
                  atLeast: {
                    type: 'array',
                    items: { type: 'string', enum: ['toReward', 'rewarded', 'all'] },
                    description:
                      'The counts that are lower bounds (counted up to COUNT_CAP); absent when all are exact',
                  },
                },
              },
            },
          },
        },
      },
    },
    async (request): Promise<SocialContentCollection> => {
      const account = await ownAccount(ctx, request, (request.params as { id: string }).id);
      const filters = contentFilters(request.query);
      const page = pagination(request.query as Record<string, unknown>, PAGE_SIZE.socialContents);
      const filtered = ctx.db
        .selectFrom('social_content')
        .where('social_content.social_account_id', '=', account.id)
        .$if(filters.type !== undefined, (query) =>
          query.where('social_content.type', '=', filters.type as string),
        )
        .$if(filters.likeCountGte !== undefined, (query) =>
          query.where('social_content.like_count', '>=', filters.likeCountGte as number),
        )
        .$if(filters.likeCountLte !== undefined, (query) =>
          query.where('social_content.like_count', '<=', filters.likeCountLte as number),
        )
        .$if(filters.authorUsername !== undefined, (query) =>
          query.where('social_content.author_username', '=', filters.authorUsername as string),
        );
      const tab = filters.rewarded === undefined ? 'all' : filters.rewarded ? 'rewarded' : 'toReward';
      const counts = await contentCounts(ctx, account.id, filters, filtered);
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
    },
  );

  // Static segments win over `:id` in Fastify's router: this is never read as content "author_metrics".
  app.get(
    '/social_content_instagrams/author_metrics',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Authors of the account with their counts, like average and e-mail; member is [rows, total]',
      },
    },
    async (request): Promise<AuthorMetricsCollection> => {
      const accountId = idOrIri(queryValue(request.query, 'socialAccount'));
      if (accountId === undefined)
        throw badRequest([{ propertyPath: 'socialAccount', message: 'errors.required' }]);
      const account = await ownAccount(ctx, request, accountId);
      const page = pagination(request.query as Record<string, unknown>, PAGE_SIZE.authorsWire);
      // The ranking and every figure of a row are kept per author by triggers (migrations 0007 and
      // 0015): the page reads its authors' rows from an index, and their e-mails by primary key.
      const ranking = ctx.db
        .selectFrom('social_author_content_count')
        .where('social_account_id', '=', account.id);
      const [totalRow, ranked] = await Promise.all([
        ranking.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow(),
        ranking
          .select([
            'author_username',
            'content_count',
            'feed_count',
            'reel_count',
            'like_total',
            'rewarded_count',
          ])
          .orderBy('content_count', 'desc')
          .orderBy('author_username', 'asc')
          .limit(page.itemsPerPage)
          .offset(page.offset)
          .execute(),
      ]);
      const usernames = ranked.map((row) => row.author_username);
      const emails =
        usernames.length === 0
          ? []
          : await ctx.db
              .selectFrom('social_author')
              .select(['username', 'email'])
              .where('social_account_id', '=', account.id)
              .where('username', 'in', usernames)
              .execute();
      const emailOf = new Map(emails.map((row) => [row.username, row.email]));
      const total = Number(totalRow.total);
      const factor = 10 ** LIKE_AVERAGE_DECIMALS;
      const members: AuthorMetricsRow[] = ranked.map((row) => ({
        username: row.author_username,
        count: Number(row.content_count),
        feed_count: Number(row.feed_count),
        reel_count: Number(row.reel_count),
        like_avg: Math.round((Number(row.like_total) / Number(row.content_count)) * factor) / factor,
        discount_count: Number(row.rewarded_count),
        email: emailOf.get(row.author_username) ?? null,
      }));
      const collection = hydraCollection<never>(request, [], total, page);
      return { ...collection, 'hydra:member': [members, total] };
    },
  );

  app.get(
    '/social_content_instagrams/:id',
    { onRequest: app.authenticate, schema: { tags, summary: 'One content, with its reward if any' } },
    async (request): Promise<SocialContent> => {
      const id = idParam((request.params as { id: string }).id);
      const row = await ctx.db
        .selectFrom('social_content')
        .innerJoin('social_account', 'social_account.id', 'social_content.social_account_id')
        .leftJoin('discount', 'discount.social_content_id', 'social_content.id')
        .selectAll('social_content')
        .select(joinedDiscountColumns)
        .where('social_content.id', '=', id)
        .where('social_account.shop_id', '=', request.ownShopId())
        .executeTakeFirst();
      if (!row) throw notFound();
      const discount = joinedDiscount(row);
      const messages = await storyMessagesOf(ctx, [row]);
      return socialContentResource(
        row,
        discount ? discountResource(discount, row.permalink) : null,
        messages.get(row.id),
      );
    },
  );

  app.patch(
    '/social_content_instagrams/patch_email_by_username',
    {
      onRequest: app.authenticate,
      schema: { tags, summary: "Set an author's e-mail (body {authorUsername, authorEmail})" },
    },
    async (request) => {
      const accountId = idOrIri(queryValue(request.query, 'socialAccount'));
      if (accountId === undefined)
        throw badRequest([{ propertyPath: 'socialAccount', message: 'errors.required' }]);
      const account = await ownAccount(ctx, request, accountId);
      const body = (request.body ?? {}) as { authorUsername?: unknown; authorEmail?: unknown };
      const username =
        typeof body.authorUsername === 'string' ? body.authorUsername.trim().replace(/^@/, '') : '';
      if (!username) {
        throw unprocessable('errors.validation', [
          { propertyPath: 'authorUsername', message: 'form.social_author_email_form.error' },
        ]);
      }
      if (!fitsLimit(username, 'instagramUsername'))
        throw unprocessable('errors.validation', [
          { propertyPath: 'authorUsername', message: TEXT_TOO_LONG },
        ]);
      const { authorEmail } = await validateInput(
        authorEmailSchema,
        { authorEmail: body.authorEmail },
        AUTHOR_EMAIL_ERRORS,
      );
      const known = await ctx.db
        .selectFrom('social_content')
        .select('id')
        .where('social_account_id', '=', account.id)
        .where('author_username', '=', username)
        .limit(1)
        .executeTakeFirst();
      if (!known) throw notFound();
      const row = await ctx.db
        .insertInto('social_author')
        .values({ social_account_id: account.id, username, email: authorEmail })
        .onConflict((conflict) =>
          conflict.columns(['social_account_id', 'username']).doUpdateSet({ email: authorEmail }),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
      return {
        socialAccount: iri.socialAccount(row.social_account_id),
        username: row.username,
        email: row.email,
      };
    },
  );
};
