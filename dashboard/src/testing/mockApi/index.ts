/**
 * MSW handlers for the whole API of SPEC §7, under the dashboard's API base. They answer what the
 * real API answers (api/src/routes): the same JSON-LD resources and hydra collections, the same
 * problem bodies `{ status, message, violations? }`, the same 401 without a bearer token and 404
 * for another user's or shop's ids. Mutations change an in-memory copy of the seed, so a list
 * read after a PATCH shows the change, and `resetMockApi()` brings every copy back to its seed.
 */
import { delay, http, type HttpHandler } from 'msw';
import { ValidationError } from 'yup';
import { API_BASE } from '../../lib/api/client';
import { fullSeed, type MockSeed } from '../fixtures';
import {
  API_GROUPS,
  type ApiGroup,
  type Scenario,
  type Scenarios,
  type MockApiOptions,
  type MockApiHandlers,
} from './groups';
import { SHOP_SUSPENDED } from '@merci/domain';
import { Problem, problem, problemResponse, violationsOf } from './problem';
import { MockStore, stores, type Route } from './store';
import { authRoutes } from './auth';
import { sessionRoutes } from './sessions';
import { accountRoutes, categoryRoutes, offerRoutes } from './account';
import { shopRoutes, todoRoutes } from './shops';
import { notificationRoutes } from './notifications';
import { socialRoutes } from './social';
import { instagramRoutes } from './instagram';
import { instagramDemoRoutes } from './instagramDemo';
import { configRewardRoutes } from './configRewards';
import { assignedRewardRoutes } from './assignedRewards';
import { assignmentRoutes } from './assignment';
import { automationRoutes } from './automations';
import { adminRoutes } from './admin';
import { onlineStoreRoutes } from './onlineStores';

export { API_GROUPS, SCENARIOS } from './groups';
export type { ApiGroup, MockApiHandlers, MockApiOptions, Scenario, Scenarios } from './groups';
export { resetMockApi } from './store';
export { problem } from './problem';

const ROUTES: Record<ApiGroup, Route[]> = {
  auth: [...authRoutes, ...sessionRoutes],
  owner: accountRoutes,
  shop: shopRoutes,
  categories: categoryRoutes,
  offers: offerRoutes,
  notifications: notificationRoutes,
  social: [...socialRoutes, ...instagramRoutes, ...instagramDemoRoutes],
  configRewards: configRewardRoutes,
  rewards: [...assignedRewardRoutes, ...assignmentRoutes],
  automations: automationRoutes,
  todo: todoRoutes,
  admin: adminRoutes,
  onlineStore: onlineStoreRoutes,
};

/** What `empty` leaves out of each group: the shop and its owner stay, their lists go. */
const EMPTY_GROUP: Record<ApiGroup, (seed: MockSeed) => void> = {
  auth: () => {},
  owner: () => {},
  shop: () => {},
  categories: (seed) => {
    seed.categories = [];
  },
  offers: (seed) => {
    seed.offers = [];
  },
  notifications: (seed) => {
    seed.notifications = [];
  },
  social: (seed) => {
    seed.socialAccounts = [];
    seed.socialContents = [];
    seed.authorEmails = {};
  },
  configRewards: (seed) => {
    seed.configRewards = [];
  },
  rewards: (seed) => {
    seed.assignedRewards = [];
  },
  automations: (seed) => {
    seed.automations = [];
  },
  // Computed from the other groups: its `empty` is nothing left to do (see shopTodo).
  todo: () => {},
  admin: (seed) => {
    seed.adminShops = [];
  },
  // No store connected, so no order used a code either.
  onlineStore: (seed) => {
    seed.onlineStores = [];
    seed.assignedRewards = seed.assignedRewards.map((reward) => ({ ...reward, order: null }));
  },
};

const scenarioOf = (scenarios: Scenarios, group: ApiGroup): Scenario =>
  typeof scenarios === 'string' ? scenarios : (scenarios[group] ?? scenarios.default ?? 'full');

function hasBearerToken(request: Request): boolean {
  return /^Bearer \S+$/.test(request.headers.get('authorization') ?? '');
}

// A relative base ('/api') matches on any origin, so that the same handlers serve the browser
// (Storybook) and Node (unit tests, where relative paths have nothing to resolve against).
const HANDLER_BASE = API_BASE.startsWith('/') ? `*${API_BASE}` : API_BASE;

function toHandler(route: Route, scenario: Scenario, store: MockStore): HttpHandler {
  return http[route.method](`${HANDLER_BASE}${route.path}`, async ({ request, params }) => {
    if (scenario === 'loading') await delay('infinite');
    if (scenario === 'error') return problem(500);
    if (!route.isPublic && !hasBearerToken(request)) {
      return problem(401);
    }
    // As the API's session hook: a suspended shop reads everything and changes nothing, but for
    // the few changes that do not touch its business.
    if (
      route.method !== 'get' &&
      !route.isPublic &&
      !route.allowedWhileSuspended &&
      store.state.shop.suspension
    ) {
      return problem(403, SHOP_SUSPENDED);
    }
    try {
      return await route.resolve({
        request,
        url: new URL(request.url),
        params: params as Record<string, string>,
        store,
        state: store.state,
        scenario,
      });
    } catch (error) {
      if (error instanceof Problem) return problemResponse(error);
      if (error instanceof ValidationError) {
        return problem(422, undefined, violationsOf(error));
      }
      if (error instanceof SyntaxError) return problem(400);
      throw error;
    }
  });
}

/**
 * The mock API: handlers for every call of SPEC §7, grouped by resource, each group in its
 * scenario. `mockApi()` is a shop in full swing; `mockApi('empty')` a new one;
 * `mockApi({ default: 'full', notifications: 'error' })` fails the notifications only.
 */
export function mockApi(
  scenarios: Scenarios = 'full',
  { seed, isDemo = false }: MockApiOptions = {},
): MockApiHandlers {
  const store = new MockStore(() => {
    const initial = { ...fullSeed(), ...seed };
    for (const group of API_GROUPS) if (scenarioOf(scenarios, group) === 'empty') EMPTY_GROUP[group](initial);
    return initial;
  }, isDemo);
  stores.add(store);
  return Object.fromEntries(
    API_GROUPS.map((group) => [
      group,
      ROUTES[group].map((route) => toHandler(route, scenarioOf(scenarios, group), store)),
    ]),
  ) as MockApiHandlers;
}
