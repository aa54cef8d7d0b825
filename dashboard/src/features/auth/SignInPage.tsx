import { FormattedMessage } from 'react-intl';
import { Page, Subtitle, Title } from './SignInPage.styles';

/** /signin: the first screen a merchant sees. */
export function SignInPage() {
  return (
    <Page>
      <Title>
        <FormattedMessage id="signin.title" />
      </Title>
      <Subtitle>
        <FormattedMessage id="signin.subtitle" />
      </Subtitle>
    </Page>
  );
}
