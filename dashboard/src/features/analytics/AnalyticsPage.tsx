import { lazy, Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import {
  CONTENT_TYPES,
  PLACES,
  REWARD_TYPES,
  STATISTICS_PERIODS,
  mention,
  type RewardStatistics,
  type StatisticsPeriod,
} from '@merci/domain';
import {
  Alert,
  Button,
  Card,
  DataTable,
  EmptyState,
  Grid,
  Heading,
  Icon,
  Select,
  Skeleton,
  Stack,
  Text,
  type IconName,
} from '@merci/ui-kit';
import { useCurrentUser } from '../../lib/owner/useOwner';
import { useRewardText } from '../../lib/rewards/useRewardText';
import { RouterLink } from '../../lib/routing/RouterLink';
import { useRewardStatistics } from './analyticsApi';
import { readPeriod, writePeriod } from './analyticsQuery';
import { ChartDataToggle } from './ChartDataToggle';
import { FigureCard } from './FigureCard';
import { SalesSection } from './SalesSection';
import {
  AnalyticsPrintStyle,
  BreakdownList,
  BreakdownRow,
  Legend,
  LegendItem,
  PeriodBox,
  RankItem,
  RankList,
  RankName,
  ShareBar,
  Swatch,
  Toolbar,
  ToolbarActions,
  shareVariable,
} from './AnalyticsPage.styles';
import { CHART_HEIGHT } from './chartSize';
import type { MonthDatum } from './RewardsByMonthChart';

// The chart library (visx and d3, ~20 kB gzip) is fetched as the page opens, beside the
// statistics it draws (it cannot draw before them), instead of before the page: a skeleton of
// its size holds its place meanwhile (ADR 015).
const loadChart = () => import('./RewardsByMonthChart');
const RewardsByMonthChart = lazy(async () => ({ default: (await loadChart()).RewardsByMonthChart }));

type Translate = (id: string, values?: Record<string, string | number>) => string;

/**
 * /analytics (SPEC §2): the rewards given, in total, this month and this year, the share used,
 * then over the chosen period (3, 6 or 12 months, in the URL): per month and type, per place,
 * per content type, and the 5 ambassadors rewarded most. The chart has its data table.
 */
export function AnalyticsPage() {
  const intl = useIntl();
  const t: Translate = (id, values) => intl.formatMessage({ id }, values);
  const [params, setParams] = useSearchParams();
  const months = readPeriod(params);
  const { user } = useCurrentUser();
  const { statistics, error, isUpdating } = useRewardStatistics(user?.shop?.id, months);
  useEffect(() => {
    // Unreachable, it is fetched again when drawn, and fails there visibly (the route's error).
    loadChart().catch(() => undefined);
  }, []);

  return (
    <Stack gap={7}>
      <AnalyticsPrintStyle />
      <Toolbar>
        <Stack gap={2}>
          <Heading level={1} size="xxl">
            {t('analytics.title')}
          </Heading>
          <Text tone="muted">{t('analytics.subtitle')}</Text>
        </Stack>
        {statistics && statistics.total > 0 ? (
          <ToolbarActions>
            <PeriodBox>
              <Select
                label={t('analytics.period')}
                options={STATISTICS_PERIODS.map((value) => ({
                  value: String(value),
                  label: t('analytics.period.option', { months: value }),
                }))}
                value={String(months)}
                onChange={(event) =>
                  setParams(writePeriod(Number(event.currentTarget.value) as StatisticsPeriod), {
                    preventScrollReset: true,
                  })
                }
              />
            </PeriodBox>
            <Button
              variant="secondary"
              startIcon={<Icon name="file-text" />}
              onClick={() => window.print()}
              data-print-hidden
            >
              {t('analytics.print')}
            </Button>
          </ToolbarActions>
        ) : null}
      </Toolbar>

      {error && !statistics ? (
        <Alert tone="danger" message={t('errors.http')} />
      ) : !statistics ? (
        <Stack gap={5} role="status" aria-busy="true" aria-label={t('app.loading')}>
          <Grid columns={{ xs: 1, sm: 2, xl: 4 }} gap={4}>
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} variant="rect" height={112} />
            ))}
          </Grid>
          <Skeleton variant="rect" height={360} />
        </Stack>
      ) : statistics.total === 0 ? (
        <Card>
          <EmptyState
            icon={<Icon name="chart" size={32} />}
            message={t('analytics.empty')}
            action={
              <Button as={RouterLink} href="/instagram/contents">
                {t('analytics.empty.assign')}
              </Button>
            }
          />
        </Card>
      ) : (
        <Statistics statistics={statistics} isUpdating={isUpdating} t={t} />
      )}
      <SalesSection shopId={user?.shop?.id} months={months} />
    </Stack>
  );
}

