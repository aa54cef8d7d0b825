import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO } from './support';

/**
 * Every call of SPEC §7, made the way the dashboard makes it, against `npm start`'s seeded demo
 * shop: the answers a compatible client relies on (status, JSON-LD identity, hydra collections,
 * the fields it reads). Writes clean up after themselves so the other journeys see the seed.
 */
const API = '/api';

interface Hydra<T> {
  'hydra:member': T;
  'hydra:totalItems': number;
  'hydra:view'?: Record<string, string>;
}

async function call<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  options: { token?: string; body?: unknown; contentType?: string } = {},
): Promise<{ status: number; body: T }> {
  const response = await request.fetch(`${API}${path}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined ? { 'content-type': options.contentType ?? 'application/json' } : {}),
    },
    data: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status(), body: (text ? JSON.parse(text) : null) as T };
}

async function signInDemo(request: APIRequestContext) {
  const { status, body } = await call<{ token: string; activated: boolean }>(request, 'POST', '/v1/oauth', {
    body: { email: DEMO.email, password: DEMO.password, context: 'shop' },
  });
  expect(status).toBe(200);
  expect(body.activated).toBe(true);
  const me = await call<{ id: number; roles: string[]; shop: { id: number } }>(request, 'GET', '/users/me', {
    token: body.token,
  });
  return { token: body.token, userId: me.body.id, shopId: me.body.shop.id, me: me.body };
}

test('public calls: categories, sign-in refusal, register, resend and reset answer as SPEC §7 says', async ({
  request,
}) => {
  const categories = await call<Hydra<{ id: number; name: string }[]>>(request, 'GET', '/categories');
  expect(categories.status).toBe(200);
  expect(categories.body['hydra:member'].length).toBeGreaterThan(0);
  expect(categories.body['hydra:member'][0]).toEqual(
    expect.objectContaining({ id: expect.any(Number), name: expect.any(String) }),
  );

  const refused = await call(request, 'POST', '/v1/oauth', {
    body: { email: DEMO.email, password: 'pas-le-bon', context: 'shop' },
  });
  expect(refused.status).toBe(401);

  const email = `contrat-${Date.now()}@boutique.test`;
  const registered = await call(request, 'POST', '/users/shop-register', {
    body: {
      shop: {
        name: 'Atelier Contrat',
        phoneNumber: '0612345678',
        category: categories.body['hydra:member'][0]?.id,
        address: { firstRow: '3 rue des Lilas', postalCode: '69001', city: 'Lyon' },
      },
      user: { name: 'Camille', email, password: 'secret-123' },
    },
  });
  expect(registered.status).toBeLessThan(300);
  const notActivated = await call<{ activated: boolean }>(request, 'POST', '/v1/oauth', {
    body: { email, password: 'secret-123', context: 'shop' },
  });
  expect(notActivated.body.activated).toBe(false);

  // The same answer whether or not the address exists (no account enumeration).
  for (const path of ['/v1/resend-activation', '/v1/reset-password']) {
    const known = await call(request, 'POST', path, { body: { email } });
    const unknown = await call(request, 'POST', path, { body: { email: 'personne@nulle.part' } });
    expect(known.status).toBeLessThan(300);
    expect(unknown).toEqual(known);
  }
});

test('owner, shop, offers and password change', async ({ request }) => {
  const { token, userId, shopId, me } = await signInDemo(request);
  expect(me.roles).toContain('ROLE_OWNER');

  const shop = await call<Record<string, unknown>>(request, 'GET', `/shops/${shopId}`, { token });
  expect(shop.body).toMatchObject({
    '@id': `/shops/${shopId}`,
    name: 'Maison Lumière',
    validated: true,
    discountTypes: expect.arrayContaining(['percent', 'code', 'voucher', 'other']),
  });
  for (const field of [
    'discountCount',
    'discountMonthCount',
    'quota',
    'quotaRemaining',
    'subscriptionOfferType',
  ]) {
    expect(shop.body).toHaveProperty(field);
  }

  const offers = await call<Hydra<{ type: string }[]>>(request, 'GET', '/subscription_offers', { token });
  expect(offers.body['hydra:member'].map((offer) => offer.type)).toEqual([
    'basic',
    'pro',
    'advanced',
    'enterprise',
  ]);

  const change = (password: string, next: string) =>
    call(request, 'PUT', `/v2/users/${userId}/password`, {
      token,
      body: { password, newPassword: { first: next, second: next } },
    });
  expect((await change('pas-le-bon', 'autre-mdp')).status).toBeGreaterThanOrEqual(400);
  expect((await change(DEMO.password, 'contrat-mdp')).status).toBeLessThan(300);
  expect((await change('contrat-mdp', DEMO.password)).status).toBeLessThan(300);

  expect((await call(request, 'GET', `/shops/${shopId}`)).status).toBe(401);
});

test('social account, contents with every filter, one content, authors and their e-mail', async ({
  request,
}) => {
  const { token, shopId } = await signInDemo(request);
  const accounts = await call<
    Hydra<{ id: number; account_name: string; has_account_token_expired: boolean }[]>
  >(request, 'GET', `/shops/${shopId}/social_accounts?socialId=instagram`, { token });
  const account = accounts.body['hydra:member'][0];
  expect(account).toMatchObject({ has_account_token_expired: false });
  if (!account) throw new Error('The demo shop has no Instagram account');

  const contentsPath = `/social_account_instagrams/${account.id}/social_contents`;
  type Content = { id: number; type: string; like_count: number; author_username: string; createdAt: string };
  const firstPage = await call<Hydra<Content[]>>(
    request,
    'GET',
    `${contentsPath}?order[createdAt]=desc&itemsPerPage=12&page=1`,
    { token },
  );
  expect(firstPage.body['hydra:member']).toHaveLength(12);
  expect(firstPage.body['hydra:totalItems']).toBeGreaterThan(12);
  const dates = firstPage.body['hydra:member'].map((content) => content.createdAt);
  expect(dates).toEqual([...dates].sort().reverse());
  expect(firstPage.body['hydra:view']).toHaveProperty('hydra:next');

  const reels = await call<Hydra<Content[]>>(
    request,
    'GET',
    `${contentsPath}?order[createdAt]=desc&itemsPerPage=12&page=1&type=reels&likeCount[gte]=100&likeCount[lte]=5000`,
    { token },
  );
  expect(reels.body['hydra:member'].length).toBeGreaterThan(0);
  for (const content of reels.body['hydra:member']) {
    expect(content.type).toBe('reels');
    expect(content.like_count).toBeGreaterThanOrEqual(100);
    expect(content.like_count).toBeLessThanOrEqual(5000);
  }

  const author = firstPage.body['hydra:member'][0]?.author_username ?? '';
  const byAuthor = await call<Hydra<Content[]>>(request, 'GET', `${contentsPath}?authorUsername=${author}`, {
    token,
  });
  expect(byAuthor.body['hydra:member'].every((content) => content.author_username === author)).toBe(true);

  const one = await call<Content>(
    request,
    'GET',
    `/social_content_instagrams/${firstPage.body['hydra:member'][0]?.id}`,
    { token },
  );
  expect(one.body).toMatchObject({
    '@id': `/social_content_instagrams/${firstPage.body['hydra:member'][0]?.id}`,
  });

  const metrics = await call<Hydra<[{ username: string; email: string | null; like_avg: number }[], number]>>(
    request,
    'GET',
    `/social_content_instagrams/author_metrics?socialAccount=${account.id}&itemsPerPage=10&page=1`,
    { token },
  );
  const [rows, total] = metrics.body['hydra:member'];
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.length).toBeLessThanOrEqual(10);
  expect(total).toBeGreaterThanOrEqual(rows.length);
  expect(Object.keys(rows[0] ?? {})).toEqual(
    expect.arrayContaining([
      'username',
      'count',
      'feed_count',
      'reel_count',
      'like_avg',
      'discount_count',
      'email',
    ]),
  );

  const row = rows[0];
  if (!row) throw new Error('No author');
  const patched = await call(
    request,
    'PATCH',
    `/social_content_instagrams/patch_email_by_username?socialAccount=${account.id}`,
    {
      token,
      body: { authorUsername: row.username, authorEmail: 'contrat@exemple.fr' },
    },
  );
  expect(patched.status).toBeLessThan(300);
  const invalid = await call(
    request,
    'PATCH',
    `/social_content_instagrams/patch_email_by_username?socialAccount=${account.id}`,
    {
      token,
      body: { authorUsername: row.username, authorEmail: 'pas un e-mail' },
    },
  );
  expect(invalid.status).toBeGreaterThanOrEqual(400);
  expect(invalid.status).toBeLessThan(500);
  if (row.email !== null) {
    await call(
      request,
      'PATCH',
      `/social_content_instagrams/patch_email_by_username?socialAccount=${account.id}`,
      {
        token,
        body: { authorUsername: row.username, authorEmail: row.email },
      },
    );
  }
});

test('configured rewards of each type: create, read, update, list (valid only), delete', async ({
  request,
}) => {
  const { token, shopId } = await signInDemo(request);
  const collections = {
    percent: '/config_discount_percents',
    code: '/config_discount_codes',
    voucher: '/config_discount_vouchers',
    other: '/config_discount_others',
  } as const;
  for (const [type, collection] of Object.entries(collections)) {
    const body = {
      type,
      socialContentTypes: ['feed', 'reels'],
      place: 'online',
      code: type === 'code' ? 'CONTRAT10' : null,
      percent: type === 'percent' ? 12 : 0,
      description: type === 'voucher' || type === 'other' ? 'Récompense du contrat' : null,
      validityStartAt: null,
      validityEndAt: null,
      quantity: 5,
      shop: `/shops/${shopId}`,
    };
    const created = await call<{ id: number; '@id': string; type: string }>(request, 'POST', collection, {
      token,
      body,
    });
    expect(created.status).toBe(201);
    expect(created.body.type).toBe(type);

    const read = await call<{ quantity: number }>(request, 'GET', `${collection}/${created.body.id}`, {
      token,
    });
    expect(read.body.quantity).toBe(5);
    const updated = await call<{ quantity: number }>(request, 'PUT', `${collection}/${created.body.id}`, {
      token,
      body: { ...body, quantity: 7 },
    });
    expect(updated.body.quantity).toBe(7);

    const valid = await call<Hydra<{ id: number }[]>>(
      request,
      'GET',
      `/shops/${shopId}/config_discounts?order[createdAt]=desc&itemsPerPage=10&page=1&valid=true`,
      { token },
    );
    expect(valid.body['hydra:member'].map((reward) => reward.id)).toContain(created.body.id);

    expect((await call(request, 'DELETE', `/config_discounts/${created.body.id}`, { token })).status).toBe(
      204,
    );
    expect((await call(request, 'GET', `${collection}/${created.body.id}`, { token })).status).toBe(404);
  }

  const invalid = await call<{ violations?: unknown[] }>(request, 'POST', collections.percent, {
    token,
    body: {
      type: 'percent',
      socialContentTypes: [],
      place: 'online',
      percent: 0,
      quantity: -1,
      shop: `/shops/${shopId}`,
    },
  });
  expect(invalid.status).toBeGreaterThanOrEqual(400);
  expect(invalid.status).toBeLessThan(500);
});

test('rewarding a content: product, approve, then the assigned rewards list shows it', async ({
  request,
}) => {
  const { token, shopId } = await signInDemo(request);
  const accounts = await call<Hydra<{ id: number }[]>>(
    request,
    'GET',
    `/shops/${shopId}/social_accounts?socialId=instagram`,
    { token },
  );
  const accountId = accounts.body['hydra:member'][0]?.id;
  const contents = await call<
    Hydra<{ id: number; discount: unknown; author_username: string; type: string }[]>
  >(
    request,
    'GET',
    `/social_account_instagrams/${accountId}/social_contents?order[createdAt]=desc&itemsPerPage=100&page=1`,
    { token },
  );
  const content = contents.body['hydra:member'].find((item) => !item.discount && item.type !== 'story');
  if (!content) throw new Error('Every demo content is already rewarded');
  const before = await call<{ quotaRemaining: number }>(request, 'GET', `/shops/${shopId}`, { token });

  const product = await call<{ id: number }>(request, 'POST', '/products', {
    token,
    body: {
      socialContent: `/social_content_instagrams/${content.id}`,
      shop: `/shops/${shopId}`,
      publish: true,
    },
  });
  expect(product.status).toBe(201);
  const approved = await call<{ id: number; username: string; status: string }>(
    request,
    'PUT',
    `/products/${product.body.id}/approve`,
    {
      token,
      body: {
        config_discount_id: null,
        type: 'percent',
        place: 'online',
        code: null,
        percent: 10,
        description: 'Merci pour la publication',
        validity_start_at: null,
        validity_end_at: null,
        shop: `/shops/${shopId}`,
      },
    },
  );
  expect(approved.status).toBe(200);
  expect(approved.body).toMatchObject({ username: content.author_username, status: 'assigned' });

  const after = await call<{ quotaRemaining: number }>(request, 'GET', `/shops/${shopId}`, { token });
  expect(after.body.quotaRemaining).toBe(before.body.quotaRemaining - 1);

  const assigned = await call<Hydra<{ id: number }[]>>(
    request,
    'GET',
    `/shops/${shopId}/discounts?order[createdAt]=desc&itemsPerPage=10&page=1`,
    { token },
  );
  expect(assigned.body['hydra:member'][0]?.id).toBe(approved.body.id);

  const again = await call(request, 'PUT', `/products/${product.body.id}/approve`, {
    token,
    body: {
      config_discount_id: null,
      type: 'percent',
      place: 'online',
      percent: 10,
      shop: `/shops/${shopId}`,
    },
  });
  expect(again.status).toBeGreaterThanOrEqual(400);
});

test('automations: create, update, suspend, reactivate, archive, delete', async ({ request }) => {
  const { token, shopId } = await signInDemo(request);
  // SPEC §5: every automation has a reward, one valid for stories.
  const rewards = await call<Hydra<{ id: number }[]>>(
    request,
    'GET',
    `/shops/${shopId}/config_discounts?order[createdAt]=desc&itemsPerPage=10&page=1&valid=true&socialContentType=story`,
    { token },
  );
  const rewardId = rewards.body['hydra:member'][0]?.id;
  expect(rewardId).toBeDefined();
  const list = () =>
    call<Hydra<{ id: number }[]>>(
      request,
      'GET',
      `/shops/${shopId}/social_automations?order[createdAt]=desc&itemsPerPage=10&page=1`,
      {
        token,
      },
    );
  const created = await call<{ id: number; suspendedAt: string | null }>(
    request,
    'POST',
    '/social_automations',
    {
      token,
      body: {
        featureType: 'thanks',
        mode: 'automatic',
        configDiscount: rewardId,
        message: 'Merci {{username}} !',
        shop: `/shops/${shopId}`,
      },
    },
  );
  expect(created.status).toBe(201);
  expect((await list()).body['hydra:member'].map((automation) => automation.id)).toContain(created.body.id);

  const updated = await call<{ message: string }>(request, 'PUT', `/social_automations/${created.body.id}`, {
    token,
    body: {
      featureType: 'thanks',
      mode: 'automatic',
      configDiscount: rewardId,
      message: 'Merci beaucoup {{username}} !',
      shop: `/shops/${shopId}`,
    },
  });
  expect(updated.body.message).toBe('Merci beaucoup {{username}} !');

  const jsonApi = 'application/merge-patch+json';
  const suspended = await call<{ suspendedAt: string | null }>(
    request,
    'PATCH',
    `/social_automations/${created.body.id}`,
    {
      token,
      body: { suspendedAt: '2026-11-22' },
      contentType: jsonApi,
    },
  );
  expect(suspended.body.suspendedAt).not.toBeNull();
  const live = await call<{ suspendedAt: string | null }>(
    request,
    'PATCH',
    `/social_automations/${created.body.id}`,
    {
      token,
      body: { suspendedAt: null },
      contentType: jsonApi,
    },
  );
  expect(live.body.suspendedAt).toBeNull();
  const archived = await call<{ deletedAt: string | null }>(
    request,
    'PATCH',
    `/social_automations/${created.body.id}`,
    {
      token,
      body: { deletedAt: '2026-11-22' },
      contentType: jsonApi,
    },
  );
  expect(archived.body.deletedAt).not.toBeNull();

  expect((await call(request, 'DELETE', `/social_automations/${created.body.id}`, { token })).status).toBe(
    204,
  );
  expect((await list()).body['hydra:member'].map((automation) => automation.id)).not.toContain(
    created.body.id,
  );
});

test('notifications: pages of 10, the unread count, marking one read', async ({ request }) => {
  const { token, userId } = await signInDemo(request);
  const path = `/users/${userId}/user_notifications?order[createdAt]=desc&itemsPerPage=10&page=1`;
  const page = await call<Hydra<{ id: number; read: boolean; message: string }[]>>(request, 'GET', path, {
    token,
  });
  expect(page.body['hydra:member']).toHaveLength(10);
  const unread = await call<Hydra<{ id: number; read: boolean }[]>>(request, 'GET', `${path}&read=false`, {
    token,
  });
  expect(unread.body['hydra:member'].every((notification) => !notification.read)).toBe(true);
  const first = unread.body['hydra:member'][0];
  if (!first) throw new Error('No unread notification in the demo');
  const read = await call<{ read: boolean }>(request, 'PATCH', `/user_notifications/${first.id}`, {
    token,
    body: { read: true },
  });
  expect(read.body.read).toBe(true);
  const after = await call<Hydra<unknown[]>>(request, 'GET', `${path}&read=false`, { token });
  expect(after.body['hydra:totalItems']).toBe(unread.body['hydra:totalItems'] - 1);
});

test('Instagram: log out, connect again through the demo login, pull the latest contents', async ({
  request,
}) => {
  const { token, shopId } = await signInDemo(request);
  type Account = {
    id: number;
    has_account_token_expired: boolean;
    pullStatus: string;
    lastPulledAt: string | null;
  };
  const accounts = () =>
    call<Hydra<Account[]>>(request, 'GET', `/shops/${shopId}/social_accounts?socialId=instagram`, { token });
  const before = (await accounts()).body['hydra:member'][0];
  if (!before) throw new Error('The demo shop has no Instagram account');

  expect((await call(request, 'PUT', `/social_accounts/${before.id}/logout`, { token })).status).toBe(200);
  expect((await accounts()).body['hydra:member']).toEqual([]);

  const demo = await call<{ accounts: { accessToken: string; username: string }[] }>(
    request,
    'GET',
    '/instagram/demo_login',
    {
      token,
    },
  );
  const accessToken = demo.body.accounts[0]?.accessToken ?? '';
  const connected = await call<Account>(request, 'POST', `/v2/shops/${shopId}/instagram/connect`, {
    token,
    body: { accessToken },
  });
  expect(connected.status).toBe(200);
  const account = (await accounts()).body['hydra:member'][0];
  expect(account).toMatchObject({ id: before.id, has_account_token_expired: false });

  const pull = await call<Account>(request, 'PUT', `/social_account_instagrams/${before.id}/pull_contents`, {
    token,
  });
  expect(pull.status).toBe(202);
  await expect
    .poll(async () => (await accounts()).body['hydra:member'][0]?.pullStatus, { timeout: 20_000 })
    .toBe('done');
  expect((await accounts()).body['hydra:member'][0]?.lastPulledAt).not.toBeNull();
});
