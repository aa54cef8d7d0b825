import { array, boolean, mixed, number, object, string, type InferType } from 'yup';
import {
  CONTENT_TYPES,
  PLACES,
  REWARD_TYPES,
  type ContentType,
  type Place,
  type RewardType,
} from '../constants.js';
import { allowsUniqueCodes } from '../rules/uniqueCodes.js';
import { validityIntervalError } from '../rules/validity.js';
import { limited } from './textLimit.js';

/** Error keys of the reward forms (SPEC §5). */
export const REWARD_ERRORS = {
  type: 'form.reward_form.type.error',
  code: 'reward.fields.code.error',
  percent: 'reward.fields.percent.error',
  description: 'reward.fields.description.error',
  place: 'reward.fields.place.error',
  validityBlank: 'reward.fields.validity.blank',
  validityInterval: 'reward.fields.validity.interval',
  quantity: 'reward.fields.quantity.error',
  socialContentTypes: 'form.config_reward_form.social_content_type.error',
  configDiscount: 'form.reward_form.config_discount.error',
  uniqueCodes: 'form.reward_form.uniqueCodes.error',
  amount: 'form.reward_form.amount.error',
} as const;

const E = REWARD_ERRORS;

/** Empty inputs arrive as '' from the form: they mean "no value". */
const emptyToUndefined = (value: unknown, original: unknown) =>
  original === '' || original == null ? undefined : value;

/** A validity date field: the interval rule puts the same error on both fields. */
const validityDate = () =>
  limited(string().trim().nullable().optional(), 'validityDate')
    .test('validity-blank', E.validityBlank, function check() {
      const { validityStartAt, validityEndAt } = this.parent as Record<string, string | null | undefined>;
      return validityIntervalError(validityStartAt, validityEndAt) !== 'blank';
    })
    .test('validity-interval', E.validityInterval, function check() {
      const { validityStartAt, validityEndAt } = this.parent as Record<string, string | null | undefined>;
      return validityIntervalError(validityStartAt, validityEndAt) !== 'interval';
    });

const isType =
  (...types: RewardType[]) =>
  (type: unknown) =>
    types.includes(type as RewardType);

/** The fields every reward has: type-dependent code, percent and description, place, validity. */
export const rewardFields = {
  type: mixed<RewardType>().oneOf(REWARD_TYPES, E.type).required(E.type),
  place: mixed<Place>().oneOf(PLACES, E.place).default('online'),
  code: limited(string().trim().nullable(), 'rewardCode').when('type', {
    is: isType('code'),
    then: (schema) => schema.required(E.code),
  }),
  percent: number()
    .transform(emptyToUndefined)
    .typeError(E.percent)
    .nullable()
    .when('type', {
      is: isType('percent'),
      then: (schema) => schema.required(E.percent).moreThan(0, E.percent).max(100, E.percent),
    }),
  description: limited(string().trim().nullable(), 'rewardDescription').when('type', {
    is: isType('voucher', 'other'),
    then: (schema) => schema.required(E.description),
  }),
  validityStartAt: validityDate(),
  validityEndAt: validityDate(),
};

/** A code reward whose codes the online store makes, one per ambassador: no shared code to type. */
const isUniqueCode = (type: unknown, uniqueCodes: unknown) => type === 'code' && uniqueCodes === true;
const isPositive = (value: unknown) => typeof value === 'number' && value > 0;

/**
 * The configured (reusable) reward form. With unique codes (online percent and code rewards,
 * docs/adr/037), a code reward names no code: it gives each code a percent or an amount in the
 * store's currency, one of the two.
 */
export const configRewardSchema = object({
  ...rewardFields,
  code: limited(string().trim().nullable(), 'rewardCode').when(['type', 'uniqueCodes'], {
    is: (type: unknown, uniqueCodes: unknown) => type === 'code' && uniqueCodes !== true,
    then: (schema) => schema.required(E.code),
  }),
  percent: rewardFields.percent.when(['type', 'uniqueCodes'], {
    is: isUniqueCode,
    then: (schema) => schema.min(0, E.percent).max(100, E.percent),
  }),
  uniqueCodes: boolean()
    .typeError(E.uniqueCodes)
    .default(false)
    .test('unique-codes-allowed', E.uniqueCodes, function allowed(uniqueCodes) {
      const { place, type } = this.parent as { place?: Place; type?: RewardType };
      return uniqueCodes !== true || allowsUniqueCodes(place ?? 'online', type);
    }),
  /** The store's currency, e.g. 10 for 10 €; only for a code reward with unique codes. */
  amount: number()
    .transform(emptyToUndefined)
    .typeError(E.amount)
    .nullable()
    .optional()
    .min(0, E.amount)
    .when(['type', 'uniqueCodes'], {
      is: isUniqueCode,
      then: (schema) =>
        schema.test('percent-or-amount', E.amount, function oneValue(amount) {
          const { percent } = this.parent as { percent?: unknown };
          return isPositive(percent) !== isPositive(amount);
        }),
    }),
  socialContentTypes: array(mixed<ContentType>().oneOf(CONTENT_TYPES, E.socialContentTypes).required())
    .required(E.socialContentTypes)
    .min(1, E.socialContentTypes),
  /** Empty means unlimited. */
  quantity: number()
    .transform(emptyToUndefined)
    .typeError(E.quantity)
    .nullable()
    .optional()
    .min(0, E.quantity),
});

export type ConfigRewardValues = InferType<typeof configRewardSchema>;

/** Validation context of the assignment form: the shop's allowed discount types (SPEC §6). */
export interface RewardAssignmentContext {
  allowedTypes?: readonly RewardType[];
}

/**
 * Assigning a reward to a content: either a configured reward (by id) or a custom one-off reward
 * whose type the shop allows.
 */
export const rewardAssignmentSchema = object({
  mode: mixed<'config' | 'custom'>().oneOf(['config', 'custom']).required(E.configDiscount),
  configDiscountId: number()
    .transform(emptyToUndefined)
    .nullable()
    .when('mode', { is: 'config', then: (schema) => schema.required(E.configDiscount) }),
  type: mixed<RewardType>()
    .nullable()
    .when('mode', {
      is: 'custom',
      then: () =>
        rewardFields.type.test('allowed-type', E.type, function allowed(type) {
          const allowedTypes = (this.options.context as RewardAssignmentContext | undefined)?.allowedTypes;
          return !allowedTypes || allowedTypes.includes(type);
        }),
    }),
  place: rewardFields.place,
  code: limited(string().trim().nullable(), 'rewardCode').when(['mode', 'type'], {
    is: (mode: unknown, type: unknown) => mode === 'custom' && type === 'code',
    then: (schema) => schema.required(E.code),
  }),
  percent: number()
    .transform(emptyToUndefined)
    .typeError(E.percent)
    .nullable()
    .when(['mode', 'type'], {
      is: (mode: unknown, type: unknown) => mode === 'custom' && type === 'percent',
      then: (schema) => schema.required(E.percent).moreThan(0, E.percent).max(100, E.percent),
    }),
  description: limited(string().trim().nullable(), 'rewardDescription').when(['mode', 'type'], {
    is: (mode: unknown, type: unknown) => mode === 'custom' && (type === 'voucher' || type === 'other'),
    then: (schema) => schema.required(E.description),
  }),
  validityStartAt: validityDate(),
  validityEndAt: validityDate(),
});

export type RewardAssignmentValues = InferType<typeof rewardAssignmentSchema>;
