import { BarStack } from '@visx/shape';
import { useTheme } from 'styled-components';
import { REWARD_TYPES, type RewardStatistics, type RewardType } from '@merci/domain';
import { MonthlyChartFrame } from './MonthlyChartFrame';

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

/**
 * Rewards per month stacked by reward type, in the reward colours of the type badges (light fill,
 * dark edge, so that each segment stands out at 3:1), in the monthly chart frame; the figures are
 * read from the data table beside it.
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
  const max = Math.max(1, ...data.map((datum) => datum.total));

  return (
    <MonthlyChartFrame
      months={data.map((datum) => datum.month)}
      monthLabel={monthLabel}
      max={max}
      // No more ticks than rewards: a count of 2 is not cut in halves.
      tickCount={Math.min(5, max)}
      formatValue={String}
      marginLeft={40}
      title={title}
      description={description}
    >
      {({ xScale, yScale }) => (
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
      )}
    </MonthlyChartFrame>
  );
}
