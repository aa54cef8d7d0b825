import { ROLE_ADMIN, type AdminShopDetail, type SocialAccount, type SocialContent } from '@merci/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOwner, createShop } from '../testing/factories.js';
import { testDialect } from '../testing/harness.js';
import { startInstagramTestApi, type InstagramTestApi } from '../testing/instagram.js';
import { DEMO_FACEBOOK_USER, DEMO_INSTAGRAM_ACCOUNT, DEMO_PAGE } from './fakeGraph/index.js';

const START = Date.parse('2026-12-01T09:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const SUBSCRIBED_APPS = `/${DEMO_PAGE.id}/subscribed_apps`;

describe(`the Page subscription of Instagram webhooks (${testDialect()})`, () => {
  let api: InstagramTestApi;
  let clock = START;
  let stories = 0;

  beforeAll(async () => {
    api = await startInstagramTestApi({ now: () => new Date(clock) });
  });
  afterAll(async () => {
    await api.close();
  });
  beforeEach(async () => {
    clock = START;
    api.fake.reset();
    // One connected demo account at a time, as a shop of the fake world has.
    await api.db
      .updateTable('social_account')
      .set({ disconnected_at: new Date(clock).toISOString(), access_token_encrypted: null })
      .where('disconnected_at', 'is', null)
      .execute();
  });

  const merchant = async () => {
    const shopId = await createShop(api.db, { social_name: 'maison.lumiere' });
    const owner = await createOwner(api.db, { shopId });
    return { shopId, token: await api.signIn(owner.email, owner.password) };
  };
  const connect = async (who: { shopId: number; token: string }) =>
    api.call<SocialAccount>('POST', `/v2/shops/${who.shopId}/instagram/connect`, {
      token: who.token,
      body: { accessToken: api.fake.issueUserToken() },
    });
  const story = () => {
    stories += 1;
    return api.fake.deliverStoryMention({
      sender: '6100000000000001',
      timestamp: clock - HOUR,
      mid: `subscription-story-${stories}`,
    });
  };
  const contents = async (who: { token: string }, accountId: number) =>
    (
      await api.call<{ 'hydra:member': SocialContent[] }>(
        'GET',
        `/social_account_instagrams/${accountId}/social_contents?type=story`,
        { token: who.token },
      )
    ).body['hydra:member'];
  const account = async (who: { token: string }, accountId: number) =>
    (await api.call<SocialAccount>('GET', `/social_account_instagrams/${accountId}`, { token: who.token }))
      .body;
  /** The demo Page's token, as a Page admin would hold it: to act on Meta's side, outside merci. */
  const pageToken = async () => {
    const user = api.fake.issueLongLivedToken(DEMO_FACEBOOK_USER.id).accessToken;
    const response = await fetch(
      `${api.fake.url}/v26.0/${DEMO_PAGE.id}?fields=access_token&access_token=${user}`,
    );
    return ((await response.json()) as { access_token: string }).access_token;
  };
  const tick = () => api.ctx.automations.worker.runOnce();

  it('subscribes the Page on connect, and the account says real time is on', async () => {
    const shop = await merchant();
    const connected = await connect(shop);
    expect(connected.status).toBe(200);
    expect(connected.body.webhooks).toBe('subscribed');
    expect(api.fake.pageSubscription(DEMO_PAGE.id)).toEqual(['messages']);
    expect(api.fake.requests).toContainEqual(
      expect.objectContaining({ method: 'POST', path: SUBSCRIBED_APPS, status: 200 }),
    );
    expect((await account(shop, connected.body.id)).webhooks).toBe('subscribed');
  });

  it('receives a story mention only once the Page has subscribed the app', async () => {
    const shop = await merchant();
    const before = await story();
    expect(before).toMatchObject({ delivered: false, dropped: 'page_not_subscribed' });

    const connected = await connect(shop);
    expect(await contents(shop, connected.body.id)).toEqual([]);
    const after = await story();
    expect(after).toMatchObject({ delivered: true, status: 200, response: { received: true, stored: 1 } });
    expect((await contents(shop, connected.body.id)).map((content) => content.type)).toEqual(['story']);
  });

  it('keeps the connection when Meta refuses the subscription, shows it failed, and subscribes again on demand', async () => {
    const shop = await merchant();
    api.fake.inject('permission_denied', { path: SUBSCRIBED_APPS });
    const connected = await connect(shop);
    expect(connected.status).toBe(200);
    expect(connected.body).toMatchObject({ has_account_token_expired: false, webhooks: 'failed' });
    expect(await story()).toMatchObject({ delivered: false, dropped: 'page_not_subscribed' });

    const again = await api.call<SocialAccount>(
      'POST',
      `/social_account_instagrams/${connected.body.id}/webhook_subscription`,
      { token: shop.token },
    );
    expect(again.status).toBe(200);
    expect(again.body.webhooks).toBe('subscribed');
    expect(await story()).toMatchObject({ delivered: true, status: 200 });
  });

  it('answers 502 and changes nothing when Meta cannot be reached to subscribe again', async () => {
    const shop = await merchant();
    api.fake.inject('permission_denied', { path: SUBSCRIBED_APPS });
    const connected = await connect(shop);
    api.fake.inject('server_error', { path: SUBSCRIBED_APPS, times: 5 });
    const again = await api.call(
      'POST',
      `/social_account_instagrams/${connected.body.id}/webhook_subscription`,
      {
        token: shop.token,
      },
    );
    expect(again.status).toBe(502);
    expect(again.body).toMatchObject({ message: 'instagram.errors.graph_unavailable' });
    expect((await account(shop, connected.body.id)).webhooks).toBe('failed');
  });

  it('answers 409 to subscribe a disconnected account again', async () => {
    const shop = await merchant();
    const connected = await connect(shop);
    await api.call('PUT', `/social_accounts/${connected.body.id}/logout`, { token: shop.token });
    const again = await api.call(
      'POST',
      `/social_account_instagrams/${connected.body.id}/webhook_subscription`,
      {
        token: shop.token,
      },
    );
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: 'instagram.errors.not_connected' });
  });

  it('answers 404 for an id that is no account id, another shop’s account, or an unknown shop, and 401 without a session', async () => {
    const shop = await merchant();
    const connected = await connect(shop);
    const other = await merchant();
    for (const id of ['abc', '0', '-1', '99999999999999999999', String(connected.body.id)]) {
      const answer = await api.call('POST', `/social_account_instagrams/${id}/webhook_subscription`, {
        token: other.token,
      });
      expect({ id, status: answer.status, body: answer.body }).toEqual({
        id,
        status: 404,
        body: expect.objectContaining({ status: 404 }),
      });
    }
    const anonymous = await api.call(
      'POST',
      `/social_account_instagrams/${connected.body.id}/webhook_subscription`,
    );
    expect(anonymous.status).toBe(401);
    const operator = await createOwner(api.db, { shopId: null, roles: [ROLE_ADMIN] });
    const token = await api.signIn(operator.email, operator.password);
    for (const id of ['abc', '99999999']) {
      const answer = await api.call('POST', `/admin/shops/${id}/instagram/webhook_subscription`, { token });
      expect({ id, status: answer.status }).toEqual({ id, status: 404 });
    }
    // Nothing was asked of Meta for any of them.
    expect(api.fake.requests.filter((request) => request.path === SUBSCRIBED_APPS)).toHaveLength(1);
  });

  it('removes the subscription on disconnect: nothing is delivered afterwards', async () => {
    const shop = await merchant();
    const connected = await connect(shop);
    const out = await api.call<SocialAccount>('PUT', `/social_accounts/${connected.body.id}/logout`, {
      token: shop.token,
    });
    expect(out.status).toBe(200);
    expect(out.body.webhooks).toBe('missing');
    expect(api.fake.pageSubscription(DEMO_PAGE.id)).toBeNull();
    expect(api.fake.requests).toContainEqual(
      expect.objectContaining({ method: 'DELETE', path: SUBSCRIBED_APPS, status: 200 }),
    );
    expect(await story()).toMatchObject({ delivered: false, dropped: 'page_not_subscribed' });
  });

  it('disconnects even when Meta refuses to remove the subscription', async () => {
    const shop = await merchant();
    const connected = await connect(shop);
    api.fake.inject('permission_denied', { path: SUBSCRIBED_APPS });
    const out = await api.call<SocialAccount>('PUT', `/social_accounts/${connected.body.id}/logout`, {
      token: shop.token,
    });
    expect(out.status).toBe(200);
    expect(out.body.webhooks).toBe('missing');
  });

  it('checks the subscription once a day in the worker and subscribes again a Page that lost it', async () => {
    const shop = await merchant();
    const connected = await connect(shop);
    // The merchant removes merci from the Page's settings, on Meta's side.
    const removed = await fetch(`${api.fake.url}/v26.0${SUBSCRIBED_APPS}?access_token=${await pageToken()}`, {
      method: 'DELETE',
    });
    expect(await removed.json()).toEqual({ success: true });
    expect(await story()).toMatchObject({ delivered: false, dropped: 'page_not_subscribed' });

    // Not yet a day since the connection: nothing is checked.
    clock = START + 23 * HOUR;
    await tick();
    expect(api.fake.requests.filter((request) => request.path === SUBSCRIBED_APPS)).toHaveLength(2);

    clock = START + DAY + HOUR;
    await tick();
    expect(api.fake.requests.filter((request) => request.path === SUBSCRIBED_APPS)).toEqual([
      expect.objectContaining({ method: 'POST' }),
      expect.objectContaining({ method: 'DELETE' }),
      expect.objectContaining({ method: 'GET', status: 200 }),
      expect.objectContaining({ method: 'POST', status: 200 }),
    ]);
    expect((await account(shop, connected.body.id)).webhooks).toBe('subscribed');
    expect(await story()).toMatchObject({ delivered: true, status: 200 });

    // Checked: the next tick of the same day leaves Meta alone.
    await tick();
    expect(api.fake.requests.filter((request) => request.path === SUBSCRIBED_APPS)).toHaveLength(4);
  });

  it('keeps checking the Page subscription with the Page token after the user token ended, as Meta promises', async () => {
    const shop = await merchant();
    const connected = await connect(shop);
    // The user token ends on its date (the worker marks it), the Page token has none.
    clock = START + 61 * DAY;
    await tick();
    expect((await account(shop, connected.body.id)).has_account_token_expired).toBe(true);
    const removed = await fetch(`${api.fake.url}/v26.0${SUBSCRIBED_APPS}?access_token=${await pageToken()}`, {
      method: 'DELETE',
    });
    expect(removed.status).toBe(200);

    clock += DAY + HOUR;
    await tick();
    expect((await account(shop, connected.body.id)).webhooks).toBe('subscribed');
    expect(api.fake.pageSubscription(DEMO_PAGE.id)).toEqual(['messages']);
    // Story mentions still arrive and are stored while the merchant is asked to reconnect.
    expect(await story()).toMatchObject({ delivered: true, status: 200, response: { stored: 1 } });
  });

  it('marks the subscription failed when the daily check meets a refusal, and tries again an hour after an outage', async () => {
    const shop = await merchant();
    const connected = await connect(shop);
    clock = START + DAY + HOUR;
    api.fake.inject('server_error', { path: SUBSCRIBED_APPS, times: 5 });
    await tick();
    expect((await account(shop, connected.body.id)).webhooks).toBe('subscribed');

    clock += 2 * HOUR;
    api.fake.inject('permission_denied', { path: SUBSCRIBED_APPS });
    await tick();
    expect((await account(shop, connected.body.id)).webhooks).toBe('failed');
  });

  it('lets an operator subscribe a shop’s Page again, written to the audit log', async () => {
    const shop = await merchant();
    api.fake.inject('permission_denied', { path: SUBSCRIBED_APPS });
    await connect(shop);
    const operator = await createOwner(api.db, {
      shopId: null,
      email: 'ops@merci.test',
      roles: [ROLE_ADMIN],
    });
    const token = await api.signIn(operator.email, operator.password);

    const before = await api.call<AdminShopDetail>('GET', `/admin/shops/${shop.shopId}`, { token });
    expect(before.body.instagramAccountDetail).toMatchObject({
      webhooks: 'failed',
      webhookError: '(#200) Permissions error',
    });
    const merchantTry = await api.call('POST', `/admin/shops/${shop.shopId}/instagram/webhook_subscription`, {
      token: shop.token,
    });
    expect(merchantTry.status).toBe(403);

    const done = await api.call<AdminShopDetail>(
      'POST',
      `/admin/shops/${shop.shopId}/instagram/webhook_subscription`,
      { token },
    );
    expect(done.status).toBe(200);
    expect(done.body.instagramAccountDetail).toMatchObject({ webhooks: 'subscribed', webhookError: null });
    expect(done.body.audit[0]).toMatchObject({
      operator: 'ops@merci.test',
      action: 'resubscribe_webhooks',
      before: { webhooks: 'failed', webhookError: '(#200) Permissions error' },
      after: { webhooks: 'subscribed' },
    });

    const none = await createShop(api.db);
    const refused = await api.call('POST', `/admin/shops/${none}/instagram/webhook_subscription`, { token });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: 'instagram.errors.not_connected' });
  });

  it('tells the operator a field Meta refuses on a mention, and skips nothing silently', async () => {
    const shop = await merchant();
    await connect(shop);
    const mention = api.fake.media.find((item) => item.mentioned);
    if (!mention) throw new Error('The fake world has no caption mention');
    api.fake.inject('nonexisting_field', { path: `/${DEMO_INSTAGRAM_ACCOUNT.id}` });
    const delivery = await api.fake.deliverMention({ mediaId: mention.id });
    // Acknowledged (Meta would only deliver it again), nothing stored, and the refusal is kept.
    expect(delivery).toMatchObject({ delivered: true, status: 200, response: { stored: 0 } });
    const operator = await createOwner(api.db, { shopId: null, roles: [ROLE_ADMIN] });
    const detail = await api.call<AdminShopDetail>('GET', `/admin/shops/${shop.shopId}`, {
      token: await api.signIn(operator.email, operator.password),
    });
    expect(detail.body.instagramAccountDetail).toMatchObject({
      graphRefusal:
        '100 (#100) Tried accessing nonexisting field (permalink) on node type (ShadowIGMediaBuilder)',
      graphRefusalAt: new Date(clock).toISOString(),
    });

    // Read with the fields "Mentioned Media" documents, the same mention is stored.
    const again = await api.fake.deliverMention({ mediaId: mention.id });
    expect(again).toMatchObject({ delivered: true, status: 200, response: { stored: 1 } });
  });
});

