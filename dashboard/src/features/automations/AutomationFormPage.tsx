import { useIntl } from 'react-intl';
import { useLoaderData } from 'react-router-dom';
import { planIncludesAutomation, type Automation } from '@merci/domain';
import { Alert, Card, Heading, Spinner, Stack, Text } from '@merci/ui-kit';
import { ShopLoadError } from '../../lib/owner/ShopLoadError';
import { useOwnShop } from '../../lib/owner/useOwner';
import { AutomationForm } from './AutomationForm';
import { FormColumn } from './AutomationsPage.styles';
import { PlanAlert } from './PlanAlert';
import { useAutomationText } from './useAutomationText';

export { AutomationError } from './AutomationError';
export { automationLoader } from './automationLoaders';

/** When the automation's next story message goes (SPEC §9: 30 minutes before the story expires). */
function NextMessages({ automation }: { automation: Automation }) {
  const intl = useIntl();
  const text = useAutomationText();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  let message: string;
  if (automation.suspendedAt !== null) message = t('automations.next.suspended');
  else if (automation.nextDueAt)
    message = t('automations.next.due', { date: text.dateTime(automation.nextDueAt) });
  else message = t('automations.next.none');
  return (
    <Alert
      tone="info"
      title={t('automations.next.title')}
      message={`${message} ${t('automations.next.sent', { count: automation.sentCount })}`}
    />
  );
}

function AutomationScreen({ titleKey, automation }: { titleKey: string; automation?: Automation }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { shopId, shop, isFailed } = useOwnShop();

  return (
    <FormColumn>
      <Stack gap={5}>
        <Stack gap={2}>
          <Heading level={1} size="xxl" id="automation-form-title">
            {t(titleKey)}
          </Heading>
          <Text tone="muted">{t('automations.form.subtitle')}</Text>
        </Stack>
        {shop && !planIncludesAutomation(shop.subscriptionOfferType) ? <PlanAlert /> : null}
        {automation ? <NextMessages automation={automation} /> : null}
        <Card>
          {shop ? (
            <AutomationForm
              key={automation ? `edit-${automation.id}` : 'add'}
              shop={shop}
              automation={automation}
            />
          ) : isFailed ? (
            <ShopLoadError shopId={shopId} />
          ) : (
            <Spinner label={t('app.loading')} />
          )}
        </Card>
      </Stack>
    </FormColumn>
  );
}

/** /automations/add: a new automation. */
export function AutomationCreatePage() {
  return <AutomationScreen titleKey="automations.form.title_create" />;
}

/** /automations/{id}: the automation loaded before render, to edit. */
export function AutomationEditPage() {
  const automation = useLoaderData<Automation>();
  return <AutomationScreen titleKey="automations.form.title_update" automation={automation} />;
}
