/**
 * Rewards (SPEC §4, §7): configured rewards, reward assignment (product → approve), assigned
 * rewards and their life after assignment (the customer asks to use one, the merchant accepts or
 * refuses).
 *
 * Every merchant route is checked against the caller's shop: another shop's resource answers 404,
 * exactly as one that does not exist. The customer's use request is opened by the claim link's
 * token only, never by a merchant session.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ValidationError } from 'yup';
import {
  PAGE_SIZE,
  REWARD_ERRORS,
  REWARD_STATUSES,
  REWARD_TYPES,
  TEXT_TOO_LONG,
  configRewardSchema,
  fitsLimit,
  isWithinValidity,
  rewardAssignmentSchema,
  rewardCommentText,
  rewardName,
  type ContentType,
  type RewardAssignmentContext,
  type RewardType,
} from '@merci/domain';
import { hashToken } from '../auth/tokens.js';
import type { Database, SocialContentRow } from '../db/schema.js';
import { readTally, tallySum } from '../db/tallies.js';
import { HttpError, conflict, notFound, unauthorized, unprocessable, violationsOf } from '../http/errors.js';
import type { Violation } from '../http/errors.js';
import { hydraCollection, pagination } from '../http/hydra.js';
import { useRequestNotice } from '../notifications/subjects.js';
import { notifyOwners } from '../notifications/owners.js';
import {
  CONFIG_COLLECTION_BY_TYPE,
  configRewardResource,
  discountResource,
  parseJsonList,
  productResource,
} from '../resources.js';
import { ASSIGNMENT_PROBLEMS, affected, assignReward, type RewardData } from '../rewards/assignment.js';
import { idParam, ownShop, queryValue } from '../http/params.js';

/** Problem messages: SPEC §8 keys where the spec names one, namespaced keys for the rest. */
export const REWARD_PROBLEMS = {
  configSave: 'form.config_reward_form.error',
  configGet: 'config_reward.errors.get',
  configDelete: 'config_reward.errors.delete',
  /** Violation beside configDelete: a live automation sends this reward. */
  configUsedByAutomation: 'config_reward.errors.used_by_automation',
  assign: ASSIGNMENT_PROBLEMS.assign,
  quotaExhausted: ASSIGNMENT_PROBLEMS.quotaExhausted,
  configExhausted: ASSIGNMENT_PROBLEMS.configExhausted,
  /** The assigned reward is not in the state the transition starts from. */
  status: 'discount.errors.status',
  /** The assigned reward is outside its validity interval. */
  validity: 'discount.errors.validity',
} as const;

/** Violation keys the domain schemas do not have. */
const VIOLATIONS = {
  validityDate: 'reward.fields.validity.invalid',
  socialContent: 'form.reward_form.social_content.error',
} as const;

/**
 * The suggested comment under a rewarded post (SPEC §2), in French, the product's default; the
 * dashboard's `social.assign.comment_template` says the same.
 */
export const REWARD_COMMENT_TEMPLATE =
  'Merci {username} ! Votre récompense « {reward} » vous attend : retrouvez-la dans l’app merci.';

type Body = Record<string, unknown>;
type Db = Kysely<Database>;

const bodyOf = (request: FastifyRequest): Body =>
  request.body && typeof request.body === 'object' && !Array.isArray(request.body)
    ? (request.body as Body)
    : {};

/** Ids are 32-bit integer columns: a larger number names nothing (and must not reach PostgreSQL). */
const MAX_ID = 2_147_483_647;
const isId = (id: number) => Number.isInteger(id) && id > 0 && id <= MAX_ID;

const paramId = (request: FastifyRequest) => {
  const id = idParam((request.params as { id?: string }).id);
  if (id > MAX_ID) throw notFound();
  return id;
};

/**
 * The id in a reference sent as an IRI (`/shops/1`, also with the API prefix) or a bare id.
 * `undefined` when absent, `null` when it cannot be an id of that collection.
 */
function referenceId(value: unknown, collections: readonly string[]): number | null | undefined {
  if (value == null || value === '') return undefined;
  if (typeof value === 'number') return isId(value) ? value : null;
  if (typeof value !== 'string') return null;
  const match = /^(?:(?:\/[a-z]+)?\/([a-z_]+)\/)?(\d+)$/.exec(value);
  if (!match || (match[1] !== undefined && !collections.includes(match[1]))) return null;
  const id = Number(match[2]);
  return isId(id) ? id : null;
}

