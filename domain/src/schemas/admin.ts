import { array, mixed, object, string, type InferType } from 'yup';
import {
  REWARD_TYPES,
  SUBSCRIPTION_INTERVALS,
  SUBSCRIPTION_OFFER_TYPES,
  type RewardType,
  type SubscriptionInterval,
  type SubscriptionOfferType,
} from '../constants.js';
import { limited } from './textLimit.js';

export const ADMIN_ERRORS = {
  offerType: 'admin.form.offer_type.error',
  subscriptionType: 'admin.form.subscription_type.error',
  discountTypes: 'admin.form.discount_types.error',
  reason: 'admin.form.reason.error',
} as const;

const E = ADMIN_ERRORS;

/**
 * Validating a shop or changing its plan: an offer, its interval and at least one allowed
 * reward type (the offer's own limit on their number is checked by the API, which knows it).
 */
export const shopPlanSchema = object({
  offerType: mixed<SubscriptionOfferType>()
    .oneOf(SUBSCRIPTION_OFFER_TYPES, E.offerType)
    .required(E.offerType),
  subscriptionType: mixed<SubscriptionInterval>()
    .oneOf(SUBSCRIPTION_INTERVALS, E.subscriptionType)
    .required(E.subscriptionType),
  discountTypes: array(mixed<RewardType>().oneOf(REWARD_TYPES, E.discountTypes).defined())
    .min(1, E.discountTypes)
    .required(E.discountTypes)
    .test('distinct', E.discountTypes, (types) => new Set(types).size === types.length),
});

export type ShopPlanValues = InferType<typeof shopPlanSchema>;

/** Suspending or reinstating a shop: the reason the owner will read. */
export const shopReasonSchema = object({
  reason: limited(string().trim(), 'adminReason').required(E.reason),
});

export type ShopReasonValues = InferType<typeof shopReasonSchema>;
