/**
 * Attaching a reward to a publication, shared by the merchant's approval (PUT /products/{id}/approve)
 * and the loyalty automation's story messages: one reward per publication, within the shop's
 * quota and the configured reward's quantity, validity and content types.
 */
import type { Kysely, Transaction } from 'kysely';
import { ONLINE_STORE_ERRORS, REWARD_ERRORS, isWithinValidity, type ContentType } from '@merci/domain';
import { givesUniqueCodes, type StoreDiscount } from '../commerce/storeCodes.js';
import { stopDiscountLater } from '../commerce/tasks.js';
import type { Database, DiscountRow, SocialContentRow } from '../db/schema.js';
import { conflict, forbidden, unprocessable } from '../http/errors.js';
import { parseJsonList } from '../resources.js';
import { hashToken } from '../auth/tokens.js';
import { giveBackQuotaUnit, takeQuotaUnit } from './quota.js';

/** Message keys of the refusals (also the HTTP problems of the approve route). */
export const ASSIGNMENT_PROBLEMS = {
  /** 409: the publication already has a reward; 422: the configured reward does not apply. */
  assign: 'form.reward_form.error',
  quotaExhausted: 'errors.quota_exhausted',
  /** 403: merci's team has not validated the shop yet. */
  notValidated: 'errors.shop_not_validated',
  configExhausted: 'errors.config_discount_exhausted',
} as const;

/** The reward columns of an assigned reward. */
export interface RewardData {
  config_discount_id: number | null;
  type: string;
  place: string;
  code: string | null;
  amount_in_percent: number | null;
  description: string | null;
  validity_start_at: string | null;
  validity_end_at: string | null;
}

export type RewardChoice = { configDiscountId: number } | { custom: Omit<RewardData, 'config_discount_id'> };

export interface AssignRewardInput {
  shopId: number;
  content: Pick<SocialContentRow, 'id' | 'type' | 'media_type' | 'author_username'>;
  productId: number;
  reward: RewardChoice;
  now: Date;
  /** Signs the customer's claim link for the new reward. */
  signClaim: (discountId: number) => string;
  /** The store's single-use code, for a configured reward that gives unique codes (docs/adr/037). */
  storeDiscount?: StoreDiscount | undefined;
}

export const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
};

export const affected = (result: { numUpdatedRows?: bigint; numDeletedRows?: bigint } | undefined) =>
  Number(result?.numUpdatedRows ?? result?.numDeletedRows ?? 0n);

/**
 * Assigns the reward inside the caller's transaction and approves the product. Throws the HTTP
 * problem of the refusal (409 already rewarded, quota or quantity exhausted; 422 configured reward
 * not applicable), which rolls the transaction back.
 */
