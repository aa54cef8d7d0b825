import { useIntl } from 'react-intl';
import { useLoaderData, useParams } from 'react-router-dom';
import type { ConfigReward } from '@merci/domain';
import { Card, Heading, Spinner, Stack, Text } from '@merci/ui-kit';
import { ShopLoadError } from '../../lib/owner/ShopLoadError';
import { useOwnShop } from '../../lib/owner/useOwner';
import { ConfigRewardForm } from './ConfigRewardForm';
import { FormColumn } from './RewardsPage.styles';
import { rewardTypeOf } from './rewardsQuery';

export { ConfigRewardError } from './ConfigRewardError';
export { configRewardLoader, rewardTypeLoader } from './rewardLoaders';

function ConfigRewardScreen({ titleKey, reward }: { titleKey: string; reward?: ConfigReward }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { type } = useParams();
  const { user, shopId, shop, isFailed } = useOwnShop();
  const presetType = rewardTypeOf(type);

  return (
    <FormColumn>
      <Stack gap={5}>
        <Stack gap={2}>
          <Heading level={1} size="xxl" id="config-reward-title">
            {t(titleKey)}
          </Heading>
          <Text tone="muted">{t('config_reward.form.subtitle')}</Text>
        </Stack>
        <Card>
          {user && shop ? (
            <ConfigRewardForm
              // A new reward's form starts again when the type in the path changes.
              key={reward ? `edit-${reward.id}` : `add-${type ?? ''}`}
              shop={shop}
              userIri={user['@id']}
              reward={reward}
              presetType={presetType && shop.discountTypes.includes(presetType) ? presetType : null}
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

/** /rewards/{type}/add: a new configured reward, its type preset from the path (SPEC §2). */
export function ConfigRewardCreatePage() {
  return <ConfigRewardScreen titleKey="config_reward.form.title_create" />;
}

/** /rewards/{type}/{id}: the configured reward loaded before render, to edit (SPEC §2). */
export function ConfigRewardEditPage() {
  const reward = useLoaderData<ConfigReward>();
  return <ConfigRewardScreen titleKey="config_reward.form.title_update" reward={reward} />;
}