describe('the fake Graph API’s Page subscriptions, as "Page Subscribed Apps" documents them', () => {
  let api: InstagramTestApi;
  beforeAll(async () => {
    api = await startInstagramTestApi();
  });
  afterAll(async () => {
    await api.close();
  });
  beforeEach(() => api.fake.reset());

  const graph = async (method: string, query: string) => {
    const response = await fetch(`${api.fake.url}/v26.0/${DEMO_PAGE.id}/subscribed_apps?${query}`, {
      method,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const tokens = async () => {
    const user = api.fake.issueLongLivedToken(DEMO_FACEBOOK_USER.id).accessToken;
    const response = await fetch(
      `${api.fake.url}/v26.0/${DEMO_PAGE.id}?fields=access_token&access_token=${user}`,
    );
    return { user, page: ((await response.json()) as { access_token: string }).access_token };
  };

  it('asks for the Page’s own token', async () => {
    const { user } = await tokens();
    const answer = await graph('POST', `subscribed_fields=messages&access_token=${user}`);
    expect(answer).toMatchObject({ status: 400, body: { error: { code: 210 } } });
    expect(api.fake.pageSubscription(DEMO_PAGE.id)).toBeNull();
  });

  it('takes Page fields only, and lists the app with them once subscribed', async () => {
    const { page } = await tokens();
    expect(await graph('GET', `access_token=${page}`)).toEqual({ status: 200, body: { data: [] } });
    expect(await graph('POST', `access_token=${page}`)).toMatchObject({
      status: 400,
      body: { error: { code: 100, message: '(#100) The parameter subscribed_fields is required' } },
    });
    const instagramField = await graph('POST', `subscribed_fields=mentions&access_token=${page}`);
    expect(instagramField).toMatchObject({ status: 400, body: { error: { code: 100 } } });
    expect(String((instagramField.body.error as { message: string }).message)).toContain('got "mentions"');

    expect(await graph('POST', `subscribed_fields=messages,feed&access_token=${page}`)).toEqual({
      status: 200,
      body: { success: true },
    });
    expect(await graph('GET', `access_token=${page}`)).toEqual({
      status: 200,
      body: { data: [{ id: '200000000000042', name: 'merci', subscribed_fields: ['messages', 'feed'] }] },
    });
    expect(await graph('DELETE', `access_token=${page}`)).toEqual({ status: 200, body: { success: true } });
    expect(await graph('GET', `access_token=${page}`)).toEqual({ status: 200, body: { data: [] } });
  });

  it('fails these paths on demand, as every other', async () => {
    const { page } = await tokens();
    api.fake.inject('rate_limit', { path: SUBSCRIBED_APPS });
    expect(await graph('POST', `subscribed_fields=messages&access_token=${page}`)).toMatchObject({
      status: 429,
      body: { error: { code: 4 } },
    });
    expect(api.fake.pageSubscription(DEMO_PAGE.id)).toBeNull();
  });

  it('signs each delivery with the app secret, as Meta does', async () => {
    const received: { signature: string | undefined; body: string }[] = [];
    const { createServer } = await import('node:http');
    const { createHmac } = await import('node:crypto');
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        received.push({ signature: request.headers['x-hub-signature-256'] as string | undefined, body });
        response.end('{"received":true}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const { page } = await tokens();
    await graph('POST', `subscribed_fields=messages&access_token=${page}`);
    const delivery = await api.fake.deliverMention(
      { mediaId: '17900000000000001' },
      { callbackUrl: `http://127.0.0.1:${port}/hook` },
    );
    await new Promise<void>((resolve) => server.close(() => resolve()));
    expect(delivery).toMatchObject({ delivered: true, status: 200, response: { received: true } });
    const [one] = received;
    expect(JSON.parse(one?.body ?? '')).toMatchObject({
      object: 'instagram',
      entry: [
        {
          id: DEMO_INSTAGRAM_ACCOUNT.id,
          changes: [{ field: 'mentions', value: { media_id: '17900000000000001' } }],
        },
      ],
    });
    expect(one?.signature).toBe(
      `sha256=${createHmac('sha256', 'test-app-secret-0123456789abcdef')
        .update(one?.body ?? '')
        .digest('hex')}`,
    );
  });
});
