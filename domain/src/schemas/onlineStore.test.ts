import { describe, expect, it } from 'vitest';
import { normalizeStoreDomain } from '../rules/storeDomain.js';
import { fieldErrors } from './errors.js';
import { onlineStoreConnectSchema } from './onlineStore.js';

describe('normalizeStoreDomain', () => {
  it("reads a Shopify store's name, its address or its URL as its permanent address", () => {
    expect(normalizeStoreDomain('shopify', 'atelier-lea')).toBe('atelier-lea.myshopify.com');
    expect(normalizeStoreDomain('shopify', ' Atelier-Lea.myshopify.com ')).toBe('atelier-lea.myshopify.com');
    expect(normalizeStoreDomain('shopify', 'https://atelier-lea.myshopify.com/')).toBe(
      'atelier-lea.myshopify.com',
    );
  });

  it('refuses a custom domain, a name with spaces and an empty text', () => {
    expect(normalizeStoreDomain('shopify', 'www.atelier-lea.fr')).toBeUndefined();
    expect(normalizeStoreDomain('shopify', 'atelier lea')).toBeUndefined();
    expect(normalizeStoreDomain('shopify', '-atelier')).toBeUndefined();
    expect(normalizeStoreDomain('shopify', '')).toBeUndefined();
  });
});

describe('onlineStoreConnectSchema', () => {
  it("accepts a store's name and refuses anything else with 'online_store.errors.domain'", () => {
    expect(fieldErrors(onlineStoreConnectSchema, { platform: 'shopify', domain: 'atelier-lea' })).toEqual({});
    expect(fieldErrors(onlineStoreConnectSchema, { domain: 'atelier-lea.fr' })).toEqual({
      domain: 'online_store.errors.domain',
    });
    expect(fieldErrors(onlineStoreConnectSchema, { domain: '  ' })).toEqual({
      domain: 'online_store.errors.domain',
    });
  });
});
