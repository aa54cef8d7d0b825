import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { planIncludesAutomation } from '@merci/domain';
import { Button, Heading, Icon, Inline, Stack, Text } from '@merci/ui-kit';
import { SHOP_SUSPENDED, isSuspended } from '../../lib/owner/suspension';
import { ShopLoadError } from '../../lib/owner/ShopLoadError';
import { useOwnShop } from '../../lib/owner/useOwner';
import { RouterLink } from '../../lib/routing/RouterLink';
import { AutomationsTable } from './AutomationsTable';
import { automationsPaths, readAutomationsPage, writeAutomationsPage } from './automationsQuery';
import { PLAN_ALERT_ID, PlanAlert } from './PlanAlert';

/** Names the reason beside the disabled create buttons of a suspended shop. */
const SUSPENDED_REASON_ID = 'automations-suspended';

/**
 * /automations (SPEC §2): the story private-message automations of the shop, 10 a page with the
 * page in the URL, and the button to create one. A plan without the automation (SPEC §1: it comes
 * with Advanced) says so and offers the plans instead of the create button; a suspended shop sees
 * the button disabled, the reason under it.
 */
export function AutomationsPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { shopId, shop, isFailed } = useOwnShop();
  const [params, setParams] = useSearchParams();
  const page = readAutomationsPage(params);
  // Until the shop is known, nothing is refused: the create button waits for it.
  const isPlanIncluded = shop === undefined || planIncludesAutomation(shop.subscriptionOfferType);
  const suspended = isSuspended(shop);
  const blockedBy = [suspended ? SUSPENDED_REASON_ID : null, isPlanIncluded ? null : PLAN_ALERT_ID]
    .filter(Boolean)
    .join(' ');

  return (
    <Stack gap={6}>
      <Inline gap={4} justify="between" align="end" wrap="wrap">
        <Stack gap={2}>
          <Heading level={1} size="xxl">
            {t('automations.title')}
          </Heading>
          <Text tone="muted">{t('automations.subtitle')}</Text>
        </Stack>
        {shop && isPlanIncluded && !suspended ? (
          <Button as={RouterLink} href={automationsPaths.add} startIcon={<Icon name="plus" />}>
            {t('automations.create')}
          </Button>
        ) : (
          <Button startIcon={<Icon name="plus" />} disabled aria-describedby={blockedBy || undefined}>
            {t('automations.create')}
          </Button>
        )}
      </Inline>
      {suspended ? (
        <Text tone="danger" size="sm" id={SUSPENDED_REASON_ID}>
          {t(SHOP_SUSPENDED)}
        </Text>
      ) : null}
      {/* Without the shop, its plan is unknown: creating waits for a retry. */}
      {isFailed ? <ShopLoadError shopId={shopId} /> : null}
      {isPlanIncluded ? null : <PlanAlert />}
      <AutomationsTable
        shopId={shopId}
        shop={shop}
        page={page}
        onPageChange={(next) => setParams(writeAutomationsPage(next), { preventScrollReset: true })}
        isPlanIncluded={isPlanIncluded}
      />
    </Stack>
  );
}
