import { ItemLoadError } from '../../lib/routing/ItemLoadError';
import { automationsPaths } from './automationsQuery';

/** The route error of /automations/{id} (automation.errors.get, SPEC §8). */
export function AutomationError() {
  return (
    <ItemLoadError
      icon="zap"
      unavailableKey="automations.unavailable"
      listHref={automationsPaths.list}
      backKey="automations.back_to_list"
    />
  );
}
