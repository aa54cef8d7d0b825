/**
 * The fields of the fake Admin API that merci uses: the input types' coercion (a field the type
 * lacks, a value of the wrong kind), then Shopify's own rules as `userErrors`.
 */
import { coversScopes } from '../store.js';
import { discountStatus, type FakeWorld, type StoreState, type StoredDiscount } from './state.js';

type Json = Record<string, unknown>;

type Shape =
  | 'String'
  | 'Boolean'
  | 'Int'
  | 'Float'
  | 'Decimal'
  | 'DateTime'
  | 'ID'
  | 'Any'
  | { enum: readonly string[] }
  | { object: string; fields: Record<string, Shape> };

const object = (name: string, fields: Record<string, Shape>): Shape => ({ object: name, fields });

export const WEBHOOK_TOPICS = [
  'APP_UNINSTALLED',
  'CUSTOMERS_CREATE',
  'CUSTOMERS_UPDATE',
  'ORDERS_CANCELLED',
  'ORDERS_CREATE',
  'ORDERS_FULFILLED',
  'ORDERS_PAID',
  'ORDERS_UPDATED',
] as const;

/**
 * The topics whose payloads hold protected customer data (an order's customer, addresses): an app
 * Shopify has not approved for that data cannot subscribe to them.
 */
const PROTECTED_TOPICS = new Set<string>(WEBHOOK_TOPICS.filter((topic) => topic !== 'APP_UNINSTALLED'));

/**
 * Shopify's userError for such a topic, word for word as apps receive it (reported in
 * Shopify/cli#3443 and statamic-rad-pack/shopify#333; shopify.dev/docs/apps/launch/protected-customer-data).
 */
export const PROTECTED_CUSTOMER_DATA_REFUSAL =
  'This app is not approved to subscribe to webhook topics containing protected customer data. See https://shopify.dev/docs/apps/launch/protected-customer-data for more details.';

/** The scope a topic's payload needs. */
const TOPIC_SCOPES: Record<string, string> = {
  CUSTOMERS_CREATE: 'read_customers',
  CUSTOMERS_UPDATE: 'read_customers',
  ORDERS_CANCELLED: 'read_orders',
  ORDERS_CREATE: 'read_orders',
  ORDERS_FULFILLED: 'read_orders',
  ORDERS_PAID: 'read_orders',
  ORDERS_UPDATED: 'read_orders',
};

const DISCOUNT_CODE_BASIC_INPUT = object('DiscountCodeBasicInput', {
  title: 'String',
  code: 'String',
  startsAt: 'DateTime',
  endsAt: 'DateTime',
  usageLimit: 'Int',
  appliesOncePerCustomer: 'Boolean',
  recurringCycleLimit: 'Int',
  minimumRequirement: 'Any',
  combinesWith: object('DiscountCombinesWithInput', {
    orderDiscounts: 'Boolean',
    productDiscounts: 'Boolean',
    shippingDiscounts: 'Boolean',
  }),
  context: object('DiscountContextInput', {
    all: { enum: ['ALL'] },
    customers: 'Any',
    customerSegments: 'Any',
  }),
  customerSelection: object('DiscountCustomerSelectionInput', {
    all: 'Boolean',
    customers: 'Any',
    customerSegments: 'Any',
  }),
  customerGets: object('DiscountCustomerGetsInput', {
    value: object('DiscountCustomerGetsValueInput', {
      percentage: 'Float',
      discountAmount: object('DiscountAmountInput', { amount: 'Decimal', appliesOnEachItem: 'Boolean' }),
      discountOnQuantity: 'Any',
    }),
    items: object('DiscountItemsInput', { all: 'Boolean', products: 'Any', collections: 'Any' }),
    appliesOnOneTimePurchase: 'Boolean',
    appliesOnSubscription: 'Boolean',
  }),
});

