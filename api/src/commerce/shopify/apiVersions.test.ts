/**
 * Shopify's API versions as its versioning page describes them (shopify.dev/docs/api/usage/versioning):
 * one a quarter, released at 17:00 UTC on its month's first day, supported for 12 months, and a
 * request for a retired one answered with the oldest still supported. Both merci's start-up
 * warning and the fake Shopify read this.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SHOPIFY_APP, TEST_STORE } from '../../testing/shopifyContract.js';
import { startFakeShopify, type FakeShopifyServer } from './fakeShopify/index.js';
import { DEFAULT_API_VERSION, apiVersionWindow, oldestSupportedApiVersion } from './store.js';

describe('Shopify API versions', () => {
  it('are supported from their release to the same day a year later', () => {
    expect(apiVersionWindow('2025-10')).toEqual({
      releasedAt: new Date('2025-10-01T17:00:00.000Z'),
      supportedUntil: new Date('2026-10-01T17:00:00.000Z'),
    });
  });

  it('fall forward to the oldest version still supported, at 17:00 UTC on the quarter’s first day', () => {
    expect(oldestSupportedApiVersion(new Date('2026-12-05T10:00:00.000Z'))).toBe('2026-01');
    expect(oldestSupportedApiVersion(new Date('2027-01-01T16:59:59.999Z'))).toBe('2026-01');
    expect(oldestSupportedApiVersion(new Date('2027-01-01T17:00:00.000Z'))).toBe('2026-04');
    expect(oldestSupportedApiVersion(new Date('2026-10-01T16:59:59.999Z'))).toBe('2025-10');
  });

  it('default to the newest stable one of December 2026', () => {
    expect(DEFAULT_API_VERSION).toBe('2026-10');
  });
});

describe('the fake Shopify answers each version as Shopify does on 5 December 2026', () => {
  let fake: FakeShopifyServer;
  beforeAll(async () => {
    fake = await startFakeShopify({ ...TEST_SHOPIFY_APP, now: () => new Date('2026-12-05T10:00:00.000Z') });
  });
  afterAll(() => fake.close());

  const ask = (version: string) =>
    fetch(`${fake.storeOrigin(TEST_STORE)}/admin/api/${version}/graphql.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-shopify-access-token': fake.issueToken(TEST_STORE) },
      // A mutation the fake knows, its input left blank: answered with userErrors, in that version.
      body: JSON.stringify({
        query: `mutation create($d: DiscountCodeBasicInput!) {
          discountCodeBasicCreate(basicCodeDiscount: $d) { codeDiscountNode { id } userErrors { code } }
        }`,
        variables: { d: { title: '' } },
      }),
    });

  it.each([
    ['the newest', '2026-10', '2026-10'],
    ['a supported older one', '2026-01', '2026-01'],
    ['a retired one, fallen forward to the oldest supported', '2025-10', '2026-01'],
    ['the next quarter’s, as its release candidate', '2027-01', '2027-01'],
  ])('answers %s and names the version it used', async (_what, asked, used) => {
    const response = await ask(asked);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-shopify-api-version')).toBe(used);
  });

  it.each(['2027-04', '2026-11', 'unstable'])('finds no version %s', async (version) => {
    expect((await ask(version)).status).toBe(404);
  });
});
