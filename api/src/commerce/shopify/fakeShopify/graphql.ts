/**
 * The fake Admin GraphQL API: reads the operation's root fields, checks what Shopify's schema
 * checks (arguments, variable types, input fields, the token's scopes, the cost bucket) and runs
 * the fields merci uses with Shopify's `userErrors`. Selections are not applied: a payload comes
 * whole, which a client reading only what it asked for cannot tell.
 */
import { coversScopes } from '../store.js';
import { MUTATION_COST, QUERY_COST, type FakeWorld, type StoreState } from './state.js';
import {
  coercionErrors,
  createDiscount,
  deactivateDiscount,
  discountByCode,
  subscribeWebhook,
} from './mutations.js';

interface RootField {
  alias: string;
  name: string;
  /** Argument name → `$variable` or a literal's text. */
  args: Record<string, string>;
  selection: string;
}

interface Operation {
  type: 'query' | 'mutation';
  variableTypes: Record<string, string>;
  fields: RootField[];
}

export interface GraphqlAnswer {
  status: number;
  body: unknown;
}

type Json = Record<string, unknown>;
const error = (message: string, extensions: Json = {}) => ({ message, extensions });

/** The block from `open` (a `{` or `(`) to its match, and where it ends. */
function block(text: string, open: number): { inner: string; end: number } | undefined {
  const pair: Record<string, string> = { '{': '}', '(': ')' };
  const opening = text[open] ?? '';
  let depth = 0;
  for (let index = open; index < text.length; index += 1) {
    if (text[index] === opening) depth += 1;
    else if (text[index] === pair[opening]) {
      depth -= 1;
      if (depth === 0) return { inner: text.slice(open + 1, index), end: index + 1 };
    }
  }
  return undefined;
}

