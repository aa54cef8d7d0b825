/**
 * The Shopify connector wired to a fake Shopify over real HTTP, with short time limits and
 * retries that wait milliseconds, and a local receiver that records the webhooks sent to it.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ShopifyConnectorOptions } from '../commerce/shopify/client.js';
import { ACCESS_TOKEN_SECONDS, REFRESH_TOKEN_SECONDS } from '../commerce/shopify/fakeShopify/grants.js';
import { DEFAULT_SCOPES } from '../commerce/shopify/store.js';
import { grantColumns } from '../commerce/storeTokens.js';
import type { TokenCipher } from '../instagram/tokenCipher.js';
import type { FakeShopifyServer } from '../commerce/shopify/fakeShopify/types.js';

export const TEST_SHOPIFY_APP = {
  apiKey: 'merci-test-shopify-app',
  apiSecret: 'test-shopify-secret-0123456789abcdef',
} as const;

export const TEST_STORE = 'atelier-lea.myshopify.com';

/** The connector's options against `fake`: the test app, quick retries, a short time limit. */
export function testShopifyOptions(
  fake: Pick<FakeShopifyServer, 'storeOrigin'>,
  overrides: Partial<ShopifyConnectorOptions> = {},
): ShopifyConnectorOptions {
  return {
    ...TEST_SHOPIFY_APP,
    storeOrigin: fake.storeOrigin,
    timeoutMs: 1000,
    maxRetries: 2,
    retryDelayMs: 1,
    maxRetryDelayMs: 1000,
    ...overrides,
  };
}

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  rawBody: Buffer;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** The status the next deliveries are answered with. @default 200 */
  answerWith: (status: number) => void;
  close: () => Promise<void>;
}

/** A local HTTP endpoint that keeps each request's headers and exact bytes. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  let status = 200;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, rawBody: Buffer.concat(chunks) });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/shopify`,
    received,
    answerWith: (next) => {
      status = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/**
 * The token columns of a store connected to `fake` now: an expiring grant of the fake's, encrypted
 * as merci keeps it, ending when the fake says.
 */
export function connectedStoreTokens(
  fake: Pick<FakeShopifyServer, 'issueGrant'>,
  cipher: TokenCipher,
  domain: string,
  now = new Date(),
) {
  const { accessToken, refreshToken } = fake.issueGrant(domain);
  return grantColumns(cipher, {
    accessToken,
    accessTokenExpiresAt: new Date(now.getTime() + ACCESS_TOKEN_SECONDS * 1000),
    refreshToken,
    refreshTokenExpiresAt: new Date(now.getTime() + REFRESH_TOKEN_SECONDS * 1000),
    scopes: [...DEFAULT_SCOPES],
  });
}
