import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Heading, Spinner, Stack, Text } from '@merci/ui-kit';
import { TitlePlaceholder } from '../../lib/placeholders/TitlePlaceholder';
import { LayoutFrame } from './LayoutFrame';
import type { PageHeading } from '../../lib/routing/pageHeading';

/** What stands in for a page while the account loads: its heading (from its route) and a spinner. */
export function PageHeadingLoading({ heading }: { heading: PageHeading | undefined }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Stack gap={7}>
      {heading ? (
        <Stack gap={2}>
          {heading.titleKey ? (
            <Heading level={1} size="xxl">
              {t(heading.titleKey)}
            </Heading>
          ) : (
            <TitlePlaceholder />
          )}
          {heading.subtitleKey ? <Text tone="muted">{t(heading.subtitleKey)}</Text> : null}
        </Stack>
      ) : null}
      <Spinner label={t('app.loading')} />
    </Stack>
  );
}

export interface LayoutLoadingProps {
  /** The page's heading, from its route; without it, the spinner alone. */
  heading?: PageHeading;
  /** A page that draws itself while the account loads (drawsWhileAccountLoads): in the frame. */
  page?: ReactNode;
}

/**
 * A signed-in screen while the merchant's account loads, as AuthenticatedLayout draws it: the
 * frame, and the page's heading and a spinner (or the page itself). What the server's page shows
 * for a signed-in address before the app's code has arrived (ADR 016, ADR 019), so it draws from
 * the address and the language alone.
 */
export function LayoutLoading({ heading, page }: LayoutLoadingProps) {
  return (
    <LayoutFrame unread={0} busy>
      {page ?? <PageHeadingLoading heading={heading} />}
    </LayoutFrame>
  );
}
