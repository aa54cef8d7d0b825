/** The in-memory copy of the seed the handlers read and change, and what a route is. */
import type { MockSeed } from '../fixtures';
import type { Scenario } from './groups';

/** The copy of the seed the handlers read and change, and what they keep beside it. */
export class MockStore {
  state!: MockSeed;
  disconnectedAccounts = new Set<number>();
  products = new Map<number, { id: number; contentId: number; approvedAt: string | null }>();
  /** Reads of an account left before its running pull ends (PUT …/pull_contents). */
  pendingPullReads = new Map<number, number>();

  constructor(
    private readonly initial: () => MockSeed,
    readonly isDemo = false,
  ) {
    this.reset();
  }

  reset() {
    this.state = structuredClone(this.initial());
    this.disconnectedAccounts = new Set();
    this.products = new Map();
    this.pendingPullReads = new Map();
  }
}

export const stores = new Set<MockStore>();

/** Every mock API back to its seed: called before each story, so stories never share changes. */
export function resetMockApi(): void {
  for (const store of stores) store.reset();
}

export interface RouteContext {
  request: Request;
  url: URL;
  params: Record<string, string>;
  store: MockStore;
  state: MockSeed;
  /** The group's scenario: the to-do, computed from the other groups, reads it to be empty alone. */
  scenario: Scenario;
}

export interface Route {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** Path under the API base, in MSW's syntax (`/shops/:shopId`). */
  path: string;
  /** Public calls need no bearer token (sign-in, sign-up, categories, offers). */
  isPublic?: boolean;
  /** A change a suspended shop's owner may still make (api `allowedWhileSuspended`). */
  allowedWhileSuspended?: boolean;
  resolve: (context: RouteContext) => Response | Promise<Response>;
}
