import { useState } from 'react';
import { useIntl } from 'react-intl';
import { toast } from '@merci/ui-kit';
import { useLocale } from '../../../i18n/I18nProvider';
import { connectInstagram } from '../api/instagramConnect';
import { OAuthError } from '../oauth/facebookOAuth';
import { loginWithFacebook } from '../oauth/facebookPopup';

/** The Facebook app of the real login; without it the dashboard offers the demo login. */
export const FACEBOOK_APP_ID: string | undefined = import.meta.env.VITE_FACEBOOK_APP_ID || undefined;

/**
 * The social login of SPEC §4: get an access token (Facebook's dialog, or an account of the demo
 * login), connect it to the shop, then reload the page. A cancelled or refused login is ignored
 * (SPEC §8); a failed connection shows 'Erreur lors de la connexion avec Instagram'.
 */
export function useSocialLogin(shopId: number | undefined, { appId = FACEBOOK_APP_ID } = {}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const [isDemoOpen, setDemoOpen] = useState(false);
  const [isConnecting, setConnecting] = useState(false);

  const connect = async (accessToken: string) => {
    if (!shopId) return;
    setConnecting(true);
    try {
      await connectInstagram(shopId, accessToken);
      window.location.reload();
    } catch {
      toast({ tone: 'error', message: intl.formatMessage({ id: 'social.errors.connect' }) });
      setConnecting(false);
    }
  };

  const start = async () => {
    if (!appId) {
      setDemoOpen(true);
      return;
    }
    let accessToken: string;
    try {
      accessToken = await loginWithFacebook({ appId, locale });
    } catch (error) {
      if (error instanceof OAuthError) return;
      throw error;
    }
    await connect(accessToken);
  };

  return {
    start,
    isConnecting,
    demo: {
      isOpen: isDemoOpen,
      onOpenChange: ({ isOpen }: { isOpen: boolean }) => setDemoOpen(isOpen),
      onChoose: (accessToken: string) => connect(accessToken),
    },
  };
}
