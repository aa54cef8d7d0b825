/** Failures answered as the API's error handler does (api/src/http/errors.ts). */
import { HttpResponse } from 'msw';
import { violationsOf, type ParamViolation } from '@merci/domain';

export type Violation = ParamViolation;

/** A failure answered as the API's error handler does (api/src/http/errors.ts). */
export class Problem extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly violations: Violation[] = [],
  ) {
    super(message);
  }
}

export const problemResponse = ({ status, message, violations }: Problem) =>
  HttpResponse.json(violations.length > 0 ? { status, message, violations } : { status, message }, {
    status,
  });

export const notFound = (message = 'errors.not_found') => new Problem(404, message);
export const unprocessable = (message: string, violations: Violation[] = []) =>
  new Problem(422, message, violations);
export const badRequest = (violations: Violation[]) => new Problem(400, 'errors.bad_request', violations);

export { violationsOf };
