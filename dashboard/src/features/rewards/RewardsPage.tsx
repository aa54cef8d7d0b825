import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { FIRST_PAGE } from '@merci/domain';
import { Heading, Stack, Text } from '@merci/ui-kit';
import { ShopLoadError } from '../../lib/owner/ShopLoadError';
import { useOwnShop } from '../../lib/owner/useOwner';
import { AssignedRewardsTable } from '../../lib/rewards/AssignedRewardsTable';
import { ConfigRewardsTable } from './ConfigRewardsTable';
import { RewardTypePicker } from './RewardTypePicker';
import { readRewardsQuery, writeRewardsQuery, type RewardsQuery } from './rewardsQuery';

/**
 * /rewards (SPEC §2): the reward types to create, the configured rewards and the rewards given
 * to ambassadors. The pages and the status filter live in the URL query.
 */
export function RewardsPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { shopId, shop, isFailed } = useOwnShop();
  const [params, setParams] = useSearchParams();
  const query = readRewardsQuery(params);
  const update = (changes: Partial<RewardsQuery>) =>
    setParams(writeRewardsQuery({ ...query, ...changes }), { preventScrollReset: true });

  return (
    <Stack gap={8}>
      <Stack gap={2}>
        <Heading level={1} size="xxl">
          {t('rewards.title')}
        </Heading>
        <Text tone="muted">{t('rewards.subtitle')}</Text>
      </Stack>
      <RewardTypePicker shop={shop} failure={isFailed ? <ShopLoadError shopId={shopId} /> : null} />
      <ConfigRewardsTable
        shopId={shopId}
        page={query.configPage}
        onPageChange={(configPage) => update({ configPage })}
      />
      <AssignedRewardsTable
        shopId={shopId}
        page={query.page}
        status={query.status}
        onPageChange={(page) => update({ page })}
        // Another filter has other pages: start again from the first.
        onStatusChange={(status) => update({ status, page: FIRST_PAGE })}
      />
    </Stack>
  );
}
