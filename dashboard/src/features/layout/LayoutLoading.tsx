import { useIntl } from 'react-intl';
import { Heading, Skeleton, Spinner, Stack, Text } from '@merci/ui-kit';
import { Content } from './AuthenticatedLayout.styles';
import { LayoutFrame } from './LayoutFrame';
import type { PageHeading } from './pageHeading';

export interface LayoutLoadingProps {
  /** The page's heading, from its route; without it, the spinner alone. */
  heading?: PageHeading;
}

/**
 * A signed-in screen while the merchant's account loads: the frame, the page's heading and a
 * spinner. Also what the server's page shows for a signed-in address before the app's code has
 * arrived (ADR 016, ADR 019), so it must draw from the address and the language alone.
 */
export function LayoutLoading({ heading }: LayoutLoadingProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <LayoutFrame unread={0}>
      <Content aria-busy="true">
        <Stack gap={7}>
          {heading ? (
            <Stack gap={2}>
              {heading.titleKey ? (
                <Heading level={1} size="xxl">
                  {t(heading.titleKey)}
                </Heading>
              ) : (
                // The height of one line of an xxl title (1.75rem, line height 1.2).
                <Skeleton variant="rect" width="12em" height="2.1rem" />
              )}
              {heading.subtitleKey ? <Text tone="muted">{t(heading.subtitleKey)}</Text> : null}
            </Stack>
          ) : null}
          <Spinner label={t('app.loading')} />
        </Stack>
      </Content>
    </LayoutFrame>
  );
}
