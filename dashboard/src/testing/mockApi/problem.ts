/** Failures answered as the API's error handler does (api/src/http/errors.ts). */
import { HttpResponse } from 'msw';
import type { ValidationError } from 'yup';

export interface Violation {
  propertyPath: string;
  message: string;
}

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

/** yup's errors as violations: one per field, first message wins (api `violationsOf`). */
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
