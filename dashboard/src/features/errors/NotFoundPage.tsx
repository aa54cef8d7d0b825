import { FormattedMessage } from 'react-intl';
import { Button, Stack, Text } from '@merci/ui-kit';
import { RouterLink } from '../../lib/routing/RouterLink';
import { Page, Title } from './NotFoundPage.styles';

/** Any unknown path: 'Page introuvable.' (SPEC §2), with a way back home. */
export function NotFoundPage() {
  return (
    <Page>
      <Stack gap={4} align="center">
        <Title>
          <FormattedMessage id="errors.not_found" />
        </Title>
        <Text tone="muted">
          <FormattedMessage id="errors.not_found_hint" />
        </Text>
        <Button as={RouterLink} href="/">
          <FormattedMessage id="errors.not_found_home" />
        </Button>
      </Stack>
    </Page>
  );
}
