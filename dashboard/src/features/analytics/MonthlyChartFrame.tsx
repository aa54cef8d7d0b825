import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear, type PickD3Scale } from '@visx/scale';
import { useId, type ReactNode } from 'react';
import { useTheme } from 'styled-components';
import { ChartFrame } from './AnalyticsPage.styles';
import { CHART_HEIGHT } from './chartSize';
import { useElementWidth } from './useElementWidth';

/** What the bars are drawn with: a band per month, the value axis, the plot's height. */
export interface MonthlyChartScales {
  xScale: PickD3Scale<'band', number, string>;
  yScale: PickD3Scale<'linear', number>;
  innerHeight: number;
}

export interface MonthlyChartFrameProps {
  /** The months drawn, oldest first (`2026-03`). */
  months: readonly string[];
  /** 'mars 26' for `2026-03`. */
  monthLabel: (month: string) => string;
  /** The highest value the bars reach (at least the axis's smallest top). */
  max: number;
  /** How many ticks the value axis asks its scale for. */
  tickCount: number;
  /** A value as the axis writes it ('60 €', '3'). */
  formatValue: (value: number) => string;
  /** Room left of the plot for the value axis's labels, in px. */
  marginLeft: number;
  /** The chart's accessible name and description (its figures are also in the data table). */
  title: string;
  description: string;
  /** The bars, drawn over the grid lines and under the axes. */
  children: (scales: MonthlyChartScales) => ReactNode;
}

const HEIGHT = CHART_HEIGHT;
const MARGIN = { top: 16, right: 8, bottom: 36 };
const MAX_BAR_WIDTH = 72;
/** Room a month label needs ('sept. 26'); narrower months are labelled one in two or three. */
const MONTH_LABEL_WIDTH = 56;

/**
 * The frame the monthly charts share: an SVG named by its title and description, drawn with visx
 * at the container's width, with its grid lines, value axis and month axis around the bars.
 */
export function MonthlyChartFrame({
  months,
  monthLabel,
  max,
  tickCount,
  formatValue,
  marginLeft,
  title,
  description,
  children,
}: MonthlyChartFrameProps) {
  const theme = useTheme();
  const titleId = useId();
  const descriptionId = useId();
  const { ref, width } = useElementWidth<HTMLDivElement>(640);

  const innerWidth = Math.max(0, width - marginLeft - MARGIN.right);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  // Bars stay bar-like over 3 months on a wide screen: never wider than MAX_BAR_WIDTH.
  const slot = innerWidth / Math.max(1, months.length);
  const xScale = scaleBand<string>({
    domain: [...months],
    range: [0, innerWidth],
    padding: Math.min(0.9, Math.max(0.3, 1 - MAX_BAR_WIDTH / Math.max(1, slot))),
  });
  const yScale = scaleLinear<number>({ domain: [0, max], range: [innerHeight, 0], nice: true });
  // The values are whole (counts, cents): whole ticks only.
  const ticks = yScale.ticks(tickCount).filter(Number.isInteger);
  // Labelled months are spaced enough never to overlap; the latest month is always labelled.
  const labelEvery = Math.max(1, Math.ceil(MONTH_LABEL_WIDTH / Math.max(1, xScale.step())));
  const monthTicks = months.filter((_, index) => (months.length - 1 - index) % labelEvery === 0);
  const axisText = { fill: theme.color.textMuted, fontSize: 12, fontFamily: theme.font.family };

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
        <Group left={marginLeft} top={MARGIN.top}>
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
          {children({ xScale, yScale, innerHeight })}
          <AxisLeft
            scale={yScale}
            tickValues={ticks}
            tickFormat={(value) => formatValue(Number(value))}
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
