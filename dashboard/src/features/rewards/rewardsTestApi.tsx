/**
 * Unit-test support for the rewards screens (never imported by the app): answers shaped like the
 * API's, a fetch stand-in that routes each call to a handler and records it, and the whole app
 * rendered at a path, signed in, in French, with a fresh SWR cache.
 */
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { AssignedReward, ConfigReward, HydraCollection, OwnerUser, Shop } from '@merci/domain';
import { AppProviders } from '../../app/AppProviders';
import { routes } from '../../app/routes';
import { saveSession } from '../../lib/session/session';

export const owner: OwnerUser = {
  '@id': '/users/7',
  '@type': 'User',
  id: 7,
  email: 'camille@maison-lumiere.fr',
  roles: ['ROLE_OWNER'],
  shop: { id: 1, '@id': '/shops/1' },
};

export const shopFixture = (overrides: Partial<Shop> = {}): Shop => ({
  '@id': '/shops/1',
  '@type': 'Shop',
  id: 1,
  name: 'Maison Lumière',
  validated: true,
  discountTypes: ['percent', 'code', 'voucher', 'other'],
  discountCount: 12,
  discountMonthCount: 3,
  quota: 50,
  quotaRemaining: 47,
  subscriptionOfferType: 'advanced',
  subscriptionType: 'monthly',
  subscriptionAmount: 99,
  socialName: 'maison.lumiere',
  ...overrides,
});

export const configRewardFixture = (id: number, overrides: Partial<ConfigReward> = {}): ConfigReward => ({
  '@id': `/config_discount_percents/${id}`,
  '@type': 'ConfigDiscount',
  id,
  type: 'percent',
  socialContentTypes: ['feed', 'reels'],
  place: 'online',
  code: null,
  percent: 15,
  description: 'Réduction fidélité',
  validity_start_at: null,
  validity_end_at: null,
  quantity: null,
  quantityAllocated: 3,
  quantityUsed: 1,
  quantityRemaining: null,
  shop: '/shops/1',
  createdBy: '/users/7',
  createdAt: '2026-11-01T09:00:00.000Z',
  ...overrides,
});

export const assignedRewardFixture = (overrides: Partial<AssignedReward> = {}): AssignedReward => ({
  '@id': '/discounts/90',
  '@type': 'Discount',
  id: 90,
  username: 'lea.martin',
  mediaId: 101,
  mediaType: 'image',
  createdAt: '2026-03-22T09:00:00.000Z',
  type: 'percent',
  place: 'online',
  description: 'Réduction fidélité',
  code: null,
  amount_in_percent: 15,
  validity_start_at: null,
  validity_end_at: null,
  status: 'assigned',
  useRequestedAt: null,
  usedAt: null,
  refusedAt: null,
  permalink: 'https://www.instagram.com/p/DEMO101/',
  configDiscountId: 4,
  ...overrides,
});

export function hydra<T>(members: T[], total = members.length): HydraCollection<T> {
  return { '@type': 'hydra:Collection', 'hydra:member': members, 'hydra:totalItems': total };
}

/** One call the app made: method, path under the API base, query and parsed JSON body. */
export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** Answers a call: a value is sent as a 200 JSON body, a Response as is. */
export type Handler = (call: RecordedCall) => unknown;

export const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/ld+json' },
  });

/**
 * A fetch that answers from `handlers`, keyed `'GET /shops/1'` (the path without the query),
 * after the owner's calls every signed-in screen makes; any other call gets the API's 404.
 */
export function fakeApi(handlers: Record<string, Handler>, shop: Shop = shopFixture()) {
  const all: Record<string, Handler> = {
    'GET /users/me': () => owner,
    'GET /shops/1': () => shop,
    'GET /users/7/user_notifications': () => hydra([]),
    ...handlers,
  };
  const calls: RecordedCall[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://merci.test');
    const call: RecordedCall = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, ''),
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const handler = all[`${call.method} ${call.path}`];
    if (!handler) return json(404, { status: 404, message: 'errors.not_found' });
    const answer = await handler(call);
    return answer instanceof Response ? answer : json(200, answer);
  };
  return {
    fetch,
    calls,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

/** The whole app at `path`, signed in, in French, with a fresh SWR cache. */
export function renderApp(path: string) {
  saveSession('test-session-token');
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders
      locale="fr"
      swr={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}
    >
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}