const WEBHOOK_SUBSCRIPTION_INPUT = object('WebhookSubscriptionInput', {
  uri: 'String',
  // Deprecated since 2025-04 in favour of `uri`, still accepted.
  callbackUrl: 'String',
  format: { enum: ['JSON', 'XML'] },
  filter: 'String',
  includeFields: 'Any',
  metafieldNamespaces: 'Any',
  metafields: 'Any',
});

/** The type of each argument, for coercion. */
export const ARGUMENT_SHAPES: Record<string, Record<string, Shape>> = {
  discountCodeBasicCreate: { basicCodeDiscount: DISCOUNT_CODE_BASIC_INPUT },
  discountCodeDeactivate: { id: 'ID' },
  webhookSubscriptionCreate: {
    topic: { enum: WEBHOOK_TOPICS },
    webhookSubscription: WEBHOOK_SUBSCRIPTION_INPUT,
  },
  codeDiscountNodeByCode: { code: 'String' },
};

interface Problem {
  path: (string | number)[];
  explanation: string;
}

function coerce(value: unknown, shape: Shape, path: (string | number)[], problems: Problem[]): void {
  if (value === null || value === undefined || shape === 'Any') return;
  const wrong = (kind: string) =>
    problems.push({ path, explanation: `Could not coerce value ${JSON.stringify(value)} to ${kind}` });
  if (typeof shape === 'object' && 'enum' in shape) {
    if (typeof value !== 'string' || !shape.enum.includes(value)) {
      problems.push({
        path,
        explanation: `Expected "${String(value)}" to be one of: ${shape.enum.join(', ')}`,
      });
    }
    return;
  }
  if (typeof shape === 'object') {
    if (typeof value !== 'object' || Array.isArray(value)) return void wrong(shape.object);
    for (const [key, inner] of Object.entries(value as Json)) {
      const fieldShape = shape.fields[key];
      if (!fieldShape)
        problems.push({ path: [...path, key], explanation: `Field is not defined on ${shape.object}` });
      else coerce(inner, fieldShape, [...path, key], problems);
    }
    return;
  }
  const ok = {
    String: typeof value === 'string',
    ID: typeof value === 'string' || (typeof value === 'number' && Number.isInteger(value)),
    Boolean: typeof value === 'boolean',
    Int: typeof value === 'number' && Number.isInteger(value),
    Float: typeof value === 'number' && Number.isFinite(value),
    Decimal: (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)) || typeof value === 'number',
    DateTime: typeof value === 'string' && !Number.isNaN(Date.parse(value)),
  }[shape];
  if (!ok) wrong(shape);
}

/** The errors of a variable that does not coerce to its argument's type, as Shopify words them. */
export function coercionErrors(
  field: string,
  argument: string,
  variable: string,
  type: string,
  value: unknown,
): Json[] {
  const shape = ARGUMENT_SHAPES[field]?.[argument];
  if (!shape) return [];
  const problems: Problem[] = [];
  coerce(value, shape, [], problems);
  return problems.map((problem) => ({
    message: `Variable $${variable} of type ${type} was provided invalid value${
      problem.path.length ? ` for ${problem.path.join('.')}` : ''
    } (${problem.explanation})`,
    extensions: { code: 'INVALID_VARIABLE', value, problems: [problem] },
  }));
}

export interface MutationContext {
  world: FakeWorld;
  store: StoreState;
  now: Date;
  scopes: string[];
}

interface UserError {
  field: string[] | null;
  code?: string | null;
  message: string;
}

function discountNode(discount: StoredDiscount, now: Date) {
  return {
    id: discount.id,
    codeDiscount: {
      __typename: 'DiscountCodeBasic',
      title: discount.title,
      status: discountStatus(discount, now),
      startsAt: discount.startsAt,
      endsAt: discount.endsAt,
      usageLimit: discount.usageLimit,
      appliesOncePerCustomer: discount.appliesOncePerCustomer,
      asyncUsageCount: discount.usageCount,
      codes: { nodes: [{ code: discount.code }] },
    },
  };
}

const findByCode = (store: StoreState, code: string) =>
  store.discounts.find((discount) => discount.code.toLowerCase() === code.toLowerCase());

