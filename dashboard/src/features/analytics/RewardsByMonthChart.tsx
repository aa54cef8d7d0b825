import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { BarStack } from '@visx/shape';
import { useId } from 'react';
import { useTheme } from 'styled-components';
import { REWARD_TYPES, type RewardStatistics, type RewardType } from '@merci/domain';
import { ChartFrame } from './AnalyticsPage.styles';
import { CHART_HEIGHT } from './chartSize';
import { useElementWidth } from './useElementWidth';

/** One bar: a month and its rewards by type. */
export type MonthDatum = { month: string; label: string; total: number } & Record<RewardType, number>;

export interface RewardsByMonthChartProps {
  byMonth: RewardStatistics['byMonth'];
  /** 'mars 26' for `2026-03`. */
  monthLabel: (month: string) => string;
  typeLabel: (type: RewardType) => string;
  /** The chart's accessible name and description (its figures are also in the data table). */
  title: string;
  description: string;
  /** The native tooltip of a bar segment, e.g. 'mars 26 · Réduction : 3'. */
  segmentLabel: (details: { month: string; type: string; count: number }) => string;
}

const HEIGHT = CHART_HEIGHT;
const MARGIN = { top: 16, right: 8, bottom: 36, left: 40 };
const MAX_BAR_WIDTH = 72;
/** Room a month label needs ('sept. 26'); narrower months are labelled one in two or three. */
const MONTH_LABEL_WIDTH = 56;

/**
 * Rewards per month stacked by reward type, in the reward colours of the type badges (light fill,
 * dark edge, so that each segment stands out at 3:1). Drawn with visx as plain SVG at the
 * container's width; the figures are read from the data table beside it.
 */
export function RewardsByMonthChart({
  byMonth,
  monthLabel,
  typeLabel,
  title,
  description,
  segmentLabel,
}: RewardsByMonthChartProps) {
  const theme = useTheme();
  const titleId = useId();
  const descriptionId = useId();
  const { ref, width } = useElementWidth<HTMLDivElement>(640);

  const fill: Record<RewardType, string> = {
    percent: theme.color.surfaceRewardPercent,
    code: theme.color.surfaceRewardCode,
    voucher: theme.color.surfaceRewardVoucher,
    other: theme.color.surfaceRewardOther,
  };
  const edge: Record<RewardType, string> = {
    percent: theme.color.textRewardPercent,
    code: theme.color.textRewardCode,
    voucher: theme.color.textRewardVoucher,
    other: theme.color.textRewardOther,
  };

  const data: MonthDatum[] = byMonth.map((month) => ({
    month: month.month,
    label: monthLabel(month.month),
    total: month.count,
    ...month.byType,
  }));
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const max = Math.max(1, ...data.map((datum) => datum.total));

  // Bars stay bar-like over 3 months on a wide screen: never wider than MAX_BAR_WIDTH.
  const slot = innerWidth / Math.max(1, data.length);
  const xScale = scaleBand<string>({
    domain: data.map((datum) => datum.month),
    range: [0, innerWidth],
    padding: Math.min(0.9, Math.max(0.3, 1 - MAX_BAR_WIDTH / Math.max(1, slot))),
  });
  const yScale = scaleLinear<number>({ domain: [0, max], range: [innerHeight, 0], nice: true });
  // Whole rewards only on the count axis.
  const countTicks = yScale.ticks(Math.min(5, max)).filter(Number.isInteger);
  // Labelled months are spaced enough never to overlap; the latest month is always labelled.
  const labelEvery = Math.max(1, Math.ceil(MONTH_LABEL_WIDTH / Math.max(1, xScale.step())));
  const monthTicks = data
    .filter((_, index) => (data.length - 1 - index) % labelEvery === 0)
    .map((datum) => datum.month);
  const axisText = {
    fill: theme.color.textMuted,
    fontSize: 12,
    fontFamily: theme.font.family,
  };

  return (
    <ChartFrame ref={ref}>
      <svg
        width={width}
        height={HEIGHT}
        // Drawn at the measured width; a narrower page (print) scales it down rather than cut it.
        viewBox={`0 0 ${width} ${HEIGHT}`}
        style={{ maxWidth: '100%', height: 'auto' }}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
      >
        <title id={titleId}>{title}</title>
        <desc id={descriptionId}>{description}</desc>
        <Group left={MARGIN.left} top={MARGIN.top}>
          {countTicks.map((tick) => (
            <line
              key={tick}
              x1={0}
              x2={innerWidth}
              y1={yScale(tick)}
              y2={yScale(tick)}
              stroke={theme.color.borderDefault}
            />
          ))}
          <BarStack<MonthDatum, RewardType>
            data={data}
            keys={[...REWARD_TYPES]}
            x={(datum) => datum.month}
            xScale={xScale}
            yScale={yScale}
            color={(type) => fill[type]}
          >
            {(stacks) =>
              stacks.map((stack) =>
                stack.bars
                  .filter((bar) => bar.height > 0)
                  .map((bar) => (
                    <rect
                      key={`${stack.key}-${bar.bar.data.month}`}
                      x={bar.x}
                      y={bar.y}
                      width={bar.width}
                      height={bar.height}
                      fill={bar.color}
                      stroke={edge[stack.key]}
                      strokeWidth={1}
                    >
                      <title>
                        {segmentLabel({
                          month: bar.bar.data.label,
                          type: typeLabel(stack.key),
                          count: bar.bar.data[stack.key],
                        })}
                      </title>
                    </rect>
                  )),
              )
            }
          </BarStack>
          <AxisLeft
            scale={yScale}
            tickValues={countTicks}
            tickFormat={(value) => String(value)}
            hideAxisLine
            hideTicks
            tickLabelProps={{ ...axisText, textAnchor: 'end', dx: -4, dy: 4 }}
          />
          <AxisBottom
            top={innerHeight}
            scale={xScale}
            tickValues={monthTicks}
            tickFormat={(month) => data.find((datum) => datum.month === month)?.label ?? month}
            stroke={theme.color.borderStrong}
            hideTicks
            tickLabelProps={{ ...axisText, textAnchor: 'middle' }}
          />
        </Group>
      </svg>
    </ChartFrame>
  );
}
