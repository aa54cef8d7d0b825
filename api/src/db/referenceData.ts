/**
 * The rows every deployment needs, production included: the shop categories of the sign-up form
 * and the subscription offers.
 */
import type { Kysely } from 'kysely';
import { PLAN_LOYALTY_QUOTA } from '@merci/domain';
import type { Database } from './schema.js';

export const CATEGORIES = [
  'Mode & accessoires',
  'Beauté & bien-être',
  'Restaurant & café',
  'Épicerie fine',
  'Maison & décoration',
  'Sport & loisirs',
  'Librairie & papeterie',
  'Autre',
];

/** Plans of SPEC §1. Amounts in euro cents; the product does not show them on the landing page. */
const OFFERS = [
  {
    type: 'basic',
    kind: 'collect',
    loyalty_quota: PLAN_LOYALTY_QUOTA.basic,
    reward_type_limit: 1,
    features: ['offer.feature.communication_kit', 'offer.feature.web_page'],
    monthly_amount: 2900,
    annual_amount: 29000,
  },
  {
    type: 'pro',
    kind: 'loyalty',
    loyalty_quota: PLAN_LOYALTY_QUOTA.pro,
    reward_type_limit: 2,
    features: ['offer.feature.communication_kit', 'offer.feature.web_page', 'offer.feature.mailing'],
    monthly_amount: 5900,
    annual_amount: 59000,
  },
  {
    type: 'advanced',
    kind: 'all',
    loyalty_quota: PLAN_LOYALTY_QUOTA.advanced,
    reward_type_limit: 4,
    features: [
      'offer.feature.communication_kit',
      'offer.feature.web_page',
      'offer.feature.mailing',
      'offer.feature.automation',
    ],
    monthly_amount: 9900,
    annual_amount: 99000,
  },
  {
    type: 'enterprise',
    kind: 'all',
    loyalty_quota: null,
    reward_type_limit: null,
    features: [
      'offer.feature.communication_kit',
      'offer.feature.web_page',
      'offer.feature.mailing',
      'offer.feature.automation',
      'offer.feature.support',
    ],
    monthly_amount: 24900,
    annual_amount: 249000,
  },
];

/**
 * What every deployment needs, production included: the shop categories and the subscription
 * offers, inserted when missing. Rows already there stay as they are, and several processes
 * starting at once insert each row once.
 */
export async function seedReferenceData(db: Kysely<Database>): Promise<void> {
  for (const name of CATEGORIES) {
    await db
      .insertInto('category')
      .values({ name })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
  }
  for (const offer of OFFERS) {
    await db
      .insertInto('subscription_offer')
      .values({ ...offer, features: JSON.stringify(offer.features) })
      .onConflict((conflict) => conflict.column('type').doNothing())
      .execute();
  }
}
