import type { ParamViolation } from './params.js';

/** The message keys of the API's generic failures (SPEC §8), each answered with its status. */
export const PROBLEM_MESSAGES = {
  400: 'errors.bad_request',
  401: 'errors.unauthorized',
  403: 'errors.forbidden',
  404: 'errors.not_found',
  422: 'errors.validation',
  500: 'errors.http',
} as const;

/** A suspended shop's owner asking for a change its suspension forbids (403). */
export const SHOP_SUSPENDED = 'errors.shop_suspended';

/** The API's problem body: `violations` only when there are some. */
export interface ProblemBody {
  status: number;
  message: string;
  violations?: ParamViolation[];
}

/** A problem body as the API sends it, its message the generic one of the status unless given. */
export function problemBody(
  status: keyof typeof PROBLEM_MESSAGES | (number & {}),
  message?: string,
  violations: ParamViolation[] = [],
): ProblemBody {
  const text = message ?? PROBLEM_MESSAGES[status as keyof typeof PROBLEM_MESSAGES] ?? 'errors.http';
  return violations.length > 0 ? { status, message: text, violations } : { status, message: text };
}
