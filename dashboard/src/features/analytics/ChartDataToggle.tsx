import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, Icon } from '@merci/ui-kit';
import { ChartData } from './AnalyticsPage.styles';

/**
 * « Voir les données » under a chart: a button that shows or hides the chart's data table
 * (`children`), which is always printed.
 */
export function ChartDataToggle({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const tableId = useId();
  const [isOpen, setOpen] = useState(false);

  return (
    <>
      <div>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={isOpen}
          aria-controls={tableId}
          startIcon={<Icon name={isOpen ? 'chevron-up' : 'chevron-down'} />}
          onClick={() => setOpen((open) => !open)}
          data-print-hidden
        >
          {intl.formatMessage({ id: isOpen ? 'analytics.chart.hide_data' : 'analytics.chart.show_data' })}
        </Button>
      </div>
      <ChartData id={tableId} $isOpen={isOpen}>
        {children}
      </ChartData>
    </>
  );
}
