import { useIntl } from 'react-intl';
import { Alert, Card, Inline, Stack, Text } from '@merci/ui-kit';

/** SPEC §2: two placeholder months, no real data yet — shown as examples, never as invoices. */
const EXAMPLE_MONTHS = ['2026-10-01', '2026-09-01'];

/** /account/invoices. */
export function InvoicesTab() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Stack gap={4}>
      <Alert tone="info" message={t('account.invoices.example_notice')} />
      {EXAMPLE_MONTHS.map((month) => (
        <Card key={month}>
          <Inline justify="between" align="center">
            <Text weight="semibold">
              {intl.formatDate(month, { month: 'long', year: 'numeric', timeZone: 'UTC' })}
            </Text>
            <Text tone="muted">{t('account.invoices.example')}</Text>
          </Inline>
        </Card>
      ))}
    </Stack>
  );
}
