import { OAuthError, createOAuthState, facebookOAuthUrl, readOAuthAnswer } from './facebookOAuth';

/** The page the dialog returns to: a blank static page of ours, read by the opener. */
export const FACEBOOK_REDIRECT_PATH = '/facebook-login.html';

const POLL_INTERVAL_MS = 300;

export interface FacebookLoginOptions {
  appId: string;
  /** The Graph API version of the dialog (`login_config`). */
  graphVersion: string;
  /** The app's language (`fr`, `en`, `fr-FR`). */
  locale: string;
  /** @default `${origin}/facebook-login.html` */
  redirectUri?: string;
  /** @default Meta's; the tests open the fake Graph API's dialog, on its own origin too. */
  dialogOrigin?: string;
}

/**
 * Opens the Facebook login dialog in a popup and resolves with the access token once the popup is
 * back on our redirect page. Rejects with an OAuthError when the popup is blocked or closed, the
 * merchant refuses, or the answer's state is not ours.
 */
export function loginWithFacebook({
  appId,
  graphVersion,
  locale,
  redirectUri = `${window.location.origin}${FACEBOOK_REDIRECT_PATH}`,
  dialogOrigin,
}: FacebookLoginOptions): Promise<string> {
  const state = createOAuthState();
  const popup = window.open(
    facebookOAuthUrl({
      appId,
      graphVersion,
      redirectUri,
      state,
      locale,
      ...(dialogOrigin ? { dialogOrigin } : {}),
    }),
    'merci-facebook-login',
    'popup,width=600,height=720',
  );
  if (!popup) return Promise.reject(new OAuthError('blocked'));

  return new Promise((resolve, reject) => {
    const timer = window.setInterval(() => {
      if (popup.closed) {
        window.clearInterval(timer);
        reject(new OAuthError('cancelled'));
        return;
      }
      let href: string;
      try {
        href = popup.location.href;
      } catch {
        return; // Still on facebook.com: its location cannot be read from here.
      }
      if (!href.startsWith(redirectUri)) return;
      window.clearInterval(timer);
      const { hash, search } = popup.location;
      popup.close();
      try {
        resolve(readOAuthAnswer({ hash, search }, state));
      } catch (error) {
        reject(error);
      }
    }, POLL_INTERVAL_MS);
  });
}
