import { useEffect, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { ObjectSchema } from 'yup';
import { TEXT_TOO_LONG, textLength } from '@merci/domain';
import type * as schemas from '@merci/domain/schemas';
import { loadSchemas } from './loadSchemas';

export interface SpecForm<T extends FieldValues> extends UseFormReturn<T> {
  /**
   * Props for a ui-kit input: react-hook-form's registration, the translated error, and an
   * onChange that clears that field's error (SPEC §4: "The validation display resets on change").
   * The registration's loosely typed `min`/`max` are left out: the inputs set their own bounds.
   */
  field: (name: Path<T>) => Omit<ReturnType<UseFormReturn<T>['register']>, 'min' | 'max'> & {
    error?: string;
  };
  /** The translated error of a field, for an input `field` does not register (a `Controller`'s). */
  errorOf: (name: Path<T>) => string | undefined;
}

/** The domain's schemas, e.g. `(schemas) => schemas.signInSchema`. */
export type Schemas = typeof schemas;

const loadYupResolver = async () => (await import('@hookform/resolvers/yup')).yupResolver;

/**
 * A react-hook-form form validated on submit with a domain schema, whose error messages are
 * translation keys (SPEC §5).
 */
export function useSpecForm<T extends FieldValues>(
  pickSchema: (schemas: Schemas) => ObjectSchema<T>,
  defaultValues: DefaultValues<T>,
  /** `context`: what the schema's rules read besides the values (the shop's allowed reward types). */
  options: { context?: object } = {},
): SpecForm<T> {
  const intl = useIntl();
  // Kept once loaded: a text over its limit is worded with the limit the schema holds.
  const [loaded, setLoaded] = useState<Schemas>();
  useEffect(() => {
    let isMounted = true;
    void loadSchemas().then((schemas) => {
      if (isMounted) setLoaded(schemas);
    });
    void loadYupResolver();
    return () => {
      isMounted = false;
    };
  }, []);
  const resolver: Resolver<T> = async (values, context, resolverOptions) => {
    const [schemas, yupResolver] = await Promise.all([loadSchemas(), loadYupResolver()]);
    // yupResolver's generics are wider than our schemas; the values it yields are `T`.
    const resolve = yupResolver(pickSchema(schemas) as never) as unknown as Resolver<T>;
    return resolve(values, context, resolverOptions);
  };
  const form = useForm<T>({
    resolver,
    defaultValues,
    context: options.context,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  /** The translated error; a text too long says how long it is and how long it may be. */
  const errorText = (name: Path<T>, message: string) => {
    const max =
      message === TEXT_TOO_LONG && loaded ? loaded.maxLengthOf(pickSchema(loaded), name) : undefined;
    const value: unknown = form.getValues(name);
    return max === undefined || typeof value !== 'string'
      ? intl.formatMessage({ id: message })
      : intl.formatMessage({ id: `${TEXT_TOO_LONG}_max` }, { max, length: textLength(value.trim()) });
  };
  const errorOf: SpecForm<T>['errorOf'] = (name) => {
    const message = form.formState.errors[name]?.message;
    return typeof message === 'string' ? errorText(name, message) : undefined;
  };
  const field: SpecForm<T>['field'] = (name) => {
    const { min: _min, max: _max, ...registration } = form.register(name);
    return {
      ...registration,
      onChange: async (event) => {
        if (form.formState.errors[name]) form.clearErrors(name);
        return registration.onChange(event);
      },
      error: errorOf(name),
    };
  };
  return { ...form, field, errorOf };
}
