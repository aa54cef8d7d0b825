import { useState } from 'react';
import { useIntl } from 'react-intl';
import { redirect, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { Button, Heading, Icon, IconButton, Inline, Stack, Text, Tooltip, toast } from '@merci/ui-kit';
import { loadSchemas } from '../../lib/forms/loadSchemas';
import { RouterLink } from '../../lib/routing/RouterLink';
import { resendActivation } from './authApi';
import { SignedOutLayout } from './SignedOutLayout';

/** A parameter that is not an address goes to /signin (SPEC §5), before anything is drawn. */
export async function signUpConfirmationLoader({ params }: LoaderFunctionArgs) {
  const { forgottenPasswordSchema } = await loadSchemas();
  if (!forgottenPasswordSchema.isValidSync({ email: params.address ?? '' })) return redirect('/signin');
  return null;
}

/**
 * /signup-confirmation/{address}: check your mailbox. The resend button is disabled after one
 * success; a parameter that is not an address goes to /signin (SPEC §2, §5).
 */
export function SignUpConfirmationPage() {
  const intl = useIntl();
  const { address = '' } = useParams();
  const [isSent, setSent] = useState(false);
  const [isSending, setSending] = useState(false);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  const resend = async () => {
    setSending(true);
    try {
      await resendActivation(address);
      setSent(true);
      toast({ tone: 'success', message: t('signup_confirmation.resent') });
    } catch {
      // SPEC §8: a failed resend shows nothing.
    } finally {
      setSending(false);
    }
  };

  return (
    <SignedOutLayout>
      <Stack gap={4}>
        <Heading level={1} size="xxl">
          {t('signup_confirmation.title')}
        </Heading>
        <Text>{t('signup_confirmation.text', { address })}</Text>
        <Inline gap={3} align="center">
          <Tooltip content={t('signup_confirmation.resend')}>
            <IconButton
              label={t('signup_confirmation.resend')}
              icon={<Icon name="send" />}
              variant="secondary"
              disabled={isSent || isSending}
              onClick={resend}
            />
          </Tooltip>
          <Text tone="muted">
            {t(isSent ? 'signup_confirmation.resent' : 'signup_confirmation.resend_hint')}
          </Text>
        </Inline>
        <div>
          <Button as={RouterLink} href="/signin" variant="secondary" startIcon={<Icon name="chevron-left" />}>
            {t('auth.back_to_signin')}
          </Button>
        </div>
      </Stack>
    </SignedOutLayout>
  );
}
