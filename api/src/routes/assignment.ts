/**
 * Reward assignment (SPEC §4, §7): the merchant retains a publication (the product), then attaches
 * a reward to it (approve): a configured reward or a custom one-off reward.
 *
 * Every route is checked against the caller's shop: another shop's product or publication answers
 * 404, exactly as one that does not exist.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import {
  REWARD_ERRORS,
  REWARD_TYPES,
  rewardAssignmentSchema,
  rewardCommentText,
  rewardName,
  type RewardAssignmentContext,
  type RewardType,
} from '@merci/domain';
import type { Database, SocialContentRow } from '../db/schema.js';
import { conflict, notFound, unprocessable, type Violation } from '../http/errors.js';
import { idParam } from '../http/params.js';
import { CONFIG_COLLECTION_BY_TYPE, discountResource, productResource } from '../resources.js';
import { assignReward, type RewardData } from '../rewards/assignment.js';
import {
  REWARD_PROBLEMS,
  REWARD_VIOLATIONS,
  assertOwnShopReference,
  checkDates,
  checkInteger,
  referenceId,
  rewardTextColumns,
  rewardValueInputs,
  shopDiscountTypes,
  validated,
  type RewardBody,
} from '../rewards/requests.js';
import { productApproveSchema, productCreateSchema } from './assignment.schemas.js';

/**
 * The suggested comment under a rewarded post (SPEC §2), in French, the product's default; the
 * dashboard's `social.assign.comment_template` says the same.
 */
export const REWARD_COMMENT_TEMPLATE =
  'Merci {username} ! Votre récompense « {reward} » vous attend : retrouvez-la dans l’app merci.';

/** The content, if it belongs to one of the shop's social accounts. */
async function ownContent(
  db: Kysely<Database>,
  shopId: number,
  contentId: number,
): Promise<SocialContentRow | undefined> {
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
  body: RewardBody,
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
    ...rewardValueInputs(violations, body, {
      startAt: body.validity_start_at ?? body.validityStartAt,
      endAt: body.validity_end_at ?? body.validityEndAt,
    }),
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
      ...rewardTextColumns(values),
      type,
      place: values.place,
      amount_in_percent: type === 'percent' ? (values.percent ?? null) : null,
    },
  };
}

/** Retain a publication, then attach its reward. */
export const assignmentRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  const tags = ['reward assignment'];

  app.post<{ Body: RewardBody }>(
    '/products',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Retain a publication: the product a reward is then approved on',
        ...productCreateSchema,
      },
    },
    async (request, reply) => {
      const body = request.body;
      const shopId = assertOwnShopReference(request, body.shop);
      const contentId = referenceId(body.socialContent, ['social_content_instagrams', 'social_contents']);
      if (contentId == null) {
        throw unprocessable(REWARD_PROBLEMS.assign, [
          { propertyPath: 'socialContent', message: REWARD_VIOLATIONS.socialContent },
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

  app.put<{ Params: { id: string }; Body: RewardBody }>(
    '/products/:id/approve',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          'Attach a reward to the product’s publication: one per publication, within the quota and the reward’s quantity',
        ...productApproveSchema,
      },
    },
    async (request) => {
      const productId = idParam(request.params.id);
      const body = request.body;
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

      const assignment = {
        shopId,
        configDiscountId: 'configDiscountId' in reward ? reward.configDiscountId : undefined,
        username: content.author_username,
      };
      const discount = await ctx.commerce.assign(assignment, (trx, storeDiscount) =>
        assignReward(trx, {
          shopId,
          content,
          productId: product.id,
          reward,
          now,
          signClaim: ctx.claimLinks.sign,
          storeDiscount,
        }),
      );
      const name =
        rewardName({ ...discount.row, percent: discount.row.amount_in_percent }) ?? discount.row.type;

      return {
        ...discountResource(discount.row, content.permalink),
        comment: rewardCommentText(
          content.author_username,
          REWARD_COMMENT_TEMPLATE,
          // A given reward always has a description, a percent or a code (the assignment's rules);
          // an online store's unique code is the ambassador's own, so the comment names it too.
          discount.row.external_discount_id && discount.row.code && name !== discount.row.code
            ? `${name} (code ${discount.row.code})`
            : name,
        ),
        claimLink: `${ctx.publicUrl}${ctx.apiPrefix}/customer/discounts/use_request?token=${encodeURIComponent(discount.token)}`,
      };
    },
  );
};
