import { lazy, Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { mention, type SalesStatistics, type StatisticsPeriod } from '@merci/domain';
import {
  Alert,
  Button,
  Card,
  DataTable,
  EmptyState,
  Grid,
  Heading,
  Icon,
  Skeleton,
  Stack,
  Text,
} from '@merci/ui-kit';
import { useRewardText } from '../../lib/rewards/useRewardText';
import { useSalesStatistics } from './analyticsApi';
import { ChartDataToggle } from './ChartDataToggle';
import { CHART_HEIGHT } from './chartSize';
import { FigureCard } from './FigureCard';

// Fetched beside the sales, as the rewards chart is (ADR 015): the first load stays without it.
const loadChart = () => import('./SalesByMonthChart');
const SalesByMonthChart = lazy(async () => ({ default: (await loadChart()).SalesByMonthChart }));

type Translate = (id: string, values?: Record<string, string | number>) => string;
type Row = SalesStatistics['months'][number];

/**
 * « Ventes générées » on /analytics (docs/adr/037): the online store's orders that used a merci
 * code over the page's period, in total, per month (a chart and its data table), by ambassador
 * (the 5 first) and by reward; a sentence when there is none.
 */
export function SalesSection({ shopId, months }: { shopId: number | undefined; months: StatisticsPeriod }) {
  const intl = useIntl();
  const t: Translate = (id, values) => intl.formatMessage({ id }, values);
  const { sales, error, retry, isUpdating } = useSalesStatistics(shopId, months);
  useEffect(() => {
    // Unreachable, it is fetched again when drawn, and fails there visibly (the route's error).
    loadChart().catch(() => undefined);
  }, []);

  let body;
  if (!sales && error) {
    body = (
      <Stack gap={3} align="start">
        <Alert tone="danger" message={t('analytics.sales.error')} />
        <Button variant="secondary" startIcon={<Icon name="refresh" />} onClick={() => void retry()}>
          {t('errors.retry')}
        </Button>
      </Stack>
    );
  } else if (!sales) {
    body = (
      <Stack gap={4} role="status" aria-busy="true" aria-label={t('app.loading')}>
        <Grid columns={{ xs: 1, sm: 3 }} gap={4}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} variant="rect" height={112} />
          ))}
        </Grid>
        <Skeleton variant="rect" height={CHART_HEIGHT} />
      </Stack>
    );
  } else if (sales.totals.orders === 0 || !sales.currency) {
    body = (
      <Card>
        <EmptyState icon={<Icon name="store" size={32} />} message={t('analytics.sales.empty')} />
      </Card>
    );
  } else {
    body = <Sales sales={{ ...sales, currency: sales.currency }} t={t} isUpdating={isUpdating} />;
  }

  return (
    <Stack as="section" gap={5} aria-labelledby="analytics-sales-title">
      <Stack gap={1}>
        <Heading level={2} size="xl" id="analytics-sales-title">
          {t('analytics.sales.title')}
        </Heading>
        <Text tone="muted">{t('analytics.sales.subtitle', { months })}</Text>
      </Stack>
      {body}
    </Stack>
  );
}

