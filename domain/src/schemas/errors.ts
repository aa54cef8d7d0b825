import { ValidationError, type AnySchema } from 'yup';

/** Field → translation key of the first error on that field; empty when the values are valid. */
export function fieldErrors(schema: AnySchema, values: unknown, context?: object): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false, context });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const issue of error.inner.length > 0 ? error.inner : [error]) {
      const path = issue.path ?? '';
      errors[path] ??= issue.message;
    }
    return errors;
  }
}
