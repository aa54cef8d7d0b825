/**
 * The pieces every route's JSON schemas are made of. Fastify validates params, query and body with
 * them (a refusal is a 400 problem with a violation on the field, see errors.ts), serializes the
 * answers with them, and /api/docs shows them.
 *
 * Serializing drops every property an answer's schema does not declare: a resource's schema lists
 * all its fields, or says `additionalProperties: true` where its keys are open.
 */
import { problemSchema } from './errors.js';

export const string = { type: 'string' } as const;
export const integer = { type: 'integer' } as const;
export const number = { type: 'number' } as const;
export const boolean = { type: 'boolean' } as const;
export const dateTime = { type: 'string', format: 'date-time' } as const;

/** The same schema, or null (an enum gets null among its values). */
export function nullable<T extends { type: string; enum?: readonly unknown[] }>(schema: T) {
  return {
    ...schema,
    type: [schema.type, 'null'],
    ...(schema.enum ? { enum: [...schema.enum, null] } : {}),
  } as const;
}

/** Every JSON-LD resource's IRI (relative to the API base) and type. */
export const jsonLd = { '@id': string, '@type': string } as const;

/**
 * Path parameters, read as texts: the handler turns an id into a number (`idParam`, `ownShop`), so
 * that an id that cannot exist answers 404 as one that does not.
 */
export function pathParams(...names: string[]) {
  return {
    type: 'object',
    properties: Object.fromEntries(
      names.map((name) => [name, { type: 'string', description: 'An id; anything else answers 404' }]),
    ),
    required: names,
  } as const;
}

/** A query with no key of its own: any key is ignored. */
export const noQuery = { type: 'object', properties: {} } as const;

/** A body the route never reads: whatever is sent is ignored. */
export const ignoredBody = { description: 'Not read: any body, or none, is ignored' } as const;

/** `page` and `itemsPerPage` as `pagination` reads them: a value it cannot read is the default. */
export const pageQuery = {
  page: { type: 'string', description: 'A page number from 1; anything else reads as 1' },
  itemsPerPage: {
    type: 'string',
    description: 'Members per page, at most 100; anything else reads as the list’s default',
  },
} as const;

/** `order[createdAt]` as `createdAtOrder` reads it, after the shop's check: no enum here. */
export const createdAtOrderQuery = {
  'order[createdAt]': {
    type: 'string',
    examples: ['asc', 'desc'],
    description:
      'asc or desc, desc (newest first) by default; anything else answers 400 errors.invalid_choice',
  },
} as const;

/** The query of a list paged and ordered by creation, with the list's own filters. */
export function orderedPageQuery<T extends object>(filters: T) {
  return { type: 'object', properties: { ...pageQuery, ...createdAtOrderQuery, ...filters } } as const;
}

/** The query `orderedPageQuery` describes, as the handler reads it. */
export type OrderedPageQuery = { page?: string; itemsPerPage?: string; 'order[createdAt]'?: string };

/** The `hydra:view` of a paged collection. */
const hydraView = {
  type: 'object',
  properties: {
    ...jsonLd,
    'hydra:first': string,
    'hydra:last': string,
    'hydra:previous': string,
    'hydra:next': string,
  },
} as const;

/** A hydra collection of `member`, paged (with `hydra:view`) or whole. */
export function hydraCollectionSchema<T extends object>(member: T, description?: string) {
  return {
    type: 'object',
    ...(description ? { description } : {}),
    properties: {
      '@context': string,
      ...jsonLd,
      'hydra:member': { type: 'array', items: member },
      'hydra:totalItems': integer,
      'hydra:view': hydraView,
    },
  } as const;
}

/** Problem answers, each with what it means on the route. */
export function problems(descriptions: Record<number, string>) {
  return Object.fromEntries(
    Object.entries(descriptions).map(([code, description]) => [code, { description, ...problemSchema }]),
  );
}

/** The refusal every change of a suspended shop's owner gets (docs/adr/021). */
export const suspendedShopProblem = { 403: 'errors.shop_suspended: the shop is suspended' } as const;

/** An answer without a body (204, a redirect). */
export const noContent = (description: string) => ({ type: 'null', description }) as const;
