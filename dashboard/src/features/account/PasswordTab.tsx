import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Button, Card, Heading, PasswordInput, Stack, Text, toast } from '@merci/ui-kit';
import { ApiError } from '../../lib/api/client';
import { ConfirmDialog } from '../../lib/dialogs/ConfirmDialog';
import { useSpecForm } from '../../lib/forms/useSpecForm';
import { useCurrentUser } from '../../lib/owner/useOwner';
import { endEverySession } from '../../lib/session/endSession';
import { clearSession } from '../../lib/session/session';
import { changePassword } from './accountApi';

const EMPTY = { password: '', newPassword: '', confirmPassword: '' };

const LABEL_KEYS: Record<keyof typeof EMPTY, string> = {
  password: 'form.account_password_form.password.label',
  newPassword: 'form.account_password_form.new_password.label',
  confirmPassword: 'form.account_password_form.confirm_password.label',
};

/** /account/password: current, new (≥ 6) and confirmation (SPEC §5, §8), then sign-out everywhere. */
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
    <Stack gap={6}>
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
      <SignOutEverywhere />
    </Stack>
  );
}

/**
 * Ends every session of the merchant (a shared or lost device), this one included: once the API
 * has ended them, the stored session goes too and the merchant signs in again.
 */
function SignOutEverywhere() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const [isConfirming, setConfirming] = useState(false);
  const [isPending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    try {
      await endEverySession();
      clearSession();
      void navigate('/signin', { replace: true });
    } catch {
      // The other sessions may still be open: the merchant is told and stays here to try again.
      setPending(false);
      setConfirming(false);
      toast({ tone: 'error', message: t('account.sessions.error') });
    }
  };

  return (
    <Card as="section" aria-labelledby="account-sessions-title">
      <Stack gap={3}>
        <Heading level={2} size="lg" id="account-sessions-title">
          {t('account.sessions.title')}
        </Heading>
        <Text as="p" tone="muted">
          {t('account.sessions.description')}
        </Text>
        <div>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t('account.sessions.sign_out_everywhere')}
          </Button>
        </div>
      </Stack>
      <ConfirmDialog
        isOpen={isConfirming}
        title={t('account.sessions.dialog.title')}
        description={t('account.sessions.dialog.description')}
        confirmLabel={t('account.sessions.sign_out_everywhere')}
        isPending={isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
