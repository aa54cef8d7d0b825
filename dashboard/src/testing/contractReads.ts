/**
 * The mock API against the real one, for what the screens read: the same calls, in the order a
 * session makes them, to the API (seeded with its demo shop, on a real database) and to the MSW
 * handlers. Every answer must have the same shape, key for key, and the failures the same bodies.
 * The changes and their refusals are compared in contractWrites.ts.
 */
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_CREDENTIALS, operatorFixture } from './adminFixtures';
import {
  type Answer,
  type Call,
  type Json,
  bothSides,
  members,
  mockCall,
  realApiForOperators,
} from './contractHarness';
import {
  FIXED_NOW,
  GRAPH_VERSION_FIXTURE,
  SESSION_TOKEN,
  SUSPENSION_FIXTURE,
  fullSeed,
  shopFixture,
} from './fixtures';
import { API_GROUPS, mockApi } from './handlers';
import { currentStoryFixtures } from './storyFixtures';

/** The calls of the screens, each answer under a name; ids come from the earlier answers. */
async function session(call: Call, credentials: { email: string; password: string }) {
  const answers: Record<string, Answer> = {};
  answers.signIn = await call('POST', '/v1/oauth', { body: { ...credentials, context: 'shop' } });
  answers.refusedSignIn = await call('POST', '/v1/oauth', {
    body: { email: credentials.email, password: 'not-the-password', context: 'shop' },
  });
  const token = (answers.signIn.body as { token: string }).token;
  const get = (path: string) => call('GET', path, { token });

  answers.me = await get('/users/me');
  answers.anonymousMe = await call('GET', '/users/me');
  const user = answers.me.body as { id: number; shop: { id: number } };
  const shop = `/shops/${user.shop.id}`;
  answers.shop = await get(shop);
  answers.otherShop = await get('/shops/999999');
  answers.categories = await call('GET', '/categories');
  answers.offers = await call('GET', '/subscription_offers');
  answers.statistics = await get(`${shop}/reward_statistics`);
  answers.statistics3 = await get(`${shop}/reward_statistics?months=3`);
  answers.badStatistics = await get(`${shop}/reward_statistics?months=5`);
  // The online store (docs/adr/037): the shop's, another shop's, and the sales its codes brought.
  answers.onlineStores = await get(`${shop}/online_stores`);
  answers.otherOnlineStores = await get('/shops/999999/online_stores');
  answers.sales = await get(`${shop}/sales_statistics?period=12`);
  answers.sales3 = await get(`${shop}/sales_statistics?period=3`);
  answers.badSales = await get(`${shop}/sales_statistics?period=5`);
  answers.otherSales = await get('/shops/999999/sales_statistics');

  const notifications = `/users/${user.id}/user_notifications?order%5BcreatedAt%5D=desc`;
  answers.notifications = await get(`${notifications}&itemsPerPage=10&page=1`);
  answers.unread = await get(`${notifications}&itemsPerPage=1&page=1&read=false`);
  const unread = members(answers.unread)[0] as { id: number };
  answers.markRead = await call('PATCH', `/user_notifications/${unread.id}`, { token, body: { read: true } });
  answers.markUnread = await call('PATCH', `/user_notifications/${unread.id}`, {
    token,
    body: { read: false },
  });

  answers.socialAccounts = await get(`${shop}/social_accounts?socialId=instagram`);
  const account = members(answers.socialAccounts)[0] as { id: number };
  answers.contents = await get(
    `/social_account_instagrams/${account.id}/social_contents?order%5BcreatedAt%5D=desc&itemsPerPage=12&page=1`,
  );
  const contents = `/social_account_instagrams/${account.id}/social_contents?order%5BcreatedAt%5D=desc&itemsPerPage=12&page=1`;
  answers.contentsToReward = await get(`${contents}&rewarded=false`);
  answers.contentsRewarded = await get(`${contents}&rewarded=true&type=feed`);
  answers.badRewarded = await get(`${contents}&rewarded=yes`);
  answers.todo = await get(`${shop}/todo`);
  answers.otherTodo = await get('/shops/999999/todo');
  const rewarded = members(answers.contents).find((content) => content.discount) as { id: number };
  answers.content = await get(`/social_content_instagrams/${rewarded.id}`);
  answers.authors = await get(
    `/social_content_instagrams/author_metrics?socialAccount=${account.id}&itemsPerPage=12&page=1`,
  );
  answers.pull = await call('PUT', `/social_account_instagrams/${account.id}/pull_contents`, { token });
  answers.connectWithoutToken = await call('POST', `/v2/shops/${user.shop.id}/instagram/connect`, {
    token,
    body: {},
  });
  answers.demoLogin = await get('/instagram/demo_login');
  answers.loginConfig = await call('GET', '/instagram/login_config');

  answers.configRewards = await get(
    `${shop}/config_discounts?order%5BcreatedAt%5D=desc&itemsPerPage=2&page=1`,
  );
  answers.validConfigRewards = await get(
    `${shop}/config_discounts?order%5BcreatedAt%5D=desc&itemsPerPage=10&page=1&valid=true`,
  );
  answers.discounts = await get(`${shop}/discounts?order%5BcreatedAt%5D=desc&itemsPerPage=5&page=1`);
  const given = members(answers.discounts)[0] as { id: number };
  const mark = (id: number, body: unknown) => call('PUT', `/discounts/${id}/notified`, { token, body });
  answers.notified = await mark(given.id, { notified: true });
  answers.unnotified = await mark(given.id, { notified: false });
  answers.badNotified = await mark(given.id, { notified: 'yes' });
  answers.otherNotified = await mark(999999, { notified: true });
  answers.automations = await get(
    `${shop}/social_automations?order%5BcreatedAt%5D=desc&itemsPerPage=10&page=1`,
  );

  answers.wrongPassword = await call('PUT', `/v2/users/${user.id}/password`, {
    token,
    body: { password: 'not-the-password', newPassword: { first: 'nouveau-1', second: 'nouveau-1' } },
  });
  answers.passwordChanged = await call('PUT', `/v2/users/${user.id}/password`, {
    token,
    body: { password: credentials.password, newPassword: { first: 'nouveau-1', second: 'nouveau-1' } },
  });
  answers.resend = await call('POST', '/v1/resend-activation', { body: { email: credentials.email } });
  answers.reset = await call('POST', '/v1/reset-password', { body: { email: credentials.email } });
  answers.anonymousLogout = await call('POST', '/v1/logout');
  answers.logout = await call('POST', '/v1/logout', { token });
  const again = await call('POST', '/v1/oauth', {
    body: { email: credentials.email, password: 'nouveau-1', context: 'shop' },
  });
  const second = (again.body as { token: string }).token;
  answers.logoutEverywhere = await call('POST', '/v1/logout/everywhere', { token: second });
  return answers;
}

