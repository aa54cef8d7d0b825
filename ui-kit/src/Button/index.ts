export { Button } from './Button';
export { BUTTON_SIZES, BUTTON_VARIANTS } from './Button.types';
export type { ButtonProps } from './Button';
export type { ButtonSize, ButtonVariant } from './Button.types';
