/**
 * A test API wired to a fake Graph API server over real HTTP, with retries that wait a few
 * milliseconds instead of seconds.
 */
import type { SocialAccount } from '@merci/domain';
import { startFakeGraph } from '../instagram/fakeGraph/server.js';
import type { FakeDelivery, FakeGraphOptions, FakeGraphServer } from '../instagram/fakeGraph/types.js';
import { DEFAULT_GRAPH_VERSION } from '../instagram/graphClient.js';
import type { InstagramOptions } from '../instagram/service.js';
import { startTestApi, type TestApi, type TestApiOptions } from './harness.js';

export const TEST_APP = { appId: '200000000000042', appSecret: 'test-app-secret-0123456789abcdef' } as const;
export const TEST_VERIFY_TOKEN = 'merci-verify-token-for-tests';
export const TEST_ENCRYPTION_KEY = 'test-token-encryption-key-0123456789';

/** The Graph client's options against a fake server: the test app, quick retries. */
export function testGraphOptions(baseUrl: string) {
  return {
    baseUrl,
    version: DEFAULT_GRAPH_VERSION,
    ...TEST_APP,
    maxRetries: 2,
    retryDelayMs: 1,
    maxRetryDelayMs: 5,
  };
}

export interface InstagramTestApi extends TestApi {
  fake: FakeGraphServer;
}

export async function startInstagramTestApi(
  options: TestApiOptions & {
    instagram?: Partial<InstagramOptions>;
    /** How the fake Graph API behaves (its clock, what a long-lived token's exchange gives). */
    fakeGraph?: Omit<FakeGraphOptions, 'appId' | 'appSecret'>;
  } = {},
): Promise<InstagramTestApi> {
  const { instagram = {}, fakeGraph = {}, ...rest } = options;
  const fake = await startFakeGraph({ ...fakeGraph, ...TEST_APP });
  const api = await startTestApi({
    // Failed pulls and refused deliveries log warnings by design: keep the test output readable.
    logLevel: 'error',
    ...rest,
    instagram: {
      graph: testGraphOptions(fake.url),
      tokenEncryptionKey: TEST_ENCRYPTION_KEY,
      webhookVerifyToken: TEST_VERIFY_TOKEN,
      demoAccounts: fake.demoAccounts,
      demoMessages: () => fake.messages,
      // The demo's stories come from the fake Graph API, as in `npm start`.
      demoDeliver: fake.deliver,
      ...instagram,
    },
  });
  // Meta delivers to the callback URL of the app's Webhooks product: this API's.
  fake.setWebhookCallbackUrl(webhookUrlOf(api.baseUrl));
  return {
    ...api,
    fake,
    close: async () => {
      await api.close();
      await fake.close();
    },
  };
}

/** Polls the account until its pull is over (not pending any more), as the dashboard does. */
export async function waitForPull(api: TestApi, accountId: number, token: string): Promise<SocialAccount> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const response = await api.call<SocialAccount>('GET', `/social_account_instagrams/${accountId}`, {
      token,
    });
    if (response.status !== 200) throw new Error(`GET account ${accountId}: ${response.status}`);
    if (response.body.pullStatus !== 'pending') return response.body;
    if (Date.now() > deadline)
      throw new Error(`The pull of account ${accountId} is still pending after 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** merci's webhook address on a test API: the callback URL of the fake Graph API's app. */
export const webhookUrlOf = (baseUrl: string) => `${baseUrl}/api/webhooks/instagram`;

/**
 * A story mention of the demo account posted at `timestamp` by `sender`, delivered by the fake
 * Graph API to this API's webhook as Meta does (signed with the app secret), and only if the
 * account's Page subscribed the app: what became of the delivery (`status`, `response`).
 */
export async function deliverStoryMention(
  api: Pick<InstagramTestApi, 'baseUrl'> & { fake: Pick<FakeGraphServer, 'url' | 'deliverStoryMention'> },
  { sender, timestamp, mid }: { sender: string; timestamp: number; mid: string },
): Promise<FakeDelivery> {
  return api.fake.deliverStoryMention(
    { sender, timestamp, mid, url: `${api.fake.url}/media/${mid}.svg` },
    { callbackUrl: webhookUrlOf(api.baseUrl) },
  );
}
