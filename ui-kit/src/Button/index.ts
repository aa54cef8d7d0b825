export { BUTTON_VARIANTS, Button } from './Button';
export type { ButtonProps, ButtonVariant } from './Button';
