/**
 * The cookie that ties a store connection to its browser: Secure once merci is on https, and read
 * back from a `Cookie` header among the browser's other cookies.
 */
import { describe, expect, it } from 'vitest';
import { clearedConnectionCookie, connectionCookie, connectionStateOf } from './connectionCookie.js';

describe('the connection cookie', () => {
  it('is Secure, for the callback path alone, when merci is served over https', () => {
    const url = 'https://merci.example/v1/online_stores/shopify/callback';
    expect(connectionCookie(url, 's7ate')).toBe(
      'merci_store_connection=s7ate; Max-Age=900; Path=/v1/online_stores/shopify/callback; HttpOnly; Secure; SameSite=Lax',
    );
    expect(clearedConnectionCookie(url)).toBe(
      'merci_store_connection=; Max-Age=0; Path=/v1/online_stores/shopify/callback; HttpOnly; Secure; SameSite=Lax',
    );
  });

  it('reads the state among other cookies, and nothing from a browser without it', () => {
    expect(connectionStateOf('theme=dark; merci_store_connection=s7ate; lang=fr')).toBe('s7ate');
    expect(connectionStateOf('theme=dark')).toBeUndefined();
    expect(connectionStateOf(undefined)).toBeUndefined();
  });
});
