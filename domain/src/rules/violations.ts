import type { ValidationError } from 'yup';
import type { ParamViolation } from './params.js';

/** yup's errors as a problem's violations: one per field, first message wins. */
export function violationsOf(error: ValidationError): ParamViolation[] {
  const seen = new Set<string>();
  const violations: ParamViolation[] = [];
  for (const issue of error.inner.length > 0 ? error.inner : [error]) {
    const propertyPath = issue.path ?? '';
    if (seen.has(propertyPath)) continue;
    seen.add(propertyPath);
    violations.push({ propertyPath, message: issue.message });
  }
  return violations;
}
