import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { useId } from 'react';
import { useTheme } from 'styled-components';
import type { SalesStatistics } from '@merci/domain';
import { ChartFrame } from './AnalyticsPage.styles';
import { CHART_HEIGHT } from './chartSize';
import { useElementWidth } from './useElementWidth';

export interface SalesByMonthChartProps {
  months: SalesStatistics['months'];
  /** 'mars 26' for `2026-03`. */
  monthLabel: (month: string) => string;
  /** An amount in cents without its cents, in the statistics' currency, for the axis ('60 €'). */
  roundMoney: (cents: number) => string;
  /** The chart's accessible name and description (its figures are also in the data table). */
  title: string;
  description: string;
  /** The native tooltip of a bar, e.g. 'nov. 26 : 217,90 € (2 commandes)'. */
  barLabel: (month: SalesStatistics['months'][number]) => string;
}

const HEIGHT = CHART_HEIGHT;
const MARGIN = { top: 16, right: 8, bottom: 36, left: 64 };
const MAX_BAR_WIDTH = 72;
/** Room a month label needs ('sept. 26'); narrower months are labelled one in two or three. */
const MONTH_LABEL_WIDTH = 56;

/**
 * The revenue of the orders that used a merci code, per month, in the brand colour. Drawn with
 * visx as plain SVG at the container's width, as the rewards chart; the figures are read from the
 * data table beside it.
 */
export function SalesByMonthChart({
  months,
  monthLabel,
  roundMoney,
  title,
  description,
  barLabel,
}: SalesByMonthChartProps) {
  const theme = useTheme();
  const titleId = useId();
  const descriptionId = useId();
  const { ref, width } = useElementWidth<HTMLDivElement>(640);

  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const max = Math.max(100, ...months.map((month) => month.revenueCents));
  const slot = innerWidth / Math.max(1, months.length);
  const xScale = scaleBand<string>({
    domain: months.map((month) => month.month),
    range: [0, innerWidth],
    padding: Math.min(0.9, Math.max(0.3, 1 - MAX_BAR_WIDTH / Math.max(1, slot))),
  });
  const yScale = scaleLinear<number>({ domain: [0, max], range: [innerHeight, 0], nice: true });
  const ticks = yScale.ticks(4);
  const labelEvery = Math.max(1, Math.ceil(MONTH_LABEL_WIDTH / Math.max(1, xScale.step())));
  const monthTicks = months
    .filter((_, index) => (months.length - 1 - index) % labelEvery === 0)
    .map((month) => month.month);
  const axisText = { fill: theme.color.textMuted, fontSize: 12, fontFamily: theme.font.family };

  return (
    <ChartFrame ref={ref}>
      <svg
        width={width}
        height={HEIGHT}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        style={{ maxWidth: '100%', height: 'auto' }}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
      >
        <title id={titleId}>{title}</title>
        <desc id={descriptionId}>{description}</desc>
        <Group left={MARGIN.left} top={MARGIN.top}>
          {ticks.map((tick) => (
            <line
              key={tick}
              x1={0}
              x2={innerWidth}
              y1={yScale(tick)}
              y2={yScale(tick)}
              stroke={theme.color.borderDefault}
            />
          ))}
          {months
            .filter((month) => month.revenueCents > 0)
            .map((month) => {
              const y = yScale(month.revenueCents);
              return (
                <rect
                  key={month.month}
                  x={xScale(month.month) ?? 0}
                  y={y}
                  width={xScale.bandwidth()}
                  height={innerHeight - y}
                  fill={theme.color.brandPrimary}
                >
                  <title>{barLabel(month)}</title>
                </rect>
              );
            })}
          <AxisLeft
            scale={yScale}
            tickValues={ticks}
            tickFormat={(value) => roundMoney(Number(value))}
            hideAxisLine
            hideTicks
            tickLabelProps={{ ...axisText, textAnchor: 'end', dx: -4, dy: 4 }}
          />
          <AxisBottom
            top={innerHeight}
            scale={xScale}
            tickValues={monthTicks}
            tickFormat={(month) => monthLabel(month)}
            stroke={theme.color.borderStrong}
            hideTicks
            tickLabelProps={{ ...axisText, textAnchor: 'middle' }}
          />
        </Group>
      </svg>
    </ChartFrame>
  );
}
