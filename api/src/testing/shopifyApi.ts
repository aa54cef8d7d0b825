/**
 * A test API wired to the fake Shopify over real HTTP (docs/adr/037): the stores connect there,
 * the codes are made there, and its webhooks reach the test API's own port.
 */
import { onlineStoreCallbackUrl, onlineStoreWebhookUrl, type CommerceOptions } from '../commerce/service.js';
import { startFakeShopify, type FakeShopifyServer } from '../commerce/shopify/fakeShopify/index.js';
import { createShopifyConnector } from '../commerce/shopify/index.js';
import { startTestApi, type TestApi, type TestApiOptions } from './harness.js';
import { TEST_SHOPIFY_APP, testShopifyOptions } from './shopifyContract.js';

/**
 * The `Cookie` a browser sends back from the `Set-Cookie` of an answer: each cookie's name and
 * value, its attributes left out.
 */
export const browserCookie = (headers: Headers): string =>
  headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

export interface ShopifyTestApi extends TestApi {
  fake: FakeShopifyServer;
  /** Connects the shop's store `domain` as the merchant would: connect, approve, callback. */
  connectStore: (token: string, shopId: number, domain: string) => Promise<void>;
}

export async function startShopifyTestApi(
  options: TestApiOptions & { commerce?: Partial<CommerceOptions> } = {},
): Promise<ShopifyTestApi> {
  // One clock for merci and the store: a token's hour, and 1 January 2027, fall at the same instant.
  const fake = await startFakeShopify({ ...TEST_SHOPIFY_APP, ...(options.now ? { now: options.now } : {}) });
  let apiUrl = '';
  const { commerce = {}, ...rest } = options;
  const api = await startTestApi({
    // Refused deliveries and store failures log warnings by design: keep the test output readable.
    logLevel: 'error',
    ...rest,
    commerce: {
      connectors: [
        createShopifyConnector(
          testShopifyOptions(fake, {
            timeoutMs: 500,
            maxRetries: 1,
            ...(options.now ? { now: options.now } : {}),
          }),
        ),
      ],
      apiUrl: () => apiUrl,
      ...commerce,
    },
  });
  apiUrl = `${api.baseUrl}/api`;
  fake.setComplianceAddress(onlineStoreWebhookUrl(apiUrl, 'shopify'));
  fake.setRedirectUrls([onlineStoreCallbackUrl(apiUrl, 'shopify')]);

  async function connectStore(token: string, shopId: number, domain: string) {
    const started = await api.call<{ authorizeUrl: string }>(
      'POST',
      `/shops/${shopId}/online_stores/connect`,
      {
        token,
        body: { platform: 'shopify', domain },
      },
    );
    if (started.status !== 200) throw new Error(`connect answered ${started.status}`);
    const authorize = new URL(started.body.authorizeUrl);
    const back = fake.approve({
      domain,
      redirectUri: authorize.searchParams.get('redirect_uri') ?? '',
      state: authorize.searchParams.get('state') ?? '',
    });
    // The browser that started the connection comes back with its cookie.
    const callback = await fetch(back, {
      redirect: 'manual',
      headers: { cookie: browserCookie(started.headers) },
    });
    const location = callback.headers.get('location') ?? '';
    if (!location.endsWith('?connected=shopify')) throw new Error(`callback went to ${location}`);
  }

  return {
    ...api,
    fake,
    connectStore,
    close: async () => {
      await api.close();
      await fake.close();
    },
  };
}