/** The value's checks: a share in (0, 1] or an amount above 0, and one of them only. */
function valueErrors(value: Json | undefined, at: string[]): UserError[] {
  const percentage = value?.percentage;
  const amount = (value?.discountAmount as Json | undefined)?.amount;
  const given = ['percentage', 'discountAmount', 'discountOnQuantity'].filter((key) => value?.[key] != null);
  if (given.length !== 1) {
    return [
      {
        field: at,
        code: 'INVALID',
        message: 'Value must have exactly one of percentage, discountAmount or discountOnQuantity',
      },
    ];
  }
  if (typeof percentage === 'number' && (percentage <= 0 || percentage > 1)) {
    return [
      {
        field: [...at, 'percentage'],
        code: 'VALUE_OUTSIDE_RANGE',
        message: 'Value must be between 0.0 and 1.0',
      },
    ];
  }
  if (amount !== undefined && !(Number(amount) > 0)) {
    return [
      {
        field: [...at, 'discountAmount', 'amount'],
        code: 'GREATER_THAN',
        message: 'Value must be greater than 0',
      },
    ];
  }
  return [];
}

export function createDiscount(context: MutationContext, input: unknown) {
  const { store, world, now } = context;
  const values = (input ?? {}) as Json;
  const at = (...path: string[]) => ['basicCodeDiscount', ...path];
  const blank = (value: unknown) =>
    value === undefined || value === null || (typeof value === 'string' && !value.trim());
  const userErrors: UserError[] = [];
  const {
    title,
    code,
    startsAt,
    endsAt,
    context: buyers,
    customerSelection,
    customerGets,
    usageLimit,
  } = values;
  if (blank(title)) userErrors.push({ field: at('title'), code: 'BLANK', message: "Title can't be blank" });
  if (blank(code)) userErrors.push({ field: at('code'), code: 'BLANK', message: "Code can't be blank" });
  else if (String(code).length > 255) {
    userErrors.push({
      field: at('code'),
      code: 'TOO_LONG',
      message: 'Code is too long (maximum is 255 characters)',
    });
  } else if (findByCode(store, String(code))) {
    userErrors.push({
      field: at('code'),
      code: 'TAKEN',
      message: 'Code must be unique. Please try a different code.',
    });
  }
  if (blank(startsAt))
    userErrors.push({ field: at('startsAt'), code: 'BLANK', message: "Starts at can't be blank" });
  else if (typeof endsAt === 'string' && Date.parse(endsAt) <= Date.parse(String(startsAt))) {
    userErrors.push({ field: at('endsAt'), code: 'INVALID', message: 'Ends at needs to be after starts_at' });
  }
  if (blank(buyers) && blank(customerSelection)) {
    userErrors.push({ field: at('context'), code: 'BLANK', message: "Context can't be blank" });
  } else if (!blank(buyers) && !blank(customerSelection)) {
    userErrors.push({
      field: at('context'),
      code: 'INVALID',
      message: 'Only one of context or customerSelection can be provided.',
    });
  }
  const gets = customerGets as Json | undefined;
  if (blank(gets))
    userErrors.push({ field: at('customerGets'), code: 'BLANK', message: "Customer gets can't be blank" });
  else {
    userErrors.push(...valueErrors(gets?.value as Json | undefined, at('customerGets', 'value')));
    if (blank(gets?.items))
      userErrors.push({ field: at('customerGets', 'items'), code: 'BLANK', message: "Items can't be blank" });
  }
  if (typeof usageLimit === 'number' && usageLimit < 1) {
    userErrors.push({
      field: at('usageLimit'),
      code: 'GREATER_THAN',
      message: 'Usage limit must be greater than 0',
    });
  }
  if (userErrors.length > 0) return { codeDiscountNode: null, userErrors };

  const value = (gets?.value ?? {}) as {
    percentage?: number;
    discountAmount?: { amount: string | number; appliesOnEachItem?: boolean };
  };
  const discount: StoredDiscount = {
    id: `gid://shopify/DiscountCodeNode/${world.nextId()}`,
    code: String(code),
    title: String(title),
    startsAt: String(startsAt),
    endsAt: typeof endsAt === 'string' ? endsAt : null,
    value: value.discountAmount
      ? {
          amount: Number(value.discountAmount.amount).toFixed(2),
          appliesOnEachItem: value.discountAmount.appliesOnEachItem ?? false,
        }
      : { percentage: value.percentage ?? 0 },
    usageLimit: typeof usageLimit === 'number' ? usageLimit : null,
    appliesOncePerCustomer: values.appliesOncePerCustomer === true,
    usageCount: 0,
    input: structuredClone(values),
    deactivatedAt: null,
    usedBy: new Set(),
  };
  store.discounts.push(discount);
  return { codeDiscountNode: discountNode(discount, now), userErrors: [] };
}

