import { data, redirect, type LoaderFunctionArgs } from 'react-router-dom';
import type { ConfigReward } from '@merci/domain';
import { ApiError } from '../../lib/api/client';
import { isSignedIn } from '../../lib/session/session';
import { getConfigReward } from './rewardsApi';
import { rewardTypeOf } from './rewardsQuery';

/** `/rewards/{type}/add`: a type outside percent, code, voucher, other is not found. */
export function rewardTypeLoader({ params }: LoaderFunctionArgs) {
  if (!rewardTypeOf(params.type)) throw data(null, { status: 404 });
  return null;
}

/**
 * `/rewards/{type}/{id}`: the configured reward is loaded before the page renders (SPEC §2). Any
 * failure is the route error of SPEC §8: status 500 with config_reward.errors.get, which the
 * error screen toasts ('Accès à la récompense impossible.').
 */
export async function configRewardLoader({ params }: LoaderFunctionArgs): Promise<ConfigReward> {
  const type = rewardTypeOf(params.type);
  if (!type || !/^[1-9]\d{0,9}$/.test(params.id ?? '')) throw data(null, { status: 404 });
  // Without a session the layout sends the visitor to /signin; the call would only fail.
  if (!isSignedIn()) throw redirect('/signin');
  try {
    return await getConfigReward(type, Number(params.id));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw redirect('/signin');
    throw new ApiError(500, 'config_reward.errors.get');
  }
}
