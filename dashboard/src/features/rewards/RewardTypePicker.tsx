import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { REWARD_TYPES, type Shop } from '@merci/domain';
import { Button, Card, Grid, Heading, Icon, RewardTypeBadge, Skeleton, Stack, Text } from '@merci/ui-kit';
import { useRewardText } from '../../lib/rewards/useRewardText';
import { SHOP_SUSPENDED, isSuspended } from '../../lib/owner/suspension';
import { RouterLink } from '../../lib/routing/RouterLink';
import { rewardsPaths } from './rewardsQuery';

/** Names the reason beside the disabled create buttons of a suspended shop. */
const SUSPENDED_REASON_ID = 'rewards-types-suspended';

/**
 * One card per reward type the shop allows (SPEC §2 /rewards), in the domain's order, each with a
 * 'Créer' button to /rewards/{type}/add. Each card is a region named by its type, so that the
 * four 'Créer' buttons are told apart. While the shop is suspended the buttons are disabled, the
 * reason above them. `failure` stands in for the cards when the shop (which says the types) could
 * not be loaded.
 */
export function RewardTypePicker({ shop, failure }: { shop: Shop | undefined; failure?: ReactNode }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const text = useRewardText();
  const types = REWARD_TYPES.filter((type) => shop?.discountTypes.includes(type));
  const suspended = isSuspended(shop);

  return (
    <Stack as="section" gap={4} aria-labelledby="rewards-types-title">
      <Stack gap={1}>
        <Heading level={2} size="xl" id="rewards-types-title">
          {t('rewards.types.title')}
        </Heading>
        <Text tone="muted">{t('rewards.types.subtitle')}</Text>
      </Stack>
      {!shop && failure ? (
        failure
      ) : !shop ? (
        <Grid
          columns={{ xs: 1, sm: 2, xl: 4 }}
          gap={4}
          role="status"
          aria-busy="true"
          aria-label={t('app.loading')}
        >
          {REWARD_TYPES.map((type) => (
            <Skeleton key={type} variant="rect" height={168} />
          ))}
        </Grid>
      ) : types.length === 0 ? (
        <Text tone="muted">{t('rewards.types.none')}</Text>
      ) : (
        <Stack gap={3}>
          {suspended ? (
            <Text tone="danger" size="sm" id={SUSPENDED_REASON_ID}>
              {t(SHOP_SUSPENDED)}
            </Text>
          ) : null}
          <Grid as="ul" columns={{ xs: 1, sm: 2, xl: 4 }} gap={4} aria-labelledby="rewards-types-title">
            {types.map((type) => (
              <Card as="li" key={type} aria-labelledby={`rewards-type-${type}`}>
                <Stack gap={3} align="start">
                  <RewardTypeBadge type={type} label={text.typeLabel(type)} id={`rewards-type-${type}`} />
                  <Text tone="muted" size="sm">
                    {t(`rewards.types.${type}.description`)}
                  </Text>
                  {suspended ? (
                    <Button
                      size="sm"
                      startIcon={<Icon name="plus" />}
                      disabled
                      aria-describedby={`rewards-type-${type} ${SUSPENDED_REASON_ID}`}
                    >
                      {t('rewards.types.create')}
                    </Button>
                  ) : (
                    <Button
                      as={RouterLink}
                      href={rewardsPaths.add(type)}
                      size="sm"
                      startIcon={<Icon name="plus" />}
                      aria-describedby={`rewards-type-${type}`}
                    >
                      {t('rewards.types.create')}
                    </Button>
                  )}
                </Stack>
              </Card>
            ))}
          </Grid>
        </Stack>
      )}
    </Stack>
  );
}
