/**
 * A local stand-in for Shopify, served over real HTTP on 127.0.0.1: every store lives under
 * `/stores/{domain}` with its consent page, its code exchange and its Admin GraphQL API, with
 * Shopify's shapes, errors, scopes and cost bucket; the store's events are sent as signed
 * webhooks. `npm start` uses it so that the demo connects a store offline; the tests run the real
 * client against it, make it fail, throttle or hang, and play a customer's checkout.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  API_VERSION_PATTERN,
  DEFAULT_API_VERSION,
  DEFAULT_SCOPES,
  apiVersionWindow,
  normalizeDomain,
  oldestSupportedApiVersion,
} from '../store.js';
import { createCheckout } from './checkout.js';
import { createConsent } from './consent.js';
import { createSender } from './deliveries.js';
import { operationName, runGraphql, throttled } from './graphql.js';
import { TOKEN_EXCHANGE_GRANT, createGrants } from './grants.js';
import { createWorld, publicDiscount, type StoreState } from './state.js';
import { fakeShopifyTokens } from './tokens.js';
import type {
  FakeDelivery,
  FakeFailureFilter,
  FakeShopifyFailure,
  FakeShopifyOptions,
  FakeShopifyRequest,
  FakeShopifyServer,
} from './types.js';

interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  /** Sent this much later (a `slow` failure). */
  delayMs?: number;
}