/** The calls of the operator's console, in the order an operator makes them. */
async function operatorSession(call: Call, credentials: { email: string; password: string }) {
  const answers: Record<string, Answer> = {};
  answers.signIn = await call('POST', '/v1/oauth', { body: { ...credentials, context: 'shop' } });
  const token = (answers.signIn.body as { token: string }).token;
  const get = (path: string) => call('GET', path, { token });
  const post = (path: string, body: unknown) => call('POST', path, { token, body });
  answers.me = await get('/users/me');
  answers.anonymous = await call('GET', '/admin/shops');
  answers.shops = await get('/admin/shops');
  answers.pending = await get('/admin/shops?status=pending');
  answers.validated = await get('/admin/shops?status=validated');
  answers.search = await get('/admin/shops?q=lumi');
  answers.badStatus = await get('/admin/shops?status=waiting');
  const pending = (members(answers.pending)[0] as { id: number }).id;
  const validated = (members(answers.validated)[0] as { id: number }).id;
  answers.shop = await get(`/admin/shops/${validated}`);
  answers.unknownShop = await get('/admin/shops/999999');
  const plan = { offerType: 'pro', subscriptionType: 'monthly', discountTypes: ['percent', 'code'] };
  answers.tooManyTypes = await post(`/admin/shops/${pending}/validate`, { ...plan, offerType: 'basic' });
  answers.noReason = await post(`/admin/shops/${pending}/suspend`, { reason: '  ' });
  answers.planOfPending = await post(`/admin/shops/${pending}/plan`, plan);
  answers.validate = await post(`/admin/shops/${pending}/validate`, plan);
  answers.validateAgain = await post(`/admin/shops/${pending}/validate`, plan);
  answers.changePlan = await post(`/admin/shops/${pending}/plan`, { ...plan, offerType: 'advanced' });
  answers.reinstateActive = await post(`/admin/shops/${pending}/reinstate`, { reason: 'Erreur' });
  answers.suspend = await post(`/admin/shops/${pending}/suspend`, { reason: 'Factures impayées' });
  answers.suspendAgain = await post(`/admin/shops/${pending}/suspend`, { reason: 'Encore' });
  answers.reinstate = await post(`/admin/shops/${pending}/reinstate`, { reason: 'Factures réglées' });
  // A shop without a connected Instagram account has no Page to subscribe.
  answers.resubscribeNotConnected = await post(`/admin/shops/${pending}/instagram/webhook_subscription`, {});
  return answers;
}

