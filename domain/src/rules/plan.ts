import { AUTOMATION_OFFER_TYPES, type SubscriptionOfferType } from '../constants.js';

/** Whether a shop's plan includes the story private-message automation (SPEC §1). */
export function planIncludesAutomation(
  offerType: SubscriptionOfferType | string | null | undefined,
): boolean {
  // Stryker disable next-line ConditionalExpression: no offer type is null or undefined, includes() finds neither
  return offerType != null && (AUTOMATION_OFFER_TYPES as readonly string[]).includes(offerType);
}
