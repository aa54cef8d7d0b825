import { describe, expect, it } from 'vitest';
import {
  FACEBOOK_SCOPES,
  OAuthError,
  createOAuthState,
  facebookLocale,
  facebookOAuthUrl,
  readOAuthAnswer,
} from './facebookOAuth';

describe('facebookOAuthUrl', () => {
  it('builds the dialog URL of the server’s Graph version with the token response type, the state, every scope and the locale', () => {
    const url = new URL(
      facebookOAuthUrl({
        appId: '1234567890',
        graphVersion: 'v26.0',
        redirectUri: 'https://app.merci.test/facebook-login.html',
        state: 'S'.repeat(32),
        locale: 'fr',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://www.facebook.com/v26.0/dialog/oauth');
    expect(url.searchParams.get('client_id')).toBe('1234567890');
    expect(url.searchParams.get('redirect_uri')).toBe('https://app.merci.test/facebook-login.html');
    expect(url.searchParams.get('response_type')).toBe('token');
    expect(url.searchParams.get('state')).toBe('S'.repeat(32));
    expect(url.searchParams.get('locale')).toBe('fr_FR');
    expect(url.searchParams.get('scope')?.split(',')).toEqual([
      'pages_read_engagement',
      'pages_show_list',
      'instagram_manage_comments',
      'business_management',
      'instagram_basic',
      'public_profile',
      'instagram_manage_messages',
      'pages_manage_metadata',
    ]);
    expect(FACEBOOK_SCOPES).toHaveLength(8);
  });
});

describe('createOAuthState', () => {
  it('is 32 letters and digits', () => {
    expect(createOAuthState()).toMatch(/^[A-Za-z0-9]{32}$/);
  });

  it('differs from one login to the next', () => {
    const states = new Set(Array.from({ length: 50 }, () => createOAuthState()));
    expect(states.size).toBe(50);
  });

  it('draws its letters from the random source, skipping the bytes that would bias them', () => {
    let call = 0;
    // First draw: only biased bytes (248 and more) then zeros; the state must still reach 32 letters.
    const state = createOAuthState((bytes) => {
      call += 1;
      bytes.fill(call === 1 ? 250 : 0);
      return bytes;
    });
    expect(state).toBe('A'.repeat(32));
    expect(call).toBe(2);
  });
});

describe('facebookLocale', () => {
  it.each([
    ['fr', 'fr_FR'],
    ['en', 'en_US'],
    ['fr-FR', 'fr_FR'],
    ['en-GB', 'en_GB'],
    ['pt_br', 'pt_BR'],
    ['', 'en_US'],
    [undefined, 'en_US'],
    ['de', 'en_US'],
    ['not a locale', 'en_US'],
  ])('maps %s to %s', (locale, expected) => {
    expect(facebookLocale(locale)).toBe(expected);
  });
});

describe('readOAuthAnswer', () => {
  const state = 'a'.repeat(32);

  it('returns the access token of an answer carrying our state', () => {
    expect(
      readOAuthAnswer({ hash: `#access_token=EAAG123&expires_in=5183&state=${state}`, search: '' }, state),
    ).toBe('EAAG123');
  });

  it('refuses an answer whose state is not ours, even with a token', () => {
    expect(() =>
      readOAuthAnswer({ hash: `#access_token=EAAG123&state=${'b'.repeat(32)}`, search: '' }, state),
    ).toThrow(new OAuthError('state_mismatch'));
    expect(() => readOAuthAnswer({ hash: '#access_token=EAAG123', search: '' }, state)).toThrow(
      new OAuthError('state_mismatch'),
    );
  });

  it('reports a refusal of the merchant', () => {
    expect(() =>
      readOAuthAnswer(
        { hash: '', search: `?error=access_denied&error_reason=user_denied&state=${state}` },
        state,
      ),
    ).toThrow(new OAuthError('denied'));
  });

  it('reports an answer without a token', () => {
    expect(() => readOAuthAnswer({ hash: `#state=${state}`, search: '' }, state)).toThrow(
      new OAuthError('no_token'),
    );
  });
});
