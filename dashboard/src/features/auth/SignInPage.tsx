import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, EmailInput, Heading, Inline, PasswordInput, Stack, Text, toast } from '@merci/ui-kit';
import { useSpecForm } from '../../lib/forms/useSpecForm';
import { NavigationLink, useNavigateTo } from '../../lib/routing/navigation';
import { saveSession } from '../../lib/session/session';
import { signIn } from './authApi';
import { SignedOutLayout } from './SignedOutLayout';

// Drawn after a failed sign-in only: its code (the kit's Alert) stays out of the screen's first
// load, and is fetched as the form is sent, so that it is there when the answer is a failure.
const loadFailure = () => import('./SignInFailure');
const SignInFailure = lazy(async () => ({ default: (await loadFailure()).SignInFailure }));

/** /signin: 'Connect to your space' (SPEC §2, §4). */
export function SignInPage() {
  const intl = useIntl();
  const navigate = useNavigateTo();
  const t = (id: string) => intl.formatMessage({ id });
  const form = useSpecForm((schemas) => schemas.signInSchema, { email: '', password: '' });
  // Each failure counts, so that a second one moves the focus to the message again.
  const [failures, setFailures] = useState(0);
  const [isFailed, setFailed] = useState(false);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailed(false);
    loadFailure().catch(() => undefined);
    try {
      const response = await signIn(values);
      if (!response.activated) {
        navigate(`/signup-confirmation/${encodeURIComponent(values.email)}`);
        return;
      }
      saveSession(response.token);
      navigate('/', { replace: true });
    } catch {
      // SPEC §8: any failure is 'Connexion impossible.'
      toast({ tone: 'error', message: t('account.errors.signin') });
      // The toast goes after a few seconds: the form says it too (SignInFailure).
      setFailed(true);
      setFailures((count) => count + 1);
    }
  });

  return (
    <SignedOutLayout>
      <Stack gap={2}>
        <Heading level={1} size="xxl">
          {t('signin.title')}
        </Heading>
        <Text tone="muted">{t('signin.subtitle')}</Text>
      </Stack>
      <form noValidate onSubmit={onSubmit}>
        <Stack gap={5}>
          <EmailInput
            label={t('form.signin_form.email.label')}
            isRequired
            autoComplete="username"
            {...form.field('email')}
          />
          <PasswordInput
            label={t('form.signin_form.password.label')}
            isRequired
            autoComplete="current-password"
            showLabel={t('form.password.show')}
            {...form.field('password')}
          />
          {isFailed ? (
            <Suspense fallback={null}>
              <SignInFailure
                attempt={failures}
                title={t('account.errors.signin')}
                message={t('signin.error_hint')}
              />
            </Suspense>
          ) : null}
          <Inline justify="between" align="center">
            <NavigationLink href="/forgotten-password">{t('signin.forgotten_password')}</NavigationLink>
            <Button type="submit" isLoading={form.formState.isSubmitting}>
              {t('signin.submit')}
            </Button>
          </Inline>
        </Stack>
      </form>
      <Inline gap={3} align="center">
        <Text tone="muted">{t('signin.no_account')}</Text>
        <Button as={NavigationLink} href="/signup" variant="secondary">
          {t('signin.signup')}
        </Button>
      </Inline>
    </SignedOutLayout>
  );
}
