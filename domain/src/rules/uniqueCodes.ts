import type { Place, RewardType } from '../constants.js';

/** The reward types whose codes the online store can make one per ambassador (docs/adr/037). */
export const UNIQUE_CODE_TYPES = ['percent', 'code'] as const satisfies readonly RewardType[];

/** Whether a configured reward may have one code per ambassador: used online, a percent or a code. */
export function allowsUniqueCodes(
  place: Place | null | undefined,
  type: RewardType | null | undefined,
): boolean {
  return place === 'online' && (UNIQUE_CODE_TYPES as readonly unknown[]).includes(type);
}
