import { useIntl } from 'react-intl';
import { Alert } from '@merci/ui-kit';
import { RouterLink } from '../../lib/routing/RouterLink';
import { automationsPaths } from './automationsQuery';

/** Id of the alert, for the controls it explains (`aria-describedby`). */
export const PLAN_ALERT_ID = 'automations-plan';

/**
 * SPEC §1: the private-message automation comes with the Advanced plan. Shown to a shop whose plan
 * lacks it, with the way to the plans.
 */
export function PlanAlert() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Alert
      id={PLAN_ALERT_ID}
      tone="info"
      title={t('automations.plan.title')}
      message={
        <>
          {t('automations.plan.message')}{' '}
          <RouterLink href={automationsPaths.offer}>{t('automations.plan.link')}</RouterLink>
        </>
      }
    />
  );
}
