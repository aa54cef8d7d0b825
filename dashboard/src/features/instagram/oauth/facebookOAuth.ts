/**
 * The Facebook login dialog that gives the Instagram access token (SPEC §7): an OAuth 2 implicit
 * flow (`response_type=token`) protected by a random state, opened in a popup.
 */

/** Meta's login dialog: another origin than the dashboard's, opened in a popup. */
export const FACEBOOK_DIALOG_ORIGIN = 'https://www.facebook.com';

/** SPEC §7 scopes, plus what the story messages (automations) need. */
export const FACEBOOK_SCOPES = [
  'pages_read_engagement',
  'pages_show_list',
  'instagram_manage_comments',
  'business_management',
  'instagram_basic',
  'public_profile',
  'instagram_manage_messages',
  'pages_manage_metadata',
] as const;
export type FacebookScope = (typeof FACEBOOK_SCOPES)[number];

export const OAUTH_STATE_LENGTH = 32;
const STATE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** The dialog's language when the app's cannot be mapped. */
export const DEFAULT_FACEBOOK_LOCALE = 'en_US';

/** Regions of the app's bare languages, so that 'fr' asks for 'fr_FR'. */
const DEFAULT_REGIONS: Readonly<Record<string, string>> = { fr: 'FR', en: 'US' };

/**
 * A random state of 32 letters and digits from the browser's cryptographic generator; the answer
 * must carry it back, which proves it answers our own request.
 */
export function createOAuthState(
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  // 62 letters: bytes of 248 and more are drawn again, so that every letter is equally likely.
  const limit = 256 - (256 % STATE_ALPHABET.length);
  let state = '';
  while (state.length < OAUTH_STATE_LENGTH) {
    for (const byte of random(new Uint8Array(OAUTH_STATE_LENGTH))) {
      if (byte < limit && state.length < OAUTH_STATE_LENGTH)
        state += STATE_ALPHABET[byte % STATE_ALPHABET.length];
    }
  }
  return state;
}

/** The app's language as Facebook writes it: the dash becomes an underscore ('fr-FR' → 'fr_FR'). */
export function facebookLocale(locale: string | null | undefined): string {
  const text = (locale ?? '').trim();
  const match = /^([a-zA-Z]{2,3})(?:[-_]([a-zA-Z]{2}))?$/.exec(text);
  if (!match) return DEFAULT_FACEBOOK_LOCALE;
  const language = (match[1] as string).toLowerCase();
  const region = match[2]?.toUpperCase() ?? DEFAULT_REGIONS[language];
  return region ? `${language}_${region}` : DEFAULT_FACEBOOK_LOCALE;
}

export interface OAuthDialogOptions {
  appId: string;
  /** The Graph API version of the dialog: the server's, that of every call (`login_config`). */
  graphVersion: string;
  redirectUri: string;
  state: string;
  locale: string;
  scopes?: readonly string[];
  /** Where the dialog is served. @default Meta's, https://www.facebook.com */
  dialogOrigin?: string;
}

/** `https://www.facebook.com/v26.0/dialog/oauth?client_id…&response_type=token&state…&scope…&locale…` */
export function facebookOAuthUrl({
  appId,
  graphVersion,
  redirectUri,
  state,
  locale,
  scopes = FACEBOOK_SCOPES,
  dialogOrigin = FACEBOOK_DIALOG_ORIGIN,
}: OAuthDialogOptions): string {
  const url = new URL(`${dialogOrigin}/${graphVersion}/dialog/oauth`);
  url.searchParams.set('client_id', appId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('response_type', 'token');
  url.searchParams.set('state', state);
  url.searchParams.set('scope', scopes.join(','));
  url.searchParams.set('locale', facebookLocale(locale));
  return url.toString();
}

/** Why the dialog gave no token. */
export type OAuthFailure = 'denied' | 'state_mismatch' | 'no_token' | 'cancelled' | 'blocked';

export class OAuthError extends Error {
  constructor(readonly reason: OAuthFailure) {
    super(`Facebook login failed: ${reason}`);
    this.name = 'OAuthError';
  }
}

/**
 * Reads the dialog's answer from the fragment of the page it returned to
 * (`#access_token=…&state=…` or `?error=access_denied&state=…`). An answer whose state is not ours
 * is refused, whatever it carries.
 */
export function readOAuthAnswer(location: { hash: string; search: string }, expectedState: string): string {
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ''));
  const query = new URLSearchParams(location.search.replace(/^\?/, ''));
  const state = fragment.get('state') ?? query.get('state');
  if (state !== expectedState) throw new OAuthError('state_mismatch');
  if (fragment.get('error') ?? query.get('error')) throw new OAuthError('denied');
  const token = fragment.get('access_token');
  if (!token) throw new OAuthError('no_token');
  return token;
}
