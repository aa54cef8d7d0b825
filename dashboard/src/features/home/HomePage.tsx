import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Heading, Stack, Text } from '@merci/ui-kit';
import { ShopLoadError } from '../../lib/owner/ShopLoadError';
import { useOwnShop } from '../../lib/owner/useOwner';
import { TitlePlaceholder } from '../../lib/placeholders/TitlePlaceholder';
import { useCustomerContents, useLatestConfigRewards, useRecentAssignedRewards } from './homeApi';
import { TodoSection, useTodoReadiness } from './TodoSection';

const loadOverview = () => import('./HomeOverview');
const HomeOverview = lazy(async () => ({ default: (await loadOverview()).HomeOverview }));

/**
 * Home (SPEC §2): the greeting, « À traiter » (what is left to do), then the rest of the home
 * (HomeOverview: the action cards, the counters, the lists and the FAQ). A shop that cannot be
 * loaded is said at the top (SPEC §8), with a retry.
 */
export function HomePage() {
  const intl = useIntl();
  const { user, shopId, shop, isFailed } = useOwnShop();
  const todo = useTodoReadiness(shopId);
  const isOverviewShown = useOverviewAfterPaint(
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
      {isOverviewShown ? (
        <Suspense fallback={<OverviewToCome shopId={shopId} />}>
          <HomeOverview shopId={shopId} shop={shop} isFailed={isFailed} />
        </Suspense>
      ) : (
        <OverviewToCome shopId={shopId} />
      )}
    </Stack>
  );
}

/**
 * What follows the to-do, still to come: said, not shown. Its lists are read meanwhile, and drawn
 * nothing of: the cards find their answers in SWR's cache once they are drawn.
 */
function OverviewToCome({ shopId }: { shopId: number | undefined }) {
  const intl = useIntl();
  useCustomerContents(shopId);
  useLatestConfigRewards(shopId);
  useRecentAssignedRewards(shopId);
  return <div role="status" aria-busy="true" aria-label={intl.formatMessage({ id: 'app.loading' })} />;
}

/**
 * What follows the to-do (HomeOverview), once `isReady` has been true for a painted frame: its
 * code is fetched then and it is drawn once there, not in the to-do's render (a render of the
 * whole home held the to-do's paint, the home's largest, and its code the page's first load).
 * A failure to fetch it is the route's error to show, as for any screen's code.
 */
function useOverviewAfterPaint(isReady: boolean): boolean {
  const [isShown, setShown] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown }>();
  if (failure) throw failure.error;
  useEffect(() => {
    if (!isReady || isShown) return;
    let isCurrent = true;
    // The frame after the next paint.
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        loadOverview().then(
          // A transition: the lazy component picks up the loaded code without showing its
          // fallback first.
          () => isCurrent && startTransition(() => setShown(true)),
          (error: unknown) => isCurrent && setFailure({ error }),
        );
      });
    });
    return () => {
      isCurrent = false;
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [isReady, isShown]);
  return isShown;
}
