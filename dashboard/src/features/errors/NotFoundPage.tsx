import { FormattedMessage } from 'react-intl';
import { Page, Title } from './NotFoundPage.styles';

/** Any unknown path: 'Page introuvable.' (SPEC §2). */
export function NotFoundPage() {
  return (
    <Page>
      <Title>
        <FormattedMessage id="errors.not_found" />
      </Title>
    </Page>
  );
}
