import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Form } from 'react-router-dom';
import { Button, Header, Icon, Spinner } from '@merci/ui-kit';
import { LanguageSwitcher } from '../../lib/language/LanguageSwitcher';
import {
  Brand,
  BrandTag,
  Content,
  HeaderActions,
  HeaderEmail,
  LogoutForm,
  Shell,
} from './AdminLayout.styles';

export interface AdminFrameProps {
  /** The operator's e-mail in the header; absent while the account loads. */
  email?: string;
  /** The page is not there yet (the account loads): its `main` says so to assistive technology. */
  busy?: boolean;
  /** The page, in the `main` landmark. */
  children: ReactNode;
}

/**
 * The frame of the operator's console: a header with merci, the operator's e-mail, the language
 * and the way out, above the page. No side navigation: the console is the shops' list and their
 * pages. Drawn from its props and the address alone, so the server can draw it too (ADR 022).
 */
export function AdminFrame({ email, busy, children }: AdminFrameProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Shell>
      <Header
        start={
          <Brand>
            merci<BrandTag>{t('admin.layout.console')}</BrandTag>
          </Brand>
        }
        email={email ? <HeaderEmail>{email}</HeaderEmail> : undefined}
        end={
          <HeaderActions>
            <LanguageSwitcher />
            <LogoutForm as={Form} method="post" action="/logout">
              <Button type="submit" variant="secondary" size="sm" startIcon={<Icon name="log-out" />}>
                {t('admin.layout.logout')}
              </Button>
            </LogoutForm>
          </HeaderActions>
        }
      />
      <Content aria-busy={busy || undefined}>{children}</Content>
    </Shell>
  );
}

/** The console while the operator's account loads, as the app and the server draw it. */
export function AdminLoading({ email }: { email?: string }) {
  const intl = useIntl();
  return (
    <AdminFrame email={email} busy>
      <Spinner label={intl.formatMessage({ id: 'app.loading' })} />
    </AdminFrame>
  );
}
