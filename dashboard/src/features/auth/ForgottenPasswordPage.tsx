import { useIntl } from 'react-intl';
import { Button, EmailInput, Heading, Inline, Stack, Text, toast } from '@merci/ui-kit';
import { useSpecForm } from '../../lib/forms/useSpecForm';
import { NavigationLink, useNavigateTo } from '../../lib/routing/navigation';
import { requestPasswordReset } from './authApi';
import { SignedOutLayout } from './SignedOutLayout';

/** /forgotten-password: an e-mail form; success goes to /signin (SPEC §2, §4). */
export function ForgottenPasswordPage() {
  const intl = useIntl();
  const navigate = useNavigateTo();
  const t = (id: string) => intl.formatMessage({ id });
  const form = useSpecForm((schemas) => schemas.forgottenPasswordSchema, { email: '' });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset(email);
      toast({ tone: 'success', message: t('forgotten_password.success') });
      navigate('/signin');
    } catch {
      toast({ tone: 'error', message: t('account.errors.forgotten_password') });
    }
  });

  return (
    <SignedOutLayout>
      <Stack gap={2}>
        <Heading level={1} size="xxl">
          {t('forgotten_password.title')}
        </Heading>
        <Text tone="muted">{t('forgotten_password.text')}</Text>
      </Stack>
      <form noValidate onSubmit={onSubmit}>
        <Stack gap={5}>
          <EmailInput label={t('form.signin_form.email.label')} isRequired {...form.field('email')} />
          <Inline justify="between">
            <NavigationLink href="/signin">{t('auth.back_to_signin')}</NavigationLink>
            <Button type="submit" isLoading={form.formState.isSubmitting}>
              {t('forgotten_password.submit')}
            </Button>
          </Inline>
        </Stack>
      </form>
    </SignedOutLayout>
  );
}
