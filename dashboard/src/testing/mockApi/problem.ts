/** Failures answered as the API's error handler does (api/src/http/errors.ts). */
import { HttpResponse } from 'msw';
import { PROBLEM_MESSAGES, problemBody, violationsOf, type ParamViolation } from '@merci/domain';

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
  HttpResponse.json(problemBody(status, message, violations), { status });

/**
 * A failure answered as the API answers it, for a story or a test that replaces a handler:
 * `problem(500)`, `problem(409, 'discount.errors.status')`, `problem(422, undefined, violations)`.
 */
export const problem = (status: number, message?: string, violations: Violation[] = []) =>
  HttpResponse.json(problemBody(status, message, violations), { status });

export const notFound = (message: string = PROBLEM_MESSAGES[404]) => new Problem(404, message);
export const unprocessable = (message: string, violations: Violation[] = []) =>
  new Problem(422, message, violations);
export const badRequest = (violations: Violation[]) => new Problem(400, PROBLEM_MESSAGES[400], violations);

export { violationsOf };
