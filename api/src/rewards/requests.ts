/**
 * What the reward routes (configured rewards, assignment, assigned rewards) share: their problem
 * keys, how they read a reward's values from a body, and the shop facts those values are checked
 * against.
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ValidationError } from 'yup';
import { REWARD_ERRORS, positiveId, type RewardType } from '@merci/domain';
import type { Database } from '../db/schema.js';
import { notFound, violationsOf, type Violation } from '../http/errors.js';
import { parseJsonList } from '../resources.js';
import { ASSIGNMENT_PROBLEMS } from './assignment.js';

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
export const REWARD_VIOLATIONS = {
  validityDate: 'reward.fields.validity.invalid',
  socialContent: 'form.reward_form.social_content.error',
} as const;

/** A reward body: an object (its JSON schema says so), its values checked by the domain's rules. */
export type RewardBody = Record<string, unknown>;
type Db = Kysely<Database>;

/**
 * The id in a reference sent as an IRI (`/shops/1`, also with the API prefix) or a bare id.
 * `undefined` when absent, `null` when it cannot be an id of that collection.
 */
export function referenceId(value: unknown, collections: readonly string[]): number | null | undefined {
  if (value == null || value === '') return undefined;
  if (typeof value === 'number') return positiveId(value) ?? null;
  if (typeof value !== 'string') return null;
  const match = /^(?:(?:\/[a-z]+)?\/([a-z_]+)\/)?(\d+)$/.exec(value);
  if (!match || (match[1] !== undefined && !collections.includes(match[1]))) return null;
  return positiveId(match[2]) ?? null;
}

/** The `shop` of a body, when sent, must be the caller's own shop: anything else is not found. */
export function assertOwnShopReference(request: FastifyRequest, value: unknown, message?: string): number {
  const shopId = request.ownShopId();
  const referenced = referenceId(value, ['shops']);
  if (referenced !== undefined && referenced !== shopId) throw notFound(message);
  return shopId;
}

/** Text-like inputs: strings and numbers as given, blank as absent; anything else is invalid. */
export function scalar(
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

/**
 * The values every reward has, as the domain schemas read them; a value of the wrong kind is a
 * violation. The validity dates are given by the caller: each route has its own preferred spelling.
 */
export function rewardValueInputs(
  violations: Violation[],
  body: RewardBody,
  validity: { startAt: unknown; endAt: unknown },
) {
  const E = REWARD_ERRORS;
  return {
    code: scalar(violations, 'code', E.code, body.code),
    percent: scalar(violations, 'percent', E.percent, body.percent),
    description: scalar(violations, 'description', E.description, body.description),
    validityStartAt: scalar(violations, 'validityStartAt', REWARD_VIOLATIONS.validityDate, validity.startAt),
    validityEndAt: scalar(violations, 'validityEndAt', REWARD_VIOLATIONS.validityDate, validity.endAt),
  };
}

const blankToNull = (value: string | null | undefined) => {
  const text = value?.trim();
  return text ? text : null;
};

/** The texts of validated reward values as their columns hold them: blank is null. */
export function rewardTextColumns(values: {
  code?: string | null;
  description?: string | null;
  validityStartAt?: string | null;
  validityEndAt?: string | null;
}) {
  return {
    code: blankToNull(values.code),
    description: blankToNull(values.description),
    validity_start_at: blankToNull(values.validityStartAt),
    validity_end_at: blankToNull(values.validityEndAt),
  };
}

/** yup's violations merged with ours, one per field, first one wins. */
function addViolations(violations: Violation[], more: Violation[]) {
  for (const violation of more) {
    if (!violations.some((existing) => existing.propertyPath === violation.propertyPath)) {
      violations.push(violation);
    }
  }
}

export async function validated<T>(
  violations: Violation[],
  validate: () => Promise<T>,
): Promise<T | undefined> {
  try {
    return await validate();
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    addViolations(violations, violationsOf(error));
    return undefined;
  }
}

/** Validity dates must also be dates (the interval rule alone lets two unreadable texts through). */
export function checkDates(violations: Violation[], dates: Record<string, unknown>) {
  for (const [propertyPath, value] of Object.entries(dates)) {
    if (typeof value === 'string' && value.trim() !== '' && Number.isNaN(Date.parse(value.trim()))) {
      addViolations(violations, [{ propertyPath, message: REWARD_VIOLATIONS.validityDate }]);
    }
  }
}

export function checkInteger(violations: Violation[], propertyPath: string, message: string, value: unknown) {
  if (typeof value === 'number' && !Number.isInteger(value)) {
    addViolations(violations, [{ propertyPath, message }]);
  }
}

/** The shop's time zone: validity dates are days there. */
export async function shopTimeZone(db: Db, shopId: number): Promise<string> {
  const shop = await db.selectFrom('shop').select('time_zone').where('id', '=', shopId).executeTakeFirst();
  if (!shop) throw notFound();
  return shop.time_zone;
}

/** The reward types the shop's plan allows. */
export async function shopDiscountTypes(db: Db, shopId: number): Promise<RewardType[]> {
  const shop = await db
    .selectFrom('shop')
    .select('discount_types')
    .where('id', '=', shopId)
    .executeTakeFirst();
  if (!shop) throw notFound();
  return parseJsonList<RewardType>(shop.discount_types);
}
