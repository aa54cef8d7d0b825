import { useIntl } from 'react-intl';
import { Button, Card, PasswordInput, Stack, toast } from '@merci/ui-kit';
import { ApiError } from '../../lib/api/client';
import { useSpecForm } from '../../lib/forms/useSpecForm';
import { useCurrentUser } from '../../lib/owner/useOwner';
import { changePassword } from './accountApi';

const EMPTY = { password: '', newPassword: '', confirmPassword: '' };

const LABEL_KEYS: Record<keyof typeof EMPTY, string> = {
  password: 'form.account_password_form.password.label',
  newPassword: 'form.account_password_form.new_password.label',
  confirmPassword: 'form.account_password_form.confirm_password.label',
};

/** /account/password: current, new (≥ 6) and confirmation (SPEC §5, §8). */
export function PasswordTab() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { user } = useCurrentUser();
  const form = useSpecForm((schemas) => schemas.passwordChangeSchema, EMPTY);

  const onSubmit = form.handleSubmit(async (values) => {
    if (!user) return;
    try {
      await changePassword(user.id, values);
      form.reset(EMPTY);
      toast({ tone: 'success', message: t('form.account_password_form.success') });
    } catch (error) {
      const wrongCurrent =
        error instanceof ApiError &&
        error.violations.some((violation) => violation.propertyPath === 'password');
      if (wrongCurrent) form.setError('password', { message: 'form.account_password_form.password.invalid' });
      toast({ tone: 'error', message: t('errors.http') });
    }
  });

  const passwordField = (name: keyof typeof EMPTY, autoComplete: 'current-password' | 'new-password') => (
    <PasswordInput
      label={t(LABEL_KEYS[name])}
      isRequired
      autoComplete={autoComplete}
      showLabel={t('form.password.show')}
      {...form.field(name)}
    />
  );

  return (
    <Card as="section" aria-label={t('account.tabs.password')}>
      <form noValidate onSubmit={onSubmit}>
        <Stack gap={5}>
          {passwordField('password', 'current-password')}
          {passwordField('newPassword', 'new-password')}
          {passwordField('confirmPassword', 'new-password')}
          <div>
            <Button type="submit" isLoading={form.formState.isSubmitting}>
              {t('account.password.submit')}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