/** The `shop` of a body, when sent, must be the caller's own shop: anything else is not found. */
function assertOwnShopReference(request: FastifyRequest, value: unknown, message?: string): number {
  const shopId = request.ownShopId();
  const referenced = referenceId(value, ['shops']);
  if (referenced !== undefined && referenced !== shopId) throw notFound(message);
  return shopId;
}

/** Text-like inputs: strings and numbers as given, blank as absent; anything else is invalid. */
function scalar(
  violations: Violation[],
  propertyPath: string,
  message: string,
  value: unknown,
): string | number | undefined | null {
  if (value === undefined || value === null) return value;
  if (typeof value === 'string' || typeof value === 'number') return value;
  violations.push({ propertyPath, message });
  return undefined;
}

const blankToNull = (value: string | null | undefined) => {
  const text = value?.trim();
  return text ? text : null;
};

/** yup's violations merged with ours, one per field, first one wins. */
function addViolations(violations: Violation[], more: Violation[]) {
  for (const violation of more) {
    if (!violations.some((existing) => existing.propertyPath === violation.propertyPath)) {
      violations.push(violation);
    }
  }
}

async function validated<T>(violations: Violation[], validate: () => Promise<T>): Promise<T | undefined> {
  try {
    return await validate();
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    addViolations(violations, violationsOf(error));
    return undefined;
  }
}

/** Validity dates must also be dates (the interval rule alone lets two unreadable texts through). */
function checkDates(violations: Violation[], dates: Record<string, unknown>) {
  for (const [propertyPath, value] of Object.entries(dates)) {
    if (typeof value === 'string' && value.trim() !== '' && Number.isNaN(Date.parse(value.trim()))) {
      addViolations(violations, [{ propertyPath, message: VIOLATIONS.validityDate }]);
    }
  }
}

function checkInteger(violations: Violation[], propertyPath: string, message: string, value: unknown) {
  if (typeof value === 'number' && !Number.isInteger(value)) {
    addViolations(violations, [{ propertyPath, message }]);
  }
}

/** `order[createdAt]=asc|desc`, newest first by default; the id breaks ties in the same direction. */
const createdAtOrder = (query: unknown): 'asc' | 'desc' =>
  queryValue(query, 'order[createdAt]')?.toLowerCase() === 'asc' ? 'asc' : 'desc';

/** The shop's time zone: validity dates are days there. */
async function shopTimeZone(db: Db, shopId: number): Promise<string> {
  const shop = await db.selectFrom('shop').select('time_zone').where('id', '=', shopId).executeTakeFirst();
  if (!shop) throw notFound();
  return shop.time_zone;
}

async function shopDiscountTypes(db: Db, shopId: number): Promise<RewardType[]> {
  const shop = await db
    .selectFrom('shop')
    .select('discount_types')
    .where('id', '=', shopId)
    .executeTakeFirst();
  if (!shop) throw notFound();
  return parseJsonList<RewardType>(shop.discount_types);
}

/* ---------------------------------------------------------------- configured rewards */

/** A configured reward's body → the columns it sets; 422 with every violation at once. */
async function configRewardColumns(body: Body, type: RewardType, allowedTypes: readonly RewardType[]) {
  const E = REWARD_ERRORS;
  const violations: Violation[] = [];
  if ((body.type != null && body.type !== type) || !allowedTypes.includes(type)) {
    violations.push({ propertyPath: 'type', message: E.type });
  }
  const input = {
    type,
    socialContentTypes: Array.isArray(body.socialContentTypes) ? body.socialContentTypes : undefined,
    place: body.place === null || body.place === '' ? undefined : body.place,
    code: scalar(violations, 'code', E.code, body.code),
    percent: scalar(violations, 'percent', E.percent, body.percent),
    description: scalar(violations, 'description', E.description, body.description),
    validityStartAt: scalar(
      violations,
      'validityStartAt',
      VIOLATIONS.validityDate,
      body.validityStartAt ?? body.validity_start_at,
    ),
    validityEndAt: scalar(
      violations,
      'validityEndAt',
      VIOLATIONS.validityDate,
      body.validityEndAt ?? body.validity_end_at,
    ),
    quantity: scalar(violations, 'quantity', E.quantity, body.quantity),
  };
  const values = await validated(violations, () =>
    configRewardSchema.validate(input, { abortEarly: false, stripUnknown: true }),
  );
  checkDates(violations, { validityStartAt: input.validityStartAt, validityEndAt: input.validityEndAt });
  if (values) {
    if (type === 'percent') checkInteger(violations, 'percent', E.percent, values.percent);
    checkInteger(violations, 'quantity', E.quantity, values.quantity);
  }
  if (violations.length > 0 || !values) throw unprocessable(REWARD_PROBLEMS.configSave, violations);
  return {
    type,
    social_content_types: JSON.stringify([...new Set(values.socialContentTypes)]),
    place: values.place,
    code: blankToNull(values.code),
    percent: type === 'percent' ? (values.percent ?? 0) : 0,
    description: blankToNull(values.description),
    validity_start_at: blankToNull(values.validityStartAt),
    validity_end_at: blankToNull(values.validityEndAt),
    quantity: values.quantity ?? null,
  };
}

function configRewardRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const tags = ['config rewards'];

  app.get(
    '/shops/:shopId/config_discounts',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          'Configured rewards of the shop; valid=true keeps those usable now, socialContentType those allowed for a content type',
      },
    },
    async (request) => {
      const shopId = ownShop(request, (request.params as { shopId: string }).shopId);
      const page = pagination(request.query as Record<string, unknown>, PAGE_SIZE.default);
      const direction = createdAtOrder(request.query);
      const validOnly = queryValue(request.query, 'valid') === 'true';
      const contentType = queryValue(request.query, 'socialContentType');

      let query = ctx.db
        .selectFrom('config_discount')
        .where('shop_id', '=', shopId)
        .where('deleted_at', 'is', null);
      if (validOnly) {
        query = query.where((eb) =>
          eb.or([eb('quantity', 'is', null), eb('quantity_allocated', '<', eb.ref('quantity'))]),
        );
      }
      const ordered = query.selectAll().orderBy('created_at', direction).orderBy('id', direction);

      if (validOnly || contentType !== undefined) {
        // The validity rule (dates are whole days in the shop's time zone) lives in the domain:
        // filter here.
        const now = ctx.now();
        const timeZone = await shopTimeZone(ctx.db, shopId);
        const rows = (await ordered.execute()).filter(
          (row) =>
            (!validOnly || isWithinValidity(now, row.validity_start_at, row.validity_end_at, timeZone)) &&
            (contentType === undefined ||
              parseJsonList<ContentType>(row.social_content_types).includes(contentType as ContentType)),
        );
        const members = rows.slice(page.offset, page.offset + page.itemsPerPage).map(configRewardResource);
        return hydraCollection(request, members, rows.length, page);
      }
      const [rows, count] = await Promise.all([
        ordered.limit(page.itemsPerPage).offset(page.offset).execute(),
        query.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return hydraCollection(request, rows.map(configRewardResource), Number(count.total), page);
    },
  );

  for (const type of REWARD_TYPES) {
    const collection = CONFIG_COLLECTION_BY_TYPE[type];

    app.post(
      `/${collection}`,
      { onRequest: app.authenticate, schema: { tags, summary: `Create a configured ${type} reward` } },
      async (request, reply) => {
        const body = bodyOf(request);
        const shopId = assertOwnShopReference(request, body.shop, REWARD_PROBLEMS.configSave);
        const columns = await configRewardColumns(body, type, await shopDiscountTypes(ctx.db, shopId));
        const row = await ctx.db
          .insertInto('config_discount')
          .values({
            ...columns,
            shop_id: shopId,
            quantity_allocated: 0,
            quantity_used: 0,
            // The author is the caller, whatever the body says.
            created_by: request.user.id,
            created_at: ctx.now().toISOString(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return reply.code(201).send(configRewardResource(row));
      },
    );

    app.get(
      `/${collection}/:id`,
      { onRequest: app.authenticate, schema: { tags, summary: `One configured ${type} reward` } },
      async (request) => {
        const row = await ctx.db
          .selectFrom('config_discount')
          .selectAll()
          .where('id', '=', paramId(request))
          .where('shop_id', '=', request.ownShopId())
          .where('type', '=', type)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        if (!row) throw notFound(REWARD_PROBLEMS.configGet);
        return configRewardResource(row);
      },
    );

    app.put(
      `/${collection}/:id`,
      { onRequest: app.authenticate, schema: { tags, summary: `Update a configured ${type} reward` } },
      async (request) => {
        const id = paramId(request);
        const body = bodyOf(request);
        const shopId = assertOwnShopReference(request, body.shop, REWARD_PROBLEMS.configSave);
        const existing = await ctx.db
          .selectFrom('config_discount')
          .select('id')
          .where('id', '=', id)
          .where('shop_id', '=', shopId)
          .where('type', '=', type)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        if (!existing) throw notFound(REWARD_PROBLEMS.configSave);
        const columns = await configRewardColumns(body, type, await shopDiscountTypes(ctx.db, shopId));
        // Counters (allocated, used) belong to assignments: never written here.
        const row = await ctx.db
          .updateTable('config_discount')
          .set(columns)
          .where('id', '=', id)
          .where('shop_id', '=', shopId)
          .where('type', '=', type)
          .where('deleted_at', 'is', null)
          .returningAll()
          .executeTakeFirst();
        if (!row) throw notFound(REWARD_PROBLEMS.configSave);
        return configRewardResource(row);
      },
    );
  }

  app.delete(
    '/config_discounts/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          'Delete a configured reward: it leaves every list, the rewards given from it stay as they are',
        description:
          'A soft delete (ADR 010): the reward disappears from the lists, the picker and its own routes; ' +
          'the rewards already given from it keep their data, their link to it and their life ' +
          '(use request, accept, refuse). 409 config_reward.errors.delete while an automation that is ' +
          'not archived sends it.',
      },
    },
    async (request, reply) => {
      const id = idParamOr(request, REWARD_PROBLEMS.configDelete);
      const shopId = request.ownShopId();
      await ctx.db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('config_discount')
          .select('id')
          .where('id', '=', id)
          .where('shop_id', '=', shopId)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        if (!row) throw notFound(REWARD_PROBLEMS.configDelete);
        // An automation would go on sending a reward the merchant no longer offers.
        const automation = await trx
          .selectFrom('social_automation')
          .select('id')
          .where('config_discount_id', '=', id)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        if (automation) {
          throw new HttpError(409, REWARD_PROBLEMS.configDelete, [
            { propertyPath: 'automations', message: REWARD_PROBLEMS.configUsedByAutomation },
          ]);
        }
        const result = await trx
          .updateTable('config_discount')
          .set({ deleted_at: ctx.now().toISOString() })
          .where('id', '=', id)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        if (affected(result) === 0) throw notFound(REWARD_PROBLEMS.configDelete);
      });
      return reply.code(204).send();
    },
  );
}

