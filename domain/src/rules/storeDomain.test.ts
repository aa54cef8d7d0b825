import { describe, expect, it } from 'vitest';
import type { OnlineStorePlatform } from './onlineStore.js';
import { normalizeStoreDomain } from './storeDomain.js';

describe('a Shopify store’s permanent address from what a merchant types', () => {
  it.each([
    ['atelier-lea', 'atelier-lea.myshopify.com'],
    ['ATELIER-LEA', 'atelier-lea.myshopify.com'],
    ['  atelier-lea  ', 'atelier-lea.myshopify.com'],
    ['2boutiques', '2boutiques.myshopify.com'],
    ['b', 'b.myshopify.com'],
    ['atelier-lea.myshopify.com', 'atelier-lea.myshopify.com'],
    ['Atelier-Lea.MyShopify.com', 'atelier-lea.myshopify.com'],
    ['https://atelier-lea.myshopify.com', 'atelier-lea.myshopify.com'],
    ['http://atelier-lea.myshopify.com', 'atelier-lea.myshopify.com'],
    ['HTTPS://atelier-lea.myshopify.com//', 'atelier-lea.myshopify.com'],
    ['https://atelier-lea/', 'atelier-lea.myshopify.com'],
  ])('reads %j as %s', (input, domain) => {
    expect(normalizeStoreDomain('shopify', input)).toBe(domain);
  });

  it.each([
    '',
    '   ',
    '-atelier',
    '-atelier.myshopify.com',
    'atelier lea',
    'atelier_lea',
    'atelier.lea',
    'www.atelier-lea.fr',
    'atelier-lea.myshopify.com.evil.io',
    'evil.io/atelier-lea.myshopify.com',
    'atelier-lea.myshopify.com/admin',
    'atelier-lea.myshopifyxcom',
    'ftp://atelier-lea.myshopify.com',
    'xhttps://atelier-lea.myshopify.com',
    'https://https://atelier-lea.myshopify.com',
    '/atelier-lea',
    'sub.atelier-lea.myshopify.com',
  ])('refuses %j', (input) => {
    expect(normalizeStoreDomain('shopify', input)).toBeUndefined();
  });

  it('names no store on a platform other than Shopify', () => {
    expect(normalizeStoreDomain('woocommerce' as OnlineStorePlatform, 'atelier-lea')).toBeUndefined();
    expect(
      normalizeStoreDomain('woocommerce' as OnlineStorePlatform, 'atelier-lea.myshopify.com'),
    ).toBeUndefined();
  });
});