export function parseOperation(source: string): Operation | undefined {
  const query = source.replace(/#[^\n]*/g, '');
  const header = /^\s*(query|mutation)?\s*([_A-Za-z]\w*)?\s*/.exec(query);
  if (!header) return undefined;
  let position = header[0].length;
  const variableTypes: Record<string, string> = {};
  if (query[position] === '(') {
    const definitions = block(query, position);
    if (!definitions) return undefined;
    for (const [, name, type] of definitions.inner.matchAll(/\$(\w+)\s*:\s*([\w[\]!]+)/g)) {
      if (name && type) variableTypes[name] = type;
    }
    position = definitions.end;
  }
  const body = query.indexOf('{', position);
  if (body < 0 || query.slice(position, body).trim()) return undefined;
  const selection = block(query, body);
  if (!selection || query.slice(selection.end).trim()) return undefined;
  const fields: RootField[] = [];
  const text = selection.inner;
  let index = 0;
  while (index < text.length) {
    const field = /^[\s,]*(?:([_A-Za-z]\w*)\s*:\s*)?([_A-Za-z]\w*)\s*/.exec(text.slice(index));
    if (!field?.[2]) break;
    index += field[0].length;
    const args: Record<string, string> = {};
    if (text[index] === '(') {
      const list = block(text, index);
      if (!list) return undefined;
      for (const [, name, value] of list.inner.matchAll(/(\w+)\s*:\s*(\$\w+|"(?:[^"\\]|\\.)*"|[^,\s)]+)/g)) {
        if (name && value) args[name] = value;
      }
      index = list.end;
      index += /^\s*/.exec(text.slice(index))?.[0].length ?? 0;
    }
    let fieldSelection = '';
    if (text[index] === '{') {
      const inner = block(text, index);
      if (!inner) return undefined;
      fieldSelection = inner.inner;
      index = inner.end;
    }
    fields.push({ alias: field[1] ?? field[2], name: field[2], args, selection: fieldSelection });
  }
  if (text.slice(index).trim() || fields.length === 0) return undefined;
  return { type: header[1] === 'mutation' ? 'mutation' : 'query', variableTypes, fields };
}

interface FieldSpec {
  args: Record<string, string>;
  cost: number;
  /** The scope the token needs; `read_` is covered by `write_`. */
  scope?: string;
  /** `UserError` has no `code`; `DiscountUserError` has one. */
  userErrorType?: 'UserError' | 'DiscountUserError' | 'AppUninstallAppUninstallError';
}

const MUTATIONS: Record<string, FieldSpec> = {
  discountCodeBasicCreate: {
    args: { basicCodeDiscount: 'DiscountCodeBasicInput!' },
    cost: MUTATION_COST,
    scope: 'write_discounts',
    userErrorType: 'DiscountUserError',
  },
  discountCodeDeactivate: {
    args: { id: 'ID!' },
    cost: MUTATION_COST,
    scope: 'write_discounts',
    userErrorType: 'DiscountUserError',
  },
  webhookSubscriptionCreate: {
    args: { topic: 'WebhookSubscriptionTopic!', webhookSubscription: 'WebhookSubscriptionInput!' },
    cost: MUTATION_COST,
    userErrorType: 'UserError',
  },
  // shopify.dev/docs/api/admin-graphql/latest/mutations/appUninstall: an app uninstalling itself.
  appUninstall: { args: {}, cost: MUTATION_COST, userErrorType: 'AppUninstallAppUninstallError' },
};
const QUERIES: Record<string, FieldSpec> = {
  codeDiscountNodeByCode: { args: { code: 'String!' }, cost: QUERY_COST, scope: 'read_discounts' },
};

/** The app's id at the fake Shopify. */
const FAKE_APP_GID = 'gid://shopify/App/1';

/** The root field names of a request, for the request log and failure filters. */
export function operationName(body: unknown): string | undefined {
  const query = (body as { query?: unknown } | undefined)?.query;
  return typeof query === 'string' ? parseOperation(query)?.fields[0]?.name : undefined;
}

/** Each field's arguments as values, or the errors Shopify's validation gives. */
function resolveArguments(
  operation: Operation,
  variables: Json,
  specs: Record<string, FieldSpec>,
): { values: Json[] } | { errors: Json[] } {
  const errors: Json[] = [];
  const values: Json[] = [];
  const root = operation.type === 'mutation' ? 'Mutation' : 'QueryRoot';
  for (const field of operation.fields) {
    const spec = specs[field.name];
    if (!spec) {
      errors.push(
        error(`Field '${field.name}' doesn't exist on type '${root}'`, {
          code: 'undefinedField',
          typeName: root,
          fieldName: field.name,
        }),
      );
      continue;
    }
    const resolved: Json = {};
    const missing = Object.keys(spec.args).filter((name) => field.args[name] === undefined);
    if (missing.length > 0) {
      errors.push(
        error(`Field '${field.name}' is missing required arguments: ${missing.join(', ')}`, {
          code: 'missingRequiredArguments',
        }),
      );
    }
    for (const [name, given] of Object.entries(field.args)) {
      const expected = spec.args[name];
      if (!expected) {
        errors.push(
          error(`Field '${field.name}' doesn't accept argument '${name}'`, { code: 'argumentNotAccepted' }),
        );
        continue;
      }
      if (!given.startsWith('$')) {
        resolved[name] = given.startsWith('"') ? (JSON.parse(given) as unknown) : given;
        continue;
      }
      const variable = given.slice(1);
      const type = operation.variableTypes[variable];
      if (!type) {
        errors.push(
          error(`Variable $${variable} is used by ${field.name} but not declared`, {
            code: 'variableNotDefined',
          }),
        );
      } else if (type !== expected) {
        errors.push(
          error(`Type mismatch on variable $${variable} and argument ${name} (${type} / ${expected})`, {
            code: 'variableMismatch',
          }),
        );
      } else if (variables[variable] === undefined || variables[variable] === null) {
        errors.push(
          error(`Variable $${variable} of type ${type} was provided invalid value`, {
            code: 'INVALID_VARIABLE',
            value: null,
            problems: [{ path: [], explanation: 'Expected value to not be null' }],
          }),
        );
      } else {
        const problems = coercionErrors(field.name, name, variable, type, variables[variable]);
        errors.push(...problems);
        resolved[name] = variables[variable];
      }
    }
    if (spec.userErrorType === 'UserError' && /userErrors\s*\{[^}]*\bcode\b/.test(field.selection)) {
      errors.push(
        error("Field 'code' doesn't exist on type 'UserError'", {
          code: 'undefinedField',
          typeName: 'UserError',
          fieldName: 'code',
        }),
      );
    }
    values.push(resolved);
  }
  return errors.length > 0 ? { errors } : { values };
}

export const throttled = (requested: number, status: Json): GraphqlAnswer => ({
  status: 200,
  body: {
    errors: [
      error('Throttled', {
        code: 'THROTTLED',
        documentation: 'https://shopify.dev/api/usage/limits#rate-limits',
      }),
    ],
    extensions: { cost: { requestedQueryCost: requested, actualQueryCost: null, throttleStatus: status } },
  },
});

export interface GraphqlContext {
  world: FakeWorld;
  now: () => Date;
  store: StoreState;
  /** The scopes of the request's token. */
  scopes: string[];
  /** Uninstalls the app from the store, as the store's owner would (tokens, subscriptions, webhook). */
  uninstall: (store: StoreState) => void;
}

/** Answers a POST to `graphql.json` whose token was accepted for `context.store`. */
export function runGraphql(context: GraphqlContext, payload: unknown): GraphqlAnswer {
  const { query, variables = {} } = (payload ?? {}) as { query?: unknown; variables?: unknown };
  if (typeof query !== 'string' || !query.trim()) {
    return { status: 400, body: { errors: { query: 'Required parameter missing or invalid' } } };
  }
  if (!variables || typeof variables !== 'object' || Array.isArray(variables)) {
    return {
      status: 200,
      body: { errors: [error('Variables must be an object', { code: 'INVALID_VARIABLE' })] },
    };
  }
  const operation = parseOperation(query);
  if (!operation) {
    return {
      status: 200,
      body: { errors: [error('syntax error, unexpected end of file', { code: 'parseError' })] },
    };
  }
  const specs = operation.type === 'mutation' ? MUTATIONS : QUERIES;
  const resolved = resolveArguments(operation, variables as Json, specs);
  if ('errors' in resolved) return { status: 200, body: { errors: resolved.errors } };

  const denied = operation.fields
    .map((field) => ({ field, scope: specs[field.name]?.scope }))
    .filter(({ scope }) => scope && !coversScopes(context.scopes, [scope]));
  if (denied.length > 0) {
    return {
      status: 200,
      body: {
        data: Object.fromEntries(operation.fields.map((field) => [field.alias, null])),
        errors: denied.map(({ field, scope }) =>
          error(`Access denied for ${field.name} field. Required access: \`${scope}\` access scope.`, {
            code: 'ACCESS_DENIED',
            documentation: 'https://shopify.dev/api/usage/access-scopes',
            requiredAccess: `\`${scope}\` access scope.`,
          }),
        ),
      },
    };
  }

  const { world, store } = context;
  const requested = operation.fields.reduce((sum, field) => sum + (specs[field.name]?.cost ?? 0), 0);
  if (!world.spend(store, requested)) return throttled(requested, world.throttleStatus(store));

  const data: Json = {};
  operation.fields.forEach((field, index) => {
    const args = resolved.values[index] ?? {};
    const input = { world, store, now: context.now(), scopes: context.scopes };
    switch (field.name) {
      case 'discountCodeBasicCreate':
        data[field.alias] = createDiscount(input, args.basicCodeDiscount);
        break;
      case 'discountCodeDeactivate':
        data[field.alias] = deactivateDiscount(input, args.id);
        break;
      case 'webhookSubscriptionCreate':
        data[field.alias] = subscribeWebhook(input, args.topic, args.webhookSubscription);
        break;
      case 'codeDiscountNodeByCode':
        data[field.alias] = discountByCode(input, args.code);
        break;
      case 'appUninstall':
        context.uninstall(store);
        data[field.alias] = { app: { id: FAKE_APP_GID }, userErrors: [] };
        break;
    }
  });
  return {
    status: 200,
    body: {
      data,
      extensions: {
        cost: {
          requestedQueryCost: requested,
          actualQueryCost: requested,
          throttleStatus: world.throttleStatus(store),
        },
      },
    },
  };
}
