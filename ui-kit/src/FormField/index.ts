export { FormField, useFormField } from './FormField';
export type { FormFieldBaseProps, FormFieldControlProps, FormFieldProps } from './FormField';
