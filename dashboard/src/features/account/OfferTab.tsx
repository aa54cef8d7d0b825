import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { SubscriptionInterval } from '@merci/domain';
import { Alert, Button, Card, Grid, Heading, Inline, Spinner, Stack, StatusBadge, Text } from '@merci/ui-kit';
import { ShopLoadError } from '../../lib/owner/ShopLoadError';
import { useOwnShop } from '../../lib/owner/useOwner';
import { useSubscriptionOffers } from '../../lib/offers/offersApi';
import { FeatureList, Price } from './OfferTab.styles';

/** /account/offer: the plans with monthly or annual prices in euros, the shop's own marked. */
export function OfferTab() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { shopId, shop, isFailed } = useOwnShop();
  const { offers, error, isLoading } = useSubscriptionOffers();
  const [interval, setInterval] = useState<SubscriptionInterval>(shop?.subscriptionType ?? 'monthly');

  if (isLoading) return <Spinner label={t('app.loading')} />;
  if (error || !offers) return <Alert tone="danger" message={t('errors.http')} />;

  const euros = (amount: number) =>
    intl.formatNumber(amount, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  const limit = (value: number | null, key: string) =>
    value == null ? t(`account.offer.${key}.unlimited`) : t(`account.offer.${key}.up_to`, { count: value });

  return (
    <Stack gap={5}>
      {/* The offers show without the shop; which one is the shop's waits for a retry. */}
      {isFailed ? <ShopLoadError shopId={shopId} /> : null}
      <Inline gap={2} role="group" aria-label={t('account.offer.interval')}>
        {(['monthly', 'annual'] as const).map((id) => (
          <Button
            key={id}
            size="sm"
            variant={interval === id ? 'primary' : 'secondary'}
            aria-pressed={interval === id}
            onClick={() => setInterval(id)}
          >
            {t(`account.offer.${id}`)}
          </Button>
        ))}
      </Inline>
      <Grid columns={{ xs: 1, md: 2, xl: 4 }} gap={5}>
        {offers.map((offer) => {
          const price = offer.prices.find((entry) => entry.interval === interval);
          const isCurrent = shop?.subscriptionOfferType === offer.type;
          return (
            <Card as="article" key={offer.id} aria-labelledby={`offer-${offer.type}`}>
              <Stack gap={3}>
                <Inline justify="between" align="center">
                  <Heading level={2} size="lg" id={`offer-${offer.type}`}>
                    {t(`account.offer.plan.${offer.type}`)}
                  </Heading>
                  {isCurrent ? <StatusBadge status="live" label={t('account.offer.current')} /> : null}
                </Inline>
                {price ? (
                  <Price>{t(`account.offer.price.${interval}`, { amount: euros(price.amount) })}</Price>
                ) : null}
                <Text tone="muted" size="sm">
                  {limit(offer.loyaltyQuota, 'contents')} · {limit(offer.rewardTypeLimit, 'types')}
                </Text>
                <FeatureList>
                  {offer.features.map((feature) => (
                    <li key={feature}>{t(feature)}</li>
                  ))}
                </FeatureList>
              </Stack>
            </Card>
          );
        })}
      </Grid>
    </Stack>
  );
}