const INVALID_TOKEN: Answer = {
  status: 401,
  body: { errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' },
};

/** A release candidate is out for the quarter to come, never further ahead. */
const RELEASE_CANDIDATE_AHEAD_MS = 92 * 24 * 60 * 60_000;

export async function startFakeShopify(options: FakeShopifyOptions): Promise<FakeShopifyServer> {
  const apiVersion = options.apiVersion ?? DEFAULT_API_VERSION;
  if (!API_VERSION_PATTERN.test(apiVersion)) throw new Error(`Not a Shopify API version: ${apiVersion}`);
  const now = options.now ?? (() => new Date());
  /**
   * The version Shopify answers a request for `version` with (shopify.dev/docs/api/usage/versioning):
   * a released one still supported as it is, the next quarter's as its release candidate, a
   * retired one falls forward to the oldest supported; a later one, or one that is not a stable
   * version's name, is not found (`unstable` too: merci never asks it).
   */
  const answeredVersion = (version: string): string | undefined => {
    if (!API_VERSION_PATTERN.test(version)) return undefined;
    const { releasedAt, supportedUntil } = apiVersionWindow(version);
    if (supportedUntil <= now()) return oldestSupportedApiVersion(now());
    return releasedAt.getTime() - now().getTime() <= RELEASE_CANDIDATE_AHEAD_MS ? version : undefined;
  };
  const world = createWorld();
  world.app.protectedCustomerDataApproved = options.protectedCustomerDataApproved ?? true;
  const tokens = fakeShopifyTokens(options.apiSecret);
  const requests: FakeShopifyRequest[] = [];
  const deliveries: FakeDelivery[] = [];
  const failures: (FakeFailureFilter & { failure: FakeShopifyFailure; left: number })[] = [];
  let complianceAddress = options.complianceAddress;
  let redirectUrls = options.redirectUrls ?? [];
  let lastIssuedAt = 0;
  let origin = '';

  const storeOrigin = (domain: string) => `${origin}/stores/${domain}`;
  /** Strictly increasing, so that an uninstall cuts between two tokens issued in the same millisecond. */
  const nextIssueTime = () => (lastIssuedAt = Math.max(Date.now(), lastIssuedAt + 1));
  const grants = createGrants({ tokens, now, nextIssueTime });

  const consent = createConsent({
    apiKey: options.apiKey,
    apiSecret: options.apiSecret,
    storeOrigin,
    now,
    grant: (domain, scopes, expiring) => grants.issue(world.store(domain), scopes, expiring).body,
    redirectUrls: () => redirectUrls,
  });
  const sender = createSender({
    apiSecret: options.apiSecret,
    apiVersion: () => answeredVersion(apiVersion) ?? apiVersion,
    now,
    deliveries,
  });
  const checkout = createCheckout({
    world,
    sender,
    now,
    complianceAddress: () => complianceAddress,
    revokeTokens: (store) => {
      store.revokedBefore = nextIssueTime();
    },
  });

  /**
   * `POST /admin/oauth/access_token`: the app's credentials, then its grant: a consent's code
   * (no `grant_type`, as Shopify's library sends it), a refresh token, or a token exchange.
   */
  const tokenEndpoint = (store: StoreState, payload: unknown, log: FakeShopifyRequest): Answer => {
    const body = (payload && typeof payload === 'object' ? payload : {}) as Record<string, unknown>;
    if (body.client_id !== options.apiKey || body.client_secret !== options.apiSecret) {
      return {
        status: 400,
        body: { error: 'invalid_client', error_description: 'Client credentials are invalid' },
      };
    }
    if (log.grantType === 'authorization_code') return consent.exchange(store.domain, body);
    if (log.grantType === 'refresh_token') return grants.refresh(store, body);
    if (log.grantType === 'token_exchange') return grants.migrate(store, body);
    return {
      status: 400,
      body: { error: 'unsupported_grant_type', error_description: 'The grant type is not supported' },
    };
  };

  const takeFailure = (domain: string, operation: string | undefined) => {
    const match = failures.find(
      (candidate) =>
        candidate.left > 0 &&
        (candidate.domain === undefined || candidate.domain === domain) &&
        (candidate.operation === undefined
          ? operation !== 'access_token'
          : candidate.operation === operation),
    );
    if (match) match.left -= 1;
    return match;
  };

  const injected = (failure: FakeShopifyFailure, filter: FakeFailureFilter, store: StoreState): Answer => {
    switch (failure) {
      case 'throttle':
        world.setAvailable(store, 0);
        return throttled(10, world.throttleStatus(store));
      case 'rate_limit':
        return {
          status: 429,
          body: {
            errors:
              'Exceeded 2 calls per second for api client. Reduce request rates to resume uninterrupted service.',
          },
          headers: { 'retry-after': (filter.retryAfterSeconds ?? 2).toFixed(1) },
        };
      case 'frozen':
        return { status: 402, body: { errors: 'Unavailable Shop' } };
      case 'locked':
        return { status: 423, body: { errors: 'This shop is unavailable' } };
      default:
        return { status: 500, body: { errors: 'Internal Server Error' } };
    }
  };

  /** The Admin API and the code exchange; undefined when the request is held without an answer. */
  const handleApi = (
    request: IncomingMessage,
    store: StoreState,
    path: string,
    payload: unknown,
    log: FakeShopifyRequest,
  ): Answer | undefined => {
    const isExchange = path === '/admin/oauth/access_token';
    const failure = takeFailure(store.domain, log.operation);
    if (failure?.failure === 'timeout') return undefined;
    const lost = failure?.failure === 'lost_answer';
    const slow = failure?.failure === 'slow';
    if (failure && !lost && !slow) return injected(failure.failure, failure, store);
    let answer: Answer;
    if (isExchange) answer = tokenEndpoint(store, payload, log);
    else {
      const version = answeredVersion(/^\/admin\/api\/([^/]+)\/graphql\.json$/.exec(path)?.[1] ?? '');
      if (!version) answer = { status: 404, body: { errors: 'Not Found' } };
      else {
        const header = request.headers['x-shopify-access-token'];
        const claims = grants.authenticate(store, typeof header === 'string' ? header : undefined);
        answer = claims
          ? runGraphql(
              {
                world,
                store,
                now,
                scopes: claims.scopes,
                uninstall: (uninstalled) => void checkout.uninstall(uninstalled.domain),
              },
              payload,
            )
          : INVALID_TOKEN;
        answer = { ...answer, headers: { ...answer.headers, 'X-Shopify-API-Version': version } };
      }
    }
    if (slow) return { ...answer, delayMs: failure.delayMs ?? 200 };
    return lost ? undefined : answer;
  };

  const respond = (request: IncomingMessage, response: ServerResponse, raw: string) => {
    const url = new URL(request.url ?? '/', origin || 'http://127.0.0.1');
    const html = (status: number, text: string) => {
      response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      response.end(text);
    };
    const send = (answer: Answer) => {
      response.writeHead(answer.status, {
        'content-type': 'application/json; charset=utf-8',
        ...answer.headers,
      });
      response.end(JSON.stringify(answer.body));
    };
    const route = /^\/stores\/([^/]+)(\/.*)$/.exec(url.pathname);
    const domain = route?.[1] ?? '';
    const path = route?.[2] ?? '';
    if (!route || normalizeDomain(domain) !== domain)
      return send({ status: 404, body: { errors: 'Not Found' } });
    const store = world.store(domain);

    if (request.method === 'GET' && path === '/admin/oauth/authorize') {
      const page = consent.authorizePage(domain, url);
      return html(page.status, page.html);
    }
    if (request.method === 'GET' && path === '/admin') {
      return html(
        200,
        `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${domain}</title></head><body><h1>Administration de ${domain}</h1><p>L’application n’a pas été installée.</p></body></html>`,
      );
    }
    const isApi = path === '/admin/oauth/access_token' || /^\/admin\/api\/[^/]+\/graphql\.json$/.test(path);
    if (request.method !== 'POST' || !isApi) return send({ status: 404, body: { errors: 'Not Found' } });

    let payload: unknown;
    try {
      payload = raw ? JSON.parse(raw) : undefined;
    } catch {
      return send({ status: 400, body: { errors: 'Invalid JSON in request body' } });
    }
    const log: FakeShopifyRequest = {
      method: 'POST',
      domain,
      path,
      status: 0,
      ...(path === '/admin/oauth/access_token' ? { operation: 'access_token' } : {}),
    };
    if (log.operation === 'access_token') {
      const grantType = (payload as { grant_type?: unknown } | undefined)?.grant_type ?? 'authorization_code';
      if (grantType === TOKEN_EXCHANGE_GRANT) log.grantType = 'token_exchange';
      else if (grantType === 'authorization_code' || grantType === 'refresh_token') log.grantType = grantType;
    } else {
      const operation = operationName(payload);
      if (operation) log.operation = operation;
      const variables = (payload as { variables?: unknown } | undefined)?.variables;
      if (variables && typeof variables === 'object')
        log.variables = structuredClone(variables as Record<string, unknown>);
    }
    requests.push(log);
    let answer: Answer | undefined;
    try {
      answer = handleApi(request, store, path, payload, log);
    } catch {
      answer = { status: 500, body: { errors: 'Internal Server Error' } };
    }
    // Held: the caller's time limit ends the request; close() drops the connection.
    if (!answer) return;
    log.status = answer.status;
    if (answer.delayMs) setTimeout(() => send(answer), answer.delayMs);
    else send(answer);
  };

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => respond(request, response, Buffer.concat(chunks).toString('utf8')));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const known = (domain: string) => {
    if (normalizeDomain(domain) !== domain) throw new Error(`Not a Shopify store address: ${domain}`);
    return world.store(domain);
  };

  return {
    url: origin,
    storeOrigin,
    requests,
    deliveries,
    failNext(times, failure, filter = {}) {
      failures.push({ ...filter, failure, left: times });
    },
    approve: ({ domain, redirectUri, state, scopes = [...DEFAULT_SCOPES] }) =>
      consent.signedRedirect({ domain: known(domain).domain, redirectUri, state, scopes }),
    issueToken: (domain, scopes = [...DEFAULT_SCOPES]) =>
      grants.issue(known(domain), scopes, false).body.access_token as string,
    issueGrant: (domain, scopes = [...DEFAULT_SCOPES]) => {
      const { body } = grants.issue(known(domain), scopes, true);
      return { accessToken: body.access_token as string, refreshToken: body.refresh_token as string };
    },
    discounts: (domain) => known(domain).discounts.map((discount) => publicDiscount(discount, now())),
    subscriptions: (domain) => structuredClone(known(domain).subscriptions),
    orders: (domain) => structuredClone(known(domain).orders),
    setBucket(domain, currentlyAvailable) {
      world.setAvailable(known(domain), currentlyAvailable);
    },
    setComplianceAddress(address) {
      complianceAddress = address;
    },
    setProtectedCustomerDataApproval(approved) {
      world.app.protectedCustomerDataApproved = approved;
    },
    setRedirectUrls(urls) {
      redirectUrls = [...urls];
    },
    placeOrder: (input) => {
      known(input.domain);
      return checkout.placeOrder(input);
    },
    cancelOrder: (input) => checkout.cancelOrder({ ...input, domain: known(input.domain).domain }),
    requestCustomerData: (input) =>
      checkout.requestCustomerData({ ...input, domain: known(input.domain).domain }),
    redactCustomer: (input) => checkout.redactCustomer({ ...input, domain: known(input.domain).domain }),
    redactShop: (domain) => checkout.redactShop(known(domain).domain),
    uninstall: (domain) => checkout.uninstall(known(domain).domain),
    redeliver: (webhookId) => sender.redeliver(webhookId),
    reset() {
      failures.length = 0;
      requests.length = 0;
      deliveries.length = 0;
      world.clear();
      consent.clear();
      complianceAddress = options.complianceAddress;
      world.app.protectedCustomerDataApproved = options.protectedCustomerDataApproved ?? true;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
