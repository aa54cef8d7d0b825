/**
 * The cookie that ties a store connection to the browser that started it (docs/adr/037), as
 * Shopify's own app library ties its OAuth `state`: the `state` itself, HttpOnly, sent only to the
 * callback's path, carried by the top-level navigation back from the store's page (SameSite=Lax),
 * Secure when merci is served over https.
 */
import { parse, serialize } from 'cookie';
import { CONNECTION_TTL_MS } from './stores.js';

const NAME = 'merci_store_connection';

function attributes(callbackUrl: string) {
  const url = new URL(callbackUrl);
  return { path: url.pathname, httpOnly: true, sameSite: 'lax', secure: url.protocol === 'https:' } as const;
}

/** The `Set-Cookie` of the connect answer: the state, for as long as the connection may finish. */
export const connectionCookie = (callbackUrl: string, state: string): string =>
  serialize(NAME, state, { ...attributes(callbackUrl), maxAge: CONNECTION_TTL_MS / 1000 });

/** The `Set-Cookie` of the callback's answer: the browser forgets the state, used or not. */
export const clearedConnectionCookie = (callbackUrl: string): string =>
  serialize(NAME, '', { ...attributes(callbackUrl), maxAge: 0 });

/** The state the browser was given, from the callback's `Cookie` header. */
export const connectionStateOf = (cookieHeader: string | undefined): string | undefined =>
  cookieHeader ? parse(cookieHeader)[NAME] : undefined;