function Sales({
  sales,
  t,
  isUpdating,
}: {
  sales: SalesStatistics & { currency: string };
  t: Translate;
  isUpdating: boolean;
}) {
  const intl = useIntl();
  const text = useRewardText();
  const money = (cents: number) =>
    intl.formatNumber(cents / 100, { style: 'currency', currency: sales.currency });
  const roundMoney = (cents: number) =>
    intl.formatNumber(cents / 100, { style: 'currency', currency: sales.currency, maximumFractionDigits: 0 });
  const best = sales.months.reduce<Row | undefined>(
    (top, month) => (!top || month.revenueCents > top.revenueCents ? month : top),
    undefined,
  );
  const figures = <R,>(rowHeader: { id: string; header: string; cell: (row: R) => string }) => [
    { ...rowHeader, isRowHeader: true },
    {
      id: 'orders',
      header: t('analytics.sales.orders'),
      align: 'end' as const,
      cell: (row: R & { orders: number }) => intl.formatNumber(row.orders),
    },
    {
      id: 'revenue',
      header: t('analytics.sales.revenue'),
      align: 'end' as const,
      cell: (row: R & { revenueCents: number }) => money(row.revenueCents),
    },
  ];

  return (
    <Stack gap={5} aria-busy={isUpdating || undefined}>
      <Grid columns={{ xs: 1, sm: 3 }} gap={4}>
        <FigureCard label={t('analytics.sales.orders')} value={sales.totals.orders} icon="store" />
        <FigureCard
          label={t('analytics.sales.revenue')}
          value={sales.totals.revenueCents}
          formatValue={({ value }) => money(value)}
          icon="chart"
        />
        <FigureCard
          label={t('analytics.sales.average')}
          value={Math.round(sales.totals.revenueCents / sales.totals.orders)}
          formatValue={({ value }) => money(value)}
          icon="credit-card"
        />
      </Grid>

      <Card as="section" aria-labelledby="analytics-sales-chart-title" data-print-card>
        <Stack gap={4}>
          <Heading level={3} size="lg" id="analytics-sales-chart-title">
            {t('analytics.sales.chart.title')}
          </Heading>
          <Suspense fallback={<Skeleton variant="rect" height={CHART_HEIGHT} />}>
            <SalesByMonthChart
              months={sales.months}
              monthLabel={text.statisticsMonthText}
              roundMoney={roundMoney}
              title={t('analytics.sales.chart.title')}
              description={t('analytics.sales.chart.description', {
                total: money(sales.totals.revenueCents),
                orders: sales.totals.orders,
                months: sales.period,
                best: best ? text.statisticsMonthText(best.month) : '',
                bestTotal: best ? money(best.revenueCents) : '',
              })}
              barLabel={(month) =>
                t('analytics.sales.chart.bar', {
                  month: text.statisticsMonthText(month.month),
                  total: money(month.revenueCents),
                  orders: month.orders,
                })
              }
            />
          </Suspense>
          <ChartDataToggle>
            <DataTable<Row>
              caption={t('analytics.sales.chart.table_caption', { months: sales.period })}
              rows={sales.months}
              getRowId={(row) => row.month}
              emptyMessage={t('analytics.sales.empty')}
              columns={figures<Row>({
                id: 'month',
                header: t('analytics.chart.month'),
                cell: (row) => text.statisticsMonthText(row.month),
              })}
            />
          </ChartDataToggle>
        </Stack>
      </Card>

      <Grid columns={{ xs: 1, xxl: 2 }} gap={5}>
        <Card as="section" aria-labelledby="analytics-sales-ambassadors" data-print-card>
          <Stack gap={4}>
            <Heading level={3} size="lg" id="analytics-sales-ambassadors">
              {t('analytics.sales.by_ambassador')}
            </Heading>
            <DataTable<SalesStatistics['ambassadors'][number]>
              caption={t('analytics.sales.by_ambassador')}
              isCaptionHidden
              rows={sales.ambassadors}
              getRowId={(row) => row.username}
              emptyMessage={t('analytics.sales.empty')}
              columns={figures({
                id: 'ambassador',
                header: t('analytics.sales.columns.ambassador'),
                cell: (row: { username: string }) => mention(row.username),
              })}
            />
          </Stack>
        </Card>
        <Card as="section" aria-labelledby="analytics-sales-rewards" data-print-card>
          <Stack gap={4}>
            <Heading level={3} size="lg" id="analytics-sales-rewards">
              {t('analytics.sales.by_reward')}
            </Heading>
            <DataTable<SalesStatistics['rewards'][number]>
              caption={t('analytics.sales.by_reward')}
              isCaptionHidden
              rows={sales.rewards}
              getRowId={(row) => row.configDiscountId ?? row.label}
              emptyMessage={t('analytics.sales.empty')}
              columns={figures({
                id: 'reward',
                header: t('analytics.sales.columns.reward'),
                // One-off rewards share a row, which the API names in French only.
                cell: (row: { configDiscountId: number | null; label: string }) =>
                  row.configDiscountId === null ? t('analytics.sales.one_off') : row.label,
              })}
            />
          </Stack>
        </Card>
      </Grid>
    </Stack>
  );
}
