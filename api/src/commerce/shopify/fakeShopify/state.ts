/**
 * The fake Shopify's stores: each valid address is a store, made on first use, with its
 * discounts, webhook subscriptions, orders, customers and the app's cost bucket there.
 */
import type { FakeDiscount, FakeDiscountStatus, FakeOrder, FakeSubscription } from './types.js';

/** Shopify's leaky bucket of query cost, per app and store (a large plan's figures). */
export const BUCKET = { maximumAvailable: 2000, restoreRate: 100 } as const;
export const MUTATION_COST = 10;
export const QUERY_COST = 1;

export interface StoredDiscount extends Omit<FakeDiscount, 'status'> {
  deactivatedAt: string | null;
  /** Customers who used it, for `appliesOncePerCustomer`. */
  usedBy: Set<number>;
}

export interface StoreState {
  domain: string;
  shopId: number;
  discounts: StoredDiscount[];
  subscriptions: FakeSubscription[];
  orders: FakeOrder[];
  /** Customer id by e-mail. */
  customers: Map<string, number>;
  /** What the bucket held at `at` (milliseconds, real time: a throttled caller really waits). */
  bucket: { available: number; at: number };
  nextOrderNumber: number;
  /** Tokens issued before this instant no longer work (the app was uninstalled). */
  revokedBefore: number;
  /** Refresh tokens (by id) whose replacement was used: refused from then on. */
  retiredRefreshTokens: Set<number>;
  /** A refresh token's first use, by the fake's clock (ms). */
  refreshTokenUses: Map<number, number>;
  /** The refresh token each one replaced. */
  refreshTokenParents: Map<number, number>;
  /** Non-expiring tokens (by id) exchanged for expiring ones, with what the exchange answered. */
  migrations: Map<number, { at: number; body: unknown; refreshId: number; recoverable: boolean }>;
}

export function discountStatus(discount: StoredDiscount, now: Date): FakeDiscountStatus {
  if (discount.deactivatedAt) return 'EXPIRED';
  if (discount.endsAt && Date.parse(discount.endsAt) <= now.getTime()) return 'EXPIRED';
  if (Date.parse(discount.startsAt) > now.getTime()) return 'SCHEDULED';
  return 'ACTIVE';
}

export function publicDiscount(discount: StoredDiscount, now: Date): FakeDiscount {
  const { deactivatedAt: _deactivated, usedBy: _usedBy, ...rest } = discount;
  return { ...structuredClone(rest), status: discountStatus(discount, now) };
}

export function createWorld() {
  const stores = new Map<string, StoreState>();
  let lastId = 1_057_371_000;
  const nextId = () => (lastId += 1);

  const store = (domain: string): StoreState => {
    let state = stores.get(domain);
    if (!state) {
      state = {
        domain,
        shopId: 60_000_000 + stores.size + 1,
        discounts: [],
        subscriptions: [],
        orders: [],
        customers: new Map(),
        bucket: { available: BUCKET.maximumAvailable, at: Date.now() },
        nextOrderNumber: 1001,
        revokedBefore: 0,
        retiredRefreshTokens: new Set(),
        refreshTokenUses: new Map(),
        refreshTokenParents: new Map(),
        migrations: new Map(),
      };
      stores.set(domain, state);
    }
    return state;
  };

  /** The bucket now, refilled at the restore rate since it was last read. */
  const available = (state: StoreState): number => {
    const now = Date.now();
    const refilled = state.bucket.available + ((now - state.bucket.at) / 1000) * BUCKET.restoreRate;
    state.bucket = { available: Math.min(BUCKET.maximumAvailable, refilled), at: now };
    return state.bucket.available;
  };

  /** What Shopify knows of the app itself, whatever the store. */
  const app = {
    /**
     * Whether Shopify approved the app's access to protected customer data (the Partner
     * Dashboard's review): without it, topics whose payloads hold customers are refused.
     */
    protectedCustomerDataApproved: true,
  };

  return {
    stores,
    store,
    app,
    nextId,
    available,
    setAvailable(state: StoreState, value: number) {
      state.bucket = { available: Math.max(0, Math.min(BUCKET.maximumAvailable, value)), at: Date.now() };
    },
    throttleStatus: (state: StoreState) => ({
      maximumAvailable: BUCKET.maximumAvailable,
      currentlyAvailable: Math.floor(available(state)),
      restoreRate: BUCKET.restoreRate,
    }),
    /** Takes `cost` from the bucket when it holds that much. */
    spend(state: StoreState, cost: number): boolean {
      if (available(state) < cost) return false;
      state.bucket.available -= cost;
      return true;
    },
    customerId(state: StoreState, email: string): number {
      let id = state.customers.get(email);
      if (id === undefined) {
        id = nextId();
        state.customers.set(email, id);
      }
      return id;
    },
    clear: () => stores.clear(),
  };
}

export type FakeWorld = ReturnType<typeof createWorld>;
