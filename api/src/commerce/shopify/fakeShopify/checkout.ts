/**
 * What happens in a fake store without the app asking: a customer checks out with a code, an
 * order is cancelled, a customer or the merchant exercises a privacy right, the merchant
 * uninstalls the app. Each one sends the webhooks Shopify would, shaped like Shopify's.
 */
import { orderGid } from '../store.js';
import type { FakeSender } from './deliveries.js';
import { discountStatus, type FakeWorld, type StoreState } from './state.js';
import type { FakeDelivery, FakeOrder, FakeOrderResult, FakePlaceOrder } from './types.js';

export interface CheckoutOptions {
  world: FakeWorld;
  sender: FakeSender;
  now: () => Date;
  complianceAddress: () => string | undefined;
  /** Ends every token the store was given so far. */
  revokeTokens: (store: StoreState) => void;
}

/** Cents as Shopify writes money: `5990` → `"59.90"`. */
const money = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** A shop's fields as `app/uninstalled` carries them. */
const shopPayload = (store: StoreState) => ({
  id: store.shopId,
  name: store.domain.replace(/\.myshopify\.com$/, ''),
  email: `contact@${store.domain}`,
  domain: store.domain,
  myshopify_domain: store.domain,
  country_code: 'FR',
  currency: 'EUR',
  iana_timezone: 'Europe/Paris',
});

export function createCheckout(options: CheckoutOptions) {
  const { world, sender, now } = options;

  const toSubscribers = (store: StoreState, topic: string, graphqlTopic: string, payload: unknown) =>
    Promise.all(
      store.subscriptions
        .filter((subscription) => subscription.topic === graphqlTopic)
        .map((subscription) => sender.deliver(topic, store.domain, subscription.uri, payload)),
    );

  const toCompliance = (store: StoreState, topic: string, payload: unknown): Promise<FakeDelivery> => {
    const address = options.complianceAddress();
    if (!address) throw new Error(`The fake Shopify has no compliance address to send ${topic} to`);
    return sender.deliver(topic, store.domain, address, {
      shop_id: store.shopId,
      shop_domain: store.domain,
      ...(payload as object),
    });
  };

  const customerOrders = (store: StoreState, email: string) => {
    const id = store.customers.get(email);
    return store.orders.filter((order) => order.customer.id === id).map((order) => order.id);
  };

  return {
    async placeOrder(input: FakePlaceOrder): Promise<FakeOrderResult> {
      const store = world.store(input.domain);
      const email = input.email ?? 'client@example.com';
      const customerId = world.customerId(store, email);
      const totalCents = input.totalCents ?? 5990;
      const at = now();
      const applied = [];
      // Checkout refuses an order whose code does not apply, before anything is written.
      for (const code of input.codes ?? []) {
        const discount = store.discounts.find(
          (candidate) => candidate.code.toLowerCase() === code.toLowerCase(),
        );
        if (!discount) return { ok: false, code, reason: 'unknown_code' };
        if (discountStatus(discount, at) !== 'ACTIVE') return { ok: false, code, reason: 'inactive' };
        const usedUp = discount.usageLimit !== null && discount.usageCount >= discount.usageLimit;
        if (usedUp || (discount.appliesOncePerCustomer && discount.usedBy.has(customerId))) {
          return { ok: false, code, reason: 'used_up' };
        }
        applied.push({ code, discount });
      }
      const orderNumber = store.nextOrderNumber++;
      const id = 5_000_000_000_000 + world.nextId();
      const order: FakeOrder = {
        id,
        admin_graphql_api_id: orderGid(id),
        name: `#${orderNumber}`,
        order_number: orderNumber,
        email,
        created_at: at.toISOString(),
        updated_at: at.toISOString(),
        cancelled_at: null,
        cancel_reason: null,
        financial_status: 'paid',
        test: false,
        currency: input.currency ?? 'EUR',
        presentment_currency: input.currency ?? 'EUR',
        total_price: money(totalCents),
        discount_codes: applied.map(({ code, discount }) => {
          const { value } = discount;
          const amount =
            'amount' in value
              ? Math.round(Number(value.amount) * 100)
              : Math.round((totalCents * value.percentage) / (1 - Math.min(value.percentage, 0.99)));
          return { code, amount: money(amount), type: 'amount' in value ? 'fixed_amount' : 'percentage' };
        }),
        customer: { id: customerId, email, admin_graphql_api_id: `gid://shopify/Customer/${customerId}` },
      };
      for (const { discount } of applied) {
        discount.usageCount += 1;
        discount.usedBy.add(customerId);
      }
      store.orders.push(order);
      const deliveries = await toSubscribers(store, 'orders/create', 'ORDERS_CREATE', order);
      return { ok: true, order: structuredClone(order), deliveries };
    },

    async cancelOrder(input: { domain: string; name: string }): Promise<FakeDelivery[]> {
      const store = world.store(input.domain);
      const order = store.orders.find((candidate) => candidate.name === input.name);
      if (!order) throw new Error(`The fake store ${input.domain} has no order ${input.name}`);
      const at = now().toISOString();
      Object.assign(order, {
        cancelled_at: at,
        cancel_reason: 'customer',
        updated_at: at,
        financial_status: 'refunded',
      });
      return toSubscribers(store, 'orders/cancelled', 'ORDERS_CANCELLED', order);
    },

    requestCustomerData(input: { domain: string; email: string }): Promise<FakeDelivery> {
      const store = world.store(input.domain);
      const customerId = world.customerId(store, input.email);
      return toCompliance(store, 'customers/data_request', {
        customer: { id: customerId, email: input.email, phone: null },
        orders_requested: customerOrders(store, input.email),
        data_request: { id: world.nextId() },
      });
    },

    redactCustomer(input: { domain: string; email: string }): Promise<FakeDelivery> {
      const store = world.store(input.domain);
      const customerId = world.customerId(store, input.email);
      return toCompliance(store, 'customers/redact', {
        customer: { id: customerId, email: input.email, phone: null },
        orders_to_redact: customerOrders(store, input.email),
      });
    },

    redactShop(domain: string): Promise<FakeDelivery> {
      return toCompliance(world.store(domain), 'shop/redact', {});
    },

    /** Shopify ends the app's token and subscriptions, and tells the app once. */
    async uninstall(domain: string): Promise<FakeDelivery[]> {
      const store = world.store(domain);
      options.revokeTokens(store);
      // Gone at once, as the token is: the one webhook goes to the subscriptions there were.
      const sending = toSubscribers(store, 'app/uninstalled', 'APP_UNINSTALLED', shopPayload(store));
      store.subscriptions = [];
      return sending;
    },
  };
}