export async function assignReward(
  trx: Transaction<Database> | Kysely<Database>,
  { shopId, content, productId, reward, now, signClaim, storeDiscount }: AssignRewardInput,
): Promise<{ row: DiscountRow; token: string }> {
  const rewarded = await trx
    .selectFrom('discount')
    .select('id')
    .where('social_content_id', '=', content.id)
    .executeTakeFirst();
  if (rewarded) throw conflict(ASSIGNMENT_PROBLEMS.assign);

  const shop = await trx
    .selectFrom('shop')
    .select(['time_zone', 'validated'])
    .where('id', '=', shopId)
    .executeTakeFirstOrThrow();
  // Until merci's team has validated the shop, it has no plan to reward under.
  if (shop.validated !== 1) throw forbidden(ASSIGNMENT_PROBLEMS.notValidated);

  let data: RewardData;
  if ('configDiscountId' in reward) {
    // Validity dates are days where the shop is.
    const config = await trx
      .selectFrom('config_discount')
      .selectAll()
      .where('id', '=', reward.configDiscountId)
      .where('shop_id', '=', shopId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (
      !config ||
      !isWithinValidity(now, config.validity_start_at, config.validity_end_at, shop.time_zone) ||
      !parseJsonList<ContentType>(config.social_content_types).includes(content.type as ContentType)
    ) {
      throw unprocessable(ASSIGNMENT_PROBLEMS.assign, [
        { propertyPath: 'configDiscountId', message: REWARD_ERRORS.configDiscount },
      ]);
    }
    // Its code is the store's, made for this ambassador: never given without one.
    if (givesUniqueCodes(config) && !storeDiscount) throw conflict(ONLINE_STORE_ERRORS.disconnected);
    data = {
      config_discount_id: config.id,
      type: config.type,
      place: config.place,
      code: givesUniqueCodes(config) && storeDiscount ? storeDiscount.code : config.code,
      amount_in_percent: config.type === 'percent' ? config.percent : null,
      description: config.description,
      validity_start_at: config.validity_start_at,
      validity_end_at: config.validity_end_at,
    };
  } else {
    data = { config_discount_id: null, ...reward.custom };
  }

  // Conditional updates, never read-then-write: on PostgreSQL the row lock and the re-checked
  // condition are what keep concurrent approvals within the quota and the quantity.
  if (!(await takeQuotaUnit(trx, shopId, now))) throw conflict(ASSIGNMENT_PROBLEMS.quotaExhausted);

  if (data.config_discount_id != null) {
    const quantity = await trx
      .updateTable('config_discount')
      .set((eb) => ({ quantity_allocated: eb('quantity_allocated', '+', 1) }))
      .where('id', '=', data.config_discount_id)
      .where((eb) => eb.or([eb('quantity', 'is', null), eb('quantity_allocated', '<', eb.ref('quantity'))]))
      .executeTakeFirst();
    if (affected(quantity) === 0) throw conflict(ASSIGNMENT_PROBLEMS.configExhausted);
  }

  let row: DiscountRow;
  try {
    row = await trx
      .insertInto('discount')
      .values({
        ...data,
        shop_id: shopId,
        product_id: productId,
        social_content_id: content.id,
        username: content.author_username,
        media_type: content.media_type,
        status: 'assigned',
        created_at: now.toISOString(),
        external_discount_id:
          // Stryker disable next-line ConditionalExpression: a store's code is only made for a configured reward, so `storeDiscount` never comes without one
          data.config_discount_id != null && storeDiscount ? storeDiscount.externalId : null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    // The last guard: another approval of this publication committed first.
    if (isUniqueViolation(error)) throw conflict(ASSIGNMENT_PROBLEMS.assign);
    throw error;
  }
  const token = signClaim(row.id);
  await trx
    .updateTable('discount')
    .set({ claim_token_hash: hashToken(token) })
    .where('id', '=', row.id)
    .execute();
  await trx
    .updateTable('product')
    .set({ approved_at: now.toISOString() })
    .where('id', '=', productId)
    .execute();
  return { row, token };
}

/**
 * Takes back a reward that never reached its ambassador (its message could not be sent): the
 * reward, its product, and the quota and quantity it used. A reward whose use the ambassador
 * already requested (or that is used, refused, expired) is kept: the status is checked by the
 * delete itself, so a request that commits while the release waits on the row keeps it too.
 */
export async function releaseReward(
  trx: Transaction<Database> | Kysely<Database>,
  discountId: number,
  now: Date = new Date(),
) {
  const row = await trx
    .deleteFrom('discount')
    .where('id', '=', discountId)
    .where('status', '=', 'assigned')
    .returning(['shop_id', 'product_id', 'config_discount_id', 'created_at', 'external_discount_id'])
    .executeTakeFirst();
  if (!row) return false;
  // Its single-use code in the online store stops too, once this transaction commits.
  if (row.external_discount_id != null) {
    await stopDiscountLater(trx, { shopId: row.shop_id, externalId: row.external_discount_id, now });
  }
  // Stryker disable next-line ConditionalExpression: deleting the product whose id is null deletes no row
  if (row.product_id != null) await trx.deleteFrom('product').where('id', '=', row.product_id).execute();
  await giveBackQuotaUnit(trx, row.shop_id, new Date(row.created_at));
  // Stryker disable next-line ConditionalExpression: updating the configured reward whose id is null updates no row
  if (row.config_discount_id != null) {
    await trx
      .updateTable('config_discount')
      .set((eb) => ({ quantity_allocated: eb('quantity_allocated', '-', 1) }))
      .where('id', '=', row.config_discount_id)
      .where('quantity_allocated', '>', 0)
      .execute();
  }
  return true;
}
