import type { HydraCollection } from '@merci/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectedShop, createConfigDiscount, createContent } from '../testing/factories.js';
import { startTestApi, testDialect, type TestApi } from '../testing/harness.js';

/**
 * A validity date is a whole day where the shop is (Europe/Paris unless it says otherwise): from its
 * first instant there to its last, on every route that checks it.
 */
describe(`validity dates read in the shop's time zone (${testDialect()})`, () => {
  let api: TestApi;
  let clock = Date.parse('2026-01-15T12:00:00.000Z');

  beforeAll(async () => {
    api = await startTestApi({ now: () => new Date(clock) });
  });
  afterAll(() => api.close());

  /** A shop of the given zone with a reward valid through January 2026. */
  async function merchant(timeZone?: string) {
    const { shopId, accountId, token } = await connectedShop(api, {
      shop: { quota: null, quota_remaining: null, ...(timeZone ? { time_zone: timeZone } : {}) },
    });
    const configId = await createConfigDiscount(api.db, shopId, {
      validity_start_at: '2026-01-01',
      validity_end_at: '2026-01-31',
    });
    /** PUT /products/{id}/approve with the configured reward, at the clock's time. */
    const approve = async () => {
      const contentId = await createContent(api.db, accountId);
      const product = await api.call<{ id: number }>('POST', '/products', {
        token,
        body: { socialContent: contentId, shop: shopId, publish: true },
      });
      expect(product.status).toBe(201);
      return api.call<{ id: number; claimLink: string }>('PUT', `/products/${product.body.id}/approve`, {
        token,
        body: { config_discount_id: configId, shop: `/shops/${shopId}` },
      });
    };
    /** Ids of the configured rewards GET …/config_discounts?valid=true lists at the clock's time. */
    const valid = async () => {
      const response = await api.call<HydraCollection<{ id: number }>>(
        'GET',
        `/shops/${shopId}/config_discounts?valid=true`,
        { token },
      );
      expect(response.status).toBe(200);
      return response.body['hydra:member'].map((reward) => reward.id);
    };
    return { configId, approve, valid };
  }

  const refusedOnConfig = {
    status: 422,
    body: {
      message: 'form.reward_form.error',
      violations: [{ propertyPath: 'configDiscountId', message: 'form.reward_form.config_discount.error' }],
    },
  };

  it('accepts a reward valid from 1 January at 00:30 that morning in Paris, and refuses it at 23:59:59.999 the day before', async () => {
    const shop = await merchant();
    clock = Date.parse('2025-12-31T22:59:59.999Z');
    expect(await shop.valid()).toEqual([]);
    expect(await shop.approve()).toMatchObject(refusedOnConfig);

    clock = Date.parse('2025-12-31T23:30:00.000Z');
    expect(await shop.valid()).toEqual([shop.configId]);
    expect((await shop.approve()).status).toBe(200);
  });

  it('accepts it at the last instant of 31 January in Paris and refuses it the next millisecond', async () => {
    const shop = await merchant();
    clock = Date.parse('2026-01-31T22:59:59.999Z');
    expect(await shop.valid()).toEqual([shop.configId]);
    expect((await shop.approve()).status).toBe(200);

    clock = Date.parse('2026-01-31T23:00:00.000Z');
    expect(await shop.valid()).toEqual([]);
    expect(await shop.approve()).toMatchObject(refusedOnConfig);
  });

  it('reads the days of a shop in São Paulo there', async () => {
    const shop = await merchant('America/Sao_Paulo');
    // 23:30 on 31 December in São Paulo, already 1 January in Paris and UTC.
    clock = Date.parse('2026-01-01T02:30:00.000Z');
    expect(await shop.valid()).toEqual([]);
    expect(await shop.approve()).toMatchObject(refusedOnConfig);
    clock = Date.parse('2026-01-01T03:00:00.000Z');
    expect(await shop.valid()).toEqual([shop.configId]);
    expect((await shop.approve()).status).toBe(200);
    // 23:59:59.999 on 31 January in São Paulo, 1 February in UTC.
    clock = Date.parse('2026-02-01T02:59:59.999Z');
    expect(await shop.valid()).toEqual([shop.configId]);
    clock = Date.parse('2026-02-01T03:00:00.000Z');
    expect(await shop.valid()).toEqual([]);
  });

  it('lets the customer ask to use a reward until the last instant of its end day in Paris', async () => {
    const shop = await merchant();
    clock = Date.parse('2026-01-20T10:00:00.000Z');
    const first = await shop.approve();
    const second = await shop.approve();
    expect([first.status, second.status]).toEqual([200, 200]);
    const claim = (approved: typeof first) =>
      new URL(approved.body.claimLink).searchParams.get('token') ?? '';

    clock = Date.parse('2026-01-31T22:59:59.999Z');
    const inTime = await api.call('POST', '/customer/discounts/use_request', {
      body: { token: claim(first) },
    });
    expect(inTime).toMatchObject({ status: 200, body: { id: first.body.id, status: 'use_requested' } });

    clock = Date.parse('2026-01-31T23:00:00.000Z');
    const late = await api.call('POST', '/customer/discounts/use_request', {
      body: { token: claim(second) },
    });
    expect(late).toMatchObject({ status: 409, body: { status: 409, message: 'discount.errors.validity' } });
  });
});