/** Stops a discount: it ends now. Stopping one already stopped changes nothing and succeeds. */
export function deactivateDiscount(context: MutationContext, id: unknown) {
  const { store, now } = context;
  const discount = store.discounts.find((candidate) => candidate.id === String(id));
  if (!discount) {
    return {
      codeDiscountNode: null,
      userErrors: [{ field: ['id'], code: null, message: 'Code discount does not exist.' }],
    };
  }
  if (!discount.deactivatedAt) {
    discount.deactivatedAt = now.toISOString();
    if (!discount.endsAt || Date.parse(discount.endsAt) > now.getTime()) discount.endsAt = now.toISOString();
  }
  return { codeDiscountNode: discountNode(discount, now), userErrors: [] };
}

export function discountByCode(context: MutationContext, code: unknown) {
  const discount = findByCode(context.store, String(code));
  return discount ? discountNode(discount, context.now) : null;
}

/** Shopify calls only HTTPS addresses; the fake also calls its own machine over HTTP. */
function addressProblem(uri: string): string | undefined {
  if (!URL.canParse(uri)) return 'Address is invalid';
  const url = new URL(uri);
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  if (url.protocol === 'https:' || (url.protocol === 'http:' && loopback)) return undefined;
  return `Address protocol ${url.protocol}// is not supported`;
}

export function subscribeWebhook(context: MutationContext, topic: unknown, input: unknown) {
  const { store, world, now, scopes } = context;
  const values = (input ?? {}) as Json;
  const uri =
    typeof values.uri === 'string'
      ? values.uri
      : typeof values.callbackUrl === 'string'
        ? values.callbackUrl
        : '';
  const field = ['webhookSubscription', typeof values.uri === 'string' ? 'uri' : 'callbackUrl'];
  const fail = (message: string, at: string[] = field) => ({
    webhookSubscription: null,
    userErrors: [{ field: at, message }],
  });
  const scope = TOPIC_SCOPES[String(topic)];
  if (scope && !coversScopes(scopes, [scope])) {
    return fail(
      `You do not have permission to subscribe to ${String(topic)}: it needs the ${scope} access scope`,
      ['topic'],
    );
  }
  if (PROTECTED_TOPICS.has(String(topic)) && !world.app.protectedCustomerDataApproved) {
    return fail(PROTECTED_CUSTOMER_DATA_REFUSAL, ['webhookSubscription']);
  }
  if (!uri.trim()) return fail("Address can't be blank");
  const problem = addressProblem(uri);
  if (problem) return fail(problem);
  if (store.subscriptions.some((subscription) => subscription.topic === topic && subscription.uri === uri)) {
    return fail('Address for this topic has already been taken');
  }
  const subscription = {
    id: `gid://shopify/WebhookSubscription/${world.nextId()}`,
    topic: String(topic),
    uri,
    format: typeof values.format === 'string' ? values.format : 'JSON',
  };
  store.subscriptions.push(subscription);
  return { webhookSubscription: { ...subscription, createdAt: now.toISOString() }, userErrors: [] };
}
