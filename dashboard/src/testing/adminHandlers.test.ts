// @vitest-environment node
/**
 * The operator's routes of the mock API (/admin/shops…) answer as the API's contract says: who may
 * call them, the list's filters and pages, and what each action changes or refuses.
 */
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminShopDetail, AdminShopSummary, HydraCollection } from '@merci/domain';
import { ADMIN_SHOP_IDS, OPERATOR_CREDENTIALS, operatorFixture } from './adminFixtures';
import { SESSION_TOKEN } from './fixtures';
import { API_GROUPS, mockApi, resetMockApi } from './handlers';

const asOperator = mockApi('full', { seed: { user: operatorFixture() } });
const asOwner = mockApi('full');
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetMockApi();
  server.resetHandlers(...API_GROUPS.flatMap((group) => asOperator[group]));
});

async function call(method: string, path: string, { body, token = SESSION_TOKEN } = {} as Call) {
  const headers: Record<string, string> = { accept: 'application/ld+json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`http://localhost/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}
interface Call {
  body?: unknown;
  token?: string | null;
}

const names = (body: HydraCollection<AdminShopSummary>) => body['hydra:member'].map((shop) => shop.name);
const plan = { offerType: 'pro', subscriptionType: 'monthly', discountTypes: ['percent', 'code'] };

describe('the mock API’s operator routes', () => {
  it('answer 401 without a session and 403 errors.forbidden to an owner', async () => {
    expect(await call('GET', '/admin/shops', { token: null })).toEqual({
      status: 401,
      body: { status: 401, message: 'errors.unauthorized' },
    });
    server.resetHandlers(...API_GROUPS.flatMap((group) => asOwner[group]));
    expect(await call('GET', '/admin/shops')).toEqual({
      status: 403,
      body: { status: 403, message: 'errors.forbidden' },
    });
    expect(
      (await call('POST', `/admin/shops/${ADMIN_SHOP_IDS.pending}/validate`, { body: plan })).status,
    ).toBe(403);
  });

  it('let /users/me answer an operator: the admin role and no shop', async () => {
    expect((await call('GET', '/users/me')).body).toMatchObject({
      email: OPERATOR_CREDENTIALS.email,
      roles: ['ROLE_ADMIN'],
      shop: null,
    });
  });

  it('list the shops newest first, 10 a page, with their IRIs', async () => {
    const first = await call('GET', '/admin/shops');
    expect(first.status).toBe(200);
    expect(first.body['hydra:totalItems']).toBe(13);
    expect(names(first.body)).toHaveLength(10);
    expect(names(first.body).slice(0, 3)).toEqual(['Café Mistral', 'Atelier Brindille', 'La Bonne Pâte']);
    expect(first.body['hydra:member'][0]['@id']).toBe('/admin/shops/13');
    const second = await call('GET', '/admin/shops?page=2');
    expect(names(second.body)).toEqual(['Mode Éthique', 'Papeterie Odette', 'Maison Lumière']);
  });

  it('filter by status and by a piece of the name or the owner’s e-mail, and refuse an unknown status', async () => {
    expect(names((await call('GET', '/admin/shops?status=pending')).body)).toEqual([
      'Café Mistral',
      'Atelier Brindille',
      'La Bonne Pâte',
      'Papeterie Odette',
    ]);
    expect(names((await call('GET', '/admin/shops?status=suspended')).body)).toEqual([
      'Librairie des Quais',
      'Beauté Sauvage',
    ]);
    expect((await call('GET', '/admin/shops?status=validated')).body['hydra:totalItems']).toBe(7);
    expect(names((await call('GET', '/admin/shops?q=LUMI')).body)).toEqual(['Maison Lumière']);
    expect(names((await call('GET', '/admin/shops?q=sport-cime.fr')).body)).toEqual(['Sport & Cime']);
    expect((await call('GET', '/admin/shops?status=pending&q=lumi')).body['hydra:totalItems']).toBe(0);
    expect(await call('GET', '/admin/shops?status=archived')).toEqual({
      status: 400,
      body: {
        status: 400,
        message: 'errors.bad_request',
        violations: [{ propertyPath: 'status', message: 'errors.invalid_choice' }],
      },
    });
  });

  it('send one shop with its audit log, and 404 for an unknown one', async () => {
    const shop = await call('GET', `/admin/shops/${ADMIN_SHOP_IDS.validated}`);
    expect(shop.body).toMatchObject({ name: 'Maison Lumière', plan: 'advanced', quotaRemaining: 46 });
    expect(shop.body.audit.map((entry: { action: string }) => entry.action)).toEqual([
      'change_plan',
      'validate',
    ]);
    expect(await call('GET', '/admin/shops/999')).toEqual({
      status: 404,
      body: { status: 404, message: 'errors.not_found' },
    });
  });

  it('validate a pending shop with a plan, once, within the offer’s reward types', async () => {
    const path = `/admin/shops/${ADMIN_SHOP_IDS.pending}/validate`;
    const tooMany = await call('POST', path, {
      body: { offerType: 'basic', subscriptionType: 'monthly', discountTypes: ['percent', 'code'] },
    });
    expect(tooMany).toEqual({
      status: 422,
      body: {
        status: 422,
        message: 'errors.validation',
        violations: [{ propertyPath: 'discountTypes', message: 'admin.form.discount_types.too_many' }],
      },
    });
    const none = await call('POST', path, { body: { offerType: 'pro', discountTypes: [] } });
    expect(none.body.violations).toEqual([
      { propertyPath: 'subscriptionType', message: 'admin.form.subscription_type.error' },
      { propertyPath: 'discountTypes', message: 'admin.form.discount_types.error' },
    ]);

    const validated = await call('POST', path, { body: plan });
    expect(validated.status).toBe(200);
    expect(validated.body).toMatchObject({
      validated: true,
      plan: 'pro',
      quota: 10,
      quotaRemaining: 10,
      discountTypes: ['percent', 'code'],
      quotaRenewsAt: '2026-11-30T23:00:00.000Z',
    });
    expect((validated.body as AdminShopDetail).audit[0]).toMatchObject({
      operator: OPERATOR_CREDENTIALS.email,
      action: 'validate',
      after: { validated: true, offerType: 'pro' },
    });
    expect(await call('POST', path, { body: plan })).toEqual({
      status: 409,
      body: { status: 409, message: 'admin.errors.already_validated' },
    });
  });

  it('change a validated shop’s plan at once, the remaining quota moved by the difference but never below 0', async () => {
    const shop = `/admin/shops/${ADMIN_SHOP_IDS.validated}`;
    const changed = await call('POST', `${shop}/plan`, { body: plan });
    // Advanced (50, 46 left) to Pro (10): 46 - 40 = 6.
    expect(changed.body).toMatchObject({ plan: 'pro', quota: 10, quotaRemaining: 6 });
    const sport = await call('POST', '/admin/shops/7/plan', {
      body: { offerType: 'basic', subscriptionType: 'monthly', discountTypes: ['percent'] },
    });
    expect(sport.body).toMatchObject({ quota: 10, quotaRemaining: 0 });
    expect(await call('POST', `/admin/shops/${ADMIN_SHOP_IDS.pending}/plan`, { body: plan })).toEqual({
      status: 409,
      body: { status: 409, message: 'admin.errors.not_validated' },
    });
  });

  it('suspend and reinstate with a reason, each only once', async () => {
    const shop = `/admin/shops/${ADMIN_SHOP_IDS.validated}`;
    const noReason = await call('POST', `${shop}/suspend`, { body: { reason: '  ' } });
    expect(noReason.body.violations).toEqual([
      { propertyPath: 'reason', message: 'admin.form.reason.error' },
    ]);
    const suspended = await call('POST', `${shop}/suspend`, { body: { reason: 'Impayé' } });
    expect(suspended.body).toMatchObject({ suspended: true, suspensionReason: 'Impayé' });
    expect((await call('POST', `${shop}/suspend`, { body: { reason: 'Encore' } })).body).toEqual({
      status: 409,
      message: 'admin.errors.already_suspended',
    });
    const reinstated = await call('POST', `${shop}/reinstate`, { body: { reason: 'Réglé' } });
    expect(reinstated.body).toMatchObject({ suspended: false, suspensionReason: null });
    expect((reinstated.body as AdminShopDetail).audit.slice(0, 2)).toMatchObject([
      { action: 'reinstate', reason: 'Réglé' },
      { action: 'suspend', reason: 'Impayé' },
    ]);
    expect((await call('POST', `${shop}/reinstate`, { body: { reason: 'Encore' } })).body).toEqual({
      status: 409,
      message: 'admin.errors.not_suspended',
    });
  });
});
