/**
 * The online store's side of the data (docs/adr/037), for the stories and tests that show it:
 * configured rewards with unique codes, and rewards given with them that an order used.
 */
import { uniqueCode, type AssignedReward, type ConfigReward } from '@merci/domain';
import { SHOP_ID, USER_ID } from './fixtures';

/**
 * A unique code made by the domain's rule, as the API makes it, with a draw taken from the
 * reward's id so that stories stay the same from one run to the next.
 */
export function uniqueCodeOf(username: string, id: number): string {
  let index = 0;
  return uniqueCode(username, (max) => (id * 7 + index++ * 11) % max);
}

/**
 * Two configured rewards with one code per ambassador, both online: 10 € off with a code, and
 * 15 % off with a code. Newer than the full seed's five.
 */
export function uniqueCodeConfigFixtures(): ConfigReward[] {
  const base = {
    place: 'online',
    validity_start_at: null,
    validity_end_at: null,
    quantity: null,
    quantityRemaining: null,
    shop: `/shops/${SHOP_ID}`,
    createdBy: `/users/${USER_ID}`,
    uniqueCodes: true,
  } as const;
  return [
    {
      ...base,
      '@id': '/config_discount_percents/7',
      '@type': 'ConfigDiscount',
      id: 7,
      type: 'percent',
      socialContentTypes: ['feed', 'reels'],
      code: null,
      percent: 15,
      amount: null,
      description: '15 % sur toute la boutique',
      quantityAllocated: 6,
      quantityUsed: 5,
      createdAt: '2026-05-12T08:00:00.000Z',
    },
    {
      ...base,
      '@id': '/config_discount_codes/6',
      '@type': 'ConfigDiscount',
      id: 6,
      type: 'code',
      socialContentTypes: ['feed', 'reels', 'story'],
      code: null,
      percent: 0,
      amount: 10,
      description: '10 € avec votre code',
      quantityAllocated: 8,
      quantityUsed: 8,
      createdAt: '2026-05-10T08:00:00.000Z',
    },
  ];
}

/** [day used (yyyy-MM-dd), ambassador, order total in cents, configured reward], oldest first. */
const SALES: readonly (readonly [string, string, number, 6 | 7])[] = [
  ['2026-06-04', 'hugo_voyage', 4590, 6],
  ['2026-06-19', 'sarah.deco', 8900, 7],
  ['2026-07-08', 'lea.martin', 3250, 6],
  ['2026-08-02', 'chloe.cuisine', 12900, 7],
  ['2026-08-27', 'hugo_voyage', 5400, 6],
  ['2026-09-05', 'lea.martin', 7600, 6],
  ['2026-09-14', 'julien.photo', 2990, 6],
  ['2026-09-29', 'sarah.deco', 6450, 7],
  ['2026-10-06', 'manon_lifestyle', 9900, 7],
  ['2026-10-18', 'lea.martin', 4200, 6],
  ['2026-10-30', 'ines.bijoux', 3500, 6],
  ['2026-11-09', 'hugo_voyage', 15800, 7],
  ['2026-11-21', 'lea.martin', 5990, 6],
];

/**
 * Rewards given with those unique codes and used in an order, newest first: 13 orders from June
 * to November 2026, the last one @lea.martin's #1042 of 59,90 €.
 */
export function salesRewardFixtures(): AssignedReward[] {
  const configs = uniqueCodeConfigFixtures();
  return SALES.map(([day, username, totalCents, configId], index) => {
    const config = configs.find((candidate) => candidate.id === configId) as ConfigReward;
    const id = 60 + index;
    const usedAt = `${day}T15:00:00.000Z`;
    const createdAt = new Date(Date.parse(usedAt) - 2 * 24 * 60 * 60 * 1000).toISOString();
    return {
      '@id': `/discounts/${id}`,
      '@type': 'Discount',
      id,
      username,
      mediaId: 900 + index,
      mediaType: 'image',
      createdAt,
      type: config.type,
      place: 'online',
      description: config.description,
      code: uniqueCodeOf(username, id),
      amount_in_percent: config.type === 'percent' ? config.percent : null,
      validity_start_at: null,
      validity_end_at: null,
      status: 'used',
      useRequestedAt: null,
      usedAt,
      refusedAt: null,
      permalink: `https://www.instagram.com/p/MERCI${900 + index}/`,
      configDiscountId: configId,
      notifiedAt: createdAt,
      uniqueCode: true,
      order: { name: `#${1030 + index}`, totalCents, currency: 'EUR' },
    } satisfies AssignedReward;
  }).reverse();
}
