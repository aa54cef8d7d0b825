export { FormActions } from './FormActions';
export type { FormActionsProps } from './FormActions';
