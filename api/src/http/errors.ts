import type { FastifyError, FastifyInstance } from 'fastify';
import { ValidationError } from 'yup';

/** One invalid field: its path in the body and the translation key of the rule it broke. */
export interface Violation {
  propertyPath: string;
  message: string;
}

/**
 * A failure the client can act on. `message` is a translation key of SPEC §8 (or a plain code),
 * never an internal detail.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly violations: Violation[] = [],
  ) {
    super(message);
  }
}

export const notFound = (message = 'errors.not_found') => new HttpError(404, message);
export const forbidden = (message = 'errors.forbidden') => new HttpError(403, message);
export const unauthorized = (message = 'errors.unauthorized') => new HttpError(401, message);
export const conflict = (message: string) => new HttpError(409, message);
export const unprocessable = (message: string, violations: Violation[] = []) =>
  new HttpError(422, message, violations);

/** yup's errors as violations: one per field, first message wins. */
export function violationsOf(error: ValidationError): Violation[] {
  const seen = new Set<string>();
  const violations: Violation[] = [];
  for (const issue of error.inner.length > 0 ? error.inner : [error]) {
    const propertyPath = issue.path ?? '';
    if (seen.has(propertyPath)) continue;
    seen.add(propertyPath);
    violations.push({ propertyPath, message: issue.message });
  }
  return violations;
}

/**
 * Every error leaves as a JSON problem body `{ status, message, violations? }`. Unexpected errors
 * are logged and answered with a generic 500 that reveals nothing of the cause.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | ValidationError, request, reply) => {
    if (error instanceof HttpError) {
      const body: Record<string, unknown> = { status: error.statusCode, message: error.message };
      if (error.violations.length > 0) body.violations = error.violations;
      return reply.code(error.statusCode).send(body);
    }
    if (error instanceof ValidationError) {
      return reply
        .code(422)
        .send({ status: 422, message: 'errors.validation', violations: violationsOf(error) });
    }
    if ('validation' in error && error.validation) {
      return reply.code(400).send({
        status: 400,
        message: 'errors.bad_request',
        violations: error.validation.map((issue) => ({
          propertyPath: String(issue.instancePath || issue.params?.missingProperty || '').replace(/^\//, ''),
          message: issue.message ?? 'invalid',
        })),
      });
    }
    const statusCode =
      'statusCode' in error && error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (statusCode === 500) request.log.error(error);
    return reply.code(statusCode).send({
      status: statusCode,
      message: statusCode === 500 ? 'errors.http' : (error.code ?? 'errors.bad_request'),
    });
  });
}

/** OpenAPI description of the JSON problem every failure answers with (SPEC §8 message keys). */
export const problemSchema = {
  type: 'object',
  properties: {
    status: { type: 'integer' },
    message: { type: 'string' },
    violations: {
      type: 'array',
      items: {
        type: 'object',
        properties: { propertyPath: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
} as const;