function Statistics({
  statistics,
  isUpdating,
  t,
}: {
  statistics: RewardStatistics;
  isUpdating: boolean;
  t: Translate;
}) {
  const intl = useIntl();
  const text = useRewardText();
  const periodCount = statistics.byMonth.reduce((sum, month) => sum + month.count, 0);
  const share = (count: number) => (periodCount === 0 ? 0 : count / periodCount);
  const shareText = (count: number) =>
    t('analytics.share', {
      count: intl.formatNumber(count),
      share: intl.formatNumber(share(count), { style: 'percent', maximumFractionDigits: 0 }),
    });
  const rows: MonthDatum[] = statistics.byMonth.map((month) => ({
    month: month.month,
    label: text.statisticsMonthText(month.month),
    total: month.count,
    ...month.byType,
  }));
  const busiest = rows.reduce<MonthDatum | undefined>(
    (best, row) => (!best || row.total > best.total ? row : best),
    undefined,
  );

  // The three counts read alike; the use rate, a share, has its own card below.
  const counters = [
    {
      id: 'total',
      label: t('analytics.totals.total'),
      value: statistics.total,
      icon: 'gift',
      hint: t('analytics.totals.total_hint'),
    },
    { id: 'month', label: t('analytics.totals.month'), value: statistics.thisMonth, icon: 'clock' },
    { id: 'year', label: t('analytics.totals.year'), value: statistics.thisYear, icon: 'chart' },
  ] satisfies { id: string; label: string; value: number; icon: IconName; hint?: string }[];

  return (
    <Stack gap={7} aria-busy={isUpdating || undefined}>
      <Grid columns={{ xs: 1, sm: 2, xl: 4 }} gap={4}>
        {counters.map((counter) => (
          <FigureCard
            key={counter.id}
            label={counter.label}
            value={counter.value}
            icon={counter.icon}
            hint={counter.hint}
            zeroValueLabel={t('analytics.totals.none')}
          />
        ))}
        <FigureCard
          label={t('analytics.totals.use_rate')}
          value={statistics.useRate}
          formatValue={({ value }) =>
            intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 0 })
          }
          // A rate of 0 is a figure, not an absence: only "no reward in the period" shows '-'.
          zeroValue={statistics.useRate === 0 ? intl.formatNumber(0, { style: 'percent' }) : '-'}
          zeroValueLabel={statistics.useRate === null ? t('analytics.totals.use_rate_none') : undefined}
          icon="check-circle"
          hint={t('analytics.totals.use_rate_hint', { months: statistics.months })}
        />
      </Grid>

      <Card as="section" aria-labelledby="analytics-chart-title" data-print-card>
        <Stack gap={4}>
          <Heading level={2} size="lg" id="analytics-chart-title">
            {t('analytics.chart.title')}
          </Heading>
          <Legend aria-label={t('analytics.legend')}>
            {REWARD_TYPES.map((type) => (
              <LegendItem key={type}>
                <Swatch $type={type} aria-hidden="true" />
                {t('analytics.legend.item', {
                  type: text.typeLabel(type),
                  count: intl.formatNumber(statistics.byType[type]),
                })}
              </LegendItem>
            ))}
          </Legend>
          {periodCount === 0 ? (
            <Text tone="muted">{t('analytics.chart.empty', { months: statistics.months })}</Text>
          ) : (
            <Suspense fallback={<Skeleton variant="rect" height={CHART_HEIGHT} />}>
              <RewardsByMonthChart
                byMonth={statistics.byMonth}
                monthLabel={text.statisticsMonthText}
                typeLabel={text.typeLabel}
                title={t('analytics.chart.title')}
                description={t('analytics.chart.description', {
                  count: periodCount,
                  months: statistics.months,
                  busiest: busiest?.label ?? '',
                  busiestCount: busiest?.total ?? 0,
                })}
                segmentLabel={({ month, type, count }) =>
                  t('analytics.chart.segment', { month, type, count })
                }
              />
            </Suspense>
          )}
          <ChartDataToggle>
            <DataTable<MonthDatum>
              caption={t('analytics.chart.table_caption', { months: statistics.months })}
              rows={rows}
              getRowId={(row) => row.month}
              emptyMessage={t('analytics.chart.empty', { months: statistics.months })}
              columns={[
                {
                  id: 'month',
                  header: t('analytics.chart.month'),
                  isRowHeader: true,
                  cell: (row) => row.label,
                },
                ...REWARD_TYPES.map((type) => ({
                  id: type,
                  header: text.typeLabel(type),
                  align: 'end' as const,
                  cell: (row: MonthDatum) => intl.formatNumber(row[type]),
                })),
                {
                  id: 'total',
                  header: t('analytics.chart.total'),
                  align: 'end',
                  cell: (row) => intl.formatNumber(row.total),
                },
              ]}
            />
          </ChartDataToggle>
        </Stack>
      </Card>

      <Grid columns={{ xs: 1, md: 2, xl: 3 }} gap={5}>
        <Breakdown
          id="analytics-by-place"
          title={t('analytics.by_place.title')}
          rows={breakdownRows(PLACES, text.placeLabel, statistics.byPlace)}
          share={share}
          shareText={shareText}
        />
        <Breakdown
          id="analytics-by-content"
          title={t('analytics.by_content.title')}
          rows={breakdownRows(CONTENT_TYPES, text.contentTypeLabel, statistics.byContentType)}
          share={share}
          shareText={shareText}
        />
        <Card as="section" aria-labelledby="analytics-top" data-print-card>
          <Stack gap={4}>
            <Heading level={2} size="lg" id="analytics-top">
              {t('analytics.top.title')}
            </Heading>
            {statistics.topAmbassadors.length === 0 ? (
              <Text tone="muted">{t('analytics.top.empty')}</Text>
            ) : (
              <RankList aria-labelledby="analytics-top">
                {statistics.topAmbassadors.map((ambassador) => (
                  <RankItem key={ambassador.username}>
                    <RankName>{mention(ambassador.username)}</RankName>
                    <span>{t('analytics.top.count', { count: ambassador.count })}</span>
                  </RankItem>
                ))}
              </RankList>
            )}
          </Stack>
        </Card>
      </Grid>
    </Stack>
  );
}

interface BreakdownItem {
  key: string;
  label: string;
  count: number;
}

/** One row per value of an enumeration (places, content types), with its label and its count. */
function breakdownRows<K extends string>(
  keys: readonly K[],
  label: (key: K) => string,
  counts: Readonly<Record<K, number>>,
): BreakdownItem[] {
  return keys.map((key) => ({ key, label: label(key), count: counts[key] }));
}

function Breakdown({
  id,
  title,
  rows,
  share,
  shareText,
}: {
  id: string;
  title: string;
  rows: BreakdownItem[];
  share: (count: number) => number;
  shareText: (count: number) => string;
}) {
  return (
    <Card as="section" aria-labelledby={id} data-print-card>
      <Stack gap={4}>
        <Heading level={2} size="lg" id={id}>
          {title}
        </Heading>
        <BreakdownList aria-labelledby={id}>
          {rows.map((row) => (
            <BreakdownRow key={row.key}>
              <span>{row.label}</span>
              <span>{shareText(row.count)}</span>
              <ShareBar aria-hidden="true" style={shareVariable(share(row.count))} />
            </BreakdownRow>
          ))}
        </BreakdownList>
      </Stack>
    </Card>
  );
}
