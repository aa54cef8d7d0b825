/**
 * Unit-test support for the Instagram screens: fixtures shaped like the API's answers, a fetch
 * stand-in that routes calls to handlers and records them, and a render of the whole app at a path.
 */
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type {
  AssignedReward,
  AuthorMetricsRow,
  ConfigReward,
  HydraCollection,
  OwnerUser,
  Shop,
  SocialAccount,
  SocialContent,
} from '@merci/domain';
import { AppProviders } from '../app/AppProviders';
import { routes } from '../app/routes';
import { saveSession } from '../lib/session/session';

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

export const accountFixture = (overrides: Partial<SocialAccount> = {}): SocialAccount => ({
  '@id': '/social_account_instagrams/3',
  '@type': 'SocialAccountInstagram',
  id: 3,
  network: 'instagram',
  account_name: 'maison.lumiere',
  website: 'https://maison-lumiere.fr',
  image_url: null,
  post_count: 248,
  follower_count: 12480,
  has_account_token_expired: false,
  pullStatus: 'done',
  lastPulledAt: '2026-11-22T08:00:00.000Z',
  ...overrides,
});

export const contentFixture = (id: number, overrides: Partial<SocialContent> = {}): SocialContent => ({
  '@id': `/social_content_instagrams/${id}`,
  '@type': 'SocialContentInstagram',
  id,
  media_url: `/api/media/content-${id}.svg`,
  caption: 'Nouvelle robe de chez Maison Lumière, merci pour l’accueil !',
  permalink: `https://www.instagram.com/p/DEMO${id}/`,
  type: 'feed',
  media_type: 'image',
  author_username: 'lea.martin',
  like_count: 1284,
  comment_count: 36,
  discount: null,
  expiresAt: null,
  createdAt: '2026-11-20T14:30:00.000Z',
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
  createdAt: '2026-11-22T09:00:00.000Z',
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

export const authorRowFixture = (overrides: Partial<AuthorMetricsRow> = {}): AuthorMetricsRow => ({
  username: 'lea.martin',
  count: 4,
  feed_count: 3,
  reel_count: 1,
  like_avg: 12.5,
  discount_count: 1,
  email: null,
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
 * A fetch that answers from `handlers`, keyed `'GET /shops/1'` (the path without the query);
 * any other call gets the API's 404 problem. Every call is recorded in `calls`.
 */
export function fakeApi(handlers: Record<string, Handler>) {
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
    const handler = handlers[`${call.method} ${call.path}`];
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

/** What every signed-in screen loads: the owner, the shop, the unread count and the account. */
export function ownerHandlers({
  shop = shopFixture(),
  account = accountFixture() as SocialAccount | null,
}: { shop?: Shop; account?: SocialAccount | null } = {}): Record<string, Handler> {
  return {
    'GET /users/me': () => owner,
    'GET /shops/1': () => shop,
    'GET /users/7/user_notifications': () => hydra([]),
    'GET /shops/1/social_accounts': () => hydra(account ? [account] : []),
  };
}

/** The whole app at `path`, signed in, in French, with a fresh SWR cache. */
export function renderApp(path: string) {
  saveSession('test-session-token');
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders locale="fr" swr={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}
