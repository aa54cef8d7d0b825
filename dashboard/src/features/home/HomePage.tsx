import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
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
import { ShopLoadError } from '../../lib/owner/ShopLoadError';
import { useCurrentUser, useShop } from '../../lib/owner/useOwner';
import { TitlePlaceholder } from '../../lib/placeholders/TitlePlaceholder';
import { RouterLink } from '../../lib/routing/RouterLink';
import { CustomerContentsCard } from './CustomerContentsCard';
import { FAQ_ITEM_COUNT, faqKeys } from './faq';
import { LatestRewardsCard } from './LatestRewardsCard';
import { RecentRewardsCard } from './RecentRewardsCard';
import { useCustomerContents, useLatestConfigRewards, useRecentAssignedRewards } from './homeApi';
import { TodoSection, useTodoReadiness } from './TodoSection';

/**
 * Home (SPEC §2): greeting, « À traiter » (what is left to do), the two action cards, the reward counters, the latest customer
 * pictures, the latest configured rewards, the recent rewards and the FAQ. The lists load with
 * the shop's id alone; a shop that cannot be loaded is said at the top (SPEC §8), with a retry.
 */
export function HomePage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const { user } = useCurrentUser();
  const shopId = user?.shop?.id;
  const { shop, isFailed } = useShop(shopId);
  const todo = useTodoReadiness(shopId);
  const isRestShown = useShownAfterPaint(
    Boolean(todo.isSettled || isFailed || (user && shopId === undefined)),
  );
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  return (
    <Stack gap={7}>
      <Stack gap={2}>
        {shop || isFailed ? (
          <Heading level={1} size="xxl">
            {shop ? t('home.greeting', { shop: shop.name }) : t('home.greeting_without_shop')}
          </Heading>
        ) : (
          // The greeting names the shop: its place while the shop loads.
          <TitlePlaceholder />
        )}
        <Text tone="muted">{t('home.subtitle')}</Text>
      </Stack>
      {isFailed ? <ShopLoadError shopId={shopId} /> : null}

      {/* What is left to do comes first: it needs the shop's id only. */}
      <TodoSection shopId={shopId} readiness={todo} />

      {/*
        The rest is drawn once the to-do has its height, so that it does not move once drawn, and
        so that drawing it does not hold the to-do's own paint; its lists are read meanwhile.
      */}
      {!isRestShown ? (
        // What follows is still to come: said, not shown.
        <div role="status" aria-busy="true" aria-label={t('app.loading')}>
          <HomeListsReadAhead shopId={shopId} />
        </div>
      ) : (
        <Stack gap={7}>
          <Grid columns={{ xs: 1, md: 2 }} gap={5}>
            <ActionCard
              id="home-card-rewards"
              title={t('home.actions.rewards.title')}
              text={t('home.actions.rewards.text')}
              cta={t('home.actions.rewards.cta')}
              href="/rewards"
              icon="gift"
            />
            <ActionCard
              id="home-card-contents"
              title={t('home.actions.contents.title')}
              text={t('home.actions.contents.text')}
              cta={t('home.actions.contents.cta')}
              href="/instagram/contents"
              icon="instagram"
              variant="secondary"
            />
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
      )}
    </Stack>
  );
}

/**
 * Reads the lists drawn under the to-do while the to-do is read, and draws nothing: the cards
 * find their answers in SWR's cache once they are drawn.
 */
function HomeListsReadAhead({ shopId }: { shopId: number | undefined }) {
  useCustomerContents(shopId);
  useLatestConfigRewards(shopId);
  useRecentAssignedRewards(shopId);
  return null;
}

/**
 * True once `isReady` has been true for a painted frame: what follows the to-do is drawn after
 * the to-do is on screen, not in the same render (a render of the whole home holds the to-do's
 * paint, the home's largest).
 */
function useShownAfterPaint(isReady: boolean) {
  const [isShown, setShown] = useState(false);
  useEffect(() => {
    if (!isReady || isShown) return;
    // The frame after the next paint.
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setShown(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [isReady, isShown]);
  return isShown;
}

interface ActionCardProps {
  id: string;
  title: string;
  text: string;
  cta: string;
  href: string;
  icon: IconName;
  variant?: 'secondary';
}

/** One of the home's two ways in: its title, a line on what it is for, the button there. */
function ActionCard({ id, title, text, cta, href, icon, variant }: ActionCardProps) {
  return (
    <Card as="section" aria-labelledby={id}>
      <Stack gap={3} align="start">
        <Heading level={2} size="lg" id={id}>
          {title}
        </Heading>
        <Text tone="muted">{text}</Text>
        <Button as={RouterLink} href={href} variant={variant} startIcon={<Icon name={icon} />}>
          {cta}
        </Button>
      </Stack>
    </Card>
  );
}
