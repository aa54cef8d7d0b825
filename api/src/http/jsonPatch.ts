import type { FastifyInstance } from 'fastify';

/**
 * PATCH bodies arrive as JSON under other media types: JSON merge patch, and the JSON-API type
 * the SPEC's automation PATCH uses. Registered in the calling plugin only (parsers are
 * encapsulated), unless a parent already knows the type.
 */
export function acceptJsonPatchTypes(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  for (const type of ['application/merge-patch+json', 'application/vnd.api+json']) {
    if (!app.hasContentTypeParser(type)) app.addContentTypeParser(type, { parseAs: 'string' }, parse);
  }
}