/** Registers this file's hooks and tests in the test file that calls it. */
export function compareReads(): void {
  let real: Record<string, Answer>;
  let mock: Record<string, Answer>;

  let shapeDifferences: (actual: unknown, expected: unknown) => string[];

  beforeAll(async () => {
    ({ real, mock, differences: shapeDifferences } = await bothSides(session));
  }, 60_000);

  afterAll(() => {
    real = {};
    mock = {};
  });

  describe('the mock API answers as the API does', () => {
    it('signs the owner in with a token, as the API', () => {
      expect(mock.signIn).toEqual({ status: 200, body: { token: SESSION_TOKEN, activated: true } });
      expect(real.signIn?.status).toBe(200);
    });

    const sameShape = [
      'signIn',
      'me',
      'shop',
      'categories',
      'offers',
      'statistics',
      'statistics3',
      'onlineStores',
      'sales',
      'sales3',
      'notifications',
      'unread',
      'markRead',
      'socialAccounts',
      'contents',
      'contentsToReward',
      'contentsRewarded',
      'todo',
      'content',
      'authors',
      'configRewards',
      'validConfigRewards',
      'discounts',
      'notified',
      'unnotified',
      'automations',
      'loginConfig',
      'passwordChanged',
      'resend',
      'reset',
    ];
    it.each(sameShape)('%s: same status, same shape', (name) => {
      const [ours, theirs] = [mock[name], real[name]];
      expect(theirs, 'the session made this call').toBeDefined();
      expect(ours?.status).toBe(theirs?.status);
      expect(shapeDifferences(ours?.body, theirs?.body)).toEqual([]);
    });

    const sameBody = [
      'refusedSignIn',
      'anonymousMe',
      'otherShop',
      'badStatistics',
      'otherOnlineStores',
      'badSales',
      'otherSales',
      'badRewarded',
      'otherTodo',
      'badNotified',
      'otherNotified',
      'markUnread',
      'wrongPassword',
      'connectWithoutToken',
      'demoLogin',
      'anonymousLogout',
      'logout',
      'logoutEverywhere',
    ];
    it.each(sameBody)('%s: the same failure, body for body', (name) => {
      expect(real[name], 'the session made this call').toBeDefined();
      expect(mock[name]).toEqual(real[name]);
    });

    // The seeded demo account holds no Instagram token, so the real API refuses to pull (409): the
    // mock's 202 is compared with the account resource the API lists, which the pull route returns.
    it('starts a pull with 202 and the account pending, in the shape of the listed account', () => {
      expect(real.pull?.status).toBe(409);
      expect(mock.pull?.status).toBe(202);
      expect(mock.pull?.body).toMatchObject({ pullStatus: 'pending', pullError: null });
      const listed = members(real.socialAccounts as Answer)[0];
      expect(shapeDifferences(mock.pull?.body, listed)).toEqual([]);
    });

    // The test API runs without the fake Graph server nor an app; the mock, the demo by default.
    it('tells how the Instagram login opens, the demo by default, to a caller without a session', () => {
      expect(real.loginConfig).toEqual({
        status: 200,
        body: { appId: null, demo: false, graphVersion: GRAPH_VERSION_FIXTURE },
      });
      expect(mock.loginConfig).toEqual({
        status: 200,
        body: { appId: null, demo: true, graphVersion: GRAPH_VERSION_FIXTURE },
      });
    });

    it('pages the lists alike: the same context, and as many members as asked', () => {
      for (const name of [
        'notifications',
        'unread',
        'contents',
        'configRewards',
        'discounts',
        'automations',
      ]) {
        expect((mock[name]?.body as Json)['@context'], name).toBe((real[name]?.body as Json)['@context']);
      }
      expect(members(mock.contents as Answer)).toHaveLength(12);
      expect(members(mock.configRewards as Answer)).toHaveLength(2);
      expect(members(mock.discounts as Answer)).toHaveLength(5);
    });
  });

  /** A call of the signed-in owner to the mock API. */
  const call = async (method: string, path: string, body?: unknown) =>
    (await mockCall(method, path, { token: SESSION_TOKEN, body })) as { status: number; body: Json };

  describe('a suspended shop in the mock API', () => {
    it('reads everything and changes only what the API still allows, refusing the rest with its 403', async () => {
      const handlers = mockApi('full', { seed: { shop: shopFixture({ suspension: SUSPENSION_FIXTURE }) } });
      const server = setupServer(...API_GROUPS.flatMap((group) => handlers[group]));
      server.listen({ onUnhandledRequest: 'error' });
      const refused = { status: 403, body: { status: 403, message: 'errors.shop_suspended' } };
      try {
        expect(await call('GET', '/shops/1')).toMatchObject({
          status: 200,
          body: { suspension: SUSPENSION_FIXTURE, quotaRenewsAt: '2026-11-30T23:00:00.000Z' },
        });
        expect((await call('GET', '/shops/1/config_discounts')).status).toBe(200);
        expect(await call('POST', '/config_discount_percents', { percent: 10 })).toEqual(refused);
        expect(await call('PUT', '/products/1/approve', { shop: '/shops/1' })).toEqual(refused);
        expect(await call('DELETE', '/social_automations/1')).toEqual(refused);
        expect(await call('POST', '/social_automations', {})).toEqual(refused);
        // Its online store: it cannot connect one, but it may take its store back from merci.
        expect(await call('POST', '/shops/1/online_stores/connect', { domain: 'atelier-lea' })).toEqual(
          refused,
        );
        expect(await call('PUT', '/online_stores/3/disconnect')).toMatchObject({
          status: 200,
          body: { status: 'disconnected' },
        });
        expect((await call('PATCH', '/user_notifications/1', { read: true })).status).toBe(200);
      } finally {
        server.close();
      }
    });
  });

  describe("the merchant's to-do in the mock API", () => {
    it('filters the contents by status, counts every tab under the other filters, and marks a reward told', async () => {
      const server = setupServer(...API_GROUPS.flatMap((group) => mockApi()[group]));
      server.listen({ onUnhandledRequest: 'error' });
      const contents = '/social_account_instagrams/3/social_contents?itemsPerPage=30';
      try {
        const all = await call('GET', contents);
        expect(all.body.counts).toEqual({ toReward: 9, rewarded: 7, all: 16 });
        const toReward = await call('GET', `${contents}&rewarded=false`);
        expect(toReward.body['hydra:totalItems']).toBe(9);
        expect(toReward.body.counts).toEqual(all.body.counts);
        expect((toReward.body['hydra:member'] as Json[]).every((content) => content.discount === null)).toBe(
          true,
        );
        const feeds = await call('GET', `${contents}&rewarded=true&type=feed`);
        expect(feeds.body['hydra:totalItems']).toBe(4);
        expect(feeds.body.counts).toEqual({ toReward: 4, rewarded: 4, all: 8 });
        expect(await call('GET', `${contents}&rewarded=yes`)).toEqual({
          status: 400,
          body: {
            status: 400,
            message: 'errors.bad_request',
            violations: [{ propertyPath: 'rewarded', message: 'errors.invalid_choice' }],
          },
        });

        expect(await call('GET', '/shops/1/todo')).toEqual({
          status: 200,
          body: {
            contentsToReward: 9,
            useRequests: 2,
            expiringStories: 0,
            nextStoryExpiresAt: null,
            connection: 'connected',
          },
        });
        expect((await call('GET', '/shops/2/todo')).status).toBe(404);

        expect(await call('PUT', '/discounts/40/notified', { notified: true })).toMatchObject({
          status: 200,
          body: { id: 40, notifiedAt: FIXED_NOW.toISOString() },
        });
        expect(await call('PUT', '/discounts/40/notified', { notified: false })).toMatchObject({
          status: 200,
          body: { id: 40, notifiedAt: null },
        });
        expect(await call('PUT', '/discounts/40/notified', { notified: 'yes' })).toEqual({
          status: 422,
          body: {
            status: 422,
            message: 'errors.validation',
            violations: [{ propertyPath: 'notified', message: 'errors.invalid_type' }],
          },
        });
        expect((await call('PUT', '/discounts/999/notified', { notified: true })).status).toBe(404);
      } finally {
        server.close();
      }
    });

    it('counts the live stories nobody answered, and empties the to-do alone', async () => {
      const seed = fullSeed();
      const handlers = mockApi(
        { default: 'full' },
        { seed: { socialContents: [...currentStoryFixtures(), ...seed.socialContents] } },
      );
      const empty = mockApi({ default: 'full', todo: 'empty' });
      const server = setupServer(...API_GROUPS.flatMap((group) => handlers[group]));
      server.listen({ onUnhandledRequest: 'error' });
      const todo = async () => {
        const response = await fetch('http://localhost/api/shops/1/todo', {
          headers: { authorization: `Bearer ${SESSION_TOKEN}` },
        });
        return response.json() as Promise<Json>;
      };
      try {
        // Of the four live stories, one has no message and one only a cancelled one.
        expect(await todo()).toMatchObject({
          contentsToReward: 13,
          expiringStories: 2,
          nextStoryExpiresAt: currentStoryFixtures()[3]?.expiresAt,
        });
        server.resetHandlers(...API_GROUPS.flatMap((group) => empty[group]));
        expect(await todo()).toEqual({
          contentsToReward: 0,
          useRequests: 0,
          expiringStories: 0,
          nextStoryExpiresAt: null,
          connection: 'connected',
        });
      } finally {
        server.close();
      }
    });
  });

  /**
   * A shop's audit entries without what each action changed: those differ from one action to the
   * next, so they are compared entry by entry (below) rather than against the first entry's shape.
   */
  function withoutAuditStates(body: unknown): unknown {
    const shop = body as { audit?: Json[] } | undefined;
    if (!shop?.audit) return body;
    return { ...shop, audit: shop.audit.map(({ before: _before, after: _after, ...entry }) => entry) };
  }

  describe('the mock API answers the operator as the API does', () => {
    let realOperator: Record<string, Answer>;
    let mockOperator: Record<string, Answer>;

    let operatorShapeDifferences: (actual: unknown, expected: unknown) => string[];

    beforeAll(async () => {
      ({
        real: realOperator,
        mock: mockOperator,
        differences: operatorShapeDifferences,
      } = await bothSides(operatorSession, {
        start: realApiForOperators,
        mockCredentials: OPERATOR_CREDENTIALS,
        options: {
          seed: { user: operatorFixture(), accounts: [{ ...OPERATOR_CREDENTIALS, activated: true }] },
        },
      }));
    }, 60_000);

    it.each([
      'signIn',
      'me',
      'shops',
      'pending',
      'validated',
      'search',
      'shop',
      'validate',
      'changePlan',
      'suspend',
      'reinstate',
    ])('%s: same status, same shape', (name) => {
      const [ours, theirs] = [mockOperator[name], realOperator[name]];
      expect(theirs, 'the session made this call').toBeDefined();
      expect(ours?.status).toBe(theirs?.status);
      expect(
        operatorShapeDifferences(withoutAuditStates(ours?.body), withoutAuditStates(theirs?.body)),
      ).toEqual([]);
    });

    it.each([
      'anonymous',
      'badStatus',
      'unknownShop',
      'tooManyTypes',
      'noReason',
      'planOfPending',
      'validateAgain',
      'reinstateActive',
      'suspendAgain',
      'resubscribeNotConnected',
    ])('%s: the same refusal, body for body', (name) => {
      expect(realOperator[name], 'the session made this call').toBeDefined();
      expect(mockOperator[name]).toEqual(realOperator[name]);
    });

    it('writes the same audit entries: action, what changed before and after, the reason', () => {
      const entries = (answers: Record<string, Answer>) =>
        (answers.reinstate?.body as { audit: Json[] }).audit.map(({ action, before, after, reason }) => ({
          action,
          before: Object.keys(before as Json).sort(),
          after: Object.keys(after as Json).sort(),
          reason,
        }));
      expect(entries(mockOperator)).toEqual(entries(realOperator));
      expect(entries(realOperator).map(({ action }) => action)).toEqual([
        'reinstate',
        'suspend',
        'change_plan',
        'validate',
      ]);
    });
  });
}