function idParamOr(request: FastifyRequest, message: string): number {
  try {
    return paramId(request);
  } catch {
    throw notFound(message);
  }
}

/* ---------------------------------------------------------------- assignment */

/** The content, if it belongs to one of the shop's social accounts. */
async function ownContent(db: Db, shopId: number, contentId: number): Promise<SocialContentRow | undefined> {
  return db
    .selectFrom('social_content')
    .innerJoin('social_account', 'social_account.id', 'social_content.social_account_id')
    .selectAll('social_content')
    .where('social_content.id', '=', contentId)
    .where('social_account.shop_id', '=', shopId)
    .executeTakeFirst();
}

/**
 * The approve body, validated with the assignment schema: a configured reward (by id, checked in
 * the transaction) or a custom one-off reward of a type the shop allows.
 */
async function assignmentInput(
  body: Body,
  allowedTypes: readonly RewardType[],
): Promise<{ configDiscountId: number } | { custom: Omit<RewardData, 'config_discount_id'> }> {
  const E = REWARD_ERRORS;
  const violations: Violation[] = [];
  const rawConfigId = body.config_discount_id ?? body.configDiscountId;
  const configDiscountId = referenceId(
    rawConfigId,
    REWARD_TYPES.map((type) => CONFIG_COLLECTION_BY_TYPE[type]).concat('config_discounts'),
  );
  if (configDiscountId === null) {
    throw unprocessable(REWARD_PROBLEMS.assign, [
      { propertyPath: 'configDiscountId', message: E.configDiscount },
    ]);
  }
  const mode = configDiscountId === undefined ? 'custom' : 'config';
  const input = {
    mode,
    configDiscountId,
    type: body.type === '' ? undefined : body.type,
    place: body.place === null || body.place === '' ? undefined : body.place,
    code: scalar(violations, 'code', E.code, body.code),
    percent: scalar(violations, 'percent', E.percent, body.percent),
    description: scalar(violations, 'description', E.description, body.description),
    validityStartAt: scalar(
      violations,
      'validityStartAt',
      VIOLATIONS.validityDate,
      body.validity_start_at ?? body.validityStartAt,
    ),
    validityEndAt: scalar(
      violations,
      'validityEndAt',
      VIOLATIONS.validityDate,
      body.validity_end_at ?? body.validityEndAt,
    ),
  };
  const context: RewardAssignmentContext = { allowedTypes };
  const values = await validated(violations, () =>
    rewardAssignmentSchema.validate(input, { abortEarly: false, stripUnknown: true, context }),
  );
  if (mode === 'custom') {
    checkDates(violations, { validityStartAt: input.validityStartAt, validityEndAt: input.validityEndAt });
    if (values?.type === 'percent') checkInteger(violations, 'percent', E.percent, values.percent);
  }
  if (violations.length > 0 || !values) throw unprocessable(REWARD_PROBLEMS.assign, violations);
  if (configDiscountId !== undefined) return { configDiscountId };
  const type = values.type as RewardType;
  return {
    custom: {
      type,
      place: values.place,
      code: blankToNull(values.code),
      amount_in_percent: type === 'percent' ? (values.percent ?? null) : null,
      description: blankToNull(values.description),
      validity_start_at: blankToNull(values.validityStartAt),
      validity_end_at: blankToNull(values.validityEndAt),
    },
  };
}

function assignmentRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const tags = ['reward assignment'];

  app.post(
    '/products',
    {
      onRequest: app.authenticate,
      schema: { tags, summary: 'Retain a publication: the product a reward is then approved on' },
    },
    async (request, reply) => {
      const body = bodyOf(request);
      const shopId = assertOwnShopReference(request, body.shop);
      const contentId = referenceId(body.socialContent, ['social_content_instagrams', 'social_contents']);
      if (contentId == null) {
        throw unprocessable(REWARD_PROBLEMS.assign, [
          { propertyPath: 'socialContent', message: VIOLATIONS.socialContent },
        ]);
      }
      const content = await ownContent(ctx.db, shopId, contentId);
      if (!content) throw notFound();
      const rewarded = await ctx.db
        .selectFrom('discount')
        .select('id')
        .where('social_content_id', '=', content.id)
        .executeTakeFirst();
      if (rewarded) throw conflict(REWARD_PROBLEMS.assign);
      const row = await ctx.db
        .insertInto('product')
        .values({
          shop_id: shopId,
          social_content_id: content.id,
          publish: body.publish === false ? 0 : 1,
          approved_at: null,
          created_at: ctx.now().toISOString(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return reply.code(201).send(productResource(row));
    },
  );

  app.put(
    '/products/:id/approve',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          'Attach a reward to the product’s publication: one per publication, within the quota and the reward’s quantity',
      },
    },
    async (request) => {
      const productId = paramId(request);
      const body = bodyOf(request);
      const shopId = assertOwnShopReference(request, body.shop);
      const product = await ctx.db
        .selectFrom('product')
        .selectAll()
        .where('id', '=', productId)
        .where('shop_id', '=', shopId)
        .executeTakeFirst();
      if (!product) throw notFound();
      const content = await ownContent(ctx.db, shopId, product.social_content_id);
      if (!content) throw notFound();
      const reward = await assignmentInput(body, await shopDiscountTypes(ctx.db, shopId));
      const now = ctx.now();

      const discount = await ctx.db.transaction().execute((trx) =>
        assignReward(trx, {
          shopId,
          content,
          productId: product.id,
          reward,
          now,
          signClaim: ctx.claimLinks.sign,
        }),
      );

      return {
        ...discountResource(discount.row, content.permalink),
        comment: rewardCommentText(
          content.author_username,
          REWARD_COMMENT_TEMPLATE,
          // A given reward always has a description, a percent or a code (the assignment's rules).
          rewardName({ ...discount.row, percent: discount.row.amount_in_percent }) ?? discount.row.type,
        ),
        claimLink: `${ctx.publicUrl}${ctx.apiPrefix}/customer/discounts/use_request?token=${encodeURIComponent(discount.token)}`,
      };
    },
  );
}

/* ---------------------------------------------------------------- assigned rewards */

async function discountWithPermalink(db: Db, id: number) {
  const row = await db
    .selectFrom('discount')
    .leftJoin('social_content', 'social_content.id', 'discount.social_content_id')
    .selectAll('discount')
    .select('social_content.permalink')
    .where('discount.id', '=', id)
    .executeTakeFirst();
  return row ? discountResource(row, row.permalink) : undefined;
}

