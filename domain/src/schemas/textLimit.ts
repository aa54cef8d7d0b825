import { reach, type AnySchema, type Schema } from 'yup';
import { TEXT_LIMITS, TEXT_TOO_LONG, textLength, type TextLimit } from '../rules/textLimits.js';

/**
 * `schema` refusing a text longer than its limit, with TEXT_TOO_LONG and the limit as `max`.
 * Put it before the format rules: a text far too long is first of all too long.
 */
export function limited<S extends Schema<string | null | undefined>>(schema: S, limit: TextLimit): S {
  const max = TEXT_LIMITS[limit];
  return schema.test({
    name: 'max',
    message: TEXT_TOO_LONG,
    params: { max },
    exclusive: true,
    test: (value) => value == null || textLength(value) <= max,
  });
}

/** The limit `limited` put on a field of an object schema, for the message that names it. */
export function maxLengthOf(schema: AnySchema, path: string): number | undefined {
  let field: AnySchema;
  try {
    field = reach(schema, path) as AnySchema;
  } catch {
    return undefined;
  }
  const test = field.describe().tests.find((described) => described.name === 'max');
  const max = test?.params?.max;
  return typeof max === 'number' ? max : undefined;
}
