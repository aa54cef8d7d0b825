import { useState } from 'react';
import { useIntl } from 'react-intl';
import { toast } from '@merci/ui-kit';
import { useLocale } from '../../../i18n/I18nProvider';
import { connectInstagram } from '../api/instagramConnect';
import { useLoginConfig } from '../api/loginConfig';
import { OAuthError } from '../oauth/facebookOAuth';
import { loginWithFacebook } from '../oauth/facebookPopup';

/**
 * The social login of SPEC §4: get an access token (Facebook's dialog of the server's app, or an
 * account of the demo login, as GET /instagram/login_config says), connect it to the shop, then
 * reload the page. A cancelled or refused login is ignored (SPEC §8); a failed connection shows
 * 'Erreur lors de la connexion avec Instagram'. A server with neither offers no login.
 */
export function useSocialLogin(shopId: number | undefined) {
  const intl = useIntl();
  const { locale } = useLocale();
  const loginConfig = useLoginConfig();
  const [isDemoOpen, setDemoOpen] = useState(false);
  const [isConnecting, setConnecting] = useState(false);

  const failed = () => toast({ tone: 'error', message: intl.formatMessage({ id: 'social.errors.connect' }) });

  const connect = async (accessToken: string) => {
    if (!shopId) return;
    setConnecting(true);
    try {
      await connectInstagram(shopId, accessToken);
      window.location.reload();
    } catch {
      failed();
      setConnecting(false);
    }
  };

  const start = async () => {
    // Read as the prompt appears; a click before the answer (or after a failure) asks again.
    const current = loginConfig.config ?? (await loginConfig.retry().catch(() => undefined));
    if (!current) {
      failed();
      return;
    }
    if (current.demo) {
      setDemoOpen(true);
      return;
    }
    if (!current.appId) return;
    let accessToken: string;
    try {
      accessToken = await loginWithFacebook({
        appId: current.appId,
        graphVersion: current.graphVersion,
        locale,
      });
    } catch (error) {
      if (error instanceof OAuthError) return;
      throw error;
    }
    await connect(accessToken);
  };

  return {
    start,
    isConnecting,
    /** The server has neither a Facebook app nor the demo: connecting is not available. */
    isUnavailable: loginConfig.config !== undefined && !loginConfig.config.demo && !loginConfig.config.appId,
    demo: {
      isOpen: isDemoOpen,
      onOpenChange: ({ isOpen }: { isOpen: boolean }) => setDemoOpen(isOpen),
      onChoose: (accessToken: string) => connect(accessToken),
    },
  };
}
