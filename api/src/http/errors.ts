import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ValidationError } from 'yup';
import { PROBLEM_MESSAGES, violationsOf } from '@merci/domain';
import { TEXT_TOO_LONG_ERROR } from '../db/migrations/0012_text_length_limits.js';

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

export const notFound = (message: string = PROBLEM_MESSAGES[404]) => new HttpError(404, message);
export const forbidden = (message: string = PROBLEM_MESSAGES[403]) => new HttpError(403, message);
export const unauthorized = (message: string = PROBLEM_MESSAGES[401]) => new HttpError(401, message);
export const conflict = (message: string) => new HttpError(409, message);
export const unprocessable = (message: string, violations: Violation[] = []) =>
  new HttpError(422, message, violations);

/** yup's errors as violations: one per field, first message wins (the mock API's rule too). */
export { violationsOf };

/** An array or an object: never a text or a number, and yup's string transforms (`trim`…) throw on it. */
export const isStructured = (value: unknown): boolean => value !== null && typeof value === 'object';

/**
 * `input` validated by a yup schema, or 422 `errors.validation` with every violation at once. An
 * array or an object in a field is that field's violation (`messages[field]`), never a crash.
 */
export async function validateInput<T>(
  schema: { validate: (value: unknown, options: { abortEarly: false }) => Promise<T> },
  input: Record<string, unknown>,
  messages: Readonly<Record<string, string>>,
): Promise<T> {
  const violations: Violation[] = [];
  const safe: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(input)) {
    if (isStructured(value))
      violations.push({ propertyPath: field, message: messages[field] ?? 'errors.validation' });
    else safe[field] = value;
  }
  try {
    const values = await schema.validate(safe, { abortEarly: false });
    if (violations.length === 0) return values;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    for (const violation of violationsOf(error)) {
      if (!violations.some((known) => known.propertyPath === violation.propertyPath))
        violations.push(violation);
    }
  }
  throw unprocessable('errors.validation', violations);
}

/**
 * PostgreSQL refusing a value it cannot hold: SQLSTATE class 22 (a number out of its column's
 * range, U+0000 in a text, a decimal where an integer goes) or 54000 (a text too long for an
 * index). The request's data is at fault; SQLite stores all of these.
 */
function isDataException(error: unknown): boolean {
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return (
    typeof code === 'string' &&
    (/^22[0-9A-Z]{3}$/.test(code) || code === '54000') &&
    typeof severity === 'string'
  );
}

/**
 * SQLite's trigger of migration 0012 refusing a text over its limit (PostgreSQL's raises SQLSTATE
 * 22001, a data exception): the API's own checks come first, so only a route that forgot one
 * gets here, and the request is still at fault.
 */
function isTextTooLong(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return (
    code === 'SQLITE_CONSTRAINT_TRIGGER' &&
    typeof message === 'string' &&
    message.startsWith(`${TEXT_TOO_LONG_ERROR}:`)
  );
}

/**
 * The database cannot serve the request now, through no fault of the request, and a retry later
 * may succeed. SQLite (better-sqlite3 puts the extended result code in `code`): the file is locked
 * by another writer beyond the busy timeout (`SQLITE_BUSY*`, `SQLITE_LOCKED*`), the disk is full
 * (`SQLITE_FULL`) or failing (`SQLITE_IOERR*`). PostgreSQL (SQLSTATE in `code`, with a
 * `severity`): class 53 (disk full, out of memory, too many connections), 55P03 (lock not
 * available) and 57P03 (the server is starting or stopping).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  if (typeof code !== 'string') return false;
  if (/^SQLITE_(BUSY|LOCKED|FULL|IOERR)(_[A-Z_]+)?$/.test(code)) return true;
  return (
    typeof severity === 'string' && (/^53[0-9A-Z]{3}$/.test(code) || code === '55P03' || code === '57P03')
  );
}

/**
 * The message key of a value a route's JSON schema refused, by the schema keyword it broke: keys,
 * as every other violation carries, rather than Ajv's English sentences.
 */
function schemaIssueKey(keyword: string): string {
  switch (keyword) {
    case 'required':
      return 'errors.required';
    case 'type':
      return 'errors.invalid_type';
    case 'enum':
    case 'const':
      return 'errors.invalid_choice';
    case 'format':
    case 'pattern':
      return 'errors.invalid_format';
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
    case 'minLength':
    case 'maxLength':
    case 'minItems':
    case 'maxItems':
      return 'errors.out_of_range';
    default:
      return 'errors.invalid';
  }
}

/** The message key of a failure Fastify or a plugin raised (not one of ours). */
function problemMessage(statusCode: number, code: string | undefined): string {
  if (statusCode === 500) return 'errors.http';
  // @fastify/rate-limit's refusal carries no code of ours.
  if (statusCode === 429) return 'errors.too_many_requests';
  return code ?? 'errors.bad_request';
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
          message: schemaIssueKey(issue.keyword),
        })),
      });
    }
    if (isDataException(error) || isTextTooLong(error)) {
      return reply.code(400).send({ status: 400, message: 'errors.bad_request' });
    }
    if (isDatabaseUnavailable(error)) {
      // SQLite rolls back the statement (and, on a full disk, the transaction): nothing was written.
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).send({ status: 503, message: 'errors.unavailable' });
    }
    const statusCode =
      'statusCode' in error && error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (statusCode === 500) request.log.error(error);
    return reply.code(statusCode).send({
      status: statusCode,
      message: problemMessage(statusCode, error.code),
    });
  });
}

/**
 * Node's HTTP parser refuses some requests before Fastify sees them: headers over 16 kB (431),
 * a request line or headers it cannot parse (400), a client too slow to send them (408). They are
 * answered with the same problem body as every other failure, instead of Fastify's
 * `{ error, message: 'Client Error' }` (the `clientErrorHandler` server option).
 */
export function answerClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
  // A connection reset or already closed: nobody is left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify({ status, message: status === 408 ? 'errors.http' : 'errors.bad_request' });
  this.log.debug({ err: error }, 'request refused by the HTTP parser');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
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
