import { useTheme } from 'styled-components';
import type { SalesStatistics } from '@merci/domain';
import { MonthlyChartFrame } from './MonthlyChartFrame';

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

/**
 * The revenue of the orders that used a merci code, per month, in the brand colour, in the frame
 * of the rewards chart; the figures are read from the data table beside it.
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

  return (
    <MonthlyChartFrame
      months={months.map((month) => month.month)}
      monthLabel={monthLabel}
      max={Math.max(100, ...months.map((month) => month.revenueCents))}
      tickCount={4}
      formatValue={roundMoney}
      // Room for an amount ('1 200 €').
      marginLeft={64}
      title={title}
      description={description}
    >
      {({ xScale, yScale, innerHeight }) =>
        months
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
          })
      }
    </MonthlyChartFrame>
  );
}
