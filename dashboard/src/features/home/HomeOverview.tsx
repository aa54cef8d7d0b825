import { useIntl } from 'react-intl';
import type { Shop } from '@merci/domain';
import {
  Accordion,
  Button,
  Card,
  Grid,
  Heading,
  Icon,
  Stack,
  StatCard,
  Text,
  type IconName,
} from '@merci/ui-kit';
import { useLocale } from '../../i18n/I18nProvider';
import { RouterLink } from '../../lib/routing/RouterLink';
import { CustomerContentsCard } from './CustomerContentsCard';
import { FAQ_ITEM_COUNT, faqKeys } from './faq';
import { LatestRewardsCard } from './LatestRewardsCard';
import { RecentRewardsCard } from './RecentRewardsCard';

export interface HomeOverviewProps {
  shopId: number | undefined;
  shop: Shop | undefined;
  /** The shop could not be loaded (the home says so above): nothing of it to count. */
  isFailed: boolean;
}

/**
 * What the home shows under the to-do (SPEC §2): the two action cards, the reward counters, the
 * latest customer pictures, the latest configured rewards, the recent rewards and the FAQ. Its
 * code is fetched once the to-do is on screen (HomePage), so the to-do's first paint waits for
 * none of it.
 */
export function HomeOverview({ shopId, shop, isFailed }: HomeOverviewProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  return (
    <Stack gap={7}>
      <Grid columns={{ xs: 1, md: 2 }} gap={5}>
        {ACTIONS.map((action) => (
          <ActionCard key={action.name} {...action} />
        ))}
      </Grid>

      {/* The counters are the shop's: without it, nothing to count (the error says why). */}
      {isFailed ? null : (
        <Grid columns={{ xs: 1, sm: 2 }} gap={5}>
          {/* StatCard shows '-' for 0 (SPEC §2 home counters). */}
          <StatCard
            label={t('home.counters.total')}
            value={shop?.discountCount ?? 0}
            locale={locale}
            icon={<Icon name="gift" />}
          />
          <StatCard
            label={t('home.counters.month')}
            value={shop?.discountMonthCount ?? 0}
            locale={locale}
            icon={<Icon name="chart" />}
          />
        </Grid>
      )}

      <CustomerContentsCard shopId={shopId} />
      <LatestRewardsCard shopId={shopId} shop={shop} />
      <RecentRewardsCard shopId={shopId} />

      <Stack gap={4} as="section" aria-labelledby="home-faq">
        <Heading level={2} size="xl" id="home-faq">
          {t('home.faq.title')}
        </Heading>
        <Accordion
          type="single"
          items={faqKeys(FAQ_ITEM_COUNT[locale]).map((item) => ({
            id: item.id,
            title: t(item.questionKey),
            content: t(item.answerKey),
          }))}
        />
      </Stack>
    </Stack>
  );
}

/** The home's two ways in, in this order; their texts are `home.actions.<name>.*`. */
const ACTIONS: ActionCardProps[] = [
  { name: 'rewards', href: '/rewards', icon: 'gift' },
  { name: 'contents', href: '/instagram/contents', icon: 'instagram', variant: 'secondary' },
];

interface ActionCardProps {
  name: 'rewards' | 'contents';
  href: string;
  icon: IconName;
  variant?: 'secondary';
}

/** One of the home's two ways in: its title, a line on what it is for, the button there. */
function ActionCard({ name, href, icon, variant }: ActionCardProps) {
  const intl = useIntl();
  const id = `home-card-${name}`;
  return (
    <Card as="section" aria-labelledby={id}>
      <Stack gap={3} align="start">
        <Heading level={2} size="lg" id={id}>
          {intl.formatMessage({ id: `home.actions.${name}.title` })}
        </Heading>
        <Text tone="muted">{intl.formatMessage({ id: `home.actions.${name}.text` })}</Text>
        <Button as={RouterLink} href={href} variant={variant} startIcon={<Icon name={icon} />}>
          {intl.formatMessage({ id: `home.actions.${name}.cta` })}
        </Button>
      </Stack>
    </Card>
  );
}