/** An optional filter among known values: a value outside them is a 400 naming the field. */
function choice<T extends string>(query: unknown, key: string, values: readonly T[]): T | undefined {
  const value = queryValue(query, key);
  if (value === undefined) return undefined;
  if (!(values as readonly string[]).includes(value)) {
    throw new HttpError(400, 'errors.bad_request', [{ propertyPath: key, message: 'errors.invalid_choice' }]);
  }
  return value as T;
}

function assignedRewardRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const tags = ['assigned rewards'];

  app.get(
    '/shops/:shopId/discounts',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Assigned rewards of the shop, filtered by author username, status or type',
        description:
          '`username` is the exact author username (the author page), `status` one of ' +
          `${REWARD_STATUSES.join(', ')} (e.g. use_requested for the requests waiting for an answer), ` +
          `\`type\` one of ${REWARD_TYPES.join(', ')}; an unknown status or type answers 400.`,
      },
    },
    async (request) => {
      const shopId = ownShop(request, (request.params as { shopId: string }).shopId);
      const page = pagination(request.query as Record<string, unknown>, PAGE_SIZE.default);
      const direction = createdAtOrder(request.query);
      const username = queryValue(request.query, 'username');
      if (!fitsLimit(username, 'instagramUsername')) {
        throw new HttpError(400, 'errors.bad_request', [
          { propertyPath: 'username', message: TEXT_TOO_LONG },
        ]);
      }
      const status = choice(request.query, 'status', REWARD_STATUSES);
      const type = choice(request.query, 'type', REWARD_TYPES);

      let filtered = ctx.db.selectFrom('discount').where('discount.shop_id', '=', shopId);
      if (username !== undefined) filtered = filtered.where('discount.username', '=', username);
      if (status !== undefined) filtered = filtered.where('discount.status', '=', status);
      if (type !== undefined) filtered = filtered.where('discount.type', '=', type);

      const [rows, count] = await Promise.all([
        filtered
          .leftJoin('social_content', 'social_content.id', 'discount.social_content_id')
          .selectAll('discount')
          .select('social_content.permalink')
          .orderBy('discount.created_at', direction)
          .orderBy('discount.id', direction)
          .limit(page.itemsPerPage)
          .offset(page.offset)
          .execute(),
        // The shop's tally gives any status and type at once (ADR 034); an author's rewards are
        // counted over their own index entries.
        username === undefined
          ? readTally(ctx.db, 'reward', shopId).then((tally) =>
              tallySum(
                tally,
                ([rowStatus, rowType]) =>
                  (status ?? rowStatus) === rowStatus && (type ?? rowType) === rowType,
              ),
            )
          : filtered
              .select((eb) => eb.fn.countAll<string | number>().as('total'))
              .executeTakeFirstOrThrow()
              .then((row) => Number(row.total)),
      ]);
      return hydraCollection(
        request,
        rows.map((row) => discountResource(row, row.permalink)),
        count,
        page,
      );
    },
  );

  app.get(
    '/discounts/:id',
    { onRequest: app.authenticate, schema: { tags, summary: 'One assigned reward' } },
    async (request) => {
      const id = paramId(request);
      const owned = await ctx.db
        .selectFrom('discount')
        .select('id')
        .where('id', '=', id)
        .where('shop_id', '=', request.ownShopId())
        .executeTakeFirst();
      const resource = owned && (await discountWithPermalink(ctx.db, id));
      if (!resource) throw notFound();
      return resource;
    },
  );

  app.post(
    '/customer/discounts/use_request',
    {
      schema: {
        tags: ['customer'],
        summary:
          'The customer asks to use a reward, with the token of the claim link ({ token } or ?token=); the shop’s owners are notified',
      },
    },
    async (request) => {
      const token = bodyOf(request).token ?? queryValue(request.query, 'token');
      if (typeof token !== 'string' || token === '') throw unauthorized();
      // Signed with a claim-link key (or, for a link sent before those keys, the session secret
      // without a kid): a session token, of another purpose, opens no reward.
      const discountId = ctx.claimLinks.verify(token);
      if (discountId === undefined) throw unauthorized();

      const now = ctx.now();
      await ctx.db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('discount')
          .selectAll()
          .where('id', '=', discountId)
          .executeTakeFirst();
        if (!row) throw notFound();
        // Only the link issued with the reward opens it.
        if (row.claim_token_hash != null && row.claim_token_hash !== hashToken(token)) throw unauthorized();
        if (row.status !== 'assigned') throw conflict(REWARD_PROBLEMS.status);
        const timeZone = await shopTimeZone(trx, row.shop_id);
        if (!isWithinValidity(now, row.validity_start_at, row.validity_end_at, timeZone)) {
          throw conflict(REWARD_PROBLEMS.validity);
        }
        const result = await trx
          .updateTable('discount')
          .set({ status: 'use_requested', use_requested_at: now.toISOString() })
          .where('id', '=', row.id)
          .where('status', '=', 'assigned')
          .executeTakeFirst();
        if (affected(result) === 0) throw conflict(REWARD_PROBLEMS.status);

        await notifyOwners(trx, row.shop_id, { ...useRequestNotice(row), createdAt: now.toISOString() });
      });
      const resource = await discountWithPermalink(ctx.db, discountId);
      if (!resource) throw notFound();
      return resource;
    },
  );

  const decide = (decision: 'accept' | 'refuse') =>
    async function decideUseRequest(request: FastifyRequest) {
      const id = paramId(request);
      const shopId = request.ownShopId();
      const now = ctx.now().toISOString();
      await ctx.db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('discount')
          .select(['id', 'config_discount_id'])
          .where('id', '=', id)
          .where('shop_id', '=', shopId)
          .executeTakeFirst();
        if (!row) throw notFound();
        const result = await trx
          .updateTable('discount')
          .set(
            decision === 'accept' ? { status: 'used', used_at: now } : { status: 'refused', refused_at: now },
          )
          .where('id', '=', id)
          .where('status', '=', 'use_requested')
          .executeTakeFirst();
        if (affected(result) === 0) throw conflict(REWARD_PROBLEMS.status);
        if (decision === 'accept' && row.config_discount_id != null) {
          await trx
            .updateTable('config_discount')
            .set((eb) => ({ quantity_used: eb('quantity_used', '+', 1) }))
            .where('id', '=', row.config_discount_id)
            .execute();
        }
      });
      const resource = await discountWithPermalink(ctx.db, id);
      if (!resource) throw notFound();
      return resource;
    };

  app.put(
    '/discounts/:id/accept',
    {
      onRequest: app.authenticate,
      schema: { tags, summary: 'Accept the customer’s use request: the reward is used' },
    },
    decide('accept'),
  );
  app.put(
    '/discounts/:id/refuse',
    {
      onRequest: app.authenticate,
      schema: { tags, summary: 'Refuse the customer’s use request' },
    },
    decide('refuse'),
  );

  app.put(
    '/discounts/:id/notified',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          'Mark the reward’s author as told of it (« Prévenu »), or clear the mark (extension of SPEC §7)',
        description:
          'Body `{ "notified": true }` sets notifiedAt to now (kept if already set), `{ "notified": false }` ' +
          'clears it; answers the assigned reward. The merchant sets it: the reward reaches its author ' +
          'outside merci (a comment, a private message). A missing or non-boolean `notified` answers 422 ' +
          'with a violation on notified; another shop’s reward 404.',
      },
    },
    async (request) => {
      const id = paramId(request);
      const shopId = request.ownShopId();
      const owned = await ctx.db
        .selectFrom('discount')
        .select(['id', 'notified_at'])
        .where('id', '=', id)
        .where('shop_id', '=', shopId)
        .executeTakeFirst();
      if (!owned) throw notFound();
      const { notified } = bodyOf(request);
      if (typeof notified !== 'boolean') {
        throw unprocessable('errors.validation', [
          {
            propertyPath: 'notified',
            message: notified === undefined ? 'errors.required' : 'errors.invalid_type',
          },
        ]);
      }
      // Marking twice keeps the first moment the author was told.
      const notifiedAt = notified ? (owned.notified_at ?? ctx.now().toISOString()) : null;
      await ctx.db
        .updateTable('discount')
        .set({ notified_at: notifiedAt })
        .where('id', '=', id)
        .where('shop_id', '=', shopId)
        .execute();
      const resource = await discountWithPermalink(ctx.db, id);
      if (!resource) throw notFound();
      return resource;
    },
  );
}

/** Configured rewards, assignment and assigned rewards. */
export const rewardRoutes: FastifyPluginAsync = async (app) => {
  configRewardRoutes(app);
  assignmentRoutes(app);
  assignedRewardRoutes(app);
};
