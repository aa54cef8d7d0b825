/**
 * A local stand-in for Meta's Graph API, served over real HTTP on 127.0.0.1: the endpoints merci
 * calls (token exchange and renewal, Pages, Instagram profile, tags, mentioned media, messaging
 * profiles, the Send API of private replies) with Meta's shapes, paging, error bodies and usage
 * headers; the messages it is asked to send are recorded instead of delivered. `npm start` uses it
 * so the demo connects and pulls offline; the tests run the real client against it, inject
 * failures, and expire or revoke a user's tokens.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sameSecret } from '../../auth/sameSecret.js';
import { demoPicture } from '../../routes/media.js';
import { MENTIONED_MEDIA_FIELDS } from '../graphClient.js';
import {
  DEMO_FACEBOOK_USER,
  DEMO_INSTAGRAM_ACCOUNT,
  INSTAGRAM_ACCOUNTS,
  MESSAGING_USERS,
  PAGES,
  USERS,
  buildMedia,
  type FakeMedia,
  type FakeUser,
} from './data.js';
import { fakeTokens, type FakeTokenClaims } from './tokens.js';
import { fakeWebhooks } from './webhooks.js';
import {
  LONG_TTL,
  NO_EXPIRY_TTL,
  PUBLIC_MEDIA_FIELDS,
  SHORT_TTL,
  expiredToken,
  graphError,
  invalidToken,
  pick,
  revokedToken,
  splitFields,
  unsupported,
  type GraphFailure,
} from './answers.js';
import type {
  FakeDelivery,
  FakeDeliveryRoute,
  FakeFailure,
  FakeStoryMention,
  FakeWebhookField,
  FakeGraphOptions,
  FakeGraphServer,
  FakeInjection,
  FakeRequest,
  FakeSentMessage,
  FakeTokenInvalidation,
} from './types.js';

export async function startFakeGraph(options: FakeGraphOptions): Promise<FakeGraphServer> {
  const startedAt = new Date();
  const now = options.now ?? (() => startedAt);
  const pageSize = options.pageSize ?? 10;
  const clock = options.clock ?? Date.now;
  const longLivedExchange = options.longLivedExchange ?? 'keeps_end';
  const tokens = fakeTokens(options.appSecret);
  const injections: (FakeInjection & { failure: FakeFailure; left: number })[] = [];
  const requests: FakeRequest[] = [];
  const messages: FakeSentMessage[] = [];
  const recentCalls: number[] = [];
  /** Per user: how their tokens ended, and the first issue time that is still good. */
  const invalidations = new Map<string, { reason: FakeTokenInvalidation; validFrom: number }>();
  let lastIssuedAt = 0;
  let origin = '';
  let media: FakeMedia[] = [];
  const webhooks = fakeWebhooks({
    appId: options.appId,
    appSecret: options.appSecret,
    appName: 'merci',
    instagramFields: options.instagramWebhookFields ?? ['mentions', 'messages'],
    callbackUrl: options.webhookCallbackUrl,
  });

  /** Strictly increasing, so that a revocation cuts between two tokens issued in the same millisecond. */
  const nextIssueTime = () => (lastIssuedAt = Math.max(Date.now(), lastIssuedAt + 1));
  const nowSeconds = () => Math.floor(clock() / 1000);
  /** A token ending at `expiresAt` (seconds since the epoch). */
  const issueUntil = (kind: FakeTokenClaims['kind'], subject: string, expiresAt: number) =>
    tokens.issue({ kind, subject, expiresAt, issuedAt: nextIssueTime() });
  const issue = (kind: FakeTokenClaims['kind'], subject: string, ttlSeconds: number) =>
    issueUntil(kind, subject, nowSeconds() + ttlSeconds);

  /**
   * "Long-Lived Access Tokens" (Facebook Login guide): a Page token obtained with a long-lived user
   * token has no expiration date (it still ends with the user's session: `invalidateTokens`); one
   * obtained with a short-lived user token lasts about as long as it.
   */
  const pageTokenTtl = (claims: FakeTokenClaims) => (claims.kind === 'short' ? SHORT_TTL : NO_EXPIRY_TTL);

  /** A token's claims, or Meta's 190 for a token malformed, past its date, or ended by its user. */
  const checkToken = (
    token: string | null,
  ): { ok: true; claims: FakeTokenClaims } | { ok: false; failure: GraphFailure } => {
    const check = tokens.check(token, clock());
    if (!check.ok)
      return { ok: false, failure: check.reason === 'expired' ? expiredToken() : invalidToken() };
    const { claims } = check;
    // A Page token ends with the tokens of a user who administers the Page.
    const owners =
      claims.kind === 'page'
        ? USERS.filter((user) => user.pageIds.includes(claims.subject)).map((user) => user.id)
        : [claims.subject];
    for (const owner of owners) {
      const ended = invalidations.get(owner);
      if (ended && claims.issuedAt < ended.validFrom) {
        return {
          ok: false,
          failure: ended.reason === 'expired' ? expiredToken() : revokedToken(ended.reason, options.appId),
        };
      }
    }
    return { ok: true, claims };
  };

  /** `appsecret_proof`, when sent, must be the HMAC-SHA256 of the token with the app secret. */
  const proofMismatch = (url: URL, token: string | null): GraphFailure | null => {
    const proof = url.searchParams.get('appsecret_proof');
    if (proof === null) return null;
    const expected = createHmac('sha256', options.appSecret)
      .update(token ?? '')
      .digest('hex');
    if (sameSecret(proof, expected)) return null;
    return graphError(400, 100, 'Invalid appsecret_proof provided in the API argument');
  };

  const usageHeaders = (instagramId?: string): Record<string, string> => {
    const hourAgo = Date.now() - 60 * 60 * 1000;
    while (recentCalls.length > 0 && (recentCalls[0] ?? 0) < hourAgo) recentCalls.shift();
    const percent = Math.min(99, recentCalls.length);
    const headers: Record<string, string> = {
      'x-app-usage': JSON.stringify({
        call_count: percent,
        total_cputime: Math.floor(percent / 2),
        total_time: Math.floor(percent / 2),
      }),
    };
    if (instagramId) {
      headers['x-business-use-case-usage'] = JSON.stringify({
        [instagramId]: [
          {
            type: 'instagram',
            call_count: percent,
            total_cputime: Math.floor(percent / 3),
            total_time: Math.floor(percent / 3),
            estimated_time_to_regain_access: 0,
          },
        ],
      });
    }
    return headers;
  };

  const injected = (failure: Exclude<FakeFailure, 'timeout'>): GraphFailure => {
    switch (failure) {
      case 'expired_token':
        return expiredToken();
      case 'revoked_token':
        return revokedToken('password_changed', options.appId);
      case 'server_error':
        return graphError(500, 2, 'An unexpected error has occurred. Please retry your request later.', {
          is_transient: true,
        });
      case 'outside_window':
        return graphError(400, 10, '(#10) This message is sent outside of allowed window.', {
          error_subcode: 2534022,
        });
      case 'permission_denied':
        return graphError(403, 200, '(#200) Permissions error');
      case 'nonexisting_field':
        return graphError(
          400,
          100,
          '(#100) Tried accessing nonexisting field (permalink) on node type (ShadowIGMediaBuilder)',
        );
      case 'user_unavailable':
        return graphError(400, 551, 'This person isn\u2019t available right now.', {
          error_subcode: 1545041,
        });
      case 'rate_limit':
        return {
          ...graphError(429, 4, '(#4) Application request limit reached', { is_transient: true }),
          headers: {
            'x-app-usage': JSON.stringify({ call_count: 100, total_cputime: 41, total_time: 57 }),
            'x-business-use-case-usage': JSON.stringify({
              [DEMO_INSTAGRAM_ACCOUNT.id]: [
                {
                  type: 'instagram',
                  call_count: 100,
                  total_cputime: 40,
                  total_time: 55,
                  estimated_time_to_regain_access: 1,
                },
              ],
            }),
          },
        };
    }
  };

  /** The user a token acts for, or the failure to answer. */
  const authenticate = (
    url: URL,
  ): { ok: true; claims: FakeTokenClaims; user?: FakeUser } | { ok: false; failure: GraphFailure } => {
    const token = url.searchParams.get('access_token');
    const check = checkToken(token);
    if (!check.ok) return check;
    const mismatch = proofMismatch(url, token);
    if (mismatch) return { ok: false, failure: mismatch };
    const user = USERS.find((candidate) => candidate.id === check.claims.subject);
    return { ok: true, claims: check.claims, ...(user ? { user } : {}) };
  };

  /** Whether the token may read this Instagram account: its user administers the linked Page. */
  const mayRead = (claims: FakeTokenClaims, user: FakeUser | undefined, instagramId: string) => {
    const pageIds = claims.kind === 'page' ? [claims.subject] : (user?.pageIds ?? []);
    return PAGES.some((page) => pageIds.includes(page.id) && page.instagramId === instagramId);
  };

  const handle = (
    url: URL,
    path: string,
  ): { status: number; body: unknown; headers?: Record<string, string> } => {
    // Exchanges a login token for a long-lived one; a long-lived one still valid gets a new token
    // ending when it does, unless the fake was told that Meta extends it (`longLivedExchange`).
    if (path === '/oauth/access_token') {
      const params = url.searchParams;
      if (params.get('grant_type') !== 'fb_exchange_token') {
        return graphError(400, 100, 'Unsupported grant_type');
      }
      if (params.get('client_id') !== options.appId || params.get('client_secret') !== options.appSecret) {
        return graphError(400, 101, 'Error validating application. Invalid application ID or client secret.');
      }
      const exchanged = params.get('fb_exchange_token');
      const check = checkToken(exchanged);
      if (!check.ok) return check.failure;
      if (check.claims.kind === 'page') return invalidToken();
      const mismatch = proofMismatch(url, params.get('access_token') ?? exchanged);
      if (mismatch) return mismatch;
      const expiresAt =
        check.claims.kind === 'long' && longLivedExchange === 'keeps_end'
          ? check.claims.expiresAt
          : nowSeconds() + LONG_TTL;
      return {
        status: 200,
        body: {
          access_token: issueUntil('long', check.claims.subject, expiresAt),
          token_type: 'bearer',
          expires_in: expiresAt - nowSeconds(),
        },
      };
    }

    const auth = authenticate(url);
    if (!auth.ok) return auth.failure;
    const { claims, user } = auth;
    const fields = splitFields(url.searchParams.get('fields') ?? '');

    if (path === '/me') {
      if (!user) return unsupported(path);
      return {
        status: 200,
        body: pick({ id: user.id, name: user.name }, fields.length ? fields : ['id', 'name']),
      };
    }
    if (path === '/me/accounts') {
      if (!user) return unsupported(path);
      const data = PAGES.filter((page) => user.pageIds.includes(page.id)).map((page) =>
        pick(
          {
            id: page.id,
            name: page.name,
            access_token: issue('page', page.id, pageTokenTtl(claims)),
            ...(page.instagramId ? { instagram_business_account: { id: page.instagramId } } : {}),
          },
          fields.length ? fields : ['id', 'name', 'access_token'],
        ),
      );
      return { status: 200, body: { data, paging: { cursors: { before: 'MA==', after: 'MA==' } } } };
    }

    const segments = path.split('/').filter(Boolean);
    const objectId = segments[0] ?? '';
    const account = INSTAGRAM_ACCOUNTS.find((candidate) => candidate.id === objectId);

    if (account && segments.length === 2 && segments[1] === 'tags') {
      if (!mayRead(claims, user, account.id)) return unsupported(path);
      const tagged = media.filter((item) => item.accountId === account.id && item.tagged);
      const limit = Math.min(pageSize, Math.max(1, Number(url.searchParams.get('limit')) || pageSize));
      const after = url.searchParams.get('after');
      const start = after ? Number(Buffer.from(after, 'base64url').toString('utf8')) || 0 : 0;
      const slice = tagged.slice(start, start + limit);
      const wanted = fields.length ? fields : ['id'];
      const cursor = (index: number) => Buffer.from(String(index)).toString('base64url');
      const paging: Record<string, unknown> = {
        cursors: { before: cursor(start), after: cursor(start + slice.length) },
      };
      if (start + slice.length < tagged.length) {
        const next = new URL(url);
        next.searchParams.set('after', cursor(start + slice.length));
        next.searchParams.set('limit', String(limit));
        next.searchParams.delete('appsecret_proof');
        paging.next = next.toString();
      }
      return {
        status: 200,
        body: { data: slice.map((item) => pick(item, wanted)), paging },
        headers: usageHeaders(account.id),
      };
    }

    if (account && segments.length === 1) {
      if (!mayRead(claims, user, account.id)) return unsupported(path);
      const mention = fields
        .map((field) => /^mentioned_media\.media_id\((\d+)\)\{([^}]*)\}$/.exec(field))
        .find(Boolean);
      if (mention) {
        const item = media.find(
          (candidate) => candidate.id === mention[1] && candidate.accountId === account.id,
        );
        if (!item?.mentioned)
          return graphError(
            400,
            100,
            '(#100) Media id does not belong to a media where the account is mentioned',
          );
        // "Mentioned Media" (Instagram Platform reference, ig-user/mentioned_media) lists the fields
        // it answers; Meta refuses any other with error 100.
        const asked = splitFields(mention[2] ?? '');
        const refused = asked.find((field) => !(MENTIONED_MEDIA_FIELDS as readonly string[]).includes(field));
        if (refused) {
          return graphError(
            400,
            100,
            `(#100) Tried accessing nonexisting field (${refused}) on node type (ShadowIGMediaBuilder)`,
          );
        }
        const wanted = asked.filter((field) => (PUBLIC_MEDIA_FIELDS as readonly string[]).includes(field));
        return {
          status: 200,
          body: { mentioned_media: pick(item, wanted.length ? wanted : ['id']), id: account.id },
          headers: usageHeaders(account.id),
        };
      }
      const profile = {
        ...account,
        profile_picture_url: `${mediaBase()}/account-maison-lumiere.svg`,
      };
      return {
        status: 200,
        body: pick(profile, fields.length ? fields : ['id']),
        headers: usageHeaders(account.id),
      };
    }

    const page = PAGES.find((candidate) => candidate.id === objectId);
    if (page && segments.length === 1) {
      const administers =
        claims.kind === 'page' ? claims.subject === page.id : user?.pageIds.includes(page.id);
      if (!administers) return unsupported(path);
      return {
        status: 200,
        body: pick(
          { id: page.id, name: page.name, access_token: issue('page', page.id, pageTokenTtl(claims)) },
          fields.length ? fields : ['id', 'name'],
        ),
      };
    }

    const sender = MESSAGING_USERS[objectId];
    if (sender && segments.length === 1) {
      // The User Profile API answers Page tokens only.
      if (claims.kind !== 'page') {
        return graphError(400, 230, '(#230) Requires pages_messaging permission to manage the object');
      }
      return {
        status: 200,
        body: pick({ id: objectId, ...sender }, fields.length ? fields : ['id', 'name']),
      };
    }
    return unsupported(path);
  };

  /**
   * `GET|POST|DELETE /{page-id}/subscribed_apps` ("Page Subscribed Apps", Graph API reference):
   * a Page access token of that very Page; POST takes `subscribed_fields` from the query or the
   * form body.
   */
  const subscribedApps = (
    method: string,
    url: URL,
    path: string,
    body: string,
  ): { status: number; body: unknown } => {
    const auth = authenticate(url);
    if (!auth.ok) return auth.failure;
    const pageId = path.split('/')[1] ?? '';
    if (!PAGES.some((page) => page.id === pageId)) return unsupported(path);
    if (auth.claims.kind !== 'page' || auth.claims.subject !== pageId) {
      return graphError(400, 210, '(#210) A page access token is required to request this resource.');
    }
    const params = new URLSearchParams(url.searchParams);
    for (const [key, value] of new URLSearchParams(body)) params.set(key, value);
    return webhooks.subscribedApps(method, pageId, params);
  };

  /** `POST /{page-id}/messages`: the Send API, with the Page's own token. */
  const sendMessage = (url: URL, path: string, body: string): { status: number; body: unknown } => {
    const auth = authenticate(url);
    if (!auth.ok) return auth.failure;
    const pageId = path.split('/')[1] ?? '';
    if (!PAGES.some((page) => page.id === pageId && page.instagramId)) return unsupported(path);
    if (auth.claims.kind !== 'page' || auth.claims.subject !== pageId) {
      return graphError(400, 230, '(#230) Requires pages_messaging permission to manage the object');
    }
    let payload: { recipient?: { id?: unknown }; message?: { text?: unknown } } = {};
    try {
      payload = body ? (JSON.parse(body) as typeof payload) : {};
    } catch {
      return graphError(400, 100, '(#100) The parameter recipient is required');
    }
    const recipientId = typeof payload.recipient?.id === 'string' ? payload.recipient.id : '';
    if (!recipientId) return graphError(400, 100, '(#100) The parameter recipient is required');
    const text = typeof payload.message?.text === 'string' ? payload.message.text : '';
    if (!text.trim()) return graphError(400, 100, '(#100) The parameter message[text] is required');
    if (Array.from(text).length > 1000) {
      return graphError(400, 100, '(#100) Length of param message[text] must be less than or equal to 1000');
    }
    const recipient = MESSAGING_USERS[recipientId];
    if (!recipient) return graphError(400, 100, '(#100) No matching user found', { error_subcode: 2018001 });
    const message: FakeSentMessage = {
      id: `m_${randomBytes(12).toString('base64url')}`,
      pageId,
      recipientId,
      recipientUsername: recipient.username,
      text,
      sentAt: new Date().toISOString(),
    };
    messages.push(message);
    return { status: 200, body: { recipient_id: recipientId, message_id: message.id } };
  };

  const mediaBase = () => options.mediaBaseUrl ?? `${origin}/media`;

  /**
   * The login dialog of the implicit flow (`response_type=token`): one link per demo account that
   * returns to `redirect_uri` with `#access_token=…&state=…`, and one that refuses, as Meta's does.
   */
  const loginDialog = (url: URL): { status: number; html: string } => {
    const redirect = url.searchParams.get('redirect_uri') ?? '';
    const state = url.searchParams.get('state') ?? '';
    const valid =
      url.searchParams.get('client_id') === options.appId &&
      url.searchParams.get('response_type') === 'token' &&
      URL.canParse(redirect) &&
      ['http:', 'https:'].includes(new URL(redirect).protocol);
    const page = (body: string) =>
      `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Facebook (démo)</title></head><body>${body}</body></html>`;
    if (!valid) return { status: 400, html: page('<h1>Cette demande de connexion n’est pas valide.</h1>') };
    const answer = (values: Record<string, string>) => {
      const target = new URL(redirect);
      target.hash = new URLSearchParams({ ...values, state }).toString();
      return escapeHtml(target.toString());
    };
    const accounts = [DEMO_FACEBOOK_USER].map(
      (user) =>
        `<li><a href="${answer({
          access_token: issue('short', user.id, SHORT_TTL),
          token_type: 'bearer',
          expires_in: String(SHORT_TTL),
        })}">Continuer en tant que ${escapeHtml(user.name)}</a></li>`,
    );
    return {
      status: 200,
      html: page(
        `<h1>Connexion avec Facebook</h1><ul>${accounts.join('')}</ul>` +
          `<p><a href="${answer({ error: 'access_denied', error_reason: 'user_denied' })}">Annuler</a></p>`,
      ),
    };
  };

  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => respond(request, response, Buffer.concat(chunks).toString('utf8')));
  });

  const respond = (request: IncomingMessage, response: ServerResponse, requestBody: string) => {
    const url = new URL(request.url ?? '/', origin || 'http://127.0.0.1');
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
      response.end(JSON.stringify(body));
    };

    const picture = /^\/media\/([a-z0-9-]{1,64})\.svg$/.exec(url.pathname);
    if (picture?.[1]) {
      response.writeHead(200, {
        'content-type': 'image/svg+xml; charset=utf-8',
        'cache-control': 'public, max-age=86400',
      });
      response.end(demoPicture(picture[1]));
      return;
    }
    // Meta's login dialog lives on its own origin (www.facebook.com); the fake one on this server's.
    if (request.method === 'GET' && /^\/v\d+\.\d+\/dialog\/oauth$/.test(url.pathname)) {
      const page = loginDialog(url);
      response.writeHead(page.status, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
      });
      response.end(page.html);
      return;
    }
    // Every version answers the same; an unversioned path is Meta's oldest available version.
    const path = url.pathname.replace(/^\/v\d+\.\d+(?=\/)/, '');
    // Not Meta's: how the demo's script asks this server to deliver a webhook, with the app secret.
    if (request.method === 'POST' && url.pathname === '/_fake/webhooks/deliver') {
      void controlDelivery(request, requestBody).then(
        (delivery) => send(200, delivery),
        (error: unknown) => send(400, { error: error instanceof Error ? error.message : String(error) }),
      );
      return;
    }
    const isSend = request.method === 'POST' && /^\/\d+\/messages$/.test(path);
    const isSubscription =
      ['GET', 'POST', 'DELETE'].includes(request.method ?? '') && /^\/\d+\/subscribed_apps$/.test(path);
    if (request.method !== 'GET' && !isSend && !isSubscription) {
      send(400, graphError(400, 100, 'Unsupported request method').body);
      return;
    }
    recentCalls.push(Date.now());
    const query = Object.fromEntries(
      [...url.searchParams].filter(([key]) => key !== 'access_token' && key !== 'appsecret_proof'),
    );

    const injection = injections.find(
      (candidate) =>
        candidate.left > 0 &&
        (candidate.path === undefined ||
          (typeof candidate.path === 'string' ? candidate.path === path : candidate.path.test(path))) &&
        (candidate.when === undefined || candidate.when(url)),
    );
    let result: { status: number; body: unknown; headers?: Record<string, string> };
    if (injection?.failure === 'timeout') {
      injection.left -= 1;
      requests.push({ path, query, status: 0, method: request.method ?? 'GET' });
      return;
    }
    if (injection) {
      injection.left -= 1;
      result = injected(injection.failure);
    } else {
      try {
        result = isSubscription
          ? subscribedApps(request.method ?? 'GET', url, path, requestBody)
          : isSend
            ? sendMessage(url, path, requestBody)
            : handle(url, path);
      } catch {
        result = graphError(500, 1, 'An unknown error occurred', { is_transient: true });
      }
    }
    requests.push({ path, query, status: result.status, method: request.method ?? 'GET' });
    send(result.status, result.body, result.headers ?? usageHeaders());
  };

  /** The demo's delivery request: `{ accountId, field, value }`, with the app secret in a header. */
  async function controlDelivery(request: IncomingMessage, body: string): Promise<FakeDelivery> {
    if (!sameSecret(String(request.headers['x-fake-app-secret'] ?? ''), options.appSecret))
      throw new Error('x-fake-app-secret is not the app secret');
    const asked = JSON.parse(body || '{}') as { accountId?: unknown; field?: unknown; value?: unknown };
    if (asked.field !== 'mentions' && asked.field !== 'messages')
      throw new Error('field: mentions or messages');
    if (!asked.value || typeof asked.value !== 'object') throw new Error('value: an object');
    return webhooks.deliver(
      typeof asked.accountId === 'string' ? asked.accountId : DEMO_INSTAGRAM_ACCOUNT.id,
      asked.field,
      asked.value as Record<string, unknown>,
    );
  }

  const deliverStoryMention = (mention: FakeStoryMention, route?: FakeDeliveryRoute) => {
    const accountId = mention.accountId ?? DEMO_INSTAGRAM_ACCOUNT.id;
    return webhooks.deliver(
      accountId,
      'messages',
      {
        sender: { id: mention.sender },
        recipient: { id: accountId },
        timestamp: mention.timestamp,
        message: {
          mid: mention.mid,
          attachments: [
            {
              type: 'story_mention',
              payload: { url: mention.url ?? `${mediaBase()}/${mention.mid.slice(-10).toLowerCase()}.svg` },
            },
          ],
        },
      },
      route,
    );
  };

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  media = buildMedia(now(), mediaBase());

  return {
    url: origin,
    get media() {
      return media;
    },
    requests,
    messages,
    inject(failure, injection = {}) {
      injections.push({ ...injection, failure, left: injection.times ?? 1 });
    },
    reset() {
      injections.length = 0;
      requests.length = 0;
      messages.length = 0;
      invalidations.clear();
      webhooks.reset();
    },
    deliveries: webhooks.deliveries,
    setWebhookCallbackUrl: webhooks.setCallbackUrl,
    pageSubscription: (pageId) => webhooks.subscriptions.get(pageId) ?? null,
    keepPageSubscription: (pageId, fields) => {
      webhooks.subscriptions.set(pageId, [...new Set(fields)]);
    },
    deliver: (accountId: string, field: FakeWebhookField, value: Record<string, unknown>, route) =>
      webhooks.deliver(accountId, field, value, route),
    deliverStoryMention,
    deliverMention: ({ mediaId, commentId, accountId = DEMO_INSTAGRAM_ACCOUNT.id }, route) =>
      webhooks.deliver(
        accountId,
        'mentions',
        { media_id: mediaId, ...(commentId === undefined ? {} : { comment_id: commentId }) },
        route,
      ),
    updateMedia(id, patch) {
      const item = media.find((candidate) => candidate.id === id);
      if (!item) throw new Error(`The fake Graph API has no media ${id}`);
      Object.assign(item, patch);
    },
    issueUserToken: (userId = DEMO_FACEBOOK_USER.id, ttlSeconds = SHORT_TTL) =>
      issue('short', userId, ttlSeconds),
    issueLongLivedToken(userId = DEMO_FACEBOOK_USER.id, ttlSeconds = LONG_TTL) {
      return {
        accessToken: issue('long', userId, ttlSeconds),
        expiresAt: new Date((nowSeconds() + ttlSeconds) * 1000),
      };
    },
    invalidateTokens(reason, userId = DEMO_FACEBOOK_USER.id) {
      invalidations.set(userId, { reason, validFrom: nextIssueTime() });
    },
    demoAccounts: () => [
      {
        name: DEMO_FACEBOOK_USER.name,
        username: DEMO_INSTAGRAM_ACCOUNT.username,
        pictureUrl: `${mediaBase()}/account-maison-lumiere.svg`,
        accessToken: issue('short', DEMO_FACEBOOK_USER.id, SHORT_TTL),
      },
    ],
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
