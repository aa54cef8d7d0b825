import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, Heading, Inline, PasswordInput, Stack, Text, toast } from '@merci/ui-kit';
import { ApiError } from '../../lib/api/client';
import { useSpecForm } from '../../lib/forms/useSpecForm';
import { confirmPasswordReset } from './authApi';
import { SignedOutLayout } from './SignedOutLayout';

/** /reset-password/{token}: the link of the reset e-mail, to choose a new password. */
export function ResetPasswordPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const t = (id: string) => intl.formatMessage({ id });
  const form = useSpecForm((schemas) => schemas.passwordResetSchema, {
    newPassword: '',
    confirmPassword: '',
  });

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    try {
      await confirmPasswordReset(token, newPassword);
      toast({ tone: 'success', message: t('reset_password.success') });
      navigate('/signin', { replace: true });
    } catch (error) {
      const key =
        error instanceof ApiError && error.messageKey === 'account.errors.reset_link'
          ? error.messageKey
          : 'errors.http';
      toast({ tone: 'error', message: t(key) });
    }
  });

  return (
    <SignedOutLayout>
      <Stack gap={2}>
        <Heading level={1} size="xxl">
          {t('reset_password.title')}
        </Heading>
        <Text tone="muted">{t('reset_password.text')}</Text>
      </Stack>
      <form noValidate onSubmit={onSubmit}>
        <Stack gap={5}>
          <PasswordInput
            label={t('form.account_password_form.new_password.label')}
            autoComplete="new-password"
            isRequired
            showLabel={t('form.password.show')}
            {...form.field('newPassword')}
          />
          <PasswordInput
            label={t('form.account_password_form.confirm_password.label')}
            autoComplete="new-password"
            isRequired
            showLabel={t('form.password.show')}
            {...form.field('confirmPassword')}
          />
          <Inline justify="between">
            <Link to="/signin">{t('auth.back_to_signin')}</Link>
            <Button type="submit" isLoading={form.formState.isSubmitting}>
              {t('reset_password.submit')}
            </Button>
          </Inline>
        </Stack>
      </form>
    </SignedOutLayout>
  );
}
