/**
 * The fake Shopify's side of OAuth: the consent page on the store's admin, the signed way back to
 * the app, and the single-use code exchanged for an offline token bound to the store.
 */
import { createHmac, randomBytes } from 'node:crypto';

/** The access scopes the fake knows; an unknown one is refused as Shopify refuses it. */
export const KNOWN_SCOPES = [
  'read_customers',
  'write_customers',
  'read_discounts',
  'write_discounts',
  'read_orders',
  'write_orders',
  'read_products',
  'write_products',
] as const;

/** What each scope lets merci do, as the consent page lists it. */
const SCOPE_TEXT: Record<string, string> = {
  read_customers: 'Consulter vos clients',
  write_customers: 'Modifier vos clients',
  read_discounts: 'Consulter vos réductions',
  write_discounts: 'Créer et modifier vos codes de réduction',
  read_orders: 'Consulter vos commandes',
  write_orders: 'Modifier vos commandes',
  read_products: 'Consulter vos produits',
  write_products: 'Modifier vos produits',
};

interface PendingCode {
  domain: string;
  scopes: string[];
}

export interface ConsentOptions {
  apiKey: string;
  apiSecret: string;
  storeOrigin: (domain: string) => string;
  now: () => Date;
  /** The token endpoint's answer for these scopes: an expiring pair when `expiring`. */
  grant: (domain: string, scopes: string[], expiring: boolean) => Record<string, unknown>;
  /** The app's allowed redirection URLs. */
  redirectUrls: () => readonly string[];
}

/** Shopify's words when a `redirect_uri` is not one of the app's redirection URLs. */
export const REDIRECT_NOT_ALLOWED = 'Oauth error invalid_request: The redirect_uri is not whitelisted';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const page = (title: string, body: string) =>
  `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
  `<body><main>${body}</main></body></html>`;

export function createConsent(options: ConsentOptions) {
  const codes = new Map<string, PendingCode>();

  /** The parameters Shopify adds on the way back, signed: hex HMAC of the sorted query. */
  const signedRedirect = (input: {
    domain: string;
    redirectUri: string;
    state: string;
    scopes: string[];
  }) => {
    if (!options.redirectUrls().includes(input.redirectUri)) throw new Error(REDIRECT_NOT_ALLOWED);
    const code = randomBytes(16).toString('hex');
    codes.set(code, { domain: input.domain, scopes: input.scopes });
    const storeName = input.domain.replace(/\.myshopify\.com$/, '');
    const params: Record<string, string> = {
      code,
      host: Buffer.from(`admin.shopify.com/store/${storeName}`).toString('base64').replace(/=+$/, ''),
      shop: input.domain,
      state: input.state,
      timestamp: String(Math.floor(options.now().getTime() / 1000)),
    };
    const message = new URLSearchParams(
      Object.keys(params)
        .sort()
        .map((key): [string, string] => [key, params[key] ?? '']),
    ).toString();
    const target = new URL(input.redirectUri);
    for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
    target.searchParams.set('hmac', createHmac('sha256', options.apiSecret).update(message).digest('hex'));
    return target.toString();
  };

  return {
    signedRedirect,

    /** `GET /admin/oauth/authorize`: the merchant's consent page, or Shopify's refusal of the request. */
    authorizePage(domain: string, url: URL): { status: number; html: string } {
      const refuse = (message: string) => ({
        status: 400,
        html: page('Erreur', `<h1>${escapeHtml(message)}</h1>`),
      });
      const params = url.searchParams;
      if (params.get('client_id') !== options.apiKey) return refuse('Cette application est introuvable.');
      const scopes = (params.get('scope') ?? '')
        .split(',')
        .map((scope) => scope.trim())
        .filter(Boolean);
      const unknown = scopes.filter((scope) => !(KNOWN_SCOPES as readonly string[]).includes(scope));
      if (scopes.length === 0 || unknown.length > 0) {
        return refuse(`Oauth error invalid_scope: ${unknown.join(', ') || 'aucune autorisation demandée'}`);
      }
      const redirectUri = params.get('redirect_uri') ?? '';
      if (!URL.canParse(redirectUri) || !['http:', 'https:'].includes(new URL(redirectUri).protocol)) {
        return refuse('Oauth error invalid_request: redirect_uri est absent ou invalide.');
      }
      if (!options.redirectUrls().includes(redirectUri)) return refuse(REDIRECT_NOT_ALLOWED);
      const install = signedRedirect({ domain, redirectUri, state: params.get('state') ?? '', scopes });
      const title = `Installer merci sur ${domain}`;
      return {
        status: 200,
        html: page(
          title,
          `<h1>${escapeHtml(title)}</h1><p>merci pourra :</p><ul>` +
            scopes.map((scope) => `<li>${escapeHtml(SCOPE_TEXT[scope] ?? scope)}</li>`).join('') +
            `</ul><p><a href="${escapeHtml(install)}">Installer l’application</a></p>` +
            `<p><a href="${escapeHtml(`${options.storeOrigin(domain)}/admin`)}">Refuser</a></p>`,
        ),
      };
    },

    /**
     * `POST /admin/oauth/access_token` with a code: a code of this store, once. `expiring=1` asks
     * for an expiring offline token and its refresh token (see grants.ts); without it, the
     * non-expiring offline token of the apps created before April 2026.
     */
    exchange(domain: string, body: Record<string, unknown>): { status: number; body: unknown } {
      const { code, expiring } = body;
      const pending = typeof code === 'string' ? codes.get(code) : undefined;
      if (!pending || pending.domain !== domain) {
        return {
          status: 400,
          body: {
            error: 'invalid_request',
            error_description: 'The authorization code was not found or was already used',
          },
        };
      }
      codes.delete(code as string);
      return { status: 200, body: options.grant(domain, pending.scopes, String(expiring) === '1') };
    },

    clear: () => codes.clear(),
  };
}
