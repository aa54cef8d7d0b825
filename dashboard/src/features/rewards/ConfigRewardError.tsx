import { ItemLoadError } from '../../lib/routing/ItemLoadError';
import { rewardsPaths } from './rewardsQuery';

/** The route error of /rewards/{type}/{id} (config_reward.errors.get, SPEC §8). */
export function ConfigRewardError() {
  return (
    <ItemLoadError
      icon="gift"
      unavailableKey="config_reward.unavailable"
      listHref={rewardsPaths.list}
      backKey="config_reward.back_to_list"
    />
  );
}
