/**
 * A store's webhook deliveries: the signature over the raw bytes, then the body as merci's events.
 * Order ids are kept as GraphQL ids (`gid://shopify/Order/450789469`) whatever form a topic gives
 * them in, so that a privacy request's bare numbers find the orders an order webhook recorded.
 */
import { createHmac } from 'node:crypto';
import type { StoreEvent, StoreOrder, VerifiedDelivery } from '../connector.js';
import { normalizeDomain, orderGid } from './store.js';
import { sameSecret } from '../../auth/sameSecret.js';

type Headers = Record<string, string | string[] | undefined>;

/** One value of a header; a header sent twice is refused rather than guessed at. */
const single = (headers: Headers, name: string): string | undefined => {
  const value = headers[name];
  // Stryker disable next-line MethodExpression: a blank value trims to '', which verifyWebhook refuses as missing
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};

/** Shopify signs the exact bytes of the body: base64 of HMAC-SHA256 with the app's secret. */
export function verifyWebhook(
  apiSecret: string,
  headers: Headers,
  rawBody: Buffer,
): VerifiedDelivery | undefined {
  const signature = single(headers, 'x-shopify-hmac-sha256');
  const topic = single(headers, 'x-shopify-topic');
  const shop = single(headers, 'x-shopify-shop-domain');
  // Shopify's "Ignore duplicate webhooks": the same X-Shopify-Event-Id on two deliveries means the
  // same event (a retry, or one delivery per subscription); X-Shopify-Webhook-Id names one delivery.
  const deliveryId = single(headers, 'x-shopify-event-id');
  if (!signature || !topic || !shop || !deliveryId) return undefined;
  const domain = normalizeDomain(shop);
  if (!domain || domain !== shop.toLowerCase()) return undefined;
  const expected = createHmac('sha256', apiSecret).update(rawBody).digest('base64');
  if (!sameSecret(signature, expected)) return undefined;
  return { deliveryId, topic, domain, body: rawBody.toString('utf8') };
}

/**
 * `"59.90"` → 5990, read as decimal text so that no binary fraction creeps in. Shopify writes
 * money with two decimals; more are accepted only when they are zeros.
 */
export function parseCents(value: unknown): number {
  // Stryker disable next-line ConditionalExpression,LogicalOperator: Number.isFinite is false for all but a finite number, whose text the pattern refuses anyway
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  const match = typeof text === 'string' ? /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.trim()) : null;
  if (!match) throw new Error(`Not an amount of money: ${JSON.stringify(value)}`);
  // Stryker disable next-line StringLiteral: the pattern always captures the units
  const [, sign, units = '', decimals = ''] = match;
  if (/[1-9]/.test(decimals.slice(2))) throw new Error(`An amount with more than two decimals: ${text}`);
  const cents = Number(units) * 100 + Number(decimals.slice(0, 2).padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) throw new Error(`An amount too large: ${text}`);
  return sign === '-' ? -cents : cents;
}

type Json = Record<string, unknown>;

function readOrder(body: Json): StoreOrder {
  const { id, admin_graphql_api_id: gid, name, total_price: total, currency, discount_codes: codes } = body;
  let externalId: string;
  if (typeof gid === 'string' && gid.startsWith('gid://shopify/Order/')) externalId = gid;
  else if (
    // Stryker disable next-line ConditionalExpression: Number.isSafeInteger is false for all but a number
    (typeof id === 'number' && Number.isSafeInteger(id)) ||
    (typeof id === 'string' && /^\d+$/.test(id))
  )
    externalId = orderGid(id);
  else throw new Error('An order without an id');
  if (typeof name !== 'string' || !name) throw new Error('An order without a name');
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency))
    throw new Error('An order without a currency');
  if (codes !== undefined && !Array.isArray(codes))
    throw new Error('An order whose discount_codes is not a list');
  return {
    externalId,
    name,
    totalCents: parseCents(total),
    currency,
    // Stryker disable next-line ArrayDeclaration: entries without a code are dropped, so any default reads as no codes
    codes: (codes ?? [])
      .map((entry) => (entry as { code?: unknown } | null)?.code)
      .filter((code): code is string => typeof code === 'string' && code !== ''),
  };
}

/** The order ids of a privacy request (`orders_requested`, `orders_to_redact`): numbers or GIDs. */
function readOrderIds(body: Json, field: string): string[] {
  const ids = body[field];
  if (ids === undefined || ids === null) return [];
  if (!Array.isArray(ids)) throw new Error(`${field} is not a list`);
  return ids.map((id) => {
    if (typeof id === 'string' && id.startsWith('gid://shopify/Order/')) return id;
    // Stryker disable next-line ConditionalExpression: Number.isSafeInteger is false for all but a number
    if ((typeof id === 'number' && Number.isSafeInteger(id)) || (typeof id === 'string' && /^\d+$/.test(id)))
      return orderGid(id);
    throw new Error(`${field} holds an id that is not an order's: ${JSON.stringify(id)}`);
  });
}

/** A value merci may keep as it came: text, a number, a boolean or null; never an object. */
const scalar = (value: unknown) =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value) ? value : null;

/**
 * A list of ids kept as the reading expects it: each scalar kept, anything else emptied; a value
 * that is not a list stays one that is not (`{}`), so that reading it fails the same way.
 */
const keptList = (value: unknown) => {
  if (value === undefined || value === null) return value;
  return Array.isArray(value) ? value.map(scalar) : {};
};

/** The fields of an order that `readOrder` reads: its ids, name, total, currency and codes. */
export const ORDER_FIELDS_READ = [
  'id',
  'admin_graphql_api_id',
  'name',
  'total_price',
  'currency',
  'discount_codes',
] as const;

/**
 * What merci keeps of a delivery until the worker is done with it (docs/adr/037, "What a
 * delivery keeps"): the fields `readWebhook` reads, as JSON, and nothing else. An order keeps its
 * ids, name, total, currency and the text of its codes, never its customer, addresses, e-mail,
 * phone, browser IP or line items; a privacy request keeps the ids of the orders it names, never
 * the customer's e-mail or phone; the other topics keep nothing (`{}`). A body that is not a JSON
 * object keeps nothing (`''`), and reading it fails as it would have.
 */
export function keptWebhookBody({ topic, body }: Pick<VerifiedDelivery, 'topic' | 'body'>): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return '';
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return '';
  const json = parsed as Json;
  switch (topic) {
    case 'orders/create':
    case 'orders/cancelled': {
      const kept: Json = {};
      for (const field of ORDER_FIELDS_READ) {
        if (json[field] === undefined) continue;
        if (field !== 'discount_codes') kept[field] = scalar(json[field]);
        else
          kept[field] = Array.isArray(json[field])
            ? (json[field] as unknown[]).map((entry) => ({
                code: scalar((entry as { code?: unknown } | null)?.code),
              }))
            : keptList(json[field]);
      }
      return JSON.stringify(kept);
    }
    case 'customers/data_request':
      return JSON.stringify({ orders_requested: keptList(json.orders_requested) });
    case 'customers/redact':
      return JSON.stringify({ orders_to_redact: keptList(json.orders_to_redact) });
    default:
      return '{}';
  }
}

/** A verified delivery as merci's event; throws on a body that is not the topic's JSON object. */
export function readWebhook({ topic, body }: Pick<VerifiedDelivery, 'topic' | 'body'>): StoreEvent {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new Error(`The ${topic} delivery's body is not JSON`);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new Error(`The ${topic} delivery's body is not a JSON object`);
  }
  const json = parsed as Json;
  try {
    switch (topic) {
      case 'orders/create':
        return { kind: 'order_placed', order: readOrder(json) };
      case 'orders/cancelled':
        return { kind: 'order_cancelled', order: readOrder(json) };
      case 'customers/data_request':
        return { kind: 'customer_data_request', orderIds: readOrderIds(json, 'orders_requested') };
      case 'customers/redact':
        return { kind: 'customer_redact', orderIds: readOrderIds(json, 'orders_to_redact') };
      case 'shop/redact':
        return { kind: 'store_redact' };
      case 'app/uninstalled':
        return { kind: 'app_uninstalled' };
      default:
        return { kind: 'ignored', topic };
    }
  } catch (error) {
    throw new Error(`The ${topic} delivery cannot be read: ${(error as Error).message}`);
  }
}
